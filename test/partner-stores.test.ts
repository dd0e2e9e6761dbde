import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, beforeEach, describe, test } from 'node:test';
import { ManualClock } from '../src/platform/clock.js';
import { InProcessGuardStore } from '../src/modules/partners/guard/in-process.js';
import { DbGuardStore, type GuardStore } from '../src/modules/partners/guard/stores.js';
import type { Db } from '../src/platform/db/db.js';
import { TEST_START } from './helpers/app.js';
import { openTestDb, resetDb } from './helpers/db.js';

/**
 * The guard stores on their own (issue 10, README "Partner interface (B)", Throughput): the in-process store of
 * the embedded database (memory + write-behind) and the one-statement database store. The Redis store and the
 * HTTP pipeline over every store are tested in partner-limits.test.ts.
 */
const WINDOW_MS = 600_000;
const KEY = 'pk_sandbox_store_test';

function minute(clock: ManualClock): Date {
  const ms = clock.now().getTime();
  return new Date(ms - (ms % 60_000));
}

async function admit(store: GuardStore, clock: ManualClock, nonce: string, limit = 1_000, key = KEY) {
  const now = clock.now();
  const windowStart = minute(clock);
  const counter = { scope: 'partner:search', subject: key, windowStart, windowEnd: new Date(windowStart.getTime() + 60_000) };
  return store.admit(key, nonce, now, new Date(now.getTime() + WINDOW_MS), counter, limit);
}

