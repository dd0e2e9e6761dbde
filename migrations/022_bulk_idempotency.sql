-- Issue 15 item 6: bulk jobs keep their Idempotency-Keys in the one store (idempotency_keys, namespace `bulk`), like
-- WHOIS lookups and partner writes. Keys held today move there (kept 30 days from the job's creation).
INSERT INTO idempotency_keys (namespace, scope, idempotency_key, fingerprint, claim_id, state, outcome, created_at, expires_at)
SELECT 'bulk', 'user:' || user_id, idempotency_key, request_hash, id, 'done', jsonb_build_object('job_id', id),
       created_at, created_at + interval '30 days'
  FROM bulk_jobs
 WHERE idempotency_key IS NOT NULL
ON CONFLICT DO NOTHING;

DROP INDEX IF EXISTS bulk_jobs_idempotency;
ALTER TABLE bulk_jobs DROP COLUMN IF EXISTS idempotency_key;
ALTER TABLE bulk_jobs DROP COLUMN IF EXISTS request_hash;
