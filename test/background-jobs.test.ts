import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { backgroundJobs } from '../src/background.js';
import { JobRunner } from '../src/platform/jobs/runner.js';
import { listJobs } from '../src/platform/jobs/repository.js';
import { useTestApp } from './helpers/app.js';

/** Issue 15 item 4: serve's background work runs on the one job runner (syncs, sweeps, bulk resumption). */
describe('background jobs of serve (issue 15 item 4)', () => {
  const h = useTestApp();

  test('syncs, the sweep and bulk resumption are recurring jobs; two runners on one database sync once per interval', async () => {
    const ctx = h.t.ctx;
    assert.deepEqual(backgroundJobs(ctx).schedules().map(([name]) => name).sort(), ['brokerage.tick', 'bulk.resume-open', 'jobs.prune', 'maintenance.sweep', 'search.purge', 'sync.due', 'webhooks.retention']);
    const a = new JobRunner(ctx, backgroundJobs(ctx));
    const b = new JobRunner(ctx, backgroundJobs(ctx));
    await Promise.all([a.tick(), b.tick()]);
    await Promise.all([a.tick(), b.tick()]);
    const syncs = async () => (await h.db.query<{ kind: string }>(`SELECT kind FROM sync_runs WHERE status = 'succeeded' ORDER BY kind`)).map((r) => r.kind);
    assert.deepEqual(await syncs(), ['prices', 'tlds']);
    assert.deepEqual((await listJobs(h.db, { kind: 'sync.due' })).map((j) => j.state), ['done']);
    // Within the 15-minute check interval nothing more runs; a day later (PRICE_SYNC_INTERVAL_SECONDS) the syncs run once more.
    h.t.clock.advance(14 * 60_000);
    await Promise.all([a.tick(), b.tick()]);
    assert.equal((await listJobs(h.db, { kind: 'sync.due' })).length, 1);
    h.t.clock.advance(86_400_000);
    await Promise.all([a.tick(), b.tick()]);
    await Promise.all([a.tick(), b.tick()]);
    assert.deepEqual(await syncs(), ['prices', 'prices', 'tlds', 'tlds']);
  });
});

describe('background jobs with PRICE_SYNC_INTERVAL_SECONDS=0 (issue 14 item 6)', () => {
  const h = useTestApp({ env: { PRICE_SYNC_INTERVAL_SECONDS: '0' } });

  test('no sync is scheduled at all', async () => {
    assert.deepEqual(backgroundJobs(h.t.ctx).schedules().map(([name]) => name).sort(), ['brokerage.tick', 'bulk.resume-open', 'jobs.prune', 'maintenance.sweep', 'search.purge', 'webhooks.retention']);
    await new JobRunner(h.t.ctx, backgroundJobs(h.t.ctx)).tick();
    assert.equal((await h.db.query('SELECT 1 FROM sync_runs')).length, 0);
  });
});
