import { type TSchema, Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import type { TypedApp } from '../../platform/http/typed-app.js';
import { ORDER_EVENT_TYPES } from '../../modules/orders/events.js';
import { BROKERAGE_EVENT_TYPES } from '../../modules/brokerage/events.js';
import { type EventTypeDeclaration, WEBHOOK_EVENT_TYPES } from '../../modules/webhooks/event-types.js';
import { MAX_PATTERNS, MAX_URL_LENGTH } from '../../modules/webhooks/policy.js';
import { getEndpoint, listEventHistory, type Owner, redeliverEvent, registerEndpoint, sendTestEvent } from '../../modules/webhooks/service.js';
import { PARTNER_PREFIX } from './inventory.routes.js';
import { credentialOf, type PartnerRouteConfig } from './plugin.js';

/**
 * Webhooks and the event history of interface B (issue 17; contract 4.3, 6.2, 8). The registration path has no v1
 * segment (contract 4.3) but is inside the signed scope like every path under /api/partner/.
 */

/** Every event type a partner can receive, with its `data` schema: the partner OpenAPI document's `webhooks` section. */
export const PARTNER_EVENT_TYPES: readonly EventTypeDeclaration[] = [...WEBHOOK_EVENT_TYPES, ...ORDER_EVENT_TYPES, ...BROKERAGE_EVENT_TYPES];

export const WEBHOOKS_PATH = '/api/partner/webhooks';

/** How deliveries work, for the partner OpenAPI document's `webhooks` tag (README "Webhooks and events" has the same). */
export const WEBHOOKS_TAG_TEXT = `Register one HTTPS endpoint per environment with PUT /api/partner/webhooks; events are POSTed to it as JSON
\`{id, type, created_at, sequence, data}\` (\`data\` holds the resource and its \`version\`). The event types and their
\`data\` are listed in this document's \`webhooks\` section.

Signature: every attempt is signed afresh with its own timestamp. \`X-Service-Signature: v1=<hex>\` is the lowercase hex
HMAC-SHA256 of \`{X-Service-Event-Id}.{X-Service-Timestamp}.{raw body}\`; the same content is signed in the Standard
Webhooks headers \`webhook-id\`, \`webhook-timestamp\`, \`webhook-signature: v1,<base64>\`, so the \`standardwebhooks\`
libraries verify it. The key is the secret's bytes: the base64 after \`whsec_\`, or a secret without that prefix as UTF-8.
For 24 hours after a rotation both secrets sign and the headers carry two space-separated signatures: accept the
request if any one matches. Refuse a timestamp more than 5 minutes from your clock.

Delivery: any 2xx within 15 s counts. Redirects are not followed (a failure). Failures are retried after about 5 s,
5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h and 24 h (±10 %; a longer Retry-After is honoured, up to 24 h), then the
delivery is dead (\`unknown\` when that last attempt was sent but never answered: it may have reached you). 410 Gone
disables the endpoint at once; an endpoint whose attempts all fail for 5 days is disabled
(more than 30 hours without any attempt, for want of events, starts the count again);
GET /api/partner/webhooks shows why, and a PUT enables it again. The event id never changes between attempts: use it to
drop duplicates (delivery is at least once; a timed-out attempt may have reached you). Deliveries are not ordered: a
retry can arrive after a newer event, so keep the highest \`data.version\` per resource (or the \`sequence\`).

History: GET /api/partner/v1/events pages through your events of the last 30 days with \`after_id\`, each with its delivery
state; POST /api/partner/v1/events/{id}/redeliver sends one again; POST /api/partner/v1/webhooks/test sends a \`ping\`.`;

const WRITE: { partner: PartnerRouteConfig } = { partner: { scopes: ['webhook'], rate: 'write', idempotency: 'optional' } };
// No Idempotency-Key on the registration: a stored answer would keep a generated secret in clear text for 24 h.
const REGISTER: { partner: PartnerRouteConfig } = { partner: { scopes: ['webhook'], rate: 'write', idempotency: 'none' } };
const READ: { partner: PartnerRouteConfig } = { partner: { scopes: ['webhook'], rate: 'report', idempotency: 'none' } };
const hide = true;
const tags = ['webhooks'];
const Nullable = (schema: TSchema) => Type.Union([schema, Type.Null()]);
const DateTime = (description: string) => Type.String({ format: 'date-time', description });

const ownerOf = (request: FastifyRequest): Owner => {
  const credential = credentialOf(request);
  return { partnerId: credential.partnerId, environment: credential.environment };
};

const Registration = Type.Object({
  id: Type.String({ description: 'The endpoint (`whk_…`).' }),
  url: Type.String({ format: 'uri' }),
  events: Type.Array(Type.String(), { description: 'Subscribed types and families; empty: every event.' }),
  status: Type.Union([Type.Literal('enabled'), Type.Literal('disabled')]),
  disabled_reason: Nullable(Type.Union([Type.Literal('gone'), Type.Literal('failing')], { description: '`gone`: the URL answered 410; `failing`: every attempt failed for 5 days.' })),
  disabled_at: Nullable(DateTime('When it was disabled.')),
  failing_since: Nullable(DateTime('Start of the current run of failed attempts; null after a success.')),
  previous_secret_expires_at: Nullable(DateTime('After a rotation: until then the previous secret signs too.')),
  created_at: DateTime('When it was first registered.'),
  updated_at: DateTime('Last change.'),
  secret: Type.Optional(Type.String({ description: 'Only in the answer that created it, when the service generated it: store it now, it is never shown again.' })),
}, { description: 'The webhook registration (never its secret, except once when generated).' });

const Delivery = Type.Object({
  status: Type.Union([Type.Literal('pending'), Type.Literal('delivered'), Type.Literal('dead'), Type.Literal('unknown'), Type.Literal('cancelled')], {
    description: '`pending`: an attempt is due at next_attempt_at; `delivered`: a 2xx came back; `dead`: no more attempts, the last one failed (or answered 410); `unknown`: no more attempts, and the last one was sent but never answered, so your endpoint may have processed it (check, or redeliver); `cancelled`: the endpoint was disabled first.',
  }),
  attempts: Type.Integer({ minimum: 0 }),
  last_attempt_at: Nullable(DateTime('When the last attempt was sent.')),
  last_response_status: Nullable(Type.Integer({ description: 'Your endpoint\'s HTTP status; null when it did not answer.' })),
  last_error: Nullable(Type.String({ description: 'Why the last attempt did not count as delivered. "outcome unknown": it was sent but no answer came in time, so your endpoint may have processed it; dedupe on the event id.' })),
  next_attempt_at: Nullable(DateTime('The next attempt (pending only).')),
}, { description: 'Delivery of this event to your endpoint; null when none was made (not subscribed, or no endpoint at the time).' });

const EventSchema = Type.Object({
  id: Type.String({ description: 'The event id (`evt_…`): the same in every delivery attempt, use it to drop duplicates; pass it as `after_id`.' }),
  type: Type.String(),
  created_at: DateTime('When the change happened.'),
  sequence: Type.Integer({ minimum: 1, description: 'Position in the history: grows in commit order, service-wide.' }),
  data: Type.Object({}, { additionalProperties: true, description: 'The resource and its `version` (see the `webhooks` section per type).' }),
});

const DeliveryAnswer = Type.Object({ event_id: Type.String(), delivery: Delivery });

export function webhookRoutes(scope: TypedApp, ctx: AppContext): void {
  scope.put(WEBHOOKS_PATH, {
    config: REGISTER,
    schema: {
      hide, tags, operationId: 'putWebhook', summary: 'Register or update the webhook endpoint',
      description: 'One endpoint per partner and environment. Without `secret` a new registration gets one (`whsec_` + base64 of 32 random bytes), shown once in this answer and stored only encrypted (if the answer is lost, send a PUT with a `secret` of your own: a rotation); an update without `secret` keeps the current one. A different `secret` rotates: the previous one keeps signing for 24 hours. `events` lists types or families (`order.*`); omitted or empty means every event. A disabled endpoint is enabled again and receives events from now on (GET /events replays the rest). URL rules: https, and every address the host resolves to must be public (no private, loopback, link-local or metadata address; checked now and again at every connection); a sandbox credential may also use a loopback receiver such as `http://localhost:8080/hook`, but only on a server started as a sandbox (a development machine); elsewhere sandbox credentials follow the same rules as live ones. A refused URL is `validation_error`.',
      body: Type.Object({
        url: Type.String({ minLength: 1, maxLength: MAX_URL_LENGTH, description: 'Where events are POSTed.' }),
        secret: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: '`whsec_` + base64 of 24–64 bytes (Standard Webhooks), or 24–128 printable ASCII characters used as they are.' })),
        events: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: MAX_PATTERNS, description: 'Event types or families, e.g. ["order.*", "brokerage.case_completed"].' })),
      }, { additionalProperties: false }),
      response: { 200: Registration, 201: Registration },
    },
  }, async (request, reply) => {
    const result = await registerEndpoint(ctx, { ...ownerOf(request), ...request.body });
    return reply.code(result.created ? 201 : 200).send(result.secret ? { ...result.endpoint, secret: result.secret } : result.endpoint);
  });

  scope.get(WEBHOOKS_PATH, {
    config: READ,
    schema: {
      hide, tags, operationId: 'getWebhook', summary: 'The webhook registration',
      description: 'The registration without its secret, with its status (a disabled endpoint says why). `not_found` before the first registration.',
      response: { 200: Registration },
    },
  }, async (request) => getEndpoint(ctx, ownerOf(request)));

  scope.post(`${PARTNER_PREFIX}/webhooks/test`, {
    config: WRITE,
    schema: {
      hide, tags, operationId: 'testWebhook', summary: 'Send a ping event now',
      description: 'Appends a `ping` event and sends it to the endpoint at once, whatever it subscribes to; answers with the attempt\'s outcome (a failed ping is retried like any delivery). `not_found` without a registration; `conflict` while the endpoint is disabled.',
      response: { 200: DeliveryAnswer },
    },
  }, async (request) => sendTestEvent(ctx, ownerOf(request)));

  scope.post(`${PARTNER_PREFIX}/events/:id/redeliver`, {
    config: WRITE,
    schema: {
      hide, tags, operationId: 'redeliverEvent', summary: 'Send an event again',
      description: 'Schedules a new delivery of one of your events now, with a fresh round of retries (also for an event from before the registration, or of a type not subscribed to). While an attempt of that event is being sent, that attempt is the redelivery: nothing is started beside it, so two requests never race. `not_found` for an unknown or another partner\'s event; `conflict` while the endpoint is disabled.',
      params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 100, description: 'The event id (`evt_…`).' }) }),
      response: { 202: DeliveryAnswer },
    },
  }, async (request, reply) => reply.code(202).send(await redeliverEvent(ctx, { ...ownerOf(request), eventId: request.params.id })));

  scope.get(`${PARTNER_PREFIX}/events`, {
    config: READ,
    schema: {
      hide, tags, operationId: 'listEvents', summary: 'Replayable event history',
      description: 'Your events (this credential\'s partner and environment), oldest first, each with its delivery state. Page with `after_id` = the last id you processed (`next_after_id`): events are numbered in commit order without gaps, so paging never skips or repeats one, even while new events are being written. Events are kept 30 days; an `after_id` older than that (or not yours) is `validation_error`.',
      querystring: Type.Object({
        after_id: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'Only events after this one.' })),
        limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 50, description: 'Page size (default 50, at most 100).' })),
        type: Type.Optional(Type.String({ maxLength: 100, pattern: '^[a-z][a-z0-9_]*(\\.([a-z][a-z0-9_]*|\\*))*$', description: 'One type (`order.paid`) or a family (`order.*`).' })),
        from: Type.Optional(Type.String({ format: 'date-time', description: 'Only events created at or after this instant.' })),
        to: Type.Optional(Type.String({ format: 'date-time', description: 'Only events created before this instant.' })),
      }),
      response: {
        200: Type.Object({
          data: Type.Array(Type.Object({ ...EventSchema.properties, delivery: Nullable(Delivery) })),
          has_more: Type.Boolean({ description: 'More events exist after this page (now; new ones keep arriving).' }),
          next_after_id: Nullable(Type.String({ description: 'Pass as after_id for the next page (the last id of this page; your after_id again when the page is empty).' })),
        }, { description: 'A page of events.' }),
      },
    },
  }, async (request) => {
    const { after_id, limit, type, from, to } = request.query;
    return listEventHistory(ctx, {
      ...ownerOf(request), afterId: after_id, limit: limit ?? 50, type, from: from ? new Date(from) : undefined, to: to ? new Date(to) : undefined,
    });
  });
}

/** The OpenAPI 3.1 `webhooks` entries: one per event type, the POST your endpoint receives. */
export function webhookDocumentation(): Record<string, unknown> {
  const entries: Record<string, unknown> = {};
  for (const declaration of PARTNER_EVENT_TYPES) {
    entries[declaration.type] = {
      post: {
        operationId: `event_${declaration.type.replace(/[^a-z0-9]+/g, '_')}`,
        summary: declaration.type,
        description: `${declaration.description}\n\nSigned as described in the webhooks tag; answer 2xx within 15 s.`,
        tags,
        security: [],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['id', 'type', 'created_at', 'sequence', 'data'],
                properties: { ...EventSchema.properties, type: { type: 'string', const: declaration.type }, data: declaration.schema },
              },
            },
          },
        },
        responses: {
          '200': { description: 'Any 2xx within 15 s counts as delivered.' },
          '400': { description: 'Your endpoint refused the request (for example a signature that did not verify): retried like any failure.' },
          '410': { description: 'Gone: the endpoint is disabled at once and nothing more is sent until it is registered again.' },
        },
      },
    };
  }
  return entries;
}
