import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import { useFakeStripeApp } from './helpers/fake-stripe.js';
import { createTestCredential, insertListings, signedInject } from './helpers/partner-signer.js';

const WEBHOOK = '/api/payments/stripe/webhook';

/**
 * Issue 19 review: a hosted-checkout sale refunded at Stripe. `charge.refunded` for the whole charge takes the same
 * path as `nameport orders refund`: the order is REFUNDED, the commission reversed in the ledger, the domain for sale
 * again. A partial refund changes nothing (an operator decides). The real Stripe SDK against a Stripe-format server
 * on 127.0.0.1; events signed with the SDK's own test signer, verified on the injected clock.
 */
describe('Stripe charge.refunded of a hosted checkout sale', () => {
  const { stripe, h } = useFakeStripeApp();

  const deliver = ({ payload, signature }: { payload: string; signature: string }) => h.app.inject({
    method: 'POST', url: WEBHOOK, headers: { 'content-type': 'application/json', 'stripe-signature': signature }, payload,
  });

  /** A partner's checkout link paid at Stripe: the PAID service_collected order and its Stripe session. */
  async function paidSale() {
    await insertListings(h.db, 'sandbox', [{ domain: 'brewlab.com', price: 19_500 }]);
    const { signer, partnerId } = await createTestCredential(h.ctx, h.clock, { scopes: ['embed', 'buy'] });
    const link = await signedInject(h.app, signer, {
      method: 'POST', url: '/api/partner/v1/checkout-session', body: JSON.stringify({ domain: 'brewlab.com' }), headers: { 'idempotency-key': randomUUID() },
    });
    assert.equal(link.status, 201, link.text);
    const pt = new URL(link.body.checkout_url as string).searchParams.get('pt')!;
    const pay = await h.app.inject({
      method: 'POST', url: '/checkout/pay', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ pt, price_cents: '19500', email: 'buyer@example.com' }).toString(),
    });
    assert.equal(pay.statusCode, 303, pay.body);
    const [sessionId] = [...stripe.sessions.keys()];
    stripe.complete(sessionId!);
    const completed = await deliver(stripe.completedEvent(sessionId!, h.clock.now()));
    assert.equal(completed.statusCode, 200, completed.body);
    const orderId = completed.json().order_id as string;
    return { sessionId: sessionId!, orderId, partnerId };
  }
  const orderState = async (orderId: string) => {
    const [order] = await h.db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [orderId]);
    const [listing] = await h.db.query<{ status: string }>("SELECT status FROM listings WHERE domain = 'brewlab.com'");
    const ledger = await h.db.query<{ kind: string; amount_cents: number }>(
      'SELECT kind, amount_cents::int AS amount_cents FROM ledger_entries WHERE order_id = $1 ORDER BY seq', [orderId]);
    return { order: order?.status, listing: listing?.status, ledger: ledger.map((e) => [e.kind, e.amount_cents]) };
  };

  test('a full refund at Stripe → 200 handled; the order is REFUNDED, the commission reversed, the domain for sale again; a redelivery changes nothing', async () => {
    const { sessionId, orderId } = await paidSale();
    assert.deepEqual(await orderState(orderId), { order: 'PAID', listing: 'reserved', ledger: [['sale', 1_950]] });

    const event = stripe.refundedEvent(sessionId, h.clock.now());
    const r = await deliver(event);
    assert.equal(r.statusCode, 200, r.body);
    assert.deepEqual(r.json(), { received: true, handled: true, outcome: 'refunded', order_id: orderId });
    assert.ok(stripe.requests.some((q) => q.method === 'GET' && q.path === `/v1/checkout/sessions?payment_intent=pi_fake_${sessionId}&limit=1`),
      'the charge is matched to our checkout through its payment intent');
    assert.deepEqual(await orderState(orderId), { order: 'REFUNDED', listing: 'active', ledger: [['sale', 1_950], ['reversal', -1_950]] });
    const [refund] = await h.db.query<{ status: string; reason: string }>('SELECT status, reason FROM refunds WHERE order_id = $1', [orderId]);
    assert.deepEqual(refund, { status: 'refunded', reason: `Refunded at Stripe (charge ch_fake_${sessionId})` });

    const again = await deliver(event);
    assert.equal(again.statusCode, 200, again.body);
    assert.deepEqual((await orderState(orderId)).ledger, [['sale', 1_950], ['reversal', -1_950]], 'one reversal however many deliveries');
  });

  test('a partial refund is left to an operator (200, handled false); a charge of no checkout of ours is ignored; a forged signature is 400', async () => {
    const { sessionId, orderId } = await paidSale();
    const partial = await deliver(stripe.refundedEvent(sessionId, h.clock.now(), { amountRefunded: 5_000 }));
    assert.equal(partial.statusCode, 200, partial.body);
    assert.deepEqual([partial.json().handled, partial.json().outcome], [false, 'ignored']);
    assert.equal((await orderState(orderId)).order, 'PAID');

    const stranger = await deliver(stripe.refundedEvent(sessionId, h.clock.now(), { paymentIntent: 'pi_not_ours' }));
    assert.equal(stranger.statusCode, 200, stranger.body);
    assert.deepEqual([stranger.json().handled, stranger.json().order_id], [false, null]);

    const forged = stripe.refundedEvent(sessionId, h.clock.now());
    const bad = await deliver({ payload: forged.payload, signature: forged.signature.replace(/v1=[0-9a-f]{4}/, 'v1=0000') });
    assert.equal(bad.statusCode, 400, bad.body);
    assert.equal((await orderState(orderId)).order, 'PAID');
  });

  test('Stripe unreachable while matching the charge → 5xx, so Stripe delivers the event again; nothing changed meanwhile', async () => {
    const { sessionId, orderId } = await paidSale();
    const event = stripe.refundedEvent(sessionId, h.clock.now());
    stripe.outage = true;
    const failed = await deliver(event);
    assert.ok(failed.statusCode >= 500, `${failed.statusCode} ${failed.body}`);
    assert.equal((await orderState(orderId)).order, 'PAID');
    stripe.outage = false;
    assert.equal((await deliver(event)).json().outcome, 'refunded');
    assert.equal((await orderState(orderId)).order, 'REFUNDED');
  });
});
