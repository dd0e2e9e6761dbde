import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import pino from 'pino';
import { buildApp } from '../src/app.js';
import { backgroundJobs } from '../src/background.js';
import { createRuntime, type Runtime } from '../src/bootstrap.js';
import { storeProbe } from '../src/modules/brokerage/repository.js';
import { SANDBOX_ASKING_PRICE_CENTS, sandboxStep } from '../src/modules/brokerage/sandbox.js';
import { moveCase } from '../src/modules/brokerage/service.js';
import { WebhookDispatcher } from '../src/modules/webhooks/dispatcher.js';
import { registerEndpoint } from '../src/modules/webhooks/service.js';
import { createWebhookState } from '../src/modules/webhooks/state.js';
import { ManualClock } from '../src/platform/clock.js';
import { loadConfig } from '../src/platform/config.js';
import type { Db } from '../src/platform/db/db.js';
import type { TypedApp } from '../src/platform/http/typed-app.js';
import { JobRunner } from '../src/platform/jobs/runner.js';
import { TEST_START } from './helpers/app.js';
import { openTestDb, resetDb } from './helpers/db.js';
import { createTestCredential, signedInject, TEST_SECRET_KEY, type TestSigner } from './helpers/partner-signer.js';
import { WebhookReceiver } from './helpers/webhook-receiver.js';

/**
 * Issue 19: the whole life of a brokerage case over HTTP, as a partner sees it — the app as `serve --sandbox` builds it
 * (its registrar says which names are registered; transfers complete at once), serve's job runner ticked by hand on
 * an injected clock, and a webhook receiver on 127.0.0.1 checking every delivery's signature. The site probe's verdict
 * is stored beforehand (a verdict probed within 10 minutes is reused), so these tests do not depend on the web;
 * test/brokerage-eligibility.test.ts probes for real.
 */
const BROKERAGE = '/api/partner/v1/brokerage';
const DOMAIN = 'hhgames.com'; // registered in the sandbox data set, not listed

