-- Issue 16: partner orders and refunds (contract 2.7, 3, 4.3). Owned by src/modules/orders/repository.ts.
-- Quotes have no table: a quote id is signed and carries its own terms (src/modules/quotes/quote-token.ts).

CREATE TABLE IF NOT EXISTS orders (
  id text PRIMARY KEY,                          -- ord_…, the public_id of the API
  partner_id text NOT NULL,
  -- The credential that placed the order (a partner may hold several); reads are by partner and environment.
  key_id text NOT NULL,
  environment text NOT NULL CHECK (environment IN ('sandbox', 'live')),
  listing_id text NOT NULL,
  domain text NOT NULL,
  status text NOT NULL CHECK (status IN ('PAID', 'TRANSFER_PENDING', 'TRANSFER_IN_PROGRESS', 'TRANSFER_COMPLETED',
    'SETTLED', 'CANCELLED', 'REFUND_REQUESTED', 'REFUNDED', 'TRANSFER_FAILED')),
  price_cents bigint NOT NULL CHECK (price_cents >= 0),
  currency text NOT NULL,
  payment_model text NOT NULL CHECK (payment_model IN ('partner_collected')),
  commission_bps integer NOT NULL CHECK (commission_bps BETWEEN 0 AND 10000),
  commission_cents bigint NOT NULL,
  external_payment_ref text NOT NULL,
  buyer jsonb NOT NULL,
  -- Which of the three accepted body shapes created it ('quote', 'sale_price', 'expected_price'), and the quote id.
  source text NOT NULL CHECK (source IN ('quote', 'sale_price', 'expected_price')),
  quote_id text,
  return_url text,
  cancel_url text,
  -- How the domain reaches the buyer (method, state, message); written by the fulfilment jobs.
  delivery jsonb NOT NULL,
  -- [{at, status, event, actor, note, next_action}], appended by every transition.
  timeline jsonb NOT NULL,
  -- Grows by one with each transition: a webhook receiver drops a delivery older than what it has.
  version integer NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
-- GET /orders: own orders, newest first, keyset paging on (created_at, id).
CREATE INDEX IF NOT EXISTS orders_partner_created ON orders (partner_id, environment, created_at DESC, id DESC);
-- One order per payment: the same external payment reference cannot pay for two orders of one partner.
CREATE UNIQUE INDEX IF NOT EXISTS orders_payment_ref ON orders (partner_id, environment, external_payment_ref);

CREATE TABLE IF NOT EXISTS refunds (
  id text PRIMARY KEY,                          -- rf_…
  -- One refund per order: asking twice answers the same refund.
  order_id text NOT NULL UNIQUE REFERENCES orders (id),
  partner_id text NOT NULL,
  reason text NOT NULL,
  status text NOT NULL CHECK (status IN ('requested', 'refunded')),
  amount_cents bigint NOT NULL,
  currency text NOT NULL,
  -- The partner's commission on the order, to be reversed in the commission ledger.
  commission_reversed_cents bigint NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
