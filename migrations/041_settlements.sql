-- Issue 18: closed settlement periods. Owned by src/modules/settlements/repository.ts.
-- One row per partner account and period, written by `nameport settlements close PERIOD` once the period has ended.
CREATE TABLE IF NOT EXISTS settlements (
  id text PRIMARY KEY,                          -- stl_…
  partner_id text NOT NULL,
  environment text NOT NULL,
  currency text NOT NULL,
  period text NOT NULL,                         -- the first day of the period, YYYY-MM-01 or YYYY-MM-15
  gross_sold_cents bigint NOT NULL,
  commission_cents bigint NOT NULL,
  owed_to_service_cents bigint NOT NULL,
  owed_to_partner_cents bigint NOT NULL,
  order_count integer NOT NULL,
  closed_at timestamptz NOT NULL,
  UNIQUE (partner_id, environment, currency, period)
);
