// test-plan: PGlite only: checks CORS headers and preflights, set by the HTTP layer whatever the database; the answers' contents are checked on both databases by the routes' own tests
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import * as oauth from 'oauth4webapi';
import { CORS_ROUTES } from '../src/interfaces/public/cors.js';
import { authorizeWithConsent, createVerifiedUser, exchange, injectFetch, newPkce, registerClient, SessionAgent } from './helpers/oauth-client.js';
import { browserSkip, openBrowser, type BrowserSession } from './helpers/browser.js';
import { parseStream } from './helpers/search-stream.js';
import { useTestApp } from './helpers/app.js';

/**
 * Issue 14 item 11: the OAuth endpoints answered CORS, the public API did not, so a browser app could obtain a
 * pricing:read token but not call the search with it. Contract 5.1: interface A's reads need no credentials, so they
 * answer cross-origin requests — preflights for Authorization included — with `*` and no credentials mode; the
 * partner API and the routes acting on a session cookie (bulk, pages) answer none.
 */
const APP_ORIGIN = 'https://app.example';

/** A concrete URL of each CORS route, and a request a browser app would make there. */
const READS: { method: 'GET' | 'POST'; url: string; payload?: Record<string, unknown> }[] = [
  { method: 'POST', url: '/api/domain/search', payload: { q: 'acme.com' } },
  { method: 'POST', url: '/api/tools/whois', payload: { domain: '' } },
  { method: 'GET', url: '/api/pricing/tld?tld=com&op=register' },
  { method: 'GET', url: '/api/tlds/com/metadata' },
  { method: 'GET', url: '/api/market/listings?limit=1' },
  { method: 'GET', url: '/api/batch?pricing=com' },
  { method: 'POST', url: '/api/batch', payload: {} },
  { method: 'GET', url: '/openapi.json' },
  { method: 'GET', url: '/.well-known/mcp.json' },
  { method: 'GET', url: '/.well-known/mcp' },
  { method: 'GET', url: '/.well-known/mcp/server-card.json' },
  { method: 'GET', url: '/.well-known/oauth-protected-resource/mcp' },
];

