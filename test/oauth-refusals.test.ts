import assert from 'node:assert/strict';
import { beforeEach, describe, test } from 'node:test';
import * as oauth from 'oauth4webapi';
import { useTestApp } from './helpers/app.js';
import {
  authorizeUrl, authorizeWithConsent, createVerifiedUser, exchange, injectFetch, newPkce, registerClient, REDIRECT_URI, SessionAgent, USER_EMAIL, USER_PASSWORD,
  type ClientKit,
} from './helpers/oauth-client.js';
import { hiddenFields, signIn } from './helpers/session-agent.js';

/** Every refusal issue 4 lists for the authorization endpoint and the code exchange, each citing its rule. */
describe('OAuth authorization and code refusals', () => {
  const handle = useTestApp();
  let kit: ClientKit;
  let agent: SessionAgent;
  const issuer = 'http://127.0.0.1:3000';

  beforeEach(async () => {
    await createVerifiedUser(handle.t.ctx);
    kit = await registerClient(issuer, injectFetch(handle.t.app));
    agent = new SessionAgent(handle.t.app);
  });

  async function tokenPost(form: Record<string, string>) {
    const response = await handle.t.app.inject({
      method: 'POST', url: '/api/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(form).toString(),
    });
    return { status: response.statusCode, body: response.json<Record<string, string>>(), cache: response.headers['cache-control'] };
  }

  async function codeFor(pkce: Awaited<ReturnType<typeof newPkce>>) {
    const callback = await authorizeWithConsent(agent, kit, pkce);
    return { callback, code: callback.searchParams.get('code')! };
  }

  async function signedInGet(path: string) {
    await signIn(agent, USER_EMAIL, USER_PASSWORD);
    return agent.get(path);
  }

  test('RFC 9207: the redirect back carries code, state and iss (= the issuer)', async () => {
    const pkce = await newPkce();
    const { callback } = await codeFor(pkce);
    assert.equal(callback.origin + callback.pathname, REDIRECT_URI);
    assert.equal(callback.searchParams.get('state'), pkce.state);
    assert.equal(callback.searchParams.get('iss'), issuer);
    assert.match(callback.searchParams.get('code')!, /^[A-Za-z0-9_-]{43}$/);
  });

  test('RFC 7636 §4.6: a wrong code_verifier is refused with invalid_grant (no-store)', async () => {
    const pkce = await newPkce();
    const { callback } = await codeFor(pkce);
    const response = await exchange(kit, callback, { ...pkce, verifier: oauth.generateRandomCodeVerifier() });
    assert.equal(response.status, 400);
    assert.equal(response.headers.get('cache-control'), 'no-store');
    const body = (await response.json()) as { error: string; error_description: string };
    assert.equal(body.error, 'invalid_grant');
    assert.match(body.error_description, /code_verifier/);
  });

  test('contract 5.1: code_challenge_method=plain is refused (error=invalid_request sent back with state and iss)', async () => {
    const pkce = await newPkce();
    const response = await signedInGet(authorizeUrl(kit, pkce, { code_challenge_method: 'plain', code_challenge: pkce.verifier }));
    assert.equal(response.status, 303);
    const back = new URL(response.location!);
    assert.equal(back.origin + back.pathname, REDIRECT_URI);
    assert.equal(back.searchParams.get('error'), 'invalid_request');
    assert.match(back.searchParams.get('error_description')!, /plain is not supported; use S256/);
    assert.equal(back.searchParams.get('state'), pkce.state);
    assert.equal(back.searchParams.get('iss'), issuer);
    assert.equal(back.searchParams.get('code'), null);
  });

  test('contract 5.1: PKCE is mandatory: no code_challenge_method, or no code_challenge, is refused', async () => {
    const pkce = await newPkce();
    const variants: Record<string, string | null>[] = [{ code_challenge_method: null }, { code_challenge: null }];
    for (const overrides of variants) {
      // Anonymous: an error page, not a redirect (RFC 9700 §4.11.2, see the open-redirector test below).
      const anonymous = await agent.get(authorizeUrl(kit, pkce, overrides));
      assert.equal(anonymous.status, 400, JSON.stringify(overrides));
      assert.equal(anonymous.location, undefined);
      assert.match(anonymous.body, /invalid_request/);
    }
    await signIn(agent, USER_EMAIL, USER_PASSWORD);
    for (const overrides of variants) {
      // Signed in (the consent flow): back to the client with the error.
      const response = await agent.get(authorizeUrl(kit, pkce, overrides));
      assert.equal(response.status, 303);
      assert.equal(new URL(response.location!).searchParams.get('error'), 'invalid_request', JSON.stringify(overrides));
    }
  });

  test('RFC 9700 §4.11.2: an anonymous visitor\'s invalid request to a registered redirect_uri gets an error page with a plain link, never a redirect (no open redirector)', async () => {
    // Registration is open: anyone can register evil.example and send people a broken request for it.
    const evil = await registerClient(issuer, injectFetch(handle.t.app), 'https://evil.example/landing');
    const pkce = await newPkce();
    const variants: Record<string, string | null>[] = [{ response_type: 'token' }, { scope: 'pricing:write' }, { code_challenge_method: 'plain' }, { code_challenge: null }];
    for (const overrides of variants) {
      const response = await agent.get(authorizeUrl(evil, pkce, overrides));
      assert.equal(response.status, 400, JSON.stringify(overrides));
      assert.equal(response.location, undefined, `redirected for ${JSON.stringify(overrides)}`);
      assert.match(String(response.headers['content-type']), /^text\/html/);
      assert.match(response.body, /Return to evil\.example/);
      const href = /<a href="(https:\/\/evil\.example\/landing[^"]*)">/.exec(response.body)?.[1]?.replace(/&amp;/g, '&');
      assert.ok(href, 'the page offers a plain link back to the client');
      assert.equal(new URL(href).searchParams.get('iss'), issuer);
      assert.equal(new URL(href).searchParams.get('state'), pkce.state);
    }
    // A consent-less POST cannot be used either: without a session (and its CSRF token) it is refused.
    const post = await agent.post('/oauth/authorize', { response_type: 'token', client_id: evil.client.client_id, redirect_uri: evil.redirectUri });
    assert.equal(post.status, 403);
    assert.equal(post.location, undefined);
  });

  test('RFC 9700 §4.11.2: a signed-in user whose email is not confirmed gets the error page too, not a redirect', async () => {
    await handle.t.ctx.db.query('UPDATE users SET verified_at = NULL');
    const response = await signedInGet(authorizeUrl(kit, await newPkce(), { response_type: 'token' }));
    assert.equal(response.status, 400);
    assert.equal(response.location, undefined);
  });

  test('contract 3: a code used twice is refused, and the tokens issued from its first use are revoked', async () => {
    const pkce = await newPkce();
    const { callback } = await codeFor(pkce);
    const first = await oauth.processAuthorizationCodeResponse(kit.as, kit.client, await exchange(kit, callback, pkce));
    const again = await exchange(kit, callback, pkce);
    assert.equal(again.status, 400);
    assert.equal(((await again.json()) as { error: string }).error, 'invalid_grant');
    const introspection = await handle.t.app.inject({ method: 'POST', url: '/api/oauth/introspect', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `token=${first.access_token}` });
    assert.deepEqual(introspection.json(), { active: false });
    const refresh = await tokenPost({ grant_type: 'refresh_token', refresh_token: first.refresh_token!, client_id: kit.client.client_id });
    assert.equal(refresh.body.error, 'invalid_grant');
  });

  test('contract 3: two concurrent exchanges of one code: exactly one gets tokens', async () => {
    const pkce = await newPkce();
    const { callback } = await codeFor(pkce);
    const responses = await Promise.all([exchange(kit, callback, pkce), exchange(kit, callback, pkce)]);
    assert.deepEqual(responses.map((r) => r.status).sort(), [200, 400]);
  });

  test('contract 3: a code presented 61 s after it was issued is refused (it lives 60 s)', async () => {
    const pkce = await newPkce();
    const { callback } = await codeFor(pkce);
    handle.t.clock.advance(61_000);
    const response = await exchange(kit, callback, pkce);
    assert.equal(response.status, 400);
    const body = (await response.json()) as { error: string; error_description: string };
    assert.equal(body.error, 'invalid_grant');
    assert.match(body.error_description, /expired/);
  });

  test('contract 3: a code presented 59 s after it was issued still works', async () => {
    const pkce = await newPkce();
    const { callback } = await codeFor(pkce);
    handle.t.clock.advance(59_000);
    const tokens = await oauth.processAuthorizationCodeResponse(kit.as, kit.client, await exchange(kit, callback, pkce));
    assert.equal(tokens.token_type, 'bearer');
    assert.equal(tokens.expires_in, 1800);
  });

  test('RFC 6749 §4.1.3: a redirect_uri at the token endpoint that differs from the authorization request is refused', async () => {
    const pkce = await newPkce();
    const { callback } = await codeFor(pkce);
    const response = await exchange(kit, callback, pkce, `${REDIRECT_URI}/other`);
    assert.equal(response.status, 400);
    const body = (await response.json()) as { error: string; error_description: string };
    assert.equal(body.error, 'invalid_grant');
    assert.match(body.error_description, /redirect_uri/);
  });

  test('issue 4: a code is bound to its client: another client presenting it gets invalid_grant', async () => {
    const pkce = await newPkce();
    const { code } = await codeFor(pkce);
    const other = await registerClient(issuer, injectFetch(handle.t.app));
    const response = await tokenPost({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI, client_id: other.client.client_id, code_verifier: pkce.verifier });
    assert.equal(response.status, 400);
    assert.equal(response.body.error, 'invalid_grant');
  });

  test('issue 4: an unregistered redirect_uri gets an error page and no redirect (prefix, host, scheme and path variants)', async () => {
    const pkce = await newPkce();
    const variants = [`${REDIRECT_URI}/evil`, 'http://127.0.0.1:8976/callbac', 'https://127.0.0.1:8976/callback', 'http://evil.example/callback', `${REDIRECT_URI}?x=1`, 'javascript:alert(1)'];
    for (const redirect of variants) {
      const response = await signedInGet(authorizeUrl(kit, pkce, { redirect_uri: redirect }));
      assert.equal(response.status, 400, redirect);
      assert.equal(response.location, undefined, `redirected for ${redirect}`);
      assert.match(String(response.headers['content-type']), /^text\/html/);
      assert.match(response.body, /not one this application registered/);
    }
  });

  test('RFC 8252 §7.3: a loopback redirect_uri may differ from the registered one in its port only', async () => {
    const pkce = await newPkce();
    const callback = await authorizeWithConsent(agent, kit, pkce, { redirect_uri: 'http://127.0.0.1:51234/callback' });
    assert.equal(callback.origin, 'http://127.0.0.1:51234');
    assert.ok(callback.searchParams.get('code'));
  });

  test('issue 4: an unknown client_id gets an error page at /oauth/authorize and invalid_client (401) at the token endpoint', async () => {
    const pkce = await newPkce();
    const page = await agent.get(authorizeUrl(kit, pkce, { client_id: 'cli_unknown' }));
    assert.equal(page.status, 400);
    assert.equal(page.location, undefined);
    assert.match(page.body, /not registered/);
    const token = await tokenPost({ grant_type: 'authorization_code', code: 'x'.repeat(43), redirect_uri: REDIRECT_URI, client_id: 'cli_unknown', code_verifier: pkce.verifier });
    assert.equal(token.status, 401);
    assert.equal(token.body.error, 'invalid_client');
    assert.equal(token.cache, 'no-store');
  });

  test('issue 4: a consent post without the CSRF token is refused (403) and no code is issued', async () => {
    const pkce = await newPkce();
    const page = await signedInGet(authorizeUrl(kit, pkce));
    assert.equal(page.status, 200);
    const { csrf_token: _csrf, ...fields } = hiddenFields(page.body, '/oauth/authorize');
    for (const form of [{ ...fields, decision: 'allow' }, { ...fields, decision: 'allow', csrf_token: 'forged' }]) {
      const response = await agent.post('/oauth/authorize', form);
      assert.equal(response.status, 403);
      assert.equal(response.location, undefined);
      assert.match(response.body, /Form expired/);
    }
    const codes = await handle.t.ctx.db.query('SELECT 1 FROM oauth_codes');
    assert.equal(codes.length, 0);
  });

  test('contract 5.1: the consent page names the client and the scope and states the refresh rule (30 days without renewing, not "up to 30 days")', async () => {
    const page = await signedInGet(authorizeUrl(kit, await newPkce()));
    assert.equal(page.status, 200);
    assert.match(page.body, /Test Pricing App/);
    assert.match(page.body, /<code>pricing:read<\/code>/);
    assert.match(page.body, /stays connected until it signs itself out or goes 30 days without renewing/);
    assert.doesNotMatch(page.body, /up to 30 days/);
  });

  test('RFC 6749 §4.1.2.1: denying consent sends error=access_denied back with state and iss', async () => {
    const pkce = await newPkce();
    const page = await signedInGet(authorizeUrl(kit, pkce));
    const response = await agent.post('/oauth/authorize', { ...hiddenFields(page.body, '/oauth/authorize'), decision: 'deny' });
    assert.equal(response.status, 303);
    const back = new URL(response.location!);
    assert.equal(back.searchParams.get('error'), 'access_denied');
    assert.equal(back.searchParams.get('state'), pkce.state);
    assert.equal(back.searchParams.get('iss'), issuer);
  });

  test('issue 4: not signed in, /oauth/authorize sends the user to sign-in and back to the same request', async () => {
    const pkce = await newPkce();
    const path = authorizeUrl(kit, pkce);
    const response = await agent.get(path);
    assert.equal(response.status, 303);
    const next = new URL(response.location!, 'http://x');
    assert.equal(next.pathname, '/sign-in');
    assert.equal(next.searchParams.get('return_to'), path);
    const signedIn = await signIn(agent, USER_EMAIL, USER_PASSWORD, path);
    assert.equal(signedIn.location, path);
  });

  test('issue 4: a user whose email is not confirmed cannot authorize a client', async () => {
    await handle.t.ctx.db.query('UPDATE users SET verified_at = NULL');
    const page = await signedInGet(authorizeUrl(kit, await newPkce()));
    assert.equal(page.status, 403);
    assert.match(page.body, /Confirm your email first/);
  });

  test('RFC 6749 §3.1: a parameter sent twice is refused (authorize page, token endpoint)', async () => {
    const pkce = await newPkce();
    const page = await agent.get(`${authorizeUrl(kit, pkce)}&state=again`);
    assert.equal(page.status, 400);
    assert.match(page.body, /more than once/);
    const response = await handle.t.app.inject({
      method: 'POST', url: '/api/oauth/token', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=authorization_code&grant_type=refresh_token',
    });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json<{ error: string }>().error, 'invalid_request');
  });

  test('RFC 6749 §5.2: an unknown grant_type is unsupported_grant_type; a missing one invalid_request', async () => {
    assert.equal((await tokenPost({ grant_type: 'password', username: 'a', password: 'b' })).body.error, 'unsupported_grant_type');
    assert.equal((await tokenPost({ grant_type: 'client_credentials' })).body.error, 'unsupported_grant_type');
    assert.equal((await tokenPost({})).body.error, 'invalid_request');
  });

  test('RFC 6749 §4.1.2.1: response_type other than code is unsupported_response_type; unknown scope invalid_scope (sent back once signed in)', async () => {
    const pkce = await newPkce();
    const anonymous = await agent.get(authorizeUrl(kit, pkce, { response_type: 'token' }));
    assert.equal(anonymous.status, 400, 'anonymous: an error page (RFC 9700 §4.11.2)');
    assert.match(anonymous.body, /unsupported_response_type/);
    await signIn(agent, USER_EMAIL, USER_PASSWORD);
    const token = await agent.get(authorizeUrl(kit, pkce, { response_type: 'token' }));
    assert.equal(new URL(token.location!).searchParams.get('error'), 'unsupported_response_type');
    const scope = await agent.get(authorizeUrl(kit, pkce, { scope: 'pricing:write' }));
    assert.equal(new URL(scope.location!).searchParams.get('error'), 'invalid_scope');
    assert.equal(new URL(scope.location!).searchParams.get('iss'), issuer);
  });
});
