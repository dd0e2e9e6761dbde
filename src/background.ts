import type { AppContext } from './context.js';
import { FEATURES } from './features.js';
import { defineJobPruning, JobRegistry, JobRunner } from './platform/jobs/runner.js';

/** How often `serve` looks for due jobs (real time; the schedules themselves run on ctx.clock). */
const POLL_MS = 2_000;

/**
 * The background work of `serve` on the one job runner (issue 15 item 4): the runner's own pruning of finished jobs,
 * then each feature's jobs (src/features.ts). Each task is a recurring job, so with several instances on one database
 * it runs once per interval in all, and a failure is retried with back-off and recorded in the `jobs` table instead of
 * vanishing into a log line.
 */
export function backgroundJobs(ctx: AppContext): JobRegistry {
  const registry = defineJobPruning(new JobRegistry(), ctx);
  for (const feature of FEATURES) feature.jobs?.(registry, ctx);
  return registry;
}

export function startBackgroundJobs(ctx: AppContext): JobRunner {
  const runner = new JobRunner(ctx, backgroundJobs(ctx), { pollMs: POLL_MS });
  runner.start();
  // Work that polls beside the runner (webhook attempts, issue 17); each feature's close stops it with the runtime.
  for (const feature of FEATURES) feature.startInServe?.(ctx);
  return runner;
}

/**
 * Waits for what the features started in serve must finish before requests arrive (the partner search index, issue
 * 20: the first search after start ≤ 200 ms). It runs beside the app build, so start-up takes only what is left.
 */
export async function readyToServe(ctx: AppContext): Promise<void> {
  await Promise.all(FEATURES.map((feature) => feature.readyToServe?.(ctx)));
}
