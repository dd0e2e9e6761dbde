import type { AppContext } from '../../context.js';
import { ApiError } from '../../platform/errors.js';
import { openToken, sealToken, tokenKey } from '../../platform/lib/sealed-token.js';
import { inTransaction } from '../../platform/transaction.js';
import type { CompletedPayment, PaymentsProvider } from '../../providers/payments/provider.js';
import { StripePayments } from '../../providers/payments/stripe.js';
import { isSignedInVerified, type Viewer } from '../accounts/viewer.js';
import { findListingByDomain } from '../listings/repository.js';
import { setCommissionRate } from '../ledger/service.js';
import type { OrderResource } from '../orders/schema.js';
import { recordServiceCollectedOrder } from '../orders/service-collected.js';
import { normaliseOrderDomain, type PartnerCaller, sellableListing } from '../quotes/service.js';
import { type CheckoutSessionRow, findCheckoutByProviderSession, findCheckoutSession, insertCheckoutSession, recordCheckoutOutcome, recordProviderSession } from './repository.js';

/**
 * Hosted checkout (issue 18): the partner asks for a checkout link; the buyer pays Nameport on our page (Stripe
 * Checkout, or the sandbox's offline button) and the completed payment creates a `service_collected` order, exactly
 * once however many times the payment is reported. Decisions: README "Hosted checkout".
 */

/** Our link lives 7 days (issue 18); at exactly 7 days 0 s it has expired. */
export const CHECKOUT_LINK_VALIDITY_MS = 7 * 24 * 3_600_000;
/** A Stripe Checkout Session lives at most 24 hours: ours is made when the buyer presses Pay, for 1 hour. */
const PROVIDER_SESSION_MS = 3_600_000;
const TOKEN_PURPOSE = 'checkout';

interface CheckoutToken { s: string; p: string; d: string; c: number; x: number }

export interface CheckoutLink {
  checkout_url: string;
  domain: string;
  price_cents: number;
  currency: string;
  payment_model: 'service_collected';
  expires_at: string;
  expires_in_seconds: number;
}

const providers = new WeakMap<object, PaymentsProvider>();
/** The Stripe provider when STRIPE_SECRET_KEY is set; null means the sandbox's offline payment (sandbox only). */
export function paymentsOf(ctx: AppContext): PaymentsProvider | null {
  const { stripe } = ctx.config;
  if (!stripe.secretKey) return null;
  let provider = providers.get(stripe);
  if (!provider) {
    provider = new StripePayments({ secretKey: stripe.secretKey, webhookSecret: stripe.webhookSecret, apiBase: stripe.apiBase });
    providers.set(stripe, provider);
  }
  return provider;
}

export async function createCheckoutLink(ctx: AppContext, input: { caller: PartnerCaller; domain: string; returnUrl?: string | undefined; cancelUrl?: string | undefined }): Promise<CheckoutLink> {
  const domain = normaliseOrderDomain(input.domain);
  for (const [field, value] of [['return_url', input.returnUrl], ['cancel_url', input.cancelUrl]] as const) {
    if (value !== undefined && !/^https?:\/\//i.test(value)) throw new ApiError('validation_error', `${field} must be an http(s) URL`);
    if (value !== undefined) {
      try { new URL(value); } catch { throw new ApiError('validation_error', `${field} must be an http(s) URL`); }
    }
  }
  // A reserved (open order) or sold listing is 409, an unlisted one 404: read fresh, never from a cache.
  const listing = sellableListing(domain, await findListingByDomain(ctx.db, input.caller.environment, domain));
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + CHECKOUT_LINK_VALIDITY_MS);
  const id = ctx.ids.next('cs');
  await insertCheckoutSession(ctx.db, {
    id, partner_id: input.caller.partnerId, key_id: input.caller.keyId, environment: input.caller.environment, domain,
    price_cents: listing.buy_now_cents, currency: listing.currency, return_url: input.returnUrl ?? null, cancel_url: input.cancelUrl ?? null,
    expires_at: expiresAt, created_at: now, updated_at: now,
  });
  const pt = await sealCheckoutToken(ctx, { s: id, p: input.caller.partnerId, d: domain, c: listing.buy_now_cents, x: expiresAt.getTime() });
  return {
    checkout_url: `${ctx.config.publicBaseUrl}/checkout?pt=${pt}`, domain, price_cents: listing.buy_now_cents, currency: listing.currency,
    payment_model: 'service_collected', expires_at: expiresAt.toISOString(), expires_in_seconds: CHECKOUT_LINK_VALIDITY_MS / 1000,
  };
}

async function sealCheckoutToken(ctx: AppContext, token: CheckoutToken): Promise<string> {
  return sealToken(await tokenKey(ctx.db, ctx.clock.now()), TOKEN_PURPOSE, token);
}

/**
 * Issue 19: the partner account of direct sales on our own domain page when the buyer carries no referral cookie.
 * It earns 0 % (set on every use, so its ledger entries are 0 and it is never paid out): the sale is Nameport's own.
 */
export const HOUSE_PARTNER_ID = 'ptn_nameport_house';
const HOUSE_KEY_ID = 'house';

