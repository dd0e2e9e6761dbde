import type { AppContext } from '../../context.js';
import { purgeExpiredIdempotencyKeys } from '../../platform/idempotency/store.js';
import { deleteExpiredNonces } from './guard/nonce-table.js';

/** Deletes expired nonces, rate-limit windows that ended and expired idempotency keys (of every feature). */
export async function sweepPartnerState(ctx: AppContext): Promise<void> {
  const now = ctx.clock.now();
  await deleteExpiredNonces(ctx.db, now);
  // Counters of windows that ended over a minute ago are never read again (every limit's, not only the partner's).
  const ended = new Date(now.getTime() - 60_000);
  await ctx.limits.perMinute.purge(ended);
  if (ctx.limits.durable !== ctx.limits.perMinute) await ctx.limits.durable.purge(ended);
  await purgeExpiredIdempotencyKeys(ctx.db, now);
}
