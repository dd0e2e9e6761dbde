import assert from 'node:assert/strict';
import { createHash, randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import { createCredential } from '../src/modules/partners/credentials/service.js';
import { claimIdempotencyKey } from '../src/modules/partners/idempotency/service.js';
import { ORDER_FULFIL_JOB } from '../src/modules/orders/service.js';
import { readEvents } from '../src/platform/events/outbox.js';
import { createTestCredential, insertListings, signedInject, TestSigner, usePartnerApp } from './helpers/partner-signer.js';

const ORDERS = '/api/partner/v1/orders';
const BUYER = { email: 'buyer@example.com', name: 'Ada Buyer', country: 'nl' };

describe('partner orders: POST /orders (issue 16; contract 2.7, 2.8, 4.3, 5.2, 7.2)', () => {
  const h = usePartnerApp();

  async function setup() {
    await insertListings(h.db, 'sandbox', [{ domain: 'brewlab.com', price: 19_500 }, { domain: 'beanly.com', price: 12_345 }]);
    return createTestCredential(h.ctx, h.clock, { scopes: ['buy'] });
  }
  type Signer = TestSigner;
  const post = (signer: Signer, body: unknown, key: string | undefined = randomUUID()) => signedInject(h.app, signer, {
    method: 'POST', url: ORDERS, body: typeof body === 'string' ? body : JSON.stringify(body), headers: key === undefined ? {} : { 'idempotency-key': key },
  });
  const saleBody = (ref = 'cs_test_a1B2c3D4', extra: Record<string, unknown> = {}) =>
    ({ domain: 'brewlab.com', sale_price_cents: 19_500, currency: 'USD', external_payment_ref: ref, buyer: BUYER, ...extra });
  const listingStatus = async (domain: string) => (await h.db.query<{ status: string }>('SELECT status FROM listings WHERE domain = $1', [domain]))[0]?.status;
  const orderCount = async () => (await h.db.query('SELECT id FROM orders')).length;

  test('issue 16 shape 2 {domain, sale_price_cents, currency, external_payment_ref, buyer} → 201 PAID order, Location, commission, timeline, delivery', async () => {
    const { signer, partnerId } = await setup();
    const r = await post(signer, saleBody());
    assert.equal(r.status, 201, r.text);
    const order = r.body;
    assert.match(order.public_id, /^ord_/);
    assert.equal(r.headers.location, `${ORDERS}/${order.public_id}`);
    assert.equal(order.status, 'PAID');
    assert.equal(order.domain, 'brewlab.com');
    assert.equal(order.price_cents, 19_500);
    assert.equal(order.currency, 'USD');
    assert.equal(order.payment_model, 'partner_collected');
    assert.equal(order.commission_cents, 1_950, 'default commission: 10 % of the price');
    assert.deepEqual(order.buyer, { email: 'buyer@example.com', name: 'Ada Buyer', country: 'NL' });
    assert.equal(order.external_payment_ref, 'cs_test_a1B2c3D4');
    assert.equal(order.version, 1);
    assert.deepEqual(order.delivery, { method: null, state: 'waiting', message: 'Waiting for the transfer to the buyer to start.', completed_at: null });
    assert.equal(order.timeline.length, 1);
    assert.deepEqual(Object.keys(order.timeline[0]).sort(), ['actor', 'at', 'event', 'next_action', 'note', 'status']);
    assert.equal(order.timeline[0].status, 'PAID');
    assert.equal(order.timeline[0].event, 'order.paid');
    assert.equal(order.timeline[0].actor, 'partner');
    assert.equal(order.timeline[0].at, h.clock.now().toISOString());
    // Stored state: the listing is held, the fulfilment job and the order.paid event exist with the order.
    assert.equal(await listingStatus('brewlab.com'), 'reserved');
    const jobs = await h.db.query<{ kind: string; payload: unknown; state: string }>('SELECT kind, payload, state FROM jobs');
    assert.deepEqual(jobs, [{ kind: ORDER_FULFIL_JOB, payload: { orderId: order.public_id }, state: 'ready' }]);
    const events = await readEvents(h.db, { afterSeq: 0, limit: 10 });
    assert.equal(events.length, 1);
    assert.equal(events[0]!.type, 'order.paid');
    assert.equal(events[0]!.partnerId, partnerId);
    assert.equal(events[0]!.environment, 'sandbox');
    assert.deepEqual(events[0]!.payload, { version: 1, order });
  });

  test('a listing held by an order reads available: false on GET /availability at once (point reads are not cached)', async () => {
    // They were cached per process for MEMORY_CACHE_SECONDS: 30 s of `available: true` after a sale, on every instance.
    await insertListings(h.db, 'sandbox', [{ domain: 'brewlab.com', price: 19_500 }]);
    const { signer } = await createTestCredential(h.ctx, h.clock, { scopes: ['buy', 'search'] });
    const availability = async () => (await signedInject(h.app, signer, { url: '/api/partner/v1/availability?domain=brewlab.com' })).body;
    assert.equal((await availability()).available, true);
    assert.equal((await post(signer, saleBody())).status, 201);
    assert.deepEqual(await availability(), { domain: 'brewlab.com', available: false, price_cents: null, currency: null });
  });

  test('issue 16 shape 3 (contract 2.8) {domain, expected_price, currency, buyer, return_url, cancel_url}: expected_price read like sale_price_cents; the Idempotency-Key stands in for the payment reference', async () => {
    const { signer } = await setup();
    const key = 'cs_live_b7Xy9Qz0';
    const r = await post(signer, { domain: 'brewlab.com', expected_price: 19_500, currency: 'USD', buyer: BUYER, return_url: 'https://shop.example/thanks', cancel_url: 'https://shop.example/cart' }, key);
    assert.equal(r.status, 201, r.text);
    assert.equal(r.body.price_cents, 19_500);
    assert.equal(r.body.external_payment_ref, key);
    assert.equal(r.body.return_url, 'https://shop.example/thanks');
    assert.equal(r.body.cancel_url, 'https://shop.example/cart');
    const mismatch = await post(signer, { domain: 'beanly.com', expected_price: 12_000, currency: 'USD', buyer: BUYER });
    assert.equal(mismatch.status, 422);
    assert.equal(mismatch.body.error.code, 'price_mismatch');
    assert.equal(mismatch.body.error.details.expected_price, 12_000);
  });

  test('issue 16 shape 1 {quote_id, external_payment_ref, buyer}: the price is the quote\'s; a price sent beside it must match', async () => {
    const { signer } = await setup();
    const quote = await signedInject(h.app, signer, { method: 'POST', url: '/api/partner/v1/quotes', body: '{"domain":"brewlab.com"}' });
    const wrong = await post(signer, { quote_id: quote.body.quote_id, external_payment_ref: 'pay-1', buyer: BUYER, sale_price_cents: 100, currency: 'USD' });
    assert.equal(wrong.body.error.code, 'price_mismatch');
    const otherDomain = await post(signer, { quote_id: quote.body.quote_id, external_payment_ref: 'pay-1', buyer: BUYER, domain: 'beanly.com' });
    assert.equal(otherDomain.body.error.code, 'validation_error');
    const r = await post(signer, { quote_id: quote.body.quote_id, external_payment_ref: 'pay-1', buyer: { email: 'b@example.org' } });
    assert.equal(r.status, 201, r.text);
    assert.equal(r.body.price_cents, 19_500);
    assert.equal(r.body.quote_id, quote.body.quote_id);
  });

  test('contract 7.2: sale_price_cents other than the current listing price → 422 price_mismatch naming both amounts; nothing is held', async () => {
    const { signer } = await setup();
    const r = await post(signer, saleBody('pay-x', { sale_price_cents: 19_000 }));
    assert.equal(r.status, 422, r.text);
    assert.equal(r.body.error.code, 'price_mismatch');
    assert.match(r.body.error.message, /19000 USD.*19500 USD/);
    assert.deepEqual(r.body.error.details, { sale_price_cents: 19_000, currency: 'USD', listing_price_cents: 19_500, listing_currency: 'USD' });
    assert.equal(await listingStatus('brewlab.com'), 'active');
    assert.equal(await orderCount(), 0);
    assert.equal((await post(signer, saleBody('pay-y', { currency: 'EUR' }))).body.error.code, 'price_mismatch', 'another currency is another price');
  });

  test('contract 7.2: missing or malformed fields → 400 validation_error with a message naming them', async () => {
    const { signer } = await setup();
    const cases: [unknown, RegExp][] = [
      [{ buyer: BUYER, external_payment_ref: 'p' }, /domain is required/],
      [{ domain: 'brewlab.com', buyer: BUYER, external_payment_ref: 'p' }, /sale_price_cents/],
      [{ domain: 'brewlab.com', sale_price_cents: 19_500, buyer: BUYER, external_payment_ref: 'p' }, /currency/],
      [saleBody('p', { buyer: undefined }), /buyer is required/],
      [saleBody('p', { buyer: { email: 'not-an-email' } }), /buyer.email/],
      [saleBody('p', { buyer: { email: 'a@b.co', country: 'NLD' } }), /buyer.country/],
      [saleBody(undefined as unknown as string, { external_payment_ref: undefined }), /external_payment_ref is required/],
      [saleBody('p', { sale_price_cents: 19_500.5 }), /sale_price_cents|integer/],
      [saleBody('p', { currency: 'XYZ1' }), /currency/],
      [saleBody('p', { return_url: 'javascript:alert(1)' }), /return_url/],
      [saleBody('p', { domain: 'not a domain' }), /domain/],
    ];
    for (const [body, message] of cases) {
      const r = await post(signer, body);
      assert.equal(r.status, 400, `${JSON.stringify(body)}: ${r.text}`);
      assert.equal(r.body.error.code, 'validation_error');
      assert.match(r.body.error.message, message);
    }
    assert.equal(await orderCount(), 0);
  });

  test('issue 16: not listed, withdrawn or listed in the other environment → 404; held by another order or sold → 409 conflict with a reason', async () => {
    const { signer } = await setup();
    await insertListings(h.db, 'sandbox', [{ domain: 'gone.com', price: 5_000, status: 'sold' }, { domain: 'pulled.com', price: 5_000, status: 'withdrawn' }]);
    await insertListings(h.db, 'live', [{ domain: 'liveonly.com', price: 5_000 }]);
    for (const domain of ['nothere.com', 'pulled.com', 'liveonly.com']) {
      const r = await post(signer, saleBody(`p-${domain}`, { domain, sale_price_cents: 5_000 }));
      assert.equal(r.status, 404, `${domain}: ${r.text}`);
      assert.equal(r.body.error.code, 'not_found');
    }
    assert.equal((await h.db.query<{ status: string }>(`SELECT status FROM listings WHERE domain = 'liveonly.com'`))[0]?.status, 'active');
    const sold = await post(signer, saleBody('p2', { domain: 'gone.com', sale_price_cents: 5_000 }));
    assert.equal(sold.status, 409);
    assert.equal(sold.body.error.details.reason, 'sold');
    assert.equal((await post(signer, saleBody('p3'))).status, 201);
    const held = await post(signer, saleBody('p4'));
    assert.equal(held.status, 409);
    assert.equal(held.body.error.details.reason, 'reserved');
  });

  test('decision: one external_payment_ref pays for one order — reused under another key → 409 naming the order', async () => {
    const { signer } = await setup();
    const first = await post(signer, saleBody('cs_same'));
    const again = await post(signer, saleBody('cs_same', { domain: 'beanly.com', sale_price_cents: 12_345 }));
    assert.equal(again.status, 409, again.text);
    assert.equal(again.body.error.details.reason, 'payment_ref_used');
    assert.equal(again.body.error.details.order_id, first.body.public_id);
    assert.equal(await listingStatus('beanly.com'), 'active', 'the second listing was released with the rollback');
  });

  test('issue 16: Idempotency-Key of 8–255 printable characters (a processor session id): same key + body → byte-for-byte replay, one order', async () => {
    const { signer } = await setup();
    const key = 'cs_test_a1B2C3d4E5f6G7h8I9j0 KlMn';
    const first = await post(signer, saleBody(), key);
    assert.equal(first.status, 201, first.text);
    const replay = await post(signer, saleBody(), key);
    assert.equal(replay.status, 201);
    assert.equal(replay.text, first.text);
    assert.equal(replay.headers.location, first.headers.location);
    assert.equal(replay.headers['idempotent-replayed'], 'true');
    assert.equal(await orderCount(), 1);
    assert.equal((await post(signer, saleBody('other'), 'CS_TEST_A1B2C3D4E5F6G7H8I9J0 KLMN')).status, 409, 'a non-UUID key is case-sensitive: another key for another order, which finds the domain held');
    for (const bad of ['short7c', 'x'.repeat(256), ' leading-space', 'tab\tinside', 'naïve-key-ü']) {
      const r = await signedInject(h.app, signer, { method: 'POST', url: ORDERS, body: JSON.stringify(saleBody()), headers: { 'idempotency-key': bad } }).catch(() => null);
      if (r) assert.equal(r.body.error.code, 'validation_error', `${bad}: ${r.text}`);
    }
    assert.equal((await post(signer, saleBody('p-255', { domain: 'beanly.com', sale_price_cents: 12_345 }), 'k'.repeat(255))).status, 201);
    const missing = await signedInject(h.app, signer, { method: 'POST', url: ORDERS, body: JSON.stringify(saleBody('p-none')) });
    assert.equal(missing.status, 400);
    assert.equal(missing.body.error.code, 'missing_idempotency_key');
  });

  test('contract 5.2: same Idempotency-Key with another body → 409 conflict; keys are per credential', async () => {
    const { signer } = await setup();
    const key = randomUUID();
    assert.equal((await post(signer, saleBody('p1'), key)).status, 201);
    const other = await post(signer, saleBody('p2', { domain: 'beanly.com', sale_price_cents: 12_345 }), key);
    assert.equal(other.status, 409);
    assert.equal(other.body.error.code, 'conflict');
    assert.match(other.body.error.message, /different request body/);
    assert.equal(await listingStatus('beanly.com'), 'active');
    const another = (await createTestCredential(h.ctx, h.clock, { scopes: ['buy'], name: 'Other' })).signer;
    const theirs = await post(another, saleBody('p3', { domain: 'beanly.com', sale_price_cents: 12_345 }), key);
    assert.equal(theirs.status, 201, 'the same key of another credential is another key');
  });

  test('contract 5.2: a request still running under the key → 409 conflict (nothing is written by the second)', async () => {
    const { signer, keyId } = await setup();
    const key = 'cs_test_inflight_1';
    const body = JSON.stringify(saleBody());
    // The first request's claim, as the plugin takes it before its handler runs (fingerprint: query and body hash).
    const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
    await claimIdempotencyKey(h.ctx, { keyId, route: `POST ${ORDERS}`, idempotencyKey: key }, sha256(`\n${sha256(body)}`));
    const second = await post(signer, body, key);
    assert.equal(second.status, 409, second.text);
    assert.match(second.body.error.message, /still running/);
    assert.equal(await orderCount(), 0);
  });

  test('issue 16: two concurrent identical requests (same key) → exactly one order; the other is replayed or 409', async () => {
    const { signer } = await setup();
    const key = 'cs_test_double_click';
    const answers = await Promise.all([post(signer, saleBody(), key), post(signer, saleBody(), key)]);
    assert.equal(await orderCount(), 1);
    const statuses = answers.map((a) => a.status).sort();
    assert.ok(statuses[0] === 201 && (statuses[1] === 201 || statuses[1] === 409), String(statuses));
    const created = answers.filter((a) => a.status === 201);
    for (const a of created) assert.equal(a.text, created[0]!.text);
  });

  test('issue 16: two concurrent orders for one domain (different partners and keys) → exactly one order, the other 409 reserved', async () => {
    const { signer } = await setup();
    const other = (await createTestCredential(h.ctx, h.clock, { scopes: ['buy'], name: 'Rival' })).signer;
    for (let round = 0; round < 3; round++) {
      await h.db.query(`UPDATE listings SET status = 'active' WHERE domain = 'brewlab.com'`);
      await h.db.query('DELETE FROM orders');
      const answers = await Promise.all([post(signer, saleBody(`a${round}`)), post(other, saleBody(`b${round}`)), post(signer, saleBody(`c${round}`))]);
      assert.deepEqual(answers.map((a) => a.status).sort(), [201, 409, 409], answers.map((a) => a.text).join('\n'));
      for (const lost of answers.filter((a) => a.status === 409)) assert.equal(lost.body.error.details.reason, 'reserved');
      assert.equal(await orderCount(), 1);
    }
  });

  test('contract 4.3: POST /orders needs scope buy; the live credential sees live listings only', async () => {
    await setup();
    const searchOnly = (await createTestCredential(h.ctx, h.clock, { scopes: ['search'], name: 'Reader' })).signer;
    assert.equal((await post(searchOnly, saleBody())).body.error.code, 'forbidden');
    const live = (await createTestCredential(h.ctx, h.clock, { scopes: ['buy'], environment: 'live', name: 'Live' })).signer;
    assert.equal((await post(live, saleBody())).status, 404, 'brewlab.com is a sandbox listing');
  });

  test('decision: a credential created later for the same partner is the same buyer of record (orders are the partner\'s)', async () => {
    const { signer, partnerId } = await setup();
    const created = await post(signer, saleBody());
    const second = await createCredential(h.ctx, { partnerId, scopes: ['search'], environment: 'sandbox' });
    const reader = new TestSigner(second.keyId, second.secret, h.clock);
    const r = await signedInject(h.app, reader, { url: `${ORDERS}/${created.body.public_id}` });
    assert.equal(r.status, 200, r.text);
    assert.equal(r.body.public_id, created.body.public_id);
  });
});
