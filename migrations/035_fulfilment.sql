-- Issue 16: fulfilment of partner orders (how a sold domain reaches the buyer). Owned by
-- src/modules/orders/fulfilment/repository.ts. One row per order once its fulfilment job first ran: the step reached,
-- so a job that died (kill -9) resumes where the last commit left it and never repeats a registrar call that succeeded.
-- Auth codes are never stored here (they go to the buyer by email only).

CREATE TABLE IF NOT EXISTS order_fulfilments (
  order_id text PRIMARY KEY REFERENCES orders (id),
  domain text NOT NULL,
  -- push: to the buyer's customer handle at our registrar; transfer: auth-code transfer to the buyer's registrar.
  method text NOT NULL CHECK (method IN ('push', 'transfer')),
  recipient text,
  -- started → (push) push_requested → push_accepted | (transfer) code_sent → completed | failed | stopped.
  -- push_requested is written BEFORE the push is sent: found after a crash it means "unknown", re-checked at the
  -- registrar before anything is sent again.
  step text NOT NULL CHECK (step IN ('started', 'push_requested', 'push_accepted', 'code_sent', 'completed', 'failed', 'stopped')),
  -- The registrar's process id of the push (RTR processes are followed by id).
  process_id text,
  -- Fencing token of the job chain: each scheduled run carries the seq it was scheduled for; a run whose seq is not
  -- the row's (a retried job already handed on) does nothing.
  seq integer NOT NULL,
  -- Polls made in the current wait (back-off index), and when the wait began (deadlines run from it).
  polls integer NOT NULL,
  waiting_since timestamptz,
  -- The last failure talking to the registrar (retried with back-off), for operators.
  last_error text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
