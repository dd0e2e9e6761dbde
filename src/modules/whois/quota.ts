import type { Limits } from '../../platform/limits/index.js';
import { FixedWindowLimiter, UTC_DAY } from '../../platform/limits/limiter.js';

/**
 * The WHOIS daily quota (contract 8): lookups per caller per UTC day, on the one limiter (src/platform/limits) with
 * the process's durable counters (the database, or Redis with REDIS_URL), so a restart never hands out a fresh day.
 * The counter moves only through one atomic conditional step, so concurrent requests never overshoot the cap.
 * Built once per process (WhoisState), not per lookup.
 */
export function createWhoisQuota(limits: Limits): FixedWindowLimiter {
  return new FixedWindowLimiter(limits.durable, {
    scope: 'whois',
    window: UTC_DAY,
    message: (cap, _retryAfter, resetsAt) => `Daily WHOIS quota of ${cap} lookups used up; it resets at ${resetsAt.toISOString()} (UTC midnight)`,
    details: (cap, resetsAt) => ({ used: cap, cap, remaining: 0, resets_at: resetsAt.toISOString() }),
  });
}
