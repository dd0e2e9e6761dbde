import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { findSession } from '../accounts/sessions.js';
import { readSessionCookie } from '../web/cookies.js';

/**
 * Who is calling, resolved once per request by the HTTP layer and handed to services as plain data
 * (services never see HTTP). `ip` is the client address as fastify resolves it (X-Forwarded-For only
 * when TRUST_PROXY is configured).
 *
 * "Signed in" for interface A means a signed-in session of a *verified* user (issue 4): that is what
 * unmasks marketplace prices, raises the WHOIS cap and authorises bulk operations.
 */
export type Viewer =
  | { kind: 'anonymous'; ip: string }
  | { kind: 'user'; ip: string; userId: string; email: string; verified: boolean };

export function isSignedInVerified(viewer: Viewer): viewer is Extract<Viewer, { kind: 'user' }> {
  return viewer.kind === 'user' && viewer.verified;
}

/**
 * Resolves the viewer of a request from the session cookie (issue 4): a live session with a user is that
 * user (check `isSignedInVerified` for "signed in"); no cookie, an unknown or expired session, or a visitor
 * session that only carries a CSRF token is anonymous.
 */
export async function resolveViewer(ctx: AppContext, request: FastifyRequest): Promise<Viewer> {
  const session = await findSession(ctx, readSessionCookie(ctx.config, request));
  if (!session?.user) return { kind: 'anonymous', ip: request.ip };
  return { kind: 'user', ip: request.ip, userId: session.user.id, email: session.user.email, verified: session.user.verified };
}
