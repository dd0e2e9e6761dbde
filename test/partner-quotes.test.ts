import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import { createTestCredential, insertListings, signedInject, usePartnerApp } from './helpers/partner-signer.js';

const QUOTES = '/api/partner/v1/quotes';
const ORDERS = '/api/partner/v1/orders';
const BUYER = { email: 'buyer@example.com', name: 'Ada Buyer' };

describe('partner quotes (issue 16; contract 2.7, 3, 4.3, 8)', () => {
  const h = usePartnerApp();

  async function setup(scopes: ('search' | 'buy')[] = ['search', 'buy']) {
    await insertListings(h.db, 'sandbox', [
      { domain: 'brewlab.com', price: 19_500 },
      { domain: 'held.com', price: 5_000, status: 'reserved' },
      { domain: 'gone.com', price: 5_000, status: 'sold' },
      { domain: 'pulled.com', price: 5_000, status: 'withdrawn' },
    ]);
    await insertListings(h.db, 'live', [{ domain: 'liveonly.com', price: 9_000 }]);
    return (await createTestCredential(h.ctx, h.clock, { scopes })).signer;
  }
  type Signer = Awaited<ReturnType<typeof setup>>;
  const quote = (signer: Signer, domain: string) => signedInject(h.app, signer, { method: 'POST', url: QUOTES, body: JSON.stringify({ domain }) });
  const order = (signer: Signer, quoteId: string, key = randomUUID()) => signedInject(h.app, signer, {
    method: 'POST', url: ORDERS, headers: { 'idempotency-key': key },
    body: JSON.stringify({ quote_id: quoteId, external_payment_ref: `pay-${key}`, buyer: BUYER }),
  });

  test('contract 2.7: POST /quotes locks the current buy-now price → 201 {quote_id: qt_…, domain, price_cents, currency, expires_at = now + 10 min}', async () => {
    const signer = await setup();
    const r = await quote(signer, 'BrewLab.com');
    assert.equal(r.status, 201, r.text);
    assert.deepEqual(Object.keys(r.body).sort(), ['currency', 'domain', 'expires_at', 'price_cents', 'quote_id']);
    assert.match(r.body.quote_id, /^qt_[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    assert.equal(r.body.domain, 'brewlab.com');
    assert.equal(r.body.price_cents, 19_500);
    assert.equal(r.body.currency, 'USD');
    assert.equal(r.body.expires_at, new Date(h.clock.now().getTime() + 600_000).toISOString());
  });

  test('contract 8: a quote is valid for exactly 10 minutes — an order at 9 min 59.999 s is taken, at 10 min 0 s it is 422 quote_expired', async () => {
    const signer = await setup();
    await insertListings(h.db, 'sandbox', [{ domain: 'second.com', price: 7_000 }]);
    const first = (await quote(signer, 'brewlab.com')).body.quote_id;
    const second = (await quote(signer, 'second.com')).body.quote_id;
    h.clock.advance(599_999);
    const inTime = await order(signer, first);
    assert.equal(inTime.status, 201, inTime.text);
    assert.equal(inTime.body.price_cents, 19_500);
    h.clock.advance(1);
    const late = await order(signer, second);
    assert.equal(late.status, 422, late.text);
    assert.equal(late.body.error.code, 'quote_expired');
    assert.equal(late.body.error.details.expired_at, h.clock.now().toISOString());
    assert.equal((await h.db.query(`SELECT status FROM listings WHERE domain = 'second.com'`))[0]?.status, 'active', 'nothing was reserved');
  });

  test('issue 16: the quoted price holds for the quote\'s life even when the listing price changes meanwhile', async () => {
    const signer = await setup();
    const q = (await quote(signer, 'brewlab.com')).body.quote_id;
    await h.db.query(`UPDATE listings SET buy_now_cents = 25000 WHERE domain = 'brewlab.com'`);
    const r = await order(signer, q);
    assert.equal(r.status, 201, r.text);
    assert.equal(r.body.price_cents, 19_500);
    assert.equal(r.body.quote_id, q);
  });

  test('issue 16: a forged or altered quote_id is 400 validation_error, never a 500', async () => {
    const signer = await setup();
    const real: string = (await quote(signer, 'brewlab.com')).body.quote_id;
    const [terms, mac] = real.slice(3).split('.') as [string, string];
    const flip = (s: string, i: number) => s.slice(0, i) + (s[i] === 'A' ? 'B' : 'A') + s.slice(i + 1);
    // A cheaper price written into the terms, signed with nothing.
    const cheaper = Buffer.from(Buffer.from(terms, 'base64url').toString('utf8').replace('19500', '100'), 'utf8').toString('base64url');
    const forgeries = [
      `qt_${flip(terms, 5)}.${mac}`, `qt_${terms}.${flip(mac, 10)}`, `qt_${cheaper}.${mac}`, `qt_${terms}.`, `qt_${terms}`,
      'qt_000001', 'qt_', `ord_${terms}.${mac}`, `qt_${terms}.${mac}.x`, `qt_${terms}.${mac}==`, `qt_%%%.${mac}`,
      `qt_${Buffer.from('{"not":"a list"}').toString('base64url')}.${mac}`, `qt_${'A'.repeat(1000)}`,
    ];
    for (const forged of forgeries) {
      const r = await order(signer, forged);
      assert.equal(r.status, 400, `${forged}: ${r.text}`);
      assert.equal(r.body.error.code, 'validation_error');
    }
    assert.equal((await h.db.query('SELECT 1 FROM orders')).length, 0);
  });

  test('issue 16: a quote is bound to the credential and environment that asked for it (another credential → 400)', async () => {
    const signer = await setup();
    const q = (await quote(signer, 'brewlab.com')).body.quote_id;
    const other = (await createTestCredential(h.ctx, h.clock, { name: 'Other Partner' })).signer;
    const r = await order(other, q);
    assert.equal(r.status, 400, r.text);
    assert.equal(r.body.error.code, 'validation_error');
    assert.match(r.body.error.message, /another credential/);
    const live = (await createTestCredential(h.ctx, h.clock, { environment: 'live', name: 'Live Partner' })).signer;
    assert.equal((await order(live, q)).status, 400);
    // The credential that asked can still use it.
    assert.equal((await order(signer, q)).status, 201);
  });

  test('issue 16: unlisted, withdrawn or other-environment → 404 not_found; reserved or sold → 409 conflict with a reason', async () => {
    const signer = await setup();
    for (const domain of ['nothere.com', 'pulled.com', 'liveonly.com']) {
      const r = await quote(signer, domain);
      assert.equal(r.status, 404, `${domain}: ${r.text}`);
      assert.equal(r.body.error.code, 'not_found');
    }
    for (const [domain, reason] of [['held.com', 'reserved'], ['gone.com', 'sold']] as const) {
      const r = await quote(signer, domain);
      assert.equal(r.status, 409, `${domain}: ${r.text}`);
      assert.equal(r.body.error.code, 'conflict');
      assert.equal(r.body.error.details.reason, reason);
      assert.match(r.body.error.message, /no longer available/);
    }
  });

  test('issue 16: a quote does not hold the domain — once an order takes it, a later order on an older quote is 409 reserved', async () => {
    const signer = await setup();
    const a = (await quote(signer, 'brewlab.com')).body.quote_id;
    const b = (await quote(signer, 'brewlab.com')).body.quote_id;
    assert.notEqual(a, b);
    assert.equal((await order(signer, a)).status, 201);
    const r = await order(signer, b);
    assert.equal(r.status, 409, r.text);
    assert.equal(r.body.error.details.reason, 'reserved');
    assert.equal((await quote(signer, 'brewlab.com')).status, 409, 'no new quote for a domain an order holds');
  });

  test('contract 4.3: POST /quotes needs scope buy (search only → 403); a malformed domain → 400 validation_error', async () => {
    const searchOnly = await setup(['search']);
    assert.equal((await quote(searchOnly, 'brewlab.com')).body.error.code, 'forbidden');
    const buyer = (await createTestCredential(h.ctx, h.clock, { scopes: ['buy'], name: 'Buyer Partner' })).signer;
    const bad = await quote(buyer, 'not a domain');
    assert.equal(bad.status, 400);
    assert.equal(bad.body.error.code, 'validation_error');
  });
});