/** Who a checkout started on our domain page is attributed to: a referral link's partner, or none (the house account). */
export interface CheckoutReferral { partnerId: string; keyId: string; linkId: string }

/**
 * Issue 19: a buyer pressed "Buy" on our domain page (GET /domains/{name}). Makes a hosted checkout session like
 * POST /checkout-session does, attributed to the referral link's partner when the buyer carries its cookie (the order
 * then carries referral_link_id), else to the house account. Answers the hosted page's path (/checkout?pt=…).
 * Only for a signed-in verified viewer (401 otherwise, nothing made): the hosted page shows the price, and the
 * listing's price is masked for anyone else (contract 2.1 rule 4, as browseListings) — a Buy posted by a script must
 * not read what the domain page hides (README "Referral links").
 */
export async function createDirectCheckout(
  ctx: AppContext, input: { domain: string; environment: 'sandbox' | 'live'; referral: CheckoutReferral | null; viewer: Viewer },
): Promise<string> {
  if (!isSignedInVerified(input.viewer)) throw new ApiError('unauthorized', 'Buying on the domain page needs a signed-in session of a verified account');
  const domain = normaliseOrderDomain(input.domain);
  const listing = sellableListing(domain, await findListingByDomain(ctx.db, input.environment, domain));
  if (!input.referral) await setCommissionRate(ctx, { partnerId: HOUSE_PARTNER_ID, bps: 0 });
  const partnerId = input.referral?.partnerId ?? HOUSE_PARTNER_ID;
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + CHECKOUT_LINK_VALIDITY_MS);
  const id = ctx.ids.next('cs');
  await insertCheckoutSession(ctx.db, {
    id, partner_id: partnerId, key_id: input.referral?.keyId ?? HOUSE_KEY_ID, environment: input.environment, domain,
    price_cents: listing.buy_now_cents, currency: listing.currency, return_url: null,
    cancel_url: `${ctx.config.publicBaseUrl}/domains/${encodeURIComponent(domain)}`, expires_at: expiresAt,
    created_at: now, updated_at: now, referral_link_id: input.referral?.linkId ?? null,
  });
  const pt = await sealCheckoutToken(ctx, { s: id, p: partnerId, d: domain, c: listing.buy_now_cents, x: expiresAt.getTime() });
  return `/checkout?pt=${pt}`;
}

/** What the hosted page shows for a `pt` token, re-checked against the listing now. */
export type CheckoutView =
  | { kind: 'invalid' }
  | { kind: 'expired'; domain: string }
  | { kind: 'paid'; session: CheckoutSessionRow }
  | { kind: 'sold'; session: CheckoutSessionRow }
  | { kind: 'unfulfillable'; session: CheckoutSessionRow }
  | { kind: 'open'; session: CheckoutSessionRow; priceCents: number; currency: string; priceChanged: boolean };

export async function viewCheckout(ctx: AppContext, pt: string | undefined): Promise<CheckoutView> {
  if (!pt) return { kind: 'invalid' };
  const now = ctx.clock.now();
  const token = openToken(await tokenKey(ctx.db, now), TOKEN_PURPOSE, pt) as CheckoutToken | null;
  if (!token || typeof token.s !== 'string') return { kind: 'invalid' };
  const session = await findCheckoutSession(ctx.db, token.s);
  if (!session || session.partner_id !== token.p || session.domain !== token.d) return { kind: 'invalid' };
  if (session.order_id) return { kind: 'paid', session };
  if (session.outcome === 'unfulfillable') return { kind: 'unfulfillable', session };
  if (now.getTime() >= token.x) return { kind: 'expired', domain: session.domain };
  const listing = await findListingByDomain(ctx.db, session.environment, session.domain);
  if (!listing || listing.status !== 'active') return { kind: 'sold', session };
  const priceChanged = listing.buy_now_cents !== session.price_cents || listing.currency !== session.currency;
  return { kind: 'open', session, priceCents: listing.buy_now_cents, currency: listing.currency, priceChanged };
}

export type PayOutcome = { kind: 'view'; view: CheckoutView } | { kind: 'redirect'; url: string };

/**
 * The buyer pressed Pay for `agreedPriceCents` (the price the page showed). A price that changed since is shown
 * again, never charged. With Stripe: a Checkout Session is made now and the buyer is sent to it. In the sandbox
 * without a Stripe key: the payment completes at once, offline.
 */
