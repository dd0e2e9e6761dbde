import { isIPv4, isIPv6 } from 'node:net';
import { ipv6Groups } from '../../platform/lib/ipv6.js';
import { isSignedInVerified, type Viewer } from './viewer.js';

/**
 * Who is calling, resolved once per request by the front door (src/interfaces/http/caller.ts for HTTP, the stdio MCP server for
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

/**
 * The quota subject of an anonymous caller: the IPv4 address, or the /64 prefix of an IPv6 address
 * (one subscriber usually holds a whole /64, so counting single IPv6 addresses would let one caller rotate
 * through billions of them). IPv4-mapped IPv6 (`::ffff:1.2.3.4`) counts as the IPv4 address.
 */
export function ipSubject(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return `ip:${mapped[1]}`;
  if (isIPv4(ip)) return `ip:${ip}`;
  if (isIPv6(ip)) return `ip6:${ipv6Groups(ip).slice(0, 4).map((g) => g.toString(16).padStart(4, '0')).join(':')}::/64`;
  return `ip:${ip}`;
}

