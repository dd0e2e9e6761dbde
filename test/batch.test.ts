import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, test } from 'node:test';
import { createUser } from '../src/modules/accounts/users.js';
import { importListings } from '../src/modules/listings/import.js';
import { parseStream, rowsOf } from './helpers/search-stream.js';
import { SessionAgent, signIn } from './helpers/session-agent.js';
import { useTestApp } from './helpers/app.js';

const IP = '203.0.113.9';

/** POST /api/batch and GET /api/batch (issue 8; contract 2.6, 4.1, 8; precedent.md "Batch"). */
describe('batch reads', () => {
  const h = useTestApp({ search: true });
  const { rdap } = h;

  const batch = async (operations: unknown, options: { ip?: string; headers?: Record<string, string> } = {}) => {
    const response = await h.t.app.inject({
      method: 'POST', url: '/api/batch', payload: { operations }, remoteAddress: options.ip ?? IP, headers: options.headers ?? {},
    });
    return { status: response.statusCode, headers: response.headers, body: response.json() as Record<string, any> };
  };
  const single = async (method: 'GET' | 'POST', url: string, payload?: unknown, ip = IP) => {
    const response = await h.t.app.inject({ method, url, remoteAddress: ip, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
    return { status: response.statusCode, body: response.json() as Record<string, any> };
  };

  test('issue 8: mixed success and failure in one request — each body is what the single call answers, failed counts ≥ 400', async () => {
    const { status, body } = await batch([
      { id: 'price', op: 'tld_registration_price', params: { tld: 'com', op: 'register' } },
      { id: 'rules', op: 'tld_requirements', params: { tld: 'nl' } },
      { id: 'who', op: 'whois_lookup', params: { domain: 'google.com' } },
      { id: 'bad-domain', op: 'whois_lookup', params: { domain: 'not a domain' } },
      { id: 'no-tld', op: 'tld_requirements', params: { tld: 'nosuchtld' } },
      { id: 'nope', op: 'frobnicate', params: {} },
      { id: 'search', op: 'search_domain', params: { q: 'acme.com', include_alternates: false } },
    ]);
    assert.equal(status, 200);
    assert.equal(body.count, 7);
    assert.deepEqual(body.results.map((r: any) => [r.id, r.op, r.status]), [
      ['price', 'tld_registration_price', 200],
      ['rules', 'tld_requirements', 200],
      ['who', 'whois_lookup', 201],
      ['bad-domain', 'whois_lookup', 400],
      ['no-tld', 'tld_requirements', 404],
      ['nope', 'frobnicate', 400],
      ['search', 'search_domain', 200],
    ]);
    assert.equal(body.failed, 3);

    const [price, rules, who, badDomain, noTld, nope, search] = body.results;
    assert.deepEqual(price.body, (await single('GET', '/api/pricing/tld?tld=com&op=register')).body);
    assert.deepEqual(rules.body, (await single('GET', '/api/tlds/nl/metadata')).body);
    assert.equal(who.body.lookup.domain, 'google.com');
    assert.match(who.body.lookup.id, /^whl_/);
    assert.deepEqual([who.body.used, who.body.cap, who.body.remaining], [1, 10, 9]);
    // Error bodies are the interface A error body, with the batch's request id.
    const singleBad = await single('POST', '/api/tools/whois', { domain: 'not a domain' });
    assert.equal(badDomain.body.error.code, 'validation_error');
    assert.equal(badDomain.body.error.message, singleBad.body.error.message);
    assert.equal(typeof badDomain.body.error.request_id, 'string');
    assert.equal(noTld.body.error.code, 'not_found');
    assert.equal(nope.body.error.code, 'validation_error');
    assert.match(nope.body.error.message, /unknown op "frobnicate".*search_domain, tld_registration_price, whois_lookup, tld_requirements/);
    // search_domain: the stream's rows collected; the same domains as the single stream.
    const stream = parseStream((await h.t.app.inject({ method: 'POST', url: '/api/domain/search', payload: { q: 'acme.com', include_alternates: false } })).body);
    assert.equal(search.body.primary, 'acme.com');
    assert.deepEqual(search.body.domains, ['acme.com']);
    assert.equal(search.body.count, 1);
    assert.deepEqual(search.body.rows.map((r: any) => r.domain), [...rowsOf(stream).keys()]);
    assert.equal(search.body.rows[0].kind, 'row');
    assert.equal(typeof search.body.duration_ms, 'number');
  });

  test('precedent: results keep request order; a search item lists rows in the header order, the queried name first', async () => {
    const { body } = await batch([
      { id: 'z', op: 'search_domain', params: { q: 'acme.io' } },
      { id: 'a', op: 'tld_registration_price', params: { tld: 'nl' } },
    ]);
    assert.deepEqual(body.results.map((r: any) => r.id), ['z', 'a']);
    const search = body.results[0].body;
    assert.equal(search.domains[0], 'acme.io');
    assert.ok(search.domains.length > 1, 'alternates are included by default');
    assert.deepEqual(search.rows.map((r: any) => r.domain), search.domains);
    // op defaults to transfer, as GET /api/pricing/tld does (contract 4.1).
    assert.equal(body.results[1].body.op, 'transfer');
  });

  test('contract 8: 21 operations are 400 validation_error, and so is an empty list; nothing runs', async () => {
    const item = { op: 'whois_lookup', params: { domain: 'google.com' } };
    const tooMany = await batch(Array.from({ length: 21 }, (_, i) => ({ ...item, id: `i${i}` })));
    assert.equal(tooMany.status, 400);
    assert.equal(tooMany.body.error.code, 'validation_error');
    assert.match(tooMany.body.error.message, /20/);
    const empty = await batch([]);
    assert.equal(empty.status, 400);
    assert.equal(empty.body.error.code, 'validation_error');
    const twenty = await batch(Array.from({ length: 20 }, (_, i) => ({ id: `p${i}`, op: 'tld_registration_price', params: { tld: 'com' } })));
    assert.equal(twenty.status, 200);
    assert.equal(twenty.body.count, 20);
    // The refused batch used no WHOIS quota.
    assert.equal((await single('POST', '/api/tools/whois', { domain: 'google.com' })).body.used, 1);
  });

  test('issue 8: duplicate ids are 400 validation_error naming the id, and nothing runs', async () => {
    const { status, body } = await batch([
      { id: 'x', op: 'whois_lookup', params: { domain: 'google.com' } },
      { id: 'y', op: 'tld_registration_price', params: { tld: 'com' } },
      { id: 'x', op: 'tld_requirements', params: { tld: 'com' } },
    ]);
    assert.equal(status, 400);
    assert.equal(body.error.code, 'validation_error');
    assert.match(body.error.message, /"x".*unique/);
    assert.equal((await single('POST', '/api/tools/whois', { domain: 'google.com' })).body.used, 1, 'the refused batch looked nothing up');
  });

  test('our decision: id is optional (answered as null); a malformed envelope is a whole 400, bad params only fail their item', async () => {
    const { body } = await batch([
      { op: 'tld_registration_price', params: { tld: 'com' } },
      { op: 'tld_registration_price' },
      { op: 'tld_registration_price', params: { tld: 'com', operation: 'renew' } },
      { op: 'tld_registration_price', params: { tld: 'com', op: 'sell' } },
      { op: 'tld_requirements', params: 'com' },
    ]);
    assert.deepEqual(body.results.map((r: any) => [r.id, r.status]), [[null, 200], [null, 400], [null, 400], [null, 400], [null, 400]]);
    assert.deepEqual(body.results.slice(1).map((r: any) => r.body.error.message), [
      'params of tld_registration_price: tld is required',
      'params of tld_registration_price: unknown field operation',
      'params of tld_registration_price: op must be one of: transfer, register, renew, restore',
      'params of tld_requirements: must be an object',
    ]);
    assert.equal(body.failed, 4);
    for (const envelope of [{}, { operations: 'x' }, { operations: [{ id: 'a' }] }, { operations: [{ id: '', op: 'whois_lookup' }] }]) {
      const response = await h.t.app.inject({ method: 'POST', url: '/api/batch', payload: envelope });
      assert.equal(response.statusCode, 400, JSON.stringify(envelope));
      assert.equal(response.json().error.code, 'validation_error');
    }
  });

  test('our decision: unknown keys in the envelope or an item are a whole 400 naming them; params are not type-coerced', async () => {
    for (const [envelope, field] of [
      [{ operations: [{ op: 'tld_requirements', params: { tld: 'com' } }], mode: 'fast' }, 'mode'],
      [{ operations: [{ op: 'tld_requirements', params: { tld: 'com' } }, { op: 'tld_requirements', parms: { tld: 'nl' } }] }, 'parms'],
    ] as const) {
      const response = await h.t.app.inject({ method: 'POST', url: '/api/batch', payload: envelope, remoteAddress: IP });
      assert.equal(response.statusCode, 400, JSON.stringify(envelope));
      assert.equal(response.json().error.code, 'validation_error');
      assert.match(response.json().error.message, new RegExp(`unknown field ${field}`));
    }
    // The envelope's `id` is a string; params are checked as sent: "false" is not a boolean, "2" not a number.
    const { body } = await batch([{ op: 'search_domain', params: { q: 'acme.com', include_alternates: 'false' } }]);
    assert.equal(body.results[0].status, 400);
    assert.equal(body.results[0].body.error.message, 'params of search_domain: include_alternates must be boolean');
  });

  test('issue 8: the catalogue says tld_registration_price defaults to transfer here and to register in the MCP tool', async () => {
    const catalogue = (await h.t.app.inject({ method: 'GET', url: '/api/batch' })).json() as Record<string, any>;
    const price = catalogue.operations.find((o: any) => o.op === 'tld_registration_price');
    assert.match(price.description, /`op` defaults to `transfer`.*MCP tool `tld_registration_price` defaults to `register`/s);
    assert.equal(price.params.properties.op.default, 'transfer');
  });

  test('contract 8 / precedent: whois_lookup items use the same daily quota as POST /api/tools/whois, keyed by the same client IP', async () => {
    for (let i = 1; i <= 8; i++) assert.equal((await single('POST', '/api/tools/whois', { domain: 'google.com' })).status, 201);
    const { body } = await batch([
      { id: 'w1', op: 'whois_lookup', params: { domain: 'google.com' } },
      { id: 'p', op: 'tld_registration_price', params: { tld: 'com' } },
      { id: 'w2', op: 'whois_lookup', params: { domain: 'example.cz' } },
      { id: 'w3', op: 'whois_lookup', params: { domain: 'norway.no' } },
      { id: 'w4', op: 'whois_lookup', params: { domain: 'google.com' } },
    ]);
    const whois = body.results.filter((r: any) => r.op === 'whois_lookup');
    assert.deepEqual(whois.map((r: any) => r.status).sort((a: number, b: number) => a - b), [201, 201, 429, 429]);
    assert.deepEqual(whois.filter((r: any) => r.status === 201).map((r: any) => r.body.used).sort((a: number, b: number) => a - b), [9, 10]);
    for (const refused of whois.filter((r: any) => r.status === 429)) {
      assert.equal(refused.body.error.code, 'rate_limited');
      assert.deepEqual(refused.body.error.details, { used: 10, cap: 10, remaining: 0, resets_at: '2026-03-02T00:00:00.000Z' });
      assert.equal(refused.retry_after, 12 * 3600, 'the Retry-After of the single call, as a number');
    }
    assert.equal(body.failed, 2);
    // The single route sees the quota the batch used; another IP has its own.
    assert.equal((await single('POST', '/api/tools/whois', { domain: 'google.com' })).status, 429);
    const elsewhere = await batch([{ op: 'whois_lookup', params: { domain: 'google.com' } }], { ip: '198.51.100.20' });
    assert.equal(elsewhere.body.results[0].status, 201);
    assert.equal(elsewhere.body.results[0].body.used, 1);
  });

  test('our decision: items run concurrently, at most 4 at a time', async () => {
    rdap.behaviour = { kind: 'hang' }; // every lookup waits for RDAP_TIMEOUT_MS (1 s), then is 503
    const pending = batch(Array.from({ length: 6 }, (_, i) => ({ id: `w${i}`, op: 'whois_lookup', params: { domain: `name${i}.com` } })));
    const deadline = Date.now() + 900;
    while (rdap.calls.length < 4 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 150));
    assert.equal(rdap.calls.length, 4, 'four lookups are in flight, the other two wait');
    const { body } = await pending;
    assert.equal(rdap.calls.length, 6);
    assert.deepEqual(body.results.map((r: any) => r.status), [503, 503, 503, 503, 503, 503]);
    assert.equal(body.results[0].body.error.code, 'upstream_unavailable');
  });

  test('contract 2.1 rule 4 / 4.1: a search item unmasks aftermarket prices for a verified signed-in session only, never for a bearer token', async () => {
    await importListings(h.t.ctx, { text: 'domain,price\nbrewbox.com,2500\n', format: 'csv', environment: 'live' });
    const item = [{ op: 'search_domain', params: { q: 'brewbox.com', include_alternates: false } }];
    const listingOf = (body: Record<string, any>) => body.results[0].body.rows[0].listing;
    const anonymous = listingOf((await batch(item)).body);
    assert.equal(anonymous.price_cents, null);
    assert.equal(anonymous.price_masked, true);
    assert.equal(listingOf((await batch(item, { headers: { authorization: 'Bearer not-a-real-token' } })).body).price_cents, null, 'the batch reads no bearer token');
    await createUser(h.t.ctx, { email: 'buyer@example.com', password: 'correct horse battery', verified: true });
    const agent = new SessionAgent(h.t.app);
    assert.equal((await signIn(agent, 'buyer@example.com', 'correct horse battery')).status, 303);
    const cookie = [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const shown = listingOf((await batch(item, { headers: { cookie } })).body);
    assert.equal(shown.price_cents, 250000);
    assert.equal(shown.price_masked, false);
  });

  test('issue 8: GET /api/batch lists every batchable operation with its params schema and description', async () => {
    const response = await h.t.app.inject({ method: 'GET', url: '/api/batch' });
    assert.equal(response.statusCode, 200);
    const catalogue = response.json() as Record<string, any>;
    assert.equal(catalogue.max_operations, 20);
    assert.equal(catalogue.concurrency, 4);
    assert.deepEqual(catalogue.operations.map((o: any) => o.op), ['search_domain', 'tld_registration_price', 'whois_lookup', 'tld_requirements']);
    const byOp = Object.fromEntries(catalogue.operations.map((o: any) => [o.op, o]));
    assert.deepEqual(byOp.search_domain.params.required, ['q']);
    assert.deepEqual(byOp.tld_registration_price.params.required, ['tld']);
    assert.deepEqual(byOp.tld_registration_price.params.properties.op.enum, ['transfer', 'register', 'renew', 'restore']);
    assert.deepEqual(byOp.whois_lookup.params.required, ['domain']);
    assert.deepEqual(byOp.tld_requirements.params.required, ['tld']);
    assert.deepEqual(byOp.whois_lookup.http, { method: 'POST', path: '/api/tools/whois' });
    assert.equal(byOp.whois_lookup.success_status, 201);
    for (const operation of catalogue.operations) {
      assert.ok(operation.description.length > 40, `${operation.op} has a description`);
      assert.equal(operation.params.type, 'object');
      assert.equal(operation.params.additionalProperties, false);
      for (const [name, property] of Object.entries(operation.params.properties as Record<string, any>)) {
        assert.ok(property.description, `${operation.op}.${name} has a description`);
      }
    }
  });

  test('contract 9: the batch routes are in /openapi.json with their decisions in the description', async () => {
    const doc = (await h.t.app.inject({ method: 'GET', url: '/openapi.json' })).json() as Record<string, any>;
    const post = doc.paths['/api/batch'].post;
    assert.equal(post.operationId, 'runBatch');
    assert.match(post.description, /1 to 20/);
    assert.match(post.description, /at most 4 at a time/);
    assert.match(post.description, /reads no\s+bearer token/);
    assert.equal(doc.paths['/api/batch'].get.operationId, 'getBatchCatalogue');
  });
});

/** A batch whose client goes away (issue 8 review): the signal reaches the running searches and the rest never start. */
describe('batch reads: cancellation', () => {
  // Deadlines far beyond the test, so only the disconnect can end the hanging searches.
  const h = useTestApp({ search: true, env: { SEARCH_ROW_TIMEOUT_MS: '3000', RDAP_TIMEOUT_MS: '4000', DNS_TIMEOUT_MS: '4000' } });
  const { rdap, dns } = h;

  test('our decision: a client that disconnects cancels the running search items and skips the items not started', async () => {
    await h.t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(h.t.app.server.address() as AddressInfo).port}`;
    rdap.behaviour = { kind: 'hang' };
    const names = Array.from({ length: 8 }, (_, i) => `hang${i}.com`);
    for (const name of names) dns.set(name, 'hang');
    // node:http rather than fetch: destroying the request closes the socket at once (undici keeps it open after abort).
    const request = http.request(`${base}/api/batch`, { method: 'POST', headers: { 'content-type': 'application/json' } });
    request.on('error', () => undefined);
    request.end(JSON.stringify({ operations: names.map((q, i) => ({ id: `s${i}`, op: 'search_domain', params: { q, include_alternates: false } })) }));
    const deadline = Date.now() + 2_000;
    while (rdap.outstanding < 4 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 100));
    assert.equal(rdap.outstanding, 4, 'four search items are running (BATCH_CONCURRENCY), four wait');
    const started = rdap.calls.length;
    request.destroy();
    const until = Date.now() + 1_500; // well before SEARCH_ROW_TIMEOUT_MS (3 s) or RDAP_TIMEOUT_MS (4 s)
    while (rdap.outstanding > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
    assert.equal(rdap.outstanding, 0, 'every outstanding RDAP request of the running items was abandoned');
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(rdap.calls.length, started, 'the items not started yet never started');
    const stored = await h.t.ctx.db.query<{ domain: string }>(`SELECT domain FROM search_decisions`);
    assert.deepEqual(stored, [], 'nothing of the cancelled searches was cached as a decision');
  });
});
