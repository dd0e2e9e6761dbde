import type { AppContext } from '../../../context.js';
import { parseTld } from '../../../domains/tld-name.js';
import { UpstreamError } from '../../../providers/upstream-error.js';
import { LOCK_NAMES, lockForTransaction } from '../../../platform/db/named-lock.js';
import { recordSyncRun, type SyncProgress, type SyncResult } from '../sync/runs.js';
import type { CostRow } from './repository.js';
import { replaceCosts } from './repository.js';

const ACTIONS = new Set(['CREATE', 'RENEW', 'TRANSFER', 'RESTORE']);

/**
 * `nameport sync prices`: reads the upstream price list and replaces ours in one transaction.
 * Rows that are not domain products, not USD, or not a valid TLD are skipped. An answer with no
 * usable row is treated as a failure, so a broken upstream cannot wipe our prices.
 */
export async function syncPrices(ctx: AppContext, input: { onProgress?: (p: SyncProgress) => void } = {}): Promise<SyncResult> {
  return recordSyncRun(ctx, 'prices', async () => {
    input.onProgress?.({ done: 0, total: 1, item: 'downloading price list' });
    const list = await ctx.registry.priceList();
    const rows = new Map<string, CostRow>();
    const skipped: string[] = [];
    for (const entry of list) {
      const tld = tldOfProduct(entry.product);
      const action = entry.action.toUpperCase();
      if (!tld || !ACTIONS.has(action) || entry.currency !== 'USD') {
        skipped.push(`${entry.product}/${entry.action}/${entry.currency}`);
        continue;
      }
      rows.set(`${tld} ${action}`, { tld, action, currency: 'USD', costCents: entry.price });
    }
    if (rows.size === 0) throw new UpstreamError(ctx.registry.source, 'format', 'price list has no usable USD domain prices; keeping the previous prices');
    await ctx.db.transaction(async (tx) => {
      // Two writers at once (two instances, or `nameport sync prices` beside `serve`) would both delete and
      // insert, and the second insert collides with the first on tld_prices_pkey (issue 14 item 5).
      await lockForTransaction(tx, LOCK_NAMES.writePrices);
      await replaceCosts(tx, [...rows.values()], ctx.clock.now());
    });
    ctx.priceBook.invalidate();
    input.onProgress?.({ done: 1, total: 1, item: `${rows.size} prices stored` });
    return { items: rows.size, skipped };
  });
}

function tldOfProduct(product: string): string | null {
  const match = /^domain_(.+)$/i.exec(product);
  if (!match) return null;
  try {
    return parseTld(match[1]).ascii;
  } catch {
    return null;
  }
}
