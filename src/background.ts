import type { AppContext } from './context.js';
import { resumeOpenJobs } from './modules/bulk/worker.js';
import { sweepPartnerState } from './modules/partners/sweeper.js';
import { purgeSearchState } from './modules/search/service.js';
import { JobRegistry, JobRunner } from './platform/jobs/runner.js';
import { runDueSyncs } from './modules/catalog/sync/schedule.js';

/** How often `serve` looks for due jobs (real time; the schedules themselves run on ctx.clock). */
const POLL_MS = 2_000;
/** Unfinished bulk jobs whose worker died elsewhere are resumed this often. */
const BULK_RESUME_EVERY_SECONDS = 30;
/** Expired nonces, ended rate windows and expired idempotency keys are deleted this often. */
const SWEEP_EVERY_SECONDS = 60;
/** Expired cached search decisions and ended search windows are deleted this often. */
const SEARCH_PURGE_EVERY_SECONDS = 3600;
/** How often the due price and TLD syncs are checked (each sync itself runs once per PRICE_SYNC_INTERVAL_SECONDS). */
const SYNC_CHECK_EVERY_SECONDS = 15 * 60;

/**
 * The background work of `serve` on the one job runner (issue 15 item 4), replacing the per-feature setInterval loops and search's request-driven purge:
 * each task is a recurring job, so with several instances on one database it runs once per interval in all, and a
 * failure is retried with back-off and recorded in the `jobs` table instead of vanishing into a log line.
 */
export function backgroundJobs(ctx: AppContext): JobRegistry {
  const registry = new JobRegistry()
    .define({ kind: 'bulk.resume-open', maxAttempts: 1, run: () => resumeOpenJobs(ctx) })
    .define({ kind: 'maintenance.sweep', maxAttempts: 1, run: () => sweepPartnerState(ctx) })
    .define({ kind: 'search.purge', maxAttempts: 1, run: () => purgeSearchState(ctx) })
    .define({ kind: 'sync.due', maxAttempts: 1, leaseSeconds: 30 * 60, run: () => runDueSyncs(ctx) })
    .every('bulk.resume-open', 'bulk.resume-open', BULK_RESUME_EVERY_SECONDS, { runAtStart: true })
    .every('maintenance.sweep', 'maintenance.sweep', SWEEP_EVERY_SECONDS)
    .every('search.purge', 'search.purge', SEARCH_PURGE_EVERY_SECONDS);
  // PRICE_SYNC_INTERVAL_SECONDS=0: no automatic sync at all (issue 14 item 6); `nameport sync` still works.
  if (ctx.config.priceSyncIntervalSeconds > 0) registry.every('sync.due', 'sync.due', SYNC_CHECK_EVERY_SECONDS, { runAtStart: true });
  return registry;
}

export function startBackgroundJobs(ctx: AppContext): JobRunner {
  const runner = new JobRunner(ctx, backgroundJobs(ctx), { pollMs: POLL_MS });
  runner.start();
  return runner;
}
