import type { FastifyRequest } from 'fastify';
import { callerOf, type Caller } from '../../modules/accounts/caller.js';
import { findSession } from '../../modules/accounts/sessions.js';
import type { Viewer } from '../../modules/accounts/viewer.js';
import type { AppContext } from '../../context.js';
import { readSessionCookie } from '../web/cookies.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session's viewer, looked up at most once per request (requestViewer). */
    viewerLookup?: Promise<Viewer>;
  }
}

/**
 * Resolves the viewer of a request from the session cookie (issue 4), once per request: a live session with a user
 * is that user (check `isSignedInVerified` for "signed in"); no cookie, an unknown or expired session, or a visitor
 * session that only carries a CSRF token is anonymous. The client IP is fastify's (X-Forwarded-For only with TRUST_PROXY).
 */
export function requestViewer(ctx: AppContext, request: FastifyRequest): Promise<Viewer> {
  request.viewerLookup ??= (async (): Promise<Viewer> => {
    const session = await findSession(ctx, readSessionCookie(ctx.config, request));
    if (!session?.user) return { kind: 'anonymous', ip: request.ip };
    return { kind: 'user', ip: request.ip, userId: session.user.id, email: session.user.email, verified: session.user.verified };
  })();
  return request.viewerLookup;
}

/**
 * The Caller services are given (issue 15 item 7): session, bearer account (only the routes that read a token pass
 * one: the search and MCP), client IP and request id, resolved once here for every front door over HTTP.
 */
export async function requestCaller(ctx: AppContext, request: FastifyRequest, bearerUserId: string | null = null): Promise<Caller> {
  return callerOf(await requestViewer(ctx, request), request.id, bearerUserId);
}
