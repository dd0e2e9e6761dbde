import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { importListings } from '../src/modules/listings/import.js';
import { useTestApp } from './helpers/app.js';
import { createVerifiedUser, SessionAgent, USER_EMAIL, USER_PASSWORD } from './helpers/oauth-client.js';
import { signIn } from './helpers/session-agent.js';

/**
 * The human web pages (README "Web pages"): home, /search, /whois/{domain}, /tlds, /tlds/{tld}, /marketplace. Server-rendered
 * over the same services as the public API, so the search limit and the WHOIS quota are the API's, shared with it.
 */
describe('human web pages', () => {
  const h = useTestApp({ search: true, env: { SEARCH_RATE_LIMIT_PER_MINUTE: '3', WHOIS_DAILY_CAP_ANONYMOUS: '2' } });
  const get = async (url: string, remoteAddress = '198.51.100.20') => {
    const response = await h.t.app.inject({ method: 'GET', url, remoteAddress });
    return { status: response.statusCode, headers: response.headers, body: response.body };
  };
  const listing = (text: string) => importListings(h.t.ctx, { text, format: 'csv', environment: 'live' });

  test('every page has the shared layout: lang, viewport, its own <title>, the header links, our stylesheet only, the strict CSP', async () => {
    await listing('domain,price\nbrewlab.com,19500');
    const titles: [string, RegExp][] = [
      ['/', /<title>Domain names, found and bought · Nameport<\/title>/],
      ['/search', /<title>Search domains · Nameport<\/title>/],
      ['/whois', /<title>WHOIS lookup · Nameport<\/title>/],
      ['/tlds', /<title>TLD prices · Nameport<\/title>/],
      ['/tlds/com', /<title>\.com · Nameport<\/title>/],
      ['/marketplace', /<title>Marketplace · Nameport<\/title>/],
    ];
    for (const [url, title] of titles) {
      const page = await get(url);
      assert.equal(page.status, 200, url);
      assert.match(page.body, title, url);
      assert.match(page.body, /<html lang="en">/);
      assert.match(page.body, /<meta name="viewport" content="width=device-width, initial-scale=1">/);
      for (const href of ['/', '/whois', '/tlds', '/marketplace', '/account', '/docs']) assert.ok(page.body.includes(`<li class="nav-item"><a href="${href}"`), `${url} links ${href}`);
      assert.doesNotMatch(page.body, /<script|src="http|href="http/, `${url} loads nothing from elsewhere and runs no script`);
      assert.match(String(page.headers['content-security-policy']), /default-src 'none'/);
    }
  });

  test('home: keeps the product pages referral links rely on, and has labelled search and WHOIS forms', async () => {
    const home = await get('/');
    assert.match(home.body, /<form class="inline-form" method="get" action="\/search" role="search">/);
    assert.match(home.body, /<label for="q">Domain name<\/label>\n<input id="q" name="q"/);
    assert.match(home.body, /<label for="whois-domain">Domain to look up<\/label>/);
    assert.match(home.body, /href="\/products\//);
  });

  test('search: the queried name and its alternates with registration and marketplace prices; masked for a visitor', async () => {
    await listing('domain,price\nbrewlab.io,250000');
    const page = await get('/search?q=BrewLab.com');
    assert.equal(page.status, 200, page.body);
    assert.match(page.body, /<tr class="primary" data-domain="brewlab\.com">/);
    assert.match(page.body, /data-domain="brewlab\.net"/);
    // The listed alternate links to its page and hides its price from a visitor, as the API masks it.
    assert.match(page.body, /data-domain="brewlab\.io">.*For sale on the marketplace.*Sign in for pricing.*href="\/domains\/brewlab\.io"/);
    assert.doesNotMatch(page.body, /250,000/);
    // Registration prices come from the price list through money formatting: "$12.34", never a float.
    assert.match(page.body, /data-domain="brewlab\.com">.*<td class="num">\$\d+\.\d\d/);
  });

  test('contract 2.1 rule 4 on the pages: a verified signed-in person sees marketplace prices in search and on the marketplace', async () => {
    await listing('domain,price\nbrewlab.io,2500');
    await createVerifiedUser(h.t.ctx);
    const agent = new SessionAgent(h.t.app);
    agent.ip = '198.51.100.50';
    await signIn(agent, USER_EMAIL, USER_PASSWORD);
    const search = await agent.get('/search?q=brewlab.com');
    assert.equal(search.status, 200);
    assert.match(search.body, /data-domain="brewlab\.io">.*<a href="\/domains\/brewlab\.io">\$2,500\.00<\/a>/);
    const market = await agent.get('/marketplace');
    assert.match(market.body, /<a href="\/domains\/brewlab\.io">brewlab\.io<\/a><\/th><td class="num">\$2,500\.00<\/td>/);
    assert.doesNotMatch(market.body, /Sign in for pricing/);
  });

  test('search: hostile input is shown as text, never markup; a bad name is a 400 page saying what is wrong', async () => {
    const hostile = await get(`/search?q=${encodeURIComponent('<script>alert(1)</script>.com')}`);
    assert.equal(hostile.status, 400);
    assert.doesNotMatch(hostile.body, /<script>alert/);
    assert.match(hostile.body, /value="&lt;script&gt;alert\(1\)&lt;\/script&gt;\.com"/);
    assert.match(hostile.body, /class="error" role="alert">[^<]*not a domain name/);
    const empty = await get('/search?q=%20');
    assert.equal(empty.status, 400);
    assert.match(empty.body, /Type a domain name to search/);
    const long = await get(`/search?q=${'a'.repeat(300)}.com`);
    assert.equal(long.status, 400);
    assert.match(long.body, /longer than/);
  });

  test('search limit: the page and POST /api/domain/search share one per-minute allowance; over it a 429 page says when to retry', async () => {
    const ip = '198.51.100.30';
    h.t.clock.set('2026-03-01T12:00:15.000Z');
    const api = await h.t.app.inject({ method: 'POST', url: '/api/domain/search', payload: { q: 'acme.com', include_alternates: false }, remoteAddress: ip });
    assert.equal(api.statusCode, 200);
    assert.equal((await get('/search?q=acme.com', ip)).status, 200);
    assert.equal((await get('/search?q=acme.org', ip)).status, 200);
    const refused = await get('/search?q=acme.net', ip);
    assert.equal(refused.status, 429);
    assert.equal(refused.headers['retry-after'], '45');
    assert.match(refused.body, /Try again in 45 seconds/);
    const apiRefused = await h.t.app.inject({ method: 'POST', url: '/api/domain/search', payload: { q: 'acme.com' }, remoteAddress: ip });
    assert.equal(apiRefused.statusCode, 429, 'the API sees the searches made on the page');
    h.t.clock.set('2026-03-01T12:01:00.000Z');
    assert.equal((await get('/search?q=acme.net', ip)).status, 200);
  });

  test('WHOIS: registrar, dates, status and name servers; the form redirects to /whois/{domain}; quota shared with the API', async () => {
    const ip = '198.51.100.40';
    const form = await get('/whois?domain=google.com', ip);
    assert.equal(form.status, 303);
    assert.equal(form.headers.location, '/whois/google.com');
    const page = await get('/whois/google.com', ip);
    assert.equal(page.status, 200, page.body);
    assert.match(page.body, /<dd id="registrar">MarkMonitor Inc\.<\/dd>/);
    assert.match(page.body, /<dd id="created">1997-09-15<\/dd>/);
    assert.match(page.body, /<li>ns1\.google\.com<\/li>/);
    assert.match(page.body, /<code>clientTransferProhibited<\/code>/);
    assert.match(page.body, /Lookups left today: <span id="remaining">1<\/span> of 2/);
    const api = await h.t.app.inject({ method: 'POST', url: '/api/tools/whois', payload: { domain: 'google.com' }, remoteAddress: ip });
    assert.equal(api.statusCode, 201);
    const refused = await get('/whois/google.com', ip);
    assert.equal(refused.status, 429);
    assert.equal(refused.headers['retry-after'], String(12 * 3600)); // TEST_START is 12:00 UTC
    assert.match(refused.body, /used all 2 WHOIS lookups of today.*resets at 00:00 UTC, in 12 hours 0 minutes/);
    const bad = await get(`/whois/${encodeURIComponent('"><b>x</b>')}`, '198.51.100.41');
    assert.equal(bad.status, 400);
    assert.doesNotMatch(bad.body, /<b>x<\/b>/);
  });

  test('HEAD of /search and /whois/{domain} answers the page\'s headers without searching or looking up: the allowance and quota are unchanged', async () => {
    const ip = '198.51.100.60';
    h.t.clock.set('2026-03-02T12:00:00.000Z');
    for (const url of ['/search?q=acme.com', '/search?q=acme.org', '/search?q=acme.net', '/search?q=acme.io', '/whois/google.com', '/whois/google.com', '/whois/google.com']) {
      const head = await h.t.app.inject({ method: 'HEAD', url, remoteAddress: ip });
      assert.equal(head.statusCode, 200, url);
      assert.equal(head.headers['content-type'], 'text/html; charset=utf-8', url);
      assert.equal(head.headers['cache-control'], 'no-store', url);
      assert.equal(head.body, '', url);
    }
    // SEARCH_RATE_LIMIT_PER_MINUTE is 3: three searches are still left after four HEADs.
    for (const q of ['acme.com', 'acme.org', 'acme.net']) assert.equal((await get(`/search?q=${q}`, ip)).status, 200, q);
    assert.equal((await get('/search?q=acme.io', ip)).status, 429, 'the fourth GET is over the limit: HEADs counted for nothing');
    // WHOIS_DAILY_CAP_ANONYMOUS is 2: the first real view is the first lookup of the day.
    assert.match((await get('/whois/google.com', ip)).body, /Lookups left today: <span id="remaining">1<\/span> of 2/);
  });

  test('TLD prices: sortable by a query parameter, each TLD linking to its page; an unknown sort is a 400 page', async () => {
    const byTld = await get('/tlds');
    const tlds = [...byTld.body.matchAll(/<th scope="row"><a href="\/tlds\/([^"]+)">/g)].map((m) => m[1]!);
    assert.ok(tlds.length > 2 && tlds.includes('com'), tlds.join());
    assert.deepEqual(tlds, [...tlds].sort());
    const byPrice = await get('/tlds?sort=register&dir=desc');
    const prices = [...byPrice.body.matchAll(/<th scope="row">.*?<\/th><td class="num">\$([\d,.]+)<\/td>/g)].map((m) => Number(m[1]!.replace(/,/g, '')));
    assert.ok(prices.length > 2);
    assert.deepEqual(prices, [...prices].sort((a, b) => b - a));
    assert.match(byPrice.body, /aria-sort="descending"><a href="\/tlds\?sort=register">Register ↓/);
    const bad = await get('/tlds?sort=%3Cx%3E');
    assert.equal(bad.status, 400);
    assert.match(bad.body, /sort must be one of tld, register, renew, transfer; got &quot;&lt;x&gt;&quot;/);
    const com = await get('/tlds/com');
    assert.match(com.body, /<dt>Register<\/dt><dd>\$\d+\.\d\d<\/dd>/);
    assert.match(com.body, /<dt>Registry<\/dt>/);
    const unknown = await get('/tlds/zz-not');
    assert.equal(unknown.status, 404);
    assert.match(unknown.body, /class="error" role="alert">[^<]*IANA root zone/);
  });

  test('marketplace: filters, cursor paging ("Next page"), links to /domains/{name}; a bad filter is a 400 page', async () => {
    const rows = Array.from({ length: 25 }, (_, i) => `shop${String(i).padStart(2, '0')}.com,${1000 + i}`);
    await listing(`domain,price\n${rows.join('\n')}\nshopkeeper.io,99`);
    const first = await get('/marketplace?tld=com');
    assert.equal(first.status, 200, first.body);
    assert.match(first.body, /<p id="market-count">25 domains for sale matching your filters\./);
    assert.equal([...first.body.matchAll(/<a href="\/domains\/shop\d\d\.com">/g)].length, 20);
    const next = /<a href="([^"]+)" rel="next" id="next-page">/.exec(first.body)![1]!.replace(/&amp;/g, '&');
    assert.match(next, /^\/marketplace\?tld=com&cursor=/);
    const second = await get(next);
    assert.equal([...second.body.matchAll(/<a href="\/domains\/shop\d\d\.com">/g)].length, 5);
    assert.match(second.body, /href="\/marketplace\?tld=com">First page<\/a>/);
    assert.doesNotMatch(second.body, /id="next-page"/);
    const cheap = await get('/marketplace?max=500');
    assert.match(cheap.body, /href="\/domains\/shopkeeper\.io"/);
    assert.match(cheap.body, /1 domain for sale matching your filters/);
    const bad = await get('/marketplace?max=lots');
    assert.equal(bad.status, 400);
    assert.match(bad.body, /must be a number of US dollars/);
    const badCursor = await get('/marketplace?cursor=%3Cscript%3E');
    assert.equal(badCursor.status, 400);
    assert.doesNotMatch(badCursor.body, /<script>/);
  });
});
