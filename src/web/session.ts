import type { FastifyReply, FastifyRequest } from 'fastify';
import { findSession, startVisitorSession, type Session } from '../accounts/sessions.js';
import type { AppContext } from '../context.js';
import { readSessionCookie, setSessionCookie } from './cookies.js';

/** The session of the request's cookie, or null. */
export function currentSession(ctx: AppContext, request: FastifyRequest): Promise<Session | null> {
  return findSession(ctx, readSessionCookie(ctx.config, request));
}

/** The session of the request, creating a visitor session (and its cookie) so a form can carry a CSRF token. */
export async function sessionForForm(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): Promise<Session> {
  const existing = await currentSession(ctx, request);
  if (existing) return existing;
  const session = await startVisitorSession(ctx);
  setSessionCookie(ctx.config, reply, session.id, (session.expiresAt.getTime() - ctx.clock.now().getTime()) / 1000);
  return session;
}

/**
 * Where to go after signing in: only a path on this site (starts with one `/`, not `//` or `/\`), so the
 * parameter cannot become an open redirect.
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\') || value.length > 4000) return '/account';
  return value;
}
