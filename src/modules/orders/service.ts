import type { AppContext } from '../../context.js';
import { ApiError } from '../../platform/errors.js';
import { recordRefund } from '../ledger/service.js';
import { inTransaction } from '../../platform/transaction.js';
import { type ListingStatus, reserveListingByDomain, transitionListing } from '../listings/repository.js';
import { normaliseOrderDomain, type PartnerCaller, redeemableQuote, unavailable } from '../quotes/service.js';
import { AT_REGISTRAR_STEPS, findFulfilment } from './fulfilment/repository.js';
import { checkMove, type Refusal } from './guards.js';
import { type OrderBody, resolveOrderBody } from './order-input.js';
import { appendOrderEvent, recordPaidOrder } from './paid-order.js';
import { applyOrderTransition, type Delivery, findOrderByPaymentRef, lockOrder, type OrderRow, type TimelineEntry, updateDelivery } from './repository.js';
import { toOrderResource, type OrderResource } from './schema.js';
import { type OrderActor, type OrderStatus, transitionFor } from './status.js';

/**
 * Orders (issue 16). The API other code uses:
 *
 * - `placeOrder(ctx, {caller, body, idempotencyKey})` — POST /orders: one transaction reserves the listing
 *   (active → reserved; of two concurrent orders for one domain the second finds it reserved: 409), records the
 *   order as PAID with its first timeline entry, enqueues one job of kind ORDER_FULFIL_JOB with payload
 *   `{orderId}` and appends `order.paid` to the outbox. Nothing of it exists unless all of it committed.
 * - `transitionOrder(ctx, {orderId, to, actor, note?, nextAction?, delivery?})` — every later status change, for the
 *   fulfilment jobs (src/modules/orders/fulfilment/), refunds and operators. It locks the order row, runs the guards
 *   (guards.ts, over the one table of status.ts), appends a timeline entry {at, status, event, actor, note,
 *   next_action}, bumps `version`, moves the listing where the new status says so (TRANSFER_COMPLETED: reserved →
 *   sold; CANCELLED, REFUNDED: reserved → active) and appends the move's event (status.ts ORDER_EVENT), all in one
 *   transaction: run it inside `inTransaction(ctx, (txCtx) => …)` to make it part of yours. The event type comes from
 *   the table, never from the caller. A move to the status the order already has is a no-op answered
 *   `{ok: true, changed: false}`, so a job step retried after a crash does not append twice.
 *   Refusals are outcomes, not exceptions: `{ok: false, reason: 'refused', refusal: {rule, message}}`.
 * - `recordDelivery(ctx, orderId, delivery)` — progress of a running push/transfer without a status change.
 */

export { ORDER_FULFIL_JOB, ORDER_FULFIL_MAX_ATTEMPTS } from './paid-order.js';

export interface TransitionInput {
  orderId: string;
  to: OrderStatus;
  actor: OrderActor;
  note?: string | null | undefined;
  nextAction?: string | null | undefined;
  /** The order's delivery after this move (fulfilment jobs); unchanged when left out. */
  delivery?: Delivery | undefined;
}

export type TransitionResult =
  | { ok: true; changed: boolean; order: OrderRow }
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'refused'; refusal: Refusal; order: OrderRow };

/** The listing move that goes with an order reaching a status (in the same transaction). */
const LISTING_MOVES: Partial<Record<OrderStatus, { from: ListingStatus; to: ListingStatus }>> = {
  TRANSFER_COMPLETED: { from: 'reserved', to: 'sold' },
  CANCELLED: { from: 'reserved', to: 'active' },
  REFUNDED: { from: 'reserved', to: 'active' },
};

export async function transitionOrder(ctx: AppContext, input: TransitionInput): Promise<TransitionResult> {
  return inTransaction(ctx, async (tx) => {
    const order = await lockOrder(tx.db, input.orderId);
    if (!order) return { ok: false, reason: 'not_found' };
    if (order.status === input.to) return { ok: true, changed: false, order };
    const refusal = checkMove(order, { ...input, atRegistrar: await fulfilmentAtRegistrar(tx, order.id, input.to) });
    if (refusal) return { ok: false, reason: 'refused', refusal, order };
    const transition = transitionFor(order.status, input.to)!;
    const now = tx.clock.now();
    const entry: TimelineEntry = {
      at: now.toISOString(), status: input.to, event: transition.event, actor: input.actor, note: input.note ?? null, next_action: input.nextAction ?? null,
    };
    const moved = await applyOrderTransition(tx.db, { id: order.id, expectedVersion: order.version, status: input.to, entry, delivery: input.delivery, now });
    // The row is locked by this transaction: a version that moved means the lock was not held (a bug, not a race).
    if (!moved) throw new Error(`order ${order.id} changed while locked`);
    const listingMove = LISTING_MOVES[input.to];
    // An outcome, not an error: the listing may already be there (a job that marked it before moving the order).
    if (listingMove && order.listing_id) await transitionListing(tx.db, { id: order.listing_id, to: listingMove.to, from: listingMove.from, now });
    // Issue 18: a refund or cancellation reverses the sale's ledger entry (or claws it back after a payout), here.
    if (input.to === 'REFUND_REQUESTED' || input.to === 'CANCELLED') await recordRefund(tx, order.id);
    await appendOrderEvent(tx, moved, transition.event);
    return { ok: true, changed: true, order: moved };
  });
}

