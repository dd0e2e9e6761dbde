import { errorFromResponse, NameportError } from './errors.js';
import type {
  BatchOperation,
  BatchResponse,
  BatchResult,
  FetchLike,
  Listing,
  ListingFilters,
  ListingPage,
  NameportOptions,
  RequestOptions,
  SearchEvent,
  SearchOptions,
  SearchRow,
  TldMetadata,
  TldOperation,
  TldPrice,
  WhoisLookup,
  WhoisOptions,
} from './types.js';

/** Most operations one POST /api/batch carries (contract 4.1); `batch()` splits longer lists into requests of this size. */
export const BATCH_LIMIT = 20;
/** Default deadline of one call. */
export const DEFAULT_TIMEOUT_MS = 30_000;
/** Longest deadline a timer can hold (2^31 − 1 ms, about 24.8 days); a longer finite `timeoutMs` is clamped to it. */
export const MAX_TIMEOUT_MS = 2_147_483_647;
/** Longest search line the SDK accepts (1 MiB of text); a longer one is `invalid_response`. */
const MAX_LINE_LENGTH = 1024 * 1024;

/**
 * A `timeoutMs` as the timer delay it means: 0 and Infinity are "no deadline" (undefined), a finite value above
 * 2^31 − 1 is clamped to it (setTimeout would otherwise fire at once), a negative or non-number value is a RangeError.
 */
function timerDelay(timeoutMs: number): number | undefined {
  if (typeof timeoutMs !== 'number' || Number.isNaN(timeoutMs) || timeoutMs < 0) {
    throw new RangeError(`Nameport: timeoutMs must be 0, a positive number of milliseconds or Infinity, got ${String(timeoutMs)}`);
  }
  if (timeoutMs === 0 || timeoutMs === Infinity) return undefined;
  return Math.min(timeoutMs, MAX_TIMEOUT_MS);
}

const KNOWN_EVENTS = new Set(['header', 'row', 'primary_done', 'done']);

/**
 * One call's cancellation: the caller's signal and the deadline, combined into one signal (written out rather than
 * `AbortSignal.any`, which Node 18 lacks). `fail()` turns whatever the call threw into what the caller sees.
 */
class CallScope {
  private readonly controller = new AbortController();
  private readonly timer: ReturnType<typeof setTimeout> | undefined;
  private readonly onAbort: (() => void) | undefined;
  private timedOut = false;

  constructor(
    private readonly userSignal: AbortSignal | undefined,
    private readonly timeoutMs: number,
  ) {
    const delay = timerDelay(timeoutMs);
    if (userSignal?.aborted) {
      this.controller.abort(userSignal.reason);
    } else if (userSignal) {
      this.onAbort = () => this.controller.abort(userSignal.reason);
      userSignal.addEventListener('abort', this.onAbort, { once: true });
    }
    if (delay !== undefined && !this.controller.signal.aborted) {
      this.timer = setTimeout(() => {
        this.timedOut = true;
        this.controller.abort(this.timeoutError());
      }, delay);
    }
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** Throws the caller's abort reason when the call was cancelled before it started. */
  throwIfAborted(): void {
    if (this.userSignal?.aborted) throw this.userSignal.reason;
  }

  private timeoutError(cause?: unknown): NameportError {
    return new NameportError({ status: 0, code: 'timeout', message: `no complete answer within ${this.timeoutMs} ms`, cause });
  }

  fail(error: unknown): unknown {
    if (this.timedOut) return error instanceof NameportError && error.code === 'timeout' ? error : this.timeoutError(error);
    if (this.userSignal?.aborted) return this.userSignal.reason ?? error;
    if (error instanceof NameportError) return error;
    const message = error instanceof Error ? error.message : String(error);
    return new NameportError({ status: 0, code: 'network_error', message: `request failed: ${message}`, cause: error });
  }

  done(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    if (this.onAbort) this.userSignal?.removeEventListener('abort', this.onAbort);
  }
}

interface SendInit {
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
  accept?: string;
}

/**
 * Client of Nameport interface A. Every method takes `{signal, timeoutMs}`; failures are `NameportError`s
 * (a caller's abort rejects with the signal's reason). The client adds no behaviour beyond the endpoints: no
 * retries, no caching; `batch()` and `listAllListings()` only split and follow pages.
 */
export class Nameport {
  readonly baseUrl: string;
  private readonly accessToken: string | undefined;
  private readonly fetchImpl: FetchLike;
  private readonly timeoutMs: number;
  private readonly headers: Record<string, string>;

