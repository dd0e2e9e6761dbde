import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import pino from 'pino';
import { MemoryCounterStore, RedisCounterStore, SqlCounterStore, type CounterStore } from '../src/platform/limits/counters.js';
import { FixedWindowLimiter, MINUTE, UTC_DAY, windowOf } from '../src/platform/limits/limiter.js';
import { RedisConnection } from '../src/platform/redis.js';
import type { Db } from '../src/platform/db/db.js';
import { buildTestApp } from './helpers/app.js';
import { openTestDb } from './helpers/db.js';
import { FakeRtr } from './helpers/fake-rtr.js';
import { redisReachable, TEST_REDIS_URL, workingRedisEnv } from './helpers/redis.js';

const redisUp = await redisReachable();

/** Issue 15 item 6: one limiter — fixed-window counters with memory, SQL and Redis stores that answer alike. */
describe('counter stores answer alike (issue 15 item 6)', () => {
  let db: Db;
  let redis: RedisConnection | null = null;
  const prefix = `nameport-test-${randomUUID()}:`;
  before(async () => {
    db = await openTestDb();
    if (redisUp) redis = new RedisConnection(TEST_REDIS_URL, { timeoutMs: 2000, keyPrefix: prefix, log: pino({ level: 'silent' }) });
  });
  after(async () => {
    await db.close();
    await redis?.close();
  });

  const stores: [string, () => CounterStore][] = [
    ['memory', () => new MemoryCounterStore()],
    ['database', () => new SqlCounterStore(db)],
    ['redis', () => new RedisCounterStore(redis!)],
  ];
  for (const [kind, make] of stores) {
    test(`${kind}: 40 parallel takes with a limit of 10 → exactly 10 counted, the rest refused; refund gives one back`, { skip: kind === 'redis' && !redisUp }, async () => {
      const store = make();
      const { start, end } = windowOf(MINUTE, new Date('2026-03-01T12:00:30Z'));
      const counter = { scope: 'test', subject: `s-${randomUUID()}`, windowStart: start, windowEnd: end };
      const results = await Promise.all(Array.from({ length: 40 }, () => store.consume(counter, 10)));
      assert.deepEqual(results.filter((r) => r !== null).sort((a, b) => a! - b!), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      assert.equal(await store.used(counter), 10);
      await store.refund(counter);
      assert.equal(await store.consume(counter, 10), 10);
      assert.equal(await store.consume(counter, 10), null);
      const next = { ...counter, windowStart: end, windowEnd: new Date(end.getTime() + 60_000) };
      assert.equal(await store.consume(next, 10), 1, 'the next window starts afresh');
      await store.refund({ ...counter, subject: 'never-counted' });
      assert.equal(await store.used({ ...counter, subject: 'never-counted' }), 0, 'a refund never goes below zero');
    });
  }

  test('windows are aligned to the clock: minutes at :00, days at UTC midnight; Retry-After is the seconds to the window\'s end', () => {
    const at = new Date('2026-03-01T23:59:30.250Z');
    assert.deepEqual(windowOf(MINUTE, at), { start: new Date('2026-03-01T23:59:00Z'), end: new Date('2026-03-02T00:00:00Z') });
    assert.deepEqual(windowOf(UTC_DAY, at), { start: new Date('2026-03-01T00:00:00Z'), end: new Date('2026-03-02T00:00:00Z') });
    const limiter = new FixedWindowLimiter(new MemoryCounterStore(), { scope: 'x', window: MINUTE, message: (limit, s) => `${limit} per minute; retry in ${s} s` });
    const error = limiter.exhausted(5, limiter.counter('s', at), at);
    assert.equal(error.code, 'rate_limited');
    assert.equal(error.retryAfterSeconds, 30);
    assert.equal(error.message, '5 per minute; retry in 30 s');
  });
});

describe('REDIS_URL: two instances share the search limit and the WHOIS quota (issue 15 item 9)', { skip: redisUp ? false : 'Redis not reachable' }, () => {
  const rtr = new FakeRtr();
  const dbs: Db[] = [];
  const apps: Awaited<ReturnType<typeof buildTestApp>>[] = [];
  before(async () => {
    await rtr.start();
    const env = { ...workingRedisEnv(`nameport-test-${randomUUID()}:`), SEARCH_RATE_LIMIT_PER_MINUTE: '3' };
    for (let i = 0; i < 2; i++) {
      // Two instances, each with a database of its own: only Redis joins them.
      const db = await openTestDb();
      dbs.push(db);
      apps.push(await buildTestApp(db, rtr, env));
    }
  });
  after(async () => {
    for (const app of apps) await app.close();
    for (const db of dbs) await db.close();
    await rtr.stop();
  });

  test('3 searches a minute per caller across both instances; the 4th, on either, is 429 with Retry-After', async () => {
    assert.equal(apps[0]!.ctx.limits.perMinute.kind, 'redis');
    const search = (i: number) => apps[i % 2]!.app.inject({ method: 'POST', url: '/api/domain/search', payload: { q: 'example.com', include_alternates: false }, remoteAddress: '198.51.100.7' });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await search(i)).statusCode);
    assert.deepEqual(statuses, [200, 200, 200, 429]);
    const refused = await search(5);
    assert.equal(refused.statusCode, 429);
    assert.match(String(refused.headers['retry-after']), /^\d+$/);
  });
});

describe('the caller a limit counts (issue 15 item 7)', () => {
  test('a bearer token\'s account, else a verified signed-in account, else the client IP (IPv6 per /64)', async () => {
    const { callerOf, limitSubject } = await import('../src/modules/accounts/caller.js');
    const user = { kind: 'user' as const, ip: '203.0.113.5', userId: 'usr_1', email: 'a@example.com', verified: true };
    assert.equal(limitSubject(callerOf({ kind: 'anonymous', ip: '203.0.113.5' }, 'req_1', 'usr_9')), 'user:usr_9');
    assert.equal(limitSubject(callerOf(user, 'req_1')), 'user:usr_1');
    assert.equal(limitSubject(callerOf({ ...user, verified: false }, 'req_1')), 'ip:203.0.113.5');
    assert.equal(limitSubject(callerOf({ kind: 'anonymous', ip: '2001:db8:1:2::7' }, 'req_1')), limitSubject(callerOf({ kind: 'anonymous', ip: '2001:db8:1:2::8' }, 'req_1')));
    assert.equal(callerOf(user, 'req_1').revealAftermarketPrices, true);
    assert.equal(callerOf({ ...user, verified: false }, 'req_1').revealAftermarketPrices, false);
  });
});
