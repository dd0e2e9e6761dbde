-- Bulk operations on owned domains (contract 4.1 POST /api/domains/bulk/{op}). A job is claimed by one
-- instance at a time through a lease; each item is claimed before its registrar call, so a restart
-- resumes where the job stopped without doing a domain twice.
CREATE TABLE bulk_jobs (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  op text NOT NULL CHECK (op IN ('renew', 'set_auto_renew', 'set_privacy', 'set_lock', 'set_nameservers')),
  params jsonb NOT NULL,
  idempotency_key text,
  request_hash text NOT NULL,
  status text NOT NULL CHECK (status IN ('queued', 'running', 'completed')),
  total integer NOT NULL,
  lease_owner text,
  lease_until timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  finished_at timestamptz
);
CREATE UNIQUE INDEX bulk_jobs_idempotency ON bulk_jobs (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
CREATE INDEX bulk_jobs_open ON bulk_jobs (status) WHERE status <> 'completed';

CREATE TABLE bulk_job_items (
  job_id text NOT NULL REFERENCES bulk_jobs (id) ON DELETE CASCADE,
  position integer NOT NULL,
  domain text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'in_progress', 'succeeded', 'failed', 'not_owned')),
  -- State seen before the registrar call (e.g. the expiry before a renewal), used to tell after a crash
  -- whether the call went through.
  before jsonb,
  result jsonb,
  error text,
  started_at timestamptz,
  finished_at timestamptz,
  PRIMARY KEY (job_id, domain)
);
CREATE INDEX bulk_job_items_pending ON bulk_job_items (job_id, position) WHERE status IN ('pending', 'in_progress');
