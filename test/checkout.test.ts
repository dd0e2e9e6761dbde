import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import { useFakeStripeApp } from './helpers/fake-stripe.js';
import { createTestCredential, insertListings, signedInject, type TestSigner } from './helpers/partner-signer.js';

const CHECKOUT = '/api/partner/v1/checkout-session';
const WEBHOOK = '/api/payments/stripe/webhook';
const DAY_MS = 86_400_000;

describe('hosted checkout with Stripe (issue 18): the real SDK against a Stripe-format server on 127.0.0.1', () => {
  const { stripe, h } = useFakeStripeApp();

  async function setup(scopes: ('embed' | 'buy')[] = ['embed']) {
    await insertListings(h.db, 'sandbox', [{ domain: 'brewlab.com', price: 19_500 }]);
    return createTestCredential(h.ctx, h.clock, { scopes });
  }
  const createLink = (signer: TestSigner, body: Record<string, unknown>) => signedInject(h.app, signer, {
    method: 'POST', url: CHECKOUT, body: JSON.stringify(body), headers: { 'idempotency-key': randomUUID() },
  });
  const pathOf = (checkoutUrl: string) => { const u = new URL(checkoutUrl); return `${u.pathname}${u.search}`; };
  const ptOf = (checkoutUrl: string) => new URL(checkoutUrl).searchParams.get('pt')!;
  const pay = (pt: string, priceCents: number, email = 'buyer@example.com') => h.app.inject({
    method: 'POST', url: '/checkout/pay', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ pt, price_cents: String(priceCents), email }).toString(),
  });
  const deliver = (payload: string, signature: string) => h.app.inject({
    method: 'POST', url: WEBHOOK, headers: { 'content-type': 'application/json', 'stripe-signature': signature }, payload,
  });
  const orders = () => h.db.query<{ id: string; status: string; payment_model: string; partner_id: string; price_cents: number; external_payment_ref: string }>(
    'SELECT id, status, payment_model, partner_id, price_cents::int AS price_cents, external_payment_ref FROM orders');

  test('POST /checkout-session (scope embed) → 201 {checkout_url with pt, price, service_collected, expires 7 days}; nothing is sent to Stripe yet', async () => {
    const { signer } = await setup();
    const r = await createLink(signer, { domain: 'BrewLab.com', return_url: 'https://shop.example/thanks' });
    assert.equal(r.status, 201, r.text);
    assert.match(r.body.checkout_url, /^http:\/\/.+\/checkout\?pt=t1\./);
    assert.equal(r.body.domain, 'brewlab.com');
    assert.equal(r.body.price_cents, 19_500);
    assert.equal(r.body.currency, 'USD');
    assert.equal(r.body.payment_model, 'service_collected');
    assert.equal(r.body.expires_in_seconds, 604_800);
    assert.equal(r.body.expires_at, new Date(h.clock.now().getTime() + 7 * DAY_MS).toISOString());
    assert.equal(stripe.requests.length, 0, 'the Stripe session is made only when the buyer pays');
  });

  test('a credential without scope embed is refused (403)', async () => {
    const { signer } = await setup(['buy']);
    const r = await createLink(signer, { domain: 'brewlab.com' });
    assert.equal(r.status, 403, r.text);
  });

  test('409 when an open order holds the domain or it is sold; 404 when it is not listed', async () => {
    const { signer } = await setup();
    await insertListings(h.db, 'sandbox', [{ domain: 'held.com', price: 100, status: 'reserved' }, { domain: 'gone.com', price: 100, status: 'sold' }]);
    const held = await createLink(signer, { domain: 'held.com' });
    assert.equal(held.status, 409, held.text);
    assert.equal(held.body.error.details.reason, 'reserved');
    const sold = await createLink(signer, { domain: 'gone.com' });
    assert.equal(sold.status, 409, sold.text);
    assert.equal(sold.body.error.details.reason, 'sold');
    assert.equal((await createLink(signer, { domain: 'unlisted.com' })).status, 404);
    assert.equal((await createLink(signer, { domain: 'brewlab.com', return_url: 'javascript:alert(1)' })).status, 400);
  });

  test('the page shows the domain and price; a tampered pt shows the error page (400), nothing else', async () => {
    const { signer } = await setup();
    const link = (await createLink(signer, { domain: 'brewlab.com' })).body.checkout_url as string;
    const page = await h.app.inject({ method: 'GET', url: pathOf(link) });
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /brewlab\.com/);
    assert.match(page.body, /\$195\.00/);
    assert.match(page.headers['content-security-policy'] as string, /default-src 'none'/);
    const pt = ptOf(link);
    const flipped = pt.slice(0, 20) + (pt[20] === 'A' ? 'B' : 'A') + pt.slice(21);
    const tampered = await h.app.inject({ method: 'GET', url: `/checkout?pt=${flipped}` });
    assert.equal(tampered.statusCode, 400);
    assert.match(tampered.body, /Invalid checkout link/);
    assert.doesNotMatch(tampered.body, /brewlab/);
  });

  test('7-day boundary on the injected clock: open at 7 days − 1 ms, the expiry page (410) at exactly 7 days', async () => {
    const { signer } = await setup();
    const link = (await createLink(signer, { domain: 'brewlab.com' })).body.checkout_url as string;
    h.clock.advance(7 * DAY_MS - 1);
    assert.equal((await h.app.inject({ method: 'GET', url: pathOf(link) })).statusCode, 200);
    h.clock.advance(1);
    const expired = await h.app.inject({ method: 'GET', url: pathOf(link) });
    assert.equal(expired.statusCode, 410);
    assert.match(expired.body, /expired/);
    assert.equal((await pay(ptOf(link), 19_500)).statusCode, 410, 'an expired link cannot be paid');
  });

  test('Pay creates one Stripe Checkout Session (client_reference_id, metadata, idempotency key) and redirects the buyer to it', async () => {
    const { signer, partnerId } = await setup();
    const link = (await createLink(signer, { domain: 'brewlab.com' })).body.checkout_url as string;
    const r = await pay(ptOf(link), 19_500);
    assert.equal(r.statusCode, 303, r.body);
    assert.match(r.headers.location as string, /^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_fake/);
    const [call] = stripe.requests;
    assert.equal(call!.path, '/v1/checkout/sessions');
    assert.match(call!.form.get('client_reference_id')!, /^cs_/);
    assert.equal(call!.form.get('metadata[partner_id]'), partnerId);
    assert.equal(call!.form.get('metadata[domain]'), 'brewlab.com');
    assert.equal(call!.form.get('line_items[0][price_data][unit_amount]'), '19500');
    assert.ok(call!.idempotencyKey?.startsWith('nameport-cs_'));
    const again = await pay(ptOf(link), 19_500);
    assert.equal(again.headers.location, r.headers.location, 'pressing Pay twice reuses the one Stripe session (same idempotency key)');
    assert.equal(stripe.sessions.size, 1);
  });

  test('checkout.session.completed + paid creates the PAID service_collected order exactly once, however many deliveries', async () => {
    const { signer, partnerId } = await setup(['embed', 'buy']);
    const link = (await createLink(signer, { domain: 'brewlab.com' })).body.checkout_url as string;
    await pay(ptOf(link), 19_500);
    const [sessionId] = [...stripe.sessions.keys()];
    const event = stripe.completedEvent(sessionId!, h.clock.now());
    const answers = await Promise.all([deliver(event.payload, event.signature), deliver(event.payload, event.signature)]);
    answers.push(await deliver(event.payload, event.signature));
    for (const a of answers) assert.equal(a.statusCode, 200, a.body);
    const rows = await orders();
    assert.equal(rows.length, 1, 'one order for three deliveries');
    assert.deepEqual({ ...rows[0], id: undefined }, { id: undefined, status: 'PAID', payment_model: 'service_collected', partner_id: partnerId, price_cents: 19_500, external_payment_ref: sessionId });
    const listing = await h.db.query<{ status: string }>("SELECT status FROM listings WHERE domain = 'brewlab.com'");
    assert.equal(listing[0]!.status, 'reserved');
    const paid = await h.app.inject({ method: 'GET', url: pathOf(link) });
    assert.match(paid.body, /Payment received/);
    assert.match(paid.body, new RegExp(rows[0]!.id));
    // The partner sees the order through its own API.
    const read = await signedInject(h.app, signer, { method: 'GET', url: `/api/partner/v1/orders/${rows[0]!.id}` });
    assert.equal(read.status, 200, read.text);
    assert.equal(read.body.payment_model, 'service_collected');
    // The ledger, in the order's transaction: the service owes the partner its commission (10 % of 195.00), once.
    const entries = await h.db.query<{ kind: string; amount_cents: number; commission_cents: number }>(
      'SELECT kind, amount_cents, commission_cents FROM ledger_entries WHERE order_id = $1', [rows[0]!.id]);
    assert.equal(entries.length, 1, 'one ledger entry for three deliveries');
    assert.equal(entries[0]!.commission_cents, 1_950);
    assert.equal(entries[0]!.amount_cents, 1_950, 'a positive amount: owed to the partner');
  });

  test('a bad or stale Stripe-Signature is 400 and creates nothing (tolerance checked on the injected clock)', async () => {
    const { signer } = await setup();
    const link = (await createLink(signer, { domain: 'brewlab.com' })).body.checkout_url as string;
    await pay(ptOf(link), 19_500);
    const [sessionId] = [...stripe.sessions.keys()];
    const forged = stripe.completedEvent(sessionId!, h.clock.now(), { secret: 'whsec_not_ours' });
    assert.equal((await deliver(forged.payload, forged.signature)).statusCode, 400);
    const good = stripe.completedEvent(sessionId!, h.clock.now());
    assert.equal((await deliver(good.payload.replace('19500', '1'), good.signature)).statusCode, 400, 'an altered body');
    assert.equal((await deliver(good.payload, '')).statusCode, 400);
    h.clock.advance(301_000);
    const stale = await deliver(good.payload, good.signature);
    assert.equal(stale.statusCode, 400, 'signed 301 s ago on the injected clock: outside the 300 s tolerance');
    assert.equal(stale.json().error.code, 'validation_error');
    assert.equal((await orders()).length, 0);
  });

  test('price changed after the link was made: the page shows the new price; paying the old price charges nothing and shows it again', async () => {
    const { signer } = await setup();
    const link = (await createLink(signer, { domain: 'brewlab.com' })).body.checkout_url as string;
    await h.db.query("UPDATE listings SET buy_now_cents = 25000 WHERE domain = 'brewlab.com'");
    const page = await h.app.inject({ method: 'GET', url: pathOf(link) });
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /id="price-changed"/);
    assert.match(page.body, /\$250\.00/);
    const old = await pay(ptOf(link), 19_500);
    assert.equal(old.statusCode, 409);
    assert.match(old.body, /nothing was charged/);
    assert.equal(stripe.requests.length, 0, 'never charged silently');
    const agreed = await pay(ptOf(link), 25_000);
    assert.equal(agreed.statusCode, 303);
    assert.equal(stripe.requests[0]!.form.get('line_items[0][price_data][unit_amount]'), '25000');
  });

  test('sold after the link was made: the page says so (409) and Pay creates nothing', async () => {
    const { signer } = await setup();
    const link = (await createLink(signer, { domain: 'brewlab.com' })).body.checkout_url as string;
    await h.db.query("UPDATE listings SET status = 'sold' WHERE domain = 'brewlab.com'");
    const page = await h.app.inject({ method: 'GET', url: pathOf(link) });
    assert.equal(page.statusCode, 409);
    assert.match(page.body, /no longer available/);
    assert.equal((await pay(ptOf(link), 19_500)).statusCode, 409);
    assert.equal(stripe.requests.length, 0);
  });

});
