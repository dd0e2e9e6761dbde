import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, beforeEach, describe, test } from 'node:test';
import pino from 'pino';
import { createUser } from '../src/modules/accounts/users.js';
import { createRuntime, type Runtime } from '../src/bootstrap.js';
import { ManualClock } from '../src/platform/clock.js';
import { loadConfig } from '../src/platform/config.js';
import type { AppContext } from '../src/context.js';
import { runDueSyncs } from '../src/modules/catalog/sync/schedule.js';
import { importListings } from '../src/modules/listings/import.js';
import { SANDBOX_LISTINGS_FILE, seedSandboxListings } from '../src/modules/listings/sandbox-inventory.js';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemoAccount } from '../src/modules/sandbox/demo-account.js';
import { DEMO_PARTNER_KEY_ID, seedDemoPartner } from '../src/modules/sandbox/demo-partner.js';
import type { Db } from '../src/platform/db/db.js';
import { openTestDb, resetDb, TEST_DATABASE } from './helpers/db.js';

const DAY_MS = 86_400_000;

describe(`start-up syncs and sandbox seeds on ${TEST_DATABASE} (issue 14 items 5, 6, 7)`, () => {
  let db: Db;
  let clock: ManualClock;
  let runtime: Runtime;
  let ctx: AppContext;

  before(async () => {
    db = await openTestDb();
    clock = new ManualClock('2026-03-01T12:00:00Z');
    runtime = await createRuntime(loadConfig({ SANDBOX: 'true', LOG_LEVEL: 'silent' }), { db, clock, log: pino({ level: 'silent' }) });
    ctx = runtime.ctx;
  });
  after(async () => {
    await runtime.close();
    await db.close();
  });
  beforeEach(() => resetDb(db));

  /** The context with other settings, as a process started with them would have it. */
  function withConfig(changes: Partial<AppContext['config']>): AppContext {
    return { ...ctx, config: { ...ctx.config, ...changes } };
  }

  async function syncRuns(): Promise<string[]> {
    return (await db.query<{ kind: string }>(`SELECT kind FROM sync_runs ORDER BY kind, started_at`)).map((r) => r.kind);
  }

  test('item 6: PRICE_SYNC_INTERVAL_SECONDS=0 on a live instance: no start syncs, not even into an empty database', async () => {
    const live = withConfig({ sandbox: false, priceSyncIntervalSeconds: 0 });
    await runDueSyncs(live);
    clock.advance(30 * DAY_MS);
    await runDueSyncs(live);
    assert.deepEqual(await syncRuns(), []);
    assert.deepEqual(await db.query('SELECT 1 FROM tld_prices LIMIT 1'), []);
  });

  test('item 6: PRICE_SYNC_INTERVAL_SECONDS=0 in the sandbox: the built-in data set is loaded once, later starts keep it', async () => {
    const sandbox = withConfig({ priceSyncIntervalSeconds: 0 });
    await runDueSyncs(sandbox);
    assert.deepEqual(await syncRuns(), ['prices', 'tlds']);
    const [before] = await db.query<{ synced_at: Date }>(`SELECT max(synced_at) AS synced_at FROM tld_prices`);
    for (let start = 0; start < 3; start += 1) {
      clock.advance(30 * DAY_MS);
      await runDueSyncs(sandbox);
    }
    assert.deepEqual(await syncRuns(), ['prices', 'tlds'], 'no start after the first replaced the data');
    const [afterStarts] = await db.query<{ synced_at: Date }>(`SELECT max(synced_at) AS synced_at FROM tld_prices`);
    assert.equal(new Date(afterStarts!.synced_at).getTime(), new Date(before!.synced_at).getTime());
  });

  test('item 6: with an interval, a start syncs only when the last success is older than it', async () => {
    await runDueSyncs(ctx);
    clock.advance(DAY_MS - 1000);
    await runDueSyncs(ctx);
    assert.deepEqual(await syncRuns(), ['prices', 'tlds']);
    clock.advance(1000);
    await runDueSyncs(ctx);
    assert.deepEqual(await syncRuns(), ['prices', 'prices', 'tlds', 'tlds']);
  });

  test('item 5: two due syncs at once in one process run one sync of each kind', async () => {
    await Promise.all([runDueSyncs(ctx), runDueSyncs(ctx)]);
    assert.deepEqual(await syncRuns(), ['prices', 'tlds']);
    const failed = await db.query(`SELECT error FROM sync_runs WHERE status <> 'succeeded'`);
    assert.deepEqual(failed, []);
  });

  test('item 7: a start killed midway left 2,000 of the 5,200 listings: the next start completes the inventory, edits kept', async () => {
    const lines = readFileSync(SANDBOX_LISTINGS_FILE, 'utf8').trim().split('\n');
    assert.equal(lines.length, 5_200);
    // What the batch importer had committed when the first start was killed: its first four batches.
    await importListings(ctx, { text: lines.slice(0, 2_000).join('\n'), format: 'jsonl', environment: 'sandbox' });
    const edited = (JSON.parse(lines[0]!) as { domain: string }).domain;
    const [original] = await db.query<{ buy_now_cents: number }>('SELECT buy_now_cents FROM listings WHERE domain = $1', [edited]);
    await db.query(`UPDATE listings SET buy_now_cents = buy_now_cents + 100, status = 'sold' WHERE domain = $1`, [edited]);

    const report = await seedSandboxListings(ctx);
    assert.equal(report?.inserted, 3_200);
    assert.equal(report?.updated, 0);
    const [{ n }] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM listings WHERE environment = 'sandbox'`) as [{ n: number }];
    assert.equal(n, 5_200);
    const [kept] = await db.query<{ buy_now_cents: number; status: string }>('SELECT buy_now_cents, status FROM listings WHERE domain = $1', [edited]);
    assert.deepEqual({ ...kept }, { buy_now_cents: original!.buy_now_cents + 100, status: 'sold' });
    assert.equal(await seedSandboxListings(ctx), null, 'a complete inventory: the next start imports nothing');
  });

  test('item 5: the demo account seeded twice at once: one creates it, neither fails, 25 domains', async () => {
    const created = await Promise.all([seedDemoAccount(ctx), seedDemoAccount(ctx)]);
    assert.deepEqual(created.sort(), [false, true]);
    const [{ users, domains }] = await db.query<{ users: number; domains: number }>(
      `SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM owned_domains) AS domains`,
    ) as [{ users: number; domains: number }];
    assert.deepEqual({ users, domains }, { users: 1, domains: 25 });
  });

  test('item 7: a start killed between the demo account and its portfolio: the next start adds the 25 domains', async () => {
    await createUser(ctx, { email: DEMO_EMAIL, password: DEMO_PASSWORD, verified: true });
    assert.equal(await seedDemoAccount(ctx), false);
    const rows = await db.query('SELECT domain FROM owned_domains');
    assert.equal(rows.length, 25);
  });

  test('item 5: the demo partner credential seeded twice at once: one creates it, neither fails, one partner', async () => {
    const created = await Promise.all([seedDemoPartner(ctx), seedDemoPartner(ctx)]);
    assert.deepEqual(created.sort(), [false, true]);
    const rows = await db.query<{ key_id: string }>('SELECT key_id FROM partner_credentials');
    assert.deepEqual(rows.map((r) => r.key_id), [DEMO_PARTNER_KEY_ID]);
    assert.equal((await db.query('SELECT id FROM partners')).length, 1);
  });
});
