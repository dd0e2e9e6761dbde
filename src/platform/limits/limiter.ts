import { ApiError } from '../errors.js';
import type { CounterRef, CounterStore } from './counters.js';

/**
 * A fixed-window limit over a CounterStore (issue 15 item 6): `limit` per window per subject, windows aligned to the
 * clock (a minute starts at :00, a day at UTC midnight), so every instance agrees on the window without talking.
 * Up to twice the limit can pass across a window boundary: the price of one atomic step per request.
 */
export type WindowKind = { kind: 'fixed'; ms: number } | { kind: 'utc-day' };

export const MINUTE: WindowKind = { kind: 'fixed', ms: 60_000 };
export const UTC_DAY: WindowKind = { kind: 'utc-day' };

export function windowOf(window: WindowKind, now: Date): { start: Date; end: Date } {
  if (window.kind === 'utc-day') {
    const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    return { start: new Date(start), end: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1)) };
  }
  const ms = now.getTime();
  const start = ms - (ms % window.ms);
  return { start: new Date(start), end: new Date(start + window.ms) };
}

export interface LimitState {
  limit: number;
  used: number;
  remaining: number;
  resetsAt: Date;
}

export interface LimiterOptions {
  /** What is limited: `search`, `whois`, `partner:search`, … (part of every counter's name). */
  scope: string;
  window: WindowKind;
  /** The 429 message, given the limit and the seconds to wait. */
  message(limit: number, retryAfterSeconds: number, resetsAt: Date): string;
  /** Extra facts for the 429's details. */
  details?(limit: number, resetsAt: Date): Record<string, unknown>;
}

export class FixedWindowLimiter {
  constructor(private readonly store: CounterStore, private readonly options: LimiterOptions) {}

  get storeKind(): CounterStore['kind'] {
    return this.store.kind;
  }

  counter(subject: string, now: Date): CounterRef {
    const { start, end } = windowOf(this.options.window, now);
    return { scope: this.options.scope, subject, windowStart: start, windowEnd: end };
  }

  /**
   * Takes one from the subject's allowance of `limit` in the window of `now`; throws 429 `rate_limited` (with
   * `retryAfterSeconds`, the seconds to the window's end) when it is used up. A limit of 0 refuses everything.
   */
  async take(subject: string, limit: number, now: Date): Promise<LimitState> {
    const counter = this.counter(subject, now);
    const used = await this.store.consume(counter, limit);
    if (used === null) throw this.exhausted(limit, counter, now);
    return { limit, used, remaining: Math.max(0, limit - used), resetsAt: counter.windowEnd };
  }

  /** The count as it stands (no change). */
  async peek(subject: string, limit: number, now: Date): Promise<LimitState> {
    const counter = this.counter(subject, now);
    const used = await this.store.used(counter);
    return { limit, used, remaining: Math.max(0, limit - used), resetsAt: counter.windowEnd };
  }

  /** Gives back one taken at `takenAt` (the work it paid for failed through no fault of the caller). */
  async refund(subject: string, takenAt: Date): Promise<void> {
    await this.store.refund(this.counter(subject, takenAt));
  }

  exhausted(limit: number, counter: CounterRef, now: Date): ApiError {
    const retryAfterSeconds = Math.max(1, Math.ceil((counter.windowEnd.getTime() - now.getTime()) / 1000));
    return new ApiError(
      'rate_limited',
      this.options.message(limit, retryAfterSeconds, counter.windowEnd),
      this.options.details?.(limit, counter.windowEnd) ?? { limit, retry_after: retryAfterSeconds },
      { retryAfterSeconds: retryAfterSeconds },
    );
  }
}
