import { isIPv4, isIPv6 } from 'node:net';
import type { AppContext } from '../context.js';
import { ipv6Groups } from '../lib/ipv6.js';
import { FixedWindowLimiter, UTC_DAY } from '../platform/limits/limiter.js';

/**
 * The WHOIS daily quota (contract 8): lookups per caller per UTC day, on the one limiter (src/platform/limits) with
 * the process's durable counters (the database, or Redis with REDIS_URL), so a restart never hands out a fresh day.
 * The counter moves only through one atomic conditional step, so concurrent requests never overshoot the cap.
 */
export function whoisQuota(ctx: AppContext): FixedWindowLimiter {
  return new FixedWindowLimiter(ctx.limits.durable, {
    scope: 'whois',
    window: UTC_DAY,
    message: (cap, _retryAfter, resetsAt) => `Daily WHOIS quota of ${cap} lookups used up; it resets at ${resetsAt.toISOString()} (UTC midnight)`,
    details: (cap, resetsAt) => ({ used: cap, cap, remaining: 0, resets_at: resetsAt.toISOString() }),
  });
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