export async function payCheckout(ctx: AppContext, input: { pt: string | undefined; agreedPriceCents: number; buyerEmail?: string | undefined }): Promise<PayOutcome> {
  const view = await viewCheckout(ctx, input.pt);
  if (view.kind !== 'open' || view.priceCents !== input.agreedPriceCents) return { kind: 'view', view };
  const { session } = view;
  const provider = paymentsOf(ctx);
  const base = ctx.config.publicBaseUrl;
  const pt = encodeURIComponent(input.pt!);
  if (!provider) {
    if (session.environment !== 'sandbox' || !ctx.config.sandbox) throw new ApiError('service_unavailable', 'Payments are not configured on this server');
    const ref = `sandbox_${session.id}`;
    await completePayment(ctx, {
      providerSessionId: ref, reference: session.id, paid: true, amountCents: view.priceCents, currency: view.currency,
      buyerEmail: input.buyerEmail ?? 'buyer@sandbox.invalid', buyerName: null,
    });
    return { kind: 'redirect', url: session.return_url ?? `${base}/checkout/success?pt=${pt}` };
  }
  const now = ctx.clock.now();
  const payment = await provider.createHostedPayment({
    reference: session.id, domain: session.domain, amountCents: view.priceCents, currency: view.currency,
    successUrl: `${base}/checkout/success?pt=${pt}`, cancelUrl: session.cancel_url ?? `${base}/checkout?pt=${pt}`,
    expiresAt: new Date(now.getTime() + PROVIDER_SESSION_MS),
    metadata: { checkout_session: session.id, partner_id: session.partner_id, domain: session.domain, environment: session.environment },
  });
  await recordProviderSession(ctx.db, { id: session.id, providerSessionId: payment.id, agreedPriceCents: view.priceCents, now });
  return { kind: 'redirect', url: payment.url };
}

export type CompletionResult =
  | { kind: 'ordered'; created: boolean; order: OrderResource }
  | { kind: 'unfulfillable' }
  | { kind: 'ignored'; reason: string };

/**
 * A payment reported complete (Stripe checkout.session.completed, or the sandbox button). Under the checkout row's
 * lock: the first delivery creates the order, every later one finds order_id set and creates nothing.
 */
export async function completePayment(ctx: AppContext, payment: CompletedPayment): Promise<CompletionResult> {
  if (!payment.paid) return { kind: 'ignored', reason: 'not paid yet' };
  const id = payment.reference ?? (await findCheckoutByProviderSession(ctx.db, payment.providerSessionId))?.id;
  if (!id) return { kind: 'ignored', reason: 'not one of our checkout sessions' };
  return inTransaction(ctx, async (tx) => {
    const session = await findCheckoutSession(tx.db, id, { lock: true });
    if (!session) return { kind: 'ignored', reason: 'not one of our checkout sessions' } as const;
    if (session.outcome === 'unfulfillable') return { kind: 'unfulfillable' } as const;
    const result = await recordServiceCollectedOrder(tx, {
      partnerId: session.partner_id, keyId: session.key_id, environment: session.environment, domain: session.domain,
      priceCents: payment.amountCents ?? session.agreed_price_cents ?? session.price_cents, currency: payment.currency ?? session.currency,
      paymentRef: payment.providerSessionId, buyer: { email: payment.buyerEmail ?? 'unknown@invalid', ...(payment.buyerName ? { name: payment.buyerName } : {}) },
      returnUrl: session.return_url, cancelUrl: session.cancel_url, referralLinkId: session.referral_link_id,
    });
    const now = tx.clock.now();
    if (!result.ok) {
      // Paid, but another buyer's order won the domain meanwhile: kept for an operator to refund, never a second sale.
      await recordCheckoutOutcome(tx.db, { id, outcome: 'unfulfillable', orderId: null, providerSessionId: payment.providerSessionId, now });
      return { kind: 'unfulfillable' } as const;
    }
    if (result.created) await recordCheckoutOutcome(tx.db, { id, outcome: 'ordered', orderId: result.order.public_id, providerSessionId: payment.providerSessionId, now });
    return { kind: 'ordered', created: result.created, order: result.order } as const;
  });
}

/**
 * The success page (GET /checkout/success): a fallback trigger, never the only one (issue 18). When the webhook has
 * not created the order yet and a Stripe session exists, Stripe is asked for the session's state; only a `complete`
 * + `paid` answer about this very checkout runs the webhook's completePayment (same row lock, so exactly one order
 * whichever comes first). The `pt` and query parameters are never trusted for "paid". A Stripe error leaves the view
 * as it was (`open` is shown as "payment being confirmed"): the webhook completes it later.
 */
export async function confirmOnSuccessPage(ctx: AppContext, pt: string | undefined): Promise<CheckoutView> {
  const view = await viewCheckout(ctx, pt);
  const provider = paymentsOf(ctx);
  // `sold` too: paid on Stripe while another buyer's order took the domain is recorded unfulfillable, as by the webhook.
  if ((view.kind !== 'open' && view.kind !== 'sold') || !view.session.provider_session_id || !provider) return view;
  let payment: CompletedPayment;
  try {
    payment = await provider.retrieveHostedPayment(view.session.provider_session_id);
  } catch (error) {
    ctx.log.warn({ err: error, checkout: view.session.id }, 'Stripe session not retrievable on the success page; the webhook will complete it');
    return view;
  }
  if (!payment.paid || payment.providerSessionId !== view.session.provider_session_id) return view;
  await completePayment(ctx, { ...payment, reference: view.session.id });
  return viewCheckout(ctx, pt);
}

/** The order a paid checkout created (the success page). */
export async function checkoutOrderId(ctx: AppContext, sessionId: string): Promise<string | null> {
  return (await findCheckoutSession(ctx.db, sessionId))?.order_id ?? null;
}
