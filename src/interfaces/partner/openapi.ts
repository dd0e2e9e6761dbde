import type { RouteOptions } from 'fastify';
import { ERROR_DESCRIPTIONS, ERROR_STATUS, type ErrorCode } from '../../platform/errors.js';
import { PARTNER_SCOPES } from '../../modules/partners/credentials/scopes.js';
import type { PartnerRouteConfig } from './plugin.js';

/**
 * Interface B's own OpenAPI 3.1 document (issue 15 item 11), served unsigned at GET /api/partner/v1/openapi.json.
 * It is built from the routes of the signed scope as they register (plugin.ts), so a partner route cannot exist
 * without appearing here; a route without a summary, an operationId or a documented 2xx response does not start.
 */

export const PARTNER_API_VERSION = '1.0.0';

interface RouteSchema {
  summary?: string;
  description?: string;
  operationId?: string;
  tags?: string[];
  querystring?: JsonSchema;
  params?: JsonSchema;
  body?: JsonSchema;
  response?: Record<string, JsonSchema>;
}

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema & { description?: string }>;
  required?: string[];
  description?: string;
  [key: string]: unknown;
}

interface DocumentedRoute {
  method: string;
  url: string;
  schema: RouteSchema;
  partner: PartnerRouteConfig;
}

/** Errors every signed route can answer, besides its own: authentication, scope, limits, failures. */
const COMMON_ERRORS: ErrorCode[] = [
  'missing_credentials', 'missing_signature_headers', 'invalid_timestamp', 'replay_detected', 'invalid_signature',
  'forbidden', 'rate_limited', 'internal_error', 'service_unavailable',
];

const RATE_LIMIT_TEXT: Record<PartnerRouteConfig['rate'], string> = {
  search: 'search limit (60 requests per minute per credential by default)',
  write: 'write limit (20 requests per minute per credential by default)',
  report: 'reporting limit (30 requests per minute per credential by default)',
};

export class PartnerOpenApi {
  private readonly routes: DocumentedRoute[] = [];
  private readonly webhooks: Record<string, unknown> = {};
  private readonly tagTexts: Record<string, string> = {};

  /** The OpenAPI 3.1 `webhooks` section: the requests the service sends to a partner (one per event type). */
  addWebhooks(entries: Record<string, unknown>, tag: { name: string; description: string }): void {
    Object.assign(this.webhooks, entries);
    this.tagTexts[tag.name] = tag.description;
  }

  /** Called for every route of the signed scope (onRoute); throws, failing the start, when the route is undocumented. */
  add(route: RouteOptions, partner: PartnerRouteConfig): void {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const schema = (route.schema ?? {}) as RouteSchema;
    for (const method of methods) {
      if (method === 'HEAD') continue;
      const where = `partner route ${method} ${route.url}`;
      if (!schema.summary || !schema.operationId) throw new Error(`${where}: schema.summary and schema.operationId are required (the partner OpenAPI document lists every route)`);
      if (!Object.keys(schema.response ?? {}).some((status) => /^2\d\d$/.test(status))) {
        throw new Error(`${where}: schema.response must document its 2xx answer (the partner OpenAPI document lists every route)`);
      }
      this.routes.push({ method: method.toLowerCase(), url: route.url, schema, partner });
    }
  }

  /** method + OpenAPI path of every documented route, e.g. `get /api/partner/v1/domains/{name}`. */
  operations(): string[] {
    return this.routes.map((r) => `${r.method} ${openApiPath(r.url)}`);
  }

  document(baseUrl: string): Record<string, unknown> {
    const paths: Record<string, Record<string, unknown>> = {};
    for (const route of this.routes) {
      const path = openApiPath(route.url);
      paths[path] = { ...paths[path], [route.method]: operation(route) };
    }
    const tags = [...new Set(this.routes.flatMap((r) => r.schema.tags ?? []))].sort().map((name) => ({ name, description: this.tagTexts[name] ?? TAG_DESCRIPTIONS[name] ?? name }));
    return {
      openapi: '3.1.0',
      info: {
        title: 'Nameport Partner API',
        version: PARTNER_API_VERSION,
        description: partnerDescription(),
        license: { name: 'Proprietary', identifier: 'LicenseRef-Nameport' },
      },
      servers: [{ url: baseUrl, description: 'This Nameport instance' }],
      security: [{ partnerSignature: [] }],
      tags,
      paths,
      ...(Object.keys(this.webhooks).length > 0 ? { webhooks: this.webhooks } : {}),
      components: {
        securitySchemes: {
          partnerSignature: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Service-Key-Id',
            description: SIGNING_TEXT,
          },
        },
        schemas: { Error: ERROR_SCHEMA },
      },
    };
  }
}

