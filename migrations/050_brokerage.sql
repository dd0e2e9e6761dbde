-- Issue 19: brokerage cases (contract 2.7, 4.3). Owned by src/modules/brokerage/repository.ts (brokerage_cases,
-- brokerage_site_probes). The orders changes below only widen what src/modules/orders/repository.ts may store: an
-- order of a brokered domain, which was never a listing (listing_id empty, source 'brokerage').

CREATE TABLE IF NOT EXISTS brokerage_cases (
  id text PRIMARY KEY,                          -- bc_…, the case_id of the API
  partner_id text NOT NULL,
  key_id text NOT NULL,
  environment text NOT NULL CHECK (environment IN ('sandbox', 'live')),
  domain text NOT NULL,
  tier text NOT NULL CHECK (tier IN ('managed', 'self_serve')),
  buyer_email text NOT NULL,
  budget_cents bigint NOT NULL CHECK (budget_cents > 0),
  currency text NOT NULL,
  status text NOT NULL CHECK (status IN ('open', 'researching', 'contacting_owner', 'negotiating', 'agreed',
    'payment_pending', 'transferring', 'completed', 'closed_unsuccessful', 'cancelled')),
  close_reason text CHECK (close_reason IN ('owner_unresponsive', 'owner_declined', 'over_budget', 'not_for_sale')),
  -- The owner's latest offer (negotiating), then the agreed price (agreed onwards), in minor units of currency.
  last_offer_cents bigint,
  agreed_price_cents bigint,
  -- The order made when the buyer paid (transferring onwards).
  order_id text,
  -- [{at, status, actor, note, last_offer?, reason?}], appended by every transition.
  timeline jsonb NOT NULL,
  version integer NOT NULL,
  -- The progress link's version: a link signed for an older version is refused (revoke-link bumps it).
  link_version integer NOT NULL,
  -- Sandbox auto-advance: when the case takes its next step by itself (null: not a sandbox case, or final).
  next_step_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
-- One case in progress per domain and environment, whichever partner opened it: decided here, not by a read first.
CREATE UNIQUE INDEX IF NOT EXISTS brokerage_cases_one_open ON brokerage_cases (environment, domain)
  WHERE status NOT IN ('completed', 'closed_unsuccessful', 'cancelled');
-- GET /brokerage: own cases, newest first, keyset paging on (created_at, id).
CREATE INDEX IF NOT EXISTS brokerage_cases_partner_created ON brokerage_cases (partner_id, environment, created_at DESC, id DESC);
-- The auto-advance job picks due sandbox cases.
CREATE INDEX IF NOT EXISTS brokerage_cases_next_step ON brokerage_cases (next_step_at) WHERE next_step_at IS NOT NULL;

-- The site probe's verdicts, kept a short while so eligibility and the case it opens agree (BROKERAGE probe cache).
CREATE TABLE IF NOT EXISTS brokerage_site_probes (
  domain text PRIMARY KEY,
  verdict text NOT NULL,
  evidence text NOT NULL,
  probed_at timestamptz NOT NULL
);

ALTER TABLE orders ALTER COLUMN listing_id DROP NOT NULL;
ALTER TABLE orders DROP CONSTRAINT IF EXISTS orders_source_check;
ALTER TABLE orders ADD CONSTRAINT orders_source_check CHECK (source IN ('quote', 'sale_price', 'expected_price', 'checkout', 'brokerage'));
