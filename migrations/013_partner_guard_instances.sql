-- The running instances that serve the partner API on this database, and where each keeps partner nonces and
-- rate-limit counters (issue 14 item 8). An instance that would keep them elsewhere than a live one refuses to
-- start: a nonce recorded in Redis is unknown to the database and the other way round, so a request replayed to
-- an instance of the other kind would be accepted. A row is written at start, refreshed every 30 s, deleted at a
-- clean stop; a row not refreshed for 90 s belongs to a stopped instance and is ignored (then removed).
CREATE TABLE partner_guard_instances (
  instance_id text PRIMARY KEY,
  -- 'database', or 'redis:' followed by REDIS_KEY_PREFIX
  store text NOT NULL,
  host text NOT NULL,
  pid integer NOT NULL,
  started_at timestamptz NOT NULL,
  seen_at timestamptz NOT NULL
);
