import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import { PARTNER_OPENAPI_PATH } from '../src/interfaces/partner/plugin.js';
import { createTestCredential, insertListings, signedInject, usePartnerApp } from './helpers/partner-signer.js';

/** Hosted checkout (issue 18) on a server without STRIPE_SECRET_KEY, and its decisions as the partner reads them. */
describe('hosted checkout without a Stripe key', () => {
  const h = usePartnerApp();
  const orders = () => h.db.query('SELECT id FROM orders');

  test('a live checkout without STRIPE_SECRET_KEY answers Pay with 503 and creates nothing (the offline button is sandbox only)', async () => {
    await insertListings(h.db, 'live', [{ domain: 'brewlab.com', price: 19_500 }]);
    const { signer } = await createTestCredential(h.ctx, h.clock, { scopes: ['embed'], environment: 'live' });
    const link = await signedInject(h.app, signer, {
      method: 'POST', url: '/api/partner/v1/checkout-session', body: JSON.stringify({ domain: 'brewlab.com' }), headers: { 'idempotency-key': randomUUID() },
    });
    assert.equal(link.status, 201, link.text);
    const pt = new URL(link.body.checkout_url as string).searchParams.get('pt')!;
    const page = await h.app.inject({ method: 'GET', url: `/checkout?pt=${encodeURIComponent(pt)}` });
    assert.equal(page.statusCode, 200);
    assert.doesNotMatch(page.body, /Pay \(sandbox\)/, 'no offline payment on a live checkout');
    const paid = await h.app.inject({
      method: 'POST', url: '/checkout/pay', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ pt, price_cents: '19500', email: 'buyer@example.com' }).toString(),
    });
    assert.equal(paid.statusCode, 503, paid.body);
    assert.equal((await orders()).length, 0);
    const rows = await h.db.query<{ provider_session_id: string | null; outcome: string | null }>('SELECT provider_session_id, outcome FROM checkout_sessions');
    assert.deepEqual(rows.map((r) => ({ ...r })), [{ provider_session_id: null, outcome: null }]);
    const listing = await h.db.query<{ status: string }>("SELECT status FROM listings WHERE domain = 'brewlab.com'");
    assert.equal(listing[0]!.status, 'active');
  });

  test('the served partner OpenAPI document states the checkout decisions: 7-day link, 409, payment_model service_collected', async () => {
    const doc = (await h.app.inject({ method: 'GET', url: PARTNER_OPENAPI_PATH })).json();
    const operation = doc.paths['/api/partner/v1/checkout-session']?.post;
    assert.ok(operation, 'POST /checkout-session is documented');
    const description = operation.description as string;
    assert.match(description, /7 days/);
    assert.match(description, /409/);
    assert.match(description, /payment_model service_collected/);
    const answer = operation.responses['201'].content['application/json'].schema;
    assert.deepEqual(answer.properties.payment_model.const ?? answer.properties.payment_model.enum?.[0], 'service_collected');
    assert.match(answer.properties.expires_in_seconds.description, /604800 \(7 days\)/);
  });
});
