import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { Owner } from '../../modules/settlements/service.js';
import { credentialOf, type PartnerRouteConfig } from './plugin.js';

/** What the report routes of interface B share (reports.routes.ts, me.routes.ts): scopes, the date window, the ledger words. */

export const BUY: { partner: PartnerRouteConfig } = { partner: { scopes: ['buy'], rate: 'report', idempotency: 'none' } };
export const REPORT: { partner: PartnerRouteConfig } = { partner: { scopes: ['report'], rate: 'report', idempotency: 'none' } };
export const tags = ['reports'];

export const RANGE_TEXT = 'from and to are ISO 8601 date-times (from inclusive, to exclusive); without them, the last 365 days. A range over 366 days, or from after to, is 400 validation_error.';
export const Range = {
  from: Type.Optional(Type.String({ maxLength: 40, description: 'Start, inclusive (ISO 8601).' })),
  to: Type.Optional(Type.String({ maxLength: 40, description: 'End, exclusive (ISO 8601); default now.' })),
};
export const LEDGER_TEXT = 'Amounts are integer minor units of currency (ISO 4217). The ledger records each sale when the order is made: a partner-collected sale means you owe Nameport the price minus your commission; a service-collected (hosted checkout) sale means Nameport owes you your commission. A commission is accrued for 30 days (the refund hold, hold_until), then pending until the next payout, then paid_out; a refund before the payout marks it reversed and adds an offsetting entry; a refund after the payout adds a negative entry deducted from the next payout (entries are never edited). Settlement periods run from the 1st to the 14th and from the 15th to the end of each month, in UTC; a payout is made at most once per period.';

export const Cents = (description: string) => Type.Integer({ description });
export const Currency = Type.String({ description: 'ISO 4217.' });
export const PayoutsAnswer = Type.Object({
  items: Type.Array(Type.Object({
    payout_id: Type.String(), period: Type.String(), paid_at: Type.String({ format: 'date-time' }), currency: Currency, total_cents: Cents('Paid.'),
    entries: Type.Array(Type.Object({ order_id: Type.Union([Type.String(), Type.Null()]), kind: Type.String(), amount_cents: Type.Integer() })),
  })),
  total_paid: Type.Array(Type.Object({ currency: Currency, total_cents: Type.Integer() })),
});

export const ownerOf = (request: FastifyRequest): Owner => {
  const c = credentialOf(request);
  return { partnerId: c.partnerId, environment: c.environment };
};
