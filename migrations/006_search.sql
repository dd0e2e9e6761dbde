-- Domain search decisions (issue 6): what the sources said about a name, kept so a repeated search is answered
-- from here (`cached: true`). One row per domain, replaced on every fresh decision; `expires_at` depends on the
-- state (registered names change rarely, available ones are re-checked soon: README "Domain search").
-- Marketplace listings are never cached here: they are read live from `listings` on every search.
CREATE TABLE search_decisions (
  domain text PRIMARY KEY,
  state text NOT NULL CHECK (state IN ('available', 'premium', 'registered', 'reserved', 'likely_available')),
  available boolean,
  source text NOT NULL CHECK (source IN ('dns', 'rdap', 'registrar')),
  whois jsonb,
  premium_cost_cents integer CHECK (premium_cost_cents IS NULL OR premium_cost_cents >= 0),
  decided_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX search_decisions_expires ON search_decisions (expires_at);
