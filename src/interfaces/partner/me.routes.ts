import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../context.js';
import { listMyCommissions, listMyPayouts, listMySales } from '../../modules/settlements/me-reports.js';
import type { TypedApp } from '../../platform/http/typed-app.js';
import { PARTNER_PREFIX } from './inventory.routes.js';
import { Cents, Currency, LEDGER_TEXT, ownerOf, PayoutsAnswer, Range, RANGE_TEXT, REPORT, tags } from './report-schemas.js';

/** GET /me/sales, /me/commissions, /me/payouts of interface B (issue 19; contract 2.7, 4.3, 5.2 scope report, 8 report rate class). */

const Paging = {
  cursor: Type.Optional(Type.String({ maxLength: 40, description: 'page.next_cursor of the previous answer.' })),
  limit: Type.Integer({ minimum: 1, maximum: 200, default: 50 }),
};
const PageAnswer = Type.Object({ limit: Type.Integer(), has_more: Type.Boolean(), next_cursor: Type.Union([Type.String(), Type.Null()]) });
const WindowAnswer = Type.Object({
  from: Type.String({ format: 'date-time' }), to: Type.String({ format: 'date-time', description: 'Exclusive.' }),
}, { description: 'The window the answer covers (the from/to asked for, or the default last 365 days).' });
const State = Type.Union([Type.Literal('accrued'), Type.Literal('pending'), Type.Literal('paid_out'), Type.Literal('reversed')]);
const Attribution = Type.Union([Type.Literal('direct'), Type.Literal('referral')]);

const ATTRIBUTION_TEXT = 'attribution is direct when you made the sale yourself (an order you placed, or a checkout session you created), referral when a buyer came through one of your referral links (link_id names it; the first click within 30 days wins).';

const SalesAnswer = Type.Object({
  items: Type.Array(Type.Object({
    order_id: Type.String(), domain: Type.Union([Type.String(), Type.Null()]),
    buyer: Type.Object({ email_domain: Type.Union([Type.String(), Type.Null()], { description: 'Only the domain of the buyer\'s email address (jane@example.com → example.com); the address itself is never shown.' }) }),
    amount_cents: Cents('The price the buyer paid.'), commission_cents: Cents('Your commission on it.'), currency: Currency,
    status: State, order_status: Type.Union([Type.String(), Type.Null()], { description: 'The order\'s own status (PAID, TRANSFERRED, …).' }),
    payment_model: Type.Union([Type.Literal('partner_collected'), Type.Literal('service_collected')]),
    attribution: Attribution, link_id: Type.Union([Type.String(), Type.Null()]), created_at: Type.String({ format: 'date-time' }),
  })),
  totals: Type.Array(Type.Object({
    currency: Currency, count: Type.Integer(), amount_cents: Cents('GMV of every matching sale.'),
    commission_cents: Cents('Commission of every matching sale, refunded ones included (equals the commission total of GET /transactions).'),
    refunded_count: Type.Integer(), net_commission_cents: Cents('Commission of the sales not refunded.'),
  })),
  page: PageAnswer, window: WindowAnswer,
});

