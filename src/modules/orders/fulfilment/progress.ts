import type { AppContext } from '../../../context.js';
import { inTransaction } from '../../../platform/transaction.js';
import { type Delivery, lockOrder, type OrderRow } from '../repository.js';
import { recordDelivery, transitionOrder } from '../service.js';
import type { OrderActor, OrderStatus } from '../status.js';
import { type FulfilmentChange, type FulfilmentRow, updateFulfilment } from './repository.js';

/**
 * The moves a fulfilment step makes, each one transaction: the fulfilment row (fenced by its seq) together with the
 * order's status, timeline entry, delivery, listing and outbox event (transitionOrder). Either all of it is committed
 * or none: a kill -9 between two of these leaves the state of the last commit, from which the next run resumes.
 */

/** One run of a step: the app context, the order as read at the start, its fulfilment row. */
export interface Run {
  ctx: AppContext;
  order: OrderRow;
  f: FulfilmentRow;
}

/** What a step asks for next: poll again later (with the failure that made it wait), go on now, or stop. */
export type Outcome = { kind: 'wait'; error?: string } | { kind: 'again' } | { kind: 'end' };

/** A run whose job was already handed on (a retried job after a crash): it must change nothing. */
export class StaleRun extends Error {
  constructor(orderId: string) {
    super(`fulfilment of ${orderId} has moved on; this run stops`);
    this.name = 'StaleRun';
  }
}

export const deliveryOf = (f: FulfilmentRow, state: Delivery['state'], message: string, completedAt: Date | null = null): Delivery => ({
  method: f.method, state, message, completed_at: completedAt ? completedAt.toISOString() : null,
});

/** Writes the fulfilment row (and the delivery, when given) in one transaction; throws StaleRun when fenced off. */
export async function record(run: Run, change: FulfilmentChange, delivery?: Delivery): Promise<FulfilmentRow> {
  return inTransaction(run.ctx, async (tx) => {
    const updated = await updateFulfilment(tx.db, run.f.order_id, run.f.seq, change, tx.clock.now());
    if (!updated) throw new StaleRun(run.f.order_id);
    if (delivery) await recordDelivery(tx, run.f.order_id, delivery);
    return updated;
  });
}

/** Order statuses in which a step may still send something to the registrar or the buyer. */
const AWAITING_TRANSFER: readonly OrderStatus[] = ['PAID', 'TRANSFER_PENDING'];

/**
 * The intent of a step that puts the domain at the registrar (a push, the auth code's mail), committed before it is
 * carried out, under the order's row lock and only while the order still awaits its transfer. A refund or cancellation
 * takes the same lock: it either committed first — then this returns null, the fulfilment is stopped and nothing is
 * sent — or it comes after and finds the step (AT_REGISTRAR_STEPS), and is refused (guards.ts noExitWhileAtRegistrar).
 */
export async function recordIntent(run: Run, change: FulfilmentChange, delivery: Delivery): Promise<FulfilmentRow | null> {
  return inTransaction(run.ctx, async (tx) => {
    const order = await lockOrder(tx.db, run.f.order_id);
    const awaiting = order !== null && AWAITING_TRANSFER.includes(order.status);
    const updated = await updateFulfilment(tx.db, run.f.order_id, run.f.seq, awaiting ? change : { step: 'stopped' }, tx.clock.now());
    if (!updated) throw new StaleRun(run.f.order_id);
    if (!awaiting) {
      tx.log.info({ order: run.f.order_id, status: order?.status, step: change.step }, 'fulfilment: stopped before the registrar was asked, the order is no longer awaiting its transfer');
      return null;
    }
    if (delivery) await recordDelivery(tx, run.f.order_id, delivery);
    return updated;
  });
}

/** The row's change and the order's move together. A refused move (the order was refunded meanwhile) stops fulfilment. */
export async function move(
  run: Run, change: FulfilmentChange, to: OrderStatus, words: { actor: OrderActor; note: string; nextAction: string | null; delivery: Delivery },
): Promise<FulfilmentRow> {
  return inTransaction(run.ctx, async (tx) => {
    const moved = await transitionOrder(tx, { orderId: run.f.order_id, to, actor: words.actor, note: words.note, nextAction: words.nextAction, delivery: words.delivery });
    const stopped = !moved.ok;
    if (stopped) tx.log.warn({ order: run.f.order_id, to, refusal: moved.reason === 'refused' ? moved.refusal.rule : moved.reason }, 'fulfilment: the order refused the move; fulfilment stops');
    const updated = await updateFulfilment(tx.db, run.f.order_id, run.f.seq, stopped ? { ...change, step: 'stopped' } : change, tx.clock.now());
    if (!updated) throw new StaleRun(run.f.order_id);
    return updated;
  });
}

/** TRANSFER_COMPLETED: the domain is the buyer's; the listing becomes sold in the same transaction (transitionOrder). */
export async function complete(run: Run, note: string): Promise<Outcome> {
  const now = run.ctx.clock.now();
  await move(run, { step: 'completed' }, 'TRANSFER_COMPLETED', {
    actor: 'registrar', note, nextAction: null, delivery: deliveryOf(run.f, 'completed', `${run.f.domain} is in the buyer's account.`, now),
  });
  run.ctx.log.info({ order: run.f.order_id, domain: run.f.domain, method: run.f.method }, 'fulfilment: transfer completed');
  return { kind: 'end' };
}

/**
 * TRANSFER_FAILED with why and what next (never a silent retry loop); no further runs are scheduled. `outcomeUnknown`:
 * given up while a push may still be at the registrar — the order stays unrefundable until that is resolved.
 */
export async function fail(run: Run, note: string, nextAction: string, actor: OrderActor = 'registrar', options: { outcomeUnknown?: boolean } = {}): Promise<Outcome> {
  await move(run, { step: 'failed', outcomeUnknown: options.outcomeUnknown === true }, 'TRANSFER_FAILED', { actor, note, nextAction, delivery: deliveryOf(run.f, 'failed', note) });
  run.ctx.log.warn({ order: run.f.order_id, domain: run.f.domain, method: run.f.method }, 'fulfilment: transfer failed');
  return { kind: 'end' };
}

/** How long a wait may last before the order fails with a reason, from the moment the wait began. */
export function waitedTooLong(run: Run, limitSeconds: number): boolean {
  const since = run.f.waiting_since ?? run.f.created_at;
  return run.ctx.clock.now().getTime() - since.getTime() > limitSeconds * 1000;
}

/** How far the registrar's clock and ours may disagree when comparing its dates with ours. */
const CLOCK_SKEW_MS = 5 * 60_000;

/**
 * Whether something the registrar dated (`iso`) happened at or after `since` on our clock, allowing the two clocks to
 * differ by a few minutes; an undated record counts as recent (RTR omits absent values).
 */
export function datedSince(iso: string | null, since: Date): boolean {
  if (iso === null) return true;
  const at = Date.parse(iso);
  return Number.isNaN(at) || at >= since.getTime() - CLOCK_SKEW_MS;
}
