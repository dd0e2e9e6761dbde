-- Issue 18: hosted checkout. Owned by src/modules/checkout/repository.ts (checkout_sessions); the orders changes below
-- only widen what src/modules/orders/repository.ts may store: an order the service collected payment for.

ALTER TABLE orders DROP CONSTRAINT IF EXISTS orders_payment_model_check;
ALTER TABLE orders ADD CONSTRAINT orders_payment_model_check CHECK (payment_model IN ('partner_collected', 'service_collected'));
ALTER TABLE orders DROP CONSTRAINT IF EXISTS orders_source_check;
ALTER TABLE orders ADD CONSTRAINT orders_source_check CHECK (source IN ('quote', 'sale_price', 'expected_price', 'checkout'));

CREATE TABLE IF NOT EXISTS checkout_sessions (
  id text PRIMARY KEY,                          -- cs_…, carried inside the signed pt token
  partner_id text NOT NULL,
  key_id text NOT NULL,
  environment text NOT NULL CHECK (environment IN ('sandbox', 'live')),
  domain text NOT NULL,
  -- The price the link was issued at; the page re-reads the listing and shows a changed price before any charge.
  price_cents bigint NOT NULL CHECK (price_cents >= 0),
  currency text NOT NULL,
  return_url text,
  cancel_url text,
  expires_at timestamptz NOT NULL,
  -- The Stripe Checkout Session made when the buyer chose to pay, and the price the buyer agreed to then.
  provider_session_id text,
  agreed_price_cents bigint,
  -- Set once, by the first completed payment: later deliveries of the same event find it and create nothing.
  order_id text,
  -- paid but the domain was gone by then (sold to another buyer): the payment is to be refunded by an operator.
  outcome text CHECK (outcome IN ('ordered', 'unfulfillable')),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS checkout_sessions_provider ON checkout_sessions (provider_session_id);
