/**
 * Values kept for reuse, at most `limit` of them, the first stored out first (a Map keeps insertion order; reading an
 * entry does not renew it, which keeps reads free). Evicting one entry at a time, rather than emptying the whole memo
 * when it fills, keeps varied traffic from losing all it had at once. The memo never expires an entry: values that go
 * stale belong in MemoryCache (memory-cache.ts), which is built on it.
 */
export class BoundedMemo<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly limit: number) {
    if (!(limit >= 1)) throw new Error(`BoundedMemo needs a limit of at least 1, got ${limit}`);
  }

  get size(): number {
    return this.entries.size;
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  get(key: K): V | undefined {
    return this.entries.get(key);
  }

  set(key: K, value: V): void {
    if (!this.entries.has(key) && this.entries.size >= this.limit) this.entries.delete(this.entries.keys().next().value as K);
    this.entries.set(key, value);
  }

  /** The remembered value for `key`, computing and keeping it the first time (an undefined result is remembered too). */
  remember(key: K, compute: () => V): V {
    if (this.entries.has(key)) return this.entries.get(key) as V;
    const value = compute();
    this.set(key, value);
    return value;
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
