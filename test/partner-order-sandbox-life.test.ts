import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import pino from 'pino';
import { buildApp } from '../src/app.js';
import { backgroundJobs } from '../src/background.js';
import { createRuntime, type Runtime } from '../src/bootstrap.js';
import { DEMO_PARTNER_KEY_ID, DEMO_PARTNER_SECRET, seedDemoPartner } from '../src/modules/sandbox/demo-partner.js';
import { ManualClock } from '../src/platform/clock.js';
import { loadConfig } from '../src/platform/config.js';
import type { Db } from '../src/platform/db/db.js';
import type { TypedApp } from '../src/platform/http/typed-app.js';
import { JobRunner } from '../src/platform/jobs/runner.js';
import { TEST_START } from './helpers/app.js';
import { openTestDb } from './helpers/db.js';
import { insertListings, signedInject, TestSigner } from './helpers/partner-signer.js';

/**
 * Issue 16: the whole life of a sandbox order over HTTP, as a partner sees it — the published demo credential, an
 * independent signer (test/helpers/partner-signer.ts), the app as `serve --sandbox` builds it with its built-in
 * registrar (transfers complete after SANDBOX_TRANSFER_DELAY_SECONDS, 0 here), and the job runner of `serve`. Only the
 * clock is injected, so the fulfilment's back-off passes without sleeping.
 */
describe('a sandbox order from quote to TRANSFER_COMPLETED over HTTP (issue 16)', () => {
  let db: Db;
  let runtime: Runtime;
  let app: TypedApp;
  let runner: JobRunner;
  const clock = new ManualClock(TEST_START);
  const signer = new TestSigner(DEMO_PARTNER_KEY_ID, DEMO_PARTNER_SECRET, clock);

  before(async () => {
    db = await openTestDb();
    const config = loadConfig({ LOG_LEVEL: 'silent', SANDBOX: 'true', SANDBOX_TRANSFER_DELAY_SECONDS: '0', PRICE_SYNC_INTERVAL_SECONDS: '0' });
    runtime = await createRuntime(config, { db, clock, log: pino({ level: 'silent' }) });
    await seedDemoPartner(runtime.ctx);
    await insertListings(db, 'sandbox', [{ domain: 'kitchenbean.com', price: 950_000 }]);
    app = await buildApp(runtime.ctx);
    await app.ready();
    runner = new JobRunner(runtime.ctx, backgroundJobs(runtime.ctx), { pollMs: 60_000 });
  });
  after(async () => {
    await runner?.stop();
    await app?.close();
    await runtime?.close();
    await db?.close();
  });

  test('the demo credential quotes and orders a sandbox listing; the jobs move it to TRANSFER_COMPLETED; the partner reads each step, and the refund is then refused', async () => {
    const quote = await signedInject(app, signer, { method: 'POST', url: '/api/partner/v1/quotes', body: '{"domain":"kitchenbean.com"}' });
    assert.equal(quote.status, 201, quote.text);
    const placed = await signedInject(app, signer, {
      method: 'POST', url: '/api/partner/v1/orders', headers: { 'idempotency-key': 'cs_test_sandbox_life_1' },
      body: JSON.stringify({ quote_id: quote.body.quote_id, external_payment_ref: 'cs_test_sandbox_life_1', buyer: { email: 'buyer@example.com', name: 'Ada' } }),
    });
    assert.equal(placed.status, 201, placed.text);
    const url = placed.headers.location as string;
    const read = async () => {
      const r = await signedInject(app, signer, { url });
      assert.equal(r.status, 200, r.text);
      return r.body as { status: string; timeline: { status: string; event: string }[]; delivery: { state: string }; version: number };
    };
    assert.equal((await read()).status, 'PAID');

    // serve's runner, ticked by hand: each round runs what is due, then the clock moves past the next back-off.
    const seen: string[] = [];
    for (let round = 0; round < 20 && (await read()).status !== 'TRANSFER_COMPLETED'; round++) {
      await runner.tick();
      const status = (await read()).status;
      if (seen.at(-1) !== status) seen.push(status);
      clock.advance(60_000);
    }
    const order = await read();
    assert.equal(order.status, 'TRANSFER_COMPLETED', `statuses seen: ${seen.join(' → ')}`);
    // With no delay the sandbox registrar may finish before a poll sees the transfer running (PENDING → COMPLETED).
    const steps = order.timeline.map((e) => e.status);
    assert.deepEqual([steps[0], steps[1], steps.at(-1)], ['PAID', 'TRANSFER_PENDING', 'TRANSFER_COMPLETED'], steps.join(' → '));
    assert.equal(order.delivery.state, 'completed');
    assert.equal(order.version, steps.length, 'one version per step');
    const listed = await signedInject(app, signer, { url: '/api/partner/v1/orders?status=TRANSFERRED' });
    assert.deepEqual(listed.body.items.map((o: { public_id: string }) => o.public_id), [placed.body.public_id]);
    const refund = await signedInject(app, signer, { method: 'POST', url: '/api/partner/v1/refunds', body: JSON.stringify({ order_id: placed.body.public_id, reason: 'too late' }) });
    assert.equal(refund.status, 409);
    assert.equal(refund.body.error.details.reason, 'refund_after_transfer_completed');
    const availability = await signedInject(app, signer, { url: '/api/partner/v1/availability?domain=kitchenbean.com' });
    assert.equal(availability.body.available, false, 'a sold domain is no longer for sale');
  });
});
