/**
 * The JavaScript SDK (sdk/js, issue 9) against a real Nameport server: the sandbox app listening on 127.0.0.1,
 * called over HTTP through the global fetch. The SDK is imported from its TypeScript source (tsx); the build of
 * sdk/js/dist is checked by `npm test` (scripts/run-tests.mjs).
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { describe, test } from 'node:test';
import { GENERATED_FILE, renderOpenApiTypes, typesOnly } from '../sdk/js/scripts/generate-types.js';
import { BATCH_LIMIT, MAX_TIMEOUT_MS, Nameport, NameportError, parseRetryAfter, type BatchOperation, type FetchLike, type SearchEvent } from '../sdk/js/src/index.js';
import { sandboxCatalogAndListings, useTestApp } from './helpers/app.js';

interface Recorded {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: unknown;
}

/** The global fetch, recording every request the SDK makes. */
function recordingFetch(): { fetch: FetchLike; calls: Recorded[] } {
  const calls: Recorded[] = [];
  return {
    calls,
    fetch: (input, init) => {
      calls.push({
        method: init.method ?? 'GET',
        url: new URL(input),
        headers: { ...(init.headers as Record<string, string>) },
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      return fetch(input, init);
    },
  };
}

async function rejectsWith(promise: Promise<unknown>, expected: Partial<NameportError>): Promise<NameportError> {
  const error = await promise.then(
    () => assert.fail('expected the call to fail'),
    (e: unknown) => e,
  );
  assert.ok(error instanceof NameportError, `not a NameportError: ${String(error)}`);
  for (const [key, value] of Object.entries(expected)) assert.equal(error[key as keyof NameportError], value, `${key}: ${error.message}`);
  return error;
}

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of iterable) out.push(item);
  return out;
}

