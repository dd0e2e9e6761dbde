import type { Queryable } from '../../../platform/db/db.js';

/**
 * The one owner of `order_fulfilments` (migrations/035): where each order's fulfilment stands. Every write is a
 * conditional UPDATE on the row's `seq` (the job chain's fencing token), so a stale job run changes nothing.
 */

export type FulfilmentMethod = 'push' | 'transfer';
export type FulfilmentStep = 'started' | 'push_requested' | 'push_accepted' | 'code_sending' | 'code_sent' | 'completed' | 'failed' | 'stopped';

/**
 * Steps at which the domain is (or may be) at the registrar on its way to the buyer: a push sent or possibly sent, the
 * auth code on its way to the buyer or with them. Nothing Nameport does stops the move from here, so the order may not
 * be refunded or cancelled (guards.ts `noExitWhileAtRegistrar`) until the registrar's outcome is known.
 */
export const AT_REGISTRAR_STEPS: readonly FulfilmentStep[] = ['push_requested', 'push_accepted', 'code_sending', 'code_sent'];

export interface FulfilmentRow {
  order_id: string;
  domain: string;
  method: FulfilmentMethod;
  recipient: string | null;
  step: FulfilmentStep;
  process_id: string | null;
  seq: number;
  polls: number;
  waiting_since: Date | null;
  last_error: string | null;
  /** Failed while a push may still be at the registrar (migration 037): no refund until resolved. */
  outcome_unknown: boolean;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = 'order_id, domain, method, recipient, step, process_id, seq, polls, waiting_since, last_error, outcome_unknown, created_at, updated_at';

export async function findFulfilment(q: Queryable, orderId: string): Promise<FulfilmentRow | null> {
  const rows = await q.query<FulfilmentRow>(`SELECT ${COLUMNS} FROM order_fulfilments WHERE order_id = $1`, [orderId]);
  return rows[0] ?? null;
}

/** The row at step `started`, seq 0; when it exists already (a retried first run), the existing row. */
export async function insertFulfilment(
  q: Queryable, row: { orderId: string; domain: string; method: FulfilmentMethod; recipient: string | null; now: Date },
): Promise<FulfilmentRow> {
  await q.query(
    `INSERT INTO order_fulfilments (order_id, domain, method, recipient, step, seq, polls, created_at, updated_at)
     VALUES ($1, $2, $3, $4, 'started', 0, 0, $5, $5) ON CONFLICT (order_id) DO NOTHING`,
    [row.orderId, row.domain, row.method, row.recipient, row.now],
  );
  return (await findFulfilment(q, row.orderId))!;
}

export interface FulfilmentChange {
  step?: FulfilmentStep;
  processId?: string | null;
  /** A new wait begins (polls back to 0, waiting_since = now). */
  startWait?: boolean;
  /** Hand on to the next run: seq + 1 (and polls + 1 unless a new wait begins). */
  handOn?: boolean;
  lastError?: string | null;
  outcomeUnknown?: boolean;
}

/** Applies `change` while the row is still at `seq`; the updated row, or null when a newer run has taken over. */
export async function updateFulfilment(q: Queryable, orderId: string, seq: number, change: FulfilmentChange, now: Date): Promise<FulfilmentRow | null> {
  const rows = await q.query<FulfilmentRow>(
    `UPDATE order_fulfilments SET
       step = COALESCE($3, step),
       process_id = CASE WHEN $4::boolean THEN $5 ELSE process_id END,
       waiting_since = CASE WHEN $6::boolean THEN $9 ELSE waiting_since END,
       polls = CASE WHEN $6::boolean THEN 0 WHEN $7::boolean THEN polls + 1 ELSE polls END,
       seq = CASE WHEN $7::boolean THEN seq + 1 ELSE seq END,
       last_error = CASE WHEN $8::boolean THEN $10 ELSE last_error END,
       outcome_unknown = COALESCE($11::boolean, outcome_unknown),
       updated_at = $9
     WHERE order_id = $1 AND seq = $2
     RETURNING ${COLUMNS}`,
    [
      orderId, seq, change.step ?? null, change.processId !== undefined, change.processId ?? null, change.startWait === true,
      change.handOn === true, change.lastError !== undefined, now, change.lastError ?? null, change.outcomeUnknown ?? null,
    ],
  );
  return rows[0] ?? null;
}
