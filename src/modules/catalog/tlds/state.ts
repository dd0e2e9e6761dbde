import type { Clock } from '../../../platform/clock.js';
import { MemoryCache } from '../../../platform/lib/memory-cache.js';
import { SingleFlight } from '../../../platform/lib/single-flight.js';
import type { TldMetadataRow } from './repository.js';

/** Per-process state of the TLD metadata service: a short read cache and in-flight upstream calls. */
export class TldMetadataState {
  readonly rows: MemoryCache<TldMetadataRow>;
  readonly upstreamCalls = new SingleFlight<TldMetadataRow | null>();
  constructor(clock: Clock, cacheSeconds: number) {
    this.rows = new MemoryCache(clock, cacheSeconds * 1000);
  }
}
