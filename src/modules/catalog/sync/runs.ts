import type { AppContext } from '../../../context.js';
import { insertSyncRun, lastSucceededAt, markSyncRunFailed, markSyncRunSucceeded } from './repository.js';

export type SyncKind = 'prices' | 'tlds';

export interface SyncProgress {
  done: number;
  total: number;
  item?: string;
}

export interface SyncResult {
  id: string;
  kind: SyncKind;
  items: number;
  skipped: string[];
}

/**
 * Records a sync run around `work`. The run's bookkeeping row is written outside the data
 * transaction on purpose: a failed sync rolls its data back but its failure stays on record.
 */
export async function recordSyncRun(
  ctx: AppContext,
  kind: SyncKind,
  work: (runId: string) => Promise<Omit<SyncResult, 'id' | 'kind'>>,
): Promise<SyncResult> {
  const id = ctx.ids.next('sync');
  await insertSyncRun(ctx.db, id, kind, ctx.clock.now());
  try {
    const result = await work(id);
    await markSyncRunSucceeded(ctx.db, id, ctx.clock.now(), result.items);
    return { id, kind, ...result };
  } catch (error) {
    await markSyncRunFailed(ctx.db, id, ctx.clock.now(), String((error as Error).message));
    throw error;
  }
}

export async function lastSuccessfulSync(ctx: AppContext, kind: SyncKind): Promise<Date | null> {
  return lastSucceededAt(ctx.db, kind);
}
