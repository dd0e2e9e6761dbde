/**
 * The order status machine (issue 16; contract 3 names only TRANSFER_COMPLETED, as the point after which refunds are
 * refused — the rest is our decision, README "Partner orders"):
 *
 *   PAID → TRANSFER_PENDING → TRANSFER_IN_PROGRESS → TRANSFER_COMPLETED → SETTLED
 *   side exits: TRANSFER_FAILED (from pending or in progress; back to TRANSFER_PENDING when retried),
 *               CANCELLED (before the transfer started), REFUND_REQUESTED → REFUNDED (before the domain is at the
 *               registrar: not from TRANSFER_IN_PROGRESS, nor once a push was sent or the auth code emailed).
 *
 * ONE table of transitions (below) and one guard function per rule (guards.ts), as the partner signature checks are
 * written: a move not in the table is refused whatever the guards say.
 */

export const ORDER_STATUSES = [
  'PAID', 'TRANSFER_PENDING', 'TRANSFER_IN_PROGRESS', 'TRANSFER_COMPLETED', 'SETTLED',
  'CANCELLED', 'REFUND_REQUESTED', 'REFUNDED', 'TRANSFER_FAILED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Who moved the order (the timeline's `actor`). */
export const ORDER_ACTORS = ['partner', 'buyer', 'seller', 'registrar', 'system'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

/** Filter words clients already send for a status (precedent.md: `TRANSFERRED`). */
export const STATUS_ALIASES: Readonly<Record<string, OrderStatus>> = { TRANSFERRED: 'TRANSFER_COMPLETED' };

/** The outbox event type of each move (src/modules/orders/events.ts declares their payloads). */
export const ORDER_EVENT = {
  paid: 'order.paid',
  transferPending: 'order.transfer_pending',
  transferStarted: 'order.transfer_started',
  transferCompleted: 'transfer.completed',
  transferFailed: 'transfer.failed',
  settled: 'order.settled',
  cancelled: 'order.cancelled',
  refundRequested: 'order.refund_requested',
  refunded: 'order.refunded',
} as const;
export type OrderEventType = (typeof ORDER_EVENT)[keyof typeof ORDER_EVENT];

export interface OrderTransition {
  from: readonly OrderStatus[];
  to: OrderStatus;
  event: OrderEventType;
}

/** Every move an order may make, by target state. The creation of an order (→ PAID) is `ORDER_CREATED`. */
export const ORDER_TRANSITIONS: readonly OrderTransition[] = [
  { from: ['PAID', 'TRANSFER_FAILED'], to: 'TRANSFER_PENDING', event: ORDER_EVENT.transferPending },
  { from: ['TRANSFER_PENDING'], to: 'TRANSFER_IN_PROGRESS', event: ORDER_EVENT.transferStarted },
  { from: ['TRANSFER_PENDING', 'TRANSFER_IN_PROGRESS'], to: 'TRANSFER_COMPLETED', event: ORDER_EVENT.transferCompleted },
  { from: ['TRANSFER_PENDING', 'TRANSFER_IN_PROGRESS'], to: 'TRANSFER_FAILED', event: ORDER_EVENT.transferFailed },
  { from: ['TRANSFER_COMPLETED'], to: 'SETTLED', event: ORDER_EVENT.settled },
  { from: ['PAID', 'TRANSFER_PENDING', 'TRANSFER_FAILED'], to: 'CANCELLED', event: ORDER_EVENT.cancelled },
  // Not from TRANSFER_IN_PROGRESS, nor while the fulfilment has the domain at the registrar (guards.ts noExitWhileAtRegistrar).
  { from: ['PAID', 'TRANSFER_PENDING', 'TRANSFER_FAILED'], to: 'REFUND_REQUESTED', event: ORDER_EVENT.refundRequested },
  { from: ['REFUND_REQUESTED'], to: 'REFUNDED', event: ORDER_EVENT.refunded },
];

export const ORDER_CREATED = { to: 'PAID', event: ORDER_EVENT.paid } as const;

/** The table's entry for a move, or null when the move is not in it. */
export function transitionFor(from: OrderStatus, to: OrderStatus): OrderTransition | null {
  return ORDER_TRANSITIONS.find((t) => t.to === to && t.from.includes(from)) ?? null;
}

/** States an order never leaves. */
export const FINAL_STATUSES: readonly OrderStatus[] = ['SETTLED', 'CANCELLED', 'REFUNDED'];

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}
