import type { AppContext } from '../../context.js';
import { mapWithConcurrency } from '../../platform/lib/concurrency.js';
import { UpstreamError } from '../../providers/upstream-error.js';
import type { BulkParams } from './operations.js';
import { registrarUpdateFor } from './operations.js';
import {
  claimJob, claimNextItem, completeJob, findJob, finishItem, listInProgress, openJobIds, recordBefore, saveOwnedDomainExpiry,
  updatePortfolioSetting, type BulkItemRow, type PortfolioSetting,
} from './repository.js';

const LEASE_MS = 60_000;
const REGISTRAR_CONCURRENCY = 4;

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
    if (error instanceof OutcomeUnknown) {
      await finishItem(ctx.db, item.job_id, item.domain, { status: 'unknown', error: error.message }, ctx.clock.now());
      return;
    }
    if (!(error instanceof UpstreamError) && !(error instanceof ItemRefused)) throw error;
    await finishItem(ctx.db, item.job_id, item.domain, { status: 'failed', error: error.message }, ctx.clock.now());
  }
}

class ItemRefused extends Error {}

/** A renewal that may or may not have been applied: reported `unknown`, never `failed` (a retry could renew twice). */
class OutcomeUnknown extends Error {}

/**
 * Renewal is the one operation that must never run twice (it costs money and adds years). The expiry
 * seen before the call is stored first; an expiry later than that means the call went through, so the
 * item is recorded as done instead of renewed again. That check runs after a crash (the call may have
 * been sent), and after a renewal call whose answer was lost (issue 14 item 3): a timeout or a broken
 * connection says nothing about whether the registrar applied it.
 */
async function renew(ctx: AppContext, years: number, item: BulkItemRow, recovering: boolean): Promise<Record<string, unknown>> {
  let before = typeof item.before?.expiryDate === 'string' ? item.before.expiryDate : null;
  if (recovering && before) {
    const renewed = await renewedSince(ctx, item.domain, before).catch((error: unknown) => {
      throw new OutcomeUnknown(`a renewal was interrupted and the registrar could not be asked whether it went through (${messageOf(error)}); check the domain's expiry date before renewing it again`);
    });
    if (renewed) return renewed;
  }
  if (!before) {
    // A read: nothing was renewed yet, so a failure here is an honest `failed` (safe to retry), never `unknown`.
    const info = await ctx.registrar.domainInfo(item.domain).catch((error: unknown) => {
      if (!(error instanceof UpstreamError)) throw error;
      throw new ItemRefused(`${error.message}; the current expiry date could not be read, so no renewal was sent: it is safe to retry`);
    });
    if (!info) throw new ItemRefused('the registrar does not hold this domain');
    await recordBefore(ctx.db, item.job_id, item.domain, { expiryDate: info.expiryDate });
    before = info.expiryDate;
  }
  let expiryDate: string;
  try {
    ({ expiryDate } = await ctx.registrar.renewDomain(item.domain, years * 12));
  } catch (error) {
    if (!answerLost(error)) throw error;
    const renewed = before ? await renewedSince(ctx, item.domain, before).catch(() => null) : null;
    if (renewed) return renewed;
    throw new OutcomeUnknown(`${error.message}; the registrar may have applied the renewal or may still apply it: check the domain's expiry date before renewing it again`);
  }
  await saveExpiry(ctx, item.domain, expiryDate);
  return { expiryDate: new Date(expiryDate).toISOString(), years };
}

/**
 * Failures after which a sent request may have been applied: no answer in time, a broken connection, an answer we
 * could not read, or a server error (a gateway's 502/504 says nothing about the registrar behind it). A 4xx answer,
 * a refused key or a rate limit is the registrar's word that nothing was done.
 */
function answerLost(error: unknown): error is UpstreamError {
  if (!(error instanceof UpstreamError)) return false;
  if (error.failure === 'timeout' || error.failure === 'network' || error.failure === 'format') return true;
  return error.failure === 'http' && (error.status === undefined || error.status >= 500);
}

/** The item's result when the registrar's expiry moved past `before` (the renewal went through), else null. */
async function renewedSince(ctx: AppContext, domain: string, before: string): Promise<Record<string, unknown> | null> {
  const now = await ctx.registrar.domainInfo(domain);
  if (!now?.expiryDate || !(Date.parse(now.expiryDate) > Date.parse(before))) return null;
  await saveExpiry(ctx, domain, now.expiryDate);
  return { expiryDate: new Date(now.expiryDate).toISOString(), recovered: true };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Setting a value is idempotent, so re-sending after a crash changes nothing twice. */
async function update(ctx: AppContext, params: Exclude<BulkParams, { op: 'renew' }>, domain: string): Promise<Record<string, unknown>> {
  await ctx.registrar.updateDomain(domain, registrarUpdateFor(params));
  const { change, result } = portfolioChange(params);
  await updatePortfolioSetting(ctx.db, domain, change, ctx.clock.now());
  return result;
}

/** Which portfolio setting an operation changes, and what the job item reports. */
function portfolioChange(params: Exclude<BulkParams, { op: 'renew' }>): { change: PortfolioSetting; result: Record<string, unknown> } {
  switch (params.op) {
    case 'set_auto_renew':
      return { change: { setting: 'autoRenew', value: params.enabled }, result: { autoRenew: params.enabled } };
    case 'set_privacy':
      return { change: { setting: 'privacy', value: params.enabled }, result: { privacy: params.enabled } };
    case 'set_lock':
      return { change: { setting: 'locked', value: params.locked }, result: { locked: params.locked } };
    case 'set_nameservers':
      return { change: { setting: 'nameservers', value: params.nameservers }, result: { nameservers: params.nameservers } };
  }
}

async function saveExpiry(ctx: AppContext, domain: string, expiryDate: string): Promise<void> {
  await saveOwnedDomainExpiry(ctx.db, domain, new Date(expiryDate), ctx.clock.now());
}

/** Resumes every unfinished job (at start-up, and periodically for jobs whose worker died elsewhere). */
export async function resumeOpenJobs(ctx: AppContext): Promise<void> {
  for (const id of await openJobIds(ctx.db)) void startJob(ctx, id);
}
