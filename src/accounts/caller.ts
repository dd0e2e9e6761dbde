import { ipSubject } from '../whois/quota.js';
import { isSignedInVerified, type Viewer } from './viewer.js';

/**
 * Who is calling, resolved once per request by the front door (src/http/caller.ts for HTTP, the stdio MCP server for
 * its one local user) and handed to services as plain data: services decide policy (limits, quotas, what is
 * masked) from it and never see HTTP.
 */
export interface Caller {
  /** The signed-in session's account (verified or not), or anonymous; with the client IP. */
  viewer: Viewer;
  /** The account of a valid bearer token with scope pricing:read (search and MCP only read one); null otherwise. */
  bearerUserId: string | null;
  /** Marketplace prices shown unmasked: a verified signed-in session or a pricing:read token. */
  revealAftermarketPrices: boolean;
  /** The request id errors and search headers carry (the HTTP request's X-Request-Id, or a fresh `req_…`). */
  requestId: string;
}

export function callerOf(viewer: Viewer, requestId: string, bearerUserId: string | null = null): Caller {
  return { viewer, bearerUserId, revealAftermarketPrices: bearerUserId !== null || isSignedInVerified(viewer), requestId };
}

/**
 * Whom a per-caller limit counts: the bearer token's account, else a verified signed-in account, else the client
 * IP (an IPv6 client per /64).
 */
export function limitSubject(caller: Caller): string {
  if (caller.bearerUserId) return `user:${caller.bearerUserId}`;
  return isSignedInVerified(caller.viewer) ? `user:${caller.viewer.userId}` : ipSubject(caller.viewer.ip);
}
