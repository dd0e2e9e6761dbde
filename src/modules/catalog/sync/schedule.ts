import type { AppContext } from '../../../context.js';
import { syncPrices } from '../pricing/sync.js';
import { LOCK_NAMES } from '../../../platform/db/named-lock.js';
import { lastSuccessfulSync } from './runs.js';
import { syncTldMetadata } from '../tlds/sync.js';

const SYNCS = [
  { kind: 'prices', run: syncPrices, lock: LOCK_NAMES.schedulePrices },
  { kind: 'tlds', run: syncTldMetadata, lock: LOCK_NAMES.scheduleTlds },
] as const;

/**
 * Runs the price and TLD syncs that are due (syncIsDue). Several instances share one database: each sync is
 * decided and run under a lock, so the first instance syncs and the others, once it is done, find the run
 * fresh and skip it (issue 14 item 5: one sync per interval, not one per instance).
 */
export async function runDueSyncs(ctx: AppContext): Promise<void> {
  for (const { kind, run, lock } of SYNCS) {
    try {
      await ctx.db.withLock(lock, async () => {
        if (!syncIsDue(ctx, await lastSuccessfulSync(ctx, kind))) return;
        const result = await run(ctx);
        ctx.log.info({ kind, items: result.items, skipped: result.skipped.length }, 'sync succeeded');
      });
    } catch (error) {
      // Never thrown: `serve` runs this in the background, where a rejection would end the process.
      ctx.log.error({ kind, err: (error as Error).message }, 'sync failed; previous data kept');
    }
  }
}

/**
 * Due when the last success is older than PRICE_SYNC_INTERVAL_SECONDS. `0` turns automatic syncing off (issue 14
 * item 6): only `nameport sync` replaces the data then. The sandbox still loads its built-in data set once into a
 * database that has never synced it, as it loads its listings: without it the sandbox has no prices to show.
 */
export function syncIsDue(ctx: AppContext, lastSuccess: Date | null): boolean {
  const intervalMs = ctx.config.priceSyncIntervalSeconds * 1000;
  if (intervalMs === 0) return ctx.config.sandbox && lastSuccess === null;
  return !lastSuccess || ctx.clock.now().getTime() - lastSuccess.getTime() >= intervalMs;
}
