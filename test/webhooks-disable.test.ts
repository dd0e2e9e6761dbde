import assert from 'node:assert/strict';
import { beforeEach, describe, test } from 'node:test';
import type { AppContext } from '../src/context.js';
import { appendEvent } from '../src/platform/events/outbox.js';
import { WebhookDispatcher } from '../src/modules/webhooks/dispatcher.js';
import { getEndpoint, listEventHistory, registerEndpoint } from '../src/modules/webhooks/service.js';
import { usePartnerApp } from './helpers/partner-signer.js';
import { useWebhookReceiver, type WebhookReceiver } from './helpers/webhook-receiver.js';

const owner = { partnerId: 'ptn_acme', environment: 'sandbox' as const };
const DAY = 86_400_000;

const emit = (ctx: AppContext) =>
  ctx.db.transaction((tx) => appendEvent(ctx, tx, { type: 'order.paid', ...owner, payload: { order: { public_id: 'ord_1' }, version: 1 } }));

/**
 * Issue 17: "an endpoint failing continuously for 5 days is disabled". Continuously means attempts kept failing over
 * those days; days without any attempt (no events) are not failures, so a failure after such a pause starts a new run.
 */
describe('the 5-day disable counts only a continuous run of failed attempts (issue 17)', () => {
  const h = usePartnerApp();
  let receiver: WebhookReceiver;
  let dispatcher: WebhookDispatcher;

  /** Runs every due attempt of the pending deliveries until none is left, jumping the clock to each next attempt. */
  const runUntilSettled = async () => {
    for (;;) {
      await dispatcher.tick();
      const pending = (await listEventHistory(h.ctx, { ...owner, limit: 100 })).data.filter((e) => e.delivery?.status === 'pending');
      if (pending.length === 0) return;
      h.clock.set(new Date(Math.min(...pending.map((e) => Date.parse(e.delivery!.next_attempt_at!)))));
    }
  };

  const hooks = useWebhookReceiver(h);
  beforeEach(async () => {
    receiver = hooks.receiver;
    dispatcher = new WebhookDispatcher(h.ctx);
    await registerEndpoint(h.ctx, { ...owner, url: receiver.url });
  });

  test('an endpoint that failed one event to the end (3 days), then had no events for a week, is not disabled by the next event\'s first failure: that event is retried', async () => {
    receiver.fallback = { status: 500 };
    await emit(h.ctx);
    await runUntilSettled();
    assert.equal((await getEndpoint(h.ctx, owner)).status, 'enabled', 'about 3 days of failures');
    h.clock.advance(7 * DAY);
    receiver.answers.push({ status: 503 });
    receiver.fallback = { status: 204 };
    const next = await emit(h.ctx);
    await dispatcher.tick();
    const endpoint = await getEndpoint(h.ctx, owner);
    assert.deepEqual({ status: endpoint.status, reason: endpoint.disabled_reason }, { status: 'enabled', reason: null });
    assert.equal(endpoint.failing_since, h.clock.now().toISOString(), 'a new run of failures starts now');
    const delivery = (await listEventHistory(h.ctx, { ...owner, limit: 100 })).data.find((e) => e.id === next.id)!.delivery!;
    assert.equal(delivery.status, 'pending', 'retried on the schedule, not dead after one attempt');
  });

  test('failures that keep coming for 5 days (an event every day, each retried) disable the endpoint, visibly', async () => {
    receiver.fallback = { status: 500 };
    for (let day = 0; day < 6 && (await getEndpoint(h.ctx, owner)).status === 'enabled'; day++) {
      await emit(h.ctx);
      await dispatcher.tick();
      const until = h.clock.now().getTime() + DAY;
      while (h.clock.now().getTime() < until) {
        h.clock.advance(3_600_000);
        await dispatcher.tick();
      }
    }
    const endpoint = await getEndpoint(h.ctx, owner);
    assert.deepEqual({ status: endpoint.status, reason: endpoint.disabled_reason }, { status: 'disabled', reason: 'failing' });
    assert.ok(Date.parse(endpoint.disabled_at!) - Date.parse(endpoint.failing_since!) >= 5 * DAY);
    assert.ok(Date.parse(endpoint.disabled_at!) - Date.parse(endpoint.failing_since!) < 5 * DAY + 2 * 3_600_000, 'disabled at the first failure past 5 days');
  });
});
