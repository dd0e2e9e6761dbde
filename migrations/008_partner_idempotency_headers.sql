-- Issue 10 review: an idempotent replay repeats the response's Location header too (content type has its own
-- column). JSON object of header name → value; NULL for none. While a key is `running`, `expires_at` is the end of
-- its claim's lease (renewed by the running request); once `done`, 24 h after the claim.
ALTER TABLE partner_idempotency ADD COLUMN response_headers jsonb;
