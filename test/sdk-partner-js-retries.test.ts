/**
 * The partner client's retry policy (sdk/js/src/partner/transport.ts) on scripted answers, without a server: which
 * failures are retried, with what, and when a write's outcome is reported as unknown rather than failed. The same
 * policy against the real server: test/sdk-partner-js.test.ts.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { type FetchLike, NameportError, PartnerClient, PartnerOutcomeUnknownError } from '../sdk/js/src/index.js';

type Step = { status: number; body?: unknown; headers?: Record<string, string> } | { fail: string };

/** A fetch answering the scripted steps in order, recording each request's headers. */
function scripted(steps: Step[]) {
  const sent: Record<string, string>[] = [];
  const fetchImpl: FetchLike = async (_input, init) => {
    sent.push({ ...(init.headers as Record<string, string>) });
    const step = steps.shift();
    if (!step) throw new Error('no more scripted answers');
    if ('fail' in step) throw new TypeError('fetch failed', { cause: Object.assign(new Error(step.fail), { code: step.fail }) });
    return new Response(JSON.stringify(step.body ?? {}), { status: step.status, headers: { 'content-type': 'application/json', ...step.headers } });
  };
  const client = new PartnerClient({ baseUrl: 'http://127.0.0.1:9', keyId: 'pk_sandbox_abcdef', secret: 'sk_test', fetch: fetchImpl, maxRetries: 2 });
  return { client, sent };
}

const refused = (status: number, code: string, message = code, headers: Record<string, string> = {}): Step => ({ status, headers, body: { error: { code, message, request_id: 'req_1' } } });
const order = { domain: 'a.com', sale_price_cents: 100, currency: 'USD', external_payment_ref: 'p1', buyer: { email: 'b@example.com' } };

async function failure(promise: Promise<unknown>): Promise<NameportError> {
  const error = await promise.then(() => assert.fail('expected a failure'), (e: unknown) => e);
  assert.ok(error instanceof NameportError, String(error));
  return error;
}

describe('partner client retry policy (README "SDKs", partner decisions)', () => {
  test('a write the caller aborts after it was sent is outcome_unknown with its Idempotency-Key, not a plain abort; a read is the abort', async () => {
    const sent: string[] = [];
    // A server that received the request and has not answered yet.
    const fetchImpl: FetchLike = (_input, init) => new Promise((_resolve, reject) => {
      sent.push(String((init.headers as Record<string, string>)['idempotency-key']));
      init.signal?.addEventListener('abort', () => reject(init.signal!.reason), { once: true });
    });
    const client = new PartnerClient({ baseUrl: 'http://127.0.0.1:9', keyId: 'pk_sandbox_abcdef', secret: 'sk_test', fetch: fetchImpl });
    const error = await failure(client.createOrder(order, { idempotencyKey: 'key-abort-1', signal: AbortSignal.timeout(50) }));
    assert.ok(error instanceof PartnerOutcomeUnknownError, error.code);
    assert.equal(error.idempotencyKey, 'key-abort-1');
    assert.deepEqual(sent, ['key-abort-1']);
    const read = await client.pricing('a.com', { signal: AbortSignal.timeout(50) }).then(() => null, (e: unknown) => e);
    assert.ok(!(read instanceof NameportError), String(read));
    // Aborted before anything was sent: nothing can have happened, the abort itself.
    const early = await client.createOrder(order, { signal: AbortSignal.abort() }).then(() => null, (e: unknown) => e);
    assert.ok(!(early instanceof NameportError), String(early));
  });

  test('429 with Retry-After is waited for and retried, with a new nonce and the same Idempotency-Key', async () => {
    const { client, sent } = scripted([refused(429, 'rate_limited', 'slow down', { 'retry-after': '0' }), { status: 201, body: { public_id: 'ord_1' } }]);
    assert.equal((await client.createOrder(order)).public_id, 'ord_1');
    assert.equal(sent.length, 2);
    assert.equal(sent[0]!['idempotency-key'], sent[1]!['idempotency-key']);
    assert.notEqual(sent[0]!['x-service-nonce'], sent[1]!['x-service-nonce']);
  });

  test('a Retry-After longer than maxRetryWaitSeconds is not waited for: the 429 is returned with retryAfter', async () => {
    const { client, sent } = scripted([refused(429, 'rate_limited', 'slow down', { 'retry-after': '45' })]);
    const error = await failure(client.pricing('a.com'));
    assert.equal(error.code, 'rate_limited');
    assert.equal(error.retryAfter, 45);
    assert.equal(sent.length, 1);
  });

  test('a read is retried after a network error', async () => {
    const { client, sent } = scripted([{ fail: 'ECONNRESET' }, { status: 200, body: { domain: 'a.com', available: true } }]);
    assert.equal((await client.availability('a.com')).available, true);
    assert.equal(sent.length, 2);
  });

  test('a write answered 500 is outcome_unknown (the server stored it: the write may have started), not retried', async () => {
    const { client, sent } = scripted([refused(500, 'internal_error')]);
    const error = await failure(client.createOrder(order, { idempotencyKey: 'key-12345678' }));
    assert.ok(error instanceof PartnerOutcomeUnknownError);
    assert.equal(error.status, 500);
    assert.equal(error.idempotencyKey, 'key-12345678');
    assert.equal((error.cause as NameportError).code, 'internal_error');
    assert.equal(sent.length, 1);
  });

  test('a connection refused on every attempt is a plain network_error: nothing was sent, so nothing happened', async () => {
    const { client } = scripted([{ fail: 'ECONNREFUSED' }, { fail: 'ECONNREFUSED' }, { fail: 'ECONNREFUSED' }]);
    const error = await failure(client.createQuote('a.com'));
    assert.ok(!(error instanceof PartnerOutcomeUnknownError));
    assert.equal(error.code, 'network_error');
  });

  test('after a lost answer, "still running" 409s are waited out and the stored answer is returned', async () => {
    const { client, sent } = scripted([
      { fail: 'ECONNRESET' },
      refused(409, 'conflict', 'a request with this Idempotency-Key is still running; retry shortly with the same key'),
      { status: 201, body: { public_id: 'ord_2' }, headers: { 'idempotent-replayed': 'true' } },
    ]);
    assert.equal((await client.createOrder(order)).public_id, 'ord_2');
    assert.equal(new Set(sent.map((h) => h['idempotency-key'])).size, 1);
  });

  test('a business 409 is the server\'s error as it is (the write was refused, not unknown)', async () => {
    const { client } = scripted([refused(409, 'conflict', 'the domain is reserved')]);
    const error = await failure(client.createOrder(order));
    assert.ok(!(error instanceof PartnerOutcomeUnknownError));
    assert.equal(error.code, 'conflict');
    assert.equal(error.requestId, 'req_1');
  });

  test('the webhook PUT (no Idempotency-Key) is not resent after a lost answer: outcome unknown without a key', async () => {
    const { client, sent } = scripted([{ fail: 'ECONNRESET' }]);
    const error = await failure(client.registerWebhook({ url: 'https://hooks.example/n' }));
    assert.ok(error instanceof PartnerOutcomeUnknownError);
    assert.equal(error.idempotencyKey, null);
    assert.equal(sent.length, 1);
    assert.equal(sent[0]!['idempotency-key'], undefined);
  });
});
