import type { AppContext } from '../../context.js';
import type { JobRegistry } from '../../platform/jobs/runner.js';
import { resumeOpenJobs } from './worker.js';

/** Unfinished bulk jobs whose worker died elsewhere are resumed this often. */
const BULK_RESUME_EVERY_SECONDS = 30;

/** The bulk feature's background work: resuming jobs a stopped instance left unfinished, once at start and then every 30 s. */
export function bulkJobs(registry: JobRegistry, ctx: AppContext): void {
  registry
    .define({ kind: 'bulk.resume-open', maxAttempts: 1, run: () => resumeOpenJobs(ctx) })
    .every('bulk.resume-open', 'bulk.resume-open', BULK_RESUME_EVERY_SECONDS, { runAtStart: true });
}
