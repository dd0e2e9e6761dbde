import type { Clock } from '../clock.js';
import { BoundedMemo } from './bounded-memo.js';

/**
 * A small per-process cache with a time-to-live read from the injected clock. It keeps hot reads
 * off the database; the TTL bounds how long another instance's writes take to show here. At most `maxEntries`,
 * oldest out first (BoundedMemo).
 */
export class MemoryCache<V> {
  private readonly entries: BoundedMemo<string, { value: V; storedAt: number }>;

  constructor(private readonly clock: Clock, private readonly ttlMs: number, maxEntries = 5_000) {
    this.entries = new BoundedMemo(maxEntries);
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.clock.now().getTime() - entry.storedAt >= this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V): void {
    if (this.ttlMs <= 0) return;
    this.entries.set(key, { value, storedAt: this.clock.now().getTime() });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
