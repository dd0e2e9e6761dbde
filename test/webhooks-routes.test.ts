import assert from 'node:assert/strict';
import { beforeEach, describe, test } from 'node:test';
import type { AppContext } from '../src/context.js';
import { appendEvent } from '../src/platform/events/outbox.js';
import { WebhookDispatcher } from '../src/modules/webhooks/dispatcher.js';
import { createWebhookState } from '../src/modules/webhooks/state.js';
import { createTestCredential, signedInject, type TestSigner, usePartnerApp } from './helpers/partner-signer.js';
import { useWebhookReceiver, type WebhookReceiver } from './helpers/webhook-receiver.js';

/** Issue 17, contract 4.3 and 6.2: registration, test-fire, redelivery and the event history over signed requests. */
describe('partner webhook routes (issue 17)', () => {
  const h = usePartnerApp();
  let receiver: WebhookReceiver;
  let signer: TestSigner;
  let partnerId: string;

  const hooks = useWebhookReceiver(h);
  beforeEach(async () => {
    receiver = hooks.receiver;
    const credential = await createTestCredential(h.ctx, h.clock, { scopes: ['webhook'] });
    signer = credential.signer;
    partnerId = credential.partnerId;
  });

  const put = (body: unknown, s = signer) => signedInject(h.app, s, { method: 'PUT', url: '/api/partner/webhooks', body: JSON.stringify(body) });
  const emit = (ctx: AppContext, type: string, who = { partnerId, environment: 'sandbox' as const }) =>
    ctx.db.transaction((tx) => appendEvent(ctx, tx, { type, ...who, payload: { order: { public_id: 'ord_1' }, version: 1 } }));

  test('PUT /api/partner/webhooks (no v1 segment, signed, scope webhook) registers: 201 with a generated whsec_ secret shown once; GET shows it without the secret', async () => {
    const created = await put({ url: receiver.url, events: ['order.*'] });
    assert.equal(created.status, 201);
    assert.match(created.body.secret, /^whsec_[A-Za-z0-9+/]{43}=$/);
    assert.deepEqual({ url: created.body.url, events: created.body.events, status: created.body.status }, { url: receiver.url, events: ['order.*'], status: 'enabled' });
    const read = await signedInject(h.app, signer, { url: '/api/partner/webhooks' });
    assert.equal(read.status, 200);
    assert.equal(read.body.secret, undefined);
    assert.equal(read.body.id, created.body.id);
    const again = await put({ url: receiver.url });
    assert.equal(again.status, 200, 'an update');
    assert.equal(again.body.secret, undefined, 'an update without secret keeps it and shows nothing');
    assert.deepEqual(again.body.events, [], 'events omitted: every event');
  });

  test('a secret is shown only in the answer that created it: never stored in clear, nor in GET, events, history, jobs, stored answers or logs', async () => {
    const created = await put({ url: receiver.url });
    const generated: string = created.body.secret;
    receiver.answers.push({ status: 500 });
    await emit(h.ctx, 'order.paid');
    await new WebhookDispatcher(h.ctx).tick();
    assert.equal((await signedInject(h.app, signer, { method: 'POST', url: '/api/partner/v1/webhooks/test', body: '{}', headers: { 'idempotency-key': 'test-fire-0001' } })).status, 200);
    const chosen = `whsec_${Buffer.alloc(32, 3).toString('base64')}`;
    const rotated = await put({ url: receiver.url, secret: chosen });
    assert.equal(rotated.body.secret, undefined, 'a secret the partner sent is not echoed');
    const seen = [
      ...(await Promise.all(['webhook_endpoints', 'webhook_deliveries', 'events', 'jobs', 'idempotency_keys'].map(async (table) => JSON.stringify(await h.db.query(`SELECT * FROM ${table}`))))),
      (await signedInject(h.app, signer, { url: '/api/partner/webhooks' })).text,
      (await signedInject(h.app, signer, { url: '/api/partner/v1/events' })).text,
      JSON.stringify(h.logs),
    ];
    for (const secret of [generated, chosen]) {
      for (const text of seen) {
        assert.ok(!text.includes(secret.slice('whsec_'.length)), `${secret.slice(0, 12)}… found in ${text.slice(0, 80)}`);
      }
    }
  });

  test('the registration path is inside the signed scope: unsigned is 401, without scope webhook 403, before registering GET is 404', async () => {
    const unsigned = await h.app.inject({ method: 'PUT', url: '/api/partner/webhooks', payload: { url: receiver.url } });
    assert.equal(unsigned.statusCode, 401);
    const searchOnly = (await createTestCredential(h.ctx, h.clock, { scopes: ['search'] })).signer;
    assert.equal((await put({ url: receiver.url }, searchOnly)).status, 403);
    const missing = await signedInject(h.app, signer, { url: '/api/partner/webhooks' });
    assert.equal(missing.status, 404);
    assert.equal(missing.body.error.code, 'not_found');
  });

  test('URL rules at registration: https only in live; private, link-local, metadata and (in live) loopback addresses refused; a sandbox loopback receiver allowed', async () => {
    const live = (await createTestCredential(h.ctx, h.clock, { scopes: ['webhook'], environment: 'live' })).signer;
    for (const [url, who] of [
      ['http://hooks.example.com/x', live], ['https://10.1.2.3/x', live], ['https://169.254.169.254/latest', live], ['https://127.0.0.1/x', live],
      ['https://localhost/x', live], ['https://[::1]/x', live], ['https://[fd00::1]/x', live], ['http://192.168.1.20/x', signer], ['https://169.254.169.254/', signer],
      ['http://hooks.example.com/x', signer], ['ftp://127.0.0.1/x', signer], ['https://user:pw@127.0.0.1/x', signer],
    ] as const) {
      const answer = await put({ url }, who);
      assert.equal(answer.status, 400, url);
      assert.equal(answer.body.error.code, 'validation_error', url);
      assert.match(answer.body.error.message, /^url: /, url);
    }
    assert.equal((await put({ url: receiver.url })).status, 201, 'sandbox: http to 127.0.0.1');
    assert.equal((await put({ url: receiver.url.replace('127.0.0.1', 'localhost') })).status, 200, 'sandbox: http://localhost');
  });

  test('a server not started as a sandbox gives sandbox credentials the live URL rules: a loopback receiver is refused at registration, and one stored earlier is never connected to', async () => {
    h.ctx.webhooks = createWebhookState({ timeoutMs: 2000, random: () => 0.5 }); // as `serve` builds it without --sandbox
    for (const url of [receiver.url, receiver.url.replace('127.0.0.1', 'localhost'), 'https://[::1]/x', 'https://[::ffff:127.0.0.1]/x']) {
      const answer = await put({ url });
      assert.equal(answer.status, 400, url);
      assert.match(answer.body.error.message, /^url: /, url);
    }
    // Registered while the server ran as a sandbox; it was started again without --sandbox since.
    h.ctx.webhooks.settings.sandboxLoopback = true;
    assert.equal((await put({ url: receiver.url })).status, 201);
    h.ctx.webhooks.settings.sandboxLoopback = false;
    await emit(h.ctx, 'order.paid');
    await new WebhookDispatcher(h.ctx).tick();
    assert.equal(receiver.received.length, 0);
    const history = await signedInject(h.app, signer, { url: '/api/partner/v1/events' });
    assert.match(history.body.data[0].delivery.last_error, /^not delivered: refused to connect to 127\.0\.0\.1/);
  });

  test('a name that resolves to a public address at registration and to a private one when connecting (DNS rebinding) is refused at connect time', async () => {
    let lookups = 0;
    h.ctx.webhooks = createWebhookState({
      timeoutMs: 2000,
      resolveAll: async () => (lookups++ === 0 ? [{ address: '93.184.216.34', family: 4 }] : [{ address: '10.0.0.7', family: 4 }]),
    });
    const registered = await put({ url: 'https://hooks.rebinding.test/nameport' });
    assert.equal(registered.status, 201);
    await emit(h.ctx, 'order.paid');
    await new WebhookDispatcher(h.ctx).tick();
    const history = await signedInject(h.app, signer, { url: '/api/partner/v1/events' });
    const delivery = history.body.data[0].delivery;
    assert.equal(delivery.status, 'pending');
    assert.equal(delivery.last_response_status, null);
    assert.match(delivery.last_error, /^not delivered: refused to connect to hooks\.rebinding\.test: it resolves to 10\.0\.0\.7/);
    assert.equal(receiver.received.length, 0);
  });

  test('POST /api/partner/v1/webhooks/test sends a ping now and answers with the outcome; the ping is in the history', async () => {
    const { body } = await put({ url: receiver.url, events: ['order.*'] });
    receiver.secrets = [body.secret];
    const fired = await signedInject(h.app, signer, { method: 'POST', url: '/api/partner/v1/webhooks/test', body: '{}' });
    assert.equal(fired.status, 200);
    assert.equal(fired.body.delivery.status, 'delivered');
    assert.equal(fired.body.delivery.last_response_status, 204);
    assert.equal(receiver.received.length, 1);
    const ping = JSON.parse(receiver.received[0]!.body);
    assert.equal(ping.type, 'ping');
    assert.equal(ping.id, fired.body.event_id);
    assert.deepEqual(receiver.received[0]!.standardVerifiedWith, [body.secret]);
    await new WebhookDispatcher(h.ctx).tick();
    assert.equal(receiver.received.length, 1, 'the fan-out does not send it twice');
    const history = await signedInject(h.app, signer, { url: '/api/partner/v1/events?type=ping' });
    assert.deepEqual(history.body.data.map((e: { id: string }) => e.id), [fired.body.event_id]);
  });

  test('POST /api/partner/v1/events/{id}/redeliver sends an event again (same id), even one from before the registration; another partner\'s event is 404', async () => {
    const early = await emit(h.ctx, 'order.paid');
    const other = await emit(h.ctx, 'order.paid', { partnerId: 'ptn_someone_else', environment: 'sandbox' });
    await put({ url: receiver.url });
    const redelivered = await signedInject(h.app, signer, { method: 'POST', url: `/api/partner/v1/events/${early.id}/redeliver`, body: '{}' });
    assert.equal(redelivered.status, 202);
    assert.equal(redelivered.body.delivery.status, 'pending');
    await new WebhookDispatcher(h.ctx).tick();
    assert.deepEqual(receiver.received.map((r) => r.headers['webhook-id']), [early.id]);
    const again = await signedInject(h.app, signer, { method: 'POST', url: `/api/partner/v1/events/${early.id}/redeliver`, body: '{}' });
    assert.equal(again.status, 202);
    await new WebhookDispatcher(h.ctx).tick();
    assert.deepEqual(receiver.received.map((r) => r.headers['webhook-id']), [early.id, early.id]);
    const history = await signedInject(h.app, signer, { url: '/api/partner/v1/events' });
    assert.deepEqual({ status: history.body.data[0].delivery.status, attempts: history.body.data[0].delivery.attempts }, { status: 'delivered', attempts: 2 });
    const foreign = await signedInject(h.app, signer, { method: 'POST', url: `/api/partner/v1/events/${other.id}/redeliver`, body: '{}' });
    assert.equal(foreign.status, 404);
  });

  test('GET /api/partner/v1/events: own events only, oldest first, paged by after_id with has_more; filters type (one or a family), from and to', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      ids.push((await emit(h.ctx, i % 2 === 0 ? 'order.paid' : 'brokerage.case_completed')).id);
      await emit(h.ctx, 'order.paid', { partnerId, environment: 'live' as 'sandbox' });
      await emit(h.ctx, 'order.paid', { partnerId: 'ptn_other', environment: 'sandbox' });
      h.clock.advance(60_000);
    }
    const first = await signedInject(h.app, signer, { url: '/api/partner/v1/events?limit=2' });
    assert.equal(first.status, 200);
    assert.deepEqual(first.body.data.map((e: { id: string }) => e.id), ids.slice(0, 2));
    assert.equal(first.body.has_more, true);
    const rest = await signedInject(h.app, signer, { url: `/api/partner/v1/events?limit=10&after_id=${first.body.next_after_id}` });
    assert.deepEqual(rest.body.data.map((e: { id: string }) => e.id), ids.slice(2));
    assert.equal(rest.body.has_more, false);
    assert.deepEqual(Object.keys(rest.body.data[0]).sort(), ['created_at', 'data', 'delivery', 'id', 'sequence', 'type']);
    assert.equal(rest.body.data[0].delivery, null, 'no endpoint: nothing delivered');
    const family = await signedInject(h.app, signer, { url: '/api/partner/v1/events?type=brokerage.*' });
    assert.deepEqual(family.body.data.map((e: { id: string }) => e.id), [ids[1], ids[3]]);
    const exact = await signedInject(h.app, signer, { url: '/api/partner/v1/events?type=order.paid' });
    assert.deepEqual(exact.body.data.map((e: { id: string }) => e.id), [ids[0], ids[2], ids[4]]);
    const start = new Date(Date.parse(first.body.data[0].created_at) + 60_000).toISOString();
    const end = new Date(Date.parse(first.body.data[0].created_at) + 180_000).toISOString();
    const windowed = await signedInject(h.app, signer, { url: `/api/partner/v1/events?from=${encodeURIComponent(start)}&to=${encodeURIComponent(end)}` });
    assert.deepEqual(windowed.body.data.map((e: { id: string }) => e.id), ids.slice(1, 3));
    const unknownCursor = await signedInject(h.app, signer, { url: '/api/partner/v1/events?after_id=evt_nope' });
    assert.equal(unknownCursor.status, 400);
    assert.equal(unknownCursor.body.error.code, 'validation_error');
  });

  test('retention: events and deliveries older than 30 days are deleted by the recurring job; younger ones stay', async () => {
    const { applyRetention } = await import('../src/modules/webhooks/jobs.js');
    await put({ url: receiver.url });
    const old = await emit(h.ctx, 'order.paid');
    await new WebhookDispatcher(h.ctx).tick();
    h.clock.advance(2 * 86_400_000);
    const young = await emit(h.ctx, 'order.paid');
    h.clock.advance(28 * 86_400_000 + 1000);
    assert.deepEqual(await applyRetention(h.ctx), { events: 1, deliveries: 1 });
    const history = await signedInject(h.app, signer, { url: '/api/partner/v1/events' });
    assert.deepEqual(history.body.data.map((e: { id: string }) => e.id), [young.id]);
    assert.notEqual(old.id, young.id);
  });

  test('the partner OpenAPI document lists the webhook routes and, in its webhooks section, every event type with its payload schema', async () => {
    const doc = (await h.app.inject({ url: '/api/partner/v1/openapi.json' })).json();
    assert.ok(doc.paths['/api/partner/webhooks'].put);
    assert.ok(doc.paths['/api/partner/v1/events'].get);
    assert.ok(doc.paths['/api/partner/v1/events/{id}/redeliver'].post);
    assert.ok(doc.paths['/api/partner/v1/webhooks/test'].post);
    assert.ok(doc.webhooks.ping, 'ping');
    assert.ok(doc.webhooks['order.paid'], 'the order events come from the orders module');
    const schema = doc.webhooks['order.paid'].post.requestBody.content['application/json'].schema;
    assert.deepEqual(schema.required, ['id', 'type', 'created_at', 'sequence', 'data']);
    assert.ok(schema.properties.data.properties.version);
    assert.match(doc.tags.find((t: { name: string }) => t.name === 'webhooks').description, /X-Service-Signature/);
  });
});
