// test-plan: PGlite only: checks the addresses the app names (banner, issuer, OpenAPI servers, MCP origins); its `serve` child runs on embedded PGlite in either pass, and no address comes from stored data
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import * as oauth from 'oauth4webapi';
import { listenBaseUrl, loadConfig } from '../src/platform/config.js';
import { useTestApp } from './helpers/app.js';
import { migratedDataDir } from './helpers/cli-data-dir.js';

/**
 * Issue 14 item 12: the banner and README said http://127.0.0.1:3000 while the OAuth issuer and the OpenAPI `servers`
 * said localhost, so oauth4webapi's discovery from the README's address failed (issuer mismatch, RFC 8414 §3.3), /docs
 * "Try it out" hit the CSP, and /mcp refused `Origin: http://127.0.0.1:PORT`. Without PUBLIC_BASE_URL one base URL is
 * derived from the listen address and used everywhere; with it, that one.
 */
const root = join(import.meta.dirname, '..');
const INITIALIZE = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'origin-test', version: '1' } } });

describe('issue 14 item 12: the base URL derived from the listen address', () => {
  test('issue 14 item 12: loopback and host names as written, wildcards as 127.0.0.1, IPv6 bracketed; PUBLIC_BASE_URL wins', () => {
    assert.equal(loadConfig({}).publicBaseUrl, 'http://127.0.0.1:3000');
    assert.equal(loadConfig({ PORT: '8080' }).publicBaseUrl, 'http://127.0.0.1:8080');
    assert.equal(loadConfig({ HOST: 'localhost' }).publicBaseUrl, 'http://localhost:3000');
    assert.equal(loadConfig({ HOST: '0.0.0.0' }).publicBaseUrl, 'http://127.0.0.1:3000');
    assert.equal(loadConfig({ HOST: '::' }).publicBaseUrl, 'http://127.0.0.1:3000');
    assert.equal(loadConfig({ HOST: '::1' }).publicBaseUrl, 'http://[::1]:3000');
    assert.equal(loadConfig({ HOST: '192.0.2.10' }).publicBaseUrl, 'http://192.0.2.10:3000');
    assert.equal(loadConfig({ HOST: '0.0.0.0', PUBLIC_BASE_URL: 'https://nameport.example/' }).publicBaseUrl, 'https://nameport.example');
    assert.equal(listenBaseUrl('nameport.internal', 80), 'http://nameport.internal:80');
  });
});

