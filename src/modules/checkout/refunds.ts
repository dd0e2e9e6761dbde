import type { AppContext } from '../../context.js';
import { ApiError } from '../../platform/errors.js';
import type { RefundedPayment } from '../../providers/payments/provider.js';
import { findOrderByPaymentRef } from '../orders/repository.js';
import { refundByOperator } from '../orders/refunds.js';
import { findCheckoutByProviderSession } from './repository.js';
import { paymentsOf } from './service.js';

/**
 * A hosted-checkout payment refunded at Stripe (`charge.refunded`, issue 19 review): the same path as
 * `nameport orders refund` (refundByOperator: the refund record, REFUND_REQUESTED → REFUNDED, the commission reversed
 * in the ledger), so refunding at Stripe is enough. Only a full refund undoes the sale; a partial one is a price
 * correction an operator decides on, and is left alone. Every outcome but a provider error is final: Stripe gets 200.
 */
export type ProviderRefundResult =
  | { kind: 'refunded'; orderId: string }
  | { kind: 'ignored'; reason: string }
  | { kind: 'refused'; orderId: string; message: string };

export async function refundFromProvider(ctx: AppContext, refund: RefundedPayment): Promise<ProviderRefundResult> {
  if (!refund.full) return { kind: 'ignored', reason: `partial refund (${refund.amountRefundedCents} of ${refund.amountCents}): an operator decides` };
  const provider = paymentsOf(ctx);
  if (!provider || !refund.paymentIntentId) return { kind: 'ignored', reason: 'not a hosted checkout payment' };
  // A provider error propagates: the webhook answers 5xx and Stripe delivers the event again later.
  const providerSessionId = await provider.hostedPaymentOfIntent(refund.paymentIntentId);
  const session = providerSessionId ? await findCheckoutByProviderSession(ctx.db, providerSessionId) : null;
  if (!providerSessionId || !session) return { kind: 'ignored', reason: 'not one of our checkout sessions' };
  const order = await findOrderByPaymentRef(ctx.db, { partnerId: session.partner_id, environment: session.environment }, providerSessionId);
  if (!order) return { kind: 'ignored', reason: 'the checkout made no order (refunded as unfulfillable)' };
  try {
    await refundByOperator(ctx, { orderId: order.id, reason: `Refunded at Stripe (charge ${refund.chargeId})` });
    return { kind: 'refunded', orderId: order.id };
  } catch (error) {
    // The order's status table refuses (e.g. the domain already reached the buyer): an operator must look at it.
    if (!(error instanceof ApiError) || error.code !== 'conflict') throw error;
    ctx.log.warn({ order: order.id, charge: refund.chargeId, reason: error.message }, 'Stripe refund of an order that cannot be refunded: an operator must look at it');
    return { kind: 'refused', orderId: order.id, message: error.message };
  }
}
