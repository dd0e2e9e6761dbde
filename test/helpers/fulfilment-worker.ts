/**
 * A separate process that runs the fulfilment jobs of the database in DATABASE_URL against the registrar in
 * RTR_BASE_URL, until it is killed: the subject of the kill -9 test (order-fulfilment-kill.test.ts). It prints "ready"
 * once its runner polls.
 */
import { createRuntime } from '../../src/bootstrap.js';
import { fulfilmentJobs } from '../../src/modules/orders/fulfilment/jobs.js';
import { loadConfig } from '../../src/platform/config.js';
import { JobRegistry, JobRunner } from '../../src/platform/jobs/runner.js';

const runtime = await createRuntime(loadConfig(process.env));
const registry = new JobRegistry();
fulfilmentJobs(registry, runtime.ctx);
new JobRunner(runtime.ctx, registry, { pollMs: 50 }).start();
process.stdout.write('ready\n');
