import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { RtrClient } from '../src/providers/rtr/client.js';
import { UpstreamError } from '../src/providers/upstream-error.js';
import { FAKE_RTR_CUSTOMER, FAKE_RTR_KEY, FakeRtr } from './helpers/fake-rtr.js';

describe('Realtime Register client against a local RTR-format server', () => {
  const rtr = new FakeRtr();
  let client: RtrClient;
  before(async () => {
    await rtr.start();
    client = new RtrClient({ baseUrl: rtr.baseUrl, apiKey: FAKE_RTR_KEY, customer: FAKE_RTR_CUSTOMER, timeoutMs: 300 });
  });
  after(() => rtr.stop());
  beforeEach(() => rtr.reset());

  const failure = async (promise: Promise<unknown>): Promise<UpstreamError> => {
    try {
      await promise;
    } catch (error) {
      assert.ok(error instanceof UpstreamError, `expected UpstreamError, got ${String(error)}`);
      return error;
    }
    assert.fail('expected the call to fail');
  };

  test('GET /v2/tlds/{tld}/info sends "Authorization: ApiKey <key>" and parses the real .com answer', async () => {
    const info = await client.tldInfo('com');
    assert.equal(info?.provider, 'Verisign');
    assert.deepEqual(info?.applicableFor, ['com', 'net']);
    assert.deepEqual(info?.metadata.createDomainPeriods?.slice(0, 2), [12, 24]);
    assert.deepEqual(rtr.calls[0], { method: 'GET', path: '/v2/tlds/com/info', authorization: `ApiKey ${FAKE_RTR_KEY}` });
  });

  test('a 404 for TLD info means "no such TLD" (null), not an error', async () => {
    assert.equal(await client.tldInfo('nosuchtld'), null);
  });

  test('a 5xx answer is an upstream http failure carrying the status', async () => {
    rtr.behaviour = { kind: 'status', status: 502 };
    const error = await failure(client.tldInfo('com'));
    assert.equal(error.failure, 'http');
    assert.equal(error.status, 502);
  });

  test('no answer within RTR_TIMEOUT_MS is a timeout, never a hang', async () => {
    rtr.behaviour = { kind: 'hang' };
    const started = performance.now();
    const error = await failure(client.tldInfo('com'));
    assert.equal(error.failure, 'timeout');
    assert.ok(performance.now() - started < 3_000);
  });

  test('rate limiting is recognised as 429 and as a 403/422 that says so (DESIGN.md traps)', async () => {
    rtr.behaviour = { kind: 'status', status: 429 };
    assert.equal((await failure(client.tldInfo('com'))).failure, 'rate_limited');
    rtr.behaviour = { kind: 'status', status: 403, body: '{"message":"Rate limit exceeded"}' };
    assert.equal((await failure(client.tldInfo('com'))).failure, 'rate_limited');
    rtr.behaviour = { kind: 'status', status: 422, body: '{"message":"Too many requests"}' };
    assert.equal((await failure(client.tldInfo('com'))).failure, 'rate_limited');
  });

  test('a refused API key is an auth failure', async () => {
    const wrongKey = new RtrClient({ baseUrl: rtr.baseUrl, apiKey: 'wrong', customer: FAKE_RTR_CUSTOMER, timeoutMs: 300 });
    assert.equal((await failure(wrongKey.tldInfo('com'))).failure, 'auth');
  });

  test('a body that is not JSON is a format failure', async () => {
    rtr.behaviour = { kind: 'garbage' };
    assert.equal((await failure(client.tldInfo('com'))).failure, 'format');
  });

  test('an unreachable upstream is a network failure', async () => {
    const nowhere = new RtrClient({ baseUrl: 'http://127.0.0.1:9/v2/', apiKey: FAKE_RTR_KEY, customer: FAKE_RTR_CUSTOMER, timeoutMs: 1_000 });
    assert.equal((await failure(nowhere.tldInfo('com'))).failure, 'network');
  });

  test('the price list is read from /v2/customers/{customer}/pricelist?currency=USD and malformed rows are dropped', async () => {
    rtr.prices = [...rtr.prices, { product: 'domain_bad', action: 'CREATE', currency: 'USD', price: 12.5 }, { product: 7 }, null];
    const prices = await client.priceList();
    assert.ok(prices.some((p) => p.product === 'domain_com' && p.action === 'CREATE' && p.price === 1106));
    assert.ok(!prices.some((p) => p.product === 'domain_bad'));
    assert.equal(rtr.calls[0]?.path, `/v2/customers/${FAKE_RTR_CUSTOMER}/pricelist`);
  });

  test('missing RTR_API_KEY or RTR_CUSTOMER is a config failure before any request', async () => {
    const noKey = new RtrClient({ baseUrl: rtr.baseUrl, apiKey: undefined, customer: FAKE_RTR_CUSTOMER, timeoutMs: 300 });
    assert.equal((await failure(noKey.tldInfo('com'))).failure, 'config');
    const noCustomer = new RtrClient({ baseUrl: rtr.baseUrl, apiKey: FAKE_RTR_KEY, customer: undefined, timeoutMs: 300 });
    assert.equal((await failure(noCustomer.priceList())).failure, 'config');
    assert.equal(rtr.calls.length, 0);
  });
});
