import type { AppContext } from '../../context.js';
import { dummyPasswordHash, PASSWORD_MAX_LENGTH, verifyPassword } from './passwords.js';
import { beginSignInAttempt, withdrawAttempt } from './throttle.js';
import { findUserByEmail, normaliseEmail, type User } from './users.js';

export type SignInResult =
  | { ok: true; user: User }
  | { ok: false; reason: 'invalid_credentials' }
  | { ok: false; reason: 'throttled'; retryAfterSeconds: number };

/**
 * Checks email + password (expected outcomes are values, not exceptions). One message for unknown email
 * and wrong password; the unknown-email path still runs scrypt so both take the same time.
 * Unverified users may sign in (to see that they must verify); "signed in" for the API needs verified.
 */
export async function checkCredentials(ctx: AppContext, input: { email: string; password: string; ip: string }): Promise<SignInResult> {
  const email = normaliseEmail(input.email);
  // Recorded before the (slow) password check, so concurrent guesses cannot all slip under the limit.
  const attempt = await beginSignInAttempt(ctx, email, input.ip);
  if (!attempt.allowed) return { ok: false, reason: 'throttled', retryAfterSeconds: attempt.retryAfterSeconds };
  const user = email.length <= 254 ? await findUserByEmail(ctx.db, email) : null;
  const password = input.password.slice(0, PASSWORD_MAX_LENGTH + 1);
  const matches = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash(ctx.config.accounts.passwordHashCost)));
  if (!user || !matches) {
    // The attempt's rows stay: they are the failure the throttle counts.
    ctx.log.info({ ip: input.ip }, 'sign-in failed');
    return { ok: false, reason: 'invalid_credentials' };
  }
  await withdrawAttempt(ctx, attempt.id);
  return { ok: true, user: { id: user.id, email: user.email, verified: user.verified } };
}
