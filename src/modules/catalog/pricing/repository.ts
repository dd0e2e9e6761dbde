import type { Queryable } from '../../../platform/db/db.js';

export interface CostRow {
  tld: string;
  action: string;
  currency: string;
  costCents: number;
}

export async function loadCosts(db: Queryable): Promise<CostRow[]> {
  const rows = await db.query<{ tld: string; action: string; currency: string; cost_cents: number }>(
    'SELECT tld, action, currency, cost_cents FROM tld_prices',
  );
  return rows.map((r) => ({ tld: r.tld, action: r.action, currency: r.currency, costCents: Number(r.cost_cents) }));
}

/** Replaces the whole price list in the caller's transaction (one set-based insert). */
export async function replaceCosts(tx: Queryable, rows: CostRow[], syncedAt: Date): Promise<void> {
  await tx.query('DELETE FROM tld_prices');
  await tx.query(
    `INSERT INTO tld_prices (tld, action, currency, cost_cents, synced_at)
     SELECT t, a, c, p, $5 FROM unnest($1::text[], $2::text[], $3::text[], $4::int[]) AS x(t, a, c, p)`,
    [rows.map((r) => r.tld), rows.map((r) => r.action), rows.map((r) => r.currency), rows.map((r) => r.costCents), syncedAt],
  );
}
