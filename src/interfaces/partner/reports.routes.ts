import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../context.js';
import { listPartnerPayouts, listSettlements, listTransactions } from '../../modules/settlements/service.js';
import type { TypedApp } from '../../platform/http/typed-app.js';
import { PARTNER_PREFIX } from './inventory.routes.js';
import { meReportRoutes } from './me.routes.js';
import { BUY, Cents, Currency, LEDGER_TEXT, ownerOf, PayoutsAnswer, Range, RANGE_TEXT, REPORT, tags } from './report-schemas.js';

/**
 * GET /settlements, /transactions, /payouts of interface B (issue 18; contract 4.3, 5.2 scopes buy/report, 8 report rate
 * class), and the affiliate's /me/sales, /me/commissions, /me/payouts (issue 19, me.routes.ts).
 */

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

  meReportRoutes(scope, ctx);
}
