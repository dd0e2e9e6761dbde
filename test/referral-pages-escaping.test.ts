import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { storeProbe } from '../src/modules/brokerage/repository.js';
import { moveCase, openCase } from '../src/modules/brokerage/service.js';
import { useTestApp } from './helpers/app.js';
import { createVerifiedUser, SessionAgent, USER_EMAIL, USER_PASSWORD } from './helpers/oauth-client.js';
import { TEST_SECRET_KEY } from './helpers/partner-signer.js';
import { hiddenFields, signIn } from './helpers/session-agent.js';

const SCRIPT = '<script>alert(1)</script>';

/**
 * Issue 19 review: the pages without login show text a visitor or an operator chose — the name in /domains/{name},
 * a broker's note on the progress page — always escaped, never as markup; and they run no script.
 */
describe('referral and brokerage pages escape what they echo', () => {
  const h = useTestApp({ env: { NAMEPORT_SECRET_KEY: TEST_SECRET_KEY, SANDBOX: 'true', SANDBOX_BROKERAGE_STEP_SECONDS: '0' } });

  test('/domains/{name} and its Buy form echo a crafted name as text (404 / not available pages)', async () => {
    const name = encodeURIComponent(`${SCRIPT}.com`);
    const page = await h.t.app.inject({ method: 'GET', url: `/domains/${name}` });
    assert.equal(page.statusCode, 404);
    assert.match(page.body, /&lt;script&gt;alert\(1\)&lt;\/script&gt;\.com is not for sale/);
    assert.doesNotMatch(page.body, /<script/i);
    // Not signed in: Buy sends the visitor to sign in and back to the page, the name percent-encoded in the return path.
    const anonymous = await h.t.app.inject({
      method: 'POST', url: `/domains/${name}/buy`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'env=sandbox',
    });
    assert.equal(anonymous.statusCode, 303);
    assert.equal(anonymous.headers.location, `/sign-in?return_to=${encodeURIComponent(`/domains/${name}?env=sandbox`)}`);
    await createVerifiedUser(h.t.ctx);
    const agent = new SessionAgent(h.t.app);
    await signIn(agent, USER_EMAIL, USER_PASSWORD);
    const { csrf_token } = hiddenFields((await agent.get('/account')).body, '/sign-out');
    const buy = await agent.post(`/domains/${name}/buy`, { env: 'sandbox', csrf_token: csrf_token! });
    assert.ok([404, 409].includes(buy.status), `${buy.status}`);
    assert.doesNotMatch(buy.body, /<script/i);
    assert.match(buy.body, /&lt;script&gt;/);
  });

  test('a broker\'s note with markup is shown as text on the buyer\'s progress page', async () => {
    h.rtr.checks.set('hhgames.com', { answer: { available: false, reason: 'registered' } });
    await storeProbe(h.db, 'hhgames.com', { verdict: 'parked', evidence: 'a for-sale page', probed_at: h.t.clock.now() });
    const c = await openCase(h.t.ctx, {
      caller: { partnerId: 'ptn_escape', keyId: 'pk_sandbox_escape', environment: 'sandbox' },
      body: { domain: 'hhgames.com', tier: 'managed', buyer_email: 'buyer@example.com', budget: 300_000 },
    });
    await moveCase(h.t.ctx, { caseId: c.case_id, to: 'researching', actor: 'operator', note: `Owner found ${SCRIPT} <img src=x onerror=alert(2)>` });
    const page = await h.t.app.inject({ method: 'GET', url: c.progress_url.replace(/^https?:\/\/[^/]+/, '') });
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /Owner found &lt;script&gt;alert\(1\)&lt;\/script&gt; &lt;img src=x onerror=alert\(2\)&gt;/);
    assert.doesNotMatch(page.body, /<script|<img/i);
  });
});
