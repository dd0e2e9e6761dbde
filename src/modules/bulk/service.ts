import { createHash } from 'node:crypto';
import type { AppContext } from '../../context.js';
import { ApiError } from '../../platform/errors.js';
import { isSignedInVerified, type Viewer } from '../accounts/viewer.js';
import { parseListingDomain } from '../listings/listing-domain.js';
import { BULK_OPS, MAX_BULK_DOMAINS, parseBulkParams, type BulkOp } from './operations.js';
import { claimIdempotencyKey, completeIdempotencyKey } from '../../platform/idempotency/store.js';
import { findJob, insertJobWithItems, listItems, ownedAmong, type BulkItemRow, type BulkJobRow, type ItemStatus } from './repository.js';
import { startJob } from './worker.js';

export interface BulkJob {
  id: string;
  op: BulkOp;
  params: Record<string, unknown>;
  status: 'queued' | 'running' | 'completed';
  created_at: string;
  finished_at: string | null;
  progress: { total: number; done: number } & Record<ItemStatus, number>;
  items: { domain: string; status: ItemStatus; result: Record<string, unknown> | null; error: string | null }[];
}

function requireSignedIn(viewer: Viewer): Extract<Viewer, { kind: 'user' }> {
  if (!isSignedInVerified(viewer)) throw new ApiError('unauthorized', 'Bulk operations need a signed-in session of a verified account');
  return viewer;
}

/**
 * POST /api/domains/bulk/{op}: records a job with one item per distinct domain and starts it in the
 * background. Domains outside the caller's portfolio are recorded as `not_owned` and never touched.
 * The same Idempotency-Key with the same request answers the same job; with another request, 409.
 */
export async function createBulkJob(
  ctx: AppContext,
  input: { viewer: Viewer; op: string; domains: unknown; params?: Record<string, unknown>; idempotencyKey?: string },
): Promise<{ job: BulkJob; replayed: boolean }> {
  const user = requireSignedIn(input.viewer);
  if (!(BULK_OPS as readonly string[]).includes(input.op)) throw new ApiError('not_found', `No bulk operation "${input.op}"; use one of ${BULK_OPS.join(', ')}`);
  const op = input.op as BulkOp;
  const params = parseBulkParams(op, input.params);
  const domains = parseDomains(input.domains);
  const { op: _op, ...storedParams } = params;
  const requestHash = createHash('sha256').update(JSON.stringify({ op, domains, params: storedParams })).digest('hex');

  const id = ctx.ids.next('bulk');
  const now = ctx.clock.now();
  // The key, the job and its items commit together: a retry finds either nothing (and runs) or the finished job.
  // A second request with the same new key waits on the first one's uncommitted key row, then replays its job.
  const created = await ctx.db.transaction(async (tx) => {
    const ref = input.idempotencyKey ? { namespace: 'bulk', scope: `user:${user.userId}`, key: input.idempotencyKey } : null;
    if (ref) {
      const claim = await claimIdempotencyKey<{ job_id: string }>(tx, ref, {
        claimId: id, now, leaseMs: 60_000, fingerprint: requestHash,
        messages: { otherRequest: () => 'This Idempotency-Key was used for a different bulk request; use a new key for a new request' },
      });
      if (claim.kind === 'replay') return { replayOf: claim.outcome.job_id };
    }
    await insertJobWithItems(tx, { id, userId: user.userId, op, params: storedParams, now }, domains, await ownedAmong(tx, user.userId, domains));
    if (ref) await completeIdempotencyKey(tx, ref, id, { job_id: id }, new Date(now.getTime() + BULK_IDEMPOTENCY_RETENTION_MS));
    return { replayOf: null };
  });
  if (created.replayOf !== null) {
    const job = await findJob(ctx.db, created.replayOf);
    if (!job) throw new ApiError('conflict', 'The job of this Idempotency-Key is no longer stored; use a new key');
    return { job: present(job, await listItems(ctx.db, job.id)), replayed: true };
  }
  void startJob(ctx, id);
  return { job: (await getBulkJob(ctx, { viewer: input.viewer, id }))!, replayed: false };
}

/** A bulk Idempotency-Key is kept 30 days: a renewal retried days later must still find its job, not renew again. */
export const BULK_IDEMPOTENCY_RETENTION_MS = 30 * 86_400_000;

function parseDomains(value: unknown): string[] {
  if (!Array.isArray(value) || value.length === 0) throw new ApiError('validation_error', 'domains must be a non-empty list');
  if (value.length > MAX_BULK_DOMAINS) throw new ApiError('validation_error', `at most ${MAX_BULK_DOMAINS} domains per request`);
  const domains: string[] = [];
  for (const raw of value) {
    const parsed = parseListingDomain(String(raw));
    if (typeof parsed === 'string') throw new ApiError('validation_error', `domains: ${parsed}`);
    domains.push(parsed.ascii);
  }
  return [...new Set(domains)];
}

/** GET /api/domains/bulk/jobs/{id}: progress and per-domain results; only the owner sees a job (else 404). */
export async function getBulkJob(ctx: AppContext, input: { viewer: Viewer; id: string }): Promise<BulkJob | null> {
  const user = requireSignedIn(input.viewer);
  const job = await findJob(ctx.db, input.id);
  if (!job || job.user_id !== user.userId) return null;
  return present(job, await listItems(ctx.db, job.id));
}

function present(job: BulkJobRow, items: BulkItemRow[]): BulkJob {
  const counts: Record<ItemStatus, number> = { pending: 0, in_progress: 0, succeeded: 0, failed: 0, unknown: 0, not_owned: 0 };
  for (const item of items) counts[item.status] += 1;
  return {
    id: job.id,
    op: job.op,
    params: job.params,
    status: job.status,
    created_at: new Date(job.created_at).toISOString(),
    finished_at: job.finished_at ? new Date(job.finished_at).toISOString() : null,
    progress: { total: job.total, done: counts.succeeded + counts.failed + counts.unknown + counts.not_owned, ...counts },
    items: items.map((i) => ({ domain: i.domain, status: i.status, result: i.result, error: i.error })),
  };
}
