import { randomUUID } from 'node:crypto';
import { errorFromResponse, NameportError } from '../errors.js';
import type { FetchLike } from '../types.js';
import { PartnerOutcomeUnknownError } from './errors.js';
import { signingHeaders } from './signing.js';

export interface PartnerClientOptions {
  /** The service's address, e.g. `https://api.nameport.example` (no `/api/partner/v1`). */
  baseUrl: string;
  /** `pk_sandbox_…` or `pk_live_…`. */
  keyId: string;
  /** `sk_…`, shown once when the credential was made. */
  secret: string;
  /** Default: the global fetch (Node 18+). */
  fetch?: FetchLike;
  /** Now, in milliseconds since the epoch or as a Date (signing timestamps; default Date.now). */
  clock?: () => number | Date;
  /** Deadline of one attempt (default 30 s). */
  timeoutMs?: number;
  /** Further attempts after the first, for the retryable failures only (default 2). */
  maxRetries?: number;
  /** A Retry-After longer than this (seconds) is not waited for: the error is returned (default 10). */
  maxRetryWaitSeconds?: number;
}

export interface CallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
}

export interface WriteOptions extends CallOptions {
  /**
   * The Idempotency-Key (8–255 printable ASCII characters). Default: a fresh UUID per call, reused by the SDK's own
   * retries of that call. Pass your own (e.g. your payment session id) to retry across processes.
   */
  idempotencyKey?: string;
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface PartnerRequest {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  query?: Query;
  body?: unknown;
  /** 'key': a write that takes an Idempotency-Key; 'plain': a write without one; absent: a read. */
  write?: 'key' | 'plain';
}

/** The message of the service's 409 for a key whose first request is still running (platform idempotency store). */
const STILL_RUNNING = /still running/i;
/** Connection failures that prove nothing was sent, so a write can be retried or reported as failed. */
const NOT_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN']);

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    }, { once: true });
  });

function notSent(error: unknown): boolean {
  const code = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return typeof code === 'string' && NOT_SENT.has(code);
}

/**
 * Signs and sends partner requests. Retry policy (README "SDKs", partner decisions): a read is retried on a network
 * error, a timeout, and 429/503 carrying Retry-After (waited for, up to maxRetryWaitSeconds). A write is retried on
 * the same failures with the same Idempotency-Key and the same body bytes (a new nonce and timestamp each time, as
 * contract 5.2 requires), so the service carries it out at most once. A write that was (or may have been) sent and
 * got no definite answer is a PartnerOutcomeUnknownError, never a plain failure.
 */
export class PartnerTransport {
  readonly baseUrl: string;
  private readonly fetchImpl: FetchLike;
  private readonly timeoutMs: number;
  private readonly maxRetries: number;
  private readonly maxRetryWaitSeconds: number;

  constructor(private readonly options: PartnerClientOptions) {
    if (!options || typeof options.baseUrl !== 'string' || options.baseUrl === '') throw new TypeError('PartnerClient: baseUrl is required');
    if (typeof options.keyId !== 'string' || typeof options.secret !== 'string' || options.secret === '') throw new TypeError('PartnerClient: keyId and secret are required');
    this.baseUrl = new URL(options.baseUrl).toString().replace(/\/+$/, '');
    this.fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.maxRetries = options.maxRetries ?? 2;
    this.maxRetryWaitSeconds = options.maxRetryWaitSeconds ?? 10;
  }

  private nowSeconds(): string {
    const now = this.options.clock?.() ?? Date.now();
    return String(Math.floor((typeof now === 'number' ? now : now.getTime()) / 1000));
  }

  async send<T>(request: PartnerRequest, options: WriteOptions = {}): Promise<T> {
    const progress = { maybeSent: false };
    const idempotencyKey = request.write === 'key' ? (options.idempotencyKey ?? randomUUID()) : null;
    try {
      return await this.attempts<T>(request, options, idempotencyKey, progress);
    } catch (error) {
      // The caller gave up (its AbortSignal) while a write was on its way, or between retries of one that may have
      // arrived: the service may still carry it out, so the outcome is unknown, never a plain abort.
      if (request.write && progress.maybeSent && options.signal?.aborted && !(error instanceof NameportError)) {
        const aborted = new NameportError({ status: 0, code: 'aborted', message: 'the call was aborted before an answer came', cause: error });
        throw new PartnerOutcomeUnknownError(aborted, idempotencyKey);
      }
      throw error;
    }
  }

