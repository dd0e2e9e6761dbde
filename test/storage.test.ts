import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Db } from '../src/platform/db/db.js';
import { loadMigrations, migrate } from '../src/platform/db/migrate.js';
import { openTestDb, TEST_DATABASE } from './helpers/db.js';

describe(`storage on ${TEST_DATABASE} (issue 3, item 3)`, () => {
  let db: Db;
  before(async () => {
    db = await openTestDb();
  });
  after(() => db.close());

  test('the test database is the backend this pass asked for', () => {
    assert.equal(db.kind, TEST_DATABASE);
  });

  test('migrations are idempotent: a second run applies nothing', async () => {
    assert.deepEqual(await migrate(db), []);
    const rows = await db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
    assert.deepEqual(rows.map((r) => r.version), loadMigrations().map((m) => m.version));
  });

  test('a transaction that throws leaves nothing behind', async () => {
    await assert.rejects(db.transaction(async (tx) => {
      await tx.query(`INSERT INTO tld_prices (tld, action, currency, cost_cents, synced_at) VALUES ('zz', 'CREATE', 'USD', 1, now())`);
      throw new Error('abort');
    }));
    assert.deepEqual(await db.query(`SELECT * FROM tld_prices WHERE tld = 'zz'`), []);
  });

  test('a committed transaction is visible afterwards', async () => {
    await db.transaction((tx) => tx.query(`INSERT INTO tld_prices (tld, action, currency, cost_cents, synced_at) VALUES ('yy', 'CREATE', 'USD', 5, now())`));
    const rows = await db.query<{ cost_cents: number }>(`SELECT cost_cents FROM tld_prices WHERE tld = 'yy'`);
    assert.equal(rows[0]?.cost_cents, 5);
  });

  test('constraints reject half-valid data (negative cost)', async () => {
    await assert.rejects(db.query(`INSERT INTO tld_prices (tld, action, currency, cost_cents, synced_at) VALUES ('xx', 'CREATE', 'USD', -1, now())`));
  });
});
