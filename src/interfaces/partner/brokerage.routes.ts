import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import type { TypedApp } from '../../platform/http/typed-app.js';
import { checkEligibility, ELIGIBILITY_REASONS, SITE_PROBE_CACHE_MS } from '../../modules/brokerage/eligibility.js';
import { DEFAULT_PAGE_SIZE, getOwnCase, listOwnCases, MAX_PAGE_SIZE } from '../../modules/brokerage/reads.js';
import { CaseCoreSchema, CaseSchema, Enum } from '../../modules/brokerage/schema.js';
import { MAX_BUDGET_CENTS, openCase } from '../../modules/brokerage/service.js';
import { SANDBOX_ASKING_PRICE_CENTS } from '../../modules/brokerage/sandbox.js';
import { CASE_STATUSES } from '../../modules/brokerage/status.js';
import { normaliseOrderDomain, type PartnerCaller } from '../../modules/quotes/service.js';
import { PARTNER_PREFIX } from './inventory.routes.js';
import { credentialOf, type PartnerRouteConfig } from './plugin.js';

/** Brokerage cases of interface B (issue 19; contract 2.7, 3, 4.3, 5.2 scope broker/report, 6.2, 8). */

const BROKER_READ: { partner: PartnerRouteConfig } = { partner: { scopes: ['broker'], rate: 'search', idempotency: 'none' } };
const BROKER_WRITE: { partner: PartnerRouteConfig } = { partner: { scopes: ['broker'], rate: 'write', idempotency: 'optional' } };
const REPORT: { partner: PartnerRouteConfig } = { partner: { scopes: ['report'], rate: 'report', idempotency: 'none' } };
const hide = true;
const tags = ['brokerage'];

const callerOf = (request: FastifyRequest): PartnerCaller => {
  const credential = credentialOf(request);
  return { partnerId: credential.partnerId, keyId: credential.keyId, environment: credential.environment };
};

const EligibilitySchema = Type.Object({
  domain: Type.String(),
  eligible: Type.Boolean(),
  reason: Type.Union([Enum(ELIGIBILITY_REASONS), Type.Null()], {
    description: 'Why not (null when eligible): `listed` (for sale here at a fixed price: buy it with a quote and an order, or a checkout session), `open_case` (a case for it is in progress, any partner\'s), `unregistered` (nobody owns it: register it), `reserved` (the registry withholds it), `active_site` (it runs a website), `registration_unknown` / `site_unchecked` (a check could not be made now: try again in a few minutes).',
  }),
  message: Type.String({ description: 'The same in plain words, with what to do instead.' }),
  site: Type.Union([Type.Object({
    verdict: Type.Union([Type.Literal('active_site'), Type.Literal('parked'), Type.Literal('no_site')]),
    evidence: Type.String({ description: 'What the probe saw (DNS addresses, the HTTP answer, a parking page sign).' }),
    checked_at: Type.String({ format: 'date-time' }),
  }), Type.Null()], { description: 'The site probe\'s finding; null when an earlier rule decided.' }),
  open_case_id: Type.Union([Type.String(), Type.Null()], { description: 'With reason open_case: your own case in progress (another partner\'s case is not named).' }),
});

const CaseBody = Type.Object({
  domain: Type.Optional(Type.String({ maxLength: 253, description: 'Required: a registered domain that is not for sale here.' })),
  tier: Type.Optional(Type.String({ maxLength: 20, description: 'Required: `managed` (a Nameport broker negotiates for the buyer) or `self_serve` (we find and contact the owner; the buyer decides on each offer). Both follow the same statuses.' })),
  buyer_email: Type.Optional(Type.String({ maxLength: 254, description: 'Required: the buyer; the order made when they pay is in their name.' })),
  budget: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_BUDGET_CENTS, description: 'Required (or offer_price): the most the buyer will pay, in minor units of currency (cents), at most 100,000,000,000.' })),
  offer_price: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_BUDGET_CENTS, description: 'Accepted as another name of budget (some clients send it); if both are sent they must be equal.' })),
  currency: Type.Optional(Type.String({ minLength: 3, maxLength: 3, description: 'ISO 4217 (default USD).' })),
}, { examples: [{ domain: 'brewlab.io', tier: 'managed', buyer_email: 'buyer@example.com', budget: 300000, currency: 'USD' }] });

const CasePage = Type.Object({
  items: Type.Array(CaseCoreSchema),
  page: Type.Object({
    limit: Type.Integer(),
    has_more: Type.Boolean(),
    next_cursor: Type.Union([Type.String(), Type.Null()], { description: 'Pass as `cursor` for the next page; null on the last page.' }),
  }),
}, { description: 'Your cases and their outcomes, newest first (progress links are in GET /brokerage/{case_id}).' });

