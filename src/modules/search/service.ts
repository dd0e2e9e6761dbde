import { performance } from 'node:perf_hooks';
import { getPublicSuffix } from 'tldts';
import type { AppContext } from '../../context.js';
import { publicEnvironment } from '../listings/browse.js';
import { decideDomain, type Decision } from './decide.js';
import type { AdmittedSearch } from './plan.js';
import { findKnown, purgeExpiredDecisions, saveDecisions, type StoredDecision } from './repository.js';
import { decidedRow, forSaleRow, rowListing, rowPrice, type TldCosts } from './rows.js';
import type { SearchEvent, SearchHeader, SearchRow } from './types.js';

export type { AdmittedSearch, SearchPlan } from './plan.js';
export { openSearch } from './rate-limit.js';

/**
 * The search stream (contract 2.1, 6.1): header, then one row per domain in completion order with `primary_done`
 * right after the primary's row, then `done`. Rows are decided concurrently (at most 1 + alternates, ≤ 31), each
 * under SEARCH_ROW_TIMEOUT_MS, the whole under SEARCH_STREAM_TIMEOUT_MS. Stopping the generator early (the client
 * went away: `return()`), or aborting `signal`, cancels every outstanding upstream lookup.
 */
export async function* runSearch(ctx: AppContext, plan: AdmittedSearch, signal?: AbortSignal): AsyncGenerator<SearchEvent> {
  const started = performance.now();
  const rowSignals = new RowSignals();
  const cancel = (): void => rowSignals.abortAll();
  signal?.addEventListener('abort', cancel, { once: true });
  const streamTimer = setTimeout(cancel, ctx.config.search.streamTimeoutMs);
  const toStore: StoredDecision[] = [];
  try {
    const header: SearchHeader = { kind: 'header', request_id: plan.requestId, primary: plan.primary, domains: plan.domains, primary_index: plan.primaryIndex, query: plan.query };
    yield header;

    const now = ctx.clock.now();
    const environment = publicEnvironment(ctx);
    // A database hiccup here costs the listings and the cache, not the stream: rows are then decided from the sources.
    const [{ listings, decisions: cached }, costs] = await Promise.all([
      findKnown(ctx.db, plan.domains, environment, now).catch((error: unknown) => {
        ctx.log.error({ err: error }, 'search: reading listings and cached decisions failed; deciding from the sources');
        return { listings: new Map(), decisions: new Map() } as Awaited<ReturnType<typeof findKnown>>;
      }),
      costsBySuffix(ctx, plan.domains),
    ]);
    const rows = new RowQueue();
    for (const domain of plan.domains) {
      const price = (state: string, premiumCostCents: number | null) =>
        rowPrice(suffixOf(domain), costs.get(suffixOf(domain))!, state === 'premium', premiumCostCents, ctx.config.pricing);
      const elapsed = (): number => Math.round(performance.now() - started);
      const listing = listings.get(domain);
      const stored = cached.get(domain);
      if (listing) {
        rows.push(forSaleRow({ domain, price: price('for_sale', null), latencyMs: elapsed() }, rowListing(listing, plan.revealAftermarketPrices), now));
      } else if (stored) {
        rows.push(decidedRow({ domain, price: price(stored.state, stored.premiumCostCents), latencyMs: elapsed() }, { ...stored, errors: [] }, true));
      } else {
        const row = rowSignals.next();
        const decided = decideFresh(ctx, domain, row.signal).finally(row.release).then(({ decision, decidedAt }) => {
          const keep = cacheable(ctx, environment, domain, decision, decidedAt);
          if (keep) toStore.push(keep);
          return decidedRow({ domain, price: price(decision.state, decision.premiumCostCents), latencyMs: elapsed() }, { ...decision, domain, decidedAt }, false);
        });
        // A bug of ours must not hang the stream: the row is then answered as unknown (and logged).
        rows.expect(decided.catch((error: unknown) => {
          ctx.log.error({ err: error, domain }, 'search: deciding a row failed');
          const unknown = { state: 'unknown' as const, available: null, source: 'none' as const, whois: null, premiumCostCents: null, errors: ['internal error'] };
          return decidedRow({ domain, price: price('unknown', null), latencyMs: elapsed() }, { ...unknown, domain, decidedAt: ctx.clock.now() }, false);
        }));
      }
    }
    for (let count = 0; count < plan.domains.length; count++) {
      const row = await rows.next();
      yield row;
      if (row.domain === plan.primary) yield { kind: 'primary_done' };
    }
    // Stored before `done`, so a search that follows this one's `done` finds them; a failure only costs the cache.
    await saveDecisions(ctx.db, toStore).catch((error: unknown) => ctx.log.warn({ err: error }, 'search: could not cache decisions'));
    yield { kind: 'done', duration_ms: Math.round(performance.now() - started), count: plan.domains.length };
  } finally {
    clearTimeout(streamTimer);
    signal?.removeEventListener('abort', cancel);
    rowSignals.abortAll();
  }
}

