import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import { CLICKS_COUNTED_PER_ADDRESS, CLICKS_COUNTED_PER_VISITOR } from '../src/modules/referrals/attribution.js';
import { linkAffiliate } from '../src/modules/referrals/service.js';
import { createTestCredential, signedInject, usePartnerApp } from './helpers/partner-signer.js';

const LINKS = '/api/partner/v1/links';
const HOUR_MS = 3_600_000;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

/**
 * Issue 19 review: /r/{token} in a loop must not inflate a link's clicks. Per link and clock hour, one visitor
 * (address + user agent) counts CLICKS_COUNTED_PER_VISITOR times and one address CLICKS_COUNTED_PER_ADDRESS times;
 * beyond that the request is still redirected (a person is never stuck) but not recorded. Hours on the injected clock.
 */
describe('referral link clicks: the hourly counting allowance', () => {
  const h = usePartnerApp({ env: { SANDBOX: 'true' } });

  async function newLink() {
    const { signer, partnerId } = await createTestCredential(h.ctx, h.clock, { scopes: ['refer', 'report'] });
    await linkAffiliate(h.ctx, { partnerId });
    const r = await signedInject(h.app, signer, {
      method: 'POST', url: LINKS, body: JSON.stringify({ kind: 'generic' }), headers: { 'idempotency-key': randomUUID() },
    });
    assert.equal(r.status, 201, r.text);
    const stats = async () => {
      const list = await signedInject(h.app, signer, { url: LINKS });
      const item = list.body.items[0] as { clicks: number; unique_visitors: number; bot_clicks: number };
      return { clicks: item.clicks, unique_visitors: item.unique_visitors, bot_clicks: item.bot_clicks };
    };
    return { path: new URL(r.body.url as string).pathname, stats };
  }
  const click = (path: string, options: { ip?: string; ua?: string; method?: 'GET' | 'HEAD' } = {}) => h.app.inject({
    method: options.method ?? 'GET', url: path, remoteAddress: options.ip ?? '203.0.113.7', headers: { 'user-agent': options.ua ?? BROWSER },
  });

  test(`one visitor's clicks beyond ${CLICKS_COUNTED_PER_VISITOR} an hour on a link are redirected but not counted; the next hour counts again`, async () => {
    const link = await newLink();
    for (let i = 0; i < CLICKS_COUNTED_PER_VISITOR + 5; i++) {
      const r = await click(link.path);
      assert.equal(r.statusCode, 302, 'every request is redirected');
      assert.match(String(r.headers.location), /\/$/);
    }
    assert.deepEqual(await link.stats(), { clicks: CLICKS_COUNTED_PER_VISITOR, unique_visitors: 1, bot_clicks: 0 });

    // Another visitor (another browser at the same address) has an allowance of its own.
    assert.equal((await click(link.path, { ua: `${BROWSER} Edg/131.0` })).statusCode, 302);
    assert.deepEqual(await link.stats(), { clicks: CLICKS_COUNTED_PER_VISITOR + 1, unique_visitors: 2, bot_clicks: 0 });

    // Bots are held to the same allowance (HEAD: an unfurler).
    for (let i = 0; i < CLICKS_COUNTED_PER_VISITOR + 2; i++) assert.equal((await click(link.path, { method: 'HEAD', ip: '198.51.100.9' })).statusCode, 302);
    assert.equal((await link.stats()).bot_clicks, CLICKS_COUNTED_PER_VISITOR);

    // The window is the clock hour: at its end the first visitor counts again.
    const now = h.clock.now().getTime();
    h.clock.advance(HOUR_MS - (now % HOUR_MS) - 1);
    await click(link.path);
    assert.equal((await link.stats()).clicks, 2 * CLICKS_COUNTED_PER_VISITOR + 1, 'still the same hour: not counted');
    h.clock.advance(1);
    await click(link.path);
    assert.equal((await link.stats()).clicks, 2 * CLICKS_COUNTED_PER_VISITOR + 2, 'a new hour: counted');
  });

  test(`a person over the allowance still gets the attribution cookie; another link has its own allowance`, async () => {
    const first = await newLink();
    const second = await newLink();
    for (let i = 0; i < CLICKS_COUNTED_PER_VISITOR; i++) await click(first.path, { ip: '192.0.2.10' });
    const over = await click(first.path, { ip: '192.0.2.10' });
    assert.equal(over.statusCode, 302);
    assert.match(String(over.headers['set-cookie']), /nameport_ref=[^;]+; Path=\/; HttpOnly; SameSite=Lax/, 'no cookie was sent, so one is set');
    assert.equal((await first.stats()).clicks, CLICKS_COUNTED_PER_VISITOR);
    await click(second.path, { ip: '192.0.2.10' });
    assert.equal((await second.stats()).clicks, 1);
  });

  test(`rotating the user agent does not help: one address counts at most ${CLICKS_COUNTED_PER_ADDRESS} clicks an hour on a link`, async () => {
    const link = await newLink();
    for (let i = 0; i < CLICKS_COUNTED_PER_ADDRESS + 10; i++) {
      assert.equal((await click(link.path, { ip: '198.51.100.77', ua: `${BROWSER} build/${i}` })).statusCode, 302);
    }
    assert.deepEqual(await link.stats(), { clicks: CLICKS_COUNTED_PER_ADDRESS, unique_visitors: CLICKS_COUNTED_PER_ADDRESS, bot_clicks: 0 });
    // Another address is not affected.
    await click(link.path, { ip: '198.51.100.78' });
    assert.equal((await link.stats()).clicks, CLICKS_COUNTED_PER_ADDRESS + 1);
  });
});
