import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import { linkAffiliate } from '../src/modules/referrals/service.js';
import { createTestCredential, insertListings, signedInject, type TestSigner, usePartnerApp } from './helpers/partner-signer.js';

const LINKS = '/api/partner/v1/links';
const DAY_MS = 86_400_000;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

/** Referral links (issue 19; contract 2.7, 4.3, 5.2 scope refer): creation, the affiliate account, and GET|HEAD /r/{token}. */
describe('referral links and their clicks', () => {
  const h = usePartnerApp({ env: { SANDBOX: 'true' } });

  async function affiliate(scopes: ('refer' | 'report')[] = ['refer', 'report']) {
    const created = await createTestCredential(h.ctx, h.clock, { scopes });
    await linkAffiliate(h.ctx, { partnerId: created.partnerId });
    return created;
  }
  const create = (signer: TestSigner, body: Record<string, unknown>, key: string = randomUUID()) => signedInject(h.app, signer, {
    method: 'POST', url: LINKS, body: JSON.stringify(body), headers: { 'idempotency-key': key },
  });
  const pathOf = (url: string) => new URL(url).pathname;
  const click = (path: string, options: { ip?: string; ua?: string; cookie?: string; method?: 'GET' | 'HEAD' } = {}) => h.app.inject({
    method: options.method ?? 'GET', url: path, remoteAddress: options.ip ?? '203.0.113.7',
    headers: { 'user-agent': options.ua ?? BROWSER, ...(options.cookie ? { cookie: options.cookie } : {}) },
  });
  const cookieOf = (setCookie: string | string[] | undefined) => String(setCookie ?? '').split(';')[0]!;

  test('POST /links without an affiliate account → 403 forbidden naming the operator command; GET /links too', async () => {
    const { signer, partnerId } = await createTestCredential(h.ctx, h.clock, { scopes: ['refer'] });
    const r = await create(signer, { kind: 'generic' });
    assert.equal(r.status, 403, r.text);
    assert.equal(r.body.error.code, 'forbidden');
    assert.equal(r.body.error.details.reason, 'no_affiliate_account');
    assert.ok(r.body.error.message.includes(`nameport affiliates link ${partnerId}`), r.body.error.message);
    assert.equal((await signedInject(h.app, signer, { url: LINKS })).status, 403);
  });

  test('a credential without scope refer is refused (403) even when linked', async () => {
    const { signer } = await affiliate(['report']);
    assert.equal((await create(signer, { kind: 'generic' })).status, 403);
  });

  test('POST /links → 201 lnk_ with our /r/ url; kinds generic, domain (listed in the environment), product (fixed list); target_type is an alias', async () => {
    const { signer } = await affiliate();
    await insertListings(h.db, 'sandbox', [{ domain: 'brewlab.com', price: 19_500 }]);
    const generic = await create(signer, { kind: 'generic', label: 'newsletter' });
    assert.equal(generic.status, 201, generic.text);
    assert.match(generic.body.link_id, /^lnk_/);
    assert.match(generic.body.url, /^http:\/\/[^/]+\/r\/[A-Za-z0-9_-]{12}$/);
    assert.equal(generic.body.kind, 'generic');
    assert.equal(generic.body.target_type, 'generic');
    assert.equal(generic.body.label, 'newsletter');
    assert.equal(generic.body.clicks, 0);
    assert.equal(generic.body.created_at, h.clock.now().toISOString());

    const domain = await create(signer, { target_type: 'domain', domain: 'BrewLab.com' });
    assert.equal(domain.status, 201, domain.text);
    assert.equal(domain.body.kind, 'domain');
    assert.equal(domain.body.domain, 'brewlab.com');
    assert.match(domain.body.target, /\/domains\/brewlab\.com$/);

    const product = await create(signer, { kind: 'product', product: 'whois' });
    assert.equal(product.status, 201, product.text);
    assert.match(product.body.target, /\/products\/whois$/);

    const unlisted = await create(signer, { kind: 'domain', domain: 'unlisted.com' });
    assert.equal(unlisted.status, 404, unlisted.text);
    assert.match(unlisted.body.error.message, /not listed for sale in the sandbox environment/);
    const live = await createTestCredential(h.ctx, h.clock, { scopes: ['refer'], environment: 'live', name: 'Live' });
    await linkAffiliate(h.ctx, { partnerId: live.partnerId });
    assert.equal((await create(live.signer, { kind: 'domain', domain: 'brewlab.com' })).status, 404, 'a sandbox listing is not a live one');

    const badProduct = await create(signer, { kind: 'product', product: 'rockets' });
    assert.equal(badProduct.status, 400);
    assert.match(badProduct.body.error.message, /domain-search, whois/);
    assert.equal((await create(signer, { kind: 'generic', target_type: 'domain' })).status, 400, 'kind and target_type differ');
    assert.equal((await create(signer, {})).status, 400, 'kind is required');
    assert.equal((await create(signer, { kind: 'domain' })).status, 400, 'a domain link needs domain');

    const list = await signedInject(h.app, signer, { url: LINKS });
    assert.equal(list.status, 200, list.text);
    assert.deepEqual(list.body.items.map((l: { kind: string }) => l.kind), ['product', 'domain', 'generic'], 'newest first');
  });

  test('Idempotency-Key is honoured: the same key and body answer the same link; another body → 409', async () => {
    const { signer } = await affiliate();
    const key = randomUUID();
    const first = await create(signer, { kind: 'generic' }, key);
    const again = await create(signer, { kind: 'generic' }, key);
    assert.equal(again.status, 201);
    assert.equal(again.body.link_id, first.body.link_id);
    assert.equal((await create(signer, { kind: 'product', product: 'whois' }, key)).status, 409);
    assert.equal((await signedInject(h.app, signer, { url: LINKS })).body.items.length, 1);
  });

  test('GET /r/{token}: click recorded without the IP, 302 to our target, attribution cookie HttpOnly SameSite=Lax for 30 days', async () => {
    const { signer } = await affiliate();
    await insertListings(h.db, 'sandbox', [{ domain: 'brewlab.com', price: 19_500 }]);
    const generic = (await create(signer, { kind: 'generic' })).body;
    const domain = (await create(signer, { kind: 'domain', domain: 'brewlab.com' })).body;
    const product = (await create(signer, { kind: 'product', product: 'marketplace' })).body;

    const r = await click(pathOf(generic.url));
    assert.equal(r.statusCode, 302);
    assert.equal(r.headers.location, `${h.ctx.config.publicBaseUrl}/`);
    assert.equal(r.headers['cache-control'], 'no-store');
    const setCookie = String(r.headers['set-cookie']);
    assert.match(setCookie, /^nameport_ref=t1\.[A-Za-z0-9_-]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=2592000$/);
    assert.equal((await click(pathOf(domain.url))).headers.location, `${h.ctx.config.publicBaseUrl}/domains/brewlab.com`);
    assert.equal((await click(pathOf(product.url))).headers.location, `${h.ctx.config.publicBaseUrl}/products/marketplace`);

    const rows = await h.db.query<Record<string, unknown>>('SELECT * FROM referral_clicks');
    assert.equal(rows.length, 3);
    assert.ok(rows.every((row) => !JSON.stringify(row).includes('203.0.113.7')), 'no raw IP address is stored');
    // The targets exist and work without script.
    assert.equal((await h.app.inject({ url: '/' })).statusCode, 200);
    const page = await h.app.inject({ url: '/domains/brewlab.com' });
    assert.equal(page.statusCode, 200);
    // A visitor (not signed in) sees the name and "Sign in for pricing", never the price (test/referral-domain-page-prices.test.ts).
    assert.match(page.body, /<strong id="domain">brewlab\.com<\/strong> is for sale/);
    assert.match(page.body, /Sign in for pricing/);
    assert.doesNotMatch(page.body, /195/);
    assert.equal((await h.app.inject({ url: '/products/marketplace' })).statusCode, 200);
  });

  test('first click wins: a second click inside the window sets no new cookie; after 30 days (injected clock) a click sets a fresh one', async () => {
    const { signer } = await affiliate();
    const a = (await create(signer, { kind: 'generic' })).body;
    const b = (await create(signer, { kind: 'product', product: 'whois' })).body;
    const first = cookieOf((await click(pathOf(a.url))).headers['set-cookie']);
    h.clock.advance(29 * DAY_MS);
    const second = await click(pathOf(b.url), { cookie: first });
    assert.equal(second.statusCode, 302);
    assert.equal(second.headers['set-cookie'], undefined, 'the first link keeps the buyer');
    h.clock.advance(DAY_MS);
    const third = await click(pathOf(b.url), { cookie: first });
    assert.match(String(third.headers['set-cookie']), /^nameport_ref=t1\./, 'the 30-day window has closed: the new click takes over');
    const forged = await click(pathOf(b.url), { cookie: 'nameport_ref=t1.forged' });
    assert.match(String(forged.headers['set-cookie']), /^nameport_ref=t1\./, 'a cookie we did not seal counts as none');
  });

  test('HEAD and known crawlers count as clicks, not unique visitors, and get no cookie; one person clicking twice is one unique visitor', async () => {
    const { signer } = await affiliate();
    const link = (await create(signer, { kind: 'generic' })).body;
    const path = pathOf(link.url);
    const head = await click(path, { method: 'HEAD' });
    assert.equal(head.statusCode, 302);
    assert.equal(head.headers['set-cookie'], undefined);
    const slack = await click(path, { ua: 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)', ip: '198.51.100.1' });
    assert.equal(slack.statusCode, 302);
    assert.equal(slack.headers['set-cookie'], undefined);
    await click(path, { ua: 'facebookexternalhit/1.1', ip: '198.51.100.2' });
    await click(path, { ua: '', ip: '198.51.100.3' });
    await click(path);
    await click(path);
    await click(path, { ip: '203.0.113.8' });
    const list = await signedInject(h.app, signer, { url: LINKS });
    const stats = list.body.items[0];
    assert.equal(stats.clicks, 7);
    assert.equal(stats.bot_clicks, 4);
    assert.equal(stats.unique_visitors, 2);
  });

  test('an unknown or malformed token → 404 page, no Location header, nothing recorded (never an open redirect)', async () => {
    await affiliate();
    for (const path of ['/r/AAAAAAAAAAAA', '/r/short', '/r/..%2F..%2Fevil.example', '/r/https%3A%2F%2Fevil.example']) {
      const r = await click(path);
      assert.equal(r.statusCode, 404, path);
      assert.equal(r.headers.location, undefined, path);
      assert.match(String(r.headers['content-type']), /text\/html/);
    }
    assert.equal((await h.db.query('SELECT 1 FROM referral_clicks')).length, 0);
  });
});
