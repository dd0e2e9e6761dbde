-- Issue 15 item 6: one idempotency store (src/platform/idempotency/store.ts) for WHOIS lookups and partner writes
-- (bulk jobs follow), replacing whois_idempotency and partner_idempotency. A key is scoped by namespace (the feature)
-- and scope (the caller: a quota subject, or a partner key id and route). `expires_at` is the lease's end while
-- `running` and the retention's end once `done`; a row past it is free to claim.
CREATE TABLE IF NOT EXISTS idempotency_keys (
  namespace text NOT NULL,
  scope text NOT NULL,
  idempotency_key text NOT NULL,
  fingerprint text NOT NULL,
  claim_id text NOT NULL,
  state text NOT NULL CHECK (state IN ('running', 'done')),
  outcome jsonb,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (namespace, scope, idempotency_key),
  CHECK ((state = 'done') = (outcome IS NOT NULL))
);
CREATE INDEX IF NOT EXISTS idempotency_keys_expires ON idempotency_keys (expires_at);

-- Keys held today keep working across the upgrade.
INSERT INTO idempotency_keys (namespace, scope, idempotency_key, fingerprint, claim_id, state, outcome, created_at, expires_at)
SELECT 'partner', key_id || ' ' || route, idempotency_key, request_sha256, claim_id, state,
       CASE WHEN state = 'done' THEN jsonb_build_object('status', response_status, 'contentType', response_content_type,
         'headers', COALESCE(response_headers, '{}'::jsonb), 'body', COALESCE(response_body, '')) END,
       created_at, expires_at
  FROM partner_idempotency
ON CONFLICT DO NOTHING;

INSERT INTO idempotency_keys (namespace, scope, idempotency_key, fingerprint, claim_id, state, outcome, created_at, expires_at)
SELECT 'whois', subject, idempotency_key, domain, claim_id,
       CASE WHEN lookup_id IS NOT NULL OR status IS NOT NULL THEN 'done' ELSE 'running' END,
       CASE WHEN lookup_id IS NOT NULL THEN jsonb_build_object('lookup_id', lookup_id)
            WHEN status IS NOT NULL THEN jsonb_build_object('error', error) END,
       created_at,
       CASE WHEN lookup_id IS NOT NULL OR status IS NOT NULL THEN created_at + interval '24 hours' ELSE created_at + interval '73 seconds' END
  FROM whois_idempotency
ON CONFLICT DO NOTHING;

DROP TABLE IF EXISTS partner_idempotency;
DROP TABLE IF EXISTS whois_idempotency;