/** How quotes, orders and refunds fit together, and the decisions where the contract is silent (README "Partner orders"). */
const ORDERS_TAG_TEXT = `Selling a listed domain: POST /quotes locks the price for 10 minutes; POST /orders records the sale you collected
payment for (you are the merchant of record; \`payment_model\` is \`partner_collected\`); GET /orders and GET /orders/{public_id}
follow it; POST /refunds stops it before the domain has reached the registrar.

Statuses: \`PAID\` → \`TRANSFER_PENDING\` → \`TRANSFER_IN_PROGRESS\` → \`TRANSFER_COMPLETED\` → \`SETTLED\`; side exits
\`TRANSFER_FAILED\` (with a note and a next_action; retried back to TRANSFER_PENDING), \`CANCELLED\` (before the transfer
started), \`REFUND_REQUESTED\` → \`REFUNDED\` (before TRANSFER_COMPLETED, and not while the domain is at the registrar: see
POST /refunds). Every step appends a timeline entry
{at, status, event, actor, note, next_action} and emits the event named in it; \`version\` grows by one per step.

Fulfilment: with \`buyer.registrar_customer\` (the buyer's customer handle at our registrar) the domain is pushed to that
account; without it the domain's auth code is emailed to \`buyer.email\` — and to no one else: it never appears in this
API, in webhooks or in events — and the buyer's registrar requests the transfer. A domain registered or transferred
less than 60 days ago cannot go to another registrar: the order becomes \`TRANSFER_FAILED\` at once, its next_action
naming the date from which the transfer can be retried (or refund it). Nameport checks the registrar on a back-off
schedule (15 s, 30 s, 1 … 30 min, then hourly) and gives up with \`TRANSFER_FAILED\` (a note and a next_action, never a
silent retry) when a push has no outcome within 24 hours or a transfer is not completed 14 days after the code was sent.
In the sandbox transfers complete about 30 s after they start, and listings whose name starts with \`fresh\` are inside
the 60-day lock.

Decisions: a quote does not hold the domain (the first order wins it; an order for a domain another order holds is 409
\`conflict\` with details.reason \`reserved\`); a quote is bound to the credential that asked for it; an
Idempotency-Key is any 8–255 printable characters (your payment session id works), scoped to the credential; one
external_payment_ref pays for one order; the partner's commission is a configured share of the price (10 % by default),
in minor units, rounded half away from zero; reads need scope buy or search and show every order of your partner account
in the credential's environment.`;

const TAG_DESCRIPTIONS: Record<string, string> = {
  inventory: 'Listed domains the credential\'s environment can sell: search, detail, availability and price.',
  orders: ORDERS_TAG_TEXT,
  referrals: 'Tracked referral links to Nameport\'s pages, their clicks, and the funnel from click to sale with your commission.',
};

function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

