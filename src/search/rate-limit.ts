import { isSignedInVerified, type Viewer } from '../accounts/viewer.js';
import type { AppContext } from '../context.js';
import { FixedWindowLimiter, MINUTE } from '../platform/limits/limiter.js';
import { ipSubject } from '../whois/quota.js';

/**
 * Who a search is counted against: a verified signed-in account (or a bearer token's user) by account, anyone else
 * by IP address (an IPv6 client per /64, as the WHOIS quota counts).
 */
export function searchSubject(viewer: Viewer, tokenUserId?: string): string {
  if (tokenUserId) return `user:${tokenUserId}`;
  return isSignedInVerified(viewer) ? `user:${viewer.userId}` : ipSubject(viewer.ip);
}

/**
 * Takes one search from the caller's per-minute allowance (SEARCH_RATE_LIMIT_PER_MINUTE, fixed one-minute windows
 * on ctx.clock) on the one limiter (src/platform/limits): one atomic step that refuses to count past the limit, so
 * parallel requests cannot overshoot and several instances share the count. Over the limit: 429 `rate_limited` with
 * Retry-After = seconds to the next window. A search fans out to up to 3 upstream lookups per row; this is what keeps
 * one caller from spending the registries' and the registrar's rate limits for everyone (issue 6 review). The same
 * allowance is charged by batch and MCP.
 */
export async function admitSearch(ctx: AppContext, subject: string): Promise<void> {
  const limit = ctx.config.search.rateLimitPerMinute;
  if (limit === 0) return;
  await searchLimiter(ctx).take(subject, limit, ctx.clock.now());
}

function searchLimiter(ctx: AppContext): FixedWindowLimiter {
  return new FixedWindowLimiter(ctx.limits.perMinute, {
    scope: 'search',
    window: MINUTE,
    message: (limit, retryAfter) => `search limit of ${limit} per minute reached; retry in ${retryAfter} s`,
  });
}

/** Housekeeping: windows that ended are never read again. */
export async function purgeSearchWindows(ctx: AppContext, now: Date): Promise<void> {
  await ctx.limits.perMinute.purge(new Date(now.getTime() - 60_000));
}
