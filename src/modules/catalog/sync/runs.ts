import type { AppContext } from '../../../context.js';

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
  await ctx.db.query(`INSERT INTO sync_runs (id, kind, started_at, status) VALUES ($1, $2, $3, 'running')`, [id, kind, ctx.clock.now()]);
  try {
    const result = await work(id);
    await ctx.db.query(`UPDATE sync_runs SET status = 'succeeded', finished_at = $2, items = $3 WHERE id = $1`, [id, ctx.clock.now(), result.items]);
    return { id, kind, ...result };
  } catch (error) {
    await ctx.db.query(`UPDATE sync_runs SET status = 'failed', finished_at = $2, error = $3 WHERE id = $1`, [
      id, ctx.clock.now(), String((error as Error).message).slice(0, 500),
    ]);
    throw error;
  }
}

export async function lastSuccessfulSync(ctx: AppContext, kind: SyncKind): Promise<Date | null> {
  const rows = await ctx.db.query<{ finished_at: Date }>(
    `SELECT finished_at FROM sync_runs WHERE kind = $1 AND status = 'succeeded' ORDER BY finished_at DESC LIMIT 1`,
    [kind],
  );
  return rows[0] ? new Date(rows[0].finished_at) : null;
}
