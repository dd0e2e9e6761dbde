import type { Queryable } from '../../platform/db/db.js';

/** The one owner of `settlements` (migrations/041): closed periods, one row per partner account and period. */

export interface SettlementRow {
  id: string; partner_id: string; environment: string; currency: string; period: string;
  gross_sold_cents: number; commission_cents: number; owed_to_service_cents: number; owed_to_partner_cents: number;
  order_count: number; closed_at: Date;
}

/** Inserts a closed settlement; null when that account's period was closed already (closing twice changes nothing). */
export async function insertSettlement(q: Queryable, s: SettlementRow): Promise<SettlementRow | null> {
  const rows = await q.query<SettlementRow>(
    `INSERT INTO settlements (id, partner_id, environment, currency, period, gross_sold_cents, commission_cents, owed_to_service_cents,
       owed_to_partner_cents, order_count, closed_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     ON CONFLICT (partner_id, environment, currency, period) DO NOTHING RETURNING *`,
    [s.id, s.partner_id, s.environment, s.currency, s.period, s.gross_sold_cents, s.commission_cents, s.owed_to_service_cents,
      s.owed_to_partner_cents, s.order_count, s.closed_at],
  );
  return rows[0] ?? null;
}
