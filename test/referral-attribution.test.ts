import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import { HOUSE_PARTNER_ID } from '../src/modules/checkout/service.js';
import { listEntries } from '../src/modules/ledger/repository.js';
import { refundByOperator } from '../src/modules/orders/refunds.js';
import { linkAffiliate } from '../src/modules/referrals/service.js';
import { createVerifiedUser, SessionAgent, USER_EMAIL, USER_PASSWORD } from './helpers/oauth-client.js';
import { createTestCredential, insertListings, signedInject, type TestSigner, usePartnerApp } from './helpers/partner-signer.js';
import { hiddenFields, signIn } from './helpers/session-agent.js';

const V1 = '/api/partner/v1';
const DAY_MS = 86_400_000;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

/**
 * Attribution (issue 19): a buyer who followed a referral link buys on our domain page within 30 days → the hosted
 * checkout's order is the link's partner's (service_collected, referral_link_id), its commission accrues in the ledger
 * and a refund reverses it. Everything over HTTP as a browser does it, with the injected clock.
 */
describe('referral attribution: click → cookie → domain page → checkout → commission → refund → reversal', () => {
  const h = usePartnerApp({ env: { SANDBOX: 'true' } });

  async function setup() {
    await insertListings(h.db, 'sandbox', [{ domain: 'brewlab.com', price: 19_500 }, { domain: 'hopfield.com', price: 5_000 }]);
    const partner = await createTestCredential(h.ctx, h.clock, { scopes: ['refer', 'report'] });
    await linkAffiliate(h.ctx, { partnerId: partner.partnerId });
    await createVerifiedUser(h.ctx);
    const link = await signedInject(h.app, partner.signer, {
      method: 'POST', url: `${V1}/links`, body: JSON.stringify({ kind: 'domain', domain: 'brewlab.com' }), headers: { 'idempotency-key': randomUUID() },
    });
    assert.equal(link.status, 201, link.text);
    return { ...partner, link: link.body as { link_id: string; url: string } };
  }
  const follow = async (url: string) => {
    const r = await h.app.inject({ url: new URL(url).pathname, remoteAddress: '203.0.113.7', headers: { 'user-agent': BROWSER } });
    assert.equal(r.statusCode, 302);
    return { location: String(r.headers.location), cookie: String(r.headers['set-cookie']).split(';')[0]! };
  };
  /** A browser holding the attribution cookie (if any) that signs in with a verified account from the domain page's own link. */
  async function signedInBuyer(domain: string, cookie: string | null): Promise<SessionAgent> {
    const agent = new SessionAgent(h.app);
    if (cookie) agent.cookies.set(cookie.slice(0, cookie.indexOf('=')), cookie.slice(cookie.indexOf('=') + 1));
    const anonymous = await agent.get(`/domains/${domain}`);
    assert.equal(anonymous.status, 200, anonymous.body);
    assert.match(anonymous.body, /Sign in for pricing/);
    const returnTo = new URLSearchParams(/id="sign-in" href="\/sign-in\?([^"]+)"/.exec(anonymous.body)![1]!.replace(/&amp;/g, '&')).get('return_to')!;
    const signedIn = await signIn(agent, USER_EMAIL, USER_PASSWORD, returnTo);
    assert.equal(signedIn.location, `/domains/${domain}`, 'signing in comes back to the domain page');
    return agent;
  }
  /** The domain page's Buy button (signed in), then the hosted checkout's sandbox Pay button, as a browser posts them. */
  async function buy(domain: string, cookie: string | null) {
    const agent = await signedInBuyer(domain, cookie);
    const page = await agent.get(`/domains/${domain}`);
    assert.equal(page.status, 200, page.body);
    assert.match(page.body, /id="buy"/);
    const start = await agent.post(`/domains/${domain}/buy`, { ...hiddenFields(page.body, `/domains/${domain}/buy`), env: 'sandbox' });
    assert.equal(start.status, 303, start.body);
    const checkoutPath = String(start.location);
    assert.match(checkoutPath, /^\/checkout\?pt=t1\./);
    const checkout = await h.app.inject({ url: checkoutPath });
    assert.equal(checkout.statusCode, 200);
    assert.match(checkout.body, /Pay \(sandbox\)/);
    const price = /name="price_cents" value="(\d+)"/.exec(checkout.body)![1]!;
    const pt = new URLSearchParams(checkoutPath.split('?')[1]).get('pt')!;
    const paid = await h.app.inject({
      method: 'POST', url: '/checkout/pay', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ pt, price_cents: price, email: 'buyer@example.com' }).toString(),
    });
    assert.equal(paid.statusCode, 303, paid.body);
    const [order] = await h.db.query<{ id: string; partner_id: string; payment_model: string; referral_link_id: string | null; price_cents: number; commission_cents: number; status: string }>(
      'SELECT id, partner_id, payment_model, referral_link_id, price_cents::int AS price_cents, commission_cents::int AS commission_cents, status FROM orders WHERE domain = $1', [domain]);
    assert.ok(order, 'the payment created the order');
    return order;
  }
  const get = (signer: TestSigner, path: string) => signedInject(h.app, signer, { url: `${V1}${path}` });

  test('the walk: the order is the link partner\'s with referral_link_id; +commission accrued; refund reverses it; /links and /analytics follow the ledger', async () => {
    const { signer, partnerId, link } = await setup();
    const { location, cookie } = await follow(link.url);
    assert.equal(location, `${h.ctx.config.publicBaseUrl}/domains/brewlab.com`);
    h.clock.advance(3 * DAY_MS);
    const order = await buy('brewlab.com', cookie);
    assert.equal(order.partner_id, partnerId);
    assert.equal(order.payment_model, 'service_collected');
    assert.equal(order.referral_link_id, link.link_id);
    assert.equal(order.commission_cents, 1_950, 'the partner\'s rate (PARTNER_COMMISSION_BPS 10 %) of 195.00');

    const [sale] = await listEntries(h.db, partnerId);
    assert.equal(sale!.order_id, order.id);
    assert.equal(sale!.amount_cents, 1_950, 'a service-collected sale: Nameport owes the partner its commission');
    assert.equal(sale!.state, 'accrued');
    assert.equal(sale!.hold_until.toISOString(), new Date(h.clock.now().getTime() + 30 * DAY_MS).toISOString());
    const tx = await get(signer, '/transactions');
    assert.deepEqual(tx.body.items.map((i: { order_id: string; status: string }) => [i.order_id, i.status]), [[order.id, 'accrued']]);

    const links = await get(signer, '/links');
    assert.equal(links.status, 200, links.text);
    const stats = links.body.items[0];
    assert.deepEqual([stats.clicks, stats.unique_visitors, stats.conversions, stats.sales], [1, 1, 1, 1]);
    assert.deepEqual(stats.sales_amount, [{ currency: 'USD', amount_cents: 19_500, commission_cents: 1_950 }]);
    const before = await get(signer, '/analytics');
    assert.equal(before.status, 200, before.text);
    assert.deepEqual(
      { clicks: before.body.clicks, unique_visitors: before.body.unique_visitors, conversions: before.body.conversions, revenue: before.body.revenue, commission: before.body.commission, conversion_rate: before.body.conversion_rate },
      { clicks: 1, unique_visitors: 1, conversions: 1, revenue: 19_500, commission: 1_950, conversion_rate: 1 },
    );

    // The operator returns the payment (nameport orders refund): the ledger reverses the commission, the domain is for sale again.
    const refund = await refundByOperator(h.ctx, { orderId: order.id, reason: 'buyer changed their mind' });
    assert.equal(refund.status, 'refunded');
    assert.equal(refund.order.status, 'REFUNDED');
    const entries = await listEntries(h.db, partnerId);
    assert.deepEqual(entries.map((e) => [e.kind, e.state, e.amount_cents]), [['sale', 'reversed', 1_950], ['reversal', 'reversed', -1_950]]);
    assert.equal((await refundByOperator(h.ctx, { orderId: order.id, reason: 'again' })).status, 'refunded', 'refunding again changes nothing');
    assert.equal((await listEntries(h.db, partnerId)).length, 2);

    const after = (await get(signer, '/links')).body.items[0];
    assert.deepEqual([after.conversions, after.sales, after.sales_amount], [1, 0, []], 'a conversion stays one; the sale is gone');
    const analytics = (await get(signer, '/analytics')).body;
    assert.deepEqual([analytics.conversions, analytics.sales, analytics.revenue, analytics.commission], [1, 0, 0, 0]);
    // The invariant: the funnel's money equals the ledger's net for these orders.
    const ledgerNet = entries.reduce((sum, e) => sum + e.commission_cents, 0);
    assert.equal(analytics.commission, ledgerNet);
    assert.equal((await h.app.inject({ url: '/domains/brewlab.com' })).statusCode, 200, 'for sale again');
  });

  test('without a cookie, or after the 30-day window (injected clock), the sale is the house account\'s at 0 %; the partner gets nothing', async () => {
    const { partnerId, link } = await setup();
    const direct = await buy('hopfield.com', null);
    assert.equal(direct.partner_id, HOUSE_PARTNER_ID);
    assert.equal(direct.referral_link_id, null);
    assert.equal(direct.commission_cents, 0);

    const { cookie } = await follow(link.url);
    h.clock.advance(30 * DAY_MS);
    const late = await buy('brewlab.com', cookie);
    assert.equal(late.partner_id, HOUSE_PARTNER_ID, 'the cookie\'s window closed 30 days after the first click');
    assert.equal((await listEntries(h.db, partnerId)).length, 0);
    const house = await listEntries(h.db, HOUSE_PARTNER_ID);
    assert.deepEqual(house.map((e) => e.amount_cents), [0, 0]);
  });

  test('a cookie of a sandbox link does not attribute a live purchase (the link\'s environment must match)', async () => {
    const { link } = await setup();
    await insertListings(h.db, 'live', [{ domain: 'liveone.com', price: 7_000 }]);
    const { cookie } = await follow(link.url);
    const agent = await signedInBuyer('brewlab.com', cookie);
    const page = await agent.get('/domains/liveone.com?env=live');
    const start = await agent.post('/domains/liveone.com/buy', hiddenFields(page.body, '/domains/liveone.com/buy'));
    assert.equal(start.status, 303);
    assert.match(String(start.location), /^\/checkout\?pt=/);
    const [session] = await h.db.query<{ partner_id: string; referral_link_id: string | null }>('SELECT partner_id, referral_link_id FROM checkout_sessions');
    assert.deepEqual({ ...session }, { partner_id: HOUSE_PARTNER_ID, referral_link_id: null });
  });

  test('the domain page of an unlisted or sold domain is a 404 page; Buy on it makes no checkout', async () => {
    await insertListings(h.db, 'sandbox', [{ domain: 'gone.com', price: 100, status: 'sold' }]);
    assert.equal((await h.app.inject({ url: '/domains/gone.com' })).statusCode, 404);
    assert.equal((await h.app.inject({ url: '/domains/nothere.com' })).statusCode, 404);
    await createVerifiedUser(h.ctx);
    const agent = new SessionAgent(h.app);
    await signIn(agent, USER_EMAIL, USER_PASSWORD);
    // The session's CSRF token, as any page of ours would carry it (the sold name's page has no form).
    const { csrf_token } = hiddenFields((await agent.get('/account')).body, '/sign-out');
    const buy = await agent.post('/domains/gone.com/buy', { env: 'sandbox', csrf_token: csrf_token! });
    assert.equal(buy.status, 409);
    assert.equal((await h.db.query('SELECT 1 FROM checkout_sessions')).length, 0);
  });
});
