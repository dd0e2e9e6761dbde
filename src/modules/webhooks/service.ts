import type { AppContext } from '../../context.js';
import { ApiError } from '../../platform/errors.js';
import { appendEvent, eventSeq, latestEventSeq, readEvents } from '../../platform/events/outbox.js';
import { generateWebhookSecret, isValidSecret } from '../../providers/webhooks-out/signing.js';
import { attemptDelivery, enqueueAttempt, findEvent, inFlightGuardMs, loopbackAllowed } from './delivery.js';
import { PING_EVENT } from './event-types.js';
import { ROTATION_OVERLAP_SECONDS, validateEndpointUrl, validatePatterns } from './policy.js';
import {
  type DeliveryRow, deliveriesOfEvents, type EndpointRow, findDelivery, findDeliveryOfEvent, findEndpoint, insertDelivery, insertEndpoint,
  restartDelivery, updateEndpoint,
} from './repository.js';
import { openSecret, sealSecret } from './secrets.js';

/** Webhook registration, test-fire, redelivery and the event history (issue 17). Services take (ctx, input). */

export type Environment = 'sandbox' | 'live';

export interface Owner {
  partnerId: string;
  environment: Environment;
}

export interface EndpointView {
  id: string;
  url: string;
  events: string[];
  status: 'enabled' | 'disabled';
  disabled_reason: 'gone' | 'failing' | null;
  disabled_at: string | null;
  failing_since: string | null;
  previous_secret_expires_at: string | null;
  created_at: string;
  updated_at: string;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function endpointView(e: EndpointRow, now: Date): EndpointView {
  return {
    id: e.id,
    url: e.url,
    events: e.eventPatterns,
    status: e.status,
    disabled_reason: e.disabledReason,
    disabled_at: iso(e.disabledAt),
    failing_since: iso(e.failingSince),
    previous_secret_expires_at: e.previousSecretUntil && e.previousSecretUntil > now ? e.previousSecretUntil.toISOString() : null,
    created_at: e.createdAt.toISOString(),
    updated_at: e.updatedAt.toISOString(),
  };
}

export interface RegisterInput extends Owner {
  url: string;
  secret?: string;
  events?: string[];
}

/**
 * Registers or replaces the owner's endpoint (one per partner and environment). Without `secret`, a new registration
 * gets a generated one, returned once; an update keeps its secret. A different `secret` rotates: the previous one
 * keeps signing for 24 hours. A disabled endpoint is enabled again, from the newest event on (GET /events replays the
 * rest).
 */
export async function registerEndpoint(ctx: AppContext, input: RegisterInput): Promise<{ endpoint: EndpointView; secret: string | null; created: boolean }> {
  const url = await validateEndpointUrl(input.url, loopbackAllowed(ctx, input.environment), ctx.webhooks.settings.resolveAll);
  const patterns = validatePatterns(input.events ?? []);
  if (input.secret !== undefined && !isValidSecret(input.secret)) {
    throw new ApiError('validation_error', 'secret: use whsec_ followed by the base64 of 24 to 64 random bytes, or 24 to 128 printable ASCII characters', { field: 'secret' });
  }
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const existing = await findEndpoint(tx, input.partnerId, input.environment, true);
    if (!existing) {
      const id = ctx.ids.next('whk');
      const secret = input.secret ?? generateWebhookSecret();
      const row: EndpointRow = {
        id, partnerId: input.partnerId, environment: input.environment, url: url.toString(), eventPatterns: patterns,
        secretSealed: sealSecret(ctx, secret, id), previousSecretSealed: null, previousSecretUntil: null, status: 'enabled', disabledReason: null,
        disabledAt: null, failingSince: null, fanoutSeq: await latestEventSeq(tx), createdAt: now, updatedAt: now,
      };
      try {
        await insertEndpoint(tx, row);
      } catch (error) {
        if ((error as { code?: string }).code === '23505') throw new ApiError('conflict', 'the webhook endpoint was registered by a concurrent request; send the registration again');
        throw error;
      }
      return { endpoint: endpointView(row, now), secret: input.secret === undefined ? secret : null, created: true };
    }
    const row: EndpointRow = { ...existing, url: url.toString(), eventPatterns: patterns, updatedAt: now };
    if (input.secret !== undefined && input.secret !== openSecret(ctx, existing.secretSealed, existing.id)) {
      row.previousSecretSealed = existing.secretSealed;
      row.previousSecretUntil = new Date(now.getTime() + ROTATION_OVERLAP_SECONDS * 1000);
      row.secretSealed = sealSecret(ctx, input.secret, existing.id);
    }
    if (existing.status === 'disabled') {
      Object.assign(row, { status: 'enabled', disabledReason: null, disabledAt: null, failingSince: null, fanoutSeq: await latestEventSeq(tx) });
    }
    await updateEndpoint(tx, row);
    return { endpoint: endpointView(row, now), secret: null, created: false };
  });
}