  constructor(options: NameportOptions) {
    if (!options || typeof options.baseUrl !== 'string' || options.baseUrl === '') throw new TypeError('Nameport: baseUrl is required');
    // Validates the address now rather than on the first call.
    this.baseUrl = new URL(options.baseUrl).toString().replace(/\/+$/, '');
    this.accessToken = options.accessToken;
    if (options.fetch === undefined && typeof globalThis.fetch !== 'function') throw new TypeError('Nameport: no global fetch (Node 18+): pass options.fetch');
    // The global is looked up per call, so a fetch patched after construction (instrumentation) is used.
    this.fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    timerDelay(this.timeoutMs); // a RangeError now rather than on the first call
    this.headers = { ...options.headers };
  }

  /**
   * POST /api/domain/search, collected: the rows of the stream in the order the server decided them (the stream's
   * order; `searchStream` gives the header with `domains` in query order).
   */
  async searchDomain(q: string, options: SearchOptions = {}): Promise<SearchRow[]> {
    const rows: SearchRow[] = [];
    for await (const event of this.searchStream(q, options)) if (event.kind === 'row') rows.push(event);
    return rows;
  }

  /**
   * POST /api/domain/search as an async iterator of events (`header`, `row`…, `primary_done`, `done`), each yielded as
   * soon as its line arrives. Lines of an unknown `kind` are skipped. Leaving the loop early closes the connection,
   * which cancels the server's outstanding lookups. The deadline covers the whole stream.
   */
  async *searchStream(q: string, options: SearchOptions = {}): AsyncGenerator<SearchEvent, void, undefined> {
    const scope = this.scope(options);
    let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
    let finished = false;
    try {
      const body: Record<string, unknown> = { q };
      if (options.includeAlternates !== undefined) body.include_alternates = options.includeAlternates;
      // The one endpoint that reads the bearer token (contract 4.1): never sent anywhere else.
      const headers: Record<string, string> = this.accessToken ? { authorization: `Bearer ${this.accessToken}` } : {};
      const response = await this.send({ method: 'POST', path: '/api/domain/search', body, headers, accept: 'application/x-ndjson' }, scope);
      if (!response.ok) throw await errorFromResponse(response);
      if (!response.body) throw invalidResponse(response, 'the search answer has no body');
      const requestId = response.headers.get('x-request-id');
      reader = response.body.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      let sawDone = false;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        // Only the new text is searched for a newline: the buffer before it has none (no quadratic rescans).
        let searchFrom = buffer.length;
        buffer += decoder.decode(value, { stream: true });
        for (let newline = buffer.indexOf('\n', searchFrom); newline !== -1; newline = buffer.indexOf('\n', searchFrom)) {
          const line = buffer.slice(0, newline);
          buffer = buffer.slice(newline + 1);
          searchFrom = 0;
          const event = parseEvent(line, response);
          if (!event) continue;
          if (event.kind === 'done') sawDone = true;
          yield event;
        }
        if (buffer.length > MAX_LINE_LENGTH) throw invalidResponse(response, `a search line is longer than ${MAX_LINE_LENGTH} characters`);
      }
      finished = true;
      const last = parseEvent(buffer + decoder.decode(), response);
      if (last) {
        if (last.kind === 'done') sawDone = true;
        yield last;
      }
      if (!sawDone) {
        throw new NameportError({ status: response.status, code: 'incomplete_stream', message: 'the search stream ended before its done line', requestId });
      }
    } catch (error) {
      throw scope.fail(error);
    } finally {
      scope.done();
      if (reader && !finished) reader.cancel().catch(() => undefined);
    }
  }

  /** POST /api/tools/whois: `{lookup, used, cap, remaining}` (201). Uses one lookup of the daily quota (429 when spent). */
  whoisLookup(domain: string, options: WhoisOptions = {}): Promise<WhoisLookup> {
    const headers: Record<string, string> = options.idempotencyKey !== undefined ? { 'idempotency-key': options.idempotencyKey } : {};
    return this.json<WhoisLookup>({ method: 'POST', path: '/api/tools/whois', body: { domain }, headers }, options);
  }

