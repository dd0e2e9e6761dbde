import type { IdGenerator } from '../../platform/clock.js';
import { SingleFlight } from '../../platform/lib/single-flight.js';

/** Per-process state of the bulk worker: its lease owner id and the jobs it is working right now. */
export class BulkWorkerState {
  readonly owner: string;
  private readonly jobs = new SingleFlight<void>();

  constructor(ids: IdGenerator) {
    this.owner = ids.next('wrk');
  }

  /** Runs `work` for `jobId` unless this process already works that job. */
  start(jobId: string, work: () => Promise<void>): Promise<void> {
    return this.jobs.run(jobId, work);
  }

  /** Resolves when every job this process is working has stopped (tests and graceful shutdown). */
  whenIdle(): Promise<void> {
    return this.jobs.whenIdle();
  }
}