export async function getEndpoint(ctx: AppContext, owner: Owner): Promise<EndpointView> {
  const endpoint = await findEndpoint(ctx.db, owner.partnerId, owner.environment);
  if (!endpoint) throw new ApiError('not_found', 'no webhook endpoint is registered for this credential\'s partner and environment (PUT /api/partner/webhooks)');
  return endpointView(endpoint, ctx.clock.now());
}

async function enabledEndpoint(ctx: AppContext, owner: Owner): Promise<EndpointRow> {
  const endpoint = await findEndpoint(ctx.db, owner.partnerId, owner.environment);
  if (!endpoint) throw new ApiError('not_found', 'no webhook endpoint is registered for this credential\'s partner and environment (PUT /api/partner/webhooks)');
  if (endpoint.status !== 'enabled') {
    throw new ApiError('conflict', `the webhook endpoint is disabled (${endpoint.disabledReason === 'gone' ? 'it answered 410 Gone' : 'it failed for 5 days'}); register it again with PUT /api/partner/webhooks`);
  }
  return endpoint;
}

export interface DeliveryView {
  status: DeliveryRow['status'];
  attempts: number;
  last_attempt_at: string | null;
  last_response_status: number | null;
  last_error: string | null;
  next_attempt_at: string | null;
}

export function deliveryView(d: DeliveryRow): DeliveryView {
  return {
    status: d.status,
    attempts: d.attempts,
    last_attempt_at: iso(d.lastAttemptAt),
    last_response_status: d.lastResponseStatus,
    last_error: d.lastError,
    next_attempt_at: d.status === 'pending' ? iso(d.nextAttemptAt) : null,
  };
}

/** Appends a `ping` event for the owner and sends it to the endpoint now; answers with the attempt's outcome. */
export async function sendTestEvent(ctx: AppContext, owner: Owner): Promise<{ event_id: string; delivery: DeliveryView }> {
  const endpoint = await enabledEndpoint(ctx, owner);
  const { eventId, deliveryId } = await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const event = await appendEvent(ctx, tx, { type: PING_EVENT, partnerId: owner.partnerId, environment: owner.environment, payload: { webhook: { id: endpoint.id, url: endpoint.url }, version: 1 } });
    const id = (await insertDelivery(tx, { id: ctx.ids.next('dlv'), endpointId: endpoint.id, eventId: event.id, eventSeq: event.seq, dueAt: now, now }))!;
    // Also a job, so the attempt still happens if this process stops before sending it; due once the direct attempt's
    // hold would have lapsed, so a dispatcher does not take it up while this request is sending it.
    await enqueueAttempt(ctx, tx, { deliveryId: id, attempt: 1 }, new Date(now.getTime() + inFlightGuardMs(ctx)));
    return { eventId: event.id, deliveryId: id };
  });
  await attemptDelivery(ctx, { deliveryId, attempt: 1 });
  return { event_id: eventId, delivery: deliveryView((await findDelivery(ctx.db, deliveryId))!) };
}

