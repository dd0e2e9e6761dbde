-- Review of issue 16: a push given up on while its outcome is unknown (sent or possibly sent, no answer from the
-- registrar, or accepted and never ended) fails the order for an operator, but the domain may still move: the order is
-- not refundable until that is resolved (guards.ts noExitWhileAtRegistrar). Cleared by a retry or an operator's check.
ALTER TABLE order_fulfilments ADD COLUMN IF NOT EXISTS outcome_unknown boolean NOT NULL DEFAULT false;
