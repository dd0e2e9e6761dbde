-- Secrets the service generates for itself (issue 14 item 1): the key that seals listing cursors. Kept in the
-- database so every instance on one database reads the same key; created by the first instance that needs it
-- (INSERT … ON CONFLICT DO NOTHING, then read back), so no configuration is needed, sandbox mode included.
CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL
);
