// test-plan: PGlite only: renders /docs from /openapi.json in Chromium; nothing on the page reads the database beyond a price, which test/pricing.test.ts checks on both databases
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { syncPrices } from '../src/modules/catalog/pricing/sync.js';
import type { Db } from '../src/platform/db/db.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { assertChromiumInstalled, browserSkip, freePort, openBrowser, SKIP_BROWSER, TEST_HOST, type BrowserSession, type WatchedPage } from './helpers/browser.js';
import { openTestDb } from './helpers/db.js';
import { FakeRtr } from './helpers/fake-rtr.js';

/**
 * The reference page (/docs) in a real browser: Swagger UI loads the document of the running app,
 * renders the operations, and "Try it out" → "Execute" calls the API and shows the answer; the partner page
 * (/docs/partner) renders interface B's document without "Try it out".
 * Needs /usr/bin/chromium (apt-get install -y chromium); NAMEPORT_SKIP_BROWSER=1 skips.
 */
const SCREENSHOT = '/tmp/docs.png';

let db: Db;
let rtr: FakeRtr;
let t: TestApp;
let port: number;
let origin: string;
let browser: BrowserSession | undefined;

before(async () => {
  if (SKIP_BROWSER) return;
  assertChromiumInstalled();
  db = await openTestDb();
  rtr = await new FakeRtr().start();
  port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  // PUBLIC_BASE_URL is the document's `servers` entry: the URL "Try it out" calls.
  t = await buildTestApp(db, rtr, { PUBLIC_BASE_URL: origin });
  await syncPrices(t.ctx);
  await t.app.listen({ host: '127.0.0.1', port });
  browser = await openBrowser([origin, `http://${TEST_HOST}:${port}`]);
});

after(async () => {
  await browser?.close();
  await t?.close();
  await rtr?.stop();
  await db?.close();
});

async function newPage(): Promise<WatchedPage> {
  assert.ok(browser, 'the browser did not start');
  return browser.newPage();
}

function assertNoProblems(problems: string[]): void {
  assert.ok(
    problems.length === 0,
    `the page reported ${problems.length} problem(s) (CSP errors come from the staticCSP of the /docs page):\n${problems.join('\n')}`,
  );
}

function assertNothingBlocked(): void {
  assert.ok(browser!.blocked.length === 0, `the page tried to reach other origins (aborted):\n${browser!.blocked.join('\n')}`);
}

/** Opens /docs on `base` and waits until Swagger UI has rendered the operations; returns the document it loaded. */
async function openDocs({ page, problems }: WatchedPage, base: string): Promise<unknown> {
  // Swagger UI reads the document from /docs/json, the same app.swagger() object as GET /openapi.json.
  const spec = page.waitForResponse((response) => response.url() === `${base}/docs/json`, { timeout: 15_000 });
  const response = await page.goto(`${base}/docs`, { waitUntil: 'load', timeout: 30_000 });
  assert.equal(response?.status(), 200, `GET ${base}/docs answered ${response?.status()}`);
  const loaded = await spec.catch(() => assert.fail(`the page never requested ${base}/docs/json; it reported:\n${problems.join('\n')}`));
  assert.equal(loaded.status(), 200, `GET ${base}/docs/json answered ${loaded.status()}`);
  // Swagger UI ids operations as operations-<tag>-<operationId> (deepLinking is on).
  await page.locator('#operations-pricing-getTldPrice').waitFor({ state: 'visible', timeout: 30_000 });
  return loaded.json();
}

test('contract 9: /docs renders the operations of /openapi.json in a real browser', { skip: browserSkip(), timeout: 120_000 }, async () => {
  const watched = await newPage();
  const { page, problems } = watched;
  try {
    const shown = await openDocs(watched, origin);
    const served = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    assert.deepEqual(shown, served, 'the page shows a different document than GET /openapi.json');

    const pricing = page.locator('#operations-pricing-getTldPrice');
    assert.equal((await pricing.locator('.opblock-summary-method').innerText()).trim(), 'GET');
    assert.equal((await pricing.locator('.opblock-summary-path').innerText()).replace(/\u200b/g, '').trim(), '/api/pricing/tld');
    await page.getByText('Price of a TLD lifecycle operation').first().waitFor({ state: 'visible' });
    await page.locator('#operations-tlds-getTldMetadata').waitFor({ state: 'visible' });
    await page.locator('#operations-meta-getHealth').waitFor({ state: 'visible' });
    assert.match(await page.locator('.info .title').innerText(), /Nameport API/);

    assertNothingBlocked();
    assertNoProblems(problems);
  } finally {
    await page.close();
  }
});