/**
 * Whether the order's fulfilment has the domain at the registrar (guards.ts `noExitWhileAtRegistrar`); read only for the
 * moves that rule is about. The fulfilment's intent steps commit under the same order row lock, so this is current.
 */
async function fulfilmentAtRegistrar(tx: AppContext, orderId: string, to: OrderStatus): Promise<boolean> {
  if (to !== 'REFUND_REQUESTED' && to !== 'CANCELLED') return false;
  const f = await findFulfilment(tx.db, orderId);
  // A push given up on with its outcome unknown (outcome_unknown) may still move the domain, like one under way.
  return f !== null && (AT_REGISTRAR_STEPS.includes(f.step) || f.outcome_unknown);
}

export async function recordDelivery(ctx: AppContext, orderId: string, delivery: Delivery): Promise<void> {
  await updateDelivery(ctx.db, orderId, delivery, ctx.clock.now());
}

/**
 * POST /orders (issue 16): validates the body (400), verifies a quote (400, 422 quote_expired), then in one transaction
 * reserves the listing (404, 409), checks the price (422 price_mismatch), records the order (409 when the payment
 * reference already paid for another order), enqueues its fulfilment and appends order.paid.
 */
export async function placeOrder(ctx: AppContext, input: { caller: PartnerCaller; body: OrderBody | undefined; idempotencyKey: string | null }): Promise<OrderResource> {
  const { caller } = input;
  const request = resolveOrderBody(input.body, input.idempotencyKey);
  const quote = request.quoteId === null ? null : await redeemableQuote(ctx, { caller, quoteId: request.quoteId });
  const domain = quote ? quote.domain : normaliseOrderDomain(request.domain!);
  if (quote && request.domain !== null && normaliseOrderDomain(request.domain) !== quote.domain) {
    throw new ApiError('validation_error', `domain ${request.domain} is not the domain of the quote (${quote.domain}); leave domain out or send the quote's`);
  }
  return inTransaction(ctx, async (tx) => {
    const now = tx.clock.now();
    // The one decision between concurrent orders for this domain: the conditional UPDATE active → reserved (the second
    // waits for the first's row lock, then finds it reserved). A refusal throws 404/409; the transaction rolls back.
    const reserved = await reserveListingByDomain(tx.db, { environment: caller.environment, domain, now });
    if (!reserved.ok) {
      throw unavailable(domain, reserved.reason === 'not_found' ? null : reserved.status)
        ?? new ApiError('conflict', `${domain} could not be reserved`, { reason: 'refused', domain });
    }
    const current = reserved.listing;
    if (quote && quote.listingId !== current.id) {
      throw new ApiError('conflict', `${domain} was listed again since the quote was issued; ask for a new quote`, { reason: 'relisted', domain });
    }
    const price = quote ? { cents: quote.priceCents, currency: quote.currency } : { cents: current.buy_now_cents, currency: current.currency };
    if (request.price && (request.price.cents !== price.cents || request.price.currency !== price.currency)) {
      throw new ApiError('price_mismatch', `${request.price.field} ${request.price.cents} ${request.price.currency} differs from the ${quote ? 'quoted' : 'current listing'} price of ${domain}, ${price.cents} ${price.currency}`, {
        [request.price.field]: request.price.cents, currency: request.price.currency, listing_price_cents: price.cents, listing_currency: price.currency,
      });
    }
    const order = await recordPaidOrder(tx, {
      partnerId: caller.partnerId, keyId: caller.keyId, environment: caller.environment, listingId: current.id, domain,
      priceCents: price.cents, currency: price.currency, paymentModel: 'partner_collected',
      paymentRef: request.externalPaymentRef, buyer: request.buyer, source: request.source, quoteId: request.quoteId,
      returnUrl: request.returnUrl, cancelUrl: request.cancelUrl,
      actor: 'partner', note: `Payment collected by the partner (reference ${request.externalPaymentRef}).`,
    });
    if (!order) {
      const paid = await findOrderByPaymentRef(tx.db, caller, request.externalPaymentRef);
      throw new ApiError('conflict', `external_payment_ref ${request.externalPaymentRef} already paid for order ${paid?.id ?? '(unknown)'}; one payment pays for one order`, {
        reason: 'payment_ref_used', order_id: paid?.id ?? null,
      });
    }
    return toOrderResource(order);
  });
}
