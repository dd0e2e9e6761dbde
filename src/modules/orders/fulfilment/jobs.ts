import type { AppContext } from '../../../context.js';
import type { JobRegistry } from '../../../platform/jobs/runner.js';
import { ORDER_FULFIL_JOB, ORDER_FULFIL_MAX_ATTEMPTS } from '../service.js';
import { type FulfilPayload, runFulfilment } from './service.js';

/**
 * The fulfilment job kind on the one job runner. A run that throws (the database away, a bug) is retried by the runner
 * with its back-off; waiting on the registrar is not a failure and is scheduled by the run itself (service.ts).
 * The lease (2 min, renewed while running) outlasts the registrar calls of one step.
 */
export function fulfilmentJobs(registry: JobRegistry, ctx: AppContext): void {
  registry.define<FulfilPayload>({
    kind: ORDER_FULFIL_JOB, maxAttempts: ORDER_FULFIL_MAX_ATTEMPTS, leaseSeconds: 120,
    run: (payload) => runFulfilment(ctx, payload),
  });
}
