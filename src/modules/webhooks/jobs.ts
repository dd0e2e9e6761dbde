import type { AppContext } from '../../context.js';
import { deleteEventsBefore } from '../../platform/events/outbox.js';
import type { JobRegistry } from '../../platform/jobs/runner.js';
import { RETENTION_DAYS } from './policy.js';
import { deleteDeliveriesBefore } from './repository.js';

/** How often the retention job runs (once per interval across every instance). */
export const RETENTION_EVERY_SECONDS = 3600;

/**
 * Retention (issue 17): events and their delivery records older than 30 days are deleted, so GET /events replays the
 * last 30 days. Deliveries first, then the events they name.
 */
export async function applyRetention(ctx: AppContext): Promise<{ events: number; deliveries: number }> {
  const cutoff = new Date(ctx.clock.now().getTime() - RETENTION_DAYS * 86_400_000);
  const deliveries = await deleteDeliveriesBefore(ctx.db, cutoff);
  const events = await deleteEventsBefore(ctx.db, cutoff);
  return { events, deliveries };
}

/** The webhook jobs of `serve`'s main runner; delivery attempts run on the dispatcher's own lanes (dispatcher.ts). */
export function webhookJobs(registry: JobRegistry, ctx: AppContext): void {
  registry
    .define({ kind: 'webhooks.retention', maxAttempts: 1, run: async () => void (await applyRetention(ctx)) })
    .every('webhooks.retention', 'webhooks.retention', RETENTION_EVERY_SECONDS);
}
