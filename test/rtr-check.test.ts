import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { RtrClient } from '../src/providers/rtr/client.js';
import { startSandboxUpstream, SANDBOX_API_KEY, SANDBOX_CUSTOMER } from '../src/providers/rtr/sandbox-upstream.js';
import { UpstreamError } from '../src/providers/upstream-error.js';
import { FAKE_RTR_CUSTOMER, FAKE_RTR_KEY, FakeRtr } from './helpers/fake-rtr.js';

const failure = async (promise: Promise<unknown>): Promise<UpstreamError> => {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof UpstreamError, `expected UpstreamError, got ${String(error)}`);
    return error;
  }
  assert.fail('expected the call to fail');
};

describe('Realtime Register domain check (GET /v2/domains/{domain}/check) against a local RTR-format server', () => {
  const rtr = new FakeRtr();
  const TIMEOUT_MS = 300;
  let client: RtrClient;
  before(async () => {
    await rtr.start();
    client = new RtrClient({ baseUrl: rtr.baseUrl, apiKey: FAKE_RTR_KEY, customer: FAKE_RTR_CUSTOMER, timeoutMs: TIMEOUT_MS });
  });
  after(() => rtr.stop());
  beforeEach(() => rtr.reset());

  test('an available name: no premium, no price (regular names are priced from the price list)', async () => {
    rtr.checks.set('fresh-name.com', { answer: { available: true } });
    assert.deepEqual(await client.checkDomain('fresh-name.com'), { available: true, reason: null, premium: false, priceCents: null, currency: null });
    assert.deepEqual(rtr.calls[0], { method: 'GET', path: '/v2/domains/fresh-name.com/check', authorization: `ApiKey ${FAKE_RTR_KEY}` });
  });

  test('a premium name carries its price in integer cents and currency, never the base price', async () => {
    rtr.checks.set('ai.io', { answer: { available: true, premium: true, currency: 'USD', price: 250_000 } });
    assert.deepEqual(await client.checkDomain('ai.io'), { available: true, reason: null, premium: true, priceCents: 250_000, currency: 'USD' });
  });

  test('a premium name without a usable price keeps premium and a null price (a missing price is never 0)', async () => {
    rtr.checks.set('odd.io', { answer: { available: true, premium: true, price: 12.5 } });
    assert.deepEqual(await client.checkDomain('odd.io'), { available: true, reason: null, premium: true, priceCents: null, currency: null });
  });

  test('a reserved name is not available, with the registrar\'s reason', async () => {
    rtr.checks.set('nic.com', { answer: { available: false, reason: 'reserved' } });
    assert.deepEqual(await client.checkDomain('nic.com'), { available: false, reason: 'reserved', premium: false, priceCents: null, currency: null });
  });

  test('IDN: the A-label is sent in the path as is', async () => {
    await client.checkDomain('xn--bcher-kva.com');
    assert.equal(rtr.calls[0]?.path, '/v2/domains/xn--bcher-kva.com/check');
  });

  test('429, and 403/422 bodies that say so, are rate_limited (DESIGN.md traps)', async () => {
    rtr.checks.set('busy.com', { status: 429 });
    assert.equal((await failure(client.checkDomain('busy.com'))).failure, 'rate_limited');
    rtr.checks.set('busy.com', { status: 403, body: '{"message":"Rate limit exceeded"}' });
    assert.equal((await failure(client.checkDomain('busy.com'))).failure, 'rate_limited');
    rtr.checks.set('busy.com', { status: 422, body: '{"message":"Too many requests"}' });
    assert.equal((await failure(client.checkDomain('busy.com'))).failure, 'rate_limited');
  });

  test('an answer without `available` is a format failure, not a guess', async () => {
    rtr.checks.set('weird.com', { answer: { premium: false } });
    assert.equal((await failure(client.checkDomain('weird.com'))).failure, 'format');
  });

  test('a 404 is an http failure, never "available"', async () => {
    rtr.checks.set('gone.zz', { status: 404, body: '{"type":"EntityNotFound"}' });
    const error = await failure(client.checkDomain('gone.zz'));
    assert.equal(error.failure, 'http');
    assert.equal(error.status, 404);
  });

  test('no answer within RTR_TIMEOUT_MS is a timeout', async () => {
    rtr.checks.set('slow.com', { answer: { available: true }, delayMs: 5_000 });
    const started = performance.now();
    assert.equal((await failure(client.checkDomain('slow.com'))).failure, 'timeout');
    assert.ok(performance.now() - started < TIMEOUT_MS + 500);
  });

  test('the caller\'s signal aborts the request at once, reported as aborted (not a timeout)', async () => {
    rtr.checks.set('slow.com', { answer: { available: true }, delayMs: 5_000 });
    const controller = new AbortController();
    const started = performance.now();
    setTimeout(() => controller.abort(), 50);
    assert.equal((await failure(client.checkDomain('slow.com', controller.signal))).failure, 'aborted');
    assert.ok(performance.now() - started < TIMEOUT_MS, 'before the deadline');
  });

  test('an already aborted signal sends no request', async () => {
    assert.equal((await failure(client.checkDomain('x.com', AbortSignal.abort()))).failure, 'aborted');
    assert.equal(rtr.calls.length, 0);
  });

  test('a signal that never fires leaves the deadline in force, and the other calls still work without one', async () => {
    rtr.checks.set('slow.com', { answer: { available: true }, delayMs: 5_000 });
    assert.equal((await failure(client.checkDomain('slow.com', new AbortController().signal))).failure, 'timeout');
    assert.equal((await client.tldInfo('com'))?.provider, 'Verisign');
  });
});

describe('sandbox registrar domain check (src/providers/rtr/sandbox-check.ts)', () => {
  let upstream: Awaited<ReturnType<typeof startSandboxUpstream>>;
  let client: RtrClient;
  before(async () => {
    upstream = await startSandboxUpstream();
    client = new RtrClient({ baseUrl: upstream.baseUrl, apiKey: SANDBOX_API_KEY, customer: SANDBOX_CUSTOMER, timeoutMs: 2_000 });
  });
  after(() => upstream.close());

  test('sandbox-registered names (RDAP captures, listings) are not available', async () => {
    assert.deepEqual(await client.checkDomain('google.com'), { available: false, reason: 'registered', premium: false, priceCents: null, currency: null });
    assert.equal((await client.checkDomain('glowspot.com')).available, false);
    assert.deepEqual(await client.checkDomain('mint.ai'), { available: false, reason: 'registered', premium: false, priceCents: null, currency: null }, 'a listed 4-letter .ai is registered, not premium');
  });

  test('3–4-letter .ai/.io labels are premium with a price; registered names win over premium', async () => {
    assert.deepEqual(await client.checkDomain('qzx.ai'), { available: true, reason: null, premium: true, priceCents: 250_000, currency: 'USD' });
    assert.deepEqual(await client.checkDomain('qzxv.io'), { available: true, reason: null, premium: true, priceCents: 75_000, currency: 'USD' });
    assert.equal((await client.checkDomain('qzxv.com')).premium, false);
  });

  test('reserved: nic./example. names, labels containing "reserved", one-character labels', async () => {
    for (const name of ['nic.io', 'example.com', 'my-reserved-name.com', 'd.dev']) {
      assert.deepEqual(await client.checkDomain(name), { available: false, reason: 'reserved', premium: false, priceCents: null, currency: null }, name);
    }
  });

  test('everything else is available', async () => {
    assert.deepEqual(await client.checkDomain('surely-unregistered-sandbox-name.com'), { available: true, reason: null, premium: false, priceCents: null, currency: null });
  });
});
