import type { AppContext } from '../../context.js';
import type { JobRegistry } from '../../platform/jobs/runner.js';
import { sweepPartnerState } from './sweeper.js';

/** Expired nonces, ended rate windows and expired idempotency keys are deleted this often. */
const SWEEP_EVERY_SECONDS = 60;

/** Interface B's background work: the one-minute sweep (sweeper.ts). */
export function partnerJobs(registry: JobRegistry, ctx: AppContext): void {
  registry
    .define({ kind: 'maintenance.sweep', maxAttempts: 1, run: () => sweepPartnerState(ctx) })
    .every('maintenance.sweep', 'maintenance.sweep', SWEEP_EVERY_SECONDS);
}