function operation(route: DocumentedRoute): Record<string, unknown> {
  const { schema, partner } = route;
  const parameters = [
    ...parametersOf(schema.params, 'path'),
    ...parametersOf(schema.querystring, 'query'),
    ...(partner.idempotency === 'none' ? [] : [{
      name: 'Idempotency-Key',
      in: 'header',
      required: partner.idempotency === 'required',
      description: 'Any unique string of 8 to 255 printable ASCII characters (a UUID v4, or your payment processor\'s session id), scoped to the credential and the operation, the same for every retry of one operation: a retry with the same body replays the stored answer byte for byte; the same key with another body, or while the first request still runs, is 409 conflict.',
      schema: { type: 'string', minLength: 8, maxLength: 255, pattern: '^[\\x21-\\x7e][\\x20-\\x7e]{6,253}[\\x21-\\x7e]$' },
    }]),
  ];
  const responses: Record<string, unknown> = {};
  for (const [status, body] of Object.entries(schema.response ?? {})) {
    responses[status] = { description: body.description ?? 'Success', content: { 'application/json': { schema: body } } };
  }
  const errors = new Set<ErrorCode>(COMMON_ERRORS);
  if (parameters.length > 0 || schema.body) errors.add('validation_error');
  if (partner.idempotency !== 'none') errors.add('conflict');
  if (partner.idempotency === 'required') errors.add('missing_idempotency_key');
  for (const code of errorCodesIn(schema.description ?? '')) errors.add(code);
  for (const [status, codes] of byStatus(errors)) {
    if (responses[status]) continue;
    responses[status] = {
      description: codes.map((code) => `\`${code}\`: ${ERROR_DESCRIPTIONS[code]}`).join(' '),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      ...(status === '429' ? { headers: { 'Retry-After': { description: 'Seconds until the limit\'s window ends.', schema: { type: 'integer' } } } } : {}),
    };
  }
  return {
    operationId: schema.operationId,
    summary: schema.summary,
    description: `${schema.description ? `${schema.description}\n\n` : ''}Scope: ${partner.scopes.map((s) => `\`${s}\``).join(' or ')}. Counts against the ${RATE_LIMIT_TEXT[partner.rate]}.`,
    tags: schema.tags ?? [],
    'x-required-scopes': partner.scopes,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(schema.body ? { requestBody: { required: true, content: { 'application/json': { schema: schema.body } } } } : {}),
    responses,
  };
}

function parametersOf(schema: JsonSchema | undefined, where: 'path' | 'query'): Record<string, unknown>[] {
  if (!schema?.properties) return [];
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return { name, in: where, required: where === 'path' || required.has(name), ...(description ? { description } : {}), schema: rest };
  });
}

/** Route descriptions name the route-specific codes they answer with in backquotes (e.g. `not_found`). */
function errorCodesIn(text: string): ErrorCode[] {
  return [...text.matchAll(/`([a-z_]+)`/g)].map((m) => m[1]!).filter((code): code is ErrorCode => code in ERROR_STATUS);
}

function byStatus(codes: Set<ErrorCode>): [string, ErrorCode[]][] {
  const groups = new Map<string, ErrorCode[]>();
  for (const code of codes) {
    const status = String(ERROR_STATUS[code]);
    groups.set(status, [...(groups.get(status) ?? []), code]);
  }
  return [...groups.entries()].sort(([a], [b]) => Number(a) - Number(b));
}

const ERROR_SCHEMA = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message', 'request_id'],
      properties: {
        code: { type: 'string', description: 'A stable machine-readable code; the HTTP status is fixed by it.' },
        message: { type: 'string', description: 'What went wrong and how to fix it.' },
        request_id: { type: 'string', description: 'Quote it when asking for help (also in the X-Request-Id header).' },
        details: { type: 'object', description: 'Extra facts, e.g. server_time for invalid_timestamp.' },
      },
    },
  },
};

const SIGNING_TEXT = `Every request is signed with the credential's secret (shown once when the credential is created).
Send four headers: \`X-Service-Key-Id\` (the key id, \`pk_sandbox_…\` or \`pk_live_…\`), \`X-Service-Timestamp\`
(Unix time in whole seconds, within 300 s of server time), \`X-Service-Nonce\` (a new UUID for every request and every
retry) and \`X-Service-Signature\`: \`v1=\` followed by the lowercase hex HMAC-SHA256, keyed with the secret as UTF-8
text, of six lines joined by \\n: the upper-case method; the path; the canonical query; the timestamp; the nonce; the
lowercase hex SHA-256 of the body bytes exactly as sent (of the empty string for GET, HEAD or no body).

Canonical query: read the query as a form does (\`+\` is a space; send a literal plus as \`%2B\`), sort the pairs by key
and then value, percent-encode keys and values as encodeURIComponent does and also \`! ' ( ) *\` as uppercase %XX, and
join them as key=value with &. A query with a percent-escape that is not UTF-8 is refused with 400.
A used nonce is refused for at least 600 s. Scopes (${PARTNER_SCOPES.join(', ')}) are granted per credential; each
operation lists the ones it needs.`;

function partnerDescription(): string {
  const rows = COMMON_ERRORS.concat(['validation_error', 'invalid_query', 'not_found', 'conflict', 'missing_idempotency_key', 'quote_expired', 'price_mismatch'])
    .map((code) => `| ${ERROR_STATUS[code]} | \`${code}\` | ${ERROR_DESCRIPTIONS[code]} |`).join('\n');
  return `Nameport partner interface: find sellable inventory and read its prices, then sell it with quotes, orders and
refunds (tag \`orders\`), send buyers to a hosted checkout, open brokerage cases for names that are not for sale, share referral links, reconcile settlements and payouts, and follow it all by webhooks and the event history. A credential is issued for the sandbox (synthetic
inventory) or live; both use the same address and the credential decides which inventory is served.

## Reference page and SDKs
This document is served at \`/api/partner/v1/openapi.json\` and rendered for reading at [/docs/partner](/docs/partner).
The page sends no requests ("Try it out" is off): each request must be signed with the credential's secret, below,
which a web page does not hold. Call the API through an SDK, which signs every request and retries a write with the
same Idempotency-Key: JavaScript/TypeScript \`PartnerClient\` of \`@nameport/sdk\` (\`sdk/js\`, answer types generated
from this document) or Python \`nameport.PartnerClient\` (\`sdk/python\`); or sign as described under Signing.

## Signing
${SIGNING_TEXT}

## Errors
Errors are \`{"error":{"code","message","request_id"}}\` (plus \`details\` where useful); the HTTP status is fixed by the code.

| HTTP | code | meaning |
|---|---|---|
${rows}

Money is integer minor units (cents) with an ISO 4217 currency code.`;
}
