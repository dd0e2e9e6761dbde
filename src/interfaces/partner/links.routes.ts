import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { ATTRIBUTION_WINDOW_DAYS, BOT_USER_AGENT_MARKERS } from '../../modules/referrals/attribution.js';
import { analyticsReport, clicksReport } from '../../modules/referrals/reports.js';
import { PRODUCT_NAMES } from '../../modules/referrals/schema.js';
import { createLink, DEFAULT_LINK_PAGE_SIZE, listLinks, MAX_LABEL_LENGTH, MAX_LINK_PAGE_SIZE, MAX_LINKS_PER_PARTNER } from '../../modules/referrals/service.js';
import type { TypedApp } from '../../platform/http/typed-app.js';
import { PARTNER_PREFIX } from './inventory.routes.js';
import { credentialOf, type PartnerRouteConfig } from './plugin.js';

/** Referral links and their reports (issue 19; contract 2.7, 4.3, 5.2 scopes refer and report, 8 rate classes). */

const WRITE: { partner: PartnerRouteConfig } = { partner: { scopes: ['refer'], rate: 'write', idempotency: 'optional' } };
const READ: { partner: PartnerRouteConfig } = { partner: { scopes: ['refer'], rate: 'report', idempotency: 'none' } };
const REPORT: { partner: PartnerRouteConfig } = { partner: { scopes: ['report'], rate: 'report', idempotency: 'none' } };
const tags = ['referrals'];

const Kind = Type.Union([Type.Literal('generic'), Type.Literal('domain'), Type.Literal('product')]);
const AFFILIATE_TEXT = 'Creating and listing links needs your partner account to be linked to an affiliate account by Nameport; until then the answer is 403 forbidden (details.reason no_affiliate_account), whose message names the operator command that links it. Sandbox: the published demo partner is linked at start-up.';
const CLICK_TEXT = `The link's url is served by Nameport: opening it records a click and redirects (302) to the target page of our site (a generic link: the home page; a domain link: the domain's page, with its price and a Buy button for a visitor signed in with a confirmed account, and "Sign in for pricing" for anyone else, as marketplace prices are masked on every page; a product link: the product's page). No IP address is stored: a visitor is a keyed hash of IP address and User-Agent. HEAD requests and known crawlers or link unfurlers (User-Agent empty or containing one of: ${BOT_USER_AGENT_MARKERS.join(', ')}) count as clicks (and bot_clicks) but never as unique visitors, and get no cookie. A person's first click sets a first-party cookie (HttpOnly, SameSite=Lax, Secure on https) for ${ATTRIBUTION_WINDOW_DAYS} days; a buyer who then starts a checkout on our domain page within those days (signing in on the way keeps the cookie) is attributed to the link's partner: first click wins, a later click of any link in the window changes nothing. The order is service-collected (Nameport takes the payment) and your commission is recorded in the ledger like a hosted-checkout sale: accrued for the 30-day refund hold, reversed if the order is refunded. An unknown link shows a 404 page and redirects nowhere.`;
const STATS_TEXT = 'clicks counts every request of the link, bots included; unique_visitors counts distinct visitors among the others; conversions counts orders placed through the link (whatever happened to them later); sales counts those neither refunded nor cancelled, and sales_amount gives their prices and your commission per currency (integer minor units).';
const RANGE_TEXT = 'from and to are ISO 8601 date-times (from inclusive, to exclusive); without them, the last 365 days up to now. A range over 366 days, or from after to, is 400 validation_error. Days are UTC.';

const Link = Type.Object({
  link_id: Type.String({ description: '`lnk_…`' }),
  url: Type.String({ description: 'The link to share: https://…/r/{token}.' }),
  kind: Kind,
  target_type: Kind,
  domain: Type.Union([Type.String(), Type.Null()], { description: 'kind domain: the listed domain.' }),
  product: Type.Union([Type.String(), Type.Null()], { description: 'kind product: the product name.' }),
  target: Type.String({ description: 'The page of our site the link redirects to.' }),
  label: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
  clicks: Type.Integer(), unique_visitors: Type.Integer(), bot_clicks: Type.Integer(),
  conversions: Type.Integer(), sales: Type.Integer(),
  sales_amount: Type.Array(Type.Object({ currency: Type.String(), amount_cents: Type.Integer(), commission_cents: Type.Integer() })),
});

const Counts = { clicks: Type.Integer(), unique_visitors: Type.Integer(), bot_clicks: Type.Integer() };
const Range = {
  from: Type.Optional(Type.String({ maxLength: 40, description: 'Start, inclusive (ISO 8601).' })),
  to: Type.Optional(Type.String({ maxLength: 40, description: 'End, exclusive (ISO 8601); default now.' })),
};

const ownerOf = (request: FastifyRequest) => {
  const c = credentialOf(request);
  return { partnerId: c.partnerId, keyId: c.keyId, environment: c.environment };
};

