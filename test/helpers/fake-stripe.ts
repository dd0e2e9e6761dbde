import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { after, before, beforeEach } from 'node:test';
import { type PartnerAppHandle, usePartnerApp } from './partner-signer.js';

/**
 * A Stripe-format server on 127.0.0.1 for the few endpoints hosted checkout calls (no Stripe mock is published for
 * our registries). POST /v1/checkout/sessions answers a `checkout.session` object as Stripe does
 * (https://docs.stripe.com/api/checkout/sessions/object), replaying the first answer for a repeated Idempotency-Key;
 * GET /v1/checkout/sessions/:id answers the stored session (https://docs.stripe.com/api/checkout/sessions/retrieve);
 * GET /v1/checkout/sessions?payment_intent= lists the session of a payment intent; `completedEvent` builds a
 * `checkout.session.completed` (or `type`) event and `refundedEvent` a `charge.refunded`, signed with the SDK's own
 * generateTestHeaderString.
 */
export const FAKE_STRIPE_KEY = 'sk_test_fake_nameport';
export const FAKE_STRIPE_WEBHOOK_SECRET = 'whsec_fake_nameport';

export interface FakeStripeRequest { method: string; path: string; authorization: string | undefined; idempotencyKey: string | undefined; form: URLSearchParams }

