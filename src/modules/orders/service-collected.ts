import type { AppContext } from '../../context.js';
import { reserveListingByDomain } from '../listings/repository.js';
import { recordPaidOrder } from './paid-order.js';
import { type Buyer, type Environment, findOrderByPaymentRef, setOrderReferralLink } from './repository.js';
import { toOrderResource, type OrderResource } from './schema.js';

/**
 * An order whose payment the service collected on its hosted checkout page (issue 18, payment_model
 * `service_collected`). Must run inside the caller's transaction (the checkout's completed-payment handler holds the
 * checkout session's row lock). Like POST /orders it reserves the listing, records the order PAID, enqueues its
 * fulfilment, writes its ledger entry and appends order.paid (recordPaidOrder); the payment reference (the Stripe Checkout Session id) is unique per partner, so
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
  /** Issue 19: the referral link whose cookie the buyer carried (the partner is then the link's partner). */
  referralLinkId?: string | null | undefined;
}

export type ServiceCollectedResult = { ok: true; created: boolean; order: OrderResource } | { ok: false; reason: 'unavailable' };

export async function recordServiceCollectedOrder(tx: AppContext, sale: ServiceCollectedSale): Promise<ServiceCollectedResult> {
  const caller = { partnerId: sale.partnerId, keyId: sale.keyId, environment: sale.environment };
  const existing = await findOrderByPaymentRef(tx.db, caller, sale.paymentRef);
  if (existing) return { ok: true, created: false, order: toOrderResource(existing) };
  const reserved = await reserveListingByDomain(tx.db, { environment: sale.environment, domain: sale.domain, now: tx.clock.now() });
  if (!reserved.ok) return { ok: false, reason: 'unavailable' };
  const order = await recordPaidOrder(tx, {
    ...caller, listingId: reserved.listing.id, domain: sale.domain, priceCents: sale.priceCents, currency: sale.currency,
    paymentModel: 'service_collected', paymentRef: sale.paymentRef, buyer: sale.buyer, source: 'checkout', quoteId: null,
    returnUrl: sale.returnUrl, cancelUrl: sale.cancelUrl,
    actor: 'buyer', note: `Payment collected by Nameport on the hosted checkout (reference ${sale.paymentRef}).`,
  });
  // The caller holds the checkout row lock, so a concurrent insert of the same reference cannot happen; a bug if it does.
  if (!order) throw new Error(`payment ${sale.paymentRef} recorded twice`);
  if (sale.referralLinkId) await setOrderReferralLink(tx.db, order.id, sale.referralLinkId);
  return { ok: true, created: true, order: toOrderResource(order) };
}
