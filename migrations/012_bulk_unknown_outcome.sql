-- A renewal whose answer was lost (timeout, broken connection) and whose effect the registrar could not confirm is
-- `unknown`, not `failed` (issue 14 item 3): retrying a "failed" renewal that did go through renews twice.
ALTER TABLE bulk_job_items DROP CONSTRAINT bulk_job_items_status_check;
ALTER TABLE bulk_job_items ADD CONSTRAINT bulk_job_items_status_check
  CHECK (status IN ('pending', 'in_progress', 'succeeded', 'failed', 'unknown', 'not_owned'));
