-- Marketplace listings (contract 2.5). One row per domain: the unique index on `domain` is the fast
-- lookup domain search uses to mark names for sale. `environment` separates the synthetic sandbox
-- inventory from real listings (contract 5.2: the credential, or the serve mode, decides which is shown).
CREATE TABLE listings (
  id text PRIMARY KEY,
  domain text NOT NULL,
  tld text NOT NULL,
  label_length integer NOT NULL CHECK (label_length BETWEEN 1 AND 63),
  buy_now_cents integer NOT NULL CHECK (buy_now_cents > 0),
  floor_cents integer CHECK (floor_cents IS NULL OR (floor_cents > 0 AND floor_cents <= buy_now_cents)),
  currency text NOT NULL DEFAULT 'USD' CHECK (currency ~ '^[A-Z]{3}$'),
  status text NOT NULL CHECK (status IN ('active', 'sold', 'withdrawn')),
  environment text NOT NULL CHECK (environment IN ('sandbox', 'live')),
  category text,
  tags text[] NOT NULL DEFAULT '{}',
  description text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX listings_domain ON listings (domain);
-- Keyset paging indexes, one per sort order (newest, price, length), each ending in the unique id.
CREATE INDEX listings_newest ON listings (environment, status, created_at DESC, id DESC);
CREATE INDEX listings_price ON listings (environment, status, buy_now_cents, id);
CREATE INDEX listings_length ON listings (environment, status, label_length, id);
CREATE INDEX listings_tld ON listings (environment, status, tld);

-- Domains users own (their portfolio): the subject of bulk operations.
CREATE TABLE owned_domains (
  domain text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  registrar text NOT NULL DEFAULT 'rtr',
  expires_at timestamptz,
  auto_renew boolean NOT NULL DEFAULT true,
  locked boolean NOT NULL DEFAULT true,
  privacy boolean NOT NULL DEFAULT true,
  nameservers text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX owned_domains_user ON owned_domains (user_id, domain);
