/**
 * The payments provider of the hosted checkout (issue 18), with its own record types: the checkout module sees only
 * these, never the Stripe SDK. The real implementation is Stripe Checkout (stripe.ts).
 */

export interface HostedPaymentRequest {
  /** Our checkout session id: Stripe's client_reference_id, and the base of the idempotency key. */
  reference: string;
  domain: string;
  amountCents: number;
  /** ISO 4217, upper case. */
  currency: string;
  successUrl: string;
  cancelUrl: string;
  /** Until when the provider's page may be paid (Stripe allows 30 minutes to 24 hours). */
  expiresAt: Date;
  metadata: Record<string, string>;
}

export interface HostedPayment {
  /** The provider's session id (Stripe `cs_test_…`/`cs_live_…`): the order's external_payment_ref. */
  id: string;
  /** Where to send the buyer to pay. */
  url: string;
}

/** A verified notification that a hosted payment finished (Stripe `checkout.session.completed`). */
export interface CompletedPayment {
  providerSessionId: string;
  reference: string | null;
  paid: boolean;
  amountCents: number | null;
  currency: string | null;
  buyerEmail: string | null;
  buyerName: string | null;
}

/**
 * A verified notification that money of a hosted payment was returned (Stripe `charge.refunded`, sent for partial
 * refunds too). `full` when the whole charge is refunded.
 */
export interface RefundedPayment {
  chargeId: string;
  /** The payment the charge belongs to (Stripe `payment_intent`); null for a charge made without one. */
  paymentIntentId: string | null;
  amountCents: number;
  amountRefundedCents: number;
  currency: string;
  full: boolean;
}

export type PaymentNotification =
  | { kind: 'completed'; payment: CompletedPayment }
  | { kind: 'refunded'; refund: RefundedPayment }
  | { kind: 'ignored'; type: string };

export interface PaymentsProvider {
  createHostedPayment(request: HostedPaymentRequest): Promise<HostedPayment>;
  /**
   * Asks the provider for the payment's state now (Stripe `checkout.sessions.retrieve`): the success page's fallback
   * when the webhook has not arrived. `paid` is true only for a `complete` session with `payment_status: paid`.
   * Throws on any network or provider error: the caller treats that as "not known yet", never as "not paid".
   */
  retrieveHostedPayment(providerSessionId: string): Promise<CompletedPayment>;
  /**
   * The hosted payment (our order's external_payment_ref, Stripe `cs_…`) a payment intent belongs to, or null when
   * none does (Stripe `checkout.sessions.list?payment_intent=`). Throws on a network or provider error.
   */
  hostedPaymentOfIntent(paymentIntentId: string): Promise<string | null>;
  /** Verifies the signature over the raw body at `now`; rejects with InvalidPaymentSignature when it does not hold. */
  readNotification(rawBody: Buffer, signatureHeader: string | undefined, now: Date): Promise<PaymentNotification>;
}

export class InvalidPaymentSignature extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidPaymentSignature';
  }
}
