-- Issue 19: referral links, their clicks and affiliate accounts (contract 2.7, 4.3).
-- Owned by src/modules/referrals/repository.ts (affiliate_accounts, referral_links, referral_clicks).
-- The two columns added to checkout_sessions and orders below are written by their owners:
-- src/modules/checkout/repository.ts and src/modules/orders/repository.ts.

-- A partner may create and list referral links only once an operator has linked it to an affiliate account
-- (nameport affiliates link PARTNER_ID).
CREATE TABLE IF NOT EXISTS affiliate_accounts (
  partner_id text PRIMARY KEY REFERENCES partners (id) ON DELETE CASCADE,
  linked_at timestamptz NOT NULL,
  note text
);

CREATE TABLE IF NOT EXISTS referral_links (
  id text PRIMARY KEY,                          -- lnk_…, the link_id of the API
  -- The path segment of /r/{token}: random, so links cannot be enumerated from ids.
  token text NOT NULL UNIQUE,
  partner_id text NOT NULL,
  key_id text NOT NULL,                         -- the credential that made it (a sale through it is recorded under it)
  environment text NOT NULL CHECK (environment IN ('sandbox', 'live')),
  kind text NOT NULL CHECK (kind IN ('generic', 'domain', 'product')),
  target text,                                  -- the domain (kind domain), the product name (kind product), null (generic)
  label text,
  created_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS referral_links_partner ON referral_links (partner_id, environment, created_at, id);

-- One row per request of /r/{token}. No IP address is stored: visitor_hash is an HMAC of IP and user agent under a
-- server secret, enough to count unique visitors and useless to find a person.
CREATE TABLE IF NOT EXISTS referral_clicks (
  id bigserial PRIMARY KEY,
  link_id text NOT NULL REFERENCES referral_links (id) ON DELETE CASCADE,
  partner_id text NOT NULL,
  environment text NOT NULL,
  visitor_hash text NOT NULL,
  -- HEAD requests and known crawlers or link unfurlers: counted as clicks, never as unique visitors.
  bot boolean NOT NULL,
  clicked_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS referral_clicks_partner ON referral_clicks (partner_id, environment, clicked_at);
CREATE INDEX IF NOT EXISTS referral_clicks_link ON referral_clicks (link_id, clicked_at);

-- A checkout started on our domain page by a buyer carrying a referral cookie, and the order it creates.
ALTER TABLE checkout_sessions ADD COLUMN IF NOT EXISTS referral_link_id text;
ALTER TABLE orders ADD COLUMN IF NOT EXISTS referral_link_id text;
CREATE INDEX IF NOT EXISTS orders_referral_link ON orders (referral_link_id) WHERE referral_link_id IS NOT NULL;