/** A Response with the given body chunks (for the parser tests that need exact chunk boundaries). */
function chunkedFetch(chunks: (string | Uint8Array)[]): FetchLike {
  return async () =>
    new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (const chunk of chunks) controller.enqueue(typeof chunk === 'string' ? new TextEncoder().encode(chunk) : chunk);
          controller.close();
        },
      }),
      { status: 200, headers: { 'content-type': 'application/x-ndjson' } },
    );
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('JavaScript SDK against a real sandbox server (issue 9)', () => {
  const server = useTestApp({ sandbox: true, prepare: sandboxCatalogAndListings, listen: true });
  const client = () => new Nameport({ baseUrl: server.baseUrl });

  test('the committed generated types match the running server’s /openapi.json (types cannot drift)', async () => {
    const document = (await (await fetch(`${server.baseUrl}/openapi.json`)).json()) as Record<string, unknown>;
    const expected = await renderOpenApiTypes(document);
    const committed = await readFile(GENERATED_FILE, 'utf8');
    // Types only: an edited description refreshes the doc comments at the next generate without failing here.
    assert.ok(typesOnly(committed) === typesOnly(expected), 'the types in sdk/js/src/generated/openapi.ts differ from /openapi.json: run `npm run sdk:generate`');
  });

  test('searchStream: typed events in contract order, header → rows → primary_done → done', async () => {
    const events = await collect(client().searchStream('sdk-stream-order.com'));
    const kinds = events.map((e) => e.kind);
    assert.equal(kinds[0], 'header');
    assert.equal(kinds.at(-1), 'done');
    const header = events[0] as Extract<SearchEvent, { kind: 'header' }>;
    assert.equal(header.primary, 'sdk-stream-order.com');
    const rows = events.filter((e) => e.kind === 'row');
    assert.equal(rows.length, header.domains.length);
    assert.deepEqual(new Set(rows.map((r) => r.domain)), new Set(header.domains));
    const primaryRow = kinds.indexOf('row') + rows.findIndex((r) => r.domain === header.primary);
    assert.equal(kinds[primaryRow + 1], 'primary_done', `primary_done follows the primary's row: ${kinds.join(',')}`);
    const done = events.at(-1) as Extract<SearchEvent, { kind: 'done' }>;
    assert.equal(done.count, rows.length);
    for (const row of rows) {
      assert.equal(typeof row.state, 'string');
      assert.equal(row.price?.currency, 'USD');
    }
  });

  test('searchStream parses NDJSON incrementally: the header is yielded before the rest of the body is read', async () => {
    // Between the server and the SDK, a body that hands over the header line (split in two chunks), then holds
    // everything else back until the test has the header event. An SDK reading the whole body first never gets it.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let readPastHeader = false;
    const gatedFetch: FetchLike = async (input, init) => {
      const response = await fetch(input, init);
      const reader = response.body!.getReader();
      let buffered = new Uint8Array(0);
      let headerSent = false;
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          if (!headerSent) {
            let newline = buffered.indexOf(0x0a);
            while (newline === -1) {
              const { done, value } = await reader.read();
              if (done) throw new Error('the stream ended before a first line');
              const joined = new Uint8Array(buffered.length + value.length);
              joined.set(buffered);
              joined.set(value, buffered.length);
              buffered = joined;
              newline = buffered.indexOf(0x0a);
            }
            const half = Math.floor(newline / 2);
            controller.enqueue(buffered.slice(0, half));
            controller.enqueue(buffered.slice(half, newline + 1));
            buffered = buffered.slice(newline + 1);
            headerSent = true;
            return;
          }
          const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 5_000).unref());
          if ((await Promise.race([gate.then(() => 'open' as const), timeout])) === 'timeout') {
            readPastHeader = true;
            controller.error(new Error('the SDK read past the header line before yielding the header'));
            return;
          }
          if (buffered.length > 0) {
            controller.enqueue(buffered);
            buffered = new Uint8Array(0);
            return;
          }
          const { done, value } = await reader.read();
          if (done) controller.close();
          else controller.enqueue(value);
        },
        cancel: (reason) => reader.cancel(reason),
      });
      return new Response(body, { status: response.status, headers: response.headers });
    };
    const kinds: string[] = [];
    for await (const event of new Nameport({ baseUrl: server.baseUrl, fetch: gatedFetch }).searchStream('sdk-incremental.com')) {
      kinds.push(event.kind);
      if (event.kind === 'header') release();
    }
    assert.equal(readPastHeader, false);
    assert.equal(kinds[0], 'header');
    assert.equal(kinds.at(-1), 'done');
    assert.ok(kinds.filter((k) => k === 'row').length >= 2);
  });

  test('searchStream: a line split inside a UTF-8 character, a last line without a newline, unknown kinds skipped', async () => {
    const row = JSON.stringify({ kind: 'row', domain: 'xn--bcher-kva.de', domain_unicode: 'bücher.de' });
    const bytes = new TextEncoder().encode(`${JSON.stringify({ kind: 'header', primary: 'xn--bcher-kva.de', domains: [] })}\n${row}\n`);
    const cut = bytes.indexOf(0xc3) + 1; // between the two bytes of ü
    const events = await collect(
      new Nameport({ baseUrl: 'http://sdk.invalid', fetch: chunkedFetch([bytes.slice(0, cut), bytes.slice(cut), '{"kind":"future"}\n', '{"kind":"done","count":1}']) })
        .searchStream('bücher.de'),
    );
    assert.deepEqual(events.map((e) => e.kind), ['header', 'row', 'done']);
    assert.equal((events[1] as { domain_unicode: string }).domain_unicode, 'bücher.de');
    // A stream cut off before `done` is an error, not a silently short result.
    await rejectsWith(
      collect(new Nameport({ baseUrl: 'http://sdk.invalid', fetch: chunkedFetch(['{"kind":"header","domains":[]}\n']) }).searchStream('a.com')),
      { code: 'incomplete_stream' },
    );
  });

  test('searchDomain: the rows; includeAlternates false gives the primary only', async () => {
    const rows = await client().searchDomain('sdk-rows.com');
    assert.equal(rows.length, 10);
    assert.ok(rows.some((r) => r.domain === 'sdk-rows.com'));
    assert.ok(rows.every((r) => r.kind === 'row'));
    const single = await client().searchDomain('sdk-rows.net', { includeAlternates: false });
    assert.deepEqual(single.map((r) => r.domain), ['sdk-rows.net']);
    // A listed name reads for_sale, its price masked for this anonymous caller.
    const listed = (await client().marketListings({ limit: 1 })).items[0]!;
    const [forSale] = await client().searchDomain(listed.domain, { includeAlternates: false });
    assert.equal(forSale?.state, 'for_sale');
    assert.equal(forSale?.listing?.price_cents, null);
  });

  test('the bearer token is sent on the domain search only (the one endpoint that reads it)', async () => {
    const recorder = recordingFetch();
    const withToken = new Nameport({ baseUrl: server.baseUrl, accessToken: 'not-a-real-token', fetch: recorder.fetch });
    // An unknown token is refused (401), never silently ignored: proof the header reached the search.
    const error = await rejectsWith(withToken.searchDomain('sdk-token.com'), { status: 401, code: 'unauthorized' });
    assert.match(error.requestId ?? '', /\S/);
    await withToken.tldPrice('com', 'register');
    await withToken.tldRequirements('com');
    await withToken.marketListings({ limit: 1 });
    await withToken.batch([{ op: 'tld_registration_price', params: { tld: 'com' } }]);
    assert.equal(recorder.calls[0]!.headers.authorization, 'Bearer not-a-real-token');
    for (const call of recorder.calls.slice(1)) assert.equal(call.headers.authorization, undefined, call.url.pathname);
  });

  test('whoisLookup: 201 body; the same Idempotency-Key replays the lookup without using quota', async () => {
    const recorder = recordingFetch();
    const sdk = new Nameport({ baseUrl: server.baseUrl, fetch: recorder.fetch });
    const first = await sdk.whoisLookup('google.com', { idempotencyKey: 'sdk-js-key-1' });
    assert.equal(first.lookup.domain, 'google.com');
    assert.equal(first.lookup.result.raw_source, 'RDAP');
    assert.equal(first.lookup.result.registrar, 'MarkMonitor Inc.');
    assert.equal(first.cap, 10);
    const replay = await sdk.whoisLookup('google.com', { idempotencyKey: 'sdk-js-key-1' });
    assert.equal(replay.lookup.id, first.lookup.id);
    assert.equal(replay.used, first.used);
    assert.equal(recorder.calls[0]!.headers['idempotency-key'], 'sdk-js-key-1');
  });

  test('tldPrice and tldRequirements', async () => {
    assert.deepEqual(await client().tldPrice('com', 'register'), { tld: 'com', op: 'register', priceCents: 1217 });
    // Without op the contract's default applies: transfer.
    assert.equal((await client().tldPrice('.COM')).op, 'transfer');
    const nl = await client().tldRequirements('nl');
    assert.equal(nl.tld, 'nl');
    assert.equal(nl.source, 'rtr');
    assert.ok(Array.isArray(nl.featuresAvailable));
  });

  test('marketListings: one page; listAllListings follows next_cursor across ≥ 3 pages, no duplicates or gaps', async () => {
    const first = await client().marketListings({ limit: 5 });
    assert.equal(first.items.length, 5);
    assert.ok(first.page.total >= 5_000);
    assert.equal(typeof first.page.next_cursor, 'string');

    const { page } = await client().marketListings({ q: 'brew', limit: 1 });
    const total = page.total;
    assert.ok(total >= 4, `too few "brew" listings to page: ${total}`);
    const limit = Math.ceil(total / 4);
    const recorder = recordingFetch();
    const all = await collect(new Nameport({ baseUrl: server.baseUrl, fetch: recorder.fetch }).listAllListings({ q: 'brew', sort: 'length', limit }));
    assert.equal(all.length, total);
    assert.equal(new Set(all.map((l) => l.domain)).size, total);
    assert.ok(recorder.calls.length >= 3, `${recorder.calls.length} requests`);
    assert.equal(recorder.calls[0]!.url.searchParams.get('cursor'), null);
    for (const call of recorder.calls.slice(1)) {
      assert.ok(call.url.searchParams.get('cursor'), 'later pages use the cursor');
      assert.equal(call.url.searchParams.get('q'), 'brew');
    }
    for (let i = 1; i < all.length; i += 1) assert.ok(all[i - 1]!.length <= all[i]!.length, 'sort length is kept across pages');

    // Leaving the loop stops paging.
    const early = recordingFetch();
    for await (const listing of new Nameport({ baseUrl: server.baseUrl, fetch: early.fetch }).listAllListings({ limit: 3 })) {
      assert.ok(listing.domain);
      break;
    }
    assert.equal(early.calls.length, 1);
  });

  test('batch: 45 operations go as 3 requests (20 + 20 + 5), results reassembled in order', async () => {
    const tlds = ['com', 'net', 'org', 'io', 'nl'];
    const operations: BatchOperation[] = Array.from({ length: 45 }, (_, i) => {
      const tld = tlds[i % tlds.length]!;
      if (i === 30) return { id: `op-${i}`, op: 'tld_registration_price', params: { tld, op: 'bogus' } };
      if (i % 9 === 4) return { id: `op-${i}`, op: 'search_domain', params: { q: `sdk-batch-${i}.${tld}`, include_alternates: false } };
      if (i % 3 === 0) return { id: `op-${i}`, op: 'tld_requirements', params: { tld } };
      return { id: `op-${i}`, op: 'tld_registration_price', params: { tld, op: 'register' } };
    });
    const recorder = recordingFetch();
    const answer = await new Nameport({ baseUrl: server.baseUrl, fetch: recorder.fetch }).batch(operations);
    assert.deepEqual(recorder.calls.map((c) => (c.body as { operations: unknown[] }).operations.length), [20, 20, 5]);
    assert.ok(recorder.calls.every((c) => c.method === 'POST' && c.url.pathname === '/api/batch'));
    assert.equal(answer.count, 45);
    assert.equal(answer.failed, 1);
    assert.deepEqual(answer.results.map((r) => r.id), operations.map((o) => o.id));
    assert.deepEqual(answer.results.map((r) => r.op), operations.map((o) => o.op));
    assert.equal(answer.results[30]!.status, 400);
    assert.equal((answer.results[30]!.body as { error: { code: string } }).error.code, 'validation_error');
    assert.deepEqual(answer.results[1]!.body, { tld: 'net', op: 'register', priceCents: (await client().tldPrice('net', 'register')).priceCents });
    assert.equal((answer.results[4]!.body as { primary: string }).primary, 'sdk-batch-4.nl');
    assert.equal(BATCH_LIMIT, 20);

    // A list the server would refuse as one batch fails before any part of it is sent.
    const before = recorder.calls.length;
    const duplicate = [...operations.slice(0, 25), { id: 'op-0', op: 'tld_requirements', params: { tld: 'com' } }];
    await assert.rejects(new Nameport({ baseUrl: server.baseUrl, fetch: recorder.fetch }).batch(duplicate), TypeError);
    assert.equal(recorder.calls.length, before);
  });

  test('errors: 400 validation_error, 404 not_found, with status, code and requestId', async () => {
    const invalid = await rejectsWith(client().searchDomain('not a domain!'), { status: 400, code: 'validation_error', retryAfter: null });
    assert.match(invalid.requestId ?? '', /\S/);
    await rejectsWith(client().tldPrice('com', 'bogus' as 'register'), { status: 400, code: 'validation_error' });
    const missing = await rejectsWith(client().tldRequirements('notarealtld'), { status: 404, code: 'not_found' });
    assert.match(missing.requestId ?? '', /\S/);
    await rejectsWith(client().marketListings({ limit: 1, cursor: 'garbage' }), { status: 400, code: 'validation_error' });
  });

  test('errors: the WHOIS daily quota runs out with 429 rate_limited and retryAfter from Retry-After', async () => {
    const sdk = client();
    await rejectsWith(sdk.whoisLookup('sdk-no-such-name.com'), { status: 404, code: 'not_found' });
    let limited: NameportError | undefined;
    for (let i = 0; i < 11 && !limited; i += 1) {
      try {
        await sdk.whoisLookup('google.com');
      } catch (error) {
        limited = error as NameportError;
      }
    }
    assert.ok(limited instanceof NameportError, 'the quota never ran out');
    assert.equal(limited.status, 429);
    assert.equal(limited.code, 'rate_limited');
    assert.ok(limited.retryAfter !== null && limited.retryAfter > 0 && limited.retryAfter <= 86_400, `retryAfter ${limited.retryAfter}`);
    assert.equal(limited.details?.cap, 10);
    assert.match(limited.requestId ?? '', /\S/);
  });

  test('AbortSignal: an aborted signal sends nothing; aborting mid-stream stops the iterator with the AbortError', async () => {
    const recorder = recordingFetch();
    const sdk = new Nameport({ baseUrl: server.baseUrl, fetch: recorder.fetch });
    const aborted = new AbortController();
    aborted.abort();
    await assert.rejects(sdk.tldPrice('com', 'register', { signal: aborted.signal }), { name: 'AbortError' });
    await assert.rejects(sdk.searchDomain('sdk-abort.com', { signal: aborted.signal }), { name: 'AbortError' });
    assert.equal(recorder.calls.length, 0);

    const controller = new AbortController();
    const seen: string[] = [];
    await assert.rejects(
      (async () => {
        for await (const event of sdk.searchStream('sdk-abort-mid.com', { signal: controller.signal })) {
          seen.push(event.kind);
          if (event.kind === 'header') controller.abort();
        }
      })(),
      { name: 'AbortError' },
    );
    assert.deepEqual(seen, ['header']);

    const listings = new AbortController();
    await assert.rejects(
      (async () => {
        for await (const _ of sdk.listAllListings({ limit: 2 }, { signal: listings.signal })) listings.abort();
      })(),
      { name: 'AbortError' },
    );
  });

  test('timeouts and unreachable servers are NameportErrors with status 0', async () => {
    const hanging: FetchLike = (_input, init) =>
      new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    await rejectsWith(new Nameport({ baseUrl: server.baseUrl, fetch: hanging, timeoutMs: 50 }).tldRequirements('com'), { status: 0, code: 'timeout' });
    // The deadline covers a whole stream: a body that stalls after its header times out too.
    const stalled: FetchLike = async (_input, init) =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"kind":"header","domains":[]}\n'));
            init.signal?.addEventListener('abort', () => controller.error(init.signal?.reason));
          },
        }),
        { status: 200 },
      );
    const seen: string[] = [];
    await rejectsWith(
      (async () => {
        for await (const event of new Nameport({ baseUrl: server.baseUrl, fetch: stalled }).searchStream('a.com', { timeoutMs: 100 })) seen.push(event.kind);
      })(),
      { status: 0, code: 'timeout' },
    );
    assert.deepEqual(seen, ['header']);
    await rejectsWith(new Nameport({ baseUrl: `http://127.0.0.1:${await closedPort()}` }).tldPrice('com'), { status: 0, code: 'network_error' });
  });
});

