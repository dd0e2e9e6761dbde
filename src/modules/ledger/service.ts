import type { AppContext } from '../../context.js';
import { ApiError } from '../../platform/errors.js';
import { inTransaction } from '../../platform/transaction.js';
import {
  appendEntry, findCommissionRate, findOffsetOf, findSaleOfOrder, insertPayout, type LedgerEntryRow, lockPayable,
  type PaymentModel, type PayoutRow, releaseHeldEntries, setEntryState, upsertCommissionRate,
} from './repository.js';
import { settlementPeriodOf } from './periods.js';

/**
 * The commission ledger (issue 18; contract 3, 4.3). Amounts are seen from the partner: > 0 the service owes the
 * partner, < 0 the partner owes the service. The API other modules use, each joining the caller's transaction:
 *
 * - `commissionBpsFor(ctx, partnerId)` — the partner's rate (set by an operator) or PARTNER_COMMISSION_BPS.
 * - `recordSale(ctx, order)` — in the order's transaction: a partner-collected sale → −(price − commission) (the
 *   partner holds the money and owes the service its share); a service-collected sale → +commission. State `accrued`
 *   until `hold_until` = created + REFUND_HOLD_DAYS, then `pending`.
 * - `recordRefund(ctx, orderId)` — before a payout: the sale becomes `reversed` and an offsetting `reversal` entry is
 *   appended; after a payout: a negative `clawback` entry (pending, taken from the next payout). Never an edit.
 * - `runPayouts(ctx, {dryRun})` — due pending commissions into one payout per partner account and period.
 */

/** Decision: a commission stays `accrued` for 30 days, the window in which a sale may still be refunded or charged back. */
export const REFUND_HOLD_DAYS = 30;
const DAY_MS = 86_400_000;

export interface SaleForLedger {
  id: string;
  partner_id: string;
  environment: string;
  currency: string;
  price_cents: number;
  commission_cents: number;
  payment_model: PaymentModel;
}

export async function commissionBpsFor(ctx: AppContext, partnerId: string): Promise<number> {
  return (await findCommissionRate(ctx.db, partnerId)) ?? ctx.config.partner.commissionBps;
}

export async function setCommissionRate(ctx: AppContext, input: { partnerId: string; bps: number }): Promise<void> {
  if (!Number.isInteger(input.bps) || input.bps < 0 || input.bps > 10_000) {
    throw new ApiError('validation_error', `a commission rate is a whole number of basis points from 0 to 10000 (1000 = 10 %), got ${input.bps}`);
  }
  await upsertCommissionRate(ctx.db, input.partnerId, input.bps, ctx.clock.now());
}

export async function recordSale(ctx: AppContext, order: SaleForLedger): Promise<LedgerEntryRow> {
  const now = ctx.clock.now();
  const partnerCollected = order.payment_model === 'partner_collected';
  return appendEntry(ctx.db, {
    partner_id: order.partner_id, environment: order.environment, currency: order.currency, order_id: order.id,
    payment_model: order.payment_model, kind: 'sale',
    amount_cents: partnerCollected ? -(order.price_cents - order.commission_cents) : order.commission_cents,
    gross_cents: order.price_cents, commission_cents: order.commission_cents,
    state: 'accrued', state_reason: `Sale recorded; refundable until the hold ends (${REFUND_HOLD_DAYS} days).`,
    hold_until: new Date(now.getTime() + REFUND_HOLD_DAYS * DAY_MS), reverses_seq: null, created_at: now,
  });
}

/** The refund path of an order (refund requested or order cancelled); a second call for one order writes nothing. */
export async function recordRefund(ctx: AppContext, orderId: string): Promise<LedgerEntryRow | null> {
  return inTransaction(ctx, async (tx) => {
    const sale = await findSaleOfOrder(tx.db, orderId);
    if (!sale || (await findOffsetOf(tx.db, sale.seq))) return null;
    const now = tx.clock.now();
    const paidOut = sale.state === 'paid_out';
    if (!paidOut) await setEntryState(tx.db, sale.seq, 'reversed', 'Refunded before payout: offset by a reversal entry.');
    return appendEntry(tx.db, {
      partner_id: sale.partner_id, environment: sale.environment, currency: sale.currency, order_id: orderId,
      payment_model: sale.payment_model, kind: paidOut ? 'clawback' : 'reversal',
      amount_cents: -sale.amount_cents, gross_cents: -sale.gross_cents, commission_cents: -sale.commission_cents,
      state: paidOut ? 'pending' : 'reversed',
      state_reason: paidOut ? `Refunded after payout ${sale.payout_id}: deducted from the next payout.` : 'Refund before payout.',
      hold_until: now, reverses_seq: sale.seq, created_at: now,
    });
  });
}

export interface PayoutPlan { partner_id: string; environment: string; currency: string; period: string; total_cents: number; entry_count: number }
export interface PayoutRunResult { period: string; planned: PayoutPlan[]; paid: PayoutRow[]; skipped: (PayoutPlan & { reason: string })[] }

/**
 * Moves due pending commissions into payouts: one per partner account and settlement period (a second run in the same
 * period pays nothing: idempotent). An account whose due entries sum to 0 or less (clawbacks beyond its commissions)
 * is not paid; its entries stay pending and count against the next run. `dryRun` writes nothing.
 */
export async function runPayouts(ctx: AppContext, input: { dryRun: boolean; onProgress?: (line: string) => void }): Promise<PayoutRunResult> {
  return inTransaction(ctx, async (tx) => {
    const now = tx.clock.now();
    const period = settlementPeriodOf(now).id;
    const groups = new Map<string, LedgerEntryRow[]>();
    for (const e of await lockPayable(tx.db, now)) {
      const key = `${e.partner_id}\u0000${e.environment}\u0000${e.currency}`;
      groups.set(key, [...(groups.get(key) ?? []), e]);
    }
    const result: PayoutRunResult = { period, planned: [], paid: [], skipped: [] };
    if (!input.dryRun) await releaseHeldEntries(tx.db, now, 'Refund hold ended: approved for the next payout.');
    for (const entries of groups.values()) {
      const first = entries[0]!;
      const plan: PayoutPlan = {
        partner_id: first.partner_id, environment: first.environment, currency: first.currency, period,
        total_cents: entries.reduce((sum, e) => sum + e.amount_cents, 0), entry_count: entries.length,
      };
      result.planned.push(plan);
      if (plan.total_cents <= 0) {
        result.skipped.push({ ...plan, reason: 'nothing owed to the partner (clawbacks cover the commissions)' });
        continue;
      }
      if (input.dryRun) continue;
      const payout = await insertPayout(tx.db, { id: tx.ids.next('po'), ...plan, created_at: now });
      if (!payout) {
        result.skipped.push({ ...plan, reason: `already paid for period ${period}` });
        continue;
      }
      for (const e of entries) await setEntryState(tx.db, e.seq, 'paid_out', `Paid in payout ${payout.id}.`, payout.id);
      await appendEntry(tx.db, {
        partner_id: plan.partner_id, environment: plan.environment, currency: plan.currency, order_id: null,
        payment_model: 'service_collected', kind: 'payout', amount_cents: -plan.total_cents, gross_cents: 0, commission_cents: 0,
        state: 'paid_out', state_reason: `Payout ${payout.id} for period ${period}.`, hold_until: now, reverses_seq: null,
        payout_id: payout.id, created_at: now,
      });
      result.paid.push(payout);
      input.onProgress?.(`paid ${payout.id}: ${plan.partner_id} ${plan.environment} ${plan.total_cents} ${plan.currency} (${plan.entry_count} entries)`);
    }
    return result;
  });
}
