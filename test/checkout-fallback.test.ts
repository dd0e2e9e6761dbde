import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import { useFakeStripeApp } from './helpers/fake-stripe.js';
import { createTestCredential, insertListings, signedInject, type TestSigner } from './helpers/partner-signer.js';

/**
 * Hosted checkout (issue 18): the success page is a fallback trigger that asks Stripe (never the URL) whether the
 * session is paid; the payment completion paths the first tests left open (a domain taken meanwhile, async payments).
 */
const CHECKOUT = '/api/partner/v1/checkout-session';
const WEBHOOK = '/api/payments/stripe/webhook';

describe('hosted checkout: success page fallback and the remaining completion paths (real SDK, Stripe-format server on 127.0.0.1)', () => {
  const { stripe, h } = useFakeStripeApp();

  async function setup() {
    await insertListings(h.db, 'sandbox', [{ domain: 'brewlab.com', price: 19_500 }]);
    return createTestCredential(h.ctx, h.clock, { scopes: ['embed', 'buy'] });
  }
  const createLink = async (signer: TestSigner) => {
    const r = await signedInject(h.app, signer, { method: 'POST', url: CHECKOUT, body: JSON.stringify({ domain: 'brewlab.com' }), headers: { 'idempotency-key': randomUUID() } });
    assert.equal(r.status, 201, r.text);
    return new URL(r.body.checkout_url as string).searchParams.get('pt')!;
  };
  /** The buyer presses Pay; answers the Stripe session id made for it. */
  const pay = async (pt: string) => {
    const r = await h.app.inject({
      method: 'POST', url: '/checkout/pay', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ pt, price_cents: '19500', email: 'buyer@example.com' }).toString(),
    });
    assert.equal(r.statusCode, 303, r.body);
    return /cs_test_fake\d+/.exec(r.headers.location as string)![0];
  };
  const successPage = (pt: string, extra = '') => h.app.inject({ method: 'GET', url: `/checkout/success?pt=${encodeURIComponent(pt)}${extra}` });
  const deliver = (event: { payload: string; signature: string }) => h.app.inject({
    method: 'POST', url: WEBHOOK, headers: { 'content-type': 'application/json', 'stripe-signature': event.signature }, payload: event.payload,
  });
  const orders = () => h.db.query<{ id: string; status: string; external_payment_ref: string }>('SELECT id, status, external_payment_ref FROM orders');
  const checkoutRows = () => h.db.query<{ outcome: string | null; order_id: string | null }>('SELECT outcome, order_id FROM checkout_sessions ORDER BY created_at, id');
  const retrievals = () => stripe.requests.filter((r) => r.method === 'GET').length;

  test('success page before the webhook: Stripe says complete + paid → the one order is created; the webhook afterwards creates nothing', async () => {
    const { signer } = await setup();
    const pt = await createLink(signer);
    const sessionId = await pay(pt);
    stripe.complete(sessionId);
    const page = await successPage(pt);
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /Payment received/);
    const rows = await orders();
    assert.equal(rows.length, 1);
    assert.equal(rows[0]!.status, 'PAID');
    assert.equal(rows[0]!.external_payment_ref, sessionId);
    assert.match(page.body, new RegExp(rows[0]!.id), 'the page names the order it created');
    assert.equal(retrievals(), 1, 'Stripe was asked once (checkout.sessions.retrieve)');
    const webhook = await deliver(stripe.completedEvent(sessionId, h.clock.now()));
    assert.equal(webhook.statusCode, 200, webhook.body);
    assert.equal((await orders()).length, 1, 'the late webhook creates no second order');
    const again = await successPage(pt);
    assert.match(again.body, /Payment received/);
    assert.equal(retrievals(), 1, 'once the order exists the page no longer asks Stripe');
    const ledger = await h.db.query('SELECT 1 FROM ledger_entries');
    assert.equal(ledger.length, 1, 'one ledger entry');
  });

  test('success page and webhook at the same moment: exactly one order (both wait on the checkout row lock)', async () => {
    const { signer } = await setup();
    const pt = await createLink(signer);
    const sessionId = await pay(pt);
    stripe.complete(sessionId);
    const event = stripe.completedEvent(sessionId, h.clock.now());
    const [page, webhook] = await Promise.all([successPage(pt), deliver(event)]);
    assert.equal(page.statusCode, 200, page.body);
    assert.equal(webhook.statusCode, 200, webhook.body);
    assert.equal((await orders()).length, 1);
    assert.equal((await h.db.query('SELECT 1 FROM ledger_entries')).length, 1);
  });

  test('success page with an unpaid session creates nothing, even with "paid" in the query string', async () => {
    const { signer } = await setup();
    const pt = await createLink(signer);
    const sessionId = await pay(pt);
    const open = await successPage(pt, `&session_id=${sessionId}&payment_status=paid&status=complete`);
    assert.equal(open.statusCode, 200);
    assert.match(open.body, /Payment being confirmed/);
    stripe.complete(sessionId, { paymentStatus: 'unpaid' }); // an async method (bank debit) still pending
    const pending = await successPage(pt, '&payment_status=paid');
    assert.equal(pending.statusCode, 200);
    assert.match(pending.body, /Payment being confirmed/);
    assert.equal(retrievals(), 2);
    assert.equal((await orders()).length, 0);
    assert.deepEqual((await checkoutRows()).map((r) => r.outcome), [null]);
  });

  test('fake Stripe down: the success page still answers 200 "being confirmed" with no order; the webhook completes it later', async () => {
    const { signer } = await setup();
    const pt = await createLink(signer);
    const sessionId = await pay(pt);
    stripe.complete(sessionId);
    stripe.outage = true;
    const page = await successPage(pt);
    assert.equal(page.statusCode, 200, page.body);
    assert.match(page.body, /Payment being confirmed/);
    assert.equal((await orders()).length, 0, 'unknown is not paid: nothing created');
    stripe.outage = false;
    assert.equal((await deliver(stripe.completedEvent(sessionId, h.clock.now()))).statusCode, 200);
    assert.equal((await orders()).length, 1);
    assert.match((await successPage(pt)).body, /Payment received/);
  });

  test('paid after another buyer\'s order took the domain → checkout unfulfillable, no second order, listing untouched', async () => {
    const { signer } = await setup();
    const first = await createLink(signer);
    const second = await createLink(signer);
    const firstSession = await pay(first);
    const secondSession = await pay(second);
    assert.equal((await deliver(stripe.completedEvent(firstSession, h.clock.now()))).statusCode, 200);
    const [winner] = await orders();
    const listingBefore = await h.db.query('SELECT * FROM listings WHERE domain = $1', ['brewlab.com']);
    const late = await deliver(stripe.completedEvent(secondSession, h.clock.now(), { email: 'late@example.com' }));
    assert.equal(late.statusCode, 200, late.body);
    assert.equal(late.json().outcome, 'unfulfillable');
    const rows = await orders();
    assert.equal(rows.length, 1, 'never a second sale');
    assert.equal(rows[0]!.id, winner!.id);
    assert.deepEqual(await h.db.query('SELECT * FROM listings WHERE domain = $1', ['brewlab.com']), listingBefore, 'the listing is untouched');
    assert.deepEqual((await checkoutRows()).map((r) => r.outcome), ['ordered', 'unfulfillable']);
    assert.equal((await deliver(stripe.completedEvent(secondSession, h.clock.now()))).json().outcome, 'unfulfillable', 'a redelivery stays unfulfillable');
    const page = await successPage(second);
    assert.equal(page.statusCode, 409);
    assert.match(page.body, /payment for brewlab\.com was received, but another buyer/);
    assert.match(page.body, /refunds your payment/);
  });

  test('success page finds the session paid after another buyer took the domain → unfulfillable, as by the webhook', async () => {
    const { signer } = await setup();
    const first = await createLink(signer);
    const second = await createLink(signer);
    const firstSession = await pay(first);
    const secondSession = await pay(second);
    await deliver(stripe.completedEvent(firstSession, h.clock.now()));
    stripe.complete(secondSession);
    const page = await successPage(second);
    assert.equal(page.statusCode, 409);
    assert.match(page.body, /refunds your payment/);
    assert.equal((await orders()).length, 1);
    assert.deepEqual((await checkoutRows()).map((r) => r.outcome), ['ordered', 'unfulfillable']);
  });

  test('checkout.session.async_payment_succeeded creates the order once; the earlier completed + unpaid creates nothing', async () => {
    const { signer } = await setup();
    const pt = await createLink(signer);
    const sessionId = await pay(pt);
    const pending = await deliver(stripe.completedEvent(sessionId, h.clock.now(), { paymentStatus: 'unpaid' }));
    assert.equal(pending.statusCode, 200);
    assert.equal((await orders()).length, 0, 'completed but unpaid (bank debit pending) is not a sale yet');
    const succeeded = stripe.completedEvent(sessionId, h.clock.now(), { type: 'checkout.session.async_payment_succeeded' });
    assert.equal((await deliver(succeeded)).json().outcome, 'ordered');
    assert.equal((await deliver(succeeded)).statusCode, 200);
    const rows = await orders();
    assert.equal(rows.length, 1, 'one order for two deliveries');
    assert.equal(rows[0]!.status, 'PAID');
  });
});