describe('partner guard stores (nonces and rate counters)', () => {
  let db: Db;
  let clock: ManualClock;
  const stores: GuardStore[] = [];
  const open = <T extends GuardStore>(store: T): T => {
    stores.push(store);
    return store;
  };

  before(async () => {
    db = await openTestDb();
  });
  after(async () => {
    for (const store of stores.splice(0)) await store.close();
    await db.close();
  });
  beforeEach(async () => {
    // A store of the previous test must not write behind into this one's tables.
    for (const store of stores.splice(0)) await store.close();
    await resetDb(db);
    clock = new ManualClock(TEST_START);
  });

  const variants: [string, () => GuardStore][] = [
    ['in-process (PGlite)', () => open(new InProcessGuardStore(db, clock))],
    ['one statement (database)', () => open(new DbGuardStore(db))],
  ];

  for (const [label, make] of variants) {
    test(`5.2: a replayed nonce is refused, and counts nothing (${label})`, async () => {
      const store = make();
      const nonce = randomUUID();
      assert.equal(await admit(store, clock, nonce), 1);
      assert.equal(await admit(store, clock, nonce), 'replay');
      assert.equal(await admit(store, clock, randomUUID()), 2, 'the replay was not counted');
      // Another credential may use the same nonce.
      assert.equal(await admit(store, clock, nonce, 1_000, 'pk_sandbox_other'), 1);
    });

    test(`5.2: 20 parallel requests with one nonce → exactly one accepted (${label})`, async () => {
      const store = make();
      const nonce = randomUUID();
      const answers = await Promise.all(Array.from({ length: 20 }, () => admit(store, clock, nonce)));
      assert.equal(answers.filter((a) => a === 'replay').length, 19);
      assert.deepEqual(answers.filter((a) => a !== 'replay'), [1]);
    });

    test(`contract 8: 30 parallel requests with a limit of 7 → exactly 7 pass; the next window opens at the minute (${label})`, async () => {
      const store = make();
      clock.set('2026-03-01T12:00:30.000Z');
      const answers = await Promise.all(Array.from({ length: 30 }, () => admit(store, clock, randomUUID(), 7)));
      assert.deepEqual(answers.filter((a) => typeof a === 'number').sort((a, b) => Number(a) - Number(b)), [1, 2, 3, 4, 5, 6, 7]);
      assert.equal(answers.filter((a) => a === null).length, 23);
      clock.set('2026-03-01T12:01:00.000Z');
      assert.equal(await admit(store, clock, randomUUID(), 7), 1);
    });

    test(`5.2: a nonce is remembered for its window, then may be used again (injected clock, ${label})`, async () => {
      const store = make();
      const nonce = randomUUID();
      assert.equal(await admit(store, clock, nonce), 1);
      clock.advance(WINDOW_MS - 1);
      assert.equal(await admit(store, clock, nonce), 'replay');
      clock.advance(1);
      assert.notEqual(await admit(store, clock, nonce), 'replay');
      assert.equal(await admit(store, clock, nonce), 'replay', 'recorded again');
    });
  }

  test('in-process: nonces survive a restart of the store (written behind to partner_nonces, loaded at start)', async () => {
    const first = new InProcessGuardStore(db, clock);
    const flushed = randomUUID();
    const closedWith = randomUUID();
    assert.equal(await admit(first, clock, flushed), 1);
    await first.flush();
    assert.equal((await db.query('SELECT 1 FROM partner_nonces WHERE nonce = $1', [flushed])).length, 1);
    assert.equal(await admit(first, clock, closedWith), 2);
    await first.close(); // a clean stop flushes what is pending

    clock.advance(5 * 60_000);
    const second = open(new InProcessGuardStore(db, clock));
    assert.equal(await admit(second, clock, flushed), 'replay');
    assert.equal(await admit(second, clock, closedWith), 'replay');
    assert.equal(await admit(second, clock, randomUUID()), 1, 'counters start afresh (documented)');
    // After the window the loaded nonces are forgotten like any other.
    clock.advance(WINDOW_MS);
    const third = open(new InProcessGuardStore(db, clock));
    assert.notEqual(await admit(third, clock, flushed), 'replay');
  });

  test('in-process: the write-behind runs on its own after the flush interval, in batches', async () => {
    const store = open(new InProcessGuardStore(db, clock, undefined, { flushEveryMs: 20, flushBatch: 5 }));
    const nonces = Array.from({ length: 12 }, () => randomUUID());
    for (const nonce of nonces) assert.notEqual(await admit(store, clock, nonce), 'replay');
    for (let i = 0; i < 100; i++) {
      const n = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM partner_nonces'))[0]!.n;
      if (n === 12) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const rows = await db.query<{ nonce: string; expires_at: Date }>('SELECT nonce, expires_at FROM partner_nonces');
    assert.deepEqual(rows.map((r) => r.nonce).sort(), [...nonces].sort());
    for (const row of rows) assert.equal(new Date(row.expires_at).getTime(), new Date(TEST_START).getTime() + WINDOW_MS);
  });

  test('in-process: memory stays bounded; nonces pushed out of memory are still refused (checked in the table)', async () => {
    const store = open(new InProcessGuardStore(db, clock, undefined, { memoryMax: 10, flushEveryMs: 5 }));
    const nonces = Array.from({ length: 25 }, () => randomUUID());
    for (const nonce of nonces) {
      assert.notEqual(await admit(store, clock, nonce), 'replay');
      clock.advance(1_000);
    }
    assert.ok(store.size <= 10, `memory holds ${store.size} nonces`);
    await store.flush();
    // The oldest are no longer in memory, but the table remembers them.
    assert.equal(await admit(store, clock, nonces[0]!), 'replay');
    assert.equal(await admit(store, clock, nonces[24]!), 'replay');
    const fresh = await Promise.all(Array.from({ length: 5 }, () => admit(store, clock, nonces[1]!)));
    assert.equal(fresh.filter((a) => a !== 'replay').length, 0);
    const parallelNew = randomUUID();
    const racing = await Promise.all(Array.from({ length: 10 }, () => admit(store, clock, parallelNew)));
    assert.equal(racing.filter((a) => a !== 'replay').length, 1, 'exactly one of 10 parallel copies passes on the table path too');
    // Expired nonces are swept from memory as time goes on.
    clock.advance(WINDOW_MS + 60_000);
    await admit(store, clock, randomUUID());
    assert.ok(store.size <= 2, `memory holds ${store.size} nonces after the window`);
  });
});
