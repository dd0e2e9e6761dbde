import type Stripe from 'stripe';
import { loadOnce } from '../../platform/lib/load-once.js';
import type { CompletedPayment, HostedPayment, HostedPaymentRequest, PaymentNotification, PaymentsProvider, RefundedPayment } from './provider.js';
import { InvalidPaymentSignature } from './provider.js';

/** Stripe's default: a signed event older (or newer) than 5 minutes is refused, against replay. */
export const STRIPE_SIGNATURE_TOLERANCE_SECONDS = 300;

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string | undefined;
  /** https://api.stripe.com in production; a loopback fake in tests (the SDK's host/port/protocol options). */
  apiBase: string;
  timeoutMs?: number;
}

/** Stripe Checkout through the official SDK (https://docs.stripe.com/api/checkout/sessions/create). */
export class StripePayments implements PaymentsProvider {
  constructor(private readonly settings: StripeSettings) {}

  /**
   * The SDK, loaded at the first call rather than at start-up (platform/lib/load-once.ts): it is some 220 modules that
   * every start, every CLI command and every test process loaded (0.1 s of CPU, 0.3 s under the test suite's TypeScript
   * loader), and only a server with STRIPE_SECRET_KEY set, taking a payment, needs it.
   */
  private readonly stripe = loadOnce(() => import('stripe').then(({ default: StripeSdk }) => {
    const base = new URL(this.settings.apiBase);
    const protocol = base.protocol === 'http:' ? 'http' : 'https';
    return new StripeSdk(this.settings.secretKey, {
      host: base.hostname,
      port: base.port === '' ? (protocol === 'http' ? 80 : 443) : Number(base.port),
      protocol,
      timeout: this.settings.timeoutMs ?? 20_000,
      // Our own retry is the buyer pressing Pay again with the same idempotency key; the SDK's retries stay off.
      maxNetworkRetries: 0,
      telemetry: false,
    });
  }));

  async createHostedPayment(request: HostedPaymentRequest): Promise<HostedPayment> {
    const session = await (await this.stripe()).checkout.sessions.create({
      mode: 'payment',
      client_reference_id: request.reference,
      metadata: request.metadata,
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      expires_at: Math.floor(request.expiresAt.getTime() / 1000),
      line_items: [{
        quantity: 1,
        price_data: { currency: request.currency.toLowerCase(), unit_amount: request.amountCents, product_data: { name: `Domain name ${request.domain}` } },
      }],
    }, {
      // The same reference and amount reuse the one Stripe session: a double click or a retried request never makes two.
      idempotencyKey: `nameport-${request.reference}-${request.amountCents}-${request.currency}`,
    });
    if (!session.url) throw new Error(`Stripe session ${session.id} has no url`);
    return { id: session.id, url: session.url };
  }

  async retrieveHostedPayment(providerSessionId: string): Promise<CompletedPayment> {
    // https://docs.stripe.com/api/checkout/sessions/retrieve: only `complete` + `paid` is a finished payment
    // (an async method such as a bank debit is `complete` + `unpaid` until async_payment_succeeded).
    const session = await (await this.stripe()).checkout.sessions.retrieve(providerSessionId);
    return paymentOf(session, session.status === 'complete' && session.payment_status === 'paid');
  }

  async hostedPaymentOfIntent(paymentIntentId: string): Promise<string | null> {
    // https://docs.stripe.com/api/checkout/sessions/list: "Only return the Checkout Session for the PaymentIntent specified."
    const page = await (await this.stripe()).checkout.sessions.list({ payment_intent: paymentIntentId, limit: 1 });
    return page.data[0]?.id ?? null;
  }

  async readNotification(rawBody: Buffer, signatureHeader: string | undefined, now: Date): Promise<PaymentNotification> {
    if (!this.settings.webhookSecret) throw new InvalidPaymentSignature('STRIPE_WEBHOOK_SECRET is not set: no Stripe event can be verified');
    if (!signatureHeader) throw new InvalidPaymentSignature('Stripe-Signature header missing');
    const stripe = await this.stripe();
    let event: Stripe.Event;
    try {
      // receivedAt (milliseconds in SDK 23) from our clock: the tolerance window is checked against injected time.
      event = stripe.webhooks.constructEvent(rawBody, signatureHeader, this.settings.webhookSecret, STRIPE_SIGNATURE_TOLERANCE_SECONDS, undefined, now.getTime());
    } catch (error) {
      throw new InvalidPaymentSignature(error instanceof Error ? error.message : 'signature verification failed');
    }
    if (event.type === 'charge.refunded') return { kind: 'refunded', refund: refundOf(event.data.object) };
    if (event.type !== 'checkout.session.completed' && event.type !== 'checkout.session.async_payment_succeeded') return { kind: 'ignored', type: event.type };
    const session = event.data.object;
    return { kind: 'completed', payment: paymentOf(session, session.payment_status === 'paid') };
  }
}

/** https://docs.stripe.com/api/charges/object: `refunded` is true once the whole amount was refunded. */
function refundOf(charge: Stripe.Charge): RefundedPayment {
  const intent = charge.payment_intent;
  return {
    chargeId: charge.id, paymentIntentId: typeof intent === 'string' ? intent : (intent?.id ?? null), amountCents: charge.amount,
    amountRefundedCents: charge.amount_refunded, currency: charge.currency.toUpperCase(), full: charge.refunded,
  };
}

function paymentOf(session: Stripe.Checkout.Session, paid: boolean): CompletedPayment {
  return {
    providerSessionId: session.id,
    reference: session.client_reference_id ?? null,
    paid,
    amountCents: session.amount_total ?? null,
    currency: session.currency ? session.currency.toUpperCase() : null,
    buyerEmail: session.customer_details?.email ?? null,
    buyerName: session.customer_details?.name ?? null,
  };
}
