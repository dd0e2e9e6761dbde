-- Issue 19 review: a paid brokerage case whose order ends REFUNDED or CANCELLED closes unsuccessfully with the
-- order's outcome as its reason (refunded, order_cancelled). Owned by src/modules/brokerage/repository.ts
-- (brokerage_cases). Only the close_reason check widens.
ALTER TABLE brokerage_cases DROP CONSTRAINT IF EXISTS brokerage_cases_close_reason_check;
ALTER TABLE brokerage_cases ADD CONSTRAINT brokerage_cases_close_reason_check CHECK (close_reason IN ('owner_unresponsive',
  'owner_declined', 'over_budget', 'not_for_sale', 'refunded', 'order_cancelled'));