  /**
   * GET /api/pricing/tld: the retail USD price of one lifecycle operation. Without `op` the server's default applies,
   * which is `transfer` (contract 4.1; pass `'register'` for a new registration).
   */
  tldPrice(tld: string, op?: TldOperation, options: RequestOptions = {}): Promise<TldPrice> {
    return this.json<TldPrice>({ method: 'GET', path: '/api/pricing/tld', query: { tld, op } }, options);
  }

  /** GET /api/tlds/{tld}/metadata: registration requirements of a TLD. */
  tldRequirements(tld: string, options: RequestOptions = {}): Promise<TldMetadata> {
    return this.json<TldMetadata>({ method: 'GET', path: `/api/tlds/${encodeURIComponent(tld)}/metadata` }, options);
  }

  /** GET /api/market/listings: one page (`{items, page: {limit, offset, total, has_more, next_cursor}}`). */
  marketListings(filters: ListingFilters = {}, options: RequestOptions = {}): Promise<ListingPage> {
    return this.json<ListingPage>({ method: 'GET', path: '/api/market/listings', query: { ...filters } }, options);
  }

  /**
   * Every listing matching `filters`, page after page, following `page.next_cursor` (keyset paging: no duplicates
   * or gaps while listings change). `filters.limit` is the page size (the server's default is 20, at most 100); a
   * given `offset` or `cursor` applies to the first page only. The deadline applies to each page request. A server
   * answering a cursor it already gave (which would page forever) is a NameportError `invalid_response`.
   */
  async *listAllListings(filters: ListingFilters = {}, options: RequestOptions = {}): AsyncGenerator<Listing, void, undefined> {
    const { cursor: _cursor, offset: _offset, ...rest } = filters;
    let query: ListingFilters = filters;
    const seen = new Set<string>();
    if (typeof filters.cursor === 'string') seen.add(filters.cursor);
    for (;;) {
      const page = await this.marketListings(query, options);
      yield* page.items;
      const next = page.page.next_cursor;
      if (!next || page.items.length === 0) return;
      if (seen.has(next)) {
        throw new NameportError({ status: 200, code: 'invalid_response', message: `the listings answered the cursor ${JSON.stringify(next.slice(0, 100))} a second time (paging would not end)` });
      }
      seen.add(next);
      query = { ...rest, cursor: next };
    }
  }

  /**
   * POST /api/batch. More than 20 operations are sent as several requests of at most 20, one after another, and the
   * results put back together in request order (`count` and `failed` over all of them). Before anything is sent
   * such a list is checked as the server checks one batch (item keys only `id`, `op`, `params`; `id` absent or a
   * string of 1–128 characters; `op` a string of 1–64; `params` an object when present; ids unique over the whole
   * list), so a malformed list fails with a TypeError before any part of it ran. A list of at most 20 is sent as it
   * is (the server's 400 says what is wrong). The deadline applies to each request. A request failing as a whole
   * (e.g. a network error) rejects with a NameportError whose `partialResults` are the results of the requests
   * before it (those operations have run) and `chunkOffset` the index of the failing request's first operation.
   */
  async batch(operations: BatchOperation[], options: RequestOptions = {}): Promise<BatchResponse> {
    if (!Array.isArray(operations)) throw new TypeError('batch: operations must be an array');
    if (operations.length > BATCH_LIMIT) checkBatch(operations);
    const chunks: BatchOperation[][] = [];
    for (let i = 0; i < operations.length; i += BATCH_LIMIT) chunks.push(operations.slice(i, i + BATCH_LIMIT));
    // An empty list is sent as it is: the server's answer (400) says what is wrong with it.
    if (chunks.length === 0) chunks.push([]);
    const results: BatchResult[] = [];
    for (const chunk of chunks) {
      try {
        const answer = await this.json<BatchResponse>({ method: 'POST', path: '/api/batch', body: { operations: chunk } }, options);
        if (!Array.isArray(answer?.results) || answer.results.length !== chunk.length) {
          throw new NameportError({ status: 200, code: 'invalid_response', message: `batch answered ${answer?.results?.length} results for ${chunk.length} operations` });
        }
        results.push(...answer.results);
      } catch (error) {
        // A caller's abort keeps rejecting with the signal's reason; every other failure says how far the batch got.
        if (!(error instanceof NameportError)) throw error;
        throw new NameportError({
          status: error.status,
          code: error.code,
          message: results.length > 0 ? `${error.message} (batch request at operation ${results.length}; the ${results.length} operations before it ran)` : error.message,
          requestId: error.requestId,
          retryAfter: error.retryAfter,
          details: error.details,
          cause: error,
          partialResults: [...results],
          chunkOffset: results.length,
        });
      }
    }
    return { results, count: results.length, failed: results.filter((r) => r.status >= 400).length };
  }