/** A fetch answering every request from `answer` (a JSON body with status 200 unless it returns a Response). */
function fakeFetch(answer: (url: URL, body: unknown, call: number) => unknown): { fetch: FetchLike; calls: Recorded[] } {
  const calls: Recorded[] = [];
  return {
    calls,
    fetch: async (input, init) => {
      const url = new URL(input);
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method: init.method ?? 'GET', url, headers: { ...(init.headers as Record<string, string>) }, body });
      const value = await answer(url, body, calls.length - 1);
      return value instanceof Response ? value : Response.json(value);
    },
  };
}

const FAKE = 'http://nameport.invalid';

describe('JavaScript SDK against misbehaving servers (review of issue 9)', () => {
  test('listAllListings: a server repeating a cursor is invalid_response, not an endless loop', async () => {
    const fake = fakeFetch(() => ({ items: [{ domain: 'loop.com' }], page: { limit: 1, offset: 0, total: 99, has_more: true, next_cursor: 'same' } }));
    const seen: unknown[] = [];
    const error = await (async () => {
      for await (const item of new Nameport({ baseUrl: FAKE, fetch: fake.fetch }).listAllListings({ limit: 1 })) {
        seen.push(item);
        if (seen.length > 20) return 'looped';
      }
      return 'ended';
    })().catch((e: unknown) => e);
    assert.ok(error instanceof NameportError, `expected a NameportError, got ${String(error)}`);
    assert.equal(error.code, 'invalid_response');
    assert.equal(seen.length, 2);
    assert.equal(fake.calls.length, 2);
  });

  test('batch: the whole list is checked against the envelope rules before anything is sent', async () => {
    const fake = fakeFetch((_url, body) => ({ results: (body as { operations: { id?: string; op: string }[] }).operations.map((o) => ({ id: o.id ?? null, op: o.op, status: 200, body: {} })), count: 0, failed: 0 }));
    const np = new Nameport({ baseUrl: FAKE, fetch: fake.fetch });
    const good = Array.from({ length: 25 }, (_, i): BatchOperation => ({ id: `g-${i}`, op: 'tld_requirements', params: { tld: 'com' } }));
    const bad: Record<string, unknown>[] = [
      { id: 'x', op: 'tld_requirements', extra: 1 },
      { id: null, op: 'tld_requirements' },
      { id: '', op: 'tld_requirements' },
      { id: 'i'.repeat(129), op: 'tld_requirements' },
      { id: 7, op: 'tld_requirements' },
      { op: 'o'.repeat(65) },
      { op: 42 },
      { op: 'tld_requirements', params: 'com' },
      { op: 'tld_requirements', params: null },
      { op: 'tld_requirements', params: ['com'] },
      { id: 'g-3', op: 'tld_requirements' },
    ];
    for (const item of bad) {
      await assert.rejects(np.batch([...good, item as BatchOperation]), TypeError, JSON.stringify(item).slice(0, 80));
      // The faulty item first: nothing of the list may have been sent either.
      await assert.rejects(np.batch([item as BatchOperation, ...good]), TypeError);
    }
    assert.equal(fake.calls.length, 0);
    // The limits themselves pass; `undefined` values are absent (JSON leaves them out).
    const edge = [...good, { id: 'i'.repeat(128), op: 'o'.repeat(64), params: undefined }, { op: 'tld_requirements', id: undefined }];
    assert.equal((await np.batch(edge)).count, 27);
  });

  test('batch: a later request failing rejects with the results so far and the failing chunk offset', async () => {
    const fake = fakeFetch((_url, body, call) => {
      if (call === 2) return new Response(JSON.stringify({ error: { code: 'internal_error', message: 'boom', request_id: 'req-3' } }), { status: 500 });
      return { results: (body as { operations: { id?: string; op: string }[] }).operations.map((o) => ({ id: o.id ?? null, op: o.op, status: 200, body: {} })), count: 0, failed: 0 };
    });
    const operations = Array.from({ length: 45 }, (_, i): BatchOperation => ({ id: `p-${i}`, op: 'tld_requirements', params: { tld: 'com' } }));
    const error = await rejectsWith(new Nameport({ baseUrl: FAKE, fetch: fake.fetch }).batch(operations), { status: 500, code: 'internal_error', requestId: 'req-3', chunkOffset: 40 });
    assert.deepEqual(error.partialResults?.map((r) => r.id), operations.slice(0, 40).map((o) => o.id));
    assert.equal(fake.calls.length, 3);
    // The first request failing: nothing ran.
    const first = fakeFetch(() => new Response('nope', { status: 502 }));
    const early = await rejectsWith(new Nameport({ baseUrl: FAKE, fetch: first.fetch }).batch(operations), { status: 502, code: 'http_error', chunkOffset: 0 });
    assert.deepEqual(early.partialResults, []);
  });

  test('timeoutMs: Infinity and 0 mean no deadline, above 2^31 − 1 is clamped, negative or NaN is a RangeError', async () => {
    const slow = fakeFetch(async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      return { tld: 'com', op: 'register', priceCents: 1 };
    });
    for (const timeoutMs of [Infinity, 0, MAX_TIMEOUT_MS + 1, 1e12]) {
      assert.equal((await new Nameport({ baseUrl: FAKE, fetch: slow.fetch, timeoutMs }).tldPrice('com', 'register')).priceCents, 1, `client ${timeoutMs}`);
      assert.equal((await new Nameport({ baseUrl: FAKE, fetch: slow.fetch }).tldPrice('com', 'register', { timeoutMs })).priceCents, 1, `call ${timeoutMs}`);
    }
    for (const timeoutMs of [-1, NaN, -Infinity]) {
      assert.throws(() => new Nameport({ baseUrl: FAKE, fetch: slow.fetch, timeoutMs }), RangeError);
      await assert.rejects(new Nameport({ baseUrl: FAKE, fetch: slow.fetch }).tldPrice('com', 'register', { timeoutMs }), RangeError);
    }
  });

  test('searchStream: a line over 1 MiB is invalid_response; a long line in many small chunks still parses', async () => {
    const big = 'x'.repeat(64 * 1024);
    // A body that keeps a line open (never closes): the SDK must give up at the bound, not buffer on.
    const tooLong: FetchLike = async () =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"kind":"header","domains":[]}\n'));
            for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode(big));
          },
        }),
        { status: 200 },
      );
    await rejectsWith(collect(new Nameport({ baseUrl: FAKE, fetch: tooLong }).searchStream('a.com', { timeoutMs: 2000 })), { code: 'invalid_response' });
    const pad = 'y'.repeat(300_000);
    const row = `{"kind":"row","domain":"a.com","pad":"${pad}"}\n`;
    const pieces: string[] = ['{"kind":"header","domains":["a.com"]}\n'];
    for (let i = 0; i < row.length; i += 1000) pieces.push(row.slice(i, i + 1000));
    pieces.push('{"kind":"done","count":1}\n');
    const events = await collect(new Nameport({ baseUrl: FAKE, fetch: chunkedFetch(pieces) }).searchStream('a.com'));
    assert.deepEqual(events.map((e) => e.kind), ['header', 'row', 'done']);
  });

  test('headers merge case-insensitively: a user Accept or Authorization is replaced, not duplicated', async () => {
    const fake = fakeFetch((url) => (url.pathname === '/api/domain/search' ? new Response('{"kind":"done","count":0}\n') : { tld: 'com' }));
    const np = new Nameport({ baseUrl: FAKE, fetch: fake.fetch, accessToken: 'tok', headers: { Accept: 'text/html', Authorization: 'Basic x', 'User-Agent': 'me' } });
    await collect(np.searchStream('a.com'));
    await np.tldRequirements('com');
    const [search, metadata] = fake.calls;
    assert.deepEqual(search!.headers, { accept: 'application/x-ndjson', authorization: 'Bearer tok', 'user-agent': 'me', 'content-type': 'application/json' });
    assert.deepEqual(metadata!.headers, { accept: 'application/json', authorization: 'Basic x', 'user-agent': 'me' });
  });

  test('parseRetryAfter: ASCII digits or an IMF-fixdate only', () => {
    const now = Date.parse('Sun, 06 Nov 1994 08:49:00 GMT');
    assert.equal(parseRetryAfter('120', now), 120);
    assert.equal(parseRetryAfter('Sun, 06 Nov 1994 08:49:37 GMT', now), 37);
    for (const value of ['١٢', '1.5', '-3', '+3', '1e3', '2030-01-01', 'Sunday, 06-Nov-94 08:49:37 GMT', 'tomorrow', '0x10']) {
      assert.equal(parseRetryAfter(value, now), null, value);
    }
  });
});
