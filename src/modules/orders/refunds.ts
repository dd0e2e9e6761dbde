import type { AppContext } from '../../context.js';
import { ApiError } from '../../platform/errors.js';
import { inTransaction } from '../../platform/transaction.js';
import type { PartnerCaller } from '../quotes/service.js';
import { findRefundOfOrder, insertRefund, lockOrder, markRefundRefunded } from './repository.js';
import { toRefundResource, type RefundResource } from './schema.js';
import { transitionOrder } from './service.js';

/**
 * Refunds (issue 16; contract 3, 4.3): a partner-collected order that has not reached TRANSFER_COMPLETED moves to
 * REFUND_REQUESTED and gets one refund record (the commission to reverse is recorded on it; the commission ledger of
 * a later issue reverses it). Asking again answers the same refund, whatever the reason text; at or after
 * TRANSFER_COMPLETED the answer is 409 with the rule that refused it. Fulfilment stops at REFUND_REQUESTED.
 */

export const MAX_REASON_LENGTH = 500;

export async function requestRefund(
  ctx: AppContext, input: { caller: PartnerCaller; orderId: string; reason: string },
): Promise<{ refund: RefundResource; created: boolean }> {
  const reason = input.reason.trim();
  if (reason === '' || reason.length > MAX_REASON_LENGTH) throw new ApiError('validation_error', `reason must be 1 to ${MAX_REASON_LENGTH} characters`);
  return inTransaction(ctx, async (tx) => {
    const order = await lockOrder(tx.db, input.orderId);
    if (!order || order.partner_id !== input.caller.partnerId || order.environment !== input.caller.environment) {
      throw new ApiError('not_found', `no order ${input.orderId}`);
    }
    const existing = await findRefundOfOrder(tx.db, order.id);
    if (existing) return { refund: toRefundResource(existing, order), created: false };
    const now = tx.clock.now();
    const refund = await insertRefund(tx.db, {
      id: tx.ids.next('rf'), order_id: order.id, partner_id: order.partner_id, reason, status: 'requested',
      amount_cents: order.price_cents, currency: order.currency, commission_reversed_cents: order.commission_cents,
      created_at: now, updated_at: now,
    });
    // The order row is locked: no second refund can have been inserted since the read above.
    if (!refund) throw new Error(`order ${order.id} got a refund while locked`);
    const moved = await transitionOrder(tx, {
      orderId: order.id, to: 'REFUND_REQUESTED', actor: 'partner', note: `Refund requested by the partner: ${reason}`,
      nextAction: 'Nameport stops the transfer and carries out the refund; the commission is reversed.',
      delivery: { ...order.delivery, state: 'stopped', message: 'Stopped: the partner asked for a refund.' },
    });
    if (!moved.ok) {
      // Thrown inside the transaction: the refund record above is rolled back with it.
      if (moved.reason === 'not_found') throw new ApiError('not_found', `no order ${input.orderId}`);
      throw new ApiError('conflict', moved.refusal.message, { reason: moved.refusal.rule, status: order.status });
    }
    return { refund: toRefundResource(refund, moved.order), created: true };
  });
}

/** The refund carried out (an operator or the payments integration): REFUND_REQUESTED → REFUNDED, listing for sale again. */
export async function completeRefund(ctx: AppContext, input: { orderId: string; note?: string }): Promise<RefundResource> {
  return inTransaction(ctx, async (tx) => {
    const moved = await transitionOrder(tx, {
      orderId: input.orderId, to: 'REFUNDED', actor: 'system', note: input.note ?? 'Refund carried out.', nextAction: null,
    });
    if (!moved.ok) {
      if (moved.reason === 'not_found') throw new ApiError('not_found', `no order ${input.orderId}`);
      throw new ApiError('conflict', moved.refusal.message, { reason: moved.refusal.rule, status: moved.order.status });
    }
    await markRefundRefunded(tx.db, input.orderId, tx.clock.now());
    const refund = await findRefundOfOrder(tx.db, input.orderId);
    if (!refund) throw new ApiError('conflict', `order ${input.orderId} has no refund request`);
    return toRefundResource(refund, moved.order);
  });
}

/**
 * Issue 19: an operator refunds an order whatever its payment model (`nameport orders refund ORDER_ID`), typically a
 * hosted-checkout or referred sale whose payment Nameport collected and has refunded to the buyer (at Stripe). In one
 * transaction: the refund record, REFUND_REQUESTED (the ledger reverses the commission, or claws it back after a
 * payout) and REFUNDED (the listing is for sale again). Refusals are those of the order's status table (409).
 * Asking again for a refunded order answers the same refund.
 */
export async function refundByOperator(ctx: AppContext, input: { orderId: string; reason: string }): Promise<RefundResource> {
  const reason = input.reason.trim();
  if (reason === '' || reason.length > MAX_REASON_LENGTH) throw new ApiError('validation_error', `reason must be 1 to ${MAX_REASON_LENGTH} characters`);
  return inTransaction(ctx, async (tx) => {
    const order = await lockOrder(tx.db, input.orderId);
    if (!order) throw new ApiError('not_found', `no order ${input.orderId}`);
    const existing = await findRefundOfOrder(tx.db, order.id);
    if (existing?.status === 'refunded') return toRefundResource(existing, order);
    if (!existing) {
      const now = tx.clock.now();
      await insertRefund(tx.db, {
        id: tx.ids.next('rf'), order_id: order.id, partner_id: order.partner_id, reason, status: 'requested',
        amount_cents: order.price_cents, currency: order.currency, commission_reversed_cents: order.commission_cents,
        created_at: now, updated_at: now,
      });
      const moved = await transitionOrder(tx, {
        orderId: order.id, to: 'REFUND_REQUESTED', actor: 'system', note: `Refund by Nameport: ${reason}`,
        nextAction: 'Nameport returns the payment to the buyer; the commission is reversed.',
        delivery: { ...order.delivery, state: 'stopped', message: 'Stopped: the order is being refunded.' },
      });
      if (!moved.ok) {
        if (moved.reason === 'not_found') throw new ApiError('not_found', `no order ${input.orderId}`);
        throw new ApiError('conflict', moved.refusal.message, { reason: moved.refusal.rule, status: order.status });
      }
    }
    return completeRefund(tx, { orderId: order.id, note: `Payment returned to the buyer: ${reason}` });
  });
}
