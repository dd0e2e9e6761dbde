import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { retryFulfilment } from '../src/modules/orders/fulfilment/retry.js';
import { useFulfilmentApp } from './helpers/fulfilment.js';

const DAY = 86_400_000;

describe('retrying a failed fulfilment: the next_action carried out (issue 16)', () => {
  const h = useFulfilmentApp();
  const statuses = async (id: string) => (await h.read(id)).order.timeline.map((e) => e.status);

  test('transfer lock: retried from the date the next_action names (injected clock), the lock passes and the code is emailed', async () => {
    const created = new Date(h.t.clock.now().getTime() - 50 * DAY);
    await h.listAndHold('brewlab.com', { createdDate: created.toISOString() });
    const id = await h.order('brewlab.com');
    await h.tick();
    assert.equal((await h.read(id)).order.status, 'TRANSFER_FAILED');
    h.t.clock.set(new Date(created.getTime() + 60 * DAY));
    assert.deepEqual(await retryFulfilment(h.t.ctx, { orderId: id, note: 'Lock over; retried by support.' }), { ok: true });
    await h.tick();
    const { order, fulfilment } = await h.read(id);
    assert.deepEqual(await statuses(id), ['PAID', 'TRANSFER_PENDING', 'TRANSFER_FAILED', 'TRANSFER_PENDING']);
    assert.equal(order.timeline[3]!.note, 'Lock over; retried by support.');
    assert.equal(fulfilment?.step, 'code_sent');
    assert.equal(h.smtp.mails.length, 1);
  });

  test('push: a retry asks the registrar first and pushes again only because the refused push moved nothing', async () => {
    await h.listAndHold('brewlab.com');
    h.rtr.pathBehaviour.set('/v2/domains/brewlab.com/transfer/push', { kind: 'status', status: 400 });
    const id = await h.order('brewlab.com', 'buyer-acct');
    await h.tick();
    assert.equal((await h.read(id)).order.status, 'TRANSFER_FAILED');
    h.rtr.pathBehaviour.clear();
    assert.deepEqual(await retryFulfilment(h.t.ctx, { orderId: id }), { ok: true });
    await h.tick();
    assert.equal((await h.read(id)).order.status, 'TRANSFER_IN_PROGRESS');
    assert.equal(h.calls('GET', '/v2/processes'), 2, 'the re-check listed the domain\'s processes, then the new push was polled');
    assert.equal(h.calls('POST', '/transfer/push'), 2, 'the refused push and the one retry');
  });

  test('only a failed fulfilment can be retried', async () => {
    await h.listAndHold('brewlab.com');
    const id = await h.order('brewlab.com', 'buyer-acct');
    await h.tick();
    const refused = await retryFulfilment(h.t.ctx, { orderId: id });
    assert.equal(refused.ok, false);
    assert.equal(!refused.ok && refused.reason, 'not_failed');
    assert.equal((await h.read(id)).order.status, 'TRANSFER_IN_PROGRESS');
  });
});
