import type { AppContext } from '../../context.js';
import { appendEvent } from '../../platform/events/outbox.js';
import { insertJob } from '../../platform/jobs/repository.js';
import { basisPointsOf } from '../../platform/money.js';
import { commissionBpsFor, recordSale } from '../ledger/service.js';
import type { OrderEventPayload } from './events.js';
import { type Buyer, type Environment, insertOrder, type OrderRow, type OrderSource, type PaymentModel } from './repository.js';
import { toOrderResource } from './schema.js';
import { ORDER_CREATED, type OrderActor } from './status.js';

/** The job that moves a paid order's domain to its buyer (src/modules/orders/fulfilment/ handles it). */
export const ORDER_FULFIL_JOB = 'orders.fulfil';
/** A fulfilment run that throws is retried with back-off; each run re-schedules itself while it polls the registrar. */
export const ORDER_FULFIL_MAX_ATTEMPTS = 10;

/** A sale whose listing the caller has just reserved in this transaction, and its payment. */
export interface PaidSale {
  partnerId: string;
  keyId: string;
  environment: Environment;
  /** Null for a brokered domain (issue 19): bought from its owner, never listed here. */
  listingId: string | null;
  domain: string;
  priceCents: number;
  currency: string;
  paymentModel: PaymentModel;
  paymentRef: string;
  buyer: Buyer;
  source: OrderSource;
  quoteId: string | null;
  returnUrl: string | null;
  cancelUrl: string | null;
  /** Who collected the payment: the partner (POST /orders) or the buyer on our hosted checkout. */
  actor: OrderActor;
  note: string;
}

/**
 * What every paid order writes, whichever door it came through (POST /orders, the hosted checkout), in the caller's
 * transaction: the order (PAID, commission at the partner's rate), its fulfilment job, its ledger entry and order.paid,
 * appended last (outbox.ts: the sequence lock is held to commit). Null when the payment reference already paid for an
 * order of this partner (the unique index decides; the caller says what that means at its door).
 */
export async function recordPaidOrder(tx: AppContext, sale: PaidSale): Promise<OrderRow | null> {
  const now = tx.clock.now();
  // The partner's own rate when an operator set one, else PARTNER_COMMISSION_BPS.
  const commissionBps = await commissionBpsFor(tx, sale.partnerId);
  const order = await insertOrder(tx.db, {
    id: tx.ids.next('ord'), partner_id: sale.partnerId, key_id: sale.keyId, environment: sale.environment,
    listing_id: sale.listingId, domain: sale.domain, status: ORDER_CREATED.to, price_cents: sale.priceCents, currency: sale.currency,
    payment_model: sale.paymentModel, commission_bps: commissionBps, commission_cents: basisPointsOf(sale.priceCents, commissionBps),
    external_payment_ref: sale.paymentRef, buyer: sale.buyer, source: sale.source, quote_id: sale.quoteId,
    return_url: sale.returnUrl, cancel_url: sale.cancelUrl,
    delivery: { method: null, state: 'waiting', message: 'Waiting for the transfer to the buyer to start.', completed_at: null },
    timeline: [{
      at: now.toISOString(), status: ORDER_CREATED.to, event: ORDER_CREATED.event, actor: sale.actor, note: sale.note,
      next_action: 'Nameport moves the domain to the buyer; nothing is needed from the partner.',
    }],
    version: 1, created_at: now, updated_at: now,
  });
  if (!order) return null;
  // insertJob rather than enqueueJob: the job registry is built where jobs are registered (the fulfilment module adds
  // this kind there), not in ctx; the runner claims only kinds it has a handler for, so the job waits until one does.
  await insertJob(tx.db, {
    id: tx.ids.next('job'), kind: ORDER_FULFIL_JOB, payload: { orderId: order.id }, runAt: now,
    maxAttempts: ORDER_FULFIL_MAX_ATTEMPTS, dedupeKey: `order:${order.id}`, createdAt: now,
  });
  await recordSale(tx, order); // issue 18: the ledger entry is written in the order's transaction
  await appendOrderEvent(tx, order, ORDER_CREATED.event);
  return order;
}

/** The outbox event of an order's change; appended last in the transaction (outbox.ts: the sequence lock is held to commit). */
export async function appendOrderEvent(tx: AppContext, order: OrderRow, type: string): Promise<void> {
  const payload: OrderEventPayload = { version: order.version, order: toOrderResource(order) };
  await appendEvent(tx, tx.db, { type, partnerId: order.partner_id, environment: order.environment, payload: payload as unknown as Record<string, unknown> });
}