test('contract 9: "Try it out" on /docs calls GET /api/pricing/tld?tld=com and shows the 200 answer', { skip: browserSkip(), timeout: 120_000 }, async () => {
  const watched = await newPage();
  const { page, problems } = watched;
  try {
    await openDocs(watched, origin);
    const pricing = page.locator('#operations-pricing-getTldPrice');
    await pricing.locator('.opblock-summary').first().click();
    await pricing.getByRole('button', { name: 'Try it out' }).click();
    await pricing.locator('tr[data-param-name="tld"] input').fill('com');

    const call = page.waitForResponse((response) => response.url().startsWith(`${origin}/api/pricing/tld?`), { timeout: 30_000 });
    await pricing.getByRole('button', { name: 'Execute' }).click();
    const answer = await call;
    assert.equal(answer.status(), 200);
    const requestUrl = new URL(answer.url());
    assert.equal(requestUrl.searchParams.get('tld'), 'com');
    assert.equal(requestUrl.searchParams.get('op'), 'transfer', 'the default of op was not sent');

    // The live answer as Swagger UI renders it.
    const live = pricing.locator('.live-responses-table');
    await live.waitFor({ state: 'visible', timeout: 30_000 });
    assert.equal((await live.locator('.response .response-col_status').first().innerText()).trim(), '200');
    const body = JSON.parse(await live.locator('.response-col_description .microlight').first().innerText()) as unknown;
    // FakeRtr's com TRANSFER cost is 1106 cents; the default markup is 10 %, rounded up.
    assert.deepEqual(body, { tld: 'com', op: 'transfer', priceCents: 1217 });

    assertNothingBlocked();
    assertNoProblems(problems);
  } finally {
    await page.screenshot({ path: SCREENSHOT, fullPage: true }).catch(() => undefined);
    await page.close();
  }
});

test('/docs/partner renders the partner document in a real browser, read-only: no "Try it out"', { skip: browserSkip(), timeout: 120_000 }, async () => {
  const { page, problems } = await newPage();
  try {
    const spec = page.waitForResponse((response) => response.url() === `${origin}/docs/partner/json`, { timeout: 15_000 });
    const response = await page.goto(`${origin}/docs/partner`, { waitUntil: 'load', timeout: 30_000 });
    assert.equal(response?.status(), 200, `GET /docs/partner answered ${response?.status()}`);
    const loaded = await spec.catch(() => assert.fail(`the page never requested /docs/partner/json; it reported:\n${problems.join('\n')}`));
    const served = (await t.app.inject({ method: 'GET', url: '/api/partner/v1/openapi.json' })).json();
    assert.deepEqual(await loaded.json(), served, 'the page shows a different document than GET /api/partner/v1/openapi.json');

    const search = page.locator('#operations-inventory-searchInventory');
    await search.waitFor({ state: 'visible', timeout: 30_000 });
    assert.equal((await search.locator('.opblock-summary-method').innerText()).trim(), 'GET');
    assert.equal((await search.locator('.opblock-summary-path').innerText()).replace(/\u200b/g, '').trim(), '/api/partner/v1/domains/search');
    assert.match(await page.locator('.info .title').innerText(), /Nameport Partner API/);
    // Opened, the operation shows its parameters but no "Try it out": a browser cannot sign the request.
    await search.locator('.opblock-summary').first().click();
    await search.locator('tr[data-param-name="q"]').waitFor({ state: 'visible', timeout: 30_000 });
    assert.equal(await search.getByRole('button', { name: 'Try it out' }).count(), 0);

    assertNothingBlocked();
    assertNoProblems(problems);
  } finally {
    await page.close();
  }
});

test('contract 9: /docs also renders over plain HTTP on a host name that is not loopback', { skip: browserSkip(), timeout: 120_000 }, async () => {
  // Browsers treat 127.0.0.1 and localhost as secure; a deployment on http://<internal host>:<port> is not.
  // A `upgrade-insecure-requests` CSP would turn every asset of the page into a failing https:// request.
  const base = `http://${TEST_HOST}:${port}`;
  const watched = await newPage();
  const { page, problems } = watched;
  try {
    await openDocs(watched, base);
    await page.locator('#operations-tlds-getTldMetadata').waitFor({ state: 'visible' });
    assertNothingBlocked();
    assertNoProblems(problems);
  } finally {
    await page.close();
  }
});