export function linkRoutes(scope: TypedApp, ctx: AppContext): void {
  scope.post(`${PARTNER_PREFIX}/links`, {
    config: WRITE,
    schema: {
      hide: true, tags, operationId: 'createLink', summary: 'Create a tracked referral link',
      description: `kind (or its alias target_type; the answer carries both) is generic (our home page), domain (needs domain: a domain listed for sale in your credential's environment, else 404 not_found) or product (needs product: one of ${PRODUCT_NAMES.join(', ')}). label (at most ${MAX_LABEL_LENGTH} characters) is yours to tell links apart. At most ${MAX_LINKS_PER_PARTNER} links per account (409 conflict beyond). Idempotency-Key is optional and honoured. ${AFFILIATE_TEXT} ${CLICK_TEXT}`,
      body: Type.Object({
        kind: Type.Optional(Kind),
        target_type: Type.Optional(Kind),
        domain: Type.Optional(Type.String({ minLength: 1, maxLength: 253 })),
        product: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
        label: Type.Optional(Type.String({ maxLength: MAX_LABEL_LENGTH })),
      }),
      response: { 201: Link },
    },
  }, async (request, reply) => reply.code(201).send(await createLink(ctx, ownerOf(request), request.body)));

  scope.get(`${PARTNER_PREFIX}/links`, {
    config: READ,
    schema: {
      hide: true, tags, operationId: 'listLinks', summary: 'Your referral links with their clicks and sales',
      description: `The links of your account in this environment, newest first, with all-time counts, a page at a time: follow page.next_cursor (null on the last page). A cursor that is not one this list returned is 400 validation_error. ${STATS_TEXT} ${AFFILIATE_TEXT}`,
      querystring: Type.Object({
        limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_LINK_PAGE_SIZE, description: `Page size (default ${DEFAULT_LINK_PAGE_SIZE}).` })),
        cursor: Type.Optional(Type.String({ maxLength: 200, description: 'page.next_cursor of the previous page.' })),
      }),
      response: {
        200: Type.Object({
          items: Type.Array(Link),
          page: Type.Object({
            limit: Type.Integer(), has_more: Type.Boolean(),
            next_cursor: Type.Union([Type.String(), Type.Null()], { description: 'Pass as `cursor` for the next page; null on the last page.' }),
          }),
        }),
      },
    },
  }, async (request) => listLinks(ctx, ownerOf(request), request.query));

  scope.get(`${PARTNER_PREFIX}/me/clicks`, {
    config: REPORT,
    schema: {
      hide: true, tags, operationId: 'listClicks', summary: 'Referral clicks per day and link',
      description: `One item per UTC day and link with clicks; totals over the whole window (a visitor seen on several days counts once there). link_id narrows to one link. ${STATS_TEXT} ${RANGE_TEXT}`,
      querystring: Type.Object({ ...Range, link_id: Type.Optional(Type.String({ maxLength: 40 })) }),
      response: {
        200: Type.Object({
          from: Type.String({ format: 'date-time' }), to: Type.String({ format: 'date-time' }),
          items: Type.Array(Type.Object({ date: Type.String({ description: 'YYYY-MM-DD (UTC).' }), link_id: Type.String(), ...Counts })),
          totals: Type.Object(Counts),
        }),
      },
    },
  }, async (request) => clicksReport(ctx, ownerOf(request), request.query));

  scope.get(`${PARTNER_PREFIX}/analytics`, {
    config: REPORT,
    schema: {
      hide: true, tags, operationId: 'getAnalytics', summary: 'Your referral funnel, GMV and commission',
      description: `Over the window: clicks → unique_visitors → conversions (orders placed through your links in the window) → sales (those not refunded or cancelled). revenue (GMV) and commission are the sales' amounts in currency (integer minor units), the amounts the ledger keeps for them after reversals; by_currency lists every currency (the top-level amounts are those of the first currency alphabetically; USD when there are no sales). conversion_rate = conversions / unique_visitors, 0 without visitors, rounded to 4 decimals. ${RANGE_TEXT}`,
      querystring: Type.Object(Range),
      response: {
        200: Type.Object({
          from: Type.String({ format: 'date-time' }), to: Type.String({ format: 'date-time' }),
          ...Counts, conversions: Type.Integer(), sales: Type.Integer(),
          revenue: Type.Integer({ description: 'GMV of the sales, minor units of currency.' }), commission: Type.Integer(), currency: Type.String(),
          conversion_rate: Type.Number(),
          by_currency: Type.Array(Type.Object({ currency: Type.String(), sales: Type.Integer(), revenue: Type.Integer(), commission: Type.Integer() })),
        }),
      },
    },
  }, async (request) => analyticsReport(ctx, ownerOf(request), request.query));
}
