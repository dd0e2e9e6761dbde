import type { AppContext } from '../../context.js';
import type { JobRegistry } from '../../platform/jobs/runner.js';
import { runBrokerageTick } from './sandbox.js';

export const BROKERAGE_TICK_JOB = 'brokerage.tick';
/** How often the tick runs (once across every instance): a sandbox step or a completion is at most this late. */
export const BROKERAGE_TICK_SECONDS = 5;

/** The sandbox auto-advance and the completion of cases whose order's transfer completed (sandbox.ts). */
export function brokerageJobs(registry: JobRegistry, ctx: AppContext): void {
  registry
    .define({ kind: BROKERAGE_TICK_JOB, maxAttempts: 1, run: async () => void (await runBrokerageTick(ctx)) })
    .every(BROKERAGE_TICK_JOB, BROKERAGE_TICK_JOB, BROKERAGE_TICK_SECONDS);
}
