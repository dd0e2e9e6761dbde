import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { useTestApp } from './helpers/app.js';
import { prepareSandbox } from '../src/modules/sandbox/prepare.js';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../src/modules/sandbox/demo-account.js';
import { SessionAgent, signIn } from './helpers/session-agent.js';
import { ManualClock } from '../src/platform/clock.js';
import { DEMO_PARTNER_KEY_ID, DEMO_PARTNER_SECRET } from '../src/modules/sandbox/demo-partner.js';
import { signedInject, TestSigner } from './helpers/partner-signer.js';

/** The 30 most common TLDs a newcomer will try (issue 3, item 10). */
const COMMON = ['com', 'net', 'org', 'io', 'co', 'ai', 'app', 'dev', 'xyz', 'me', 'info', 'biz', 'us', 'uk', 'de',
  'nl', 'eu', 'fr', 'ca', 'au', 'in', 'tv', 'cc', 'online', 'site', 'store', 'tech', 'shop', 'blog', 'cloud'];

describe('sandbox data set through the built-in RTR-format upstream (issue 3, item 10)', () => {
  // What `serve --sandbox` runs before it listens: syncs, the listings, the demo account and partner.
  const sandbox = useTestApp({ sandbox: true, prepare: prepareSandbox });

  test('the sandbox demo partner credential signs requests to interface B out of the box (README)', async () => {
    const signer = new TestSigner(DEMO_PARTNER_KEY_ID, DEMO_PARTNER_SECRET, new ManualClock(new Date().toISOString()));
    const found = await signedInject(sandbox.t.app, signer, { url: '/api/partner/v1/domains/search?q=coffee%20shop' });
    assert.equal(found.status, 200, found.text);
    assert.ok(found.body.results.length > 0 && found.body.results.length <= 5);
    const again = await signedInject(sandbox.t.app, signer, { url: '/api/partner/v1/availability?domain=unlisted-name-xyz.com' });
    assert.deepEqual([again.status, again.body.available], [200, false]);
  });

  test('issue 19: the demo partner is linked to an affiliate account at start-up, so it creates referral links at once', async () => {
    const signer = new TestSigner(DEMO_PARTNER_KEY_ID, DEMO_PARTNER_SECRET, new ManualClock(new Date().toISOString()));
    const link = await signedInject(sandbox.t.app, signer, { method: 'POST', url: '/api/partner/v1/links', body: JSON.stringify({ kind: 'generic' }) });
    assert.equal(link.status, 201, link.text);
    assert.match(link.body.url, /\/r\/[A-Za-z0-9_-]{12}$/);
  });

  test('the sandbox search stream answers offline: listed names for sale, captured RDAP names registered, the rest by the sandbox registrar', async () => {
    const response = await sandbox.t.app.inject({ method: 'POST', url: '/api/domain/search', payload: { q: 'google.com' } });
    assert.equal(response.statusCode, 200);
    const rows = response.body.trim().split('\n').map((line) => JSON.parse(line)).filter((e) => e.kind === 'row');
    const google = rows.find((r) => r.domain === 'google.com');
    assert.deepEqual([google.state, google.whois_summary?.registrar], ['registered', 'MarkMonitor Inc.']);
    assert.ok(rows.every((r) => r.state !== 'unknown'), JSON.stringify(rows.map((r) => [r.domain, r.state, r.meta.errors])));
  });

  test('the 30 most common TLDs have a registration price and requirements offline', async () => {
    for (const tld of COMMON) {
      const price = await sandbox.t.app.inject({ method: 'GET', url: `/api/pricing/tld?tld=${tld}&op=register` });
      assert.equal(price.statusCode, 200, tld);
      assert.equal(typeof price.json().priceCents, 'number', `${tld} has no register price`);
      const metadata = await sandbox.t.app.inject({ method: 'GET', url: `/api/tlds/${tld}/metadata` });
      assert.equal(metadata.statusCode, 200, `${tld}: ${metadata.body}`);
      assert.equal(metadata.json().source, 'rtr');
    }
  });

  test('sandbox answers are marked: X-Nameport-Mode: sandbox and /healthz sandbox true', async () => {
    const response = await sandbox.t.app.inject({ method: 'GET', url: '/healthz' });
    assert.equal(response.headers['x-nameport-mode'], 'sandbox');
    assert.equal(response.json().sandbox, true);
  });

  test('real values where the data is real: .com from the RTR fixture, price from the 2025 retail list + 10%', async () => {
    const com = (await sandbox.t.app.inject({ method: 'GET', url: '/api/tlds/com/metadata' })).json();
    assert.equal(com.provider, 'Verisign');
    const price = (await sandbox.t.app.inject({ method: 'GET', url: '/api/pricing/tld?tld=com&op=register' })).json();
    assert.equal(price.priceCents, 1217); // 11.06 USD cost + 10%, rounded up
  });

  test('country-restricted TLDs carry their restriction (.ca: CA only)', async () => {
    const ca = (await sandbox.t.app.inject({ method: 'GET', url: '/api/tlds/ca/metadata' })).json();
    assert.deepEqual(ca.allowedCountries, ['CA']);
  });

  test('the sandbox inventory holds at least 5,000 synthetic listings, prices masked for anonymous callers', async () => {
    const page = (await sandbox.t.app.inject({ method: 'GET', url: '/api/market/listings?limit=5' })).json();
    assert.ok(page.page.total >= 5_000, `only ${page.page.total} listings`);
    assert.equal(page.items[0].price_cents, null);
  });

  test('the demo account signs in, sees listing prices and owns a portfolio for bulk operations', async () => {
    const agent = new SessionAgent(sandbox.t.app);
    const response = await signIn(agent, DEMO_EMAIL, DEMO_PASSWORD);
    assert.equal(response.status, 303);
    const cookie = [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const page = (await sandbox.t.app.inject({ method: 'GET', url: '/api/market/listings?limit=1', headers: { cookie } })).json();
    assert.equal(typeof page.items[0].price_cents, 'number');
    const bulk = await sandbox.t.app.inject({ method: 'POST', url: '/api/domains/bulk/renew', headers: { cookie }, payload: { domains: ['acme-roasters.com'], params: { years: 1 } } });
    assert.equal(bulk.statusCode, 202, bulk.body);
    await sandbox.t.ctx.bulk.whenIdle();
    const job = (await sandbox.t.app.inject({ method: 'GET', url: bulk.headers.location as string, headers: { cookie } })).json();
    assert.deepEqual(job.items.map((i: { status: string; result: { expiryDate?: string } }) => [i.status, i.result?.expiryDate]), [['succeeded', '2028-01-01T00:00:00.000Z']]);
  });
});
