// test-plan: PGlite only: drives a referral link in Chromium (cookie, redirect, form posts); the attribution stored on the order is checked on both databases by test/referral-attribution.test.ts and test/referral-links.test.ts
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { linkAffiliate } from '../src/modules/referrals/service.js';
import { createVerifiedUser, USER_EMAIL, USER_PASSWORD } from './helpers/oauth-client.js';
import { browserSkip, freePort, openBrowser, type BrowserSession } from './helpers/browser.js';
import { createTestCredential, insertListings, signedInject, usePartnerApp } from './helpers/partner-signer.js';

/**
 * A referral link in a real browser (issue 19): Debian chromium follows the link, keeps the first-party cookie
 * (HttpOnly, SameSite=Lax) while the buyer signs in from the domain page (prices are masked before that), buys there
 * with the sandbox button, and the order is the link partner's.
 */
describe('referral link in a real browser (issue 19): click → domain page → Buy → Pay → attributed order', { skip: browserSkip() }, () => {
  const env: Record<string, string> = {};
  let port = 0;
  let browser: BrowserSession | undefined;
  before(async () => {
    port = await freePort();
    Object.assign(env, { SANDBOX: 'true', PUBLIC_BASE_URL: `http://127.0.0.1:${port}` });
  });
  const h = usePartnerApp({ env });
  before(async () => {
    await h.app.listen({ host: '127.0.0.1', port });
    browser = await openBrowser([`http://127.0.0.1:${port}`]);
  });
  after(async () => {
    await browser?.close();
  });

  test('the browser keeps the attribution cookie across the redirect and the form posts; the paid order carries referral_link_id', { timeout: 120_000 }, async () => {
    await insertListings(h.db, 'sandbox', [{ domain: 'brewlab.com', price: 19_500 }]);
    const { signer, partnerId } = await createTestCredential(h.ctx, h.clock, { scopes: ['refer'] });
    await linkAffiliate(h.ctx, { partnerId });
    await createVerifiedUser(h.ctx);
    const link = await signedInject(h.app, signer, {
      method: 'POST', url: '/api/partner/v1/links', headers: { 'idempotency-key': randomUUID() },
      body: JSON.stringify({ kind: 'domain', domain: 'brewlab.com', label: 'blog post' }),
    });
    assert.equal(link.status, 201, link.text);

    const { page, problems } = await browser!.newPage();
    await page.goto(link.body.url);
    assert.equal(new URL(page.url()).pathname, '/domains/brewlab.com');
    assert.equal(await page.locator('#price').textContent(), 'Sign in for pricing', 'a visitor does not see the masked price');
    const [cookie] = await page.context().cookies();
    assert.equal(cookie?.name, 'nameport_ref');
    assert.equal(cookie?.httpOnly, true);
    assert.equal(cookie?.sameSite, 'Lax');
    const artifacts = join(import.meta.dirname, '..', 'test-artifacts');
    mkdirSync(artifacts, { recursive: true });
    await page.screenshot({ path: join(artifacts, 'referral-domain-page.png'), fullPage: true });

    // Sign in from the page's link: back on the page, signed in, the price and Buy; the attribution cookie is still there.
    await Promise.all([page.waitForURL(/\/sign-in\?return_to=/), page.click('#sign-in')]);
    await page.fill('#email', USER_EMAIL);
    await page.fill('#password', USER_PASSWORD);
    await Promise.all([page.waitForURL(`http://127.0.0.1:${port}/domains/brewlab.com`), page.getByRole('button', { name: 'Sign in' }).click()]);
    assert.equal(await page.locator('#price').textContent(), '$195.00');
    await page.screenshot({ path: join(artifacts, 'referral-domain-page-signed-in.png'), fullPage: true });
    await Promise.all([page.waitForURL(/\/checkout\?pt=/), page.click('#buy')]);
    await page.fill('#email', 'ada@example.com');
    await Promise.all([page.waitForURL(/\/checkout\/success/), page.click('#pay')]);
    assert.match((await page.locator('main').textContent()) ?? '', /Payment received/);
    await page.screenshot({ path: join(artifacts, 'referral-paid.png'), fullPage: true });

    const [order] = await h.db.query<{ partner_id: string; referral_link_id: string; payment_model: string }>('SELECT partner_id, referral_link_id, payment_model FROM orders');
    assert.deepEqual({ ...order }, { partner_id: partnerId, referral_link_id: link.body.link_id, payment_model: 'service_collected' });
    const links = await signedInject(h.app, signer, { url: '/api/partner/v1/links' });
    assert.deepEqual([links.body.items[0].clicks, links.body.items[0].unique_visitors, links.body.items[0].conversions], [1, 1, 1]);
    assert.deepEqual(problems, []);
    assert.deepEqual(browser!.blocked, []);
  });
});
