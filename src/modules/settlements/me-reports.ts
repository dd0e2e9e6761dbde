import type { AppContext } from '../../context.js';
import { ApiError } from '../../platform/errors.js';
import { type LedgerEntryRow, type LedgerState, listAccountEntries } from '../ledger/repository.js';
import { findOrder, listReferredOrders } from '../orders/repository.js';
import { listPartnerPayouts, type Owner, reportRange } from './service.js';

/**
 * The affiliate's own reports (issue 19; contract 2.7, 4.3 `/me/sales`, `/me/commissions`, `/me/payouts`). Like the
 * issue 18 reports, every figure is read from the ledger, so they reconcile to the cent with `/transactions`:
 * - the commission of /me/sales (every sale in the window) equals /transactions' commission total, and equals the
 *   commission of the `sale` entries of /me/commissions;
 * - /me/sales' net commission (refunded sales left out) equals the sum of every /me/commissions entry's commission
 *   (a reversal or clawback carries the negative of its sale's) and /me/commissions' `earned_cents`.
 */

type Range = { from?: string | undefined; to?: string | undefined };
type Page = { cursor?: string | undefined; limit: number };

function afterSeq(cursor: string | undefined): number {
  const after = cursor === undefined ? 0 : Number(cursor);
  if (!Number.isSafeInteger(after) || after < 0) throw new ApiError('validation_error', 'cursor is not one this service gave out; pass page.next_cursor of the previous answer');
  return after;
}

function paged<T extends { seq: number }>(rows: T[], input: Page): { rows: T[]; page: { limit: number; has_more: boolean; next_cursor: string | null } } {
  const after = afterSeq(input.cursor);
  const page = rows.filter((r) => r.seq > after).slice(0, input.limit + 1);
  const more = page.length > input.limit;
  return { rows: page.slice(0, input.limit), page: { limit: input.limit, has_more: more, next_cursor: more ? String(page[input.limit - 1]!.seq) : null } };
}

/** Only the domain of the buyer's email is shown to a partner: `jane@example.com` → `example.com` (privacy of buyers it did not serve itself). */
export function emailDomain(email: string): string | null {
  const at = email.lastIndexOf('@');
  return at >= 0 && at < email.length - 1 ? email.slice(at + 1).toLowerCase() : null;
}

/**
 * Which referral link brought each of the partner's orders (orders.referral_link_id, set by referral attribution),
 * order id → link id. Not windowed: an order and its ledger sale are written in one transaction, so the sale's window
 * decides which orders are shown.
 */
async function referralLinksOf(ctx: AppContext, owner: Owner): Promise<Map<string, string>> {
  const orders = await listReferredOrders(ctx.db, { partnerId: owner.partnerId, environment: owner.environment as 'sandbox' | 'live' });
  return new Map(orders.map((o) => [o.id, o.referral_link_id]));
}

export type Attribution = 'direct' | 'referral';

/** GET /me/sales: one item per sale (ledger `sale` entry) made in the window, oldest first, with totals of the window. */
export async function listMySales(ctx: AppContext, owner: Owner, input: Range & Page & { attribution?: Attribution | undefined; link_id?: string | undefined }) {
  const range = reportRange(ctx, input);
  const links = await referralLinksOf(ctx, owner);
  const sales = (await listAccountEntries(ctx.db, { ...owner, ...range })).filter((e) => e.kind === 'sale').map((e) => {
    const link = e.order_id ? links.get(e.order_id) : undefined;
    return { ...e, attribution: (link ? 'referral' : 'direct') as Attribution, link_id: link ?? null };
  }).filter((e) => (input.attribution === undefined || e.attribution === input.attribution) && (input.link_id === undefined || e.link_id === input.link_id));

  const { rows, page } = paged(sales, input);
  const items = [];
  for (const e of rows) {
    const order = e.order_id ? await findOrder(ctx.db, e.order_id) : null;
    items.push({
      order_id: e.order_id!, domain: order?.domain ?? null, buyer: { email_domain: order ? emailDomain(order.buyer.email) : null },
      amount_cents: e.gross_cents, commission_cents: e.commission_cents, currency: e.currency, status: e.state,
      order_status: order?.status ?? null, payment_model: e.payment_model, attribution: e.attribution, link_id: e.link_id,
      created_at: e.created_at.toISOString(),
    });
  }
  const totals = new Map<string, { currency: string; count: number; amount_cents: number; commission_cents: number; refunded_count: number; net_commission_cents: number }>();
  for (const e of sales) {
    const t = totals.get(e.currency) ?? { currency: e.currency, count: 0, amount_cents: 0, commission_cents: 0, refunded_count: 0, net_commission_cents: 0 };
    t.count += 1;
    t.amount_cents += e.gross_cents;
    t.commission_cents += e.commission_cents;
    if (e.state === 'reversed') t.refunded_count += 1;
    else t.net_commission_cents += e.commission_cents;
    totals.set(e.currency, t);
  }
  return { items, totals: [...totals.values()], page, window: { from: range.from.toISOString(), to: range.to.toISOString() } };
}

