import { isSignedInVerified, type Viewer } from '../accounts/viewer.js';
import type { AppContext } from '../context.js';
import { ApiError } from '../errors.js';
import { ipSubject } from '../whois/quota.js';

const WINDOW_MS = 60_000;

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
 * on ctx.clock): one atomic upsert that refuses to count past the limit, so parallel requests cannot overshoot and
 * several instances share the count. Over the limit: 429 `rate_limited` with Retry-After = seconds to the next window.
 * A search fans out to up to 3 upstream lookups per row; this is what keeps one caller from spending the registries'
 * and the registrar's rate limits for everyone (issue 6 review). The same allowance is charged by batch and MCP.
 */
export async function admitSearch(ctx: AppContext, subject: string): Promise<void> {
  const limit = ctx.config.search.rateLimitPerMinute;
  if (limit === 0) return;
  const now = ctx.clock.now().getTime();
  const windowStart = new Date(now - (now % WINDOW_MS));
  const rows = await ctx.db.query<{ used: number }>(
    `INSERT INTO search_rate AS r (subject, window_start, used) VALUES ($1, $2, 1)
     ON CONFLICT (subject, window_start) DO UPDATE SET used = r.used + 1 WHERE r.used < $3
     RETURNING used`,
    [subject, windowStart, limit],
  );
  if (rows.length === 0) {
    const retryAfter = Math.max(1, Math.ceil((windowStart.getTime() + WINDOW_MS - now) / 1000));
    throw new ApiError('rate_limited', `search limit of ${limit} per minute reached; retry in ${retryAfter} s`, { limit, retry_after: retryAfter }, { retryAfterSeconds: retryAfter });
  }
}

/** Housekeeping: windows that ended are never read again. */
export async function purgeSearchWindows(ctx: AppContext, now: Date): Promise<void> {
  await ctx.db.query('DELETE FROM search_rate WHERE window_start < $1', [new Date(now.getTime() - WINDOW_MS)]);
}
