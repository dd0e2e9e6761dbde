import type { AppContext } from '../../context.js';
import { countThrottleAttempts, deleteThrottleAttempt, insertThrottleAttempt, lockThrottleKeys } from './repository.js';
import { newSecret, sha256Hex } from './secrets.js';

/**
 * Throttle on failed sign-ins (issue 4): at most 5 failures per account and 20 per client IP in a sliding
 * 15-minute window; beyond that sign-in is refused, even with the right password, until the window moves.
 * Time comes from ctx.clock. Unknown emails count too, so the answer never reveals whether an account exists.
 * Sign-ups are limited per IP the same way (each one sends an email).
 *
 * Race-free (DESIGN "races"): counting the window and recording the attempt are one atomic step, taken
 * *before* the (slow) password check, so of any number of concurrent attempts exactly as many as the limit
 * allows (5 per account) reach the check; the rest are refused. The attempt's rows count as a failure
 * unless it is withdrawn because the password was right.
 */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 20;
export const SIGN_UP_WINDOW_MS = 60 * 60 * 1000;
export const MAX_SIGN_UPS_PER_IP = 10;

export type Attempt = { allowed: true; id: string } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts each key's window and, when every key is under its limit, records the attempt: one transaction
 * that first takes a transaction-scoped advisory lock per key (sorted, so two attempts never wait on each
 * other in a cycle). Attempts on one key are thereby serialised from count to commit: the next one's count
 * (a new READ COMMITTED snapshot taken after the lock) sees the previous one's row.
 */
async function recordAttempt(ctx: AppContext, limits: { key: string; limit: number }[], windowMs: number): Promise<Attempt> {
  const keys = limits.map((l) => l.key).sort();
  const now = ctx.clock.now();
  const id = newSecret();
  const windowStart = new Date(now.getTime() - windowMs);
  const wait = await ctx.db.transaction(async (tx) => {
    await lockThrottleKeys(tx, keys);
    const rows = await countThrottleAttempts(tx, keys, windowStart);
    let longest = 0;
    for (const row of rows) {
      const limit = limits.find((l) => l.key === row.key)!.limit;
      if (Number(row.n) >= limit) longest = Math.max(longest, new Date(row.oldest).getTime() + windowMs - now.getTime());
    }
    // Refused attempts are not recorded, so hammering a throttled key does not extend its window.
    if (longest <= 0) await insertThrottleAttempt(tx, keys, now, id);
    return longest;
  });
  return wait <= 0 ? { allowed: true, id } : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)) };
}

/** A sign-in attempt: recorded as a failure until withdrawn; refused beyond the account or IP limit. */
export function beginSignInAttempt(ctx: AppContext, email: string, ip: string): Promise<Attempt> {
  return recordAttempt(
    ctx,
    [
      { key: `account:${sha256Hex(email)}`, limit: MAX_FAILURES_PER_ACCOUNT },
      { key: `ip:${ip}`, limit: MAX_FAILURES_PER_IP },
    ],
    THROTTLE_WINDOW_MS,
  );
}

/** A sign-up attempt from one IP (10 an hour): every sign-up sends an email, so this bounds mail spam. */
export function beginSignUpAttempt(ctx: AppContext, ip: string): Promise<Attempt> {
  return recordAttempt(ctx, [{ key: `signup:${ip}`, limit: MAX_SIGN_UPS_PER_IP }], SIGN_UP_WINDOW_MS);
}

/** The attempt was not a failure (right password): forget it. */
export async function withdrawAttempt(ctx: AppContext, id: string): Promise<void> {
  await deleteThrottleAttempt(ctx.db, id);
}
