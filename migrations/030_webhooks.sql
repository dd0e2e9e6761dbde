-- Issue 17: signed webhooks. One delivery endpoint per partner and environment (PUT /api/partner/webhooks), and one
-- delivery per event and endpoint with its state (GET /api/partner/v1/events shows it). The attempts themselves are
-- jobs on the job runner (kind webhooks.deliver); this table is what a partner sees.

CREATE TABLE IF NOT EXISTS webhook_endpoints (
  id text PRIMARY KEY,
  partner_id text NOT NULL,
  environment text NOT NULL CHECK (environment IN ('sandbox', 'live')),
  url text NOT NULL,
  -- Event-type patterns (`order.*`, `brokerage.case_completed`); an empty list means every event.
  event_patterns jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- Sealed like partner secrets (AES-256-GCM under NAMEPORT_SECRET_KEY, the endpoint id as associated data).
  secret_sealed text NOT NULL,
  -- After a rotation the previous secret signs too until previous_secret_until (24 h), so deliveries in flight verify.
  previous_secret_sealed text,
  previous_secret_until timestamptz,
  status text NOT NULL CHECK (status IN ('enabled', 'disabled')),
  disabled_reason text CHECK (disabled_reason IN ('gone', 'failing')),
  disabled_at timestamptz,
  -- Start of the current run of failed attempts (NULL after a success): 5 days of it disable the endpoint.
  failing_since timestamptz,
  -- High-water mark of the fan-out: events up to this outbox sequence number have had their deliveries created.
  fanout_seq bigint NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (partner_id, environment)
);
CREATE INDEX IF NOT EXISTS webhook_endpoints_enabled ON webhook_endpoints (fanout_seq) WHERE status = 'enabled';

CREATE TABLE IF NOT EXISTS webhook_deliveries (
  id text PRIMARY KEY,
  endpoint_id text NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
  event_id text NOT NULL,
  event_seq bigint NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'delivered', 'dead', 'cancelled')),
  -- Every attempt ever made; round_attempts counts those since the delivery (or its last redelivery) started.
  attempts integer NOT NULL DEFAULT 0,
  round_attempts integer NOT NULL DEFAULT 0,
  last_attempt_at timestamptz,
  last_response_status integer,
  last_error text,
  next_attempt_at timestamptz,
  created_at timestamptz NOT NULL,
  delivered_at timestamptz,
  UNIQUE (endpoint_id, event_id)
);
CREATE INDEX IF NOT EXISTS webhook_deliveries_event ON webhook_deliveries (event_id);
CREATE INDEX IF NOT EXISTS webhook_deliveries_created ON webhook_deliveries (created_at);
