import { isIPv4, isIPv6 } from 'node:net';
import type { Queryable } from '../storage/db.js';
import { ipv6Groups } from '../lib/ipv6.js';

/**
 * The WHOIS daily quota (contract 8): lookups per caller per UTC day. The counter moves only through one
 * conditional upsert, so concurrent requests can never overshoot the cap on PGlite or PostgreSQL.
 */

/** The UTC calendar day of an instant, `YYYY-MM-DD`. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** Whole seconds from `at` to the next UTC midnight (at least 1): the Retry-After of a 429. */
export function secondsToUtcMidnight(at: Date): number {
  const next = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1);
  return Math.max(1, Math.ceil((next - at.getTime()) / 1000));
}

/**
 * Takes one lookup from the caller's quota for the day. Returns the count after this lookup, or null when
 * the cap is already reached (nothing is written then). `INSERT … ON CONFLICT DO UPDATE … WHERE used < cap`
 * is atomic: under concurrency PostgreSQL serialises the conflicting rows, and the WHERE re-checks the
 * current value, so exactly `cap` calls succeed.
 */
export async function consumeQuota(db: Queryable, subject: string, day: string, cap: number): Promise<number | null> {
  if (cap < 1) return null;
  const rows = await db.query<{ used: number }>(
    `INSERT INTO whois_quota AS q (subject, day, used) VALUES ($1, $2::date, 1)
     ON CONFLICT (subject, day) DO UPDATE SET used = q.used + 1
     WHERE q.used < $3
     RETURNING used`,
    [subject, day, cap],
  );
  return rows[0] ? Number(rows[0].used) : null;
}

/** Gives a lookup back (an upstream failure is not the caller's fault). Never below zero. */
export async function refundQuota(db: Queryable, subject: string, day: string): Promise<void> {
  await db.query('UPDATE whois_quota SET used = used - 1 WHERE subject = $1 AND day = $2::date AND used > 0', [subject, day]);
}

export async function quotaUsed(db: Queryable, subject: string, day: string): Promise<number> {
  const rows = await db.query<{ used: number }>('SELECT used FROM whois_quota WHERE subject = $1 AND day = $2::date', [subject, day]);
  return rows[0] ? Number(rows[0].used) : 0;
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

