import type { AppContext } from '../../../context.js';
import { insertJob } from '../../../platform/jobs/repository.js';
import { inTransaction } from '../../../platform/transaction.js';
import { findOrder, type OrderRow } from '../repository.js';
import { ORDER_FULFIL_JOB, ORDER_FULFIL_MAX_ATTEMPTS } from '../service.js';
import type { OrderStatus } from '../status.js';
import { deliveryOf, move, type Outcome, type Run, StaleRun } from './progress.js';
import { pollPush, recheckPush, sendPush } from './push.js';
import { AT_REGISTRAR_STEPS, type FulfilmentRow, findFulfilment, insertFulfilment, updateFulfilment } from './repository.js';
import { pollTransfer, sendAuthCode } from './transfer.js';

/**
 * Fulfilment of a paid order (issue 16): one job of kind `orders.fulfil` per step, each run reading where the order's
 * fulfilment stands (order_fulfilments) and doing the next thing. A run that must wait (a push or transfer under way,
 * or the registrar unreachable) schedules the next run with back-off in the same transaction that hands the chain on
 * (seq + 1); the run is then done. A run of a job whose seq is not the row's — the retry of a job that had already
 * handed on before its runner died — does nothing. So at every kill -9 the state is that of the last commit.
 */

export interface FulfilPayload {
  orderId: string;
  /** The chain position this run was scheduled for; absent on the first job (placeOrder), which is seq 0. */
  seq?: number;
}

/** Seconds before poll number n+1 of a wait: 15 s, 30 s, 1, 2, 5, 10, 30 min, then hourly. */
export const POLL_SCHEDULE_SECONDS = [15, 30, 60, 120, 300, 600, 1800, 3600];
export const pollDelaySeconds = (polls: number): number => POLL_SCHEDULE_SECONDS[Math.min(polls, POLL_SCHEDULE_SECONDS.length - 1)]!;

/** Order statuses fulfilment works in; any other (refund requested, cancelled, …) stops it. */
const ACTIVE: readonly OrderStatus[] = ['PAID', 'TRANSFER_PENDING', 'TRANSFER_IN_PROGRESS'];
const FINAL_STEPS = new Set(['completed', 'failed', 'stopped']);
/** Steps run back to back in one job at most this often (a guard against a step that keeps asking to go on). */
const MAX_STEPS_PER_RUN = 5;

export async function runFulfilment(ctx: AppContext, payload: FulfilPayload): Promise<void> {
  const seq = payload.seq ?? 0;
  try {
    for (let i = 0; i < MAX_STEPS_PER_RUN; i++) {
      const order = await findOrder(ctx.db, payload.orderId);
      if (!order) return;
      const existing = await findFulfilment(ctx.db, order.id);
      if (!ACTIVE.includes(order.status)) return void (existing && !FINAL_STEPS.has(existing.step) && (await stop({ ctx, order, f: existing })));
      const f = existing ?? (seq === 0 ? await start(ctx, order) : null);
      if (!f || f.seq !== seq || FINAL_STEPS.has(f.step)) return;
      const run: Run = { ctx, order, f };
      const outcome = await nextStep(run);
      if (outcome.kind === 'end') return;
      if (outcome.kind === 'wait') return void (await scheduleNext(run, outcome));
    }
  } catch (error) {
    if (error instanceof StaleRun) return;
    throw error;
  }
}

function nextStep(run: Run): Promise<Outcome> {
  switch (run.f.step) {
    case 'started': return run.f.method === 'push' ? sendPush(run) : sendAuthCode(run);
    // The code's intent was committed and the run did not record the mail: prepared and sent again (at least once).
    case 'code_sending': return sendAuthCode(run);
    case 'push_requested': return recheckPush(run);
    case 'push_accepted': return pollPush(run);
    case 'code_sent': return pollTransfer(run);
    default: return Promise.resolve({ kind: 'end' });
  }
}

/**
 * The first run: the fulfilment row and PAID → TRANSFER_PENDING in one transaction. A push when the buyer named a
 * customer handle at our registrar (buyer.registrar_customer), else an auth-code transfer.
 */
async function start(ctx: AppContext, order: OrderRow): Promise<FulfilmentRow> {
  const recipient = order.buyer.registrar_customer ?? null;
  const method = recipient ? 'push' : 'transfer';
  return inTransaction(ctx, async (tx) => {
    const f = await insertFulfilment(tx.db, { orderId: order.id, domain: order.domain, method, recipient, now: tx.clock.now() });
    if (order.status !== 'PAID') return f;
    const how = method === 'push'
      ? { note: `Fulfilment started: ${order.domain} will be pushed to the buyer's account ${recipient} at our registrar.`, next: 'The registrar moves the domain; nothing is needed from the partner or the buyer.' }
      : { note: `Fulfilment started: ${order.domain} will be transferred to the buyer's registrar with an auth code.`, next: 'The auth code is emailed to the buyer, who asks their registrar to transfer the domain in.' };
    await move({ ctx: tx, order, f }, {}, 'TRANSFER_PENDING', { actor: 'system', note: how.note, nextAction: how.next, delivery: deliveryOf(f, 'waiting', how.note) });
    return f;
  });
}

/** The order left the statuses fulfilment works in (a refund was requested, it was cancelled): no further runs. */
async function stop(run: Run): Promise<void> {
  await updateFulfilment(run.ctx.db, run.f.order_id, run.f.seq, { step: 'stopped' }, run.ctx.clock.now());
  // A push or transfer already at the registrar is not called back by this: it may still complete (an operator matter).
  const inFlight = AT_REGISTRAR_STEPS.includes(run.f.step);
  run.ctx.log[inFlight ? 'warn' : 'info'](
    { order: run.f.order_id, status: run.order.status, step: run.f.step, processId: run.f.process_id },
    inFlight ? 'fulfilment: stopped while the registrar may still move the domain; check it before refunding' : 'fulfilment: stopped, the order is no longer awaiting its transfer',
  );
}

/** Hands the chain on (seq + 1) and enqueues its next run after the back-off, in one transaction. */
async function scheduleNext(run: Run, outcome: { error?: string }): Promise<void> {
  const { ctx, f } = run;
  await inTransaction(ctx, async (tx) => {
    const now = tx.clock.now();
    const next = await updateFulfilment(tx.db, f.order_id, f.seq, { handOn: true, ...(outcome.error !== undefined ? { lastError: outcome.error } : {}) }, now);
    if (!next) throw new StaleRun(f.order_id);
    const payload: FulfilPayload = { orderId: f.order_id, seq: next.seq };
    await insertJob(tx.db, {
      id: tx.ids.next('job'), kind: ORDER_FULFIL_JOB, payload, runAt: new Date(now.getTime() + pollDelaySeconds(f.polls) * 1000),
      maxAttempts: ORDER_FULFIL_MAX_ATTEMPTS, dedupeKey: null, createdAt: now,
    });
  });
}
