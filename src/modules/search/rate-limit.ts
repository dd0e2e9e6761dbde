import { limitSubject, type Caller } from '../accounts/caller.js';
import type { AppContext } from '../../context.js';
import { planSearch, type AdmittedSearch } from './plan.js';
import { FixedWindowLimiter, MINUTE } from '../../platform/limits/limiter.js';
import type { Limits } from '../../platform/limits/index.js';

/**
 * Takes one search from the caller's per-minute allowance (SEARCH_RATE_LIMIT_PER_MINUTE, fixed one-minute windows
 * on ctx.clock) on the one limiter (src/platform/limits): one atomic step that refuses to count past the limit, so
 * parallel requests cannot overshoot and several instances share the count. Over the limit: 429 `rate_limited` with
 * Retry-After = seconds to the next window. A search fans out to up to 3 upstream lookups per row; this is what keeps
 * one caller from spending the registries' and the registrar's rate limits for everyone (issue 6 review). The same
 * allowance is charged by batch and MCP.
 */
async function admitSearch(ctx: AppContext, subject: string): Promise<void> {
  const limit = ctx.config.search.rateLimitPerMinute;
  if (limit === 0) return;
  await ctx.search.limiter.take(subject, limit, ctx.clock.now());
}

/** The search limit's limiter, built once per process (ctx.search.limiter) on the per-minute counters. */
export function createSearchLimiter(limits: Limits): FixedWindowLimiter {
  return new FixedWindowLimiter(limits.perMinute, {
    scope: 'search',
    window: MINUTE,
    message: (limit, retryAfter) => `search limit of ${limit} per minute reached; retry in ${retryAfter} s`,
  });
}

/**
 * The one way into a search (issue 15 item 7: policy lives in the service): validates the query (400 before anything
 * is counted), then charges the caller's per-minute allowance. The stream, batch `search_domain` and the MCP tool
 * all open searches here, and runSearch takes only an admitted plan, so no front door can skip the limit.
 */
export async function openSearch(ctx: AppContext, input: { q: unknown; field?: string; includeAlternates?: boolean; caller: Caller }): Promise<AdmittedSearch> {
  const plan = planSearch(ctx, {
    q: input.q,
    ...(input.field === undefined ? {} : { field: input.field }),
    ...(input.includeAlternates === undefined ? {} : { includeAlternates: input.includeAlternates }),
    revealAftermarketPrices: input.caller.revealAftermarketPrices,
    requestId: input.caller.requestId,
  });
  await admitSearch(ctx, limitSubject(input.caller));
  return { ...plan, admitted: true };
}