/** The states a commission moves through (contract 2.7): held, approved for payout, paid, or refunded. */
const STATES: LedgerState[] = ['accrued', 'pending', 'paid_out', 'reversed'];

/**
 * GET /me/commissions: the ledger entries of the window (sales, reversals, clawbacks, payouts), each with its running
 * balance, and per currency the commission in each state. A refunded sale shows state `reversed` and its offsetting
 * entry; the state totals count the sale's commission once under `reversed` (the offset is not counted again), and
 * a clawback (refund after payout) counts negative under its state.
 */
export async function listMyCommissions(ctx: AppContext, owner: Owner, input: Range & Page & { state?: LedgerState | undefined }) {
  const range = reportRange(ctx, input);
  const entries = await listAccountEntries(ctx.db, { ...owner, ...range });
  const shown = entries.filter((e) => input.state === undefined || e.state === input.state);
  const { rows, page } = paged(shown, input);
  const items = rows.map((e) => ({
    entry_id: String(e.seq), kind: e.kind, order_id: e.order_id, payment_model: e.payment_model, state: e.state, state_reason: e.state_reason,
    commission_cents: e.commission_cents, amount_cents: e.amount_cents, balance_after_cents: e.balance_after_cents, currency: e.currency,
    hold_until: e.kind === 'sale' ? e.hold_until.toISOString() : null, payout_id: e.payout_id, created_at: e.created_at.toISOString(),
  }));
  return { items, totals: commissionTotals(entries), page, window: { from: range.from.toISOString(), to: range.to.toISOString() } };
}

function commissionTotals(entries: LedgerEntryRow[]) {
  const by = new Map<string, { currency: string; by_state: Record<LedgerState, number>; earned_cents: number; opening_balance_cents: number; closing_balance_cents: number }>();
  for (const e of entries) {
    let t = by.get(e.currency);
    if (!t) {
      // The ledger's balance is kept since the account's first entry: the window opens at the balance before its first entry.
      t = { currency: e.currency, by_state: Object.fromEntries(STATES.map((s) => [s, 0])) as Record<LedgerState, number>, earned_cents: 0, opening_balance_cents: e.balance_after_cents - e.amount_cents, closing_balance_cents: 0 };
      by.set(e.currency, t);
    }
    t.closing_balance_cents = e.balance_after_cents;
    t.earned_cents += e.commission_cents;
    if (e.kind !== 'reversal' && e.kind !== 'payout') t.by_state[e.state] += e.commission_cents;
  }
  return [...by.values()].map((t) => ({
    currency: t.currency, accrued_cents: t.by_state.accrued, pending_cents: t.by_state.pending, paid_out_cents: t.by_state.paid_out,
    reversed_cents: t.by_state.reversed, earned_cents: t.earned_cents, opening_balance_cents: t.opening_balance_cents, closing_balance_cents: t.closing_balance_cents,
  }));
}

/**
 * GET /me/payouts: the payouts of the window and the total paid (as GET /payouts), and per currency what the next
 * payout would carry today: commission approved (pending, or accrued with its hold ended) and commission still held.
 */
export async function listMyPayouts(ctx: AppContext, owner: Owner, input: Range) {
  const payouts = await listPartnerPayouts(ctx, owner, input);
  const now = ctx.clock.now();
  const upcoming = new Map<string, { currency: string; due_cents: number; held_cents: number }>();
  for (const e of await listAccountEntries(ctx.db, { ...owner, from: new Date(0), to: new Date(now.getTime() + 1) })) {
    // Only service-collected money is paid out: on partner-collected sales the partner already holds its commission.
    if (e.payment_model !== 'service_collected' || e.kind === 'payout' || (e.state !== 'pending' && e.state !== 'accrued')) continue;
    const u = upcoming.get(e.currency) ?? { currency: e.currency, due_cents: 0, held_cents: 0 };
    if (e.state === 'pending' || e.hold_until <= now) u.due_cents += e.amount_cents;
    else u.held_cents += e.amount_cents;
    upcoming.set(e.currency, u);
  }
  return { ...payouts, upcoming: [...upcoming.values()] };
}
