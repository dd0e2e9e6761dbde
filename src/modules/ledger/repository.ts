import type { Queryable } from '../../platform/db/db.js';

/**
 * The one owner of `ledger_entries`, `ledger_accounts`, `partner_commission_rates` and `payouts` (migrations/040).
 * Every function takes the caller's Queryable so it joins the caller's (the order's) transaction.
 */

export type LedgerState = 'accrued' | 'pending' | 'paid_out' | 'reversed';
export type LedgerKind = 'sale' | 'reversal' | 'clawback' | 'payout';
export type PaymentModel = 'partner_collected' | 'service_collected';

export interface LedgerAccount { partner_id: string; environment: string; currency: string }

export interface LedgerEntryRow extends LedgerAccount {
  seq: number;
  order_id: string | null;
  payment_model: PaymentModel;
  kind: LedgerKind;
  amount_cents: number;
  gross_cents: number;
  commission_cents: number;
  balance_after_cents: number;
  state: LedgerState;
  state_reason: string;
  hold_until: Date;
  reverses_seq: number | null;
  payout_id: string | null;
  created_at: Date;
}

export type NewEntry = Omit<LedgerEntryRow, 'seq' | 'balance_after_cents' | 'payout_id'> & { payout_id?: string | null };

const COLUMNS = `seq, partner_id, environment, currency, order_id, payment_model, kind, amount_cents, gross_cents, commission_cents,
  balance_after_cents, state, state_reason, hold_until, reverses_seq, payout_id, created_at`;

/**
 * Appends one entry: locks the partner account's row (creating it at 0), adds the amount to its balance and stores that
 * balance on the entry, so running balances of concurrent writers never interleave.
 */
export async function appendEntry(q: Queryable, entry: NewEntry): Promise<LedgerEntryRow> {
  await q.query(
    `INSERT INTO ledger_accounts (partner_id, environment, currency, balance_cents) VALUES ($1, $2, $3, 0) ON CONFLICT DO NOTHING`,
    [entry.partner_id, entry.environment, entry.currency],
  );
  const [account] = await q.query<{ balance_cents: number }>(
    `UPDATE ledger_accounts SET balance_cents = balance_cents + $4 WHERE partner_id = $1 AND environment = $2 AND currency = $3
     RETURNING balance_cents`,
    [entry.partner_id, entry.environment, entry.currency, entry.amount_cents],
  );
  const rows = await q.query<LedgerEntryRow>(
    `INSERT INTO ledger_entries (partner_id, environment, currency, order_id, payment_model, kind, amount_cents, gross_cents,
       commission_cents, balance_after_cents, state, state_reason, hold_until, reverses_seq, payout_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING ${COLUMNS}`,
    [entry.partner_id, entry.environment, entry.currency, entry.order_id, entry.payment_model, entry.kind, entry.amount_cents,
      entry.gross_cents, entry.commission_cents, account!.balance_cents, entry.state, entry.state_reason, entry.hold_until,
      entry.reverses_seq, entry.payout_id ?? null, entry.created_at],
  );
  return rows[0]!;
}

export async function findSaleOfOrder(q: Queryable, orderId: string): Promise<LedgerEntryRow | null> {
  const rows = await q.query<LedgerEntryRow>(`SELECT ${COLUMNS} FROM ledger_entries WHERE order_id = $1 AND kind = 'sale' FOR UPDATE`, [orderId]);
  return rows[0] ?? null;
}

export async function setEntryState(q: Queryable, seq: number, state: LedgerState, reason: string, payoutId: string | null = null): Promise<void> {
  await q.query(`UPDATE ledger_entries SET state = $2, state_reason = $3, payout_id = COALESCE($4, payout_id) WHERE seq = $1`, [seq, state, reason, payoutId]);
}

/** accrued → pending for every entry whose refund hold ended at or before `now`. Returns how many moved. */
export async function releaseHeldEntries(q: Queryable, now: Date, reason: string): Promise<number> {
  const rows = await q.query(
    `UPDATE ledger_entries SET state = 'pending', state_reason = $2 WHERE state = 'accrued' AND hold_until <= $1 RETURNING seq`,
    [now, reason],
  );
  return rows.length;
}

/**
 * What a payout at `now` pays, locked, ordered by account: entries of service-collected sales (commissions and
 * clawbacks) that are pending, or accrued with their hold ended by `now` (a dry run sees them before they are released).
 */
