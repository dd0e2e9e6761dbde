import type { AppContext } from '../../context.js';
import { appendEvent } from '../../platform/events/outbox.js';
import { insertJob } from '../../platform/jobs/repository.js';
import { basisPointsOf } from '../../platform/money.js';
import { reserveListingByDomain } from '../listings/repository.js';
import type { OrderEventPayload } from './events.js';
import { type Buyer, type Environment, findOrderByPaymentRef, insertOrder } from './repository.js';
import { toOrderResource, type OrderResource } from './schema.js';
import { ORDER_FULFIL_JOB, ORDER_FULFIL_MAX_ATTEMPTS } from './service.js';
import { ORDER_CREATED } from './status.js';

/**
 * An order whose payment the service collected on its hosted checkout page (issue 18, payment_model
 * `service_collected`). Must run inside the caller's transaction (the checkout's completed-payment handler holds the
 * checkout session's row lock). Like POST /orders it reserves the listing, records the order PAID, enqueues its
 * fulfilment and appends order.paid; the payment reference (the Stripe Checkout Session id) is unique per partner, so
 * a second call with the same reference answers the first order instead of creating another.
 */
export interface ServiceCollectedSale {
  partnerId: string;
  keyId: string;
  environment: Environment;
  domain: string;
  priceCents: number;
  currency: string;
  paymentRef: string;
  buyer: Buyer;
  returnUrl: string | null;
  cancelUrl: string | null;
}

export type ServiceCollectedResult = { ok: true; created: boolean; order: OrderResource } | { ok: false; reason: 'unavailable' };

export async function recordServiceCollectedOrder(tx: AppContext, sale: ServiceCollectedSale): Promise<ServiceCollectedResult> {
  const caller = { partnerId: sale.partnerId, keyId: sale.keyId, environment: sale.environment };
  const existing = await findOrderByPaymentRef(tx.db, caller, sale.paymentRef);
  if (existing) return { ok: true, created: false, order: toOrderResource(existing) };
  const now = tx.clock.now();
  const reserved = await reserveListingByDomain(tx.db, { environment: sale.environment, domain: sale.domain, now });
  if (!reserved.ok) return { ok: false, reason: 'unavailable' };
  const commissionBps = tx.config.partner.commissionBps;
  const order = await insertOrder(tx.db, {
    id: tx.ids.next('ord'), partner_id: sale.partnerId, key_id: sale.keyId, environment: sale.environment,
    listing_id: reserved.listing.id, domain: sale.domain, status: ORDER_CREATED.to, price_cents: sale.priceCents, currency: sale.currency,
    payment_model: 'service_collected', commission_bps: commissionBps, commission_cents: basisPointsOf(sale.priceCents, commissionBps),
    external_payment_ref: sale.paymentRef, buyer: sale.buyer, source: 'checkout', quote_id: null,
    return_url: sale.returnUrl, cancel_url: sale.cancelUrl,
    delivery: { method: null, state: 'waiting', message: 'Waiting for the transfer to the buyer to start.', completed_at: null },
    timeline: [{
      at: now.toISOString(), status: ORDER_CREATED.to, event: ORDER_CREATED.event, actor: 'buyer',
      note: `Payment collected by Nameport on the hosted checkout (reference ${sale.paymentRef}).`,
      next_action: 'Nameport moves the domain to the buyer; nothing is needed from the partner.',
    }],
    version: 1, created_at: now, updated_at: now,
  });
  // The caller holds the checkout row lock, so a concurrent insert of the same reference cannot happen; a bug if it does.
  if (!order) throw new Error(`payment ${sale.paymentRef} recorded twice`);
  await insertJob(tx.db, {
    id: tx.ids.next('job'), kind: ORDER_FULFIL_JOB, payload: { orderId: order.id }, runAt: now,
    maxAttempts: ORDER_FULFIL_MAX_ATTEMPTS, dedupeKey: `order:${order.id}`, createdAt: now,
  });
  const payload: OrderEventPayload = { version: order.version, order: toOrderResource(order) };
  await appendEvent(tx, tx.db, { type: ORDER_CREATED.event, partnerId: order.partner_id, environment: order.environment, payload: payload as unknown as Record<string, unknown> });
  return { ok: true, created: true, order: toOrderResource(order) };
}
