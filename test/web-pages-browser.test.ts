// test-plan: PGlite only: drives the human web pages in Chromium; what they render is checked on both databases by test/web-pages.test.ts
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { importListings } from '../src/modules/listings/import.js';
import { useTestApp } from './helpers/app.js';
import { browserSkip, freePort, openBrowser, type BrowserSession } from './helpers/browser.js';

/**
 * The human web pages in a real browser (README "Web pages"): Debian chromium types a name into the home page's search,
 * submits the form (no script: a plain GET), reads the results table, then follows the header's Marketplace link and a
 * listing's link to its domain page. Screenshots go to /tmp/nameport-web-*.png.
 */
describe('human web pages in a real browser: search from the home page, then marketplace to a domain page', { skip: browserSkip() }, () => {
  const env: Record<string, string> = {};
  let port = 0;
  let origin = '';
  let browser: BrowserSession | undefined;
  before(async () => {
    port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    Object.assign(env, { PUBLIC_BASE_URL: origin });
  });
  const h = useTestApp({ search: true, env });
  before(async () => {
    await h.t.app.listen({ host: '127.0.0.1', port });
    browser = await openBrowser([origin]);
  });
  after(async () => {
    await browser?.close();
  });

  test('type a name, press Search, see the name and its alternates priced; Marketplace → a listing → its Buy page', { timeout: 60_000 }, async () => {
    await importListings(h.t.ctx, { text: 'domain,price\nbrewlab.io,19500\ncoffeeshop.com,4200', format: 'csv', environment: 'live' });
    mkdirSync('/tmp', { recursive: true });
    const { page, problems } = await browser!.newPage();
    await page.goto(`${origin}/`);
    await page.screenshot({ path: '/tmp/nameport-web-home.png', fullPage: true });
    await page.getByLabel('Domain name').fill('brewlab.com');
    await Promise.all([page.waitForURL(/\/search\?q=brewlab\.com$/), page.getByRole('button', { name: 'Search', exact: true }).click()]);
    assert.equal(await page.title(), 'Search: brewlab.com · Nameport');
    const rows = page.locator('#results tbody tr');
    assert.equal(await rows.count(), 10);
    assert.equal(await rows.first().getAttribute('data-domain'), 'brewlab.com');
    assert.match((await page.locator('tr[data-domain="brewlab.io"]').textContent()) ?? '', /For sale on the marketplace.*Sign in for pricing/);
    assert.match((await rows.first().textContent()) ?? '', /\$\d+\.\d\d/);
    await page.screenshot({ path: '/tmp/nameport-web-search.png', fullPage: true });

    await Promise.all([page.waitForURL(`${origin}/marketplace`), page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Marketplace' }).click()]);
    assert.match((await page.locator('#market-count').textContent()) ?? '', /^2 domains for sale/);
    await page.screenshot({ path: '/tmp/nameport-web-marketplace.png', fullPage: true });
    await Promise.all([page.waitForURL(`${origin}/domains/coffeeshop.com`), page.getByRole('link', { name: 'coffeeshop.com' }).click()]);
    // A visitor: the domain page masks the price like the marketplace (contract 2.1 rule 4), no Buy before signing in.
    assert.equal(await page.locator('#price').textContent(), 'Sign in for pricing');
    assert.equal(await page.locator('#sign-in').getAttribute('href'), '/sign-in?return_to=%2Fdomains%2Fcoffeeshop.com');
    assert.equal(await page.locator('#buy').count(), 0);

    // The WHOIS form of the home page, and the price table's sort links.
    await page.goto(`${origin}/`);
    await page.getByLabel('Domain to look up').fill('google.com');
    await Promise.all([page.waitForURL(`${origin}/whois/google.com`), page.getByRole('button', { name: 'Look up' }).click()]);
    assert.equal(await page.locator('#registrar').textContent(), 'MarkMonitor Inc.');
    await page.screenshot({ path: '/tmp/nameport-web-whois.png', fullPage: true });
    await page.goto(`${origin}/tlds`);
    await Promise.all([page.waitForURL(`${origin}/tlds?sort=register`), page.getByRole('link', { name: 'Register' }).click()]);
    await page.screenshot({ path: '/tmp/nameport-web-tlds.png', fullPage: true });
    assert.deepEqual(problems, []);
    assert.deepEqual(browser!.blocked, []);
  });
});