export async function lockPayable(q: Queryable, now: Date): Promise<LedgerEntryRow[]> {
  return q.query<LedgerEntryRow>(
    `SELECT ${COLUMNS} FROM ledger_entries WHERE payment_model = 'service_collected' AND kind <> 'payout'
       AND (state = 'pending' OR (state = 'accrued' AND hold_until <= $1))
     ORDER BY partner_id, environment, currency, seq FOR UPDATE`,
    [now],
  );
}

/** The reversal or clawback already written for an entry, if any (a refund path run twice writes one). */
export async function findOffsetOf(q: Queryable, seq: number): Promise<LedgerEntryRow | null> {
  const rows = await q.query<LedgerEntryRow>(`SELECT ${COLUMNS} FROM ledger_entries WHERE reverses_seq = $1`, [seq]);
  return rows[0] ?? null;
}

export async function listEntries(q: Queryable, partnerId?: string): Promise<LedgerEntryRow[]> {
  return partnerId === undefined
    ? q.query<LedgerEntryRow>(`SELECT ${COLUMNS} FROM ledger_entries ORDER BY seq`)
    : q.query<LedgerEntryRow>(`SELECT ${COLUMNS} FROM ledger_entries WHERE partner_id = $1 ORDER BY seq`, [partnerId]);
}

export async function listAccounts(q: Queryable): Promise<(LedgerAccount & { balance_cents: number })[]> {
  return q.query(`SELECT partner_id, environment, currency, balance_cents FROM ledger_accounts ORDER BY partner_id, environment, currency`);
}

export async function findCommissionRate(q: Queryable, partnerId: string): Promise<number | null> {
  const rows = await q.query<{ commission_bps: number }>(`SELECT commission_bps FROM partner_commission_rates WHERE partner_id = $1`, [partnerId]);
  return rows[0]?.commission_bps ?? null;
}

export async function upsertCommissionRate(q: Queryable, partnerId: string, bps: number, now: Date): Promise<void> {
  await q.query(
    `INSERT INTO partner_commission_rates (partner_id, commission_bps, updated_at) VALUES ($1, $2, $3)
     ON CONFLICT (partner_id) DO UPDATE SET commission_bps = EXCLUDED.commission_bps, updated_at = EXCLUDED.updated_at`,
    [partnerId, bps, now],
  );
}

export interface PayoutRow extends LedgerAccount { id: string; period: string; total_cents: number; entry_count: number; created_at: Date }

/** Inserts a payout; null when the account already has one for the period (a payouts run is idempotent per period). */
export async function insertPayout(q: Queryable, p: PayoutRow): Promise<PayoutRow | null> {
  const rows = await q.query<PayoutRow>(
    `INSERT INTO payouts (id, partner_id, environment, currency, period, total_cents, entry_count, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (partner_id, environment, currency, period) DO NOTHING
     RETURNING id, partner_id, environment, currency, period, total_cents, entry_count, created_at`,
    [p.id, p.partner_id, p.environment, p.currency, p.period, p.total_cents, p.entry_count, p.created_at],
  );
  return rows[0] ?? null;
}

export async function listPayouts(q: Queryable, partnerId?: string): Promise<PayoutRow[]> {
  const sql = `SELECT id, partner_id, environment, currency, period, total_cents, entry_count, created_at FROM payouts`;
  return partnerId === undefined ? q.query<PayoutRow>(`${sql} ORDER BY created_at, id`) : q.query<PayoutRow>(`${sql} WHERE partner_id = $1 ORDER BY created_at, id`, [partnerId]);
}

/** A partner's entries of one environment written in [from, to), in the order they were written. */
export async function listAccountEntries(q: Queryable, input: { partnerId: string; environment: string; from: Date; to: Date }): Promise<LedgerEntryRow[]> {
  return q.query<LedgerEntryRow>(
    `SELECT ${COLUMNS} FROM ledger_entries WHERE partner_id = $1 AND environment = $2 AND created_at >= $3 AND created_at < $4 ORDER BY seq`,
    [input.partnerId, input.environment, input.from, input.to],
  );
}

/** Every entry written in [from, to), all partners, in order. */
export async function listEntriesBetween(q: Queryable, from: Date, to: Date): Promise<LedgerEntryRow[]> {
  return q.query<LedgerEntryRow>(`SELECT ${COLUMNS} FROM ledger_entries WHERE created_at >= $1 AND created_at < $2 ORDER BY seq`, [from, to]);
}
