-- Issue 17 review: a delivery whose last attempt was sent but never answered (a timeout, a connection that broke after
-- sending) ends `unknown`, not `dead`: the receiver may have processed it.
ALTER TABLE webhook_deliveries DROP CONSTRAINT IF EXISTS webhook_deliveries_status_check;
ALTER TABLE webhook_deliveries ADD CONSTRAINT webhook_deliveries_status_check
  CHECK (status IN ('pending', 'delivered', 'dead', 'unknown', 'cancelled'));
