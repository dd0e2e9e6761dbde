import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A Stripe-format server on 127.0.0.1 for the few endpoints hosted checkout calls (no Stripe mock is published for
 * our registries). POST /v1/checkout/sessions answers a `checkout.session` object as Stripe does
 * (https://docs.stripe.com/api/checkout/sessions/object), replaying the first answer for a repeated Idempotency-Key;
 * GET /v1/checkout/sessions/:id answers the stored session (https://docs.stripe.com/api/checkout/sessions/retrieve);
 * `completedEvent` builds a `checkout.session.completed` (or `type`) event signed with the SDK's own generateTestHeaderString.
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
    Object.assign(session, { status: 'complete', payment_status: options.paymentStatus ?? 'paid', customer_details: { email: options.email ?? 'buyer@example.com', name: 'Ada Buyer' } });
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
        expires_at: Number(form.get('expires_at')), customer_details: null, livemode: false,
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
    const session = { ...this.sessions.get(sessionId)!, status: 'complete', payment_status: options.paymentStatus ?? 'paid', customer_details: { email: options.email ?? 'buyer@example.com', name: 'Ada Buyer' } };
    const timestamp = Math.floor(at.getTime() / 1000);
    const payload = JSON.stringify({
      id: `evt_fake_${sessionId}`, object: 'event', api_version: '2025-10-29.clover', created: timestamp, livemode: false,
      type: options.type ?? 'checkout.session.completed', data: { object: session }, pending_webhooks: 1, request: { id: null, idempotency_key: null },
    });
    const signer = new Stripe(FAKE_STRIPE_KEY);
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? FAKE_STRIPE_WEBHOOK_SECRET, timestamp });
    return { payload, signature };
  }
}