async function decideFresh(ctx: AppContext, domain: string, signal: AbortSignal): Promise<{ decision: Decision; decidedAt: Date }> {
  const sources = { dns: ctx.dns, rdap: ctx.rdap, registrar: ctx.search.registrar };
  const decision = await decideDomain(sources, domain, {
    deadlineMs: ctx.config.search.rowTimeoutMs,
    summaryGraceMs: ctx.config.search.summaryGraceMs,
    signal,
  });
  return { decision, decidedAt: ctx.clock.now() };
}

/**
 * What is kept, and for how long (README "Domain search"): registered and reserved names for
 * SEARCH_CACHE_REGISTERED_SECONDS; available, premium and likely-available ones for SEARCH_CACHE_AVAILABLE_SECONDS
 * (someone may register them any minute). Never cached: `unknown`, and a `likely_available` reached while a source
 * failed (the next search should ask again for a better answer).
 */
function cacheable(ctx: AppContext, environment: string, domain: string, decision: Decision, decidedAt: Date): StoredDecision | null {
  if (decision.state === 'unknown' || decision.source === 'none') return null;
  if (decision.state === 'likely_available' && decision.errors.length > 0) return null;
  const long = decision.state === 'registered' || decision.state === 'reserved';
  const seconds = long ? ctx.config.search.cacheRegisteredSeconds : ctx.config.search.cacheAvailableSeconds;
  if (seconds === 0) return null;
  const { errors: _errors, ...kept } = decision;
  return { ...kept, source: decision.source, environment, domain, decidedAt, expiresAt: new Date(decidedAt.getTime() + seconds * 1000) };
}

function suffixOf(domain: string): string {
  return getPublicSuffix(domain, { allowPrivateDomains: false }) ?? domain.slice(domain.lastIndexOf('.') + 1);
}

async function costsBySuffix(ctx: AppContext, domains: string[]): Promise<Map<string, TldCosts>> {
  const costs = new Map<string, TldCosts>();
  for (const suffix of new Set(domains.map(suffixOf))) {
    costs.set(suffix, { register: await ctx.priceBook.cost(suffix, 'CREATE'), renew: await ctx.priceBook.cost(suffix, 'RENEW') });
  }
  return costs;
}

/**
 * Housekeeping, a recurring job of serve (jobs.ts): expired cached decisions. Ended search windows are not purged
 * here: the one-minute sweep (partners/sweeper.ts) purges every limit's ended windows.
 */
export async function purgeSearchState(ctx: AppContext): Promise<void> {
  await purgeExpiredDecisions(ctx.db, ctx.clock.now());
}

/**
 * One abort signal per row, all aborted by one call (the client went away, the stream ran out of time, the generator
 * was stopped). Not one signal shared by every row: each row's lookup adds an abort listener to the signal it is
 * given, and 11 rows on one signal made Node print `MaxListenersExceededWarning` (issue 14 item 14). A row releases
 * its signal when decided, so only outstanding rows are aborted.
 */
class RowSignals {
  private readonly open = new Set<AbortController>();
  private aborted = false;

  next(): { signal: AbortSignal; release: () => void } {
    const controller = new AbortController();
    if (this.aborted) controller.abort();
    else this.open.add(controller);
    return { signal: controller.signal, release: () => void this.open.delete(controller) };
  }

  abortAll(): void {
    this.aborted = true;
    for (const controller of this.open) controller.abort();
    this.open.clear();
  }
}

/** Rows in the order they are decided: ready ones at once, pending ones as each promise settles. */
class RowQueue {
  private readonly ready: SearchRow[] = [];
  private waiting: ((row: SearchRow) => void) | null = null;

  push(row: SearchRow): void {
    if (this.waiting) {
      const resolve = this.waiting;
      this.waiting = null;
      resolve(row);
    } else {
      this.ready.push(row);
    }
  }

  /** decideDomain never rejects (failures become `unknown`), so every expected row arrives. */
  expect(row: Promise<SearchRow>): void {
    void row.then((r) => this.push(r));
  }

  next(): Promise<SearchRow> {
    const row = this.ready.shift();
    if (row) return Promise.resolve(row);
    return new Promise((resolve) => { this.waiting = resolve; });
  }
}