export class FakeStripe {
  readonly requests: FakeStripeRequest[] = [];
  readonly sessions = new Map<string, Record<string, unknown>>();
  private readonly byIdempotencyKey = new Map<string, Record<string, unknown>>();
  /** While true every request answers 500 `api_error`, as during a Stripe outage. */
  outage = false;
  private server: Server | undefined;
  private n = 0;
  base = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.handle(req).then(({ status, body }) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_fake_${this.n}` });
      res.end(JSON.stringify(body));
    }));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  reset(): void {
    this.requests.length = 0;
    this.sessions.clear();
    this.byIdempotencyKey.clear();
    this.outage = false;
  }

  /** The buyer finished paying on Stripe's page: the session is `complete` with `paymentStatus` (default `paid`). */
  complete(sessionId: string, options: { email?: string; paymentStatus?: string } = {}): void {
    const session = this.sessions.get(sessionId)!;
    Object.assign(session, {
      status: 'complete', payment_status: options.paymentStatus ?? 'paid', payment_intent: paymentIntentOf(sessionId),
      customer_details: { email: options.email ?? 'buyer@example.com', name: 'Ada Buyer' },
    });
  }

  private async handle(req: IncomingMessage): Promise<{ status: number; body: unknown }> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    this.requests.push({ method: req.method ?? '', path: req.url ?? '', authorization: req.headers.authorization, idempotencyKey, form });
    if (req.headers.authorization !== `Bearer ${FAKE_STRIPE_KEY}`) {
      return { status: 401, body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } } };
    }
    if (this.outage) return { status: 500, body: { error: { type: 'api_error', message: 'An unknown error occurred' } } };
    // https://docs.stripe.com/api/checkout/sessions/list with the payment_intent filter: a list object.
    const listed = /^\/v1\/checkout\/sessions\?(.*)$/.exec(req.url ?? '');
    if (req.method === 'GET' && listed) {
      const intent = new URLSearchParams(listed[1]).get('payment_intent');
      // Every session is given the payment intent pi_fake_<session id> (set on it once paid): found by that name.
      const data = [...this.sessions.values()].filter((session) => !intent || paymentIntentOf(String(session.id)) === intent).slice(0, 1);
      return { status: 200, body: { object: 'list', url: '/v1/checkout/sessions', has_more: false, data } };
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([^/?]+)$/.exec(req.url ?? '');
    if (req.method === 'GET' && retrieve) {
      const session = this.sessions.get(decodeURIComponent(retrieve[1]!));
      if (!session) return { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such checkout.session: '${retrieve[1]}'` } } };
      return { status: 200, body: session };
    }
    if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
      const replay = idempotencyKey ? this.byIdempotencyKey.get(idempotencyKey) : undefined;
      if (replay) return { status: 200, body: replay };
      this.n += 1;
      const id = `cs_test_fake${String(this.n).padStart(4, '0')}`;
      const metadata: Record<string, string> = {};
      for (const [name, value] of form) {
        const m = /^metadata\[(.+)\]$/.exec(name);
        if (m) metadata[m[1]!] = value;
      }
      const session = {
        id, object: 'checkout.session', mode: form.get('mode'), status: 'open', payment_status: 'unpaid',
        client_reference_id: form.get('client_reference_id'), metadata, success_url: form.get('success_url'), cancel_url: form.get('cancel_url'),
        amount_total: Number(form.get('line_items[0][price_data][unit_amount]')), currency: form.get('line_items[0][price_data][currency]'),
        expires_at: Number(form.get('expires_at')), customer_details: null, livemode: false, payment_intent: null,
        url: `https://checkout.stripe.com/c/pay/${id}`,
      };
      this.sessions.set(id, session);
      if (idempotencyKey) this.byIdempotencyKey.set(idempotencyKey, session);
      return { status: 200, body: session };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${req.url})` } } };
  }

  /** The `checkout.session.completed` event of a session, paid by `email`, signed at `at` as Stripe signs it. */
  completedEvent(sessionId: string, at: Date, options: { email?: string; paymentStatus?: string; secret?: string; type?: string } = {}): { payload: string; signature: string } {
    const session = {
      ...this.sessions.get(sessionId)!, status: 'complete', payment_status: options.paymentStatus ?? 'paid', payment_intent: paymentIntentOf(sessionId),
      customer_details: { email: options.email ?? 'buyer@example.com', name: 'Ada Buyer' },
    };
    return signedEvent(`evt_fake_${sessionId}`, options.type ?? 'checkout.session.completed', session, at, options.secret);
  }

  /**
   * The `charge.refunded` event of a completed session's charge (https://docs.stripe.com/api/charges/object), refunded
   * by `amountRefunded` (default all of it: `refunded` true). Stripe sends it for partial refunds too.
   */
  refundedEvent(sessionId: string, at: Date, options: { amountRefunded?: number; paymentIntent?: string } = {}): { payload: string; signature: string } {
    const session = this.sessions.get(sessionId)!;
    const amount = Number(session.amount_total);
    const refunded = options.amountRefunded ?? amount;
    const charge = {
      id: `ch_fake_${sessionId}`, object: 'charge', amount, amount_captured: amount, amount_refunded: refunded, currency: session.currency,
      paid: true, captured: true, refunded: refunded >= amount, status: 'succeeded', livemode: false,
      payment_intent: options.paymentIntent ?? paymentIntentOf(sessionId),
    };
    return signedEvent(`evt_fake_refund_${sessionId}_${refunded}`, 'charge.refunded', charge, at);
  }
}

const paymentIntentOf = (sessionId: string) => `pi_fake_${sessionId}`;

/** An event as Stripe sends it, signed with the SDK's own generateTestHeaderString. */
function signedEvent(id: string, type: string, object: Record<string, unknown>, at: Date, secret = FAKE_STRIPE_WEBHOOK_SECRET): { payload: string; signature: string } {
  const timestamp = Math.floor(at.getTime() / 1000);
  const payload = JSON.stringify({
    id, object: 'event', api_version: '2025-10-29.clover', created: timestamp, livemode: false,
    type, data: { object }, pending_webhooks: 1, request: { id: null, idempotency_key: null },
  });
  const signer = new Stripe(FAKE_STRIPE_KEY);
  return { payload, signature: signer.webhooks.generateTestHeaderString({ payload, secret, timestamp }) };
}

/**
 * A partner test app whose payments go to a FakeStripe on 127.0.0.1 (started before the app is built, reset before each
 * test, stopped at the end): the set-up every hosted-checkout test file shares. Call inside a `describe`.
 */
export function useFakeStripeApp(): { stripe: FakeStripe; h: PartnerAppHandle } {
  const stripe = new FakeStripe();
  const env: Record<string, string> = {};
  before(async () => {
    await stripe.start();
    Object.assign(env, { STRIPE_SECRET_KEY: FAKE_STRIPE_KEY, STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET, STRIPE_API_BASE: stripe.base });
  });
  after(() => stripe.stop());
  const h = usePartnerApp({ env });
  beforeEach(() => stripe.reset());
  return { stripe, h };
}
