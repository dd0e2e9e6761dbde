import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { importListings } from '../src/modules/listings/import.js';
import { parseStream, rowsOf } from './helpers/search-stream.js';
import { useTestApp } from './helpers/app.js';

/** POST /api/domain/search: the NDJSON stream, its rows and how each row is decided (issue 6, contract 2.1). */
describe('domain search stream', () => {
  const h = useTestApp({ search: true });
  const { rdap, dns } = h;
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
    assert.deepEqual(sub[0], { kind: 'header', request_id: sub[0]!.kind === 'header' ? sub[0]!.request_id : '', primary: 'acme.com', domains: ['acme.com'], primary_index: 0, query: 'www.acme.com' });
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
    dns.set('google.com', ['ns1.google.com', 'ns2.google.com']); // as in the real DNS: no source suggests it is free
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
    assert.deepEqual(free.price, { currency: 'USD', register_cents: 1217, renew_cents: 1217, premium: false, tld_sold: true, unavailable_reason: null });
    const premium = await row('gold.com');
    assert.deepEqual([premium.state, premium.available], ['premium', true]);
    // The registrar's premium quote (cost) with the retail markup, never the TLD's base price (DESIGN.md traps).
    assert.deepEqual(premium.price, { currency: 'USD', register_cents: 275000, renew_cents: 1217, premium: true, tld_sold: true, unavailable_reason: null });
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

  test('issue 14 item 13: a TLD without price still has the price object, saying we do not sell it; priced TLDs have their price', async () => {
    const rows = rowsOf(parseStream((await search({ q: 'acme.com' })).body));
    assert.equal(rows.get('acme.com')!.price.register_cents, 1217);
    assert.equal(rows.get('acme.com')!.price.tld_sold, true);
    const io = rows.get('acme.io')!.price;
    assert.deepEqual([io.currency, io.register_cents, io.tld_sold], ['USD', null, false]);
    assert.match(io.unavailable_reason ?? '', /do not sell \.io names/);
    assert.ok(['available', 'likely_available', 'unknown'].includes(rows.get('acme.io')!.state), rows.get('acme.io')!.state);
    assert.match(rows.get('acme.io')!.state_label, /\. Cannot be registered here: we do not sell \.io names$/);
    assert.doesNotMatch(rows.get('acme.com')!.state_label, /Cannot be registered here/);
    // A taken name's label stays as it was: nobody can register it, here or elsewhere.
    dns.set('taken.io', ['ns1.example.net', 'ns2.example.net']);
    const taken = rowsOf(parseStream((await search({ q: 'taken.io', include_alternates: false })).body)).get('taken.io')!;
    assert.deepEqual([taken.state, taken.state_label, taken.price.tld_sold], ['registered', 'Registered', false]);
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
    // Lookups cancelled when their row was decided by another source may still reach the fake a moment later.
    await new Promise((resolve) => setTimeout(resolve, 100));
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

  test('issue 6: a likely_available reached while the registrar failed is not cached (the next search asks again)', async () => {
    h.rtr.checks.set('shaky.com', { status: 500 });
    const first = rowsOf(parseStream((await search({ q: 'shaky.com', include_alternates: false })).body)).get('shaky.com')!;
    assert.equal(first.state, 'likely_available');
    h.rtr.checks.delete('shaky.com');
    const second = rowsOf(parseStream((await search({ q: 'shaky.com', include_alternates: false })).body)).get('shaky.com')!;
    assert.deepEqual([second.state, second.cached], ['available', false]);
  });

  test('DESIGN.md traps: a premium name without a USD quote shows no registration price, never the base price', async () => {
    h.rtr.checks.set('euro.com', { answer: { available: true, premium: true, currency: 'EUR', price: 90000 } });
    h.rtr.checks.set('noprice.com', { answer: { available: true, premium: true } });
    for (const q of ['euro.com', 'noprice.com']) {
      const row = rowsOf(parseStream((await search({ q, include_alternates: false })).body)).get(q)!;
      assert.equal(row.state, 'premium', q);
      assert.deepEqual({ ...row.price, unavailable_reason: typeof row.price.unavailable_reason }, { currency: 'USD', register_cents: null, renew_cents: 1217, premium: true, tld_sold: true, unavailable_reason: 'string' }, q);
      assert.match(row.price.unavailable_reason!, /premium/i);
    }
    const cached = rowsOf(parseStream((await search({ q: 'euro.com', include_alternates: false })).body)).get('euro.com')!;
    assert.deepEqual([cached.cached, cached.price.register_cents, cached.price.premium], [true, null, true]);
  });

  test('issue 6 review: a registrar refusal that does not say "taken" or "reserved" is unknown, not registered, and not cached', async () => {
    h.rtr.checks.set('odd.com', { answer: { available: false, reason: 'IDN script not supported for this TLD' } });
    const row = rowsOf(parseStream((await search({ q: 'odd.com', include_alternates: false })).body)).get('odd.com')!;
    assert.deepEqual([row.state, row.available], ['unknown', null]);
    assert.ok(row.meta.errors.some((e) => e.includes('IDN script not supported')), row.meta.errors.join());
    const stored = await h.t.ctx.db.query(`SELECT 1 FROM search_decisions WHERE domain = 'odd.com'`);
    assert.equal(stored.length, 0);
  });

  test('issue 6 pipeline: DNS delegation wins over an RDAP 404 (registered), without a registrar call', async () => {
    dns.set('delegated.com', ['ns1.example.net']);
    const row = rowsOf(parseStream((await search({ q: 'delegated.com', include_alternates: false })).body)).get('delegated.com')!;
    assert.deepEqual([row.state, row.meta.source], ['registered', 'dns']);
    assert.equal(h.rtr.calls.filter((c) => c.path.includes('delegated.com')).length, 0);
  });

  test('issue 6: a live listing takes precedence over a stored decision for the same name', async () => {
    await search({ q: 'acme.io', include_alternates: false });
    await importListings(h.t.ctx, { text: 'domain,price\nacme.io,900', format: 'csv', environment: 'live' });
    const row = rowsOf(parseStream((await search({ q: 'acme.io', include_alternates: false })).body)).get('acme.io')!;
    assert.deepEqual([row.state, row.meta.source, row.cached], ['for_sale', 'listing', false]);
  });

  test('DESIGN.md traps: a name typed as punycode gets the same answer as its Unicode form', async () => {
    const unicode = rowsOf(parseStream((await search({ q: 'bücher.com', include_alternates: false })).body)).get('xn--bcher-kva.com')!;
    const puny = rowsOf(parseStream((await search({ q: 'XN--BCHER-KVA.com', include_alternates: false })).body)).get('xn--bcher-kva.com')!;
    assert.deepEqual([puny.state, puny.domain_unicode], [unicode.state, 'bücher.com']);
  });

  test('issue 6 review: decisions are kept per environment: a sandbox decision never answers live mode', async () => {
    await h.t.ctx.db.query(
      `INSERT INTO search_decisions (environment, domain, state, available, source, decided_at, expires_at)
       VALUES ('sandbox', 'isolated.com', 'registered', false, 'registrar', $1, $2)`,
      [h.t.clock.now(), new Date(h.t.clock.now().getTime() + 3_600_000)],
    );
    const row = rowsOf(parseStream((await search({ q: 'isolated.com', include_alternates: false })).body)).get('isolated.com')!;
    assert.deepEqual([row.state, row.cached], ['available', false]);
  });

  test('issue 6 review: after the registrar signals rate limiting, searches leave it alone for 60 s', async () => {
    h.rtr.checks.set('limited.com', { status: 429 });
    const first = rowsOf(parseStream((await search({ q: 'limited.com', include_alternates: false })).body)).get('limited.com')!;
    assert.equal(first.state, 'likely_available');
    const checks = () => h.rtr.calls.filter((c) => c.path.endsWith('/check')).length;
    const before = checks();
    const second = rowsOf(parseStream((await search({ q: 'other.com', include_alternates: false })).body)).get('other.com')!;
    assert.equal(second.state, 'likely_available');
    assert.equal(checks(), before, 'the registrar was not asked during the back-off');
    h.t.clock.advance(61_000);
    const third = rowsOf(parseStream((await search({ q: 'third.com', include_alternates: false })).body)).get('third.com')!;
    assert.equal(third.state, 'available');
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
  const h = useTestApp({ search: true, env: { SEARCH_ROW_TIMEOUT_MS: '5000', SEARCH_STREAM_TIMEOUT_MS: '400', RDAP_TIMEOUT_MS: '5000', DNS_TIMEOUT_MS: '5000' } });
  const { rdap, dns } = h;

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

describe('domain search: the per-caller rate limit', () => {
  const h = useTestApp({ search: true, env: { SEARCH_RATE_LIMIT_PER_MINUTE: '3' } });
  const search = (q: string, remoteAddress = '203.0.113.7') =>
    h.t.app.inject({ method: 'POST', url: '/api/domain/search', payload: { q, include_alternates: false }, remoteAddress });

  test('our decision (contract 8 leaves it open): SEARCH_RATE_LIMIT_PER_MINUTE per IP, then 429 with Retry-After to the next minute', async () => {
    h.t.clock.set('2026-03-01T12:00:15.000Z');
    for (let i = 0; i < 3; i++) assert.equal((await search(`n${i}.com`)).statusCode, 200);
    const refused = await search('n3.com');
    assert.equal(refused.statusCode, 429);
    assert.equal(refused.json<{ error: { code: string } }>().error.code, 'rate_limited');
    assert.equal(refused.headers['retry-after'], '45');
    assert.equal((await search('n3.com', '198.51.100.9')).statusCode, 200, 'another caller is not affected');
    assert.equal((await search('bad domain')).statusCode, 400, 'validation comes first and costs nothing');
    h.t.clock.advance(45_000);
    assert.equal((await search('n4.com')).statusCode, 200, 'a new minute, a new allowance');
  });

  test('the rate limit is atomic: 10 parallel searches from one IP with 3 left → exactly 3 answered', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => search(`p${i}.com`, '192.0.2.50')));
    assert.equal(answers.filter((a) => a.statusCode === 200).length, 3);
    assert.equal(answers.filter((a) => a.statusCode === 429).length, 7);
  });
});

describe('domain search: batch and MCP searches share the caller\'s allowance', () => {
  const h = useTestApp({ search: true, env: { SEARCH_RATE_LIMIT_PER_MINUTE: '2' } });

  test('issue 8 / contract 8: a batch search_domain item costs one search of the caller\'s per-minute allowance', async () => {
    const one = await h.t.app.inject({ method: 'POST', url: '/api/domain/search', payload: { q: 'a1.com', include_alternates: false }, remoteAddress: '203.0.113.8' });
    assert.equal(one.statusCode, 200);
    const batch = await h.t.app.inject({
      method: 'POST', url: '/api/batch', remoteAddress: '203.0.113.8',
      payload: { operations: [{ id: 'x', op: 'search_domain', params: { q: 'a2.com', include_alternates: false } }, { id: 'y', op: 'search_domain', params: { q: 'a3.com', include_alternates: false } }] },
    });
    const results = batch.json<{ results: { id: string; status: number; body: { error?: { code: string } } }[] }>().results;
    assert.deepEqual(results.map((r) => r.status).sort(), [200, 429]);
    assert.equal(results.find((r) => r.status === 429)!.body.error?.code, 'rate_limited');
  });
});
