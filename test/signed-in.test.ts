import assert from 'node:assert/strict';
import { beforeEach, describe, test } from 'node:test';
import { createUser } from '../src/modules/accounts/users.js';
import { importListings } from '../src/modules/listings/import.js';
import { useWhoisTestApp } from './helpers/fake-rdap.js';
import { SessionAgent, signIn } from './helpers/session-agent.js';

/**
 * "Signed in" end to end over HTTP (issue 4's session cookie): a verified user's session unmasks listing
 * prices (issue 5), authorises bulk operations (issue 5) and raises the WHOIS cap (issue 7).
 */
describe('what a signed-in verified session unlocks over HTTP', () => {
  const { h } = useWhoisTestApp();
  const PASSWORD = 'correct horse battery';

  async function signedInAgent(email: string, verified: boolean): Promise<{ agent: SessionAgent; userId: string }> {
    const user = await createUser(h.t.ctx, { email, password: PASSWORD, verified });
    const agent = new SessionAgent(h.t.app);
    const response = await signIn(agent, email, PASSWORD);
    assert.equal(response.status, 303, `sign-in of ${email}: ${response.body.slice(0, 200)}`);
    return { agent, userId: user.id };
  }
  const cookie = (agent: SessionAgent) => [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

  beforeEach(async () => {
    await importListings(h.t.ctx, { text: 'domain,price\nacme.com,2500\n', format: 'csv', environment: 'live' });
  });

  test('listing prices: masked anonymously and for an unverified account, shown to a verified one', async () => {
    const anonymous = (await h.t.app.inject({ method: 'GET', url: '/api/market/listings' })).json();
    assert.equal(anonymous.items[0].price_cents, null);
    const { agent: unverified } = await signedInAgent('new@example.com', false);
    const masked = (await h.t.app.inject({ method: 'GET', url: '/api/market/listings', headers: { cookie: cookie(unverified) } })).json();
    assert.equal(masked.items[0].price_cents, null);
    const { agent } = await signedInAgent('buyer@example.com', true);
    const shown = (await h.t.app.inject({ method: 'GET', url: '/api/market/listings', headers: { cookie: cookie(agent) } })).json();
    assert.equal(shown.items[0].price_cents, 250000);
    assert.equal(shown.items[0].price_masked, false);
  });

  test('bulk over HTTP: 202 with Location, progress to completion, Idempotency-Key replay answers 200 with the same job', async () => {
    const { agent, userId } = await signedInAgent('owner@example.com', true);
    await h.db.query(`INSERT INTO owned_domains (domain, user_id, created_at, updated_at) VALUES ('mine.com', $1, now(), now())`, [userId]);
    h.rtr.domains.set('mine.com', { expiryDate: '2027-01-01T00:00:00.000Z', autoRenew: true, privacyProtect: true, ns: [], status: [] });
    const request = {
      method: 'POST' as const,
      url: '/api/domains/bulk/set_lock',
      headers: { cookie: cookie(agent), 'idempotency-key': 'lock-1' },
      payload: { domains: ['mine.com', 'notmine.com'], params: { locked: true } },
    };
    const created = await h.t.app.inject(request);
    assert.equal(created.statusCode, 202, created.body);
    const job = created.json();
    assert.equal(created.headers.location, `/api/domains/bulk/jobs/${job.id}`);
    await h.t.ctx.bulk.whenIdle();
    const done = (await h.t.app.inject({ method: 'GET', url: created.headers.location, headers: { cookie: cookie(agent) } })).json();
    assert.equal(done.status, 'completed');
    assert.deepEqual(done.items.map((i: { domain: string; status: string }) => [i.domain, i.status]), [['mine.com', 'succeeded'], ['notmine.com', 'not_owned']]);
    const replay = await h.t.app.inject(request);
    assert.equal(replay.statusCode, 200);
    assert.equal(replay.json().id, job.id);
    const { agent: stranger } = await signedInAgent('stranger@example.com', true);
    const hidden = await h.t.app.inject({ method: 'GET', url: created.headers.location, headers: { cookie: cookie(stranger) } });
    assert.equal(hidden.statusCode, 404);
  });

  test('WHOIS: a verified session gets the user cap (100 a day) instead of the anonymous 10', async () => {
    const { agent } = await signedInAgent('researcher@example.com', true);
    const response = await h.t.app.inject({ method: 'POST', url: '/api/tools/whois', headers: { cookie: cookie(agent) }, payload: { domain: 'google.com' } });
    assert.equal(response.statusCode, 201, response.body);
    assert.equal(response.json().cap, 100);
    assert.equal(response.json().used, 1);
  });
});
