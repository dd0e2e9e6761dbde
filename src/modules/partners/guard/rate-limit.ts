import type { AppContext } from '../../../context.js';
import { ApiError } from '../../../platform/errors.js';
import type { CounterRef } from '../../../platform/limits/counters.js';
import { MINUTE, windowOf } from '../../../platform/limits/limiter.js';

/** Contract 8: per credential, per minute: search endpoints 60, writes (quotes, orders, checkout) 20, reporting 30. */
export type RateClass = 'search' | 'write' | 'report';

export interface RateState {
  limit: number;
  remaining: number;
  resetsAt: Date;
}

/**
 * Counts one request of a credential in its endpoint class and refuses it over the limit with 429
 * rate_limited and Retry-After (seconds until the window ends, from the injected clock).
 *
 * Fixed one-minute windows aligned to the clock minute: one atomic conditional increment per request in either
 * store, and a refused request is not counted (hammering does not extend the wait). The cost of this simplicity:
 * up to twice the limit can pass across a window boundary (the last seconds of one minute and the first of the
 * next); README, "Partner interface".
 */
export interface RateWindow {
  rateClass: RateClass;
  limit: number;
  now: Date;
  windowStart: Date;
  resetsAt: Date;
}

export function rateWindow(ctx: AppContext, rateClass: RateClass, now: Date): RateWindow {
  const { start, end } = windowOf(MINUTE, now);
  return { rateClass, limit: ctx.config.partner.rateLimits[rateClass], now, windowStart: start, resetsAt: end };
}

/** The one limiter's counter of a credential in a class (scope `partner:search|write|report`, subject the key id). */
export function rateCounter(window: RateWindow, keyId: string): CounterRef {
  return { scope: `partner:${window.rateClass}`, subject: keyId, windowStart: window.windowStart, windowEnd: window.resetsAt };
}

/** The store's answer (the count including this request, or null when over the limit) as a state or a 429. */
export function rateOutcome(window: RateWindow, used: number | null): RateState {
  if (used === null) {
    const retryAfter = Math.max(1, Math.ceil((window.resetsAt.getTime() - window.now.getTime()) / 1000));
    throw new ApiError(
      'rate_limited',
      `rate limit of ${window.limit} ${window.rateClass} requests per minute reached for this credential; retry in ${retryAfter} s`,
      { limit: window.limit, remaining: 0, resets_at: window.resetsAt.toISOString(), class: window.rateClass },
      { retryAfterSeconds: retryAfter },
    );
  }
  return { limit: window.limit, remaining: window.limit - used, resetsAt: window.resetsAt };
}

/** Counts one request on its own (routes whose nonce was recorded separately). */
export async function enforceRateLimit(ctx: AppContext, keyId: string, rateClass: RateClass): Promise<RateState> {
  const window = rateWindow(ctx, rateClass, ctx.clock.now());
  return rateOutcome(window, await ctx.partner.guard.consume(rateCounter(window, keyId), window.limit));
}
