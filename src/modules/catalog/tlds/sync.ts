import type { AppContext } from '../../../context.js';
import { mapWithConcurrency } from '../../../platform/lib/concurrency.js';
import type { RtrTldInfo } from '../../../providers/rtr/types.js';
import { LOCK_NAMES, lockForTransaction } from '../../../platform/db/named-lock.js';
import { recordSyncRun, type SyncProgress, type SyncResult } from '../sync/runs.js';
import { listKnownTlds, saveTldInfo } from './repository.js';

const UPSTREAM_CONCURRENCY = 4;

/**
 * `nameport sync tlds`: fetches TLD info for every TLD we price or already describe (or `only`),
 * then writes all of it in one transaction. Any upstream failure aborts before the write, so a failed
 * sync leaves the previous data intact (issue 3, item 9). TLDs the upstream does not know are skipped.
 */
export async function syncTldMetadata(
  ctx: AppContext,
  input: { only?: string[]; onProgress?: (p: SyncProgress) => void } = {},
): Promise<SyncResult> {
  return recordSyncRun(ctx, 'tlds', async () => {
    const wanted = input.only?.length ? input.only : await listKnownTlds(ctx.db);
    const answers = new Map<string, RtrTldInfo>();
    const covered = new Set<string>();
    const skipped: string[] = [];
    let done = 0;

    await mapWithConcurrency(wanted, UPSTREAM_CONCURRENCY, async (tld) => {
      if (!covered.has(tld)) {
        const info = await ctx.registry.tldInfo(tld);
        if (info) {
          answers.set(tld, info);
          for (const name of [tld, ...info.applicableFor]) covered.add(name);
        } else {
          skipped.push(tld);
        }
      }
      done += 1;
      input.onProgress?.({ done, total: wanted.length, item: tld });
    });

    const syncedAt = ctx.clock.now();
    await ctx.db.transaction(async (tx) => {
      // Answers arrive in completion order: two writers at once would upsert rows in different orders and deadlock.
      await lockForTransaction(tx, LOCK_NAMES.writeTlds);
      for (const [tld, info] of answers) await saveTldInfo(tx, tld, info, syncedAt);
    });
    ctx.tldMetadata.rows.clear();
    return { items: covered.size, skipped: skipped.sort() };
  });
}