/** Sends one of the owner's events again, due now, with a fresh round of the retry schedule. */
export async function redeliverEvent(ctx: AppContext, owner: Owner & { eventId: string }): Promise<{ event_id: string; delivery: DeliveryView }> {
  const seq = await eventSeq(ctx.db, owner.eventId);
  const event = seq === null ? null : await findEvent(ctx.db, seq);
  if (!event || event.partnerId !== owner.partnerId || event.environment !== owner.environment) {
    throw new ApiError('not_found', 'no such event for this credential\'s partner and environment (events are kept 30 days)');
  }
  const endpoint = await enabledEndpoint(ctx, owner);
  const delivery = await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const existing = await findDeliveryOfEvent(tx, endpoint.id, event.id);
    if (existing) {
      const restarted = await restartDelivery(tx, existing.id, now, inFlightGuardMs(ctx));
      // Being sent right now: that attempt is the redelivery (a second one at the same time would only duplicate it).
      if (!restarted) return existing;
      await enqueueAttempt(ctx, tx, { deliveryId: restarted.id, attempt: restarted.attempts + 1 }, now);
      return restarted;
    }
    const row = (await findDelivery(tx, (await insertDelivery(tx, { id: ctx.ids.next('dlv'), endpointId: endpoint.id, eventId: event.id, eventSeq: event.seq, dueAt: now, now }))!))!;
    await enqueueAttempt(ctx, tx, { deliveryId: row.id, attempt: row.attempts + 1 }, now);
    return row;
  });
  return { event_id: event.id, delivery: deliveryView(delivery) };
}

export interface HistoryInput extends Owner {
  afterId?: string;
  limit: number;
  type?: string;
  from?: Date;
  to?: Date;
}

export interface HistoryEvent {
  id: string;
  type: string;
  created_at: string;
  sequence: number;
  data: Record<string, unknown>;
  delivery: DeliveryView | null;
}

/**
 * The owner's events after `after_id`, oldest first. The cursor is the outbox sequence, gap-free in commit order, so
 * paging never skips or repeats an event even while other transactions commit.
 */
export async function listEventHistory(ctx: AppContext, input: HistoryInput): Promise<{ data: HistoryEvent[]; has_more: boolean; next_after_id: string | null }> {
  let afterSeq = 0;
  if (input.afterId !== undefined) {
    const seq = await eventSeq(ctx.db, input.afterId);
    const event = seq === null ? null : await findEvent(ctx.db, seq);
    if (!event || event.partnerId !== input.partnerId || event.environment !== input.environment) {
      throw new ApiError('validation_error', 'after_id: not one of this credential\'s events (events are kept 30 days; start again without after_id)', { field: 'after_id' });
    }
    afterSeq = event.seq;
  }
  if (input.from && input.to && input.from >= input.to) throw new ApiError('validation_error', 'from must be earlier than to', { field: 'from' });
  const family = input.type?.endsWith('.*') ? input.type.slice(0, -1) : undefined;
  const events = await readEvents(ctx.db, {
    afterSeq, partnerId: input.partnerId, environment: input.environment, limit: input.limit + 1,
    ...(family ? { typePrefix: family } : input.type ? { type: input.type } : {}), from: input.from, to: input.to,
  });
  const page = events.slice(0, input.limit);
  const endpoint = await findEndpoint(ctx.db, input.partnerId, input.environment);
  const deliveries = endpoint ? await deliveriesOfEvents(ctx.db, endpoint.id, page.map((e) => e.id)) : new Map<string, DeliveryRow>();
  return {
    data: page.map((e) => {
      const delivery = deliveries.get(e.id);
      return { id: e.id, type: e.type, created_at: e.occurredAt.toISOString(), sequence: e.seq, data: e.payload, delivery: delivery ? deliveryView(delivery) : null };
    }),
    has_more: events.length > input.limit,
    next_after_id: page.length > 0 ? page[page.length - 1]!.id : (input.afterId ?? null),
  };
}
