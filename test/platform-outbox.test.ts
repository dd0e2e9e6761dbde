import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import pg from 'pg';
import { ManualClock, SequentialIds } from '../src/platform/clock.js';
import { appendEvent, eventSeq, readEvents } from '../src/platform/events/outbox.js';
import { createTestDatabase, TEST_DATABASE , useTestDb } from './helpers/db.js';

const event = (type: string, partnerId: string | null = 'ptn_1') => ({ type, partnerId, environment: 'sandbox' as const, payload: { type } });

/** Issue 15 item 5: the transactional outbox. */
describe('outbox (issue 15 item 5)', () => {
  const h = useTestDb();
  const platform = { clock: new ManualClock('2026-03-01T00:00:00Z'), ids: new SequentialIds() };

  test('an event exists exactly when the transaction of its state change commits (a rollback leaves no event and no gap)', async () => {
    await assert.rejects(h.db.transaction(async (tx) => {
      await appendEvent(platform, tx, event('order.created'));
      throw new Error('the order insert failed');
    }));
    const stored = await h.db.transaction((tx) => appendEvent(platform, tx, event('order.paid')));
    assert.match(stored.id, /^evt_/);
    const all = await readEvents(h.db, { afterSeq: 0, limit: 10 });
    assert.deepEqual(all.map((e) => [e.seq, e.type]), [[1, 'order.paid']]);
    assert.equal(await eventSeq(h.db, stored.id), 1);
  });

  test('events page by sequence, per partner and environment', async () => {
    for (const [type, partner] of [['a', 'ptn_1'], ['b', 'ptn_2'], ['c', 'ptn_1'], ['d', null]] as const) {
      await h.db.transaction((tx) => appendEvent(platform, tx, event(type, partner)));
    }
    const mine = await readEvents(h.db, { afterSeq: 0, partnerId: 'ptn_1', environment: 'sandbox', limit: 10 });
    assert.deepEqual(mine.map((e) => e.type), ['a', 'c']);
    assert.deepEqual((await readEvents(h.db, { afterSeq: mine[0]!.seq, partnerId: 'ptn_1', limit: 10 })).map((e) => e.type), ['c']);
    assert.deepEqual(await readEvents(h.db, { afterSeq: 0, partnerId: 'ptn_1', environment: 'live', limit: 10 }), []);
  });
});

describe('outbox on PostgreSQL: commits out of order (issue 15 item 5)', { skip: TEST_DATABASE === 'postgres' ? false : 'needs two real connections (PostgreSQL pass)' }, () => {
  test('a transaction that appends later waits for the earlier one to commit, so a paging reader never misses an event', async () => {
    const database = await createTestDatabase();
    const db = await (await import('../src/platform/db/postgres.js')).openPostgres(database.url, 5);
    const { migrate } = await import('../src/platform/db/migrate.js');
    await migrate(db);
    const platform = { clock: new ManualClock('2026-03-01T00:00:00Z'), ids: new SequentialIds() };
    // Two explicit connections so the test decides the order of commits.
    const first = new pg.Client({ connectionString: database.url });
    const second = new pg.Client({ connectionString: database.url });
    await first.connect();
    await second.connect();
    const onClient = (client: pg.Client) => ({ query: async (sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows });
    try {
      const seen: string[] = [];
      let cursor = 0;
      const poll = async () => {
        for (const e of await readEvents(db, { afterSeq: cursor, limit: 100 })) {
          seen.push(e.type);
          cursor = e.seq;
        }
      };

      await first.query('BEGIN');
      await appendEvent(platform, onClient(first), event('first'));
      await second.query('BEGIN');
      let secondAppended = false;
      const secondAppend = appendEvent(platform, onClient(second), event('second')).then((e) => {
        secondAppended = true;
        return e;
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      assert.equal(secondAppended, false, 'the second appender waits for the first transaction to end');
      await poll();
      assert.deepEqual(seen, [], 'nothing is visible before a commit');

      await first.query('COMMIT');
      const secondEvent = await secondAppend;
      await poll();
      assert.deepEqual(seen, ['first']);
      await second.query('COMMIT');
      await poll();
      assert.deepEqual(seen, ['first', 'second']);
      assert.equal(secondEvent.seq, 2);

      // The contrast: with numbers drawn from a plain sequence at insert, the later number commits first and the
      // reader's cursor jumps past the earlier one.
      await db.exec('CREATE TABLE naive_events (seq bigserial PRIMARY KEY, type text NOT NULL)');
      await first.query('BEGIN');
      await first.query(`INSERT INTO naive_events (type) VALUES ('early')`);
      await second.query('BEGIN');
      await second.query(`INSERT INTO naive_events (type) VALUES ('late')`);
      await second.query('COMMIT');
      const naiveSeen: string[] = [];
      let naiveCursor = 0;
      const naivePoll = async () => {
        for (const row of await db.query<{ seq: string; type: string }>('SELECT seq, type FROM naive_events WHERE seq > $1 ORDER BY seq', [naiveCursor])) {
          naiveSeen.push(row.type);
          naiveCursor = Number(row.seq);
        }
      };
      await naivePoll();
      await first.query('COMMIT');
      await naivePoll();
      assert.deepEqual(naiveSeen, ['late'], 'a bigserial reader misses the event committed out of order');
    } finally {
      await first.end();
      await second.end();
      await db.close();
      await database.drop();
    }
  });
});
