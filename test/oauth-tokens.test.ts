import assert from 'node:assert/strict';
import { beforeEach, describe, test } from 'node:test';
import * as oauth from 'oauth4webapi';
import { bearerChallenge, verifyBearer } from '../src/modules/oauth/bearer.js';
import { useTestApp } from './helpers/app.js';
import { authorizeWithConsent, createVerifiedUser, exchange, injectFetch, newPkce, registerClient, SessionAgent, type ClientKit } from './helpers/oauth-client.js';

/** Refresh rotation, reuse detection, lifetimes, revocation, introspection and the bearer verifier. */
describe('OAuth tokens', () => {
  const handle = useTestApp({
    // A route standing in for POST /api/domain/search: how a resource route uses verifyBearer.
    extend: (app) => {
      app.get('/test/protected', { schema: { hide: true } }, async (request, reply) => {
        const result = await verifyBearer(handle.t.ctx, request.headers.authorization, 'pricing:read');
        if (result.ok) return { user: result.userId };
        return reply.code(result.error === 'absent' ? 401 : result.status).header('www-authenticate', bearerChallenge(handle.t.ctx, result, 'pricing:read')).send();
      });
    },
  });
  let kit: ClientKit;

  beforeEach(async () => {
    await createVerifiedUser(handle.t.ctx);
    kit = await registerClient('http://127.0.0.1:3000', injectFetch(handle.t.app));
  });

  async function tokens() {
    const pkce = await newPkce();
    const callback = await authorizeWithConsent(new SessionAgent(handle.t.app), kit, pkce);
    return oauth.processAuthorizationCodeResponse(kit.as, kit.client, await exchange(kit, callback, pkce));
  }

  function refresh(refreshToken: string) {
    return oauth.refreshTokenGrantRequest(kit.as, kit.client, oauth.None(), refreshToken, kit.options);
  }

  async function form(url: string, body: Record<string, string>) {
    const response = await handle.t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(body).toString() });
    return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
  }

  const protectedGet = (token: string) => handle.t.app.inject({ method: 'GET', url: '/test/protected', headers: { authorization: `Bearer ${token}` } });

  test('contract 5.1: every refresh rotates: a new refresh token, and the old one is no longer accepted', async () => {
    const first = await tokens();
    const second = await oauth.processRefreshTokenResponse(kit.as, kit.client, await refresh(first.refresh_token!));
    assert.notEqual(second.refresh_token, first.refresh_token);
    assert.notEqual(second.access_token, first.access_token);
    assert.equal(second.expires_in, 1800);
    const third = await oauth.processRefreshTokenResponse(kit.as, kit.client, await refresh(second.refresh_token!));
    assert.ok(third.access_token);
    assert.equal((await protectedGet(third.access_token)).statusCode, 200);
  });

  test('contract 5.1 / RFC 9700 §4.14.2: reusing a rotated refresh token revokes the whole family', async () => {
    const first = await tokens();
    const second = await oauth.processRefreshTokenResponse(kit.as, kit.client, await refresh(first.refresh_token!));
    handle.t.clock.advance(10_000);
    const reuse = await refresh(first.refresh_token!);
    assert.equal(reuse.status, 400);
    assert.equal(((await reuse.json()) as { error: string }).error, 'invalid_grant');
    // The legitimate holder's newer tokens die with it.
    const next = await refresh(second.refresh_token!);
    assert.equal(((await next.json()) as { error: string }).error, 'invalid_grant');
    const call = await protectedGet(second.access_token);
    assert.equal(call.statusCode, 401);
    assert.match(String(call.headers['www-authenticate']), /error="invalid_token"/);
  });

  test('DESIGN races: two concurrent refreshes of one token: exactly one wins and the family survives', async () => {
    const first = await tokens();
    const responses = await Promise.all([refresh(first.refresh_token!), refresh(first.refresh_token!)]);
    assert.deepEqual(responses.map((r) => r.status).sort(), [200, 400]);
    const winner = responses.find((r) => r.status === 200)!;
    const won = await oauth.processRefreshTokenResponse(kit.as, kit.client, winner);
    const after = await oauth.processRefreshTokenResponse(kit.as, kit.client, await refresh(won.refresh_token!));
    assert.ok(after.access_token, 'the family was revoked by a mere race');
  });

  test('contract 3: an access token works at 30 min − 1 s and is refused at 30 min + 1 s', async () => {
    const { access_token } = await tokens();
    handle.t.clock.advance(30 * 60_000 - 1_000);
    assert.equal((await protectedGet(access_token)).statusCode, 200);
    handle.t.clock.advance(2_000);
    const expired = await protectedGet(access_token);
    assert.equal(expired.statusCode, 401);
    assert.match(String(expired.headers['www-authenticate']), /^Bearer error="invalid_token", error_description="the access token has expired"/);
    assert.deepEqual((await form('/api/oauth/introspect', { token: access_token })).body, { active: false });
  });

  test('contract 3: a refresh token is refused after 30 days', async () => {
    const { refresh_token } = await tokens();
    handle.t.clock.advance(30 * 24 * 3600_000 + 1_000);
    const response = await refresh(refresh_token!);
    assert.equal(response.status, 400);
    assert.match(((await response.json()) as { error_description: string }).error_description, /expired/);
  });

  test('RFC 6750 §3: verifyBearer: no header is "absent"; a malformed header invalid_request; an unknown token invalid_token', async () => {
    const ctx = handle.t.ctx;
    assert.deepEqual(await verifyBearer(ctx, undefined, 'pricing:read'), { ok: false, error: 'absent' });
    assert.equal((await verifyBearer(ctx, 'Basic abc', 'pricing:read') as { error: string }).error, 'invalid_request');
    const unknown = await verifyBearer(ctx, `Bearer ${'a'.repeat(43)}`, 'pricing:read');
    assert.equal(unknown.ok, false);
    assert.equal((unknown as { error: string; status: number }).error, 'invalid_token');
    assert.equal((unknown as { status: number }).status, 401);
    const { access_token, refresh_token } = await tokens();
    assert.equal((await verifyBearer(ctx, `Bearer ${refresh_token}`, 'pricing:read') as { error: string }).error, 'invalid_token', 'a refresh token is not a bearer token');
    const ok = await verifyBearer(ctx, `Bearer ${access_token}`, 'pricing:read');
    assert.equal(ok.ok, true);
    const scope = await verifyBearer(ctx, `Bearer ${access_token}`, 'bulk:write');
    assert.equal((scope as { error: string; status: number }).error, 'insufficient_scope');
    assert.equal((scope as { status: number }).status, 403);
  });

  test('RFC 7662: introspection of a live access token gives active, scope, client_id, sub, exp', async () => {
    const { access_token } = await tokens();
    const { status, body } = await form('/api/oauth/introspect', { token: access_token });
    assert.equal(status, 200);
    assert.equal(body.active, true);
    assert.equal(body.scope, 'pricing:read');
    assert.equal(body.client_id, kit.client.client_id);
    assert.match(String(body.sub), /^usr_/);
    assert.equal(body.exp, Date.parse('2026-03-01T12:30:00Z') / 1000);
    assert.equal(body.token_type, 'Bearer');
    // The oauth4webapi view of the same answer.
    const viaClient = await oauth.processIntrospectionResponse(kit.as, kit.client, await oauth.introspectionRequest(kit.as, kit.client, oauth.None(), access_token, kit.options));
    assert.equal(viaClient.active, true);
  });

  test('RFC 7009: revoking a refresh token ends the grant (access token too); unknown tokens answer 200', async () => {
    const { access_token, refresh_token } = await tokens();
    const response = await oauth.revocationRequest(kit.as, kit.client, oauth.None(), refresh_token!, kit.options);
    await oauth.processRevocationResponse(response);
    assert.equal((await protectedGet(access_token)).statusCode, 401);
    assert.equal((await refresh(refresh_token!)).status, 400);
    assert.equal((await form('/api/oauth/revoke', { token: 'not-a-token' })).status, 200);
  });

  test('RFC 7009: revoking an access token ends only that token; a foreign client_id revokes nothing', async () => {
    const { access_token, refresh_token } = await tokens();
    await form('/api/oauth/revoke', { token: access_token, client_id: 'cli_someone_else' });
    assert.equal((await protectedGet(access_token)).statusCode, 200);
    await form('/api/oauth/revoke', { token: access_token, token_type_hint: 'access_token' });
    assert.equal((await protectedGet(access_token)).statusCode, 401);
    const renewed = await oauth.processRefreshTokenResponse(kit.as, kit.client, await refresh(refresh_token!));
    assert.equal((await protectedGet(renewed.access_token)).statusCode, 200);
  });

  test('DESIGN secrets: tokens and codes are stored only as SHA-256 hashes', async () => {
    const { access_token, refresh_token } = await tokens();
    const dump = JSON.stringify(await handle.t.ctx.db.query('SELECT * FROM oauth_tokens')) + JSON.stringify(await handle.t.ctx.db.query('SELECT * FROM oauth_codes'));
    assert.ok(!dump.includes(access_token) && !dump.includes(refresh_token!));
    assert.ok(!JSON.stringify(handle.t.logs).includes(access_token), 'a token was logged');
  });

  test('RFC 7662 / RFC 9700 §4.14.2: an access token of a revoked grant (family) introspects inactive, as the bearer verifier refuses it', async () => {
    const { access_token } = await tokens();
    // The family is revoked through its refresh token; this access token's own row is untouched (as when a
    // concurrent refresh inserted it after the family-wide UPDATE took its snapshot).
    await handle.t.ctx.db.query(`UPDATE oauth_tokens SET revoked_at = $1 WHERE kind = 'refresh'`, [handle.t.clock.now()]);
    const own = await handle.t.ctx.db.query<{ revoked_at: unknown }>(`SELECT revoked_at FROM oauth_tokens WHERE kind = 'access'`);
    assert.equal(own[0]?.revoked_at, null);
    assert.equal((await protectedGet(access_token)).statusCode, 401);
    assert.deepEqual((await form('/api/oauth/introspect', { token: access_token })).body, { active: false });
  });

  test('RFC 6750 §3: WWW-Authenticate parses strictly (oauth4webapi): error_description carries no raw quote or backslash', async () => {
    const challengeOf = async (authorization: string) => {
      const response = await handle.t.app.inject({ method: 'GET', url: '/test/protected', headers: { authorization } });
      return String(response.headers['www-authenticate']);
    };
    const { access_token } = await tokens();
    handle.t.clock.advance(31 * 60_000);
    for (const authorization of ['Basic abc', 'Bearer a"b', `Bearer ${access_token}`]) {
      const header = await challengeOf(authorization);
      // The header, as a protected resource would send it, read by a certified client's challenge parser.
      const fetchChallenge = (async () => new Response(null, { status: 401, headers: { 'www-authenticate': header } })) as typeof fetch;
      const error = await oauth
        .protectedResourceRequest('token', 'GET', new URL('http://127.0.0.1:3000/test/protected'), undefined, undefined, { [oauth.customFetch]: fetchChallenge, [oauth.allowInsecureRequests]: true })
        .then(() => null, (e: unknown) => e);
      assert.ok(error instanceof oauth.WWWAuthenticateChallengeError, `not parsed: ${header}`);
      const [challenge] = error.cause;
      assert.equal(challenge?.scheme, 'bearer');
      const description = String(challenge?.parameters.error_description);
      assert.match(description, /^[\x20\x21\x23-\x5b\x5d-\x7e]+$/, 'RFC 6750 §3 character set');
      assert.equal(challenge?.parameters.resource_metadata, 'http://127.0.0.1:3000/.well-known/oauth-protected-resource');
      if (authorization === 'Basic abc') {
        assert.equal(challenge?.parameters.error, 'invalid_request');
        assert.equal(description, 'the Authorization header must be: Bearer <token>');
      }
    }
  });

  test('OAuth 2.1 §4.3.1: a rotated refresh token presented again within the 2 s race grace is refused and logged as a warning', async () => {
    const first = await tokens();
    await oauth.processRefreshTokenResponse(kit.as, kit.client, await refresh(first.refresh_token!));
    handle.t.clock.advance(1_000);
    const logged = handle.t.logs.length;
    const again = await refresh(first.refresh_token!);
    assert.equal(again.status, 400);
    const warning = handle.t.logs.slice(logged).find((line) => line.level === 40 && /race grace/.test(String(line.msg)));
    assert.ok(warning, 'no warning logged for the grace');
    assert.equal(warning.since_rotation_ms, 1000);
  });

  test('RFC 6749 §3.2 / §5.2: token, revocation and introspection take form bodies only: JSON or no content type is invalid_request with no-store', async () => {
    for (const url of ['/api/oauth/token', '/api/oauth/revoke', '/api/oauth/introspect']) {
      const json = await handle.t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ grant_type: 'refresh_token', token: 'x' }) });
      assert.equal(json.statusCode, 400, url);
      assert.equal(json.headers['cache-control'], 'no-store');
      assert.equal(json.json<{ error: string }>().error, 'invalid_request');
      assert.match(json.json<{ error_description: string }>().error_description, /x-www-form-urlencoded/);
      const none = await handle.t.app.inject({ method: 'POST', url });
      assert.equal(none.statusCode, 400, url);
      assert.equal(none.json<{ error: string }>().error, 'invalid_request');
    }
  });

  test('RFC 6749 §5.2: a body over the limit at the OAuth endpoints is invalid_request with no-store, not the interface A 413 body', async () => {
    const big = `token=${'a'.repeat(handle.t.ctx.config.bodyLimitBytes + 10)}`;
    for (const url of ['/api/oauth/token', '/api/oauth/revoke', '/api/oauth/introspect']) {
      const response = await handle.t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: big });
      assert.equal(response.statusCode, 400, url);
      assert.equal(response.headers['cache-control'], 'no-store');
      assert.deepEqual(Object.keys(response.json()).sort(), ['error', 'error_description']);
      assert.equal(response.json<{ error: string }>().error, 'invalid_request');
    }
    const register = await handle.t.app.inject({ method: 'POST', url: '/api/oauth/register', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ redirect_uris: ['x'.repeat(handle.t.ctx.config.bodyLimitBytes)] }) });
    assert.equal(register.statusCode, 400);
    assert.equal(register.json<{ error: string }>().error, 'invalid_request');
    assert.equal(register.headers['cache-control'], 'no-store');
  });

  test('housekeeping: oauth_tokens and oauth_codes have an index on expires_at (the expired-row deletes do not scan)', async () => {
    const rows = await handle.t.ctx.db.query<{ tablename: string; indexdef: string }>(
      `SELECT tablename, indexdef FROM pg_indexes WHERE tablename IN ('oauth_tokens', 'oauth_codes') AND indexdef LIKE '%(expires_at)%'`,
    );
    assert.deepEqual(rows.map((r) => r.tablename).sort(), ['oauth_codes', 'oauth_tokens']);
  });
});
