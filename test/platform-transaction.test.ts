import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { inTransaction, isInTransaction } from '../src/platform/transaction.js';
import type { Db } from '../src/platform/db/db.js';
import { useTestDb } from './helpers/db.js';

/** Two "services" written for standalone use: each opens its own transaction on ctx.db. */
async function recordOrder(ctx: { db: Db }, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx.query(`INSERT INTO jobs (id, kind, payload, run_at, max_attempts, created_at) VALUES ($1, 'order', '{}', now(), 1, now())`, [id]);
  });
}
async function recordEvent(ctx: { db: Db }, id: string, fail: boolean): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx.query(`INSERT INTO jobs (id, kind, payload, run_at, max_attempts, created_at) VALUES ($1, 'event', '{}', now(), 1, now())`, [id]);
    if (fail) throw new Error('the second write failed');
  });
}

/** Issue 15 item 2: services join a caller's transaction. */
describe('services join transactions (issue 15 item 2)', () => {
  const h = useTestDb();
  const ids = async () => (await h.db.query<{ id: string }>('SELECT id FROM jobs ORDER BY id')).map((r) => r.id);

  test('standalone, each service commits on its own', async () => {
    await recordOrder({ db: h.db }, 'a');
    await assert.rejects(recordEvent({ db: h.db }, 'b', true));
    assert.deepEqual(await ids(), ['a']);
  });

  test('inside inTransaction, both services commit together or not at all', async () => {
    await assert.rejects(inTransaction({ db: h.db }, async (txCtx) => {
      assert.equal(isInTransaction(txCtx.db), true);
      await recordOrder(txCtx, 'a');
      await recordEvent(txCtx, 'b', true);
    }));
    assert.deepEqual(await ids(), [], 'the first service\'s write was rolled back with the second\'s failure');
    await inTransaction({ db: h.db }, async (txCtx) => {
      await recordOrder(txCtx, 'a');
      await recordEvent(txCtx, 'b', false);
      await inTransaction(txCtx, async (nested) => recordOrder(nested, 'c'));
    });
    assert.deepEqual(await ids(), ['a', 'b', 'c']);
  });
});
