import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createUser } from '../src/modules/accounts/users.js';
import { createVerifiedUser, SessionAgent, USER_EMAIL, USER_PASSWORD } from './helpers/oauth-client.js';
import { insertListings, usePartnerApp } from './helpers/partner-signer.js';
import { hiddenFields, signIn } from './helpers/session-agent.js';

/**
 * Contract 2.1 rule 4 on the referral landing page /domains/{name} (issue 19; issue 14 item 1 made reading a masked
 * price a security defect): the buy-now price is shown only to a signed-in verified person, as on every other page
 * and in GET /api/market/listings; anyone else sees "Sign in for pricing" and a way to sign in that comes back here.
 */
describe('the domain page masks the marketplace price like the listings API', () => {
  const h = usePartnerApp({ env: { SANDBOX: 'true' } });
  // $12,345.67: the digits 1 2 3 4 5 must not appear in any writing — cents (1234567), formatted ($12,345.67),
  // without separators (12345.67), with spaces, dots or apostrophes (12 345, 12.345,67, 12'345).
  const PRICE_CENTS = 1_234_567;
  const PRICE_DIGITS = /1\D{0,2}2\D{0,2}3\D{0,2}4\D{0,2}5/;
  const listed = () => insertListings(h.db, 'sandbox', [{ domain: 'brewlab.com', price: PRICE_CENTS }]);

  test('a visitor who is not signed in: the name and "Sign in for pricing", no digit of the price anywhere (body, headers, form, title), no Buy', async () => {
    await listed();
    for (const url of ['/domains/brewlab.com', '/domains/brewlab.com?env=sandbox', '/domains/BREWLAB.COM']) {
      const page = await h.app.inject({ url });
      assert.equal(page.statusCode, 200, url);
      assert.match(page.body, /<strong id="domain">brewlab\.com<\/strong> is for sale/);
      assert.match(page.body, /<strong id="price">Sign in for pricing<\/strong>/);
      assert.doesNotMatch(page.body, PRICE_DIGITS, `${url}: the price in some form`);
      assert.doesNotMatch(JSON.stringify(page.headers), PRICE_DIGITS, `${url}: the price in a header`);
      assert.doesNotMatch(page.body, /<form|id="buy"|\$/, `${url}: no Buy form, no amount`);
    }
    const head = await h.app.inject({ method: 'HEAD', url: '/domains/brewlab.com' });
    assert.doesNotMatch(JSON.stringify(head.headers), PRICE_DIGITS);
  });

  test('the sign-in link comes back to the page, which then shows the price and Buy to a verified person', async () => {
    await listed();
    await createVerifiedUser(h.ctx);
    const agent = new SessionAgent(h.app);
    const anonymous = await agent.get('/domains/brewlab.com?env=sandbox');
    const href = /<a id="sign-in" href="([^"]+)">Sign in<\/a>/.exec(anonymous.body)![1]!.replace(/&amp;/g, '&');
    assert.equal(href, '/sign-in?return_to=%2Fdomains%2Fbrewlab.com%3Fenv%3Dsandbox');
    const form = await agent.get(href);
    assert.equal(hiddenFields(form.body, '/sign-in').return_to, '/domains/brewlab.com?env=sandbox', 'the sign-in form keeps the return path');
    const signedIn = await signIn(agent, USER_EMAIL, USER_PASSWORD, '/domains/brewlab.com?env=sandbox');
    assert.equal(signedIn.status, 303);
    assert.equal(signedIn.location, '/domains/brewlab.com?env=sandbox');
    const page = await agent.get(signedIn.location!);
    assert.equal(page.status, 200);
    assert.match(page.body, /<strong id="price">\$12,345\.67<\/strong>/);
    assert.match(page.body, /<form class="actions" method="post" action="\/domains\/brewlab\.com\/buy">/);
    assert.doesNotMatch(page.body, /Sign in for pricing/);
  });

  test('a Buy posted by another site\'s form (no CSRF token of the session) in a signed-in person\'s name starts no checkout: 403', async () => {
    await listed();
    await createVerifiedUser(h.ctx);
    const agent = new SessionAgent(h.app);
    await signIn(agent, USER_EMAIL, USER_PASSWORD);
    const page = await agent.get('/domains/brewlab.com');
    const fields = hiddenFields(page.body, '/domains/brewlab.com/buy');
    assert.ok(fields.csrf_token, 'the Buy form carries the session\'s token');
    const forgeries: Record<string, string>[] = [{ env: 'sandbox' }, { env: 'sandbox', csrf_token: 'guessed' }];
    for (const forged of forgeries) {
      const buy = await agent.post('/domains/brewlab.com/buy', forged);
      assert.equal(buy.status, 403, JSON.stringify(forged));
      assert.match(buy.body, /nothing was done/);
    }
    assert.equal((await h.db.query('SELECT 1 FROM checkout_sessions')).length, 0);
    const real = await agent.post('/domains/brewlab.com/buy', fields);
    assert.equal(real.status, 303);
    assert.match(String(real.location), /^\/checkout\?pt=/);
  });

  test('signed in but the email address not confirmed: still masked, with the way to confirm', async () => {
    await listed();
    await createUser(h.ctx, { email: 'new@example.com', password: USER_PASSWORD });
    const agent = new SessionAgent(h.app);
    await signIn(agent, 'new@example.com', USER_PASSWORD);
    const page = await agent.get('/domains/brewlab.com');
    assert.equal(page.status, 200);
    assert.match(page.body, /Sign in for pricing/);
    assert.match(page.body, /Confirm your email address/);
    assert.doesNotMatch(page.body, PRICE_DIGITS);
    const buy = await agent.post('/domains/brewlab.com/buy', { env: 'sandbox' });
    assert.equal(buy.status, 303);
    assert.match(String(buy.location), /^\/sign-in\?/, 'Buy is refused like for a visitor');
  });

  test('Buy posted without signing in makes no checkout (the hosted page would show the price): 303 to sign in and back', async () => {
    await listed();
    const buy = await h.app.inject({
      method: 'POST', url: '/domains/brewlab.com/buy', payload: 'env=sandbox', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(buy.statusCode, 303);
    assert.equal(buy.headers.location, '/sign-in?return_to=%2Fdomains%2Fbrewlab.com%3Fenv%3Dsandbox');
    assert.doesNotMatch(buy.body + JSON.stringify(buy.headers), PRICE_DIGITS);
    assert.equal((await h.db.query('SELECT 1 FROM checkout_sessions')).length, 0);
  });
});
