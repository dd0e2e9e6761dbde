import type { Queryable } from '../../../platform/db/db.js';

/* The `sync_runs` table: one row per price or TLD sync, kept as the record of when each ran and how it ended. */

export async function insertSyncRun(db: Queryable, id: string, kind: string, startedAt: Date): Promise<void> {
  await db.query(`INSERT INTO sync_runs (id, kind, started_at, status) VALUES ($1, $2, $3, 'running')`, [id, kind, startedAt]);
}

export async function markSyncRunSucceeded(db: Queryable, id: string, finishedAt: Date, items: number): Promise<void> {
  await db.query(`UPDATE sync_runs SET status = 'succeeded', finished_at = $2, items = $3 WHERE id = $1`, [id, finishedAt, items]);
}

/** `error` is cut to 500 characters (the column holds a message, not a stack). */
export async function markSyncRunFailed(db: Queryable, id: string, finishedAt: Date, error: string): Promise<void> {
  await db.query(`UPDATE sync_runs SET status = 'failed', finished_at = $2, error = $3 WHERE id = $1`, [id, finishedAt, error.slice(0, 500)]);
}

export async function lastSucceededAt(db: Queryable, kind: string): Promise<Date | null> {
  const rows = await db.query<{ finished_at: Date }>(
    `SELECT finished_at FROM sync_runs WHERE kind = $1 AND status = 'succeeded' ORDER BY finished_at DESC LIMIT 1`,
    [kind],
  );
  return rows[0]?.finished_at ?? null;
}