describe('issue 14 item 12: `nameport serve` names one address everywhere (the README\'s, 127.0.0.1)', () => {
  let server: ChildProcess | undefined;
  let dataDir = '';
  let base = '';
  let banner = '';

  before(async () => {
    // A migrated database (test/helpers/cli-data-dir.ts): this is about addresses, not the first start on an empty DATA_DIR.
    dataDir = await migratedDataDir('nameport-base-url-');
    const env = { ...process.env, LOG_LEVEL: 'warn', RTR_API_KEY: '', SANDBOX: '', DATABASE_URL: '', PUBLIC_BASE_URL: '', HOST: '', PORT: '', DATA_DIR: dataDir };
    const child = spawn(process.execPath, ['dist/main.js', 'serve', '--sandbox', '--port', '0'], { cwd: root, env, stdio: ['ignore', 'ignore', 'pipe'] });
    server = child;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start: ${banner}`)), 120_000);
      child.stderr!.on('data', (chunk: Buffer) => {
        banner += chunk.toString();
        if (/Partner API:.*\n/.test(banner)) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.on('exit', (code) => reject(new Error(`server exited ${code}: ${banner}`)));
    });
    base = /listening on (http:\/\/\S+)/.exec(banner)![1]!;
  });
  after(async () => {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server!.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('issue 14 item 12: the banner says http://127.0.0.1:<the real port> on every line', () => {
    assert.match(base, /^http:\/\/127\.0\.0\.1:\d+$/);
    assert.notEqual(base, 'http://127.0.0.1:0');
    const urls = [...banner.matchAll(/http:\/\/[^\s/]+/g)].map((match) => match[0]);
    assert.ok(urls.length >= 4, banner);
    assert.deepEqual([...new Set(urls)], [base], banner);
  });

  test('issue 14 item 12: oauth4webapi discovers the authorization server from the banner\'s address (issuer matches)', async () => {
    const issuer = new URL(base);
    const response = await oauth.discoveryRequest(issuer, { algorithm: 'oauth2', [oauth.allowInsecureRequests]: true });
    const as = await oauth.processDiscoveryResponse(issuer, response);
    assert.equal(as.issuer, base);
    assert.equal(as.token_endpoint, `${base}/api/oauth/token`);
    const resource = (await (await fetch(`${base}/.well-known/oauth-protected-resource`)).json()) as { resource: string; authorization_servers: string[] };
    assert.deepEqual([resource.resource, resource.authorization_servers], [base, [base]]);
  });

  test('issue 14 item 12: OpenAPI servers, the MCP descriptors and the /docs CSP name the same address', async () => {
    const doc = (await (await fetch(`${base}/openapi.json`)).json()) as { servers: { url: string }[] };
    assert.deepEqual(doc.servers.map((server) => server.url), [base]);
    const descriptor = (await (await fetch(`${base}/.well-known/mcp.json`)).json()) as { mcpUrl: string; openapi: string; auth: { authorization_server_metadata: string } };
    assert.equal(descriptor.mcpUrl, `${base}/mcp`);
    assert.equal(descriptor.openapi, `${base}/openapi.json`);
    assert.equal(descriptor.auth.authorization_server_metadata, `${base}/.well-known/oauth-authorization-server`);
    const card = (await (await fetch(`${base}/.well-known/mcp/server-card.json`)).json()) as { url: string };
    assert.equal(card.url, `${base}/mcp`);
    const docs = await fetch(`${base}/docs/`);
    assert.match(docs.headers.get('content-security-policy') ?? '', new RegExp(`connect-src 'self' ${base.replace(/\./g, '\\.')};`));
  });

  test('issue 14 item 12: /mcp accepts loopback origins of its port (127.0.0.1, localhost, [::1]) and refuses foreign ones', async () => {
    const port = new URL(base).port;
    const post = (origin: string) => fetch(`${base}/mcp`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: INITIALIZE,
    });
    for (const origin of [`http://127.0.0.1:${port}`, `http://localhost:${port}`, `http://[::1]:${port}`]) {
      const response = await post(origin);
      assert.equal(response.status, 200, origin);
      await response.text();
    }
    for (const origin of [`http://evil.example:${port}`, 'http://127.0.0.1:1', `https://127.0.0.1:${port}`, 'null']) {
      const response = await post(origin);
      assert.equal(response.status, 403, origin);
      assert.equal(((await response.json()) as { error: { code: string } }).error.code, 'forbidden');
    }
  });
});

describe('issue 14 item 12: with PUBLIC_BASE_URL every surface names it', () => {
  const h = useTestApp({ env: { PUBLIC_BASE_URL: 'https://nameport.example', HOST: '0.0.0.0' } });
  const get = async (url: string) => (await h.t.app.inject({ method: 'GET', url })).json() as Record<string, any>;

  test('issue 14 item 12: issuer, resource, OpenAPI servers, MCP descriptors and the /docs CSP', async () => {
    const base = 'https://nameport.example';
    assert.equal((await get('/.well-known/oauth-authorization-server')).issuer, base);
    assert.equal((await get('/.well-known/oauth-protected-resource')).resource, base);
    assert.equal((await get('/openapi.json')).servers[0].url, base);
    assert.equal((await get('/.well-known/mcp.json')).mcpUrl, `${base}/mcp`);
    const docs = await h.t.app.inject({ method: 'GET', url: '/docs/' });
    assert.match(String(docs.headers['content-security-policy']), /connect-src 'self' https:\/\/nameport\.example;/);
  });

  test('issue 14 item 12: /mcp accepts the public origin and loopback origins of the listen port, nothing else', async () => {
    const post = (origin: string) => h.t.app.inject({
      method: 'POST', url: '/mcp', payload: INITIALIZE,
      headers: { origin, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    });
    for (const origin of ['https://nameport.example', 'http://127.0.0.1:3000']) assert.equal((await post(origin)).statusCode, 200, origin);
    for (const origin of ['http://nameport.example', 'https://evil.example', 'http://127.0.0.1:3001']) assert.equal((await post(origin)).statusCode, 403, origin);
  });
});
