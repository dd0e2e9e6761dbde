import assert from 'node:assert/strict';
import { type AddressInfo, createServer, type Socket } from 'node:net';
import { beforeEach, describe, test } from 'node:test';
import type { AppContext } from '../src/context.js';
import { appendEvent } from '../src/platform/events/outbox.js';
import { claimDueJobs } from '../src/platform/jobs/repository.js';
import { DELIVER_JOB, inFlightGuardMs } from '../src/modules/webhooks/delivery.js';
import { fanOut, WebhookDispatcher } from '../src/modules/webhooks/dispatcher.js';
import { claimAttempt } from '../src/modules/webhooks/repository.js';
import { listEventHistory, redeliverEvent, registerEndpoint, sendTestEvent } from '../src/modules/webhooks/service.js';
import { createWebhookState } from '../src/modules/webhooks/state.js';
import { usePartnerApp } from './helpers/partner-signer.js';
import { useWebhookReceiver, type WebhookReceiver } from './helpers/webhook-receiver.js';

const owner = { partnerId: 'ptn_acme', environment: 'sandbox' as const };

const emit = (ctx: AppContext) =>
  ctx.db.transaction((tx) => appendEvent(ctx, tx, { type: 'order.paid', ...owner, payload: { order: { public_id: 'ord_1' }, version: 1 } }));

async function deliveryOf(ctx: AppContext, eventId: string) {
  return (await listEventHistory(ctx, { ...owner, limit: 100 })).data.find((e) => e.id === eventId)!.delivery!;
}

/**
 * Issue 17: a delivery never gets stuck when one of our own steps fails (the database, a runner that dies), and two
 * instances on one database never send one event twice to one endpoint. Time moves the way a running dispatcher sees it:
 * the injected clock in 10-second steps, one dispatcher round per step.
 */
