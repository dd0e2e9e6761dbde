-- WHOIS / RDAP lookups (issue 7, contract 2.2, 8).

-- Every lookup answered 201, with its id and created_at; an Idempotency-Key replay reads it back.
-- `subject` is the caller the quota counts (`ip:…` or `user:…`).
CREATE TABLE whois_lookups (
  id text PRIMARY KEY,
  subject text NOT NULL,
  domain text NOT NULL,
  result jsonb NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX whois_lookups_subject_created_idx ON whois_lookups (subject, created_at);

-- Idempotency-Key claims, scoped by caller: claimed with one unique insert before any work, so two
-- concurrent requests with one key never both run. `claim_id` names the request holding the claim (only it may
-- complete or release it). The outcome is stored once quota was used: `lookup_id` for a 201, `status` + `error`
-- (the error's code and message) for a 404, so a retry replays it without using quota again.
CREATE TABLE whois_idempotency (
  subject text NOT NULL,
  idempotency_key text NOT NULL,
  domain text NOT NULL,
  claim_id text NOT NULL,
  lookup_id text REFERENCES whois_lookups (id) ON DELETE CASCADE,
  status integer CHECK (status IS NULL OR status = 404),
  error jsonb,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (subject, idempotency_key),
  CHECK ((status IS NULL) = (error IS NULL)),
  CHECK (lookup_id IS NULL OR status IS NULL)
);

-- The daily quota: one counter per caller and UTC day, moved only by a single conditional upsert.
CREATE TABLE whois_quota (
  subject text NOT NULL,
  day date NOT NULL,
  used integer NOT NULL CHECK (used >= 0),
  PRIMARY KEY (subject, day)
);

-- Provider answers by domain, shared by every caller and instance (WHOIS_CACHE_SECONDS).
CREATE TABLE whois_cache (
  domain text PRIMARY KEY,
  result jsonb NOT NULL,
  fetched_at timestamptz NOT NULL
);