const SANDBOX_TEXT = `In the sandbox a case moves by itself, one step every SANDBOX_BROKERAGE_STEP_SECONDS (20 s by default): open → researching → contacting_owner → negotiating (the owner asks ${SANDBOX_ASKING_PRICE_CENTS} minor units) → agreed at that price → payment_pending → transferring (paid automatically, or at once with the progress page's sandbox button) → completed when the order's transfer completes. A domain whose first label contains "decline", "unresponsive" or "notforsale" closes unsuccessfully from contacting_owner with owner_declined, owner_unresponsive or not_for_sale; a budget below the ask closes with over_budget.`;

export function brokerageRoutes(scope: TypedApp, ctx: AppContext): void {
  scope.get(`${PARTNER_PREFIX}/brokerage/eligibility`, {
    config: BROKER_READ,
    schema: {
      hide, tags, operationId: 'brokerageEligibility', summary: 'Whether a domain can be brokered',
      description: `A domain can be brokered when it is registered, not listed for sale here, has no case in progress (any partner's, in your environment) and runs no active website. The website check fetches the domain's site (DNS addresses, then an HTTP request with a short timeout); a parked page or no site at all is eligible. Its verdict is reused for ${SITE_PROBE_CACHE_MS / 60_000} minutes, so POST /brokerage right after agrees with this answer. Counts against the search rate limit.`,
      querystring: Type.Object({ domain: Type.String({ minLength: 1, maxLength: 253, description: 'The domain, Unicode or ASCII.' }) }),
      response: { 200: EligibilitySchema },
    },
  }, async (request) => {
    const caller = callerOf(request);
    return checkEligibility(ctx, { partnerId: caller.partnerId, environment: caller.environment, domain: normaliseOrderDomain(request.query.domain) });
  });

  scope.post(`${PARTNER_PREFIX}/brokerage`, {
    config: BROKER_WRITE,
    schema: {
      hide, tags, operationId: 'createBrokerageCase', summary: 'Ask Nameport to buy a registered domain from its owner',
      description: `Opens a case (201, status open) with a no-login progress_url for the buyer. Eligibility is checked again first: an ineligible domain is \`conflict\` with details.reason as in GET /brokerage/eligibility; when the registration or website check cannot be made right now the answer is \`upstream_unavailable\` (503, Retry-After) and no case is opened (two requests for one domain at once: one case, the other \`conflict\` open_case). An Idempotency-Key is optional and honoured: the same key and body answer the first case again. When the owner agrees and the buyer pays the agreed price, an order is recorded (case.order_id) and the domain is moved like any order; events brokerage.<status> follow each step, brokerage.case_completed the last. If that order is refunded or cancelled before the domain reaches the buyer, the case ends closed_unsuccessful with close_reason refunded or order_cancelled (the buyer's payment is returned). ${SANDBOX_TEXT}`,
      body: CaseBody,
      response: { 201: CaseSchema },
    },
  }, async (request, reply) => {
    const created = await openCase(ctx, { caller: callerOf(request), body: request.body });
    return reply.code(201).header('location', `${PARTNER_PREFIX}/brokerage/${created.case_id}`).send(created);
  });

  scope.get(`${PARTNER_PREFIX}/brokerage/:case_id`, {
    config: BROKER_READ,
    schema: {
      hide, tags, operationId: 'getBrokerageCase', summary: 'One of your cases: status, timeline, last offer',
      description: '`not_found` when there is no such case of your partner account in this environment (another partner\'s case included). The answer carries a freshly signed progress_url.',
      params: Type.Object({ case_id: Type.String({ minLength: 1, maxLength: 100, description: 'The case id, `bc_…`.' }) }),
      response: { 200: CaseSchema },
    },
  }, async (request) => getOwnCase(ctx, { caller: callerOf(request), caseId: request.params.case_id }));

  scope.get(`${PARTNER_PREFIX}/brokerage`, {
    config: REPORT,
    schema: {
      hide, tags, operationId: 'listBrokerageCases', summary: 'Your cases and their outcomes',
      description: 'Cases opened by any credential of your partner account in this environment, newest first, with cursor paging; scope report. A malformed filter or cursor is `validation_error`.',
      querystring: Type.Object({
        status: Type.Optional(Type.String({ maxLength: 300, description: `One or more of ${CASE_STATUSES.join(', ')}, comma-separated.` })),
        domain: Type.Optional(Type.String({ maxLength: 253, description: 'Only cases of this domain.' })),
        from: Type.Optional(Type.String({ maxLength: 40, description: 'Opened at or after this ISO 8601 date or date-time (a date is midnight UTC).' })),
        to: Type.Optional(Type.String({ maxLength: 40, description: 'Opened before this ISO 8601 date or date-time (exclusive).' })),
        limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, description: `Page size (default ${DEFAULT_PAGE_SIZE}).` })),
        cursor: Type.Optional(Type.String({ maxLength: 200, description: 'page.next_cursor of the previous page.' })),
      }),
      response: { 200: CasePage },
    },
  }, async (request) => listOwnCases(ctx, { caller: callerOf(request), query: request.query }));
}
