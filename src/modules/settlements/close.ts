import type { AppContext } from '../../context.js';
import { ApiError } from '../../platform/errors.js';
import { inTransaction } from '../../platform/transaction.js';
import { parseSettlementPeriod } from '../ledger/periods.js';
import { listEntriesBetween } from '../ledger/repository.js';
import { insertSettlement, type SettlementRow } from './repository.js';

/**
 * `nameport settlements close PERIOD` (issue 18): records, per partner account, the period's totals summed from the
 * ledger. Refused before the period has ended (entries could still be written into it); closing again changes nothing.
 */
export async function closeSettlementPeriod(ctx: AppContext, periodId: string): Promise<{ closed: SettlementRow[]; alreadyClosed: number }> {
  const period = parseSettlementPeriod(periodId);
  if (!period) throw new ApiError('validation_error', `PERIOD must be the first day of a settlement period, YYYY-MM-01 or YYYY-MM-15, got "${periodId}"`);
  const now = ctx.clock.now();
  if (period.end > now) throw new ApiError('conflict', `period ${period.id} ends at ${period.end.toISOString()}; close it after that`);
  return inTransaction(ctx, async (tx) => {
    const by = new Map<string, SettlementRow & { orders: Set<string> }>();
    for (const e of await listEntriesBetween(tx.db, period.start, period.end)) {
      if (e.kind === 'payout') continue;
      const key = `${e.partner_id}\u0000${e.environment}\u0000${e.currency}`;
      const s = by.get(key) ?? {
        id: '', partner_id: e.partner_id, environment: e.environment, currency: e.currency, period: period.id, gross_sold_cents: 0,
        commission_cents: 0, owed_to_service_cents: 0, owed_to_partner_cents: 0, order_count: 0, closed_at: now, orders: new Set<string>(),
      };
      s.gross_sold_cents += e.gross_cents;
      s.commission_cents += e.commission_cents;
      if (e.payment_model === 'partner_collected') s.owed_to_service_cents -= e.amount_cents;
      else s.owed_to_partner_cents += e.amount_cents;
      if (e.order_id) s.orders.add(e.order_id);
      by.set(key, s);
    }
    const closed: SettlementRow[] = [];
    let alreadyClosed = 0;
    for (const { orders, ...s } of by.values()) {
      const row = await insertSettlement(tx.db, { ...s, id: tx.ids.next('stl'), order_count: orders.size });
      if (row) closed.push(row);
      else alreadyClosed += 1;
    }
    return { closed, alreadyClosed };
  });
}
