import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { storeProbe } from '../src/modules/brokerage/repository.js';
import { PROGRESS_LINK_VALIDITY_MS } from '../src/modules/brokerage/progress-link.js';
import { moveCase, openCase, revokeProgressLinks } from '../src/modules/brokerage/service.js';
import { useTestApp } from './helpers/app.js';
import { browserSkip, freePort, openBrowser, type BrowserSession } from './helpers/browser.js';
import { TEST_DATABASE } from './helpers/db.js';
import { TEST_SECRET_KEY } from './helpers/partner-signer.js';

const CALLER = { partnerId: 'ptn_progress', keyId: 'pk_sandbox_progress', environment: 'sandbox' as const };
const ARTIFACTS = join(import.meta.dirname, '..', 'test-artifacts');

/**
 * Issue 19: the buyer's no-login progress page. The link is signed, expiring (30 days) and revocable; a bad link is
 * 400, an expired or revoked one 410, and a link only ever shows the case it was signed for. The registrar (FakeRtr on
 * 127.0.0.1) says the domains are registered; the site probe's verdict is stored beforehand (reused for 10 minutes).
 */
describe('brokerage progress page (issue 19)', () => {
  const env: Record<string, string> = {};
  let port = 0;
  before(async () => {
    port = await freePort();
    Object.assign(env, { NAMEPORT_SECRET_KEY: TEST_SECRET_KEY, PUBLIC_BASE_URL: `http://127.0.0.1:${port}`, SANDBOX_BROKERAGE_STEP_SECONDS: '0' });
  });
  const h = useTestApp({ env });

  async function openFor(domain: string, budget = 300_000) {
    h.rtr.checks.set(domain, { answer: { available: false, reason: 'registered' } });
    await storeProbe(h.db, domain, { verdict: 'parked', evidence: 'a for-sale page', probed_at: h.t.clock.now() });
    return openCase(h.t.ctx, { caller: CALLER, body: { domain, tier: 'managed', buyer_email: 'buyer@example.com', budget } });
  }
  const get = (url: string) => h.t.app.inject({ method: 'GET', url: url.replace(/^https?:\/\/[^/]+/, '') });

  test('the page shows the case the link names: status, last offer, what happens next and the timeline, with no script', async () => {
    const c = await openFor('hhgames.com');
    await moveCase(h.t.ctx, { caseId: c.case_id, to: 'researching', actor: 'operator' });
    await moveCase(h.t.ctx, { caseId: c.case_id, to: 'contacting_owner', actor: 'operator' });
    await moveCase(h.t.ctx, { caseId: c.case_id, to: 'negotiating', actor: 'operator', offerCents: 275_000 });
    const r = await get(c.progress_url);
    assert.equal(r.statusCode, 200);
    assert.match(r.body, /<strong id="domain">hhgames\.com<\/strong>/);
    assert.match(r.body, /<strong id="status">Negotiating<\/strong>/);
    assert.match(r.body, /Owner&#39;s last offer: <strong id="offer">\$2,750\.00<\/strong>/);
    assert.match(r.body, /Your broker is negotiating within your budget/);
    assert.equal((r.body.match(/<li>/g) ?? []).length, 4, 'one timeline entry per step');
    assert.doesNotMatch(r.body, /<script/i);
    assert.match(String(r.headers['content-security-policy']), /default-src 'none'/);
    assert.equal(r.headers['cache-control'], 'no-store');
  });

  test('a link expires 30 days after it was issued (410); an altered or made-up link is 400; neither shows a case', async () => {
    const c = await openFor('hhgames.com');
    h.t.clock.advance(PROGRESS_LINK_VALIDITY_MS - 1000);
    assert.equal((await get(c.progress_url)).statusCode, 200);
    h.t.clock.advance(1000);
    const expired = await get(c.progress_url);
    assert.equal(expired.statusCode, 410);
    assert.match(expired.body, /Progress link expired/);
    assert.doesNotMatch(expired.body, /hhgames/);
    const t = new URL(c.progress_url).searchParams.get('t')!;
    // The second-to-last character is replaced (the last may carry padding bits): by one it is not, or the link would be unaltered.
    const altered = `${t.slice(0, -2)}${t.at(-2) === 'A' ? 'B' : 'A'}${t.slice(-1)}`;
    for (const bad of [`/brokerage/progress?t=${altered}`, '/brokerage/progress?t=t1.made-up', '/brokerage/progress']) {
      const r = await get(bad);
      assert.equal(r.statusCode, 400, bad);
      assert.match(r.body, /Invalid progress link/);
    }
  });

  test('revoke-link: every earlier link is refused (410), the new one works; another case\'s link shows only that case', async () => {
    const first = await openFor('hhgames.com');
    const other = await openFor('example.cz');
    const renewed = await revokeProgressLinks(h.t.ctx, first.case_id);
    const old = await get(first.progress_url);
    assert.equal(old.statusCode, 410);
    assert.match(old.body, /Progress link replaced/);
    const current = await get(renewed.progress_url);
    assert.equal(current.statusCode, 200);
    assert.match(current.body, /hhgames\.com/);
    const theirs = await get(other.progress_url);
    assert.match(theirs.body, /example\.cz/);
    assert.doesNotMatch(theirs.body, /hhgames/);
  });

  test('POST /brokerage when the registrar cannot be asked: 503 upstream_unavailable with Retry-After, no case (a check not made is not a refusal)', async () => {
    h.rtr.checks.set('hhgames.com', { status: 500, body: '{"message":"down"}' });
    await assert.rejects(openCase(h.t.ctx, { caller: CALLER, body: { domain: 'hhgames.com', tier: 'managed', buyer_email: 'b@example.com', budget: 1 } }),
      (e: Error & { code?: string; retryAfterSeconds?: number; details?: { reason: string } }) => {
        assert.deepEqual([e.code, e.retryAfterSeconds, e.details?.reason], ['upstream_unavailable', 30, 'registration_unknown']);
        return true;
      });
    assert.equal((await h.db.query('SELECT id FROM brokerage_cases')).length, 0);
  });

  // Chromium drives the same pages on both databases; what paying stores is checked on both by the tests above and
  // test/brokerage-life.test.ts, so the browser runs on the PGlite pass only (it was most of this file's time).
  const browserOnThisPass = TEST_DATABASE === 'postgres' ? 'the browser part runs on the PGlite pass' : browserSkip();
  describe('in chromium', { skip: browserOnThisPass }, () => {
    let browser: BrowserSession | undefined;
    before(async () => {
      await h.t.app.listen({ host: '127.0.0.1', port });
      browser = await openBrowser([`http://127.0.0.1:${port}`]);
    });
    after(async () => {
      await browser?.close();
    });

    test('the buyer opens progress_url at payment_pending, sees the agreed price and what to do, pays with the sandbox button and sees the transfer under way (screenshots)', { timeout: 120_000 }, async () => {
      const c = await openFor('hhgames.com');
      for (const [to, offerCents] of [['researching'], ['contacting_owner'], ['negotiating', 310_000], ['agreed', 290_000], ['payment_pending']] as const) {
        await moveCase(h.t.ctx, { caseId: c.case_id, to, actor: 'operator', offerCents });
      }
      const { page, problems } = await browser!.newPage();
      await page.goto(c.progress_url);
      assert.equal(await page.locator('#status').textContent(), 'Waiting for your payment');
      assert.equal(await page.locator('#offer').textContent(), '$2,900.00');
      assert.match((await page.locator('#next').textContent()) ?? '', /Pay \$2,900\.00 to receive the domain/);
      assert.equal(await page.locator('#pay').textContent(), 'Pay $2,900.00 (sandbox)');
      mkdirSync(ARTIFACTS, { recursive: true });
      await page.screenshot({ path: join(ARTIFACTS, 'brokerage-progress-payment.png'), fullPage: true });
      await Promise.all([page.waitForURL(/\/brokerage\/progress\?t=/), page.click('#pay')]);
      await page.waitForSelector('#status');
      assert.equal(await page.locator('#status').textContent(), 'Moving the domain to you');
      assert.equal(await page.locator('#pay').count(), 0, 'paid: no button any more');
      await page.screenshot({ path: join(ARTIFACTS, 'brokerage-progress-transferring.png'), fullPage: true });
      assert.deepEqual(problems, []);
      const [order] = await h.db.query<{ price_cents: number; source: string; status: string }>('SELECT price_cents, source, status FROM orders');
      assert.deepEqual(order, { price_cents: 290_000, source: 'brokerage', status: 'PAID' });
    });
  });
});
