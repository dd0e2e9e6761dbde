import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { listPartnerPayouts, listSettlements, listTransactions, type Owner } from '../../modules/settlements/service.js';
import type { TypedApp } from '../../platform/http/typed-app.js';
import { PARTNER_PREFIX } from './inventory.routes.js';
import { credentialOf, type PartnerRouteConfig } from './plugin.js';

/** GET /settlements, /transactions, /payouts of interface B (issue 18; contract 4.3, 5.2 scopes buy/report, 8 report rate class). */

const BUY: { partner: PartnerRouteConfig } = { partner: { scopes: ['buy'], rate: 'report', idempotency: 'none' } };
const REPORT: { partner: PartnerRouteConfig } = { partner: { scopes: ['report'], rate: 'report', idempotency: 'none' } };
const tags = ['reports'];

const RANGE_TEXT = 'from and to are ISO 8601 date-times (from inclusive, to exclusive); without them, the last 365 days. A range over 366 days, or from after to, is 400 validation_error.';
const Range = {
  from: Type.Optional(Type.String({ maxLength: 40, description: 'Start, inclusive (ISO 8601).' })),
  to: Type.Optional(Type.String({ maxLength: 40, description: 'End, exclusive (ISO 8601); default now.' })),
};
const LEDGER_TEXT = 'Amounts are integer minor units of currency (ISO 4217). The ledger records each sale when the order is made: a partner-collected sale means you owe Nameport the price minus your commission; a service-collected (hosted checkout) sale means Nameport owes you your commission. A commission is accrued for 30 days (the refund hold, hold_until), then pending until the next payout, then paid_out; a refund before the payout marks it reversed and adds an offsetting entry; a refund after the payout adds a negative entry deducted from the next payout (entries are never edited). Settlement periods run from the 1st to the 14th and from the 15th to the end of each month, in UTC; a payout is made at most once per period.';

const Cents = (description: string) => Type.Integer({ description });
const Currency = Type.String({ description: 'ISO 4217.' });
const SettlementsAnswer = Type.Object({
  items: Type.Array(Type.Object({
    period: Type.String({ description: 'The first day of the period (YYYY-MM-01 or YYYY-MM-15).' }),
    period_start: Type.String({ format: 'date-time' }), period_end: Type.String({ format: 'date-time', description: 'Exclusive.' }),
    currency: Currency,
    gross_sold_cents: Cents('Prices of the sales in the period, minus refunded ones.'),
    commission_cents: Cents('Your commission on them.'),
    owed_to_service_cents: Cents('Partner-collected sales: price minus commission, which you owe Nameport.'),
    owed_to_partner_cents: Cents('Service-collected sales: your commission, which Nameport owes you.'),
    order_ids: Type.Array(Type.String()),
  })),
});
const TransactionsAnswer = Type.Object({
  items: Type.Array(Type.Object({
    order_id: Type.String(), created_at: Type.String({ format: 'date-time' }),
    payment_model: Type.Union([Type.Literal('partner_collected'), Type.Literal('service_collected')]),
    status: Type.String({ description: 'Ledger state: accrued, pending, paid_out or reversed.' }), state_reason: Type.String(),
    gross_cents: Cents('The price.'), commission_cents: Cents('Your commission.'),
    amount_cents: Cents('The entry: > 0 Nameport owes you, < 0 you owe Nameport.'), balance_after_cents: Cents('Your running balance after it.'),
    currency: Currency, hold_until: Type.String({ format: 'date-time', description: 'End of the refund hold.' }),
  })),
  totals: Type.Array(Type.Object({ currency: Currency, gmv_cents: Cents('GMV of every matching sale.'), commission_cents: Cents('Commission of every matching sale.') })),
  page: Type.Object({ limit: Type.Integer(), has_more: Type.Boolean(), next_cursor: Type.Union([Type.String(), Type.Null()]) }),
});
const PayoutsAnswer = Type.Object({
  items: Type.Array(Type.Object({
    payout_id: Type.String(), period: Type.String(), paid_at: Type.String({ format: 'date-time' }), currency: Currency, total_cents: Cents('Paid.'),
    entries: Type.Array(Type.Object({ order_id: Type.Union([Type.String(), Type.Null()]), kind: Type.String(), amount_cents: Type.Integer() })),
  })),
  total_paid: Type.Array(Type.Object({ currency: Currency, total_cents: Type.Integer() })),
});

const ownerOf = (request: FastifyRequest): Owner => {
  const c = credentialOf(request);
  return { partnerId: c.partnerId, environment: c.environment };
};

export function reportRoutes(scope: TypedApp, ctx: AppContext): void {
  scope.get(`${PARTNER_PREFIX}/settlements`, {
    config: BUY,
    schema: {
      hide: true, tags, operationId: 'listSettlements', summary: 'What you sold and who owes whom, per settlement period',
      description: `Per settlement period and currency: gross_sold_cents (prices of the sales, minus refunded ones), commission_cents (your commission), owed_to_service_cents (partner-collected sales: price minus commission), owed_to_partner_cents (your commission on service-collected sales) and the orders in it. ${LEDGER_TEXT} ${RANGE_TEXT}`,
      querystring: Type.Object(Range),
      response: { 200: SettlementsAnswer },
    },
  }, async (request) => listSettlements(ctx, ownerOf(request), request.query));

  scope.get(`${PARTNER_PREFIX}/transactions`, {
    config: REPORT,
    schema: {
      hide: true, tags, operationId: 'listTransactions', summary: 'Your sales history, with totals',
      description: `One item per sale (order), oldest first, with its ledger state. totals (per currency) are the GMV and commission of every sale matching the filters, not only this page. status filters by the ledger state (accrued, pending, paid_out, reversed). Paging: pass page.next_cursor as cursor. ${LEDGER_TEXT} ${RANGE_TEXT}`,
      querystring: Type.Object({
        ...Range,
        status: Type.Optional(Type.Union([Type.Literal('accrued'), Type.Literal('pending'), Type.Literal('paid_out'), Type.Literal('reversed')])),
        payment_model: Type.Optional(Type.Union([Type.Literal('partner_collected'), Type.Literal('service_collected')])),
        cursor: Type.Optional(Type.String({ maxLength: 40 })),
        limit: Type.Integer({ minimum: 1, maximum: 200, default: 50 }),
      }),
      response: { 200: TransactionsAnswer },
    },
  }, async (request) => listTransactions(ctx, ownerOf(request), request.query));

  scope.get(`${PARTNER_PREFIX}/payouts`, {
    config: REPORT,
    schema: {
      hide: true, tags, operationId: 'listPayouts', summary: 'Payouts made to you',
      description: `Each payout with its period, date (paid_at), total and the ledger entries it covers (commissions, minus refunds taken back); total_paid per currency. ${LEDGER_TEXT} ${RANGE_TEXT}`,
      querystring: Type.Object(Range),
      response: { 200: PayoutsAnswer },
    },
  }, async (request) => listPartnerPayouts(ctx, ownerOf(request), request.query));
}
