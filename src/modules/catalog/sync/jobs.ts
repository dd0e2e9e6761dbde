import type { AppContext } from '../../../context.js';
import type { JobRegistry } from '../../../platform/jobs/runner.js';
import { runDueSyncs } from './schedule.js';

/** How often the due price and TLD syncs are checked (each sync itself runs once per PRICE_SYNC_INTERVAL_SECONDS). */
const SYNC_CHECK_EVERY_SECONDS = 15 * 60;

/** The catalog's background work: the price and TLD syncs, checked at start and every 15 minutes. */
export function catalogJobs(registry: JobRegistry, ctx: AppContext): void {
  registry.define({ kind: 'sync.due', maxAttempts: 1, leaseSeconds: 30 * 60, run: () => runDueSyncs(ctx) });
  // PRICE_SYNC_INTERVAL_SECONDS=0: no automatic sync at all (issue 14 item 6); `nameport sync` still works.
  if (ctx.config.priceSyncIntervalSeconds > 0) registry.every('sync.due', 'sync.due', SYNC_CHECK_EVERY_SECONDS, { runAtStart: true });
}
