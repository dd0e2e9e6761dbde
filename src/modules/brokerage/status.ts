/**
 * The brokerage case status machine (issue 19; contract 3 says "Brokerage case statuses and moves: not shown" — this
 * table is our decision, README "Brokerage"):
 *
 *   open → researching → contacting_owner → negotiating (⟲ a new offer) → agreed → payment_pending → transferring → completed
 *   side exits before the money moves: closed_unsuccessful (with a reason) or cancelled;
 *   after it: closed_unsuccessful (refunded | order_cancelled) when the order ends without the domain reaching the buyer.
 *
 * ONE table of moves (below) says who may make each one, like src/modules/orders/status.ts: a move not in the table
 * is refused, whoever asks. Moves out of `transferring` belong to the system alone: they follow the order.
 */

export const CASE_STATUSES = [
  'open', 'researching', 'contacting_owner', 'negotiating', 'agreed', 'payment_pending', 'transferring', 'completed',
  'closed_unsuccessful', 'cancelled',
] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

/** Why a broker closed a case without a deal (before any payment). */
export const BROKER_CLOSE_REASONS = ['owner_unresponsive', 'owner_declined', 'over_budget', 'not_for_sale'] as const;
/**
 * Why a paid case closed without a deal: its order ended without the domain reaching the buyer — REFUNDED
 * (`refunded`) or CANCELLED (`order_cancelled`). The system alone closes with these, following the order.
 */
export const ORDER_CLOSE_REASONS = ['refunded', 'order_cancelled'] as const;
export const CLOSE_REASONS = [...BROKER_CLOSE_REASONS, ...ORDER_CLOSE_REASONS] as const;
export type CloseReason = (typeof CLOSE_REASONS)[number];
export type BrokerCloseReason = (typeof BROKER_CLOSE_REASONS)[number];

/**
 * Who moves a case (the timeline's `actor`): a broker through the operator CLI, the sandbox's automatic steps, the
 * buyer paying on the progress page (sandbox button), the system (the order's transfer), the partner (opening it).
 */
export const CASE_ACTORS = ['partner', 'operator', 'sandbox', 'buyer', 'system'] as const;
export type CaseActor = (typeof CASE_ACTORS)[number];

export const FINAL_STATUSES: readonly CaseStatus[] = ['completed', 'closed_unsuccessful', 'cancelled'];

/** Before the buyer's money moves a case may still end without a deal. */
const BEFORE_PAYMENT: readonly CaseStatus[] = ['open', 'researching', 'contacting_owner', 'negotiating', 'agreed', 'payment_pending'];
const BROKERS: readonly CaseActor[] = ['operator', 'sandbox'];

export interface CaseTransition {
  from: readonly CaseStatus[];
  to: CaseStatus;
  by: readonly CaseActor[];
}

/** Every move a case may make, by target state. Creation (→ open) is CASE_OPENED. */
export const CASE_TRANSITIONS: readonly CaseTransition[] = [
  { from: ['open'], to: 'researching', by: BROKERS },
  { from: ['researching'], to: 'contacting_owner', by: BROKERS },
  // negotiating → negotiating records the owner's next offer (a new last_offer and timeline entry).
  { from: ['contacting_owner', 'negotiating'], to: 'negotiating', by: BROKERS },
  { from: ['negotiating'], to: 'agreed', by: BROKERS },
  { from: ['agreed'], to: 'payment_pending', by: BROKERS },
  // The payment arrived: the buyer (sandbox button), the sandbox's own step, or a broker who saw it arrive (live).
  { from: ['payment_pending'], to: 'transferring', by: ['operator', 'sandbox', 'buyer'] },
  { from: ['transferring'], to: 'completed', by: ['system'] },
  // The order ended REFUNDED or CANCELLED (a failed transfer given up on): the case follows it, with an order reason.
  { from: ['transferring'], to: 'closed_unsuccessful', by: ['system'] },
  { from: BEFORE_PAYMENT, to: 'closed_unsuccessful', by: BROKERS },
  { from: BEFORE_PAYMENT, to: 'cancelled', by: ['operator'] },
];

export const CASE_OPENED = { to: 'open' as const };

/** The table's entry for a move by `actor`, or null when the move is not in it. */
export function caseTransitionFor(from: CaseStatus, to: CaseStatus, actor: CaseActor): CaseTransition | null {
  return CASE_TRANSITIONS.find((t) => t.to === to && t.from.includes(from) && t.by.includes(actor)) ?? null;
}

/** The statuses `actor` may move a case at `from` to (for refusals that say what is allowed). */
export function allowedMoves(from: CaseStatus, actor: CaseActor): CaseStatus[] {
  return CASE_TRANSITIONS.filter((t) => t.from.includes(from) && t.by.includes(actor)).map((t) => t.to);
}

/** The outbox event of reaching a status: `brokerage.<status>`, except completion, named by contract 6.2. */
export function caseEventType(status: CaseStatus): string {
  return status === 'completed' ? 'brokerage.case_completed' : `brokerage.${status}`;
}

export function isCaseStatus(value: string): value is CaseStatus {
  return (CASE_STATUSES as readonly string[]).includes(value);
}

export function isCloseReason(value: string): value is CloseReason {
  return (CLOSE_REASONS as readonly string[]).includes(value);
}

export function isBrokerCloseReason(value: string): value is BrokerCloseReason {
  return (BROKER_CLOSE_REASONS as readonly string[]).includes(value);
}
