import type { AppContext } from '../context.js';
import { mapWithConcurrency } from '../lib/concurrency.js';
import { UpstreamError } from '../providers/rtr/types.js';
import type { BulkParams } from './operations.js';
import { registrarUpdateFor } from './operations.js';
import {
  claimJob, claimNextItem, completeJob, findJob, finishItem, listInProgress, openJobIds, recordBefore, type BulkItemRow,
} from './repository.js';

const LEASE_MS = 60_000;
const REGISTRAR_CONCURRENCY = 4;
const SWEEP_EVERY_MS = 30_000;

/** Starts (or joins) the work on one job in this process; never throws (failures are logged). */
export function startJob(ctx: AppContext, jobId: string): Promise<void> {
  return ctx.bulk.start(jobId, () =>
    runJob(ctx, jobId).catch((error: unknown) => ctx.log.error({ err: error, jobId }, 'bulk job stopped; another sweep resumes it')),
  );
}

/**
 * Works a job to completion. Items a crashed worker left in progress are recovered first (see
 * recoverItem), then pending items are claimed one by one, so no domain is sent to the registrar twice.
 */
async function runJob(ctx: AppContext, jobId: string): Promise<void> {
  let leasedAt = 0;
  const lease = async (): Promise<boolean> => {
    const now = ctx.clock.now();
    leasedAt = now.getTime();
    return claimJob(ctx.db, jobId, ctx.bulk.owner, now, new Date(leasedAt + LEASE_MS));
  };
  // Extends the lease once half of it has passed, rather than a write per item.
  const keepLease = async (): Promise<boolean> => (ctx.clock.now().getTime() - leasedAt < LEASE_MS / 2 ? true : lease());
  if (!(await lease())) return; // completed, or another instance holds it
  const job = await findJob(ctx.db, jobId);
  if (!job) return;
  const params = { op: job.op, ...job.params } as BulkParams;

  for (const item of await listInProgress(ctx.db, jobId)) await processItem(ctx, params, item, true);

  let leaseLost = false;
  await mapWithConcurrency(Array.from({ length: REGISTRAR_CONCURRENCY }), REGISTRAR_CONCURRENCY, async () => {
    while (!leaseLost) {
      const item = await claimNextItem(ctx.db, jobId, ctx.clock.now());
      if (!item) return;
      await processItem(ctx, params, item, false);
      if (!(await keepLease())) leaseLost = true;
    }
  });
  if (!leaseLost) await completeJob(ctx.db, jobId, ctx.clock.now());
}

async function processItem(ctx: AppContext, params: BulkParams, item: BulkItemRow, recovering: boolean): Promise<void> {
  try {
    const result = params.op === 'renew' ? await renew(ctx, params.years, item, recovering) : await update(ctx, params, item.domain);
    await finishItem(ctx.db, item.job_id, item.domain, { status: 'succeeded', result }, ctx.clock.now());
  } catch (error) {
    if (!(error instanceof UpstreamError) && !(error instanceof ItemRefused)) throw error;
    await finishItem(ctx.db, item.job_id, item.domain, { status: 'failed', error: error.message }, ctx.clock.now());
  }
}

class ItemRefused extends Error {}

/**
 * Renewal is the one operation that must never run twice (it costs money and adds years). The expiry
 * seen before the call is stored first; after a crash, an expiry later than that means the call went
 * through, so the item is recorded as done instead of renewed again.
 */
async function renew(ctx: AppContext, years: number, item: BulkItemRow, recovering: boolean): Promise<Record<string, unknown>> {
  const before = typeof item.before?.expiryDate === 'string' ? item.before.expiryDate : null;
  if (recovering && before) {
    const now = await ctx.registrar.domainInfo(item.domain);
    if (now?.expiryDate && Date.parse(now.expiryDate) > Date.parse(before)) {
      await saveExpiry(ctx, item.domain, now.expiryDate);
      return { expiryDate: new Date(now.expiryDate).toISOString(), recovered: true };
    }
  }
  if (!before) {
    const info = await ctx.registrar.domainInfo(item.domain);
    if (!info) throw new ItemRefused('the registrar does not hold this domain');
    await recordBefore(ctx.db, item.job_id, item.domain, { expiryDate: info.expiryDate });
  }
  const { expiryDate } = await ctx.registrar.renewDomain(item.domain, years * 12);
  await saveExpiry(ctx, item.domain, expiryDate);
  return { expiryDate: new Date(expiryDate).toISOString(), years };
}

/** Setting a value is idempotent, so re-sending after a crash changes nothing twice. */
async function update(ctx: AppContext, params: Exclude<BulkParams, { op: 'renew' }>, domain: string): Promise<Record<string, unknown>> {
  await ctx.registrar.updateDomain(domain, registrarUpdateFor(params));
  const { column, value, result } = portfolioChange(params);
  // `column` comes from the fixed list below, never from input.
  await ctx.db.query(`UPDATE owned_domains SET ${column} = $2, updated_at = $3 WHERE domain = $1`, [domain, value, ctx.clock.now()]);
  return result;
}

/** Which portfolio column an operation changes, and what the job item reports. */
function portfolioChange(params: Exclude<BulkParams, { op: 'renew' }>): { column: string; value: unknown; result: Record<string, unknown> } {
  switch (params.op) {
    case 'set_auto_renew':
      return { column: 'auto_renew', value: params.enabled, result: { autoRenew: params.enabled } };
    case 'set_privacy':
      return { column: 'privacy', value: params.enabled, result: { privacy: params.enabled } };
    case 'set_lock':
      return { column: 'locked', value: params.locked, result: { locked: params.locked } };
    case 'set_nameservers':
      return { column: 'nameservers', value: params.nameservers, result: { nameservers: params.nameservers } };
  }
}

async function saveExpiry(ctx: AppContext, domain: string, expiryDate: string): Promise<void> {
  await ctx.db.query('UPDATE owned_domains SET expires_at = $2, updated_at = $3 WHERE domain = $1', [domain, new Date(expiryDate), ctx.clock.now()]);
}

/** Resumes every unfinished job (at start-up, and periodically for jobs whose worker died elsewhere). */
export async function resumeOpenJobs(ctx: AppContext): Promise<void> {
  for (const id of await openJobIds(ctx.db)) void startJob(ctx, id);
}

export function startBulkSweeper(ctx: AppContext): () => void {
  void resumeOpenJobs(ctx).catch((error: unknown) => ctx.log.error({ err: error }, 'resuming bulk jobs failed'));
  const timer = setInterval(() => void resumeOpenJobs(ctx).catch(() => undefined), SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
