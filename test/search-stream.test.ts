import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { importListings } from '../src/listings/import.js';
import { parseStream, rowsOf, useSearchTestApp } from './helpers/search-app.js';

/** POST /api/domain/search: the NDJSON stream, its rows and how each row is decided (issue 6, contract 2.1). */
describe('domain search stream', () => {
  const { h, rdap, dns } = useSearchTestApp();
  const search = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    h.t.app.inject({ method: 'POST', url: '/api/domain/search', payload: body, headers });

  test('contract 2.1 rule 1: header, one row per domain, primary_done right after the primary row, done last', async () => {
    const response = await search({ q: 'acme.com' });
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^application\/x-ndjson/);
    assert.equal(response.headers['cache-control'], 'no-store');
    const events = parseStream(response.body);
    const header = events[0]!;
    assert.equal(header.kind, 'header');
    if (header.kind !== 'header') return;
    assert.equal(header.request_id, response.headers['x-request-id']);
    assert.equal(header.primary, 'acme.com');
    assert.equal(header.domains[header.primary_index], 'acme.com');
    const kinds = events.map((e) => e.kind);
    assert.equal(kinds.filter((k) => k === 'row').length, header.domains.length);
    assert.equal(kinds.filter((k) => k === 'primary_done').length, 1);
    const primaryRowAt = events.findIndex((e) => e.kind === 'row' && e.domain === 'acme.com');
    assert.equal(events[primaryRowAt + 1]!.kind, 'primary_done');
    const done = events.at(-1)!;
    assert.equal(done.kind, 'done');
    if (done.kind === 'done') assert.equal(done.count, header.domains.length);
    assert.deepEqual([...rowsOf(events).keys()].sort(), [...header.domains].sort());
  });

  test('contract 2.1 rule 2: a label.tld query also covers the label on the common alternate TLDs', async () => {
    const events = parseStream((await search({ q: 'acme.com' })).body);
    const header = events[0]!;
    assert.ok(header.kind === 'header');
    assert.deepEqual(header.domains, ['acme.com', 'acme.net', 'acme.org', 'acme.io', 'acme.co', 'acme.ai', 'acme.app', 'acme.dev', 'acme.xyz', 'acme.me']);
    const io = parseStream((await search({ q: 'acme.io' })).body)[0]!;
    assert.ok(io.kind === 'header');
    assert.equal(io.domains[0], 'acme.io');
    assert.ok(io.domains.includes('acme.com') && !io.domains.slice(1).includes('acme.io'));
  });

  test('our decision: a sub-domain query searches its registrable domain alone; include_alternates:false drops alternates', async () => {
    const sub = parseStream((await search({ q: 'WWW.Acme.com.' })).body);
    assert.deepEqual(sub[0], { kind: 'header', request_id: sub[0]!.kind === 'header' ? sub[0]!.request_id : '', primary: 'acme.com', domains: ['acme.com'], primary_index: 0 });
    const single = parseStream((await search({ q: 'acme.com', include_alternates: false })).body);
    assert.equal(rowsOf(single).size, 1);
  });

  test('issue 6: IDN accepted in Unicode and converted with UTS-46; the row shows both forms', async () => {
    const events = parseStream((await search({ q: ' Bücher.COM ', include_alternates: false })).body);
    const row = rowsOf(events).get('xn--bcher-kva.com');
    assert.ok(row);
    assert.equal(row.domain_unicode, 'bücher.com');
  });

  test('contract 4.1 / 7.1: q missing or not a valid domain is 400 validation_error naming the problem, before any line', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{}, /q/],
      [{ q: '' }, /q/],
      [{ q: 'not a domain' }, /not a domain name/],
      [{ q: 'acme' }, /needs a name and a TLD/],
      [{ q: 'acme.zz' }, /not a TLD in the IANA root zone/],
      [{ q: 'a..com' }, /empty label/],
      [{ q: `${'a'.repeat(64)}.com` }, /longer than 63/],
      [{ q: '-acme.com' }, /letters, digits and inner hyphens/],
      [{ q: 'co.uk' }, /public suffix/],
      [{ q: 'https://acme.com/' }, /not a URL/],
    ];
    for (const [body, message] of cases) {
      const response = await search(body);
      assert.equal(response.statusCode, 400, JSON.stringify(body));
      assert.match(String(response.headers['content-type']), /application\/json/);
      const error = response.json<{ error: { code: string; message: string } }>().error;
      assert.equal(error.code, 'validation_error');
      assert.match(error.message, message, JSON.stringify(body));
    }
  });

  test('issue 6 pipeline: RDAP 200 → registered with the registry\'s whois summary, no registrar call', async () => {
    const row = rowsOf(parseStream((await search({ q: 'google.com', include_alternates: false })).body)).get('google.com')!;
    assert.equal(row.state, 'registered');
    assert.equal(row.available, false);
    assert.equal(row.meta.source, 'rdap');
    assert.equal(row.whois_summary?.registrar, 'MarkMonitor Inc.');
    assert.match(row.whois_summary?.expires ?? '', /^\d{4}-\d\d-\d\dT/);
    assert.equal(h.rtr.calls.filter((c) => c.path.endsWith('/check')).length, 0);
  });

  test('issue 6 pipeline: an NS delegation → registered even when RDAP has nothing', async () => {
    dns.set('taken-elsewhere.io', ['ns1.example.net', 'ns2.example.net']);
    const row = rowsOf(parseStream((await search({ q: 'taken-elsewhere.io', include_alternates: false })).body)).get('taken-elsewhere.io')!;
    assert.equal(row.state, 'registered');
    assert.equal(row.meta.source, 'dns');
    assert.equal(row.whois_summary, null);
  });

  test('issue 6 pipeline: no delegation and RDAP 404, the registrar decides available / premium / reserved', async () => {
    h.rtr.checks.set('gold.com', { answer: { available: true, premium: true, currency: 'USD', price: 250000 } });
    h.rtr.checks.set('nic.com', { answer: { available: false, reason: 'Domain is reserved by the registry' } });
    h.rtr.checks.set('mine.com', { answer: { available: false, reason: 'Domain exists' } });
    const row = async (q: string) => rowsOf(parseStream((await search({ q, include_alternates: false })).body)).get(q)!;
    const free = await row('acme.com');
    assert.deepEqual([free.state, free.available, free.meta.source, free.state_label], ['available', true, 'registrar', 'Available']);
    assert.deepEqual(free.price, { currency: 'USD', register_cents: 1217, renew_cents: 1217, premium: false });
    const premium = await row('gold.com');
    assert.deepEqual([premium.state, premium.available], ['premium', true]);
    // The registrar's premium quote (cost) with the retail markup, never the TLD's base price (DESIGN.md traps).
    assert.deepEqual(premium.price, { currency: 'USD', register_cents: 275000, renew_cents: 1217, premium: true });
    const reserved = await row('nic.com');
    assert.deepEqual([reserved.state, reserved.available], ['reserved', false]);
    const taken = await row('mine.com');
    assert.deepEqual([taken.state, taken.available], ['registered', false]);
  });

  test('DESIGN.md traps: RDAP 404 without a registrar answer is likely_available with available:null, never true', async () => {
    h.rtr.checks.set('maybe.com', { status: 500 });
    const row = rowsOf(parseStream((await search({ q: 'maybe.com', include_alternates: false })).body)).get('maybe.com')!;
    assert.equal(row.state, 'likely_available');
    assert.equal(row.available, null);
    assert.equal(row.meta.source, 'rdap');
    assert.ok(row.meta.errors.some((e) => e.startsWith('registrar:')), row.meta.errors.join());
  });

  test('issue 6: when no source decides within the row deadline the row is unknown with available:null', async () => {
    dns.set('slow.com', 'hang');
    rdap.behaviour = { kind: 'hang' };
    const started = Date.now();
    const row = rowsOf(parseStream((await search({ q: 'slow.com', include_alternates: false })).body)).get('slow.com')!;
    assert.ok(Date.now() - started < 1_500, 'answered around SEARCH_ROW_TIMEOUT_MS (700 ms)');
    assert.equal(row.state, 'unknown');
    assert.equal(row.available, null);
    assert.equal(row.meta.source, 'none');
    assert.ok(row.meta.errors.some((e) => /rdap/.test(e)), row.meta.errors.join());
  });

  test('issue 6: a TLD without price keeps price null; every priced TLD has a price for every caller', async () => {
    const rows = rowsOf(parseStream((await search({ q: 'acme.com' })).body));
    assert.equal(rows.get('acme.com')!.price?.register_cents, 1217);
    assert.equal(rows.get('acme.io')!.price, null);
  });

  test('issue 6: a marketplace listing makes the row for_sale, read live, with its price masked for anonymous callers', async () => {
    await importListings(h.t.ctx, { text: 'domain,price\nacme.io,2500', format: 'csv', environment: 'live' });
    const row = rowsOf(parseStream((await search({ q: 'acme.com' })).body)).get('acme.io')!;
    assert.equal(row.state, 'for_sale');
    assert.equal(row.available, false);
    assert.equal(row.meta.source, 'listing');
    assert.deepEqual({ ...row.listing, id: 'x' }, { id: 'x', price_cents: null, currency: 'USD', price_masked: true, price_label: 'Sign in for pricing' });
  });

  test('issue 6 cache: a repeated search is served from the stored decisions (cached:true) without asking the sources again', async () => {
    const first = rowsOf(parseStream((await search({ q: 'google.com' })).body));
    assert.ok([...first.values()].every((r) => !r.cached));
    const rdapCalls = rdap.calls.length;
    const checks = h.rtr.calls.filter((c) => c.path.endsWith('/check')).length;
    const second = rowsOf(parseStream((await search({ q: 'google.com' })).body));
    assert.ok([...second.values()].every((r) => r.cached), 'every row cached');
    assert.equal(second.get('google.com')!.whois_summary?.registrar, 'MarkMonitor Inc.');
    assert.equal(rdap.calls.length, rdapCalls);
    assert.equal(h.rtr.calls.filter((c) => c.path.endsWith('/check')).length, checks);
  });

  test('issue 6 cache TTLs: available names are re-checked after 5 minutes, registered names kept 24 hours', async () => {
    await search({ q: 'google.com', include_alternates: false });
    await search({ q: 'acme.com', include_alternates: false });
    h.t.clock.advance(301_000);
    const free = rowsOf(parseStream((await search({ q: 'acme.com', include_alternates: false })).body)).get('acme.com')!;
    assert.equal(free.cached, false);
    const taken = rowsOf(parseStream((await search({ q: 'google.com', include_alternates: false })).body)).get('google.com')!;
    assert.equal(taken.cached, true);
    h.t.clock.advance(86_400_000);
    const later = rowsOf(parseStream((await search({ q: 'google.com', include_alternates: false })).body)).get('google.com')!;
    assert.equal(later.cached, false);
  });

  test('issue 6: unknown rows and likely_available after a source failure are not cached', async () => {
    dns.set('flaky.com', 'hang');
    rdap.behaviour = { kind: 'hang' };
    await search({ q: 'flaky.com', include_alternates: false });
    rdap.behaviour = { kind: 'ok' };
    dns.reset();
    const row = rowsOf(parseStream((await search({ q: 'flaky.com', include_alternates: false })).body)).get('flaky.com')!;
    assert.equal(row.cached, false);
    assert.equal(row.state, 'available');
  });

  test('issue 6: an RDAP server answering 429 is backed off (not asked again) until its Retry-After', async () => {
    rdap.behaviour = { kind: 'status', status: 429 };
    await search({ q: 'first.com', include_alternates: false });
    const calls = rdap.calls.length;
    await search({ q: 'second.com', include_alternates: false });
    assert.equal(rdap.calls.length, calls, 'not asked during the back-off');
    h.t.clock.advance(61_000);
    await search({ q: 'third.com', include_alternates: false });
    assert.equal(rdap.calls.length, calls + 1, 'asked again after 60 s');
  });
});

describe('domain search stream: the whole stream is bounded', () => {
  const { h, rdap, dns } = useSearchTestApp({ env: { SEARCH_ROW_TIMEOUT_MS: '5000', SEARCH_STREAM_TIMEOUT_MS: '400', RDAP_TIMEOUT_MS: '5000', DNS_TIMEOUT_MS: '5000' } });

  test('issue 6: rows still undecided at SEARCH_STREAM_TIMEOUT_MS are written as unknown and the stream ends with done', async () => {
    rdap.behaviour = { kind: 'hang' };
    for (const tld of ['com', 'net', 'org']) dns.set(`slow.${tld}`, 'hang');
    const started = Date.now();
    const response = await h.t.app.inject({ method: 'POST', url: '/api/domain/search', payload: { q: 'slow.com' } });
    assert.ok(Date.now() - started < 2_000, `ended after ${Date.now() - started} ms, not at the 5 s row deadline`);
    const events = parseStream(response.body);
    assert.equal(events.at(-1)!.kind, 'done');
    const row = rowsOf(events).get('slow.com')!;
    assert.equal(row.state, 'unknown');
    assert.equal(row.available, null);
  });
});
