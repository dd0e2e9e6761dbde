import type { Queryable } from '../../platform/db/db.js';
import type { BulkOp } from './operations.js';

export type JobStatus = 'queued' | 'running' | 'completed';
/** `unknown`: a renewal whose answer was lost and whose effect the registrar could not confirm (issue 14 item 3). */
export type ItemStatus = 'pending' | 'in_progress' | 'succeeded' | 'failed' | 'unknown' | 'not_owned';

export interface BulkJobRow {
  id: string;
  user_id: string;
  op: BulkOp;
  params: Record<string, unknown>;
  status: JobStatus;
  total: number;
  created_at: Date;
  updated_at: Date;
  finished_at: Date | null;
}

export interface BulkItemRow {
  job_id: string;
  position: number;
  domain: string;
  status: ItemStatus;
  before: Record<string, unknown> | null;
  result: Record<string, unknown> | null;
  error: string | null;
  finished_at: Date | null;
}

const JOB_COLUMNS = 'id, user_id, op, params, status, total, created_at, updated_at, finished_at';

export async function findJob(db: Queryable, id: string): Promise<BulkJobRow | null> {
  const rows = await db.query<BulkJobRow>(`SELECT ${JOB_COLUMNS} FROM bulk_jobs WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/** A new job and its items in one go: owned domains `pending`, the others `not_owned` (finished at once). */
export async function insertJobWithItems(
  tx: Queryable, job: { id: string; userId: string; op: BulkOp; params: Record<string, unknown>; now: Date }, domains: string[], owned: Set<string>,
): Promise<void> {
  await tx.query(
    `INSERT INTO bulk_jobs (id, user_id, op, params, status, total, created_at, updated_at)
     VALUES ($1, $2, $3, $4, 'queued', $5, $6, $6)`,
    [job.id, job.userId, job.op, JSON.stringify(job.params), domains.length, job.now],
  );
  await tx.query(
    `INSERT INTO bulk_job_items (job_id, position, domain, status, finished_at)
     SELECT $1, x.position, x.domain, x.status, CASE WHEN x.status = 'not_owned' THEN $5::timestamptz END
     FROM unnest($2::int[], $3::text[], $4::text[]) AS x(position, domain, status)`,
    [job.id, domains.map((_, i) => i), domains, domains.map((d) => (owned.has(d) ? 'pending' : 'not_owned')), job.now],
  );
}

export async function listItems(db: Queryable, jobId: string): Promise<BulkItemRow[]> {
  return db.query<BulkItemRow>(
    'SELECT job_id, position, domain, status, before, result, error, finished_at FROM bulk_job_items WHERE job_id = $1 ORDER BY position',
    [jobId],
  );
}

/** Domains of `domains` that `userId` owns. */
export async function ownedAmong(db: Queryable, userId: string, domains: string[]): Promise<Set<string>> {
  const rows = await db.query<{ domain: string }>('SELECT domain FROM owned_domains WHERE user_id = $1 AND domain = ANY($2::text[])', [userId, domains]);
  return new Set(rows.map((r) => r.domain));
}

/**
 * Claims the job for `owner` until `leaseUntil` when nobody holds a live lease on it (several instances
 * may run workers; only one works a job at a time). Returns whether the claim succeeded.
 */
export async function claimJob(db: Queryable, jobId: string, owner: string, now: Date, leaseUntil: Date): Promise<boolean> {
  const rows = await db.query(
    `UPDATE bulk_jobs SET lease_owner = $2, lease_until = $4, status = 'running', updated_at = $3
     WHERE id = $1 AND status <> 'completed' AND (lease_owner IS NULL OR lease_owner = $2 OR lease_until < $3)
     RETURNING id`,
    [jobId, owner, now, leaseUntil],
  );
  return rows.length > 0;
}

export async function openJobIds(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ id: string }>(`SELECT id FROM bulk_jobs WHERE status <> 'completed' ORDER BY created_at`);
  return rows.map((r) => r.id);
}

/** Atomically takes the next pending item for the worker (each item is claimed exactly once). */
export async function claimNextItem(db: Queryable, jobId: string, now: Date): Promise<BulkItemRow | null> {
  const rows = await db.query<BulkItemRow>(
    `UPDATE bulk_job_items SET status = 'in_progress', started_at = $2
     WHERE job_id = $1 AND domain = (
       SELECT domain FROM bulk_job_items WHERE job_id = $1 AND status = 'pending'
       ORDER BY position LIMIT 1 FOR UPDATE SKIP LOCKED)
     AND status = 'pending'
     RETURNING job_id, position, domain, status, before, result, error, finished_at`,
    [jobId, now],
  );
  return rows[0] ?? null;
}

/** Items a previous worker claimed but never finished (it crashed or lost its lease mid-call). */
export async function listInProgress(db: Queryable, jobId: string): Promise<BulkItemRow[]> {
  return db.query<BulkItemRow>(
    `SELECT job_id, position, domain, status, before, result, error, finished_at FROM bulk_job_items
     WHERE job_id = $1 AND status = 'in_progress' ORDER BY position`,
    [jobId],
  );
}

export async function recordBefore(db: Queryable, jobId: string, domain: string, before: Record<string, unknown>): Promise<void> {
  await db.query('UPDATE bulk_job_items SET before = $3 WHERE job_id = $1 AND domain = $2', [jobId, domain, JSON.stringify(before)]);
}

export async function finishItem(
  db: Queryable, jobId: string, domain: string, outcome: { status: 'succeeded' | 'failed' | 'unknown'; result?: Record<string, unknown>; error?: string }, now: Date,
): Promise<void> {
  await db.query(
    'UPDATE bulk_job_items SET status = $3, result = $4, error = $5, finished_at = $6 WHERE job_id = $1 AND domain = $2',
    [jobId, domain, outcome.status, outcome.result ? JSON.stringify(outcome.result) : null, outcome.error ?? null, now],
  );
}

export async function completeJob(db: Queryable, jobId: string, now: Date): Promise<void> {
  await db.query(
    `UPDATE bulk_jobs SET status = 'completed', finished_at = $2, updated_at = $2, lease_owner = NULL, lease_until = NULL
     WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM bulk_job_items WHERE job_id = $1 AND status IN ('pending', 'in_progress'))`,
    [jobId, now],
  );
}

/** A portfolio setting a bulk operation changes, and the owned_domains column it is stored in. */
export type PortfolioSetting =
  | { setting: 'autoRenew'; value: boolean }
  | { setting: 'privacy'; value: boolean }
  | { setting: 'locked'; value: boolean }
  | { setting: 'nameservers'; value: string[] };

const PORTFOLIO_COLUMNS: Record<PortfolioSetting['setting'], string> = {
  autoRenew: 'auto_renew',
  privacy: 'privacy',
  locked: 'locked',
  nameservers: 'nameservers',
};

/** Writes one setting of an owned domain (setting a value is idempotent: a re-sent item changes nothing twice). */
export async function updatePortfolioSetting(db: Queryable, domain: string, change: PortfolioSetting, now: Date): Promise<void> {
  // The column comes from the fixed table above, never from input.
  await db.query(`UPDATE owned_domains SET ${PORTFOLIO_COLUMNS[change.setting]} = $2, updated_at = $3 WHERE domain = $1`, [domain, change.value, now]);
}

export async function saveOwnedDomainExpiry(db: Queryable, domain: string, expiresAt: Date, now: Date): Promise<void> {
  await db.query('UPDATE owned_domains SET expires_at = $2, updated_at = $3 WHERE domain = $1', [domain, expiresAt, now]);
}

/** Adds domains to a user's portfolio; a domain already held by anyone is left as it is (a re-run adds nothing twice). */
export async function insertOwnedDomains(
  db: Queryable,
  owned: { userId: string; domains: string[]; expiresAt: Date; nameservers: string[] },
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO owned_domains (domain, user_id, expires_at, nameservers, created_at, updated_at)
     SELECT d, $2, $3, $4::text[], $5, $5
     FROM unnest($1::text[]) AS d ON CONFLICT (domain) DO NOTHING`,
    [owned.domains, owned.userId, owned.expiresAt, owned.nameservers, now],
  );
}
