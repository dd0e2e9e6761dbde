import type { Clock } from '../../../platform/clock.js';
import type { Queryable } from '../../../platform/db/db.js';
import { loadCosts } from './repository.js';

/**
 * The whole price list held in memory (a few thousand rows), reloaded from the database after a sync
 * in this process or when older than MEMORY_CACHE_SECONDS (a sync by another instance). Price reads
 * are then a map lookup, which keeps GET /api/pricing/tld near a bare route's throughput (bench/).
 */
export class PriceBook {
  private costs = new Map<string, number>();
  private loadedAt = -Infinity;
  private loading: Promise<void> | null = null;

  constructor(private readonly db: Queryable, private readonly clock: Clock, private readonly ttlMs: number) {}

  /** Cost in USD cents, or undefined when the TLD/action is not in the price list. */
  async cost(tld: string, action: string): Promise<number | undefined> {
    if (this.clock.now().getTime() - this.loadedAt >= this.ttlMs) await this.reload();
    return this.costs.get(`${tld} ${action}`);
  }

  /** Every USD cost of the price list, keyed `tld ACTION` (the TLD price table of the web pages). */
  async all(): Promise<ReadonlyMap<string, number>> {
    if (this.clock.now().getTime() - this.loadedAt >= this.ttlMs) await this.reload();
    return this.costs;
  }

  invalidate(): void {
    this.loadedAt = -Infinity;
  }

  private reload(): Promise<void> {
    this.loading ??= (async () => {
      try {
        const next = new Map<string, number>();
        for (const row of await loadCosts(this.db)) {
          if (row.currency === 'USD') next.set(`${row.tld} ${row.action}`, row.costCents);
        }
        this.costs = next;
        this.loadedAt = this.clock.now().getTime();
      } finally {
        this.loading = null;
      }
    })();
    return this.loading;
  }
}
