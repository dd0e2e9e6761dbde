-- Accounts, browser sessions and the OAuth 2.1 authorization server (issue 4; contract 4.2, 5.1).
-- Secrets (session ids, verification tokens, codes, tokens) are random 32-byte values stored only as
-- SHA-256 hashes (hex); a database leak does not yield usable credentials.

-- Email is stored normalised (trimmed, lower case). password_hash is a self-describing scrypt string.
CREATE TABLE users (
  id text PRIMARY KEY,
  email text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  verified_at timestamptz,
  created_at timestamptz NOT NULL
);

CREATE TABLE email_verifications (
  token_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- A browser session. user_id is NULL for a visitor who has only opened a form (the row carries the CSRF
-- synchronizer token); signing in replaces it with a new row (new id: no session fixation).
CREATE TABLE sessions (
  id_hash text PRIMARY KEY,
  user_id text REFERENCES users (id) ON DELETE CASCADE,
  csrf_token text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_expires_at ON sessions (expires_at);

-- Attempts that count against a throttle, keyed `account:<sha256 of email>` or `ip:<address>` (failed
-- sign-ins) or `signup:<address>` (sign-ups); the throttle counts the rows of a key inside its window. An
-- attempt is counted and recorded (one row per key, sharing `attempt`) atomically, under a per-key advisory
-- lock, *before* its password is checked; the rows are deleted again when the password was right.
CREATE TABLE throttle_attempts (
  key text NOT NULL,
  at timestamptz NOT NULL,
  attempt text NOT NULL
);
CREATE INDEX throttle_attempts_key_at ON throttle_attempts (key, at);
CREATE INDEX throttle_attempts_attempt ON throttle_attempts (attempt);

-- RFC 7591 dynamic registration; every client is public (token_endpoint_auth_method "none").
CREATE TABLE oauth_clients (
  id text PRIMARY KEY,
  client_name text,
  redirect_uris jsonb NOT NULL,
  created_at timestamptz NOT NULL
);

-- Authorization codes: single use, 60 s, bound to client, redirect_uri and PKCE challenge (contract 3).
CREATE TABLE oauth_codes (
  code_hash text PRIMARY KEY,
  client_id text NOT NULL REFERENCES oauth_clients (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  redirect_uri text NOT NULL,
  code_challenge text NOT NULL,
  scope text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- Access and refresh tokens. Every token of one grant shares family_id (and code_hash when it came from
-- a code), so a reused code or refresh token revokes the whole family in one UPDATE.
CREATE TABLE oauth_tokens (
  token_hash text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('access', 'refresh')),
  client_id text NOT NULL REFERENCES oauth_clients (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  scope text NOT NULL,
  family_id text NOT NULL,
  code_hash text,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX oauth_tokens_family ON oauth_tokens (family_id);
CREATE INDEX oauth_tokens_code ON oauth_tokens (code_hash);
-- Housekeeping deletes expired codes and tokens a few at a time (`expires_at <= $1 LIMIT 50`).
CREATE INDEX oauth_tokens_expires_at ON oauth_tokens (expires_at);
CREATE INDEX oauth_codes_expires_at ON oauth_codes (expires_at);
