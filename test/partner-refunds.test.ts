import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import { completeRefund } from '../src/modules/orders/refunds.js';
import { transitionOrder } from '../src/modules/orders/service.js';
import { readEvents } from '../src/platform/events/outbox.js';
import { createTestCredential, insertListings, signedInject, type TestSigner, usePartnerApp } from './helpers/partner-signer.js';

const ORDERS = '/api/partner/v1/orders';
const REFUNDS = '/api/partner/v1/refunds';

describe('partner refunds: POST /refunds (issue 16; contract 3, 4.3)', () => {
  const h = usePartnerApp();

  async function placed() {
    await insertListings(h.db, 'sandbox', [{ domain: 'brewlab.com', price: 19_500 }]);
    const { signer } = await createTestCredential(h.ctx, h.clock, { scopes: ['buy'] });
    const r = await signedInject(h.app, signer, {
      method: 'POST', url: ORDERS, headers: { 'idempotency-key': randomUUID() },
      body: JSON.stringify({ domain: 'brewlab.com', sale_price_cents: 19_500, currency: 'USD', external_payment_ref: 'cs_1', buyer: { email: 'b@example.com' } }),
    });
    assert.equal(r.status, 201, r.text);
    return { signer, orderId: r.body.public_id as string };
  }
  const refund = (signer: TestSigner, orderId: string, reason = 'the buyer changed their mind') =>
    signedInject(h.app, signer, { method: 'POST', url: REFUNDS, body: JSON.stringify({ order_id: orderId, reason }) });
  const move = (orderId: string, to: Parameters<typeof transitionOrder>[1]['to']) =>
    transitionOrder(h.ctx, { orderId, to, actor: 'registrar', note: 'step', nextAction: 'next' });
  const listingStatus = async () => (await h.db.query<{ status: string }>(`SELECT status FROM listings WHERE domain = 'brewlab.com'`))[0]?.status;

  test('contract 3: a partner-collected order before TRANSFER_COMPLETED → 201 refund, order REFUND_REQUESTED, commission to reverse recorded, order.refund_requested emitted', async () => {
    const { signer, orderId } = await placed();
    const r = await refund(signer, orderId);
    assert.equal(r.status, 201, r.text);
    assert.match(r.body.refund_id, /^rf_/);
    assert.equal(r.body.order_id, orderId);
    assert.equal(r.body.status, 'requested');
    assert.equal(r.body.amount_cents, 19_500);
    assert.equal(r.body.commission_reversed_cents, 1_950);
    assert.equal(r.body.order.status, 'REFUND_REQUESTED');
    assert.equal(r.body.order.delivery.state, 'stopped');
    const last = r.body.order.timeline.at(-1);
    assert.deepEqual([last.status, last.event, last.actor], ['REFUND_REQUESTED', 'order.refund_requested', 'partner']);
    assert.match(last.note, /changed their mind/);
    assert.deepEqual((await readEvents(h.db, { afterSeq: 0, limit: 10 })).map((e) => e.type), ['order.paid', 'order.refund_requested']);
    assert.equal((await signedInject(h.app, signer, { url: `${ORDERS}/${orderId}` })).body.status, 'REFUND_REQUESTED');
  });

  test('issue 16: asking twice → the same refund (200), nothing appended twice', async () => {
    const { signer, orderId } = await placed();
    const first = await refund(signer, orderId);
    const second = await refund(signer, orderId, 'another reason text');
    assert.equal(second.status, 200, second.text);
    assert.equal(second.body.refund_id, first.body.refund_id);
    assert.equal(second.body.reason, first.body.reason);
    assert.equal(second.body.order.version, first.body.order.version);
    assert.equal((await h.db.query('SELECT id FROM refunds')).length, 1);
    assert.equal((await readEvents(h.db, { afterSeq: 0, limit: 10 })).length, 2);
  });

  test('contract 3: refunds are refused at and after TRANSFER_COMPLETED with 409 and the reason, and allowed after the transfer failed', async () => {
    const { signer, orderId } = await placed();
    for (const to of ['TRANSFER_PENDING', 'TRANSFER_IN_PROGRESS', 'TRANSFER_COMPLETED'] as const) assert.ok((await move(orderId, to)).ok);
    const late = await refund(signer, orderId);
    assert.equal(late.status, 409, late.text);
    assert.equal(late.body.error.code, 'conflict');
    assert.equal(late.body.error.details.reason, 'refund_after_transfer_completed');
    assert.equal(late.body.error.details.status, 'TRANSFER_COMPLETED');
    assert.match(late.body.error.message, /transferred to the buyer/);
    assert.ok((await move(orderId, 'SETTLED')).ok);
    assert.equal((await refund(signer, orderId)).body.error.details.reason, 'refund_after_transfer_completed');
    assert.equal((await h.db.query('SELECT id FROM refunds')).length, 0, 'a refused refund leaves no record');

    // Another order, whose transfer failed: refundable.
    await insertListings(h.db, 'sandbox', [{ domain: 'second.com', price: 19_500 }]);
    const again = await signedInject(h.app, signer, {
      method: 'POST', url: ORDERS, headers: { 'idempotency-key': randomUUID() },
      body: JSON.stringify({ domain: 'second.com', sale_price_cents: 19_500, currency: 'USD', external_payment_ref: 'cs_2', buyer: { email: 'b@example.com' } }),
    });
    assert.ok((await move(again.body.public_id, 'TRANSFER_PENDING')).ok);
    assert.ok((await move(again.body.public_id, 'TRANSFER_FAILED')).ok);
    assert.equal((await refund(signer, again.body.public_id)).status, 201);
  });

  test('issue 16: a cancelled order cannot be refunded (409); another partner\'s order → 404; scope buy; a blank reason → 400', async () => {
    const { signer, orderId } = await placed();
    const stranger = (await createTestCredential(h.ctx, h.clock, { scopes: ['buy'], name: 'Stranger' })).signer;
    assert.equal((await refund(stranger, orderId)).status, 404);
    const reader = (await createTestCredential(h.ctx, h.clock, { scopes: ['search'], name: 'Reader' })).signer;
    assert.equal((await refund(reader, orderId)).body.error.code, 'forbidden');
    assert.equal((await refund(signer, orderId, '   ')).body.error.code, 'validation_error');
    assert.ok((await transitionOrder(h.ctx, { orderId, to: 'CANCELLED', actor: 'system' })).ok);
    const cancelled = await refund(signer, orderId);
    assert.equal(cancelled.status, 409);
    assert.equal(cancelled.body.error.details.reason, 'order_final');
  });

  test('issue 16: the refund carried out → REFUNDED, order.refunded emitted, the domain for sale again', async () => {
    const { signer, orderId } = await placed();
    await refund(signer, orderId);
    assert.equal(await listingStatus(), 'reserved', 'held until the refund is carried out');
    const done = await completeRefund(h.ctx, { orderId });
    assert.equal(done.status, 'refunded');
    assert.equal(done.order.status, 'REFUNDED');
    assert.equal(await listingStatus(), 'active');
    assert.deepEqual((await readEvents(h.db, { afterSeq: 0, limit: 10 })).map((e) => e.type), ['order.paid', 'order.refund_requested', 'order.refunded']);
    const replay = await refund(signer, orderId);
    assert.equal(replay.status, 200);
    assert.equal(replay.body.status, 'refunded');
  });
});
