import assert from 'node:assert/strict';
import { beforeEach, describe, test } from 'node:test';
import type { AppContext } from '../src/context.js';
import { appendEvent } from '../src/platform/events/outbox.js';
import { startWebhookDispatcher, WebhookDispatcher } from '../src/modules/webhooks/dispatcher.js';
import { RETRY_DELAYS_SECONDS } from '../src/modules/webhooks/policy.js';
import { findEndpoint } from '../src/modules/webhooks/repository.js';
import { listEventHistory, registerEndpoint } from '../src/modules/webhooks/service.js';
import { usePartnerApp } from './helpers/partner-signer.js';
import { Webhook } from 'standardwebhooks';
import { SecretBox } from '../src/modules/partners/credentials/secret-box.js';
import { useWebhookReceiver, type WebhookReceiver } from './helpers/webhook-receiver.js';

const owner = { partnerId: 'ptn_acme', environment: 'sandbox' as const };

async function emit(ctx: AppContext, type = 'order.paid', who: { partnerId: string; environment: 'sandbox' | 'live' } = owner, data: Record<string, unknown> = { order: { public_id: 'ord_1' }, version: 1 }) {
  return ctx.db.transaction((tx) => appendEvent(ctx, tx, { type, partnerId: who.partnerId, environment: who.environment, payload: data }));
}

async function history(ctx: AppContext) {
  return (await listEventHistory(ctx, { ...owner, limit: 100 })).data;
}

