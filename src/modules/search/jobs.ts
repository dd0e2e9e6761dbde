import type { AppContext } from '../../context.js';
import type { JobRegistry } from '../../platform/jobs/runner.js';
import { purgeSearchState } from './service.js';

/** Expired cached search decisions are deleted this often. */
const SEARCH_PURGE_EVERY_SECONDS = 3600;

/** Domain search's background work: deleting expired cached decisions. */
export function searchJobs(registry: JobRegistry, ctx: AppContext): void {
  registry
    .define({ kind: 'search.purge', maxAttempts: 1, run: () => purgeSearchState(ctx) })
    .every('search.purge', 'search.purge', SEARCH_PURGE_EVERY_SECONDS);
}
