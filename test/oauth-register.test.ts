import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { useTestApp } from './helpers/app.js';

/** RFC 7591 registration rules and the two discovery documents (RFC 8414, RFC 9728). */
describe('OAuth registration and metadata', () => {
  const handle = useTestApp();

  async function register(body: unknown) {
    const response = await handle.t.app.inject({ method: 'POST', url: '/api/oauth/register', payload: body as object });
    return { status: response.statusCode, body: response.json<Record<string, unknown>>(), headers: response.headers };
  }

  test('RFC 7591 §3.2.1: registration answers 201 with client_id and the registered metadata, no secret', async () => {
    const { status, body, headers } = await register({ redirect_uris: ['https://app.example/cb', 'http://127.0.0.1/cb'], client_name: 'Price Checker' });
    assert.equal(status, 201);
    assert.match(String(body.client_id), /^cli_/);
    assert.deepEqual(body.redirect_uris, ['https://app.example/cb', 'http://127.0.0.1/cb']);
    assert.equal(body.client_name, 'Price Checker');
    assert.equal(body.token_endpoint_auth_method, 'none');
    assert.equal(body.client_secret, undefined);
    assert.equal(body.client_id_issued_at, Date.parse('2026-03-01T12:00:00Z') / 1000);
    assert.equal(headers['cache-control'], 'no-store');
    const stored = await handle.t.ctx.db.query<{ client_name: string }>('SELECT client_name FROM oauth_clients WHERE id = $1', [body.client_id]);
    assert.equal(stored[0]?.client_name, 'Price Checker');
  });

  test('issue 4 / RFC 7591 §3.2.2: refused redirect_uris are invalid_redirect_uri (scheme, http off loopback, fragment, user info, empty)', async () => {
    const bad = [
      ['javascript:alert(1)'], ['data:text/html,hi'], ['com.example.app:/cb'], ['http://app.example/cb'], ['https://app.example/cb#frag'],
      ['https://user:pw@app.example/cb'], ['/relative'], [], ['https://ok.example/cb', 'ftp://x.example/'],
    ];
    for (const redirect_uris of bad) {
      const { status, body, headers } = await register({ redirect_uris, client_name: 'x' });
      assert.equal(status, 400, JSON.stringify(redirect_uris));
      assert.equal(body.error, 'invalid_redirect_uri', JSON.stringify(redirect_uris));
      assert.equal(typeof body.error_description, 'string');
      assert.equal(headers['cache-control'], 'no-store');
    }
    const missing = await register({ client_name: 'x' });
    assert.equal(missing.body.error, 'invalid_redirect_uri');
    const notArray = await register({ redirect_uris: 'https://app.example/cb' });
    assert.equal(notArray.body.error, 'invalid_redirect_uri');
  });

  test('RFC 7591 §3.2.2: unsupported metadata is invalid_client_metadata (confidential auth, implicit grant, unknown scope, bad name)', async () => {
    const base = { redirect_uris: ['https://app.example/cb'] };
    for (const extra of [
      { token_endpoint_auth_method: 'client_secret_basic' }, { grant_types: ['implicit'] }, { response_types: ['token'] },
      { scope: 'admin' }, { client_name: '' }, { client_name: 'a'.repeat(101) }, { client_name: 'evil\u202Ename' },
    ]) {
      const { status, body } = await register({ ...base, ...extra });
      assert.equal(status, 400, JSON.stringify(extra));
      assert.equal(body.error, 'invalid_client_metadata', JSON.stringify(extra));
    }
  });

  test('RFC 7591: a body that is not JSON is invalid_request in the RFC 6749 error shape', async () => {
    const response = await handle.t.app.inject({ method: 'POST', url: '/api/oauth/register', headers: { 'content-type': 'application/json' }, payload: '{nope' });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json<{ error: string }>().error, 'invalid_request');
  });

  test('RFC 8414 §3: /.well-known/oauth-authorization-server names the issuer, endpoints, S256, "none" and iss support', async () => {
    const response = await handle.t.app.inject({ method: 'GET', url: '/.well-known/oauth-authorization-server' });
    assert.equal(response.statusCode, 200);
    const body = response.json<Record<string, unknown>>();
    assert.equal(body.issuer, 'http://127.0.0.1:3000');
    assert.equal(body.authorization_endpoint, 'http://127.0.0.1:3000/oauth/authorize');
    assert.equal(body.token_endpoint, 'http://127.0.0.1:3000/api/oauth/token');
    assert.equal(body.registration_endpoint, 'http://127.0.0.1:3000/api/oauth/register');
    assert.equal(body.revocation_endpoint, 'http://127.0.0.1:3000/api/oauth/revoke');
    assert.equal(body.introspection_endpoint, 'http://127.0.0.1:3000/api/oauth/introspect');
    assert.deepEqual(body.code_challenge_methods_supported, ['S256']);
    assert.deepEqual(body.token_endpoint_auth_methods_supported, ['none']);
    assert.deepEqual(body.scopes_supported, ['pricing:read']);
    assert.deepEqual(body.response_types_supported, ['code']);
    assert.deepEqual(body.grant_types_supported, ['authorization_code', 'refresh_token']);
    assert.equal(body.authorization_response_iss_parameter_supported, true);
  });

  test('RFC 9728 / precedent: /.well-known/oauth-protected-resource points at this authorization server', async () => {
    const response = await handle.t.app.inject({ method: 'GET', url: '/.well-known/oauth-protected-resource' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), {
      resource: 'http://127.0.0.1:3000',
      authorization_servers: ['http://127.0.0.1:3000'],
      scopes_supported: ['pricing:read'],
      bearer_methods_supported: ['header'],
      resource_documentation: 'http://127.0.0.1:3000/docs',
    });
  });

  test('issue 4: browser-based clients can call the OAuth JSON endpoints cross-origin (CORS *, preflight 204), not the pages', async () => {
    const preflight = await handle.t.app.inject({ method: 'OPTIONS', url: '/api/oauth/register', headers: { origin: 'https://app.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } });
    assert.equal(preflight.statusCode, 204);
    assert.equal(preflight.headers['access-control-allow-origin'], '*');
    assert.match(String(preflight.headers['access-control-allow-headers']), /content-type/);
    const metadata = await handle.t.app.inject({ method: 'GET', url: '/.well-known/oauth-authorization-server', headers: { origin: 'https://app.example' } });
    assert.equal(metadata.headers['access-control-allow-origin'], '*');
    assert.equal(metadata.headers['access-control-allow-credentials'], undefined);
    const signIn = await handle.t.app.inject({ method: 'GET', url: '/sign-in', headers: { origin: 'https://app.example' } });
    assert.equal(signIn.headers['access-control-allow-origin'], undefined);
  });

  test('contract 9: the OAuth endpoints are in /openapi.json with the RFC 6749 error component', async () => {
    const doc = (await handle.t.app.inject({ method: 'GET', url: '/openapi.json' })).json<{ paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: { $ref?: string } }> }> }>> }>();
    for (const path of ['/api/oauth/register', '/api/oauth/token', '/api/oauth/revoke', '/api/oauth/introspect']) {
      assert.equal(doc.paths[path]?.post?.responses['400']?.content?.['application/json']?.schema.$ref, '#/components/schemas/OAuthError', path);
    }
    assert.ok(doc.paths['/.well-known/oauth-authorization-server']?.get);
    assert.ok(doc.paths['/.well-known/oauth-protected-resource']?.get);
    assert.equal(doc.paths['/oauth/authorize'], undefined, 'HTML pages are not API operations');
  });
});
