import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../platform/config.js';
import { isLoopbackHost } from '../../modules/oauth/redirect-uri.js';

/**
 * The session cookie: `HttpOnly; SameSite=Lax; Path=/`, and `Secure` (with the `__Host-` prefix) unless
 * PUBLIC_BASE_URL is plain http on a loopback host — the local development case, where a Secure cookie
 * would not be sent back (issue 4).
 */
export function cookieIsSecure(config: Config): boolean {
  const url = new URL(config.publicBaseUrl);
  return !(url.protocol === 'http:' && isLoopbackHost(url.hostname));
}

export function sessionCookieName(config: Config): string {
  return cookieIsSecure(config) ? '__Host-nameport_session' : 'nameport_session';
}

export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

export function readSessionCookie(config: Config, request: FastifyRequest): string | undefined {
  return readCookie(request, sessionCookieName(config));
}

function attributes(config: Config): string {
  return `Path=/; HttpOnly; SameSite=Lax${cookieIsSecure(config) ? '; Secure' : ''}`;
}

/** Max-Age (relative), not Expires: the browser's clock may differ from ours (and from an injected one). */
export function setSessionCookie(config: Config, reply: FastifyReply, id: string, maxAgeSeconds: number): void {
  reply.header('set-cookie', `${sessionCookieName(config)}=${id}; ${attributes(config)}; Max-Age=${Math.max(0, Math.round(maxAgeSeconds))}`);
}

export function clearSessionCookie(config: Config, reply: FastifyReply): void {
  reply.header('set-cookie', `${sessionCookieName(config)}=; ${attributes(config)}; Max-Age=0`);
}
