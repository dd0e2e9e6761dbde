import type { AppContext } from '../../context.js';
import { latestEventSeq, readEvents } from '../../platform/events/outbox.js';
import { JobRegistry, JobRunner, type TickResult } from '../../platform/jobs/runner.js';
import { defineDeliveryJob, enqueueAttempt } from './delivery.js';
import { matchesPatterns } from './policy.js';
import { endpointsBehind, insertDelivery, lockEndpointForFanout, setFanoutSeq } from './repository.js';

/**
 * How events become deliveries (issue 17). The outbox knows no subscriber: appenders (orders, transfers, …) only
 * append. Each enabled endpoint keeps a high-water mark (`fanout_seq`); the fan-out reads the events after it, creates
 * a delivery and its first attempt's job for each event the endpoint subscribes to, and moves the mark, all in one
 * transaction with the endpoint row locked. Because outbox sequence numbers are gap-free in commit order
 * (platform/events/outbox.ts), paging by the mark never skips an event; a repeated fan-out is harmless (one delivery
 * per endpoint and event). Chosen over a hook in appendEvent's transaction: the platform stays free of webhook
 * knowledge, and appenders, which are serialised from their append to their commit, do no extra work.
 *
 * The dispatcher is `serve`'s loop: every `pollMs` (250 ms) a fan-out, then one round of a job runner that claims only
 * delivery jobs, so commit-to-delivery stays well under a second and a slow receiver never holds up the service's
 * other background jobs (which poll every 2 s on their own runner).
 */

const FANOUT_BATCH = 500;

/** Creates the deliveries of events appended since each endpoint's mark; returns how many. */
export async function fanOut(ctx: AppContext): Promise<number> {
  const latest = await latestEventSeq(ctx.db);
  let created = 0;
  for (const endpointId of await endpointsBehind(ctx.db, latest)) {
    created += await ctx.db.transaction(async (tx) => {
      const endpoint = await lockEndpointForFanout(tx, endpointId);
      if (!endpoint) return 0; // disabled meanwhile, or another instance is fanning it out
      const events = await readEvents(tx, { afterSeq: endpoint.fanoutSeq, partnerId: endpoint.partnerId, environment: endpoint.environment, limit: FANOUT_BATCH });
      const now = ctx.clock.now();
      let count = 0;
      for (const event of events) {
        if (!matchesPatterns(event.type, endpoint.eventPatterns)) continue;
        const deliveryId = await insertDelivery(tx, { id: ctx.ids.next('dlv'), endpointId, eventId: event.id, eventSeq: event.seq, dueAt: now, now });
        if (deliveryId) {
          await enqueueAttempt(ctx, tx, { deliveryId, attempt: 1 }, now);
          count += 1;
        }
      }
      // A short page means everything up to `latest` was read (other partners' events included).
      const mark = events.length === FANOUT_BATCH ? events[events.length - 1]!.seq : latest;
      await setFanoutSeq(tx, endpointId, mark);
      return count;
    });
  }
  return created;
}

/**
 * Attempts run in lanes: each lane is a job runner that claims up to 4 delivery jobs per round and waits for them, so a
 * receiver that takes its full 15 s holds up one lane, not every delivery. A lane that found work polls again at once.
 */
export class WebhookDispatcher {
  private readonly lanes: JobRunner[];
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Set<Promise<unknown>>();
  private stopped = true;

  constructor(private readonly ctx: AppContext) {
    const { concurrency } = ctx.webhooks.settings;
    const perLane = 4;
    this.lanes = Array.from({ length: Math.max(1, Math.ceil(concurrency / perLane)) },
      () => new JobRunner(ctx, defineDeliveryJob(new JobRegistry(), ctx), { concurrency: perLane }));
  }

  /** One round: fan out new events, then every lane runs its due attempts. Tests call this with the injected clock. */
  async tick(): Promise<TickResult> {
    await fanOut(this.ctx);
    const rounds = await Promise.all(this.lanes.map((lane) => lane.tick()));
    return { ran: rounds.flatMap((round) => round.ran) };
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.loop(() => fanOut(this.ctx).then(() => false));
    for (const lane of this.lanes) this.loop(async () => (await lane.tick()).ran.length > 0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.all([...this.inFlight].map((p) => p.catch(() => undefined)));
  }

  /** Runs `step` every pollMs, or again at once when it reports that it found work. */
  private loop(step: () => Promise<boolean>): void {
    const run = () => {
      if (this.stopped) return;
      const round = step().catch((error: unknown) => {
        this.ctx.log.error({ err: error }, 'webhook dispatch failed');
        return false;
      });
      this.inFlight.add(round);
      void round.then((busy) => {
        this.inFlight.delete(round);
        if (this.stopped) return;
        const timer = setTimeout(() => {
          this.timers.delete(timer);
          run();
        }, busy ? 0 : this.ctx.webhooks.settings.pollMs);
        timer.unref();
        this.timers.add(timer);
      });
    };
    run();
  }
}

/** Starts `serve`'s delivery loop; it stops when the runtime closes (ctx.webhooks.dispatcher). */
export function startWebhookDispatcher(ctx: AppContext): WebhookDispatcher {
  const dispatcher = new WebhookDispatcher(ctx);
  dispatcher.start();
  ctx.webhooks.dispatcher = dispatcher;
  return dispatcher;
}
