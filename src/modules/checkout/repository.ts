import type { Queryable } from '../../platform/db/db.js';

/** The one owner of the `checkout_sessions` table (migrations/045). Each function joins the caller's transaction. */

export interface CheckoutSessionRow {
  id: string;
  partner_id: string;
  key_id: string;
  environment: 'sandbox' | 'live';
  domain: string;
  price_cents: number;
  currency: string;
  return_url: string | null;
  cancel_url: string | null;
  expires_at: Date;
  provider_session_id: string | null;
  agreed_price_cents: number | null;
  order_id: string | null;
  outcome: 'ordered' | 'unfulfillable' | null;
  /** Issue 19: the referral link whose cookie the buyer carried when starting this checkout on our domain page. */
  referral_link_id: string | null;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = `id, partner_id, key_id, environment, domain, price_cents::int AS price_cents, currency, return_url, cancel_url, expires_at,
  provider_session_id, agreed_price_cents::int AS agreed_price_cents, order_id, outcome, referral_link_id, created_at, updated_at`;

export async function insertCheckoutSession(
  q: Queryable, row: Omit<CheckoutSessionRow, 'provider_session_id' | 'agreed_price_cents' | 'order_id' | 'outcome' | 'referral_link_id'> & { referral_link_id?: string | null },
): Promise<void> {
  await q.query(
    `INSERT INTO checkout_sessions (id, partner_id, key_id, environment, domain, price_cents, currency, return_url, cancel_url, expires_at, created_at, updated_at, referral_link_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [row.id, row.partner_id, row.key_id, row.environment, row.domain, row.price_cents, row.currency, row.return_url, row.cancel_url, row.expires_at, row.created_at, row.updated_at, row.referral_link_id ?? null],
  );
}

export async function findCheckoutSession(q: Queryable, id: string, options: { lock?: boolean } = {}): Promise<CheckoutSessionRow | null> {
  const rows = await q.query<CheckoutSessionRow>(`SELECT ${COLUMNS} FROM checkout_sessions WHERE id = $1${options.lock ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0] ?? null;
}

export async function findCheckoutByProviderSession(q: Queryable, providerSessionId: string): Promise<CheckoutSessionRow | null> {
  const rows = await q.query<CheckoutSessionRow>(`SELECT ${COLUMNS} FROM checkout_sessions WHERE provider_session_id = $1`, [providerSessionId]);
  return rows[0] ?? null;
}

export async function recordProviderSession(q: Queryable, input: { id: string; providerSessionId: string; agreedPriceCents: number; now: Date }): Promise<void> {
  await q.query(
    'UPDATE checkout_sessions SET provider_session_id = $2, agreed_price_cents = $3, updated_at = $4 WHERE id = $1',
    [input.id, input.providerSessionId, input.agreedPriceCents, input.now],
  );
}

export async function recordCheckoutOutcome(q: Queryable, input: { id: string; outcome: 'ordered' | 'unfulfillable'; orderId: string | null; providerSessionId: string; now: Date }): Promise<void> {
  await q.query(
    `UPDATE checkout_sessions SET outcome = $2, order_id = $3, provider_session_id = COALESCE(provider_session_id, $4), updated_at = $5 WHERE id = $1`,
    [input.id, input.outcome, input.orderId, input.providerSessionId, input.now],
  );
}