  private scope(options: RequestOptions): CallScope {
    return new CallScope(options.signal, options.timeoutMs ?? this.timeoutMs);
  }

  private async json<T>(init: SendInit, options: RequestOptions): Promise<T> {
    const scope = this.scope(options);
    try {
      const response = await this.send({ ...init, accept: 'application/json' }, scope);
      if (!response.ok) throw await errorFromResponse(response);
      const text = await response.text();
      try {
        return JSON.parse(text) as T;
      } catch (error) {
        throw invalidResponse(response, `the answer is not JSON: ${text.slice(0, 200)}`, error);
      }
    } catch (error) {
      throw scope.fail(error);
    } finally {
      scope.done();
    }
  }

  private async send(init: SendInit, scope: CallScope): Promise<Response> {
    scope.throwIfAborted();
    const url = new URL(this.baseUrl + init.path);
    for (const [key, value] of Object.entries(init.query ?? {})) {
      if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
    }
    // Header names are case-insensitive: merged lower-cased, later sources winning, so a user's `Accept` or
    // `Authorization` is replaced rather than sent twice.
    const headers: Record<string, string> = {};
    const merge = (source: Record<string, string> | undefined) => {
      for (const [name, value] of Object.entries(source ?? {})) headers[name.toLowerCase()] = value;
    };
    merge(this.headers);
    merge({ accept: init.accept ?? 'application/json' });
    merge(init.headers);
    const request: RequestInit = { method: init.method, headers, signal: scope.signal };
    if (init.body !== undefined) {
      headers['content-type'] = 'application/json';
      request.body = JSON.stringify(init.body);
    }
    return this.fetchImpl(url.toString(), request);
  }
}

function parseEvent(line: string, response: Response): SearchEvent | undefined {
  const text = line.trim();
  if (text === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw invalidResponse(response, `a search line is not JSON: ${text.slice(0, 200)}`, error);
  }
  const kind = (value as { kind?: unknown } | null)?.kind;
  return typeof kind === 'string' && KNOWN_EVENTS.has(kind) ? (value as SearchEvent) : undefined;
}

function invalidResponse(response: Response, message: string, cause?: unknown): NameportError {
  return new NameportError({ status: response.status, code: 'invalid_response', message, requestId: response.headers.get('x-request-id'), cause });
}

const BATCH_ITEM_KEYS = new Set(['id', 'op', 'params']);

/** Length in characters (code points), as the server's JSON Schema `minLength`/`maxLength` count. */
function charLength(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

/**
 * The server's envelope rules of one batch (POST /api/batch request schema), over the whole list. A key whose value
 * is `undefined` counts as absent: JSON.stringify leaves it out.
 */
function checkBatch(operations: BatchOperation[]): void {
  const ids = new Set<string>();
  operations.forEach((item: unknown, index) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) throw new TypeError(`batch: operation ${index} is not an object`);
    const record = item as Record<string, unknown>;
    for (const [key, value] of Object.entries(record)) {
      if (value !== undefined && !BATCH_ITEM_KEYS.has(key)) throw new TypeError(`batch: operation ${index} has an unknown key ${JSON.stringify(key)} (allowed: id, op, params)`);
    }
    const { id, op, params } = record;
    if (typeof op !== 'string' || op === '' || charLength(op) > 64) throw new TypeError(`batch: operation ${index} needs an op of 1–64 characters`);
    if (params !== undefined && (typeof params !== 'object' || params === null || Array.isArray(params))) {
      throw new TypeError(`batch: operation ${index} has params that are not an object`);
    }
    if (id !== undefined) {
      if (typeof id !== 'string' || id === '' || charLength(id) > 128) throw new TypeError(`batch: operation ${index} has an id that is not a string of 1–128 characters`);
      if (ids.has(id)) throw new TypeError(`batch: id ${JSON.stringify(id)} is used twice (ids must be unique over the whole batch)`);
      ids.add(id);
    }
  });
}