describe('a brokerage case from open to completed (issue 19; contract 2.7, 4.3, 6.2)', () => {
  let db: Db;
  let runtime: Runtime;
  let app: TypedApp;
  let runner: JobRunner;
  let receiver: WebhookReceiver;
  const clock = new ManualClock(TEST_START);

  const start = async (stepSeconds: string) => {
    db = await openTestDb();
    const config = loadConfig({
      LOG_LEVEL: 'silent', SANDBOX: 'true', SANDBOX_TRANSFER_DELAY_SECONDS: '0', PRICE_SYNC_INTERVAL_SECONDS: '0',
      NAMEPORT_SECRET_KEY: TEST_SECRET_KEY, SANDBOX_BROKERAGE_STEP_SECONDS: stepSeconds,
    });
    runtime = await createRuntime(config, { db, clock, log: pino({ level: 'silent' }) });
    app = await buildApp(runtime.ctx);
    await app.ready();
    runner = new JobRunner(runtime.ctx, backgroundJobs(runtime.ctx), { pollMs: 60_000 });
    receiver = await new WebhookReceiver(clock).start();
  };
  const stop = async () => {
    await runner?.stop();
    await receiver?.stop();
    await app?.close();
    await runtime?.close();
    await db?.close();
  };

  async function partner(scopes: ('broker' | 'report' | 'webhook')[] = ['broker', 'report']) {
    const credential = await createTestCredential(runtime.ctx, clock, { scopes, environment: 'sandbox', name: `Partner ${scopes.join('+')}` });
    await storeProbe(db, DOMAIN, { verdict: 'parked', evidence: `${DOMAIN} shows a for-sale page`, probed_at: clock.now() });
    return credential;
  }
  const open = (signer: TestSigner, body: Record<string, unknown>, key?: string) => signedInject(app, signer, {
    method: 'POST', url: BROKERAGE, body: JSON.stringify(body), headers: key ? { 'idempotency-key': key } : {},
  });
  const read = async (signer: TestSigner, caseId: string) => {
    const r = await signedInject(app, signer, { url: `${BROKERAGE}/${caseId}` });
    assert.equal(r.status, 200, r.text);
    return r.body;
  };

  describe('moved by an operator (auto-advance off)', () => {
    before(() => start('0'));
    after(stop);
    beforeEach(async () => {
      await resetDb(db);
      clock.set(TEST_START);
      receiver.reset();
      runtime.ctx.webhooks = createWebhookState({ timeoutMs: 2000, random: () => 0.5, sandboxLoopback: true });
    });

    test('POST /brokerage → 201 {case_id: "bc_…", status: "open", progress_url}; each step is a brokerage.<status> event delivered signed; paying records an order at the agreed price; its transfer completes the case (brokerage.case_completed with order_id)', async () => {
      const { signer, partnerId } = await partner(['broker', 'report']);
      const hook = await registerEndpoint(runtime.ctx, { partnerId, environment: 'sandbox', url: receiver.url });
      receiver.secrets = [hook.secret!];

      const created = await open(signer, { domain: DOMAIN, tier: 'managed', buyer_email: 'Buyer@Example.com', offer_price: 300_000, currency: 'USD' });
      assert.equal(created.status, 201, created.text);
      const c = created.body;
      assert.match(c.case_id, /^bc_/, 'precedent: the real service answers bc_…');
      assert.equal(c.id, c.case_id);
      assert.equal(c.status, 'open');
      assert.equal(c.budget, 300_000, 'offer_price is read as budget');
      assert.equal(c.buyer_email, 'buyer@example.com');
      assert.equal(created.headers.location, `${BROKERAGE}/${c.case_id}`);
      assert.match(c.progress_url, /^http:\/\/127\.0\.0\.1:\d+\/brokerage\/progress\?t=t1\./);
      assert.equal(c.last_offer, null);

      const id = c.case_id as string;
      const step = (to: Parameters<typeof moveCase>[1]['to'], extra: Partial<Parameters<typeof moveCase>[1]> = {}) =>
        moveCase(runtime.ctx, { caseId: id, to, actor: 'operator', ...extra });
      await step('researching');
      await step('contacting_owner');
      await step('negotiating', { offerCents: 350_000 });
      const negotiating = await read(signer, id);
      assert.deepEqual([negotiating.status, negotiating.last_offer], ['negotiating', 350_000], 'precedent: later status "negotiating" with last_offer');
      await step('negotiating', { offerCents: 290_000, note: 'The owner came down.' });
      await step('agreed');
      const agreed = await read(signer, id);
      assert.deepEqual([agreed.agreed_price, agreed.last_offer], [290_000, 290_000], 'agreed at the last offer');
      await step('payment_pending');
      const paying = await step('transferring');
      assert.match(paying.order_id!, /^ord_/);
      const order = (await db.query<{ price_cents: number; listing_id: string | null; source: string; payment_model: string; buyer: { email: string } }>(
        'SELECT price_cents, listing_id, source, payment_model, buyer FROM orders WHERE id = $1', [paying.order_id]))[0]!;
      assert.deepEqual(order, { price_cents: 290_000, listing_id: null, source: 'brokerage', payment_model: 'service_collected', buyer: { email: 'buyer@example.com' } });

      // serve's runner: the order's fulfilment moves the domain; the brokerage tick then completes the case.
      for (let round = 0; round < 20 && (await read(signer, id)).status !== 'completed'; round++) {
        await runner.tick();
        clock.advance(60_000);
      }
      const done = await read(signer, id);
      assert.equal(done.status, 'completed');
      assert.deepEqual(done.timeline.map((e: { status: string }) => e.status), [
        'open', 'researching', 'contacting_owner', 'negotiating', 'negotiating', 'agreed', 'payment_pending', 'transferring', 'completed',
      ]);
      assert.deepEqual(done.timeline.map((e: { actor: string }) => e.actor), ['partner', ...Array(7).fill('operator'), 'system']);
      assert.equal(done.timeline[4].last_offer, 290_000);
      assert.equal(done.timeline[4].note, 'The owner came down.');
      assert.equal(done.version, 9, 'one version per step');

      await new WebhookDispatcher(runtime.ctx).tick();
      const delivered = receiver.received.map((r) => JSON.parse(r.body) as { type: string; sequence: number; data: { version: number; order_id?: string; case: { status: string } } })
        .sort((x, y) => x.sequence - y.sequence);
      const brokerage = delivered.filter((d) => d.type.startsWith('brokerage.'));
      assert.deepEqual(brokerage.map((d) => d.type), [
        'brokerage.open', 'brokerage.researching', 'brokerage.contacting_owner', 'brokerage.negotiating', 'brokerage.negotiating',
        'brokerage.agreed', 'brokerage.payment_pending', 'brokerage.transferring', 'brokerage.case_completed',
      ]);
      assert.deepEqual(brokerage.map((d) => d.data.version), [1, 2, 3, 4, 5, 6, 7, 8, 9]);
      assert.equal(brokerage.at(-1)!.data.order_id, paying.order_id, 'brokerage.case_completed names the order');
      assert.ok(receiver.received.every((r) => r.standardVerifiedWith.length === 1 && r.serviceVerifiedWith.length === 1), 'every delivery verifies');
      assert.ok(delivered.some((d) => d.type === 'order.paid'), 'the order is an order like any other: order.paid too');
    });

    test('one open case per domain across partners: the second partner is told 409 open_case (its eligibility says so, without naming the other\'s case); another partner\'s case is 404', async () => {
      const first = await partner();
      const second = await partner();
      const opened = await open(first.signer, { domain: DOMAIN, tier: 'self_serve', buyer_email: 'a@example.com', budget: 100_000 });
      assert.equal(opened.status, 201, opened.text);
      const again = await open(second.signer, { domain: DOMAIN, tier: 'managed', buyer_email: 'b@example.com', budget: 500_000 });
      assert.equal(again.status, 409, again.text);
      assert.equal(again.body.error.details.reason, 'open_case');
      assert.equal(again.body.error.details.open_case_id, null);
      const eligibility = await signedInject(app, second.signer, { url: `${BROKERAGE}/eligibility?domain=${DOMAIN}` });
      assert.deepEqual([eligibility.body.eligible, eligibility.body.reason, eligibility.body.open_case_id], [false, 'open_case', null]);
      const own = await signedInject(app, first.signer, { url: `${BROKERAGE}/eligibility?domain=${DOMAIN}` });
      assert.equal(own.body.open_case_id, opened.body.case_id, 'the owner of the case is pointed at it');
      const theirs = await signedInject(app, second.signer, { url: `${BROKERAGE}/${opened.body.case_id}` });
      assert.equal(theirs.status, 404);
      assert.equal(theirs.body.error.code, 'not_found');
      // Once the first case ends, the domain can be brokered again.
      await moveCase(runtime.ctx, { caseId: opened.body.case_id, to: 'cancelled', actor: 'operator' });
      const later = await open(second.signer, { domain: DOMAIN, tier: 'managed', buyer_email: 'b@example.com', budget: 500_000 });
      assert.equal(later.status, 201, later.text);
    });

    test('two POST /brokerage for one domain at once: the database lets exactly one case in', async () => {
      const { signer } = await partner();
      const answers = await Promise.all([1, 2, 3].map((n) => open(signer, { domain: DOMAIN, tier: 'managed', buyer_email: `b${n}@example.com`, budget: 100_000 })));
      assert.deepEqual(answers.map((a) => a.status).sort(), [201, 409, 409]);
      assert.equal((await db.query('SELECT id FROM brokerage_cases')).length, 1);
    });

    test('Idempotency-Key is honoured: the same key and body answer the first case again; illegal moves are refused naming the allowed ones', async () => {
      const { signer } = await partner();
      const body = { domain: DOMAIN, tier: 'managed', buyer_email: 'b@example.com', budget: 100_000 };
      const first = await open(signer, body, 'brokerage-key-1');
      const replay = await open(signer, body, 'brokerage-key-1');
      assert.equal(replay.status, 201);
      assert.equal(replay.headers['idempotent-replayed'], 'true');
      assert.equal(replay.body.case_id, first.body.case_id);
      const id = first.body.case_id as string;
      await assert.rejects(moveCase(runtime.ctx, { caseId: id, to: 'agreed', actor: 'operator', offerCents: 1 }), (e: Error & { details?: { allowed: string[] } }) => {
        assert.match(e.message, /cannot move to agreed.*Allowed from open: researching, closed_unsuccessful, cancelled/);
        return true;
      });
      await assert.rejects(moveCase(runtime.ctx, { caseId: id, to: 'completed', actor: 'operator' }), /completes by itself when its order's transfer completes/);
      await assert.rejects(moveCase(runtime.ctx, { caseId: id, to: 'closed_unsuccessful', actor: 'operator' }), /needs a reason/);
      await moveCase(runtime.ctx, { caseId: id, to: 'closed_unsuccessful', actor: 'operator', reason: 'not_for_sale' });
      const closed = await read(signer, id);
      assert.deepEqual([closed.status, closed.close_reason, closed.timeline.at(-1).reason], ['closed_unsuccessful', 'not_for_sale', 'not_for_sale']);
      await assert.rejects(moveCase(runtime.ctx, { caseId: id, to: 'researching', actor: 'operator' }), /the case has ended/);
    });

    test('GET /brokerage (scope report): own cases and outcomes, newest first, filtered by status and domain, cursor paged; scope broker alone is 403', async () => {
      const { signer } = await partner(['broker', 'report']);
      const ids: string[] = [];
      for (const domain of ['hhgames.com', 'example.cz']) {
        await storeProbe(db, domain, { verdict: 'no_site', evidence: 'no address', probed_at: clock.now() });
        const r = await open(signer, { domain, tier: 'managed', buyer_email: 'b@example.com', budget: 100_000 });
        assert.equal(r.status, 201, r.text);
        ids.push(r.body.case_id);
        clock.advance(1000);
      }
      await moveCase(runtime.ctx, { caseId: ids[0]!, to: 'cancelled', actor: 'operator' });
      const page1 = await signedInject(app, signer, { url: `${BROKERAGE}?limit=1` });
      assert.equal(page1.status, 200, page1.text);
      assert.deepEqual(page1.body.items.map((c: { case_id: string }) => c.case_id), [ids[1]]);
      assert.equal(page1.body.page.has_more, true);
      const page2 = await signedInject(app, signer, { url: `${BROKERAGE}?limit=1&cursor=${page1.body.page.next_cursor}` });
      assert.deepEqual(page2.body.items.map((c: { case_id: string }) => c.case_id), [ids[0]]);
      const cancelled = await signedInject(app, signer, { url: `${BROKERAGE}?status=cancelled&domain=hhgames.com` });
      assert.deepEqual(cancelled.body.items.map((c: { status: string }) => c.status), ['cancelled']);
      const bad = await signedInject(app, signer, { url: `${BROKERAGE}?status=won` });
      assert.equal(bad.status, 400);
      const brokerOnly = await partner(['broker']);
      assert.equal((await signedInject(app, brokerOnly.signer, { url: BROKERAGE })).status, 403);
    });
  });

  describe('sandbox auto-advance (SANDBOX_BROKERAGE_STEP_SECONDS=20)', () => {
    // One database for both tests, not emptied between them: the recurring tick's schedule lives in it.
    before(() => start('20'));
    after(stop);

    /** Ticks serve's runner every 20 s of the injected clock until the case ends (or 40 rounds). */
    async function runToEnd(signer: TestSigner, id: string): Promise<{ status: string; close_reason: string | null; timeline: { status: string; actor: string }[]; last_offer: number | null; order_id: string | null }> {
      for (let round = 0; round < 40; round++) {
        const c = await read(signer, id);
        if (['completed', 'closed_unsuccessful', 'cancelled'].includes(c.status)) return c;
        clock.advance(20_000);
        await runner.tick();
      }
      return read(signer, id);
    }

    test('a budget at or above the sandbox ask runs every step to completed, one step per 20 s, with an order at the ask', async () => {
      const { signer } = await partner();
      const r = await open(signer, { domain: DOMAIN, tier: 'managed', buyer_email: 'b@example.com', budget: SANDBOX_ASKING_PRICE_CENTS });
      const id = r.body.case_id as string;
      clock.advance(19_000);
      await runner.tick();
      assert.equal((await read(signer, id)).status, 'open', 'nothing moves before the step interval');
      const done = await runToEnd(signer, id);
      assert.equal(done.status, 'completed');
      assert.deepEqual(done.timeline.map((e) => e.status), ['open', 'researching', 'contacting_owner', 'negotiating', 'agreed', 'payment_pending', 'transferring', 'completed']);
      assert.ok(done.timeline.slice(1, -1).every((e) => e.actor === 'sandbox'));
      assert.equal(done.last_offer, SANDBOX_ASKING_PRICE_CENTS);
      const [order] = await db.query<{ price_cents: number; status: string }>('SELECT price_cents, status FROM orders WHERE id = $1', [done.order_id]);
      assert.deepEqual(order, { price_cents: SANDBOX_ASKING_PRICE_CENTS, status: 'TRANSFER_COMPLETED' });
    });

    test('documented sandbox outcomes: a budget below the ask closes over_budget after negotiating', async () => {
      const { signer } = await partner();
      const r = await open(signer, { domain: DOMAIN, tier: 'self_serve', buyer_email: 'b@example.com', budget: SANDBOX_ASKING_PRICE_CENTS - 1 });
      const done = await runToEnd(signer, r.body.case_id);
      assert.deepEqual([done.status, done.close_reason], ['closed_unsuccessful', 'over_budget']);
      assert.deepEqual(done.timeline.map((e) => e.status), ['open', 'researching', 'contacting_owner', 'negotiating', 'closed_unsuccessful']);
      assert.equal(done.order_id, null, 'no order without a deal');
    });

    test('documented sandbox outcomes by the domain\'s first label: "unresponsive", "decline", "notforsale" close from contacting_owner with that reason', () => {
      const at = (domain: string, budget = SANDBOX_ASKING_PRICE_CENTS) => sandboxStep({ status: 'contacting_owner', domain, budget_cents: budget });
      assert.deepEqual([at('unresponsive-shop.com')?.to, at('unresponsive-shop.com')?.reason], ['closed_unsuccessful', 'owner_unresponsive']);
      assert.deepEqual([at('pleasedecline.io')?.to, at('pleasedecline.io')?.reason], ['closed_unsuccessful', 'owner_declined']);
      assert.deepEqual([at('notforsale.net')?.to, at('notforsale.net')?.reason], ['closed_unsuccessful', 'not_for_sale']);
      assert.deepEqual([at('brewlab.com')?.to, at('brewlab.com')?.offerCents], ['negotiating', SANDBOX_ASKING_PRICE_CENTS]);
      assert.equal(sandboxStep({ status: 'transferring', domain: 'brewlab.com', budget_cents: 1 }), null, 'a transfer is waited for, not stepped');
    });
  });
});