describe('webhook delivery when our side fails, when an outcome is unknown, and with two instances (issue 17)', () => {
  const h = usePartnerApp();
  let receiver: WebhookReceiver;
  let dispatcher: WebhookDispatcher;

  const runFor = async (seconds: number) => {
    for (let t = 0; t < seconds; t += 10) {
      h.clock.advance(10_000);
      await dispatcher.tick();
    }
  };

  const hooks = useWebhookReceiver(h);
  beforeEach(async () => {
    receiver = hooks.receiver;
    dispatcher = new WebhookDispatcher(h.ctx);
    receiver.secrets = [(await registerEndpoint(h.ctx, { ...owner, url: receiver.url })).secret!];
  });

  test('the database refuses to record a delivered attempt once: the attempt is sent again after its hold lapses and recorded, not left pending forever', async () => {
    await h.db.query('CREATE SEQUENCE IF NOT EXISTS test_refusals');
    await h.db.query(`CREATE OR REPLACE FUNCTION test_refuse_first_record() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF nextval('test_refusals') = 1 THEN RAISE EXCEPTION 'the database is unavailable (test)'; END IF;
        RETURN NEW;
      END $$`);
    await h.db.query(`CREATE TRIGGER test_refuse_first_record BEFORE UPDATE ON webhook_deliveries FOR EACH ROW
      WHEN (OLD.status = 'pending' AND NEW.status = 'delivered') EXECUTE FUNCTION test_refuse_first_record()`);
    try {
      const event = await emit(h.ctx);
      await dispatcher.tick();
      assert.equal(receiver.received.length, 1, 'sent; its outcome could not be recorded');
      assert.equal((await deliveryOf(h.ctx, event.id)).status, 'pending');
      await runFor(300);
      const delivery = await deliveryOf(h.ctx, event.id);
      assert.equal(delivery.status, 'delivered');
      assert.deepEqual(receiver.received.map((r) => r.headers['webhook-id']), [event.id, event.id], 'sent again with the same event id (at least once)');
      assert.ok(receiver.received.every((r) => r.standardVerifiedWith.length === 1), 'each send signed for its own moment');
    } finally {
      await h.db.query('DROP TRIGGER IF EXISTS test_refuse_first_record ON webhook_deliveries');
      await h.db.query('DROP SEQUENCE IF EXISTS test_refusals');
    }
  });

  test('a runner that dies after claiming an attempt (WEBHOOK_TIMEOUT_MS at its 60 s maximum): another runner sends it once the hold lapses', async () => {
    h.ctx.webhooks = createWebhookState({ timeoutMs: 60_000, random: () => 0.5, sandboxLoopback: true });
    dispatcher = new WebhookDispatcher(h.ctx);
    const event = await emit(h.ctx);
    await fanOut(h.ctx);
    // What the dead process left behind: the job claimed under a lease it never renews, the attempt claimed and held.
    const now = h.clock.now();
    const [job] = await claimDueJobs(h.db, [DELIVER_JOB], 'runner_that_died', now, new Date(now.getTime() + 60_000), 10);
    const held = await claimAttempt(h.db, (job!.payload as { deliveryId: string }).deliveryId, 1, now, new Date(now.getTime() + inFlightGuardMs(h.ctx)));
    assert.ok(held);
    await runFor(600);
    assert.deepEqual(receiver.received.map((r) => r.headers['webhook-id']), [event.id]);
    const delivery = await deliveryOf(h.ctx, event.id);
    assert.deepEqual({ status: delivery.status, attempts: delivery.attempts }, { status: 'delivered', attempts: 1 });
  });

  test('a delivery whose last attempt was sent but never answered ends unknown (the receiver may have processed it), not dead; one whose last attempt was refused ends dead', async () => {
    h.ctx.webhooks.settings.timeoutMs = 150;
    for (const [last, expected] of [['hang', 'unknown'], [{ status: 500 }, 'dead']] as const) {
      receiver.reset();
      receiver.answers.push(...Array.from({ length: 9 }, () => ({ status: 500 })), last);
      const event = await emit(h.ctx);
      for (let attempt = 1; attempt <= 10; attempt++) {
        await dispatcher.tick();
        const delivery = await deliveryOf(h.ctx, event.id);
        if (attempt < 10) h.clock.set(new Date(delivery.next_attempt_at!));
      }
      const delivery = await deliveryOf(h.ctx, event.id);
      assert.deepEqual({ status: delivery.status, attempts: delivery.attempts, next: delivery.next_attempt_at }, { status: expected, attempts: 10, next: null }, expected);
      if (expected === 'unknown') assert.match(delivery.last_error!, /^outcome unknown: /);
      receiver.releaseHanging();
      h.clock.advance(2 * 86_400_000); // a pause without attempts: the next case's failures are a new run (no 5-day disable)
    }
  });

  test('an https endpoint whose TLS handshake fails never saw the request: not delivered, not an unknown outcome', async () => {
    const sockets = new Set<Socket>();
    const notTls = createServer((socket) => {
      sockets.add(socket);
      socket.end('HTTP/1.1 400 Bad Request\r\n\r\nthis is not TLS');
    });
    await new Promise<void>((resolve) => notTls.listen(0, '127.0.0.1', resolve));
    try {
      await registerEndpoint(h.ctx, { ...owner, url: `https://127.0.0.1:${(notTls.address() as AddressInfo).port}/hook` });
      const event = await emit(h.ctx);
      await dispatcher.tick();
      const delivery = await deliveryOf(h.ctx, event.id);
      assert.equal(delivery.status, 'pending');
      assert.match(delivery.last_error!, /^not delivered: /);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => notTls.close(resolve));
    }
  });

  test('a test-fire while the dispatcher runs: one request, and the dispatcher does not take up the ping while it is being sent (no failed job)', async () => {
    receiver.fallback = { status: 204, delayMs: 300 };
    const firing = sendTestEvent(h.ctx, owner);
    await new Promise((resolve) => setTimeout(resolve, 100)); // the ping is on the wire
    await dispatcher.tick();
    const fired = await firing;
    assert.equal(fired.delivery.status, 'delivered');
    h.clock.advance(600_000);
    await dispatcher.tick();
    assert.equal(receiver.received.length, 1);
    assert.deepEqual(h.logs.filter((line) => line.msg === 'job failed; retrying later'), []);
  });

  test('a redelivery asked for while the event is being sent does not start a second, simultaneous request; one asked for afterwards sends it again', async () => {
    receiver.fallback = { status: 204, delayMs: 300 };
    const event = await emit(h.ctx);
    const sending = dispatcher.tick();
    await new Promise((resolve) => setTimeout(resolve, 100)); // the first attempt is on the wire
    const during = await redeliverEvent(h.ctx, { ...owner, eventId: event.id });
    assert.equal(during.delivery.status, 'pending');
    await Promise.all([sending, new WebhookDispatcher(h.ctx).tick()]);
    assert.equal(receiver.received.length, 1, 'one request');
    assert.equal((await deliveryOf(h.ctx, event.id)).status, 'delivered');
    await redeliverEvent(h.ctx, { ...owner, eventId: event.id });
    await dispatcher.tick();
    assert.deepEqual(receiver.received.map((r) => r.headers['webhook-id']), [event.id, event.id]);
  });

  test('two dispatchers on one database (two instances) deliver each event once to the endpoint', async () => {
    receiver.fallback = { status: 204, delayMs: 20 };
    const second = new WebhookDispatcher(h.ctx);
    const ids = new Set<string>();
    for (let i = 0; i < 24; i++) ids.add((await emit(h.ctx)).id);
    const deadline = Date.now() + 20_000;
    while (receiver.received.length < ids.size && Date.now() < deadline) await Promise.all([dispatcher.tick(), second.tick()]);
    // A few more rounds of both: nothing may arrive twice afterwards either.
    for (let i = 0; i < 3; i++) await Promise.all([dispatcher.tick(), second.tick()]);
    const received = receiver.received.map((r) => String(r.headers['webhook-id']));
    assert.equal(received.length, ids.size, 'one request per event');
    assert.deepEqual(new Set(received), ids);
  });
});
