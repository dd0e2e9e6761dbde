import type { OrderRow } from './repository.js';
import { transitionFor, type OrderActor, type OrderStatus } from './status.js';

/**
 * One guard per rule of the order status machine (status.ts), each a small named function, run in order; the first
 * refusal wins and is what the caller sees (409 with its `rule` and message). The specific rules come before the
 * generic table check so a refused refund says why, not only "not allowed".
 */

export interface MoveRequest {
  to: OrderStatus;
  note?: string | null | undefined;
  nextAction?: string | null | undefined;
  /**
   * Read by transitionOrder, never given by a caller: the domain is at the registrar on its way to the buyer (order
   * TRANSFER_IN_PROGRESS, or fulfilment at a step of AT_REGISTRAR_STEPS: a push sent, the auth code emailed).
   */
  atRegistrar?: boolean | undefined;
  /** Who asks (transitionOrder passes its caller's actor). */
  actor?: OrderActor | undefined;
}

export interface Refusal {
  /** A stable name of the rule (details.rule of the 409). */
  rule: string;
  message: string;
}

export type OrderGuard = (order: OrderRow, move: MoveRequest) => Refusal | null;

/**
 * Contract 3: a partner's refund request (POST /refunds) applies only to partner-collected orders. Nameport itself
 * (actor system: `nameport orders refund`, issue 19) refunds the orders whose payment it collected.
 */
export const refundOnlyWhenPartnerCollected: OrderGuard = (order, move) =>
  move.to === 'REFUND_REQUESTED' && move.actor !== 'system' && order.payment_model !== 'partner_collected'
    ? { rule: 'refund_partner_collected_only', message: `order ${order.id} was not collected by the partner; only partner-collected orders are refunded here` }
    : null;

/** Contract 3: refunds are refused once the order has reached TRANSFER_COMPLETED (the domain has moved). */
export const refundOnlyBeforeTransferCompleted: OrderGuard = (order, move) =>
  move.to === 'REFUND_REQUESTED' && (order.status === 'TRANSFER_COMPLETED' || order.status === 'SETTLED')
    ? { rule: 'refund_after_transfer_completed', message: `order ${order.id} is ${order.status}: the domain has been transferred to the buyer, so it can no longer be refunded here` }
    : null;

/** A cancelled or refunded order is over; nothing moves it again. */
export const finalOrdersStay: OrderGuard = (order, move) =>
  (order.status === 'CANCELLED' || order.status === 'REFUNDED' || order.status === 'SETTLED') && move.to !== order.status
    ? { rule: 'order_final', message: `order ${order.id} is ${order.status} and cannot change any more` }
    : null;

/**
 * Decision (README "Refunds"): no refund or cancellation while the domain is at the registrar on its way to the buyer.
 * From there nothing Nameport does stops it; accepted, the order could end with the domain the buyer's AND the money
 * refunded, and the listing on sale again. The registrar's outcome decides: completed → not refundable, failed → it is.
 */
export const noExitWhileAtRegistrar: OrderGuard = (order, move) =>
  (move.to === 'REFUND_REQUESTED' || move.to === 'CANCELLED') && (order.status === 'TRANSFER_IN_PROGRESS' || move.atRegistrar === true)
    ? {
      rule: 'transfer_at_registrar',
      message: `order ${order.id} is ${order.status} and ${order.domain} is already at the registrar on its way to the buyer, which Nameport cannot call back; it can be refunded if the transfer fails (TRANSFER_FAILED), not once it completes`,
    }
    : null;

/** A failed transfer says why and what happens next (issue 16: never a silent retry loop). */
export const failureExplainsItself: OrderGuard = (order, move) =>
  move.to === 'TRANSFER_FAILED' && (!move.note || !move.nextAction)
    ? { rule: 'failure_needs_reason', message: `moving order ${order.id} to TRANSFER_FAILED needs a note (why) and a next_action (what happens next)` }
    : null;

/** The one transition table decides every other move. */
export const moveIsInTheTable: OrderGuard = (order, move) =>
  transitionFor(order.status, move.to) === null
    ? { rule: 'transition_not_allowed', message: `order ${order.id} is ${order.status} and cannot move to ${move.to}` }
    : null;

export const ORDER_GUARDS: readonly OrderGuard[] = [
  refundOnlyWhenPartnerCollected,
  refundOnlyBeforeTransferCompleted,
  finalOrdersStay,
  noExitWhileAtRegistrar,
  failureExplainsItself,
  moveIsInTheTable,
];

export function checkMove(order: OrderRow, move: MoveRequest): Refusal | null {
  for (const guard of ORDER_GUARDS) {
    const refusal = guard(order, move);
    if (refusal) return refusal;
  }
  return null;
}
