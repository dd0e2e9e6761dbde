import type { Queryable } from '../db/db.js';

/** The `jobs` and `recurring_jobs` tables (migration 020); this module is their only reader and writer. */

export type JobState = 'ready' | 'running' | 'done' | 'dead';

export interface JobRow {
  id: string;
  kind: string;
  payload: unknown;
  state: JobState;
  runAt: Date;
  attempts: number;
  maxAttempts: number;
  leaseUntil: Date | null;
  lockedBy: string | null;
  lastError: string | null;
  dedupeKey: string | null;
  createdAt: Date;
  finishedAt: Date | null;
}

interface RawJob {
  id: string;
  kind: string;
  payload: unknown;
  state: JobState;
  run_at: Date;
  attempts: number;
  max_attempts: number;
  lease_until: Date | null;
  locked_by: string | null;
  last_error: string | null;
  dedupe_key: string | null;
  created_at: Date;
  finished_at: Date | null;
}

const COLUMNS = 'id, kind, payload, state, run_at, attempts, max_attempts, lease_until, locked_by, last_error, dedupe_key, created_at, finished_at';

function toJob(row: RawJob): JobRow {
  return {
    id: row.id,
    kind: row.kind,
    payload: row.payload,
    state: row.state,
    runAt: new Date(row.run_at),
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
    leaseUntil: row.lease_until === null ? null : new Date(row.lease_until),
    lockedBy: row.locked_by,
    lastError: row.last_error,
    dedupeKey: row.dedupe_key,
    createdAt: new Date(row.created_at),
    finishedAt: row.finished_at === null ? null : new Date(row.finished_at),
  };
}

export interface NewJob {
  id: string;
  kind: string;
  payload: unknown;
  runAt: Date;
  maxAttempts: number;
  dedupeKey: string | null;
  createdAt: Date;
}

/** Inserts a job; with a dedupe key already ready or running, nothing is inserted and null is returned. */
export async function insertJob(q: Queryable, job: NewJob): Promise<string | null> {
  const rows = await q.query<{ id: string }>(
    `INSERT INTO jobs (id, kind, payload, state, run_at, max_attempts, dedupe_key, created_at)
     VALUES ($1, $2, $3::jsonb, 'ready', $4, $5, $6, $7)
     ON CONFLICT (kind, dedupe_key) WHERE dedupe_key IS NOT NULL AND state IN ('ready', 'running') DO NOTHING
     RETURNING id`,
    [job.id, job.kind, JSON.stringify(job.payload ?? {}), job.runAt, job.maxAttempts, job.dedupeKey, job.createdAt],
  );
  return rows[0]?.id ?? null;
}

/**
 * Jobs whose runner's lease ran out (the runner crashed or hung) go back to `ready` — or to `dead` when that was their
 * last attempt — in one statement, so two runners reaping at once move each job once.
 */
export async function reapExpiredLeases(q: Queryable, now: Date): Promise<JobRow[]> {
  const rows = await q.query<RawJob>(
    `UPDATE jobs
        SET state = CASE WHEN attempts >= max_attempts THEN 'dead' ELSE 'ready' END,
            finished_at = CASE WHEN attempts >= max_attempts THEN $1::timestamptz ELSE NULL END,
            last_error = 'lease expired: the runner stopped before finishing',
            run_at = $1, lease_until = NULL, locked_by = NULL
      WHERE state = 'running' AND lease_until <= $1
      RETURNING ${COLUMNS}`,
    [now],
  );
  return rows.map(toJob);
}

/**
 * Claims up to `limit` due jobs of the given kinds for one runner. `FOR UPDATE SKIP LOCKED` lets runners on other
 * connections pass over rows being claimed, so no job is handed to two runners; `attempts` grows with each claim and
 * is the fencing token a runner presents when it finishes (a runner whose lease lapsed cannot finish a re-claimed job).
 */
export async function claimDueJobs(q: Queryable, kinds: readonly string[], runnerId: string, now: Date, leaseUntil: Date, limit: number): Promise<JobRow[]> {
  if (kinds.length === 0 || limit <= 0) return [];
  const rows = await q.query<RawJob>(
    `UPDATE jobs SET state = 'running', attempts = attempts + 1, lease_until = $4, locked_by = $3
      WHERE id IN (
        SELECT id FROM jobs
         WHERE state = 'ready' AND run_at <= $2 AND kind = ANY($1::text[])
         ORDER BY run_at, id
         LIMIT $5
         FOR UPDATE SKIP LOCKED)
      RETURNING ${COLUMNS}`,
    [kinds, now, runnerId, leaseUntil, limit],
  );
  return rows.map(toJob).sort((a, b) => a.runAt.getTime() - b.runAt.getTime() || (a.id < b.id ? -1 : 1));
}

