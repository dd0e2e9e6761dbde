import type { AppContext } from '../../context.js';
import type { Mail } from './mailer.js';
import { consumeVerification, insertVerification, markUserVerified } from './repository.js';
import { newSecret, sha256Hex } from './secrets.js';
import type { User } from './users.js';

/** A verification link is valid for 24 hours and once. */
export const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Hands a message to the mailer without waiting for it: the sign-up answer must not depend on how long an
 * SMTP server takes (it would tell a new address from a taken one by timing). A failure is logged (without
 * the message text, which may carry a link).
 */
function sendInBackground(ctx: AppContext, mail: Mail): void {
  void ctx.mailer.send(mail).catch((error: unknown) => {
    ctx.log.error({ err: { message: error instanceof Error ? error.message : String(error) } }, 'sending an email failed');
  });
}

/**
 * Stores a new verification token for the user and mails the link (or logs it without SMTP_URL); the mail
 * leaves off the request path (see sendInBackground).
 */
export async function sendVerification(ctx: AppContext, user: User): Promise<void> {
  const token = newSecret();
  const now = ctx.clock.now();
  await insertVerification(ctx.db, { tokenHash: sha256Hex(token), userId: user.id, expiresAt: new Date(now.getTime() + VERIFICATION_TTL_MS) });
  const link = `${ctx.config.publicBaseUrl}/verify?token=${encodeURIComponent(token)}`;
  sendInBackground(ctx, {
    to: user.email,
    subject: 'Confirm your Nameport account',
    text: `Open this link to confirm your email address for Nameport:\n\n${link}\n\nIt works once and expires in 24 hours. If you did not sign up, ignore this message.`,
  });
}

/**
 * Sign-up with an address that already has an account: the page answers exactly as for a new address, and
 * the owner is told by mail (off the request path too), so both branches send one email and take alike.
 */
export function sendAlreadyRegistered(ctx: AppContext, email: string): void {
  sendInBackground(ctx, {
    to: email,
    subject: 'Your Nameport account',
    text: `Someone, probably you, tried to create a Nameport account with this email address, but it already has one.\n\nSign in at ${ctx.config.publicBaseUrl}/sign-in\n\nIf this was not you, you can ignore this message.`,
  });
}

/**
 * Consumes a verification token atomically (single use) and marks its user verified.
 * Returns false for an unknown, used or expired token.
 */
export async function confirmVerification(ctx: AppContext, token: string): Promise<boolean> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const userId = await consumeVerification(tx, sha256Hex(token), now);
    if (userId === null) return false;
    await markUserVerified(tx, userId, now);
    return true;
  });
}
