import type { IdGenerator } from '../clock.js';

/** Per-process state of the bulk worker: its lease owner id and the jobs it is working right now. */
export class BulkWorkerState {
  readonly owner: string;
  private readonly running = new Map<string, Promise<void>>();

  constructor(ids: IdGenerator) {
    this.owner = ids.next('wrk');
  }

  /** Runs `work` for `jobId` unless this process already works that job. */
  start(jobId: string, work: () => Promise<void>): Promise<void> {
    const existing = this.running.get(jobId);
    if (existing) return existing;
    const promise = work().finally(() => this.running.delete(jobId));
    this.running.set(jobId, promise);
    return promise;
  }

  /** Resolves when every job this process is working has stopped (tests and graceful shutdown). */
  async whenIdle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running.values()]);
  }
}
