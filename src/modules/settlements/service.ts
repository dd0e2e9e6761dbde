import type { AppContext } from '../../context.js';
import { ApiError } from '../../platform/errors.js';
import { settlementPeriodOf } from '../ledger/periods.js';
import { type LedgerEntryRow, type LedgerState, listAccountEntries, listPayouts, type PaymentModel } from '../ledger/repository.js';

/**
 * Partner reports over the ledger (issue 18; contract 4.3): settlements per period, the sales history and payouts.
 * Every figure is summed from ledger entries, so the reports agree with the ledger to the cent.
 */

export interface Owner { partnerId: string; environment: string }
const DAY_MS = 86_400_000;
/** Decision: a report covers at most 366 days (a leap year); without from/to, the last 365 days up to now. */
export const MAX_RANGE_DAYS = 366;

export function reportRange(ctx: AppContext, input: { from?: string | undefined; to?: string | undefined }): { from: Date; to: Date } {
  const parse = (name: string, text: string) => {
    const at = new Date(text);
    if (Number.isNaN(at.getTime())) throw new ApiError('validation_error', `${name} must be an ISO 8601 date or date-time, got "${text}"`);
    return at;
  };
  // Without to: up to and including now (to is exclusive).
  const to = input.to === undefined ? new Date(ctx.clock.now().getTime() + 1) : parse('to', input.to);
  const from = input.from === undefined ? new Date(to.getTime() - 365 * DAY_MS) : parse('from', input.from);
  if (from > to) throw new ApiError('validation_error', `from (${from.toISOString()}) is after to (${to.toISOString()})`);
  if (to.getTime() - from.getTime() > MAX_RANGE_DAYS * DAY_MS) throw new ApiError('validation_error', `a report covers at most ${MAX_RANGE_DAYS} days; ask for a shorter range`);
  return { from, to };
}

export interface Totals { currency: string; gmv_cents: number; commission_cents: number }

function totalsOf(entries: LedgerEntryRow[]): Totals[] {
  const by = new Map<string, Totals>();
  for (const e of entries) {
    const t = by.get(e.currency) ?? { currency: e.currency, gmv_cents: 0, commission_cents: 0 };
    t.gmv_cents += e.gross_cents;
    t.commission_cents += e.commission_cents;
    by.set(e.currency, t);
  }
  return [...by.values()];
}

/** GET /transactions: the sale entries (one per order) in the range, filtered, paged by the entry's sequence. */
export async function listTransactions(ctx: AppContext, owner: Owner, input: {
  from?: string | undefined; to?: string | undefined; status?: LedgerState | undefined; payment_model?: PaymentModel | undefined; cursor?: string | undefined; limit: number;
}) {
  const range = reportRange(ctx, input);
  const after = input.cursor === undefined ? 0 : Number(input.cursor);
  if (!Number.isSafeInteger(after) || after < 0) throw new ApiError('validation_error', 'cursor is not one this service gave out');
  const sales = (await listAccountEntries(ctx.db, { ...owner, ...range })).filter((e) => e.kind === 'sale'
    && (input.status === undefined || e.state === input.status) && (input.payment_model === undefined || e.payment_model === input.payment_model));
  const page = sales.filter((e) => e.seq > after).slice(0, input.limit + 1);
  const more = page.length > input.limit;
  const items = page.slice(0, input.limit).map((e) => ({
    order_id: e.order_id!, created_at: e.created_at.toISOString(), payment_model: e.payment_model, status: e.state, state_reason: e.state_reason,
    gross_cents: e.gross_cents, commission_cents: e.commission_cents, amount_cents: e.amount_cents, balance_after_cents: e.balance_after_cents,
    currency: e.currency, hold_until: e.hold_until.toISOString(),
  }));
  return { items, totals: totalsOf(sales), page: { limit: input.limit, has_more: more, next_cursor: more ? String(page[input.limit - 1]!.seq) : null } };
}

/** GET /settlements: per period (1st–14th, 15th–month end, UTC) and currency, what was sold and who owes whom. */
export async function listSettlements(ctx: AppContext, owner: Owner, input: { from?: string | undefined; to?: string | undefined }) {
  const range = reportRange(ctx, input);
  const by = new Map<string, { period: string; period_start: string; period_end: string; currency: string; gross_sold_cents: number; commission_cents: number; owed_to_service_cents: number; owed_to_partner_cents: number; order_ids: string[] }>();
  for (const e of await listAccountEntries(ctx.db, { ...owner, ...range })) {
    if (e.kind === 'payout') continue;
    const period = settlementPeriodOf(e.created_at);
    const key = `${period.id} ${e.currency}`;
    const s = by.get(key) ?? { period: period.id, period_start: period.start.toISOString(), period_end: period.end.toISOString(), currency: e.currency, gross_sold_cents: 0, commission_cents: 0, owed_to_service_cents: 0, owed_to_partner_cents: 0, order_ids: [] };
    s.gross_sold_cents += e.gross_cents;
    s.commission_cents += e.commission_cents;
    if (e.payment_model === 'partner_collected') s.owed_to_service_cents -= e.amount_cents;
    else s.owed_to_partner_cents += e.amount_cents;
    if (e.order_id && !s.order_ids.includes(e.order_id)) s.order_ids.push(e.order_id);
    by.set(key, s);
  }
  return { items: [...by.values()] };
}

/** GET /payouts: payouts made in the range, each with the entries it covers, and the total paid per currency. */
export async function listPartnerPayouts(ctx: AppContext, owner: Owner, input: { from?: string | undefined; to?: string | undefined }) {
  const range = reportRange(ctx, input);
  const payouts = (await listPayouts(ctx.db, owner.partnerId)).filter((p) => p.environment === owner.environment && p.created_at >= range.from && p.created_at < range.to);
  const entries = await listAccountEntries(ctx.db, { ...owner, from: new Date(0), to: new Date(range.to.getTime() + 1) });
  const totals = new Map<string, number>();
  const items = payouts.map((p) => {
    totals.set(p.currency, (totals.get(p.currency) ?? 0) + p.total_cents);
    return {
      payout_id: p.id, period: p.period, paid_at: p.created_at.toISOString(), currency: p.currency, total_cents: p.total_cents,
      entries: entries.filter((e) => e.payout_id === p.id && e.kind !== 'payout').map((e) => ({ order_id: e.order_id, kind: e.kind, amount_cents: e.amount_cents })),
    };
  });
  return { items, total_paid: [...totals].map(([currency, cents]) => ({ currency, total_cents: cents })) };
}
