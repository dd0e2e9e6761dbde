-- Interface B, the partner API (issue 10; contract 4.3, 5.2, 8).

-- A partner: the business behind one or more credentials.
CREATE TABLE partners (
  id text PRIMARY KEY,
  name text NOT NULL,
  created_at timestamptz NOT NULL
);

-- A credential: the public key id (`pk_sandbox_…` / `pk_live_…`) and its HMAC secret, encrypted with
-- NAMEPORT_SECRET_KEY (AES-256-GCM; the server must recompute HMACs, so the secret cannot be hashed).
-- After a rotation the previous secret keeps working until `previous_secret_expires_at`.
CREATE TABLE partner_credentials (
  key_id text PRIMARY KEY,
  partner_id text NOT NULL REFERENCES partners (id) ON DELETE CASCADE,
  environment text NOT NULL CHECK (environment IN ('sandbox', 'live')),
  scopes text[] NOT NULL,
  secret_enc text NOT NULL,
  previous_secret_enc text,
  previous_secret_expires_at timestamptz,
  created_at timestamptz NOT NULL,
  rotated_at timestamptz,
  revoked_at timestamptz,
  last_used_at timestamptz,
  CHECK ((previous_secret_enc IS NULL) = (previous_secret_expires_at IS NULL))
);
CREATE INDEX partner_credentials_partner ON partner_credentials (partner_id);

-- Nonces seen, per credential, until `expires_at` (PARTNER_NONCE_WINDOW_SECONDS, at least 600 s).
-- Recorded with one unique insert after the signature was verified (a forged request burns nothing).
CREATE TABLE partner_nonces (
  key_id text NOT NULL,
  nonce text NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (key_id, nonce)
);
CREATE INDEX partner_nonces_expires ON partner_nonces (expires_at);

-- Rate-limit counters: one row per credential, endpoint class and fixed one-minute window, moved only by a
-- conditional upsert (so parallel requests never exceed the limit).
CREATE TABLE partner_rate_counters (
  key_id text NOT NULL,
  bucket text NOT NULL,
  window_start timestamptz NOT NULL,
  used integer NOT NULL CHECK (used >= 0),
  PRIMARY KEY (key_id, bucket, window_start)
);

-- Idempotency keys of partner writes, scoped by credential and route. Claimed with one unique insert before
-- the handler runs (`state` running), then completed with the exact response bytes (`state` done).
CREATE TABLE partner_idempotency (
  key_id text NOT NULL,
  route text NOT NULL,
  idempotency_key text NOT NULL,
  request_sha256 text NOT NULL,
  claim_id text NOT NULL,
  state text NOT NULL CHECK (state IN ('running', 'done')),
  response_status integer,
  response_content_type text,
  response_body text,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (key_id, route, idempotency_key),
  CHECK ((state = 'done') = (response_status IS NOT NULL))
);
CREATE INDEX partner_idempotency_expires ON partner_idempotency (expires_at);

-- Embedding vectors of listings from the optional embeddings provider (EMBEDDINGS_URL), per model; `text_sha256`
-- is the hash of the text that was embedded, so a changed listing is embedded again.
CREATE TABLE listing_embeddings (
  listing_id text NOT NULL REFERENCES listings (id) ON DELETE CASCADE,
  model text NOT NULL,
  text_sha256 text NOT NULL,
  vector real[] NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (listing_id, model)
);