const CommissionsAnswer = Type.Object({
  items: Type.Array(Type.Object({
    entry_id: Type.String(),
    kind: Type.Union([Type.Literal('sale'), Type.Literal('reversal'), Type.Literal('clawback'), Type.Literal('payout')], { description: 'sale: a commission earned; reversal: a refund before payout offsets it; clawback: a refund after payout, deducted from the next payout; payout: money paid to you.' }),
    order_id: Type.Union([Type.String(), Type.Null()]), payment_model: Type.Union([Type.Literal('partner_collected'), Type.Literal('service_collected')]),
    state: State, state_reason: Type.String({ description: 'Why the entry is in its state, in plain words.' }),
    commission_cents: Cents('The commission the entry carries (negative when taken back).'),
    amount_cents: Cents('The money of the entry: > 0 Nameport owes you, < 0 you owe Nameport.'),
    balance_after_cents: Cents('Your running balance after this entry (since your first sale, not only this window).'), currency: Currency,
    hold_until: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'A sale\'s refund hold ends then.' }),
    payout_id: Type.Union([Type.String(), Type.Null()]), created_at: Type.String({ format: 'date-time' }),
  })),
  totals: Type.Array(Type.Object({
    currency: Currency,
    accrued_cents: Cents('Commission still in the 30-day refund hold.'), pending_cents: Cents('Commission approved, waiting for the next payout (minus refunds after a payout).'),
    paid_out_cents: Cents('Commission paid out.'), reversed_cents: Cents('Commission of refunded sales (counted once).'),
    earned_cents: Cents('Commission kept: the sum of every entry\'s commission (accrued + pending + paid_out).'),
    opening_balance_cents: Cents('Your balance before the first entry of the window.'), closing_balance_cents: Cents('Your balance after its last entry.'),
  })),
  page: PageAnswer, window: WindowAnswer,
});

const MyPayoutsAnswer = Type.Object({
  ...PayoutsAnswer.properties,
  upcoming: Type.Array(Type.Object({
    currency: Currency, due_cents: Cents('What the next payout would pay today: approved commissions minus refunds after payouts.'),
    held_cents: Cents('Commission still in its refund hold: paid in a later payout.'),
  })),
});

export function meReportRoutes(scope: TypedApp, ctx: AppContext): void {
  scope.get(`${PARTNER_PREFIX}/me/sales`, {
    config: REPORT,
    schema: {
      hide: true, tags, operationId: 'listMySales', summary: 'Sales attributed to you, with your commission',
      description: `One item per sale made in the window, oldest first: the domain, the buyer (only the domain of the buyer's email address), amount, your commission, its ledger status and how the sale came to you. ${ATTRIBUTION_TEXT} Filter with attribution and link_id. totals (per currency) cover every matching sale, not only this page. Paging: pass page.next_cursor as cursor. ${LEDGER_TEXT} ${RANGE_TEXT}`,
      querystring: Type.Object({ ...Range, attribution: Type.Optional(Attribution), link_id: Type.Optional(Type.String({ maxLength: 40 })), ...Paging }),
      response: { 200: SalesAnswer },
    },
  }, async (request) => listMySales(ctx, ownerOf(request), request.query));

  scope.get(`${PARTNER_PREFIX}/me/commissions`, {
    config: REPORT,
    schema: {
      hide: true, tags, operationId: 'listMyCommissions', summary: 'Your commission ledger, with running balance',
      description: `Every ledger entry written in the window, oldest first, with its state (accrued, pending, paid_out, reversed) and your running balance after it; totals per currency give the commission in each state, the commission earned and the balance at both ends of the window. state filters the items (the totals always cover the whole window). Paging: pass page.next_cursor as cursor. ${LEDGER_TEXT} ${RANGE_TEXT}`,
      querystring: Type.Object({ ...Range, state: Type.Optional(State), ...Paging }),
      response: { 200: CommissionsAnswer },
    },
  }, async (request) => listMyCommissions(ctx, ownerOf(request), request.query));

  scope.get(`${PARTNER_PREFIX}/me/payouts`, {
    config: REPORT,
    schema: {
      hide: true, tags, operationId: 'listMyPayouts', summary: 'Your payout history, total paid and the next payout',
      description: `Each payout made in the window with its period, date (paid_at), total and the entries it covers; total_paid per currency; upcoming: what the next payout would pay today and what is still held. Payouts pay the commission of sales Nameport collected (hosted checkout, referrals): on sales you collected yourself you already hold your commission. ${LEDGER_TEXT} ${RANGE_TEXT}`,
      querystring: Type.Object(Range),
      response: { 200: MyPayoutsAnswer },
    },
  }, async (request) => listMyPayouts(ctx, ownerOf(request), request.query));
}