/** Extends the lease of a job this runner still holds; false when it was lost (reaped and re-claimed). */
export async function extendLease(q: Queryable, id: string, runnerId: string, attempt: number, leaseUntil: Date): Promise<boolean> {
  const rows = await q.query(
    `UPDATE jobs SET lease_until = $4 WHERE id = $1 AND state = 'running' AND locked_by = $2 AND attempts = $3 RETURNING id`,
    [id, runnerId, attempt, leaseUntil],
  );
  return rows.length > 0;
}

export async function markDone(q: Queryable, id: string, runnerId: string, attempt: number, now: Date): Promise<boolean> {
  const rows = await q.query(
    `UPDATE jobs SET state = 'done', finished_at = $4, lease_until = NULL, last_error = NULL
      WHERE id = $1 AND state = 'running' AND locked_by = $2 AND attempts = $3 RETURNING id`,
    [id, runnerId, attempt, now],
  );
  return rows.length > 0;
}

/** A failed attempt: back to `ready` at `retryAt`, or `dead` when it was the last one. */
export async function markFailed(q: Queryable, id: string, runnerId: string, attempt: number, now: Date, retryAt: Date, error: string): Promise<JobState | null> {
  const rows = await q.query<{ state: JobState }>(
    `UPDATE jobs
        SET state = CASE WHEN attempts >= max_attempts THEN 'dead' ELSE 'ready' END,
            finished_at = CASE WHEN attempts >= max_attempts THEN $4::timestamptz ELSE NULL END,
            run_at = $5, lease_until = NULL, locked_by = NULL, last_error = $6
      WHERE id = $1 AND state = 'running' AND locked_by = $2 AND attempts = $3
      RETURNING state`,
    [id, runnerId, attempt, now, retryAt, error.slice(0, 2000)],
  );
  return rows[0]?.state ?? null;
}

export async function findJob(q: Queryable, id: string): Promise<JobRow | null> {
  const rows = await q.query<RawJob>(`SELECT ${COLUMNS} FROM jobs WHERE id = $1`, [id]);
  return rows[0] ? toJob(rows[0]) : null;
}

export async function listJobs(q: Queryable, filter: { kind?: string; state?: JobState } = {}): Promise<JobRow[]> {
  const rows = await q.query<RawJob>(
    `SELECT ${COLUMNS} FROM jobs WHERE ($1::text IS NULL OR kind = $1) AND ($2::text IS NULL OR state = $2) ORDER BY created_at, id`,
    [filter.kind ?? null, filter.state ?? null],
  );
  return rows.map(toJob);
}

/** Finished jobs older than `before` are deleted (the table keeps recent history for operators, not forever). */
export async function deleteFinishedBefore(q: Queryable, before: Date): Promise<number> {
  const rows = await q.query(`DELETE FROM jobs WHERE state IN ('done', 'dead') AND finished_at < $1 RETURNING id`, [before]);
  return rows.length;
}

/**
 * Registers a recurring task; a changed interval applies from the next run. The stored `next_run_at` is kept: an
 * instance starting after another already ran the task must not make it due again.
 */
export async function upsertRecurring(q: Queryable, name: string, kind: string, intervalSeconds: number, firstRunAt: Date): Promise<void> {
  await q.query(
    `INSERT INTO recurring_jobs (name, kind, interval_seconds, next_run_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (name) DO UPDATE SET kind = EXCLUDED.kind, interval_seconds = EXCLUDED.interval_seconds`,
    [name, kind, intervalSeconds, firstRunAt],
  );
}

/**
 * Moves a due recurring task's next run forward and reports whether this caller did it. The UPDATE takes the row
 * lock; a second instance's UPDATE waits, then re-reads `next_run_at` and finds it no longer due: one run per
 * interval across every instance on the database.
 */
export async function takeDueRecurring(q: Queryable, name: string, now: Date, runnerId: string): Promise<{ kind: string } | null> {
  const rows = await q.query<{ kind: string }>(
    `UPDATE recurring_jobs
        SET next_run_at = $2::timestamptz + make_interval(secs => interval_seconds), last_run_at = $2, last_runner = $3
      WHERE name = $1 AND next_run_at <= $2
      RETURNING kind`,
    [name, now, runnerId],
  );
  return rows[0] ?? null;
}

export async function recurringSchedule(q: Queryable): Promise<{ name: string; kind: string; intervalSeconds: number; nextRunAt: Date; lastRunAt: Date | null }[]> {
  const rows = await q.query<{ name: string; kind: string; interval_seconds: number; next_run_at: Date; last_run_at: Date | null }>(
    'SELECT name, kind, interval_seconds, next_run_at, last_run_at FROM recurring_jobs ORDER BY name',
  );
  return rows.map((r) => ({ name: r.name, kind: r.kind, intervalSeconds: r.interval_seconds, nextRunAt: new Date(r.next_run_at), lastRunAt: r.last_run_at ? new Date(r.last_run_at) : null }));
}
