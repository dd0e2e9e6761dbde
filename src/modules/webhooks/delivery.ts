import type { AppContext } from '../../context.js';
import { readEvents, type StoredEvent } from '../../platform/events/outbox.js';
import { enqueueJob, JobRegistry } from '../../platform/jobs/runner.js';
import type { Queryable } from '../../platform/db/db.js';
import { signDelivery } from '../../providers/webhooks-out/signing.js';
import type { WebhookAttemptResult } from '../../providers/webhooks-out/sender.js';
import { DISABLE_AFTER_FAILING_SECONDS, FAILURE_RUN_GAP_SECONDS, MAX_ATTEMPTS, nextRetryDelaySeconds, parseRetryAfter } from './policy.js';
import {
  cancelDelivery, claimAttempt, disableEndpoint, type EndpointRow, findDelivery, findEndpointById, noteEndpointFailure, noteEndpointSuccess,
  recordAttempt,
} from './repository.js';
import { openSecret } from './secrets.js';

/**
 * One delivery attempt per job (kind `webhooks.deliver`, payload `{deliveryId, attempt}`): claim the attempt, sign it
 * afresh with its own timestamp, POST, record the outcome, and enqueue the next attempt in the same transaction as
 * the record. The job itself succeeds whatever the receiver said; only a failure of ours (the database) makes the job
 * runner retry it, and then the same attempt is claimed again once its in-flight guard lapses.
 */

export const DELIVER_JOB = 'webhooks.deliver';

export interface DeliverPayload {
  deliveryId: string;
  attempt: number;
}

/** How long a claimed attempt is held against a second sender: the sender's deadline, and room to record the outcome. */
export function inFlightGuardMs(ctx: AppContext): number {
  return ctx.webhooks.settings.timeoutMs + 30_000;
}

/**
 * The job kind of delivery attempts, on whichever registry runs them. A run that claimed its attempt and then failed
 * (the database refused the record) is retried only after the claim's guard has lapsed, and the lease outlasts the
 * guard: a run that came back sooner would find the attempt still held, end, and leave the delivery pending with no
 * job to send it.
 */
export function defineDeliveryJob(registry: JobRegistry, ctx: AppContext): JobRegistry {
  const guardSeconds = () => Math.ceil(inFlightGuardMs(ctx) / 1000);
  return registry.define<DeliverPayload>({
    kind: DELIVER_JOB,
    maxAttempts: 3,
    leaseSeconds: guardSeconds() + 15,
    backoffSeconds: () => guardSeconds() + 5,
    run: async (payload) => {
      if ((await attemptDelivery(ctx, payload)) === 'held') {
        throw new Error(`attempt ${payload.attempt} of delivery ${payload.deliveryId} is held by an earlier run; it is claimed again when that hold lapses`);
      }
    },
  });
}

/** Enqueues an attempt inside `q` (the caller's transaction): it exists exactly when the caller's change commits. */
export async function enqueueAttempt(ctx: AppContext, q: Queryable, payload: DeliverPayload, runAt: Date): Promise<void> {
  await enqueueJob(ctx, defineDeliveryJob(new JobRegistry(), ctx), q, DELIVER_JOB, payload, { runAt });
}

/** The body every attempt of an event carries, byte for byte the same: `{id, type, created_at, sequence, data}`. */
export function eventBody(event: StoredEvent): string {
  return JSON.stringify({ id: event.id, type: event.type, created_at: event.occurredAt.toISOString(), sequence: event.seq, data: event.payload });
}

export async function findEvent(q: Queryable, seq: number): Promise<StoredEvent | null> {
  const [event] = await readEvents(q, { afterSeq: seq - 1, limit: 1 });
  return event && event.seq === seq ? event : null;
}

/** Loopback receivers: sandbox credentials on a server started as a sandbox only (WebhookSettings.sandboxLoopback). */
export function loopbackAllowed(ctx: AppContext, environment: 'sandbox' | 'live'): boolean {
  return environment === 'sandbox' && ctx.webhooks.settings.sandboxLoopback;
}

/** The secrets that sign now: the current one, and the previous one during its 24-hour overlap after a rotation. */
export function signingSecrets(ctx: AppContext, endpoint: EndpointRow, now: Date): string[] {
  const secrets = [openSecret(ctx, endpoint.secretSealed, endpoint.id)];
  if (endpoint.previousSecretSealed && endpoint.previousSecretUntil && endpoint.previousSecretUntil > now) {
    secrets.push(openSecret(ctx, endpoint.previousSecretSealed, endpoint.id));
  }
  return secrets;
}

/**
 * Makes attempt `payload.attempt` of a delivery. `held`: that attempt is claimed and its guard has not lapsed (another
 * run is sending it, or an earlier run claimed it and failed before recording); `idle`: nothing to do.
 */
