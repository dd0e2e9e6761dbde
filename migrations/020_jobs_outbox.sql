-- Issue 15: one job runner for every background task, and the transactional outbox of domain events.

-- A job: one unit of background work, claimed by one runner at a time (FOR UPDATE SKIP LOCKED), held under a lease
-- that expires when its runner dies, retried with back-off and moved to `dead` after its last attempt.
CREATE TABLE IF NOT EXISTS jobs (
  id text PRIMARY KEY,
  kind text NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  state text NOT NULL DEFAULT 'ready' CHECK (state IN ('ready', 'running', 'done', 'dead')),
  run_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL CHECK (max_attempts >= 1),
  lease_until timestamptz,
  locked_by text,
  last_error text,
  -- At most one ready or running job per (kind, dedupe_key): enqueueing it again is a no-op.
  dedupe_key text,
  created_at timestamptz NOT NULL,
  finished_at timestamptz
);
CREATE INDEX IF NOT EXISTS jobs_due ON jobs (run_at) WHERE state = 'ready';
CREATE INDEX IF NOT EXISTS jobs_leased ON jobs (lease_until) WHERE state = 'running';
CREATE UNIQUE INDEX IF NOT EXISTS jobs_dedupe ON jobs (kind, dedupe_key) WHERE dedupe_key IS NOT NULL AND state IN ('ready', 'running');

-- A recurring task: the instance whose UPDATE moves next_run_at forward enqueues the run; the others see no due row.
CREATE TABLE IF NOT EXISTS recurring_jobs (
  name text PRIMARY KEY,
  kind text NOT NULL,
  interval_seconds integer NOT NULL CHECK (interval_seconds > 0),
  next_run_at timestamptz NOT NULL,
  last_run_at timestamptz,
  last_runner text
);

-- The outbox: events appended in the transaction of the state change they describe. `seq` is gap-free and in commit
-- order because it is drawn from the single event_sequence row, whose row lock is held until the appending
-- transaction ends (src/platform/events/outbox.ts).
CREATE TABLE IF NOT EXISTS event_sequence (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  last_seq bigint NOT NULL
);
INSERT INTO event_sequence (singleton, last_seq) VALUES (true, 0) ON CONFLICT DO NOTHING;

CREATE TABLE IF NOT EXISTS events (
  seq bigint PRIMARY KEY,
  id text NOT NULL UNIQUE,
  type text NOT NULL,
  -- The partner and environment the event belongs to (NULL: an internal event no partner reads).
  partner_id text,
  environment text CHECK (environment IN ('sandbox', 'live')),
  payload jsonb NOT NULL,
  occurred_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS events_partner_seq ON events (partner_id, environment, seq);
