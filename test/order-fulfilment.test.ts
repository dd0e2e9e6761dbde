import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createMailer, type Mailer } from '../src/modules/accounts/mailer.js';
import { transferLock } from '../src/modules/orders/fulfilment/lock.js';
import { runFulfilment } from '../src/modules/orders/fulfilment/service.js';
import { transitionOrder } from '../src/modules/orders/service.js';
import { readEvents } from '../src/platform/events/outbox.js';
import { AUTH_CODE, BUYER_EMAIL, useFulfilmentApp } from './helpers/fulfilment.js';
import { createTestCredential, signedInject } from './helpers/partner-signer.js';

const DAY = 86_400_000;

describe('order fulfilment through the registrar (issue 16 "Fulfilment")', () => {
  const h = useFulfilmentApp();
  const statuses = async (id: string) => (await h.read(id)).order.timeline.map((e) => e.status);
  const listingStatus = async (domain: string) => (await h.db.query<{ status: string }>('SELECT status FROM listings WHERE domain = $1', [domain]))[0]?.status;
  const pendingJobs = async () => h.db.query<{ run_at: Date; payload: unknown }>(`SELECT run_at, payload FROM jobs WHERE state = 'ready' ORDER BY run_at`);

  test('push: a buyer with a customer handle at our registrar gets the domain pushed once; the process is polled with back-off until COMPLETED; listing sold', async () => {
    await h.listAndHold('brewlab.com');
    const id = await h.order('brewlab.com', 'buyer-acct');
    assert.deepEqual(await h.tick(), ['orders.fulfil:done']);
    let { order, fulfilment } = await h.read(id);
    assert.equal(order.status, 'TRANSFER_IN_PROGRESS');
    assert.deepEqual(order.delivery.method, 'push');
    assert.equal(fulfilment?.process_id, '1000');
    assert.deepEqual(h.rtr.calls.find((c) => c.path.endsWith('/transfer/push'))?.body, { recipient: 'buyer-acct' });

    // The registrar still works on it: the next look is 15 s later, then 30 s (injected clock, never a sleep).
    const [next] = await pendingJobs();
    assert.equal(next!.run_at.getTime(), h.t.clock.now().getTime() + 15_000);
    h.t.clock.advance(14_999);
    assert.deepEqual(await h.tick(), [], 'nothing is due before the back-off');
    h.t.clock.advance(1);
    assert.deepEqual(await h.tick(), ['orders.fulfil:done']);
    assert.equal((await pendingJobs())[0]!.run_at.getTime(), h.t.clock.now().getTime() + 30_000);

    h.rtr.finishProcess('1000');
    h.t.clock.advance(30_000);
    await h.tick();
    ({ order, fulfilment } = await h.read(id));
    assert.equal(order.status, 'TRANSFER_COMPLETED');
    assert.deepEqual(await statuses(id), ['PAID', 'TRANSFER_PENDING', 'TRANSFER_IN_PROGRESS', 'TRANSFER_COMPLETED']);
    assert.equal(order.delivery.state, 'completed');
    assert.equal(order.delivery.completed_at, h.t.clock.now().toISOString());
    assert.equal(fulfilment?.step, 'completed');
    assert.equal(await listingStatus('brewlab.com'), 'sold');
    assert.equal(h.calls('POST', '/transfer/push'), 1, 'one push, however often it was polled');
    assert.deepEqual(await pendingJobs(), [], 'nothing more scheduled');
    const events = (await readEvents(h.db, { afterSeq: 0, limit: 20 })).map((e) => e.type);
    assert.deepEqual(events, ['order.paid', 'order.transfer_pending', 'order.transfer_started', 'transfer.completed']);
  });

  test('push refused by the registrar (unknown customer handle) → TRANSFER_FAILED with the reason and a next_action; no retry is scheduled', async () => {
    await h.listAndHold('brewlab.com');
    h.rtr.pathBehaviour.set('/v2/domains/brewlab.com/transfer/push', { kind: 'status', status: 400, body: '{"type":"InvalidParameter","message":"Unknown recipient"}' });
    const id = await h.order('brewlab.com', 'nobody');
    await h.tick();
    const { order, fulfilment } = await h.read(id);
    assert.equal(order.status, 'TRANSFER_FAILED');
    const last = order.timeline.at(-1)!;
    assert.match(last.note!, /refused to push brewlab\.com to the account nobody \(HTTP 400\)/);
    assert.match(last.next_action!, /refunds the order/);
    assert.equal(fulfilment?.step, 'failed');
    assert.deepEqual(await pendingJobs(), [], 'never a silent retry loop');
    assert.equal(await listingStatus('brewlab.com'), 'reserved', 'still held for the order (a refund releases it)');
  });

  test('auth-code transfer: our lock lifted, the code emailed to the buyer only, the outgoing transfer followed to TRANSFER_COMPLETED', async () => {
    await h.listAndHold('brewlab.com');
    const id = await h.order('brewlab.com');
    await h.tick();
    let { order } = await h.read(id);
    assert.equal(order.status, 'TRANSFER_PENDING', 'waiting for the buyer\'s registrar to ask');
    assert.equal(order.delivery.method, 'transfer');
    assert.equal(order.delivery.state, 'waiting');
    assert.deepEqual(h.rtr.domains.get('brewlab.com')!.status, [], 'clientTransferProhibited lifted');
    assert.equal(h.smtp.mails.length, 1);
    assert.deepEqual(h.smtp.mails[0]!.to, [BUYER_EMAIL]);
    assert.ok(h.smtp.mails[0]!.data.includes(AUTH_CODE), 'the buyer receives the code');

    h.rtr.transfers.set('brewlab.com', { domainName: 'brewlab.com', status: 'pendingfoa', type: 'OUT', processId: 77, requestedDate: h.t.clock.now().toISOString() });
    h.t.clock.advance(15_000);
    await h.tick();
    assert.equal((await h.read(id)).order.status, 'TRANSFER_IN_PROGRESS');
    h.rtr.transfers.set('brewlab.com', { domainName: 'brewlab.com', status: 'completed', type: 'OUT', processId: 77, requestedDate: h.t.clock.now().toISOString() });
    h.t.clock.advance(30_000);
    await h.tick();
    ({ order } = await h.read(id));
    assert.deepEqual(await statuses(id), ['PAID', 'TRANSFER_PENDING', 'TRANSFER_IN_PROGRESS', 'TRANSFER_COMPLETED']);
    assert.equal(await listingStatus('brewlab.com'), 'sold');
    assert.equal(h.smtp.mails.length, 1, 'the code is sent once');
  });

  test('auth codes never appear in an API response, a log line, an event, a job or our tables: only in the buyer\'s mail', async () => {
    const { signer, partnerId, keyId } = await createTestCredential(h.t.ctx, h.t.clock, { scopes: ['buy'] });
    await h.listAndHold('brewlab.com');
    const id = await h.order('brewlab.com', undefined, { partnerId, keyId, environment: 'sandbox' });
    await h.tick();
    h.rtr.transfers.set('brewlab.com', { domainName: 'brewlab.com', status: 'completed', type: 'OUT', processId: 77, requestedDate: h.t.clock.now().toISOString() });
    h.t.clock.advance(15_000);
    await h.tick();
    assert.equal((await h.read(id)).order.status, 'TRANSFER_COMPLETED');
    assert.ok(h.smtp.mails[0]!.data.includes(AUTH_CODE));
    assert.ok(!JSON.stringify(h.t.logs).includes(AUTH_CODE), 'not in any log line');
    assert.ok(h.t.logs.length > 0, 'the fulfilment did log its steps');
    const tables = await h.db.query<{ dump: string }>(
      `SELECT (SELECT coalesce(json_agg(e), '[]')::text FROM events e) || (SELECT coalesce(json_agg(j), '[]')::text FROM jobs j)
           || (SELECT coalesce(json_agg(o), '[]')::text FROM orders o) || (SELECT coalesce(json_agg(f), '[]')::text FROM order_fulfilments f) AS dump`,
    );
    assert.ok(!tables[0]!.dump.includes(AUTH_CODE), 'not in events, jobs, orders or order_fulfilments');
    for (const url of [`/api/partner/v1/orders/${id}`, '/api/partner/v1/orders']) {
      const read = await signedInject(h.t.app, signer, { url });
      assert.equal(read.status, 200, read.text);
      assert.ok(read.text.includes('brewlab.com') && !read.text.includes(AUTH_CODE), `not in ${url}`);
    }
  });

  test('without SMTP_URL (mail goes to the log) a live server cannot deliver the auth code: TRANSFER_FAILED at once, nothing logged of the code', async () => {
    const ctx = h.t.ctx as { mailer: Mailer };
    const smtpMailer = ctx.mailer;
    ctx.mailer = createMailer(undefined, 'Nameport <no-reply@localhost>', h.t.ctx.log);
    let id: string;
    try {
      await h.listAndHold('brewlab.com');
      id = await h.order('brewlab.com');
      await h.tick();
    } finally {
      ctx.mailer = smtpMailer;
    }
    const { order } = await h.read(id);
    assert.equal(order.status, 'TRANSFER_FAILED');
    assert.match(order.timeline.at(-1)!.note!, /SMTP_URL is not set/);
    assert.match(order.timeline.at(-1)!.next_action!, /sets SMTP_URL and retries/);
    assert.equal(h.rtr.calls.filter((c) => c.path === '/v2/domains/brewlab.com').length, 1, 'the holding was read, the code never');
    assert.equal(h.calls('POST', '/update'), 0, 'our transfer lock stays on');
    assert.ok(!JSON.stringify(h.t.logs).includes(AUTH_CODE));
  });

  test('in the sandbox without SMTP_URL the transfer goes on and the mail written to the log withholds the code', async () => {
    await h.listAndHold('brewlab.com');
    const id = await h.order('brewlab.com');
    const ctx = h.t.ctx;
    await runFulfilment({ ...ctx, config: { ...ctx.config, sandbox: true }, mailer: createMailer(undefined, 'Nameport <no-reply@localhost>', ctx.log) }, { orderId: id });
    assert.equal((await h.read(id)).fulfilment?.step, 'code_sent');
    const logged = JSON.stringify(h.t.logs);
    assert.ok(logged.includes('Your transfer code for brewlab.com'), 'the mail went to the log');
    assert.ok(logged.includes('withheld'));
    assert.ok(!logged.includes(AUTH_CODE));
  });

  test('60-day transfer lock: a domain registered 59 days ago → TRANSFER_FAILED with the date it is free and a next_action; no code is read or sent', async () => {
    const created = new Date(h.t.clock.now().getTime() - 59 * DAY).toISOString();
    await h.listAndHold('brewlab.com', { createdDate: created });
    const id = await h.order('brewlab.com');
    await h.tick();
    const { order } = await h.read(id);
    assert.equal(order.status, 'TRANSFER_FAILED');
    const last = order.timeline.at(-1)!;
    const free = new Date(Date.parse(created) + 60 * DAY).toISOString();
    assert.match(last.note!, /registered on .*60 days/);
    assert.ok(last.note!.includes(free));
    assert.ok(last.next_action!.includes(`retried from ${free}`));
    assert.equal(h.smtp.mails.length, 0);
    assert.equal(h.rtr.calls.filter((c) => c.path === '/v2/domains/brewlab.com' && c.method === 'GET').length, 1, 'only the holding was read');
    assert.deepEqual(await pendingJobs(), [], 'never a silent retry loop');
  });

  test('60-day transfer lock boundary (injected clock): locked 1 ms before 60 days after registration or the last incoming transfer, free at exactly 60 days', () => {
    const holding = { domainName: 'a.com', customer: 'acme', createdDate: '2026-01-01T12:00:00.000Z', status: [] };
    const at60 = new Date(Date.parse('2026-01-01T12:00:00.000Z') + 60 * DAY);
    assert.equal(transferLock(holding, null, new Date(at60.getTime() - 1)).locked, true);
    assert.deepEqual(transferLock(holding, null, at60), { locked: false });
    const incoming = { processId: '9', direction: 'IN' as const, outcome: 'completed' as const, status: 'completed', requestedDate: '2026-02-01T00:00:00.000Z', completedDate: '2026-02-05T00:00:00.000Z' };
    const byTransfer = transferLock({ ...holding, createdDate: '2020-01-01T00:00:00Z' }, incoming, at60);
    assert.equal(byTransfer.locked && byTransfer.reason, 'transfer');
    assert.equal(byTransfer.locked && byTransfer.reason !== 'status' && byTransfer.until.toISOString(), '2026-04-06T00:00:00.000Z');
    assert.equal(transferLock({ ...holding, createdDate: '2020-01-01T00:00:00Z', status: ['SERVER_TRANSFER_PROHIBITED'] }, null, at60).locked, true);
    assert.deepEqual(transferLock({ ...holding, createdDate: '2020-01-01T00:00:00Z' }, { ...incoming, direction: 'OUT' }, at60), { locked: false }, 'an outgoing transfer does not lock');
  });

  test('the buyer\'s registrar never asks: TRANSFER_FAILED 14 days after the code was sent, with a next_action (clock advanced, not slept)', async () => {
    await h.listAndHold('brewlab.com');
    const id = await h.order('brewlab.com');
    await h.tick();
    h.t.clock.advance(14 * DAY);
    await h.tick();
    assert.equal((await h.read(id)).order.status, 'TRANSFER_PENDING', 'still inside the 14 days');
    h.t.clock.advance(3_600_000);
    await h.tick();
    const { order } = await h.read(id);
    assert.equal(order.status, 'TRANSFER_FAILED');
    assert.match(order.timeline.at(-1)!.note!, /did not complete within 14 days/);
    assert.deepEqual(await pendingJobs(), []);
  });

  test('a registrar outage while polling is retried with back-off and recorded, never a failure of the order', async () => {
    await h.listAndHold('brewlab.com');
    const id = await h.order('brewlab.com', 'buyer-acct');
    await h.tick();
    h.rtr.pathBehaviour.set('/v2/processes/1000', { kind: 'status', status: 503 });
    h.t.clock.advance(15_000);
    await h.tick();
    const { order, fulfilment } = await h.read(id);
    assert.equal(order.status, 'TRANSFER_IN_PROGRESS');
    assert.match(fulfilment!.last_error!, /HTTP 503/);
    assert.equal((await pendingJobs()).length, 1);
  });

  test('a refund requested before the transfer starts stops fulfilment: no registrar call is made', async () => {
    await h.listAndHold('brewlab.com');
    const id = await h.order('brewlab.com', 'buyer-acct');
    await transitionOrder(h.t.ctx, { orderId: id, to: 'REFUND_REQUESTED', actor: 'partner', note: 'buyer changed their mind' });
    await h.tick();
    assert.equal((await h.read(id)).fulfilment, null);
    assert.equal(h.calls('POST', '/transfer/push'), 0);
    assert.equal((await h.read(id)).order.status, 'REFUND_REQUESTED');
  });

  test('a refund asked while the push is at the registrar is refused (transfer_at_registrar): the polling goes on (test/order-refund-at-registrar.test.ts)', async () => {
    await h.listAndHold('brewlab.com');
    const id = await h.order('brewlab.com', 'buyer-acct');
    await h.tick();
    const refused = await transitionOrder(h.t.ctx, { orderId: id, to: 'REFUND_REQUESTED', actor: 'partner', note: 'buyer changed their mind' });
    assert.equal(refused.ok === false && refused.reason === 'refused' ? refused.refusal.rule : null, 'transfer_at_registrar');
    h.t.clock.advance(15_000);
    await h.tick();
    assert.equal((await h.read(id)).fulfilment?.step, 'push_accepted');
    assert.equal((await pendingJobs()).length, 1);
  });

  test('the partner OpenAPI document states the fulfilment decisions: push vs auth-code transfer, the code to the buyer only, the 60-day lock, give-up times', async () => {
    const doc = (await h.t.app.inject({ method: 'GET', url: '/api/partner/v1/openapi.json' })).json() as { tags: { name: string; description: string }[] };
    const text = doc.tags.find((t) => t.name === 'orders')!.description;
    for (const phrase of ['buyer.registrar_customer', 'pushed to that', 'auth code is emailed', 'never appears in this', '60 days', '24 hours', '14 days after the code']) {
      assert.ok(text.replace(/\s+/g, ' ').includes(phrase), phrase);
    }
  });
});
