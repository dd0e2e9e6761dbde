import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeEach, describe, test } from 'node:test';
import * as oauth from 'oauth4webapi';
import { importListings } from '../src/modules/listings/import.js';
import { createUser } from '../src/modules/accounts/users.js';
import { authorizeWithConsent, createVerifiedUser, exchange, injectFetch, newPkce, registerClient, SessionAgent, USER_EMAIL, USER_PASSWORD } from './helpers/oauth-client.js';
import { parseStream, rowsOf } from './helpers/search-stream.js';
import { signIn } from './helpers/session-agent.js';
import { useTestApp } from './helpers/app.js';

/**
 * Contract 2.1 rule 4 / 5.1: aftermarket prices are masked unless the caller has a verified signed-in session or a
 * bearer token with pricing:read; a bad token is refused, never silently downgraded. Plus streaming over a real
 * socket: lines flushed as they are decided, and a client that disconnects cancels the upstream lookups.
 */
describe('domain search: price access, streaming and cancellation', () => {
  const h = useTestApp({ search: true, env: { SEARCH_ROW_TIMEOUT_MS: '3000', RDAP_TIMEOUT_MS: '4000', DNS_TIMEOUT_MS: '3000' } });
  const { rdap, dns } = h;
  const search = (headers: Record<string, string> = {}) =>
    h.t.app.inject({ method: 'POST', url: '/api/domain/search', payload: { q: 'acme.com' }, headers });
  const listingOf = async (headers: Record<string, string> = {}) => {
    const response = await search(headers);
    assert.equal(response.statusCode, 200, response.body);
    return rowsOf(parseStream(response.body)).get('acme.io')!.listing!;
  };

  beforeEach(async () => {
    await importListings(h.t.ctx, { text: 'domain,price\nacme.io,2500', format: 'csv', environment: 'live' });
  });

  async function accessToken(): Promise<string> {
    await createVerifiedUser(h.t.ctx).catch(() => undefined); // a second token in one test reuses the account
    const kit = await registerClient('http://127.0.0.1:3000', injectFetch(h.t.app));
    const pkce = await newPkce();
    const callback = await authorizeWithConsent(new SessionAgent(h.t.app), kit, pkce);
    const tokens = await oauth.processAuthorizationCodeResponse(kit.as, kit.client, await exchange(kit, callback, pkce));
    return tokens.access_token;
  }

  test('contract 2.1 rule 4: anonymous callers see the placeholder instead of the buy-now price', async () => {
    const listing = await listingOf();
    assert.equal(listing.price_cents, null);
    assert.equal(listing.price_masked, true);
    assert.equal(listing.price_label, 'Sign in for pricing');
  });

  test('contract 5.1: a bearer token with pricing:read from our OAuth server unmasks the price', async () => {
    const token = await accessToken();
    const listing = await listingOf({ authorization: `Bearer ${token}` });
    assert.deepEqual([listing.price_cents, listing.price_masked, listing.price_label], [250000, false, '$2,500.00']);
  });

  test('contract 2.1 rule 4: a verified signed-in session unmasks the price; an unverified one does not', async () => {
    await createVerifiedUser(h.t.ctx);
    const agent = new SessionAgent(h.t.app);
    await signIn(agent, USER_EMAIL, USER_PASSWORD);
    const cookie = [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    assert.equal((await listingOf({ cookie })).price_cents, 250000);

    await createUser(h.t.ctx, { email: 'new@example.com', password: USER_PASSWORD, verified: false });
    const unverified = new SessionAgent(h.t.app);
    await signIn(unverified, 'new@example.com', USER_PASSWORD);
    const other = [...unverified.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    assert.equal((await listingOf({ cookie: other })).price_cents, null);
  });

  test('issue 6: an invalid or expired bearer token is 401 with WWW-Authenticate invalid_token, not a silent downgrade', async () => {
    const unknown = await search({ authorization: 'Bearer not-a-real-token' });
    assert.equal(unknown.statusCode, 401);
    assert.equal(unknown.json<{ error: { code: string } }>().error.code, 'unauthorized');
    assert.match(String(unknown.headers['www-authenticate']), /^Bearer error="invalid_token"/);

    const token = await accessToken();
    h.t.clock.advance(30 * 60_000 + 1_000); // contract 5.1: access tokens live 30 minutes
    const expired = await search({ authorization: `Bearer ${token}` });
    assert.equal(expired.statusCode, 401);
    assert.match(String(expired.headers['www-authenticate']), /error="invalid_token", error_description="the access token has expired"/);

    const revoked = await accessToken();
    const revocation = await h.t.app.inject({ method: 'POST', url: '/api/oauth/revoke', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `token=${revoked}` });
    assert.equal(revocation.statusCode, 200);
    const afterRevoke = await search({ authorization: `Bearer ${revoked}` });
    assert.equal(afterRevoke.statusCode, 401);
    assert.match(String(afterRevoke.headers['www-authenticate']), /error="invalid_token"/);

    const malformed = await search({ authorization: 'Basic abc' });
    assert.equal(malformed.statusCode, 400);
  });

  test('contract 2.1 rule 3: new-registration prices are never masked', async () => {
    const rows = rowsOf(parseStream((await search()).body));
    assert.equal(rows.get('acme.com')!.price.register_cents, 1217);
  });

  async function listen(): Promise<string> {
    await h.t.app.listen({ port: 0, host: '127.0.0.1' });
    return `http://127.0.0.1:${(h.t.app.server.address() as AddressInfo).port}`;
  }

  test('issue 6: each line is flushed as soon as it is decided (the header and fast rows arrive before a slow row)', async () => {
    const base = h.t.app.server.listening ? `http://127.0.0.1:${(h.t.app.server.address() as AddressInfo).port}` : await listen();
    dns.set('acme.com', ['ns1.example.net'], 1_500); // the primary is slow: decided by DNS after 1.5 s
    rdap.hostBehaviour.set('rdap.verisign.com', { kind: 'hang' });
    const started = Date.now();
    const response = await fetch(`${base}/api/domain/search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ q: 'acme.com' }) });
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const arrivals: { kind: string; domain?: string; at: number }[] = [];
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      for (let newline = text.indexOf('\n'); newline >= 0; newline = text.indexOf('\n')) {
        const event = JSON.parse(text.slice(0, newline)) as { kind: string; domain?: string };
        arrivals.push({ kind: event.kind, domain: event.domain, at: Date.now() - started });
        text = text.slice(newline + 1);
      }
    }
    const header = arrivals[0]!;
    const primary = arrivals.find((a) => a.domain === 'acme.com')!;
    const firstRow = arrivals.find((a) => a.kind === 'row')!;
    assert.equal(header.kind, 'header');
    assert.ok(header.at < 1_000, `header after ${header.at} ms`);
    assert.notEqual(firstRow.domain, 'acme.com');
    assert.ok(firstRow.at < 1_000, `first row after ${firstRow.at} ms`);
    assert.ok(primary.at >= 1_400, `primary after ${primary.at} ms`);
    assert.equal(arrivals.at(-1)!.kind, 'done');
  });

  test('issue 6: a client that disconnects mid-stream cancels the outstanding upstream lookups', async () => {
    const base = h.t.app.server.listening ? `http://127.0.0.1:${(h.t.app.server.address() as AddressInfo).port}` : await listen();
    rdap.behaviour = { kind: 'hang' };
    for (const name of ['acme.com', 'acme.net', 'acme.org']) dns.set(name, 'hang');
    // node:http rather than fetch: destroying the request closes the socket at once, as a browser tab closing does
    // (undici keeps a connection open after an abort, which would hold the server's close for its keep-alive time).
    const request = http.request(`${base}/api/domain/search`, { method: 'POST', headers: { 'content-type': 'application/json' } });
    await new Promise<void>((resolve) => {
      request.on('response', (response) => response.once('data', () => resolve())); // the header line has arrived
      request.end(JSON.stringify({ q: 'acme.com' }));
    });
    const hanging = (): number => rdap.outstanding;
    while (rdap.outstanding < 3) await new Promise((resolve) => setTimeout(resolve, 20));
    assert.ok(hanging() >= 3, 'RDAP requests for .com/.net/.org are outstanding');
    request.destroy();
    const deadline = Date.now() + 1_500; // well before SEARCH_ROW_TIMEOUT_MS (3 s) or RDAP_TIMEOUT_MS (4 s)
    while (hanging() > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    assert.equal(hanging(), 0, 'every outstanding RDAP request was abandoned by our client');
    // Nothing of the cancelled search was cached as a decision.
    const stored = await h.t.ctx.db.query<{ domain: string }>(`SELECT domain FROM search_decisions WHERE domain IN ('acme.com', 'acme.net', 'acme.org')`);
    assert.deepEqual(stored, []);
  });

  test('issue 6: a client that disconnects while the registrar checks run cancels those checks too', async () => {
    const base = h.t.app.server.listening ? `http://127.0.0.1:${(h.t.app.server.address() as AddressInfo).port}` : await listen();
    // DNS says NXDOMAIN and RDAP 404 at once, so every row waits on a slow registrar check.
    for (const tld of ['com', 'net', 'org', 'io', 'co', 'ai', 'app', 'dev', 'xyz', 'me']) h.rtr.checks.set(`slowcheck.${tld}`, { answer: { available: true }, delayMs: 5_000 });
    const request = http.request(`${base}/api/domain/search`, { method: 'POST', headers: { 'content-type': 'application/json' } });
    await new Promise<void>((resolve) => {
      request.on('response', (response) => response.once('data', () => resolve()));
      request.end(JSON.stringify({ q: 'slowcheck.com' }));
    });
    const started = () => h.rtr.calls.filter((c) => c.path.endsWith('/check')).length;
    while (started() < 10) await new Promise((resolve) => setTimeout(resolve, 20));
    request.destroy();
    const deadline = Date.now() + 1_500; // well before the 3 s row deadline
    while (h.rtr.abandonedChecks < 10 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    assert.equal(h.rtr.abandonedChecks, 10, 'every outstanding registrar check was abandoned by our client');
  });
});
