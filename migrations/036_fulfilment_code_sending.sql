-- Review of issue 16: the auth-code transfer commits its intent ('code_sending') before our transfer lock is lifted and
-- the code read and mailed, in a transaction that holds the order's row lock and finds the order still awaiting its
-- transfer. A refund (which takes the same lock) therefore either comes first and stops the run, or finds the code on
-- its way and is refused (409 transfer_at_registrar). Found after a crash, 'code_sending' is redone (mail at least once).
ALTER TABLE order_fulfilments DROP CONSTRAINT IF EXISTS order_fulfilments_step_check;
ALTER TABLE order_fulfilments ADD CONSTRAINT order_fulfilments_step_check
  CHECK (step IN ('started', 'push_requested', 'push_accepted', 'code_sending', 'code_sent', 'completed', 'failed', 'stopped'));
