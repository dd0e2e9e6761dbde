import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { findSession } from '../accounts/sessions.js';
import type { Viewer } from '../accounts/viewer.js';
import { readSessionCookie } from '../web/cookies.js';

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