export async function attemptDelivery(ctx: AppContext, payload: DeliverPayload): Promise<'sent' | 'idle' | 'held'> {
  const { settings, sender } = ctx.webhooks;
  const now = ctx.clock.now();
  // Held past the sender's deadline: no second sender takes this attempt while it may still be on the wire.
  const inFlightUntil = new Date(now.getTime() + inFlightGuardMs(ctx));
  const delivery = await claimAttempt(ctx.db, payload.deliveryId, payload.attempt, now, inFlightUntil);
  if (!delivery) {
    // Delivered, dead, cancelled, not yet due, or a newer attempt exists: nothing to do. Or this attempt is held.
    const current = await findDelivery(ctx.db, payload.deliveryId);
    const held = current?.status === 'pending' && current.attempts === payload.attempt && current.nextAttemptAt !== null && current.nextAttemptAt > now;
    return held ? 'held' : 'idle';
  }
  const endpoint = await findEndpointById(ctx.db, delivery.endpointId);
  if (endpoint?.status !== 'enabled') {
    await cancelDelivery(ctx.db, delivery.id, 'the endpoint is disabled');
    return 'idle';
  }
  const event = await findEvent(ctx.db, delivery.eventSeq);
  if (!event) {
    await cancelDelivery(ctx.db, delivery.id, 'the event is no longer retained');
    return 'idle';
  }
  const body = eventBody(event);
  let result: WebhookAttemptResult;
  try {
    // Signed now, for this attempt: a retry hours later carries its own timestamp (receivers allow about 5 minutes).
    const headers = signDelivery(event.id, Math.floor(now.getTime() / 1000), body, signingSecrets(ctx, endpoint, now));
    result = await sender.post({ url: endpoint.url, body, headers, timeoutMs: settings.timeoutMs, allowLoopback: loopbackAllowed(ctx, endpoint.environment) });
  } catch (error) {
    // Ours, before anything was sent (a secret that no longer opens under NAMEPORT_SECRET_KEY): a failed attempt on the
    // schedule, so the delivery still ends (dead) instead of waiting forever.
    ctx.log.error({ err: error, delivery: delivery.id }, 'webhook attempt could not be prepared');
    result = { outcome: 'unreachable', error: `the service could not prepare the request (${error instanceof Error ? error.message : String(error)})` };
  }
  await recordOutcome(ctx, endpoint, delivery.id, payload.attempt, delivery.roundAttempts, result);
  return 'sent';
}

async function recordOutcome(ctx: AppContext, endpoint: EndpointRow, deliveryId: string, attempt: number, roundAttempts: number, result: WebhookAttemptResult): Promise<void> {
  const now = ctx.clock.now();
  if (result.outcome === 'delivered') {
    // The common case: two statements, no transaction needed (a success ends any run of failures).
    await recordAttempt(ctx.db, deliveryId, attempt, { status: 'delivered', responseStatus: result.status, error: null, nextAttemptAt: null, deliveredAt: now });
    await noteEndpointSuccess(ctx.db, endpoint.id);
    return;
  }
  await ctx.db.transaction(async (tx) => {
    const responseStatus = result.outcome === 'rejected' ? result.status : null;
    const error = describeFailure(result);
    // The last attempt of a delivery that was sent but never answered may have been processed: it ends unknown, not dead.
    const ended = result.outcome === 'unknown' ? 'unknown' : 'dead';
    if (result.outcome === 'rejected' && result.status === 410) {
      // 410 Gone: the receiver says the endpoint no longer exists; stop sending to it until it is registered again.
      await recordAttempt(tx, deliveryId, attempt, { status: 'dead', responseStatus, error, nextAttemptAt: null, deliveredAt: null });
      await disableEndpoint(tx, endpoint.id, 'gone', now);
      return;
    }
    const failingSince = await noteEndpointFailure(tx, endpoint.id, now, new Date(now.getTime() - FAILURE_RUN_GAP_SECONDS * 1000));
    if (now.getTime() - failingSince.getTime() >= DISABLE_AFTER_FAILING_SECONDS * 1000) {
      await recordAttempt(tx, deliveryId, attempt, { status: ended, responseStatus, error: `${error}; the endpoint failed for 5 days and was disabled`, nextAttemptAt: null, deliveredAt: null });
      await disableEndpoint(tx, endpoint.id, 'failing', now);
      return;
    }
    const retryAfter = result.outcome === 'rejected' ? parseRetryAfter(result.retryAfter, now) : null;
    const delay = roundAttempts >= MAX_ATTEMPTS ? null : nextRetryDelaySeconds(roundAttempts, ctx.webhooks.settings.random(), retryAfter);
    const nextAttemptAt = delay === null ? null : new Date(now.getTime() + delay * 1000);
    const recorded = await recordAttempt(tx, deliveryId, attempt, { status: nextAttemptAt ? 'pending' : ended, responseStatus, error, nextAttemptAt, deliveredAt: null });
    if (recorded && nextAttemptAt) await enqueueAttempt(ctx, tx, { deliveryId, attempt: attempt + 1 }, nextAttemptAt);
  });
}

function describeFailure(result: Exclude<WebhookAttemptResult, { outcome: 'delivered' }>): string {
  if (result.outcome === 'rejected') {
    return result.status >= 300 && result.status < 400 ? `answered ${result.status} (redirects are not followed)` : `answered ${result.status}`;
  }
  return result.outcome === 'unknown' ? `outcome unknown: ${result.error}` : `not delivered: ${result.error}`;
}
