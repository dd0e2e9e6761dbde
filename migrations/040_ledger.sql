-- Issue 18: the commission ledger (contract 3, 4.3). Owned by src/modules/ledger/repository.ts.
-- Append-only: an entry's amount and balance never change. Only its state moves (accrued → pending → paid_out, or
-- reversed) and a refund adds an offsetting entry instead of editing one.

CREATE TABLE IF NOT EXISTS ledger_entries (
  seq bigserial PRIMARY KEY,                    -- the order entries were written in, per partner account
  partner_id text NOT NULL,
  environment text NOT NULL CHECK (environment IN ('sandbox', 'live')),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  order_id text,                                -- the order it came from (null for a payout entry)
  payment_model text NOT NULL CHECK (payment_model IN ('partner_collected', 'service_collected')),
  -- sale: the money of the order, reversal: a refund before payout offsets the sale, clawback: a refund after
  -- payout, payout: money paid to the partner.
  kind text NOT NULL CHECK (kind IN ('sale', 'reversal', 'clawback', 'payout')),
  -- Signed, integer minor units, seen from the partner: > 0 the service owes the partner, < 0 the partner owes the service.
  amount_cents bigint NOT NULL,
  gross_cents bigint NOT NULL,                  -- the price of the order (negative on a reversal or clawback), 0 on a payout
  commission_cents bigint NOT NULL,             -- the partner's commission it carries (negative when taken back)
  balance_after_cents bigint NOT NULL,          -- the running balance after this entry
  state text NOT NULL CHECK (state IN ('accrued', 'pending', 'paid_out', 'reversed')),
  state_reason text NOT NULL,
  hold_until timestamptz NOT NULL,
  reverses_seq bigint REFERENCES ledger_entries (seq),
  payout_id text,
  created_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS ledger_entries_partner ON ledger_entries (partner_id, environment, created_at, seq);
CREATE INDEX IF NOT EXISTS ledger_entries_order ON ledger_entries (order_id);
-- One sale entry per order, written in the order's transaction.
CREATE UNIQUE INDEX IF NOT EXISTS ledger_entries_one_sale ON ledger_entries (order_id) WHERE kind = 'sale';

-- One row per partner account: its balance, locked while an entry is appended so running balances never interleave.
CREATE TABLE IF NOT EXISTS ledger_accounts (
  partner_id text NOT NULL,
  environment text NOT NULL,
  currency text NOT NULL,
  balance_cents bigint NOT NULL,
  PRIMARY KEY (partner_id, environment, currency)
);

-- Per-partner commission rates set by an operator; a partner without a row earns PARTNER_COMMISSION_BPS.
CREATE TABLE IF NOT EXISTS partner_commission_rates (
  partner_id text PRIMARY KEY,
  commission_bps integer NOT NULL CHECK (commission_bps BETWEEN 0 AND 10000),
  updated_at timestamptz NOT NULL
);

CREATE TABLE IF NOT EXISTS payouts (
  id text PRIMARY KEY,                          -- po_…
  partner_id text NOT NULL,
  environment text NOT NULL,
  currency text NOT NULL,
  -- The settlement period it pays (e.g. 2026-03-01): one payout per partner account and period.
  period text NOT NULL,
  total_cents bigint NOT NULL CHECK (total_cents > 0),
  entry_count integer NOT NULL,
  created_at timestamptz NOT NULL,
  UNIQUE (partner_id, environment, currency, period)
);
