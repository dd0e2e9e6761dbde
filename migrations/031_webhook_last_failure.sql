-- Issue 17 review: the 5-day disable counts a continuous run of failed attempts. When the previous failure is older
-- than the longest gap between retries, days passed without any attempt (no events): the next failure starts a new run.
ALTER TABLE webhook_endpoints ADD COLUMN IF NOT EXISTS last_failure_at timestamptz;
