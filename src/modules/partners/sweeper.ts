import type { AppContext } from '../../context.js';
import { purgeExpiredIdempotencyKeys } from '../../platform/idempotency/store.js';

/** Deletes expired nonces, rate-limit windows that ended and expired idempotency keys (of every feature). */
export async function sweepPartnerState(ctx: AppContext): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.query('DELETE FROM partner_nonces WHERE expires_at <= $1', [now]);
  // Counters of windows that ended over a minute ago are never read again (every limit's, not only the partner's).
  const ended = new Date(now.getTime() - 60_000);
  await ctx.limits.perMinute.purge(ended);
  if (ctx.limits.durable !== ctx.limits.perMinute) await ctx.limits.durable.purge(ended);
  await purgeExpiredIdempotencyKeys(ctx.db, now);
}
