import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import { linkAffiliate } from '../src/modules/referrals/service.js';
import { createTestCredential, signedInject, type TestSigner, usePartnerApp } from './helpers/partner-signer.js';

const V1 = '/api/partner/v1';
const DAY_MS = 86_400_000;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

/** GET /me/clicks and GET /analytics (issue 19; contract 4.3 scope report): windows on the injected clock, per day and link, sums. */
describe('referral reports: /me/clicks and /analytics', () => {
  const h = usePartnerApp({ env: { SANDBOX: 'true' } });

  async function setup() {
    const partner = await createTestCredential(h.ctx, h.clock, { scopes: ['refer', 'report'] });
    await linkAffiliate(h.ctx, { partnerId: partner.partnerId });
    const make = async (body: Record<string, unknown>) => (await signedInject(h.app, partner.signer, {
      method: 'POST', url: `${V1}/links`, body: JSON.stringify(body), headers: { 'idempotency-key': randomUUID() },
    })).body as { link_id: string; url: string };
    return { ...partner, a: await make({ kind: 'generic' }), b: await make({ kind: 'product', product: 'whois' }) };
  }
  const click = (url: string, ip: string, ua = BROWSER) => h.app.inject({ url: new URL(url).pathname, remoteAddress: ip, headers: { 'user-agent': ua } });
  const get = (signer: TestSigner, path: string) => signedInject(h.app, signer, { url: `${V1}${path}` });

  test('/me/clicks: one item per UTC day and link; totals count a visitor once across days; from inclusive, to exclusive', async () => {
    const { signer, a, b } = await setup();
    const day0 = h.clock.now();
    await click(a.url, '203.0.113.1');
    await click(a.url, '203.0.113.1');
    await click(b.url, '203.0.113.2');
    await click(b.url, '203.0.113.2', 'Twitterbot/1.0');
    h.clock.advance(DAY_MS);
    await click(a.url, '203.0.113.1');
    await click(a.url, '203.0.113.3');

    const all = await get(signer, '/me/clicks');
    assert.equal(all.status, 200, all.text);
    const d0 = day0.toISOString().slice(0, 10);
    const d1 = new Date(day0.getTime() + DAY_MS).toISOString().slice(0, 10);
    assert.deepEqual(all.body.items.map((i: Record<string, unknown>) => [i.date, i.link_id, i.clicks, i.unique_visitors, i.bot_clicks]), [
      [d0, a.link_id, 2, 1, 0], [d0, b.link_id, 2, 1, 1], [d1, a.link_id, 2, 2, 0],
    ].sort((x, y) => `${x[0]}${x[1]}`.localeCompare(`${y[0]}${y[1]}`)));
    assert.deepEqual(all.body.totals, { clicks: 6, unique_visitors: 3, bot_clicks: 1 }, '203.0.113.1 on two days is one visitor');
    assert.equal(all.body.to, new Date(h.clock.now().getTime() + 1).toISOString(), 'default window: up to and including now');
    assert.equal(all.body.from, new Date(h.clock.now().getTime() + 1 - 365 * DAY_MS).toISOString(), 'default window: the last 365 days');

    const firstDay = await get(signer, `/me/clicks?from=${encodeURIComponent(day0.toISOString())}&to=${encodeURIComponent(new Date(day0.getTime() + DAY_MS).toISOString())}`);
    assert.deepEqual(firstDay.body.totals, { clicks: 4, unique_visitors: 2, bot_clicks: 1 });
    const oneLink = await get(signer, `/me/clicks?link_id=${a.link_id}`);
    assert.deepEqual(oneLink.body.totals, { clicks: 4, unique_visitors: 2, bot_clicks: 0 });
  });

  test('/analytics: the funnel over a window; no visitors → conversion_rate 0; another partner\'s clicks are not counted', async () => {
    const { signer, a } = await setup();
    const other = await createTestCredential(h.ctx, h.clock, { scopes: ['report'], name: 'Other' });
    const start = h.clock.now().toISOString();
    await click(a.url, '203.0.113.1');
    await click(a.url, '203.0.113.2', 'facebookexternalhit/1.1');
    const r = await get(signer, `/analytics?from=${encodeURIComponent(start)}`);
    assert.equal(r.status, 200, r.text);
    assert.deepEqual(
      [r.body.clicks, r.body.unique_visitors, r.body.bot_clicks, r.body.conversions, r.body.sales, r.body.revenue, r.body.commission, r.body.currency, r.body.conversion_rate],
      [2, 1, 1, 0, 0, 0, 0, 'USD', 0],
    );
    h.clock.advance(2 * DAY_MS);
    const later = await get(signer, `/analytics?from=${encodeURIComponent(new Date(h.clock.now().getTime() - DAY_MS).toISOString())}`);
    assert.equal(later.body.clicks, 0, 'the clicks are before the window');
    const theirs = await get(other.signer, '/analytics');
    assert.equal(theirs.body.clicks, 0);
  });

  test('report ranges: from after to, over 366 days or not a date → 400; scope report is required (refer alone → 403)', async () => {
    const { signer } = await setup();
    const reversed = await get(signer, '/analytics?from=2026-03-02T00:00:00Z&to=2026-03-01T00:00:00Z');
    assert.equal(reversed.status, 400);
    assert.equal(reversed.body.error.code, 'validation_error');
    assert.equal((await get(signer, '/me/clicks?from=2024-01-01T00:00:00Z&to=2026-01-01T00:00:00Z')).status, 400);
    assert.equal((await get(signer, '/me/clicks?from=yesterday')).status, 400);
    const referOnly = await createTestCredential(h.ctx, h.clock, { scopes: ['refer'], name: 'R' });
    assert.equal((await get(referOnly.signer, '/me/clicks')).status, 403);
    assert.equal((await get(referOnly.signer, '/analytics')).status, 403);
  });
});