describe('issue 14 item 11: CORS for interface A reads', () => {
  const h = useTestApp({ search: true });
  const preflight = (url: string, method: string, requestHeaders = 'authorization, content-type') => h.t.app.inject({
    method: 'OPTIONS', url, headers: { origin: APP_ORIGIN, 'access-control-request-method': method, 'access-control-request-headers': requestHeaders },
  });

  test('issue 14 item 11: every read answers the preflight for Authorization, Content-Type and Idempotency-Key, without credentials', async () => {
    for (const read of READS) {
      const response = await preflight(read.url, read.method, 'authorization, content-type, idempotency-key');
      assert.equal(response.statusCode, 204, `${read.method} ${read.url}: ${response.body}`);
      assert.equal(response.headers['access-control-allow-origin'], '*', read.url);
      assert.ok(String(response.headers['access-control-allow-methods']).split(', ').includes(read.method), read.url);
      const allowed = String(response.headers['access-control-allow-headers']).split(', ');
      for (const header of ['authorization', 'content-type', 'idempotency-key']) assert.ok(allowed.includes(header), `${read.url} allows ${header}`);
      assert.equal(response.headers['access-control-allow-credentials'], undefined, read.url);
      assert.match(String(response.headers['access-control-max-age']), /^\d+$/);
    }
  });

  test('issue 14 item 11: answers of the reads (errors too) carry Access-Control-Allow-Origin and expose X-Request-Id and Retry-After', async () => {
    for (const read of READS) {
      const response = await h.t.app.inject({ method: read.method, url: read.url, headers: { origin: APP_ORIGIN }, ...(read.payload ? { payload: read.payload } : {}) });
      assert.equal(response.headers['access-control-allow-origin'], '*', `${read.method} ${read.url} (${response.statusCode})`);
      assert.equal(response.headers['access-control-allow-credentials'], undefined, read.url);
      const exposed = String(response.headers['access-control-expose-headers']).split(', ');
      for (const header of ['x-request-id', 'retry-after', 'www-authenticate']) assert.ok(exposed.includes(header), `${read.url} exposes ${header}`);
    }
  });

  test('issue 14 item 11: a refused bearer token on the search is readable cross-origin (401 with WWW-Authenticate exposed)', async () => {
    const response = await h.t.app.inject({ method: 'POST', url: '/api/domain/search', headers: { origin: APP_ORIGIN, authorization: 'Bearer not-a-token' }, payload: { q: 'acme.com' } });
    assert.equal(response.statusCode, 401);
    assert.equal(response.headers['access-control-allow-origin'], '*');
    assert.match(String(response.headers['www-authenticate']), /invalid_token/);
  });

  test('issue 14 item 11: the partner API, bulk operations, the pages and /mcp answer no CORS, preflight or not', async () => {
    const refused: [string, string][] = [
      ['/api/partner/v1/domains/search?q=coffee', 'GET'],
      ['/api/domains/bulk/renew', 'POST'],
      ['/api/domains/bulk/jobs/job_1', 'GET'],
      ['/sign-in', 'POST'],
      ['/account', 'GET'],
      ['/mcp', 'POST'],
    ];
    for (const [url, method] of refused) {
      const answer = await preflight(url, method, 'content-type, x-service-key-id');
      assert.equal(answer.headers['access-control-allow-origin'], undefined, `preflight of ${url}`);
      assert.notEqual(answer.statusCode, 204, `preflight of ${url}`);
      const actual = await h.t.app.inject({ method: method as 'GET', url, headers: { origin: APP_ORIGIN }, ...(method === 'POST' ? { payload: {} } : {}) });
      assert.equal(actual.headers['access-control-allow-origin'], undefined, `${method} ${url}`);
    }
  });

  test('issue 14 item 11: every operation of /openapi.json is classified: CORS, its own OAuth CORS, or none on purpose', async () => {
    const noCors = [/^\/api\/domains\/bulk\//, /^\/healthz$/, /^\/readyz$/];
    const oauthOwn = [/^\/api\/oauth\//, /^\/\.well-known\/oauth-(authorization-server|protected-resource)$/];
    const doc = (await h.t.app.inject({ method: 'GET', url: '/openapi.json' })).json() as { paths: Record<string, unknown> };
    const unclassified = Object.keys(doc.paths)
      .map((path) => path.replace(/\{(\w+)\}/g, ':$1'))
      .filter((path) => !Object.hasOwn(CORS_ROUTES, path) && ![...noCors, ...oauthOwn].some((rule) => rule.test(path)));
    assert.deepEqual(unclassified, [], 'add each new route to CORS_ROUTES (src/interfaces/public/cors.ts) or to the no-CORS list here, with the reason');
  });

  describe('issue 14 item 11: in a real browser, from another origin', () => {
    let browser: BrowserSession | undefined;
    let pageServer: Server;
    let appBase = '';
    let pageOrigin = '';
    before(async () => {
      if (browserSkip()) return;
      await h.t.app.listen({ port: 0, host: '127.0.0.1' });
      appBase = `http://127.0.0.1:${(h.t.app.server.address() as AddressInfo).port}`;
      // The browser app: a page on another origin (another port) that calls the API with fetch().
      pageServer = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>app</title>'));
      await new Promise<void>((resolve) => pageServer.listen(0, '127.0.0.1', resolve));
      pageOrigin = `http://127.0.0.1:${(pageServer.address() as AddressInfo).port}`;
      browser = await openBrowser([appBase, pageOrigin]);
    });
    after(async () => {
      await browser?.close();
      if (pageServer) await new Promise<void>((resolve) => pageServer.close(() => resolve()));
      h.t.app.server.closeAllConnections();
    });

    async function accessToken(): Promise<string> {
      await createVerifiedUser(h.t.ctx);
      const kit = await registerClient('http://127.0.0.1:3000', injectFetch(h.t.app));
      const pkce = await newPkce();
      const callback = await authorizeWithConsent(new SessionAgent(h.t.app), kit, pkce);
      return (await oauth.processAuthorizationCodeResponse(kit.as, kit.client, await exchange(kit, callback, pkce))).access_token;
    }

    test('issue 14 item 11: fetch() with a pricing:read bearer token reaches the search; bulk and partner calls are refused by the browser', { skip: browserSkip() }, async () => {
      const token = await accessToken();
      const { page, problems } = await browser!.newPage();
      await page.goto(`${pageOrigin}/`);
      // A script string: tsx would wrap named functions in a helper that does not exist in the page.
      const result = await page.evaluate(`(async () => {
        const base = ${JSON.stringify(appBase)};
        const call = async (url, init) => {
          try {
            const response = await fetch(url, init);
            return { status: response.status, requestId: response.headers.get('x-request-id'), body: await response.text() };
          } catch (error) {
            return { failed: String(error) };
          }
        };
        return {
          search: await call(base + '/api/domain/search', { method: 'POST', headers: { authorization: 'Bearer ${token}', 'content-type': 'application/json' }, body: JSON.stringify({ q: 'acme.com', include_alternates: false }) }),
          badToken: await call(base + '/api/domain/search', { method: 'POST', headers: { authorization: 'Bearer nope', 'content-type': 'application/json' }, body: '{"q":"acme.com"}' }),
          bulk: await call(base + '/api/domains/bulk/renew', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"domains":["acme.com"]}' }),
          partner: await call(base + '/api/partner/v1/domains/search?q=coffee', { headers: { 'x-service-key-id': 'pk_sandbox_x' } }),
        };
      })()`) as Record<'search' | 'badToken' | 'bulk' | 'partner', { status?: number; requestId?: string | null; body?: string; failed?: string }>;
      assert.equal(result.search.status, 200, JSON.stringify(result.search));
      assert.ok(parseStream(result.search.body!).some((event) => event.kind === 'row'));
      assert.match(result.search.requestId ?? '', /^req_/, 'X-Request-Id is readable');
      assert.equal(result.badToken.status, 401, JSON.stringify(result.badToken));
      assert.match(result.bulk.failed ?? '', /TypeError/, `bulk: ${JSON.stringify(result.bulk)}`);
      assert.match(result.partner.failed ?? '', /TypeError/, `partner: ${JSON.stringify(result.partner)}`);
      assert.ok(problems.some((problem) => /CORS/.test(problem)), 'the browser reports the refused calls as CORS errors');
    });
  });
});