  private async attempts<T>(request: PartnerRequest, options: WriteOptions, idempotencyKey: string | null, progress: { maybeSent: boolean }): Promise<T> {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(request.query ?? {})) if (value !== undefined && value !== null) search.append(name, String(value));
    const rawQuery = search.toString();
    // Serialised once: every retry sends the same bytes, which the Idempotency-Key's stored request is compared to.
    const body = request.body === undefined ? '' : JSON.stringify(request.body);
    const url = `${this.baseUrl}${request.path}${rawQuery ? `?${rawQuery}` : ''}`;
    const pathOnly = new URL(url).pathname;
    for (let attempt = 0; ; attempt++) {
      const more = attempt < this.maxRetries;
      const headers: Record<string, string> = {
        accept: 'application/json',
        ...signingHeaders(this.options.keyId, this.options.secret, {
          method: request.method, path: pathOnly, rawQuery, timestamp: this.nowSeconds(), nonce: randomUUID(), body,
        }),
      };
      if (body !== '') headers['content-type'] = 'application/json';
      if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
      let response: Response;
      let text: string;
      const controller = new AbortController();
      const onAbort = () => controller.abort(options.signal?.reason);
      options.signal?.addEventListener('abort', onAbort, { once: true });
      const timer = setTimeout(() => controller.abort(new Error('timeout')), options.timeoutMs ?? this.timeoutMs);
      // From the fetch on, the request may reach the server, whatever ends the attempt (a failure, a timeout, an abort).
      let fetching = false;
      try {
        if (options.signal?.aborted) throw options.signal.reason;
        fetching = true;
        response = await this.fetchImpl(url, { method: request.method, headers, body: body === '' ? undefined : body, signal: controller.signal });
        text = await response.clone().text();
      } catch (error) {
        if (fetching && !notSent(error)) progress.maybeSent = true;
        if (options.signal?.aborted) throw options.signal.reason;
        const timedOut = controller.signal.aborted;
        const failure = new NameportError({
          status: 0, code: timedOut ? 'timeout' : 'network_error',
          message: timedOut ? `no answer within ${options.timeoutMs ?? this.timeoutMs} ms` : `request failed: ${error instanceof Error ? error.message : String(error)}`,
          cause: error,
        });
        if (timedOut || !notSent(error)) progress.maybeSent = true;
        if (more && (request.write !== 'plain' || !progress.maybeSent)) {
          await sleep(Math.min(4000, 250 * 2 ** attempt) * (0.75 + Math.random() / 2), options.signal);
          continue;
        }
        throw request.write && progress.maybeSent ? new PartnerOutcomeUnknownError(failure, idempotencyKey) : failure;
      } finally {
        clearTimeout(timer);
        options.signal?.removeEventListener('abort', onAbort);
      }
      if (response.ok) {
        try {
          return (text === '' ? undefined : JSON.parse(text)) as T;
        } catch (cause) {
          throw new NameportError({ status: response.status, code: 'invalid_response', message: `the answer is not JSON: ${text.slice(0, 200)}`, requestId: response.headers.get('x-request-id'), cause });
        }
      }
      const error = await errorFromResponse(response);
      // Refused before anything ran (rate limit, a dependency down): the server asks us to come back later.
      const comeBack = (error.status === 429 || error.status === 503) && error.retryAfter !== null;
      if (comeBack && more && error.retryAfter! <= this.maxRetryWaitSeconds) {
        await sleep(error.retryAfter! * 1000, options.signal);
        continue;
      }
      // Our own earlier attempt is still running under this key: wait for it, then read its stored answer.
      if (idempotencyKey && progress.maybeSent && error.status === 409 && STILL_RUNNING.test(error.message)) {
        if (more) {
          await sleep(1000 * (attempt + 1), options.signal);
          continue;
        }
        throw new PartnerOutcomeUnknownError(error, idempotencyKey);
      }
      if (request.write && error.status >= 500 && !comeBack) throw new PartnerOutcomeUnknownError(error, idempotencyKey);
      if (request.write && comeBack && progress.maybeSent) throw new PartnerOutcomeUnknownError(error, idempotencyKey);
      throw error;
    }
  }
}
