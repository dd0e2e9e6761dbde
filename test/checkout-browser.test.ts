// test-plan: PGlite only: drives the hosted checkout pages in Chromium; the order and payment records they write are checked on both databases by test/checkout.test.ts and test/checkout-fallback.test.ts
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { browserSkip, freePort, openBrowser, type BrowserSession } from './helpers/browser.js';
import { createTestCredential, insertListings, signedInject, usePartnerApp } from './helpers/partner-signer.js';

/**
 * Hosted checkout in a real browser (issue 18): Debian chromium via playwright-core opens the checkout URL, pays with
 * the sandbox button (no Stripe key), lands on the partner's return_url, and the order is PAID.
 */
describe('hosted checkout in a real browser (issue 18): sandbox payment end to end', { skip: browserSkip() }, () => {
  const env: Record<string, string> = {};
  let port = 0;
  let shop: Server | undefined;
  let shopOrigin = '';
  let browser: BrowserSession | undefined;
  before(async () => {
    port = await freePort();
    Object.assign(env, { SANDBOX: 'true', PUBLIC_BASE_URL: `http://127.0.0.1:${port}` });
    // The partner's shop: the return_url the buyer lands on.
    shop = createServer((_req, res) => { res.writeHead(200, { 'content-type': 'text/html' }); res.end('<!doctype html><title>Shop</title><h1>Thanks for your order</h1>'); });
    await new Promise<void>((resolve) => shop!.listen(0, '127.0.0.1', resolve));
    shopOrigin = `http://127.0.0.1:${(shop.address() as { port: number }).port}`;
  });
  const h = usePartnerApp({ env });
  before(async () => {
    await h.app.listen({ host: '127.0.0.1', port });
    browser = await openBrowser([`http://127.0.0.1:${port}`, shopOrigin]);
  });
  after(async () => {
    await browser?.close();
    await new Promise<void>((resolve) => (shop ? shop.close(() => resolve()) : resolve()));
  });

  test('open checkout_url, press "Pay (sandbox)", land on return_url; the order is PAID and service_collected', { timeout: 120_000 }, async () => {
    await insertListings(h.db, 'sandbox', [{ domain: 'brewlab.com', price: 19_500 }]);
    const { signer } = await createTestCredential(h.ctx, h.clock, { scopes: ['embed', 'buy'] });
    const created = await signedInject(h.app, signer, {
      method: 'POST', url: '/api/partner/v1/checkout-session', headers: { 'idempotency-key': randomUUID() },
      body: JSON.stringify({ domain: 'brewlab.com', return_url: `${shopOrigin}/thanks`, cancel_url: `${shopOrigin}/cart` }),
    });
    assert.equal(created.status, 201, created.text);
    const { page, problems } = await browser!.newPage();
    await page.goto(created.body.checkout_url);
    assert.equal(await page.locator('#domain').textContent(), 'brewlab.com');
    assert.equal(await page.locator('#price').textContent(), '$195.00');
    assert.equal(await page.locator('#pay').textContent(), 'Pay (sandbox)');
    await page.fill('#email', 'ada@example.com');
    mkdirSync(join(import.meta.dirname, '..', 'test-artifacts'), { recursive: true });
    await page.screenshot({ path: join(import.meta.dirname, '..', 'test-artifacts', 'checkout-page.png'), fullPage: true });
    await Promise.all([page.waitForURL(`${shopOrigin}/thanks`), page.click('#pay')]);
    assert.equal(await page.locator('h1').textContent(), 'Thanks for your order');
    const orders = await h.db.query<{ status: string; payment_model: string; buyer: { email: string } }>('SELECT status, payment_model, buyer FROM orders');
    assert.equal(orders.length, 1);
    assert.equal(orders[0]!.status, 'PAID');
    assert.equal(orders[0]!.payment_model, 'service_collected');
    assert.equal(orders[0]!.buyer.email, 'ada@example.com');
    // Opened again, the link says it was paid instead of offering a second payment.
    await page.goto(created.body.checkout_url);
    assert.match((await page.locator('main').textContent()) ?? '', /Payment received/);
    await page.screenshot({ path: join(import.meta.dirname, '..', 'test-artifacts', 'checkout-paid.png'), fullPage: true });
    assert.deepEqual(problems, []);
    assert.deepEqual(browser!.blocked, []);
  });
});
