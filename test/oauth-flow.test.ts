// test-plan: PGlite only: runs an OAuth client against the sign-in and consent pages in Chromium; the codes, tokens and their rotation are checked on both databases by test/oauth-tokens.test.ts, oauth-register and oauth-refusals
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import * as oauth from 'oauth4webapi';
import { verifyBearer } from '../src/modules/oauth/bearer.js';
import { browserSkip, SKIP_BROWSER } from './helpers/browser.js';
import { startBrowserRig, type BrowserRig } from './helpers/oauth-browser.js';
import { authorizeUrl, createVerifiedUser, newPkce, registerClient, USER_EMAIL, USER_PASSWORD } from './helpers/oauth-client.js';

/**
 * Issue 4, "the full flow": oauth4webapi (a certified OAuth client) registers, the user signs in and
 * consents on the real pages in Debian's Chromium (playwright-core), then the client exchanges the code,
 * refreshes, and the rotation is checked. Needs /usr/bin/chromium; NAMEPORT_SKIP_BROWSER=1 skips.
 */
const ARTIFACTS = join(import.meta.dirname, '..', 'test-artifacts');
let rig: BrowserRig | undefined;

before(async () => {
  if (SKIP_BROWSER) return;
  rig = await startBrowserRig();
  await createVerifiedUser(rig.t.ctx);
});

after(async () => {
  await rig?.close();
});

test('issue 4: full flow with oauth4webapi: register → sign in and consent in Chromium → token → refresh → rotation', { skip: browserSkip(), timeout: 180_000 }, async () => {
  const { t, origin, callbackUrl, browser } = rig!;
  // Discovery (RFC 8414) and registration (RFC 7591) over the real network.
  const kit = await registerClient(origin, undefined, callbackUrl);
  assert.equal(kit.as.issuer, origin);
  const pkce = await newPkce();

  const { page, problems } = await browser.newPage();
  try {
    // Not signed in: the authorization endpoint sends the browser to the sign-in page.
    await page.goto(`${origin}${authorizeUrl(kit, pkce)}`, { waitUntil: 'load' });
    assert.equal(new URL(page.url()).pathname, '/sign-in');
    assert.equal(await page.locator('h1').innerText(), 'Sign in');
    await page.getByLabel('Email').fill(USER_EMAIL);
    await page.getByLabel('Password').fill(USER_PASSWORD);
    await Promise.all([page.waitForURL((url) => url.pathname === '/oauth/authorize'), page.getByRole('button', { name: 'Sign in' }).click()]);

    // The consent page names the client and the scope.
    assert.equal(await page.locator('h1').innerText(), 'Allow access?');
    assert.equal(await page.locator('.client').innerText(), 'Test Pricing App');
    assert.match(await page.locator('.scopes').innerText(), /pricing:read/);
    assert.match(await page.locator('main').innerText(), new RegExp(USER_EMAIL));
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: join(ARTIFACTS, 'consent.png'), fullPage: true });

    await Promise.all([page.waitForURL((url) => url.href.startsWith(callbackUrl)), page.getByRole('button', { name: 'Allow' }).click()]);
    const callback = new URL(page.url());
    assert.equal(callback.searchParams.get('iss'), origin, 'RFC 9207 iss');
    assert.deepEqual(problems, [], `the pages reported problems:\n${problems.join('\n')}`);
    assert.deepEqual(browser.blocked, []);

    // oauth4webapi checks state and iss, then exchanges the code with the PKCE verifier.
    const params = oauth.validateAuthResponse(kit.as, kit.client, callback, pkce.state);
    const exchanged = await oauth.processAuthorizationCodeResponse(
      kit.as, kit.client,
      await oauth.authorizationCodeGrantRequest(kit.as, kit.client, oauth.None(), params, callbackUrl, pkce.verifier, kit.options),
    );
    assert.equal(exchanged.token_type, 'bearer');
    assert.equal(exchanged.expires_in, 1800);
    assert.equal(exchanged.scope, 'pricing:read');
    assert.ok(exchanged.refresh_token);
    const bearer = await verifyBearer(t.ctx, `Bearer ${exchanged.access_token}`, 'pricing:read');
    assert.equal(bearer.ok, true);

    // Refresh: a new access token and a new refresh token (rotation).
    const refreshed = await oauth.processRefreshTokenResponse(
      kit.as, kit.client, await oauth.refreshTokenGrantRequest(kit.as, kit.client, oauth.None(), exchanged.refresh_token!, kit.options),
    );
    assert.notEqual(refreshed.refresh_token, exchanged.refresh_token);
    assert.notEqual(refreshed.access_token, exchanged.access_token);
    assert.equal((await verifyBearer(t.ctx, `Bearer ${refreshed.access_token}`, 'pricing:read')).ok, true);

    // The rotated-out refresh token is refused (and, being real reuse, ends the grant).
    t.clock.advance(5_000);
    await assert.rejects(
      oauth.processRefreshTokenResponse(kit.as, kit.client, await oauth.refreshTokenGrantRequest(kit.as, kit.client, oauth.None(), exchanged.refresh_token!, kit.options)),
      (error: unknown) => error instanceof oauth.ResponseBodyError && error.error === 'invalid_grant',
    );
    assert.equal((await verifyBearer(t.ctx, `Bearer ${refreshed.access_token}`, 'pricing:read')).ok, false, 'family revoked on reuse');
  } finally {
    await page.close();
  }
});
