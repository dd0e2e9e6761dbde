import type { FastifyReply, FastifyRequest } from 'fastify';
import { findSession, startVisitorSession, type Session } from '../../modules/accounts/sessions.js';
import type { AppContext } from '../../context.js';
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

/** The sign-in page that comes back to `returnTo` afterwards (a path on this site; safeReturnTo checks it there). */
export const signInPath = (returnTo: string): string => `/sign-in?return_to=${encodeURIComponent(returnTo)}`;

/**
 * Where to go after signing in: only a path on this site, so the parameter cannot become an open redirect
 * (OWASP Unvalidated Redirects). Refused, answering `fallback`:
 * - control characters (tab, newline, …) and backslashes anywhere, also percent-encoded in the path: browsers
 *   strip tabs and newlines from URLs and read `\` as `/` (WHATWG URL), so `/\t/evil.example` or `/\\evil`
 *   would become `//evil.example`;
 * - anything that is not a relative path (`https://…`, `//host`, `javascript:`);
 * - anything that does not resolve, against PUBLIC_BASE_URL, to the same origin, or whose resolved path starts
 *   with `//` (`/..//evil.example` resolves to the path `//evil.example`).
 * What is returned is the resolved pathname and search only (never a fragment, scheme or host).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what a return path must not hold.
const UNSAFE = /[\u0000-\u001f\u007f\\]/;
const ENCODED_UNSAFE = /%(?:[01][0-9a-f]|7f|5c)/i;

export function safeReturnTo(publicBaseUrl: string, value: unknown, fallback = '/account'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 4000) return fallback;
  if (UNSAFE.test(value) || !value.startsWith('/') || value.startsWith('//')) return fallback;
  const base = new URL(publicBaseUrl);
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base.origin || url.pathname.startsWith('//') || ENCODED_UNSAFE.test(url.pathname)) return fallback;
  return url.pathname + url.search;
}
