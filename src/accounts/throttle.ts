import type { AppContext } from '../context.js';
import { sha256Hex } from './secrets.js';

/**
 * Throttle on failed sign-ins (issue 4): at most 5 failures per account and 20 per client IP in a sliding
 * 15-minute window; beyond that sign-in is refused, even with the right password, until the window moves.
 * Time comes from ctx.clock. Unknown emails count too, so the answer never reveals whether an account exists.
 */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 20;

function keys(email: string, ip: string): { account: string; ip: string } {
  return { account: `account:${sha256Hex(email)}`, ip: `ip:${ip}` };
}

/** Seconds until another attempt is allowed, or 0 when not throttled. */
export async function throttledForSeconds(ctx: AppContext, email: string, ip: string): Promise<number> {
  const now = ctx.clock.now().getTime();
  const k = keys(email, ip);
  const rows = await ctx.db.query<{ key: string; n: string | number; oldest: Date | string }>(
    `SELECT key, count(*) AS n, min(at) AS oldest FROM sign_in_failures WHERE key IN ($1, $2) AND at > $3 GROUP BY key`,
    [k.account, k.ip, new Date(now - THROTTLE_WINDOW_MS)],
  );
  let wait = 0;
  for (const row of rows) {
    const limit = row.key === k.account ? MAX_FAILURES_PER_ACCOUNT : MAX_FAILURES_PER_IP;
    if (Number(row.n) >= limit) wait = Math.max(wait, new Date(row.oldest).getTime() + THROTTLE_WINDOW_MS - now);
  }
  return Math.ceil(wait / 1000);
}

export async function recordFailure(ctx: AppContext, email: string, ip: string): Promise<void> {
  const k = keys(email, ip);
  const now = ctx.clock.now();
  await ctx.db.query('INSERT INTO sign_in_failures (key, at) VALUES ($1, $3), ($2, $3)', [k.account, k.ip, now]);
  // Keep the table small: rows outside every window are useless.
  await ctx.db.query('DELETE FROM sign_in_failures WHERE key IN ($1, $2) AND at <= $3', [k.account, k.ip, new Date(now.getTime() - THROTTLE_WINDOW_MS)]);
}
