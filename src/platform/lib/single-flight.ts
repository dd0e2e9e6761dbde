/**
 * Collapses concurrent calls for the same key into one: while a call for `key` is in flight, every
 * other caller gets the same promise (issue 3: concurrent requests for one TLD make one upstream call).
 */
export class SingleFlight<T> {
  private readonly inFlight = new Map<string, Promise<T>>();

  run(key: string, work: () => Promise<T>): Promise<T> {
    const existing = this.inFlight.get(key);
    if (existing) return existing;
    const promise = work().finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, promise);
    return promise;
  }

  /** Resolves when nothing is in flight any more (including work started while waiting). */
  async whenIdle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight.values()]);
  }
}
