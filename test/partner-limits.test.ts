import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import { Type } from '@sinclair/typebox';
import { ApiError } from '../src/platform/errors.js';
import { noSideEffects } from '../src/interfaces/partner/plugin.js';
import { IDEMPOTENCY_LEASE_MS } from '../src/modules/partners/idempotency/service.js';
import { sweepPartnerState } from '../src/modules/partners/sweeper.js';
import { redisReachable, workingRedisEnv } from './helpers/redis.js';
import { createTestCredential, insertListings, signedInject, usePartnerApp, type PartnerAppHandle } from './helpers/partner-signer.js';

const PRICING = '/api/partner/v1/pricing?domain=brewlab.com';
const ORDERS = '/api/partner/v1/test/orders';
const QUOTES = '/api/partner/v1/test/quotes';
const redisUp = await redisReachable();

function rateLimitTests(label: string, env: Record<string, string>, expectedStore: 'database' | 'redis') {
  describe(`partner rate limits on the ${label} store (contract 8)`, { skip: expectedStore === 'redis' && !redisUp }, () => {
    const h = usePartnerApp({ env: { PARTNER_RATE_SEARCH_PER_MINUTE: '5', ...env } });

    test(`contract 8: over the per-minute limit → 429 rate_limited with Retry-After seconds to the window's end (${label})`, async () => {
      assert.equal(h.ctx.partner.guard.kind, expectedStore);
      await insertListings(h.db, 'sandbox', [{ domain: 'brewlab.com', price: 19_500 }]);
      const { signer } = await createTestCredential(h.ctx, h.clock, { scopes: ['search'] });
      h.clock.set('2026-03-01T12:00:45.000Z');
      for (let i = 1; i <= 5; i++) {
        const ok = await signedInject(h.app, signer, { url: PRICING });
        assert.equal(ok.status, 200, ok.text);
        assert.equal(ok.headers['x-ratelimit-remaining'], String(5 - i));
      }
      const limited = await signedInject(h.app, signer, { url: PRICING });
      assert.equal(limited.status, 429);
      assert.equal(limited.body.error.code, 'rate_limited');
      assert.equal(limited.headers['retry-after'], '15');
      assert.equal(limited.body.error.details.resets_at, '2026-03-01T12:01:00.000Z');
      // Another credential has its own count.
      const other = await createTestCredential(h.ctx, h.clock, { scopes: ['search'], name: 'Other' });
      assert.equal((await signedInject(h.app, other.signer, { url: PRICING })).status, 200);
      // The next window opens at the minute.
      h.clock.set('2026-03-01T12:01:00.000Z');
      assert.equal((await signedInject(h.app, signer, { url: PRICING })).status, 200);
    });

    test(`contract 8: 12 parallel requests with a limit of 5 → exactly 5 pass (atomic count, ${label})`, async () => {
      await insertListings(h.db, 'sandbox', [{ domain: 'brewlab.com', price: 19_500 }]);
      const { signer } = await createTestCredential(h.ctx, h.clock, { scopes: ['search'] });
      h.clock.set('2026-03-01T13:00:00.000Z');
      const answers = await Promise.all(Array.from({ length: 12 }, () => signedInject(h.app, signer, { url: PRICING })));
      assert.equal(answers.filter((a) => a.status === 200).length, 5);
      assert.equal(answers.filter((a) => a.status === 429).length, 7);
    });

    test(`issue 10: rejected requests (bad signature) do not use the partner's rate limit (${label})`, async () => {
      await insertListings(h.db, 'sandbox', [{ domain: 'brewlab.com', price: 19_500 }]);
      const { signer } = await createTestCredential(h.ctx, h.clock, { scopes: ['search'] });
      h.clock.set('2026-03-01T14:00:00.000Z');
      for (let i = 0; i < 10; i++) assert.equal((await signedInject(h.app, signer, { url: PRICING, sign: { secret: 'sk_forged' } })).status, 401);
      assert.equal((await signedInject(h.app, signer, { url: PRICING })).status, 200);
    });

    test(`5.2: nonce replay is detected on this store too (${label})`, async () => {
      await insertListings(h.db, 'sandbox', [{ domain: 'brewlab.com', price: 19_500 }]);
      const { signer } = await createTestCredential(h.ctx, h.clock, { scopes: ['search'] });
      const nonce = randomUUID();
      assert.equal((await signedInject(h.app, signer, { url: PRICING, sign: { nonce } })).status, 200);
      const again = await signedInject(h.app, signer, { url: PRICING, sign: { nonce } });
      assert.equal(again.body.error.code, 'replay_detected');
    });
  });
}

