import type { AppContext } from '../context.js';
import { syncPrices } from '../pricing/sync.js';
import { lastSuccessfulSync } from '../sync/runs.js';
import { syncTldMetadata } from '../tlds/sync.js';

const CHECK_EVERY_MS = 15 * 60 * 1000;

/** Runs the price and TLD syncs when their last success is older than PRICE_SYNC_INTERVAL_SECONDS. */
export async function runDueSyncs(ctx: AppContext): Promise<void> {
  const intervalMs = ctx.config.priceSyncIntervalSeconds * 1000;
  for (const [kind, run] of [['prices', syncPrices], ['tlds', syncTldMetadata]] as const) {
    const last = await lastSuccessfulSync(ctx, kind);
    if (last && ctx.clock.now().getTime() - last.getTime() < intervalMs) continue;
    try {
      const result = await run(ctx);
      ctx.log.info({ kind, items: result.items, skipped: result.skipped.length }, 'sync succeeded');
    } catch (error) {
      ctx.log.error({ kind, err: (error as Error).message }, 'sync failed; previous data kept');
    }
  }
}

/** Background schedule for `serve`; PRICE_SYNC_INTERVAL_SECONDS=0 turns it off. Returns a stop function. */
export function startSyncSchedule(ctx: AppContext): () => void {
  if (ctx.config.priceSyncIntervalSeconds === 0) return () => undefined;
  const timer = setInterval(() => void runDueSyncs(ctx), CHECK_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