/** Issue 17: signed webhook delivery, every rule on the injected clock (no sleeping). */
describe('webhook delivery (issue 17)', () => {
  const h = usePartnerApp();
  let receiver: WebhookReceiver;
  let dispatcher: WebhookDispatcher;
  let secret: string;

  const hooks = useWebhookReceiver(h);
  beforeEach(async () => {
    receiver = hooks.receiver;
    dispatcher = new WebhookDispatcher(h.ctx);
    const registered = await registerEndpoint(h.ctx, { ...owner, url: receiver.url });
    secret = registered.secret!;
    receiver.secrets = [secret];
  });

  test('a delivery carries {id, type, created_at, sequence, data} and verifies with the standardwebhooks package and with an independent v1= verifier', async () => {
    const event = await emit(h.ctx);
    await dispatcher.tick();
    assert.equal(receiver.received.length, 1);
    const [got] = receiver.received;
    assert.deepEqual(JSON.parse(got!.body), { id: event.id, type: 'order.paid', created_at: event.occurredAt.toISOString(), sequence: event.seq, data: { order: { public_id: 'ord_1' }, version: 1 } });
    assert.match(secret, /^whsec_[A-Za-z0-9+/]{43}=$/);
    assert.deepEqual(got!.standardVerifiedWith, [secret], 'standardwebhooks verifies webhook-signature');
    assert.deepEqual(got!.serviceVerifiedWith, [secret], 'the v1= verifier checks X-Service-Signature');
    assert.equal(got!.headers['webhook-id'], event.id);
    assert.equal(got!.headers['x-service-event-id'], event.id);
    assert.equal(got!.headers['x-service-timestamp'], String(Math.floor(h.clock.now().getTime() / 1000)));
    assert.match(String(got!.headers['x-service-signature']), /^v1=[0-9a-f]{64}$/);
    const [state] = await history(h.ctx);
    assert.equal(state!.delivery!.status, 'delivered');
    assert.equal(state!.delivery!.attempts, 1);
    assert.equal(state!.delivery!.last_response_status, 204);
    assert.equal(state!.delivery!.next_attempt_at, null);
  });

  test('a receiver failing twice then succeeding gets it on attempt 3: same event id, each attempt signed afresh with its own timestamp', async () => {
    receiver.answers.push({ status: 500 }, { status: 503 });
    const event = await emit(h.ctx);
    await dispatcher.tick();
    let [state] = await history(h.ctx);
    assert.equal(state!.delivery!.status, 'pending');
    assert.equal(state!.delivery!.next_attempt_at, new Date(h.clock.now().getTime() + 5000).toISOString(), 'first retry after 5 s');
    h.clock.advance(5000);
    await dispatcher.tick();
    [state] = await history(h.ctx);
    assert.equal(state!.delivery!.next_attempt_at, new Date(h.clock.now().getTime() + 300_000).toISOString(), 'second retry after 5 min');
    h.clock.advance(300_000);
    await dispatcher.tick();
    assert.equal(receiver.received.length, 3);
    assert.deepEqual(receiver.received.map((r) => r.headers['webhook-id']), [event.id, event.id, event.id]);
    const stamps = receiver.received.map((r) => Number(r.headers['webhook-timestamp']));
    assert.deepEqual(stamps.map((s) => s - stamps[0]!), [0, 5, 305], 'each attempt carries the time it was sent');
    assert.equal(new Set(receiver.received.map((r) => r.headers['webhook-signature'])).size, 3, 'a fresh signature per attempt');
    assert.ok(receiver.received.every((r) => r.standardVerifiedWith.length === 1 && r.serviceVerifiedWith.length === 1), 'every attempt verifies at the moment it arrives (5-minute tolerance)');
    [state] = await history(h.ctx);
    assert.deepEqual({ status: state!.delivery!.status, attempts: state!.delivery!.attempts, code: state!.delivery!.last_response_status }, { status: 'delivered', attempts: 3, code: 204 });
  });

  test('the retry schedule: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h, 24 h after each failure, then dead (10 attempts)', async () => {
    receiver.fallback = { status: 500 };
    await emit(h.ctx);
    const gaps: number[] = [];
    for (let attempt = 1; attempt <= 10; attempt++) {
      await dispatcher.tick();
      const [state] = await history(h.ctx);
      assert.equal(state!.delivery!.attempts, attempt);
      if (attempt < 10) {
        const next = new Date(state!.delivery!.next_attempt_at!);
        gaps.push((next.getTime() - h.clock.now().getTime()) / 1000);
        h.clock.set(next);
      } else {
        assert.equal(state!.delivery!.status, 'dead');
        assert.equal(state!.delivery!.next_attempt_at, null);
      }
    }
    assert.deepEqual(gaps, [...RETRY_DELAYS_SECONDS]);
    assert.equal(receiver.received.length, 10);
    h.clock.advance(7 * 86_400_000);
    await dispatcher.tick();
    assert.equal(receiver.received.length, 10, 'nothing after the delivery is dead');
  });

  test('jitter: each delay is spread by ±10 % (the injected randomness at its extremes)', async () => {
    for (const [random, factor] of [[0, 0.9], [0.999_999, 1.1]] as const) {
      receiver.reset();
      receiver.secrets = [secret];
      receiver.fallback = { status: 500 };
      h.ctx.webhooks.settings.random = () => random;
      const event = await emit(h.ctx);
      await dispatcher.tick();
      const state = (await history(h.ctx)).find((e) => e.id === event.id)!;
      const gap = (Date.parse(state.delivery!.next_attempt_at!) - h.clock.now().getTime()) / 1000;
      assert.ok(Math.abs(gap - 5 * factor) < 0.01, `random ${random}: ${gap} s`);
    }
  });

  test('Retry-After is honoured: a 429 asking for 120 s is retried after 120 s, not 5 s', async () => {
    receiver.answers.push({ status: 429, headers: { 'retry-after': '120' } });
    await emit(h.ctx);
    await dispatcher.tick();
    const [state] = await history(h.ctx);
    assert.equal(state!.delivery!.next_attempt_at, new Date(h.clock.now().getTime() + 120_000).toISOString());
    assert.equal(state!.delivery!.last_response_status, 429);
  });

  test('410 Gone disables the endpoint (visible in its registration) and nothing more is sent to it', async () => {
    receiver.answers.push({ status: 410 });
    await emit(h.ctx);
    await dispatcher.tick();
    const endpoint = await findEndpoint(h.db, owner.partnerId, owner.environment);
    assert.equal(endpoint!.status, 'disabled');
    assert.equal(endpoint!.disabledReason, 'gone');
    const [state] = await history(h.ctx);
    assert.equal(state!.delivery!.status, 'dead');
    await emit(h.ctx);
    h.clock.advance(3600_000);
    await dispatcher.tick();
    assert.equal(receiver.received.length, 1);
  });

  test('a slow receiver: no answer within the timeout is an unknown outcome (it may have processed it), retried with the same event id', async () => {
    h.ctx.webhooks.settings.timeoutMs = 150;
    receiver.answers.push('hang');
    const event = await emit(h.ctx);
    await dispatcher.tick();
    let [state] = await history(h.ctx);
    assert.equal(state!.delivery!.status, 'pending', 'not failed: unknown until the retry');
    assert.equal(state!.delivery!.last_response_status, null);
    assert.match(state!.delivery!.last_error!, /^outcome unknown: no answer within 150 ms/);
    h.clock.advance(5000);
    await dispatcher.tick();
    [state] = await history(h.ctx);
    assert.equal(state!.delivery!.status, 'delivered');
    assert.deepEqual(receiver.received.map((r) => r.headers['webhook-id']), [event.id, event.id]);
  });

  test('a redirect is a failure and is not followed', async () => {
    receiver.answers.push({ status: 302, headers: { location: '/hooks/elsewhere' } });
    await emit(h.ctx);
    await dispatcher.tick();
    assert.equal(receiver.received.length, 1, 'the Location was not requested');
    const [state] = await history(h.ctx);
    assert.equal(state!.delivery!.status, 'pending');
    assert.equal(state!.delivery!.last_response_status, 302);
    assert.match(state!.delivery!.last_error!, /redirects are not followed/);
  });

  test('secret rotation with a delivery in flight: for 24 h both secrets sign, so a receiver holding either verifies; then only the new one', async () => {
    receiver.answers.push({ status: 500 });
    await emit(h.ctx);
    await dispatcher.tick();
    const newSecret = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
    const rotated = await registerEndpoint(h.ctx, { ...owner, url: receiver.url, secret: newSecret });
    assert.equal(rotated.secret, null, 'a secret the partner chose is not echoed');
    assert.equal(rotated.endpoint.previous_secret_expires_at, new Date(h.clock.now().getTime() + 86_400_000).toISOString());
    receiver.secrets = [secret, newSecret];
    h.clock.advance(5000);
    await dispatcher.tick();
    const retry = receiver.received[1]!;
    assert.deepEqual(retry.standardVerifiedWith, [secret, newSecret], 'standardwebhooks verifies with the old and with the new secret');
    assert.deepEqual(retry.serviceVerifiedWith, [secret, newSecret]);
    assert.equal(String(retry.headers['webhook-signature']).split(' ').length, 2);
    h.clock.advance(86_400_000);
    await emit(h.ctx);
    await dispatcher.tick();
    const later = receiver.received[2]!;
    assert.deepEqual(later.standardVerifiedWith, [newSecret], 'after 24 h only the new secret signs');
    assert.deepEqual(later.serviceVerifiedWith, [newSecret]);
  });

  test('a secret the partner chose without the whsec_ prefix is used as its UTF-8 bytes (standardwebhooks verifies it in its raw format)', async () => {
    const own = 'partner-chosen-secret-0123456789';
    await registerEndpoint(h.ctx, { ...owner, url: receiver.url, secret: own });
    h.clock.advance(86_400_000 + 1000); // past the rotation overlap: only the partner's secret signs
    receiver.secrets = [own];
    await emit(h.ctx);
    await dispatcher.tick();
    const [got] = receiver.received;
    assert.deepEqual(got!.serviceVerifiedWith, [own]);
    const realNow = Date.now;
    Date.now = () => got!.receivedAt.getTime();
    try {
      assert.doesNotThrow(() => new Webhook(own, { format: 'raw' }).verify(got!.body, got!.headers as Record<string, string>));
    } finally {
      Date.now = realNow;
    }
  });

  test('an endpoint failing continuously for 5 days is disabled, visibly; a success in between restarts the count', async () => {
    receiver.fallback = { status: 500 };
    // A running dispatcher: an event a day, a round every 2 hours (retries fire as they come due).
    const runDays = async (days: number) => {
      for (let step = 0; step < days * 12; step++) {
        if (step % 12 === 0) await emit(h.ctx);
        await dispatcher.tick();
        h.clock.advance(7_200_000);
      }
    };
    await runDays(3);
    receiver.answers.push({ status: 204 }); // one attempt succeeds: the run of failures restarts
    await runDays(4);
    const stillEnabled = (await findEndpoint(h.db, owner.partnerId, owner.environment))!;
    assert.equal(stillEnabled.status, 'enabled', '4 days of failures since the last success');
    await runDays(1.5);
    const endpoint = (await findEndpoint(h.db, owner.partnerId, owner.environment))!;
    assert.equal(endpoint.status, 'disabled');
    assert.equal(endpoint.disabledReason, 'failing');
  });

  test('a secret that no longer opens (NAMEPORT_SECRET_KEY changed) fails the attempt on the schedule, sends nothing, and is logged', async () => {
    await emit(h.ctx);
    const partner = h.ctx.partner as { secretBox: SecretBox | null };
    const box = partner.secretBox;
    partner.secretBox = new SecretBox(Buffer.alloc(32, 9));
    try {
      await dispatcher.tick();
    } finally {
      partner.secretBox = box;
    }
    assert.equal(receiver.received.length, 0);
    const [state] = await history(h.ctx);
    assert.equal(state!.delivery!.status, 'pending');
    assert.match(state!.delivery!.last_error!, /could not prepare the request \(the stored secret was encrypted under another NAMEPORT_SECRET_KEY/);
    h.clock.advance(5000);
    await dispatcher.tick();
    assert.equal((await history(h.ctx))[0]!.delivery!.status, 'delivered', 'with the right key back, the retry goes out');
  });

  test('serve\'s dispatcher delivers on its own (fan-out and attempt lanes on their poll) and stops with the runtime', async () => {
    h.ctx.webhooks.settings.pollMs = 20;
    const running = startWebhookDispatcher(h.ctx);
    try {
      const event = await emit(h.ctx);
      const deadline = Date.now() + 5000;
      while (receiver.received.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
      assert.equal(receiver.received[0]?.headers['webhook-id'], event.id);
    } finally {
      await running.stop();
      h.ctx.webhooks.dispatcher = null;
    }
  });

  test('fan-out: only the owner\'s events of the subscribed families, from registration on', async () => {
    await registerEndpoint(h.ctx, { ...owner, url: receiver.url, events: ['order.*'] });
    await emit(h.ctx, 'order.paid');
    await emit(h.ctx, 'brokerage.case_completed');
    await emit(h.ctx, 'order.paid', { partnerId: 'ptn_other', environment: 'sandbox' });
    await emit(h.ctx, 'order.paid', { partnerId: owner.partnerId, environment: 'live' });
    await dispatcher.tick();
    assert.deepEqual(receiver.received.map((r) => JSON.parse(r.body).type), ['order.paid']);
  });
});