rateLimitTests('database', {}, 'database');
rateLimitTests('Redis', workingRedisEnv(`nameport-test:${randomUUID()}:`), 'redis');

describe('partner idempotency (contract 5.2 "Idempotency", issue 10)', () => {
  let executions = 0;
  let gate: Promise<void> | null = null;
  const h: PartnerAppHandle = usePartnerApp({
    // Real milliseconds: the claim's lease is renewed this often while a handler runs (15 s in production).
    idempotencyHeartbeatMs: 20,
    routes: (scope, ctx) => {
      // Test-only writes standing in for POST /orders and POST /quotes: they count how often they really run.
      const write = async (request: { body: { domain: string; expected_price: number } }, reply: any) => {
        executions += 1;
        if (gate) await gate;
        const { domain } = request.body;
        if (domain === 'boom.com') throw new Error('crash while writing');
        if (domain === 'busy.com') throw noSideEffects(new ApiError('service_unavailable', 'the registry is busy; nothing was written'));
        if (domain === 'unlisted.com') throw new ApiError('not_found', 'unlisted.com is not listed');
        if (domain === 'bad-input.com') throw new ApiError('validation_error', 'expected_price must match the listing currency');
        if (domain === 'short.com') throw new ApiError('invalid_query', 'raised by the handler');
        if (domain === 'limited.com') throw new ApiError('rate_limited', 'an inner limit', undefined, { retryAfterSeconds: 5 });
        const id = ctx.ids.next('ord');
        return reply.code(201).header('location', `/api/partner/v1/orders/${id}`)
          .send({ order_id: id, domain, expected_price: request.body.expected_price });
      };
      const schema = { hide: true, body: Type.Object({ domain: Type.String(), expected_price: Type.Integer() }) };
      scope.post(ORDERS, { config: { partner: { scopes: ['buy'], rate: 'write', idempotency: 'required' } }, schema }, write);
      scope.post(QUOTES, { config: { partner: { scopes: ['buy'], rate: 'write', idempotency: 'optional' } }, schema }, write);
    },
  });

  const body = '{"domain":"brewlab.com","expected_price":19500}';
  const post = (signer: Parameters<typeof signedInject>[1], key: string | undefined, payload = body) =>
    signedInject(h.app, signer, { method: 'POST', url: ORDERS, body: payload, headers: key ? { 'idempotency-key': key } : {} });

  test('same key and same body → the stored response replayed byte for byte, the write ran once', async () => {
    executions = 0;
    const { signer } = await createTestCredential(h.ctx, h.clock);
    const key = randomUUID();
    const first = await post(signer, key);
    assert.equal(first.status, 201, first.text);
    const second = await post(signer, key);
    assert.equal(second.status, 201);
    assert.equal(second.text, first.text);
    assert.equal(second.headers['content-type'], first.headers['content-type']);
    assert.match(String(first.headers.location), /^\/api\/partner\/v1\/orders\/ord_/);
    assert.equal(second.headers.location, first.headers.location, 'Location is replayed too');
    assert.equal(second.headers['idempotent-replayed'], 'true');
    assert.equal(first.headers['idempotent-replayed'], undefined);
    assert.equal(executions, 1);
  });

  test('keys are scoped per route: the same key on another write route runs that write (no replay, no 409)', async () => {
    executions = 0;
    const { signer } = await createTestCredential(h.ctx, h.clock);
    const key = randomUUID();
    const order = await post(signer, key);
    const quote = await signedInject(h.app, signer, { method: 'POST', url: QUOTES, body, headers: { 'idempotency-key': key } });
    assert.equal(order.status, 201);
    assert.equal(quote.status, 201, quote.text);
    assert.equal(quote.headers['idempotent-replayed'], undefined);
    assert.notEqual(quote.body.order_id, order.body.order_id);
    assert.equal(executions, 2);
    // Each route replays its own response.
    assert.equal((await post(signer, key)).text, order.text);
    assert.equal((await signedInject(h.app, signer, { method: 'POST', url: QUOTES, body, headers: { 'idempotency-key': key } })).text, quote.text);
    assert.equal(executions, 2);
  });

  /** Polls until `condition` holds (every 10 ms, at most 10 s). */
  async function waitFor(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
    for (const started = Date.now(); !(await condition()); await new Promise((resolve) => setTimeout(resolve, 10))) {
      if (Date.now() - started > 10_000) assert.fail(`timed out waiting: ${what}`);
    }
  }

  test('a slow write keeps its key: the lease is renewed while it runs, so a retry long after gets 409, never a second run', async () => {
    executions = 0;
    const { signer } = await createTestCredential(h.ctx, h.clock);
    const key = randomUUID();
    let open!: () => void;
    gate = new Promise((resolve) => { open = resolve; });
    const first = post(signer, key);
    // Conditions, not sleeps: under a loaded CI machine a fixed 50/100 ms was sometimes too short.
    await waitFor(() => executions === 1, 'the first write is running');
    // 10 minutes pass on the server's clock while the handler is still running; the heartbeat renews the lease.
    h.clock.advance(10 * 60_000);
    const leaseEnd = async () => (await h.db.query<{ expires_at: Date }>('SELECT expires_at FROM idempotency_keys WHERE idempotency_key = $1', [key]))[0]?.expires_at;
    await waitFor(async () => ((await leaseEnd())?.getTime() ?? 0) > h.clock.now().getTime(), 'the heartbeat renewed the lease past the new time');
    // Were the key taken over, the retry would run the write and wait at the gate: give it 2 s, then open the gate.
    const retrying = post(signer, key);
    const early = await Promise.race([retrying, new Promise<null>((resolve) => setTimeout(() => resolve(null), 2000))]);
    open();
    gate = null;
    const retry = await retrying;
    assert.ok(early !== null, 'the retry waited for the first write (it ran the write a second time)');
    assert.equal(retry.status, 409, retry.text);
    assert.match(retry.body.error.message, /still running/);
    assert.equal((await first).status, 201);
    assert.equal(executions, 1);
    assert.equal((await post(signer, key)).headers['idempotent-replayed'], 'true');
  });

  test('a claim whose lease lapsed (its instance crashed) is taken over by the retry', async () => {
    executions = 0;
    const { signer, keyId } = await createTestCredential(h.ctx, h.clock);
    const key = randomUUID();
    const now = h.clock.now();
    // What a crashed instance leaves: a running claim with the same request, no longer renewed.
    const fingerprintOf = async () => {
      const first = await post(signer, key);
      const [row] = await h.db.query<{ fingerprint: string }>(`SELECT fingerprint FROM idempotency_keys WHERE namespace = 'partner'`);
      await h.db.query('DELETE FROM idempotency_keys');
      assert.equal(first.status, 201);
      return row!.fingerprint;
    };
    const sha = await fingerprintOf();
    executions = 0;
    await h.db.query(
      `INSERT INTO idempotency_keys (namespace, scope, idempotency_key, fingerprint, claim_id, state, created_at, expires_at)
       VALUES ('partner', $1, $2, $3, 'idem_crashed', 'running', $4, $5)`,
      [`${keyId} POST ${ORDERS}`, key, sha, now, new Date(now.getTime() + IDEMPOTENCY_LEASE_MS)],
    );
    h.clock.advance(IDEMPOTENCY_LEASE_MS - 1000);
    assert.equal((await post(signer, key)).status, 409, 'within the lease');
    h.clock.advance(1000);
    assert.equal((await post(signer, key)).status, 201, 'after the lease');
    assert.equal(executions, 1);
  });

  test('handler-raised 400 and 429 are never stored: the key is released and the retry runs', async () => {
    executions = 0;
    const { signer } = await createTestCredential(h.ctx, h.clock);
    for (const [domain, status, code] of [['bad-input.com', 400, 'validation_error'], ['short.com', 400, 'invalid_query'], ['limited.com', 429, 'rate_limited']] as const) {
      const key = randomUUID();
      const payload = `{"domain":"${domain}","expected_price":1}`;
      const a = await post(signer, key, payload);
      assert.equal(a.status, status, a.text);
      assert.equal(a.body.error.code, code);
      assert.equal((await h.db.query(`SELECT 1 FROM idempotency_keys WHERE namespace = 'partner' AND idempotency_key = $1`, [key])).length, 0, `${code} stored`);
      const b = await post(signer, key, payload);
      assert.equal(b.headers['idempotent-replayed'], undefined);
    }
    assert.equal(executions, 6);
  });

  test('same key, different body → 409 conflict; the stored response stays', async () => {
    const { signer } = await createTestCredential(h.ctx, h.clock);
    const key = randomUUID();
    await post(signer, key);
    const other = await post(signer, key, '{"domain":"brewlab.com","expected_price":1}');
    assert.equal(other.status, 409);
    assert.equal(other.body.error.code, 'conflict');
  });

  test('a request still running with the key → 409 conflict; only one of the two runs', async () => {
    executions = 0;
    const { signer } = await createTestCredential(h.ctx, h.clock);
    const key = randomUUID();
    let open!: () => void;
    gate = new Promise((resolve) => { open = resolve; });
    const first = post(signer, key);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = await post(signer, key);
    open();
    gate = null;
    assert.equal(second.status, 409);
    assert.match(second.body.error.message, /still running/);
    assert.equal((await first).status, 201);
    assert.equal(executions, 1);
  });

  test('keys are scoped per credential: another credential with the same key runs its own write', async () => {
    executions = 0;
    const a = await createTestCredential(h.ctx, h.clock);
    const b = await createTestCredential(h.ctx, h.clock, { name: 'B' });
    const key = randomUUID();
    const ra = await post(a.signer, key);
    const rb = await post(b.signer, key);
    assert.notEqual(ra.body.order_id, rb.body.order_id);
    assert.equal(executions, 2);
  });

  test('decision: missing Idempotency-Key on a write that needs it → 400 missing_idempotency_key; malformed → 400 validation_error', async () => {
    const { signer } = await createTestCredential(h.ctx, h.clock);
    const missing = await post(signer, undefined);
    assert.equal(missing.status, 400);
    assert.equal(missing.body.error.code, 'missing_idempotency_key');
    const malformed = await post(signer, 'retry-1');
    assert.equal(malformed.body.error.code, 'validation_error');
  });

  test('never stored: 401 signature, 400 validation and 429 rejections; the retry with the key runs', async () => {
    executions = 0;
    const { signer } = await createTestCredential(h.ctx, h.clock);
    const key = randomUUID();
    const forged = await signedInject(h.app, signer, { method: 'POST', url: ORDERS, body, headers: { 'idempotency-key': key }, sign: { secret: 'sk_forged' } });
    assert.equal(forged.status, 401);
    const invalid = await post(signer, key, '{"domain":"brewlab.com"}');
    assert.equal(invalid.status, 400);
    assert.equal((await h.db.query(`SELECT 1 FROM idempotency_keys WHERE namespace = 'partner'`)).length, 0);
    assert.equal((await post(signer, key)).status, 201);
    assert.equal(executions, 1);
  });

  test('a 429 is not stored: the key works once the window reopens', async () => {
    executions = 0;
    const { signer } = await createTestCredential(h.ctx, h.clock);
    for (let i = 0; i < 20; i++) assert.equal((await post(signer, randomUUID())).status, 201);
    const key = randomUUID();
    assert.equal((await post(signer, key)).status, 429);
    h.clock.advance(60_000);
    assert.equal((await post(signer, key)).status, 201);
  });

  test('a business error of the write (404) is stored and replayed', async () => {
    executions = 0;
    const { signer } = await createTestCredential(h.ctx, h.clock);
    const key404 = randomUUID();
    const notFound = '{"domain":"unlisted.com","expected_price":1}';
    const a = await post(signer, key404, notFound);
    const b = await post(signer, key404, notFound);
    assert.equal(a.status, 404);
    assert.equal(b.text, a.text);
    assert.equal(b.headers['idempotent-replayed'], 'true');
    assert.equal(executions, 1);
  });

  test('decision: a 5xx after execution started is stored (the write may have happened); one marked noSideEffects releases the key', async () => {
    executions = 0;
    const { signer } = await createTestCredential(h.ctx, h.clock);
    const key500 = randomUUID();
    const crash = '{"domain":"boom.com","expected_price":1}';
    const a = await post(signer, key500, crash);
    const b = await post(signer, key500, crash);
    assert.equal(a.status, 500);
    assert.equal(b.status, 500);
    assert.equal(b.text, a.text);
    assert.equal(b.headers['idempotent-replayed'], 'true');
    assert.equal(executions, 1, 'a crashed write is not run again under the same key');
    const key503 = randomUUID();
    const busy = '{"domain":"busy.com","expected_price":1}';
    assert.equal((await post(signer, key503, busy)).status, 503);
    const retry = await post(signer, key503, busy);
    assert.equal(retry.status, 503);
    assert.equal(retry.headers['idempotent-replayed'], undefined);
    assert.equal(executions, 3);
  });

  test('keys are kept 24 h: after that the key runs afresh; the sweeper deletes expired keys and nonces', async () => {
    executions = 0;
    const { signer } = await createTestCredential(h.ctx, h.clock);
    const key = randomUUID();
    await post(signer, key);
    h.clock.advance(24 * 3600 * 1000);
    assert.equal((await post(signer, key)).status, 201);
    assert.equal(executions, 2);
    h.clock.advance(24 * 3600 * 1000 + 1);
    await sweepPartnerState(h.ctx);
    assert.equal((await h.db.query(`SELECT 1 FROM idempotency_keys WHERE namespace = 'partner'`)).length, 0);
    assert.equal((await h.db.query('SELECT 1 FROM partner_nonces')).length, 0);
  });
});
