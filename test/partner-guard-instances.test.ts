import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import pino from 'pino';
import { createRuntime, type Runtime } from '../src/bootstrap.js';
import { ManualClock } from '../src/platform/clock.js';
import { loadConfig } from '../src/platform/config.js';
import { GuardStoreConflictError, INSTANCE_STALE_MS, registerGuardStore } from '../src/modules/partners/guard/instance-registry.js';
import { RtrClient } from '../src/providers/rtr/client.js';
import type { Db } from '../src/platform/db/db.js';
import { migrate } from '../src/platform/db/migrate.js';
import { openPostgres } from '../src/platform/db/postgres.js';
import { TEST_START } from './helpers/app.js';
import { createTestDatabase, TEST_DATABASE } from './helpers/db.js';
import { workingRedisEnv } from './helpers/redis.js';

/**
 * Issue 14 item 8: instances on one PostgreSQL database that keep partner nonces in different places (Redis on
 * one, the database on the other) each accepted a request the other had seen. `serve` registers its store and
 * refuses to start next to a live instance of another kind. Each runtime here has its own connection pool on one
 * database, as two processes would. (The embedded database is one process by construction: nothing to check.)
 */

describe('issue 14 item 8: one nonce store per database', { skip: TEST_DATABASE === 'postgres' ? false : 'several instances share a PostgreSQL database (the postgres pass)' }, () => {
  let database: { url: string; drop(): Promise<void> };
  const open: { runtime: Runtime; db: Db }[] = [];
  const clock = new ManualClock(TEST_START);
  const prefix = `nameport-test:${randomUUID()}:`;

  before(async () => {
    database = await createTestDatabase();
    const db = await openPostgres(database.url, 2);
    await migrate(db);
    await db.close();
  });
  after(async () => {
    for (const { runtime, db } of open) {
      await runtime.close();
      await db.close();
    }
    await database.drop();
  });

  /** A runtime of its own (own pool) on the shared database; `redis` gives it REDIS_URL. */
  async function instance(redis: boolean, prefixOverride = prefix) {
    const db = await openPostgres(database.url, 2);
    const env: Record<string, string> = { LOG_LEVEL: 'silent' };
    if (redis) Object.assign(env, workingRedisEnv(prefixOverride));
    const registry = new RtrClient({ baseUrl: 'http://127.0.0.1:9/', apiKey: 'k', customer: 'c', timeoutMs: 1000 });
    const runtime = await createRuntime(loadConfig(env), { clock, db, log: pino({ level: 'silent' }), registry, registrar: registry, availability: null });
    open.push({ runtime, db });
    return runtime.ctx;
  }

  const rows = async () => {
    const db = await openPostgres(database.url, 1);
    try {
      return await db.query<{ store: string }>('SELECT store FROM partner_guard_instances ORDER BY store');
    } finally {
      await db.close();
    }
  };

  test('issue 14 item 8: an instance without REDIS_URL next to one with it refuses to start, saying how to fix it', async () => {
    clock.set(TEST_START);
    const withRedis = await registerGuardStore(await instance(true));
    const refused = await registerGuardStore(await instance(false)).then(() => null, (error: unknown) => error);
    assert.ok(refused instanceof GuardStoreConflictError, String(refused));
    assert.match(refused.message, /^Refusing to start: this instance would keep partner nonces and rate-limit counters in the database \(REDIS_URL not set\)/);
    assert.match(refused.message, new RegExp(`1 running instance on this database keeps them in Redis \\(REDIS_URL set, REDIS_KEY_PREFIX "${prefix}"\\) \\(host \\S+ pid ${process.pid}`));
    assert.match(refused.message, /replayed to an instance of the other kind would be accepted/);
    assert.match(refused.message, /give every instance on this database the same REDIS_URL and REDIS_KEY_PREFIX/);
    assert.deepEqual((await rows()).map((r) => r.store), [`redis:${prefix}`], 'the refused instance left no record');

    // And the other way round; a different key prefix is another place too.
    await assert.rejects(registerGuardStore(await instance(true, `${prefix}other:`)), GuardStoreConflictError);
    // The same store: both run.
    const second = await registerGuardStore(await instance(true));
    assert.equal((await rows()).length, 2);
    await second.release();
    // A clean stop removes the record: now an instance without Redis may start.
    await withRedis.release();
    assert.deepEqual(await rows(), []);
    const database = await registerGuardStore(await instance(false));
    await database.release();
  });

  test('issue 14 item 8: a crashed instance (no refresh) is forgotten after the stale time; a live one keeps refreshing', async () => {
    clock.set(TEST_START);
    // A crashed instance: registered, never released, its heartbeat stopped (here: an hour between beats).
    await registerGuardStore(await instance(true), { heartbeatMs: 3_600_000 });
    clock.advance(INSTANCE_STALE_MS - 1_000);
    await assert.rejects(registerGuardStore(await instance(false)), GuardStoreConflictError);
    clock.advance(2_000);
    const replacement = await registerGuardStore(await instance(false), { heartbeatMs: 20 });
    assert.deepEqual((await rows()).map((r) => r.store), ['database'], 'the stale record was removed');

    // The running instance refreshes its record (every 20 ms of real time here), so it stays live past the stale time.
    clock.advance(INSTANCE_STALE_MS);
    const beforeBeat = clock.now().getTime();
    for (let i = 0; i < 200; i++) {
      const db = await openPostgres(database.url, 1);
      const [row] = await db.query<{ seen_at: Date }>('SELECT seen_at FROM partner_guard_instances');
      await db.close();
      if (new Date(row!.seen_at).getTime() >= beforeBeat) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await assert.rejects(registerGuardStore(await instance(true)), GuardStoreConflictError);
    await replacement.release();
  });
});
