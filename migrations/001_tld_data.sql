-- TLD registration requirements, as synced from Realtime Register TLD info (contract 2.4).
-- `metadata` holds the mapped 2.4 fields; `raw` the upstream answer, kept for later mappings.
CREATE TABLE tld_metadata (
  tld text PRIMARY KEY,
  provider text NOT NULL,
  metadata jsonb NOT NULL,
  raw jsonb NOT NULL,
  source text NOT NULL DEFAULT 'rtr',
  synced_at timestamptz NOT NULL,
  refresh_failed_at timestamptz,
  refresh_error text
);

-- Negative cache: TLDs the upstream said it has no data for, so unknown TLDs do not hit it every time.
CREATE TABLE tld_metadata_missing (
  tld text PRIMARY KEY,
  checked_at timestamptz NOT NULL
);

-- Registry cost per TLD and lifecycle action (integer cents); retail is derived at read time.
CREATE TABLE tld_prices (
  tld text NOT NULL,
  action text NOT NULL CHECK (action IN ('CREATE', 'RENEW', 'TRANSFER', 'RESTORE')),
  currency text NOT NULL,
  cost_cents integer NOT NULL CHECK (cost_cents >= 0),
  synced_at timestamptz NOT NULL,
  PRIMARY KEY (tld, action)
);

-- One row per sync run, for operators (`nameport sync …`) and staleness decisions.
CREATE TABLE sync_runs (
  id text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('prices', 'tlds')),
  started_at timestamptz NOT NULL,
  finished_at timestamptz,
  status text NOT NULL CHECK (status IN ('running', 'succeeded', 'failed')),
  items integer NOT NULL DEFAULT 0,
  error text
);
