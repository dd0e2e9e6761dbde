import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import { FormatRegistry } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { ORDER_EVENT_TYPES } from '../src/modules/orders/events.js';
import { transitionOrder } from '../src/modules/orders/service.js';
import { readEvents } from '../src/platform/events/outbox.js';
import { inTransaction } from '../src/platform/transaction.js';
import { createTestCredential, insertListings, signedInject, type TestSigner, usePartnerApp } from './helpers/partner-signer.js';

const ORDERS = '/api/partner/v1/orders';
const BUYER = { email: 'buyer@example.com' };

describe('partner order reads and the order status machine (issue 16; contract 3, 4.3)', () => {
  const h = usePartnerApp();

  const place = async (signer: TestSigner, domain: string, price: number) => {
    const r = await signedInject(h.app, signer, {
      method: 'POST', url: ORDERS, headers: { 'idempotency-key': randomUUID() },
      body: JSON.stringify({ domain, sale_price_cents: price, currency: 'USD', external_payment_ref: `pay-${domain}`, buyer: BUYER }),
    });
    assert.equal(r.status, 201, r.text);
    return r.body as { public_id: string };
  };
  const get = (signer: TestSigner, url: string) => signedInject(h.app, signer, { url });
  const move = (orderId: string, to: Parameters<typeof transitionOrder>[1]['to'], extra: { note?: string; nextAction?: string } = {}) =>
    transitionOrder(h.ctx, { orderId, to, actor: 'system', ...extra });

  test('issue 16: the whole life PAID → TRANSFER_PENDING → TRANSFER_IN_PROGRESS → TRANSFER_COMPLETED → SETTLED: one timeline entry, one event and one version per step; the listing is sold at TRANSFER_COMPLETED', async () => {
    await insertListings(h.db, 'sandbox', [{ domain: 'brewlab.com', price: 19_500 }]);
    const { signer, partnerId } = await createTestCredential(h.ctx, h.clock, { scopes: ['buy'] });
    const order = await place(signer, 'brewlab.com', 19_500);
    for (const to of ['TRANSFER_PENDING', 'TRANSFER_IN_PROGRESS', 'TRANSFER_COMPLETED', 'SETTLED'] as const) {
      h.clock.advance(60_000);
      const moved = await move(order.public_id, to);
      assert.ok(moved.ok && moved.changed, `${to}: ${JSON.stringify(moved)}`);
    }
    const read = await get(signer, `${ORDERS}/${order.public_id}`);
    assert.equal(read.status, 200, read.text);
    assert.equal(read.body.status, 'SETTLED');
    assert.equal(read.body.version, 5);
    assert.deepEqual(read.body.timeline.map((e: { status: string; event: string }) => `${e.status} ${e.event}`), [
      'PAID order.paid', 'TRANSFER_PENDING order.transfer_pending', 'TRANSFER_IN_PROGRESS order.transfer_started',
      'TRANSFER_COMPLETED transfer.completed', 'SETTLED order.settled',
    ]);
    assert.equal(read.body.timeline[4].at, h.clock.now().toISOString());
    const events = await readEvents(h.db, { afterSeq: 0, limit: 10 });
    assert.deepEqual(events.map((e) => [e.type, (e.payload as { version: number }).version, e.partnerId, e.environment]), [
      ['order.paid', 1, partnerId, 'sandbox'], ['order.transfer_pending', 2, partnerId, 'sandbox'], ['order.transfer_started', 3, partnerId, 'sandbox'],
      ['transfer.completed', 4, partnerId, 'sandbox'], ['order.settled', 5, partnerId, 'sandbox'],
    ]);
    assert.deepEqual((events[4]!.payload as { order: unknown }).order, read.body, 'the event carries the order as the API returns it');
    // Each payload matches the schema ORDER_EVENT_TYPES declares for its type (what the webhook documentation shows).
    if (!FormatRegistry.Has('date-time')) FormatRegistry.Set('date-time', (value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/.test(value));
    for (const event of events) {
      const declared = ORDER_EVENT_TYPES.find((t) => t.type === event.type);
      assert.ok(declared, `${event.type} is declared in src/modules/orders/events.ts`);
      assert.ok(Value.Check(declared.schema, event.payload), `${event.type}: ${JSON.stringify([...Value.Errors(declared.schema, event.payload)].slice(0, 3))}`);
    }
    assert.equal((await h.db.query<{ status: string }>(`SELECT status FROM listings WHERE domain = 'brewlab.com'`))[0]?.status, 'sold');
  });

  test('issue 16: one guard per rule — a move outside the table, a TRANSFER_FAILED without reason and a final order are refused as outcomes, and change nothing', async () => {
    await insertListings(h.db, 'sandbox', [{ domain: 'brewlab.com', price: 19_500 }]);
    const { signer } = await createTestCredential(h.ctx, h.clock, { scopes: ['buy'] });
    const order = await place(signer, 'brewlab.com', 19_500);
    const skip = await move(order.public_id, 'SETTLED');
    assert.ok(!skip.ok && skip.reason === 'refused' && skip.refusal.rule === 'transition_not_allowed', JSON.stringify(skip));
    assert.ok((await move(order.public_id, 'TRANSFER_PENDING')).ok);
    const silent = await move(order.public_id, 'TRANSFER_FAILED');
    assert.ok(!silent.ok && silent.reason === 'refused' && silent.refusal.rule === 'failure_needs_reason');
    const failed = await move(order.public_id, 'TRANSFER_FAILED', { note: 'the domain is in its 60-day transfer lock', nextAction: 'retried automatically when the lock ends' });
    assert.ok(failed.ok && failed.order.timeline.at(-1)?.next_action === 'retried automatically when the lock ends');
    assert.ok((await move(order.public_id, 'CANCELLED')).ok);
    const after = await move(order.public_id, 'TRANSFER_PENDING');
    assert.ok(!after.ok && after.reason === 'refused' && after.refusal.rule === 'order_final');
    assert.equal((await h.db.query<{ status: string }>(`SELECT status FROM listings WHERE domain = 'brewlab.com'`))[0]?.status, 'active', 'a cancelled order releases the domain');
    assert.deepEqual(await move('ord_missing', 'CANCELLED'), { ok: false, reason: 'not_found' });
  });

  test('issue 16: a move to the status the order already has is a no-op (a retried job step appends nothing); a move inside a caller\'s rolled-back transaction leaves nothing', async () => {
    await insertListings(h.db, 'sandbox', [{ domain: 'brewlab.com', price: 19_500 }]);
    const { signer } = await createTestCredential(h.ctx, h.clock, { scopes: ['buy'] });
    const order = await place(signer, 'brewlab.com', 19_500);
    assert.ok((await move(order.public_id, 'TRANSFER_PENDING')).ok);
    const again = await move(order.public_id, 'TRANSFER_PENDING');
    assert.ok(again.ok && !again.changed && again.order.version === 2);
    await assert.rejects(inTransaction(h.ctx, async (tx) => {
      assert.ok((await transitionOrder(tx, { orderId: order.public_id, to: 'TRANSFER_IN_PROGRESS', actor: 'registrar' })).ok);
      throw new Error('the caller fails after the move');
    }), /the caller fails/);
    assert.equal((await get(signer, `${ORDERS}/${order.public_id}`)).body.status, 'TRANSFER_PENDING');
    assert.equal((await readEvents(h.db, { afterSeq: 0, limit: 10 })).length, 2);
  });

  test('contract 4.3: GET /orders/{public_id} — own order with its timeline; another partner\'s order → 404; scope buy or search', async () => {
    await insertListings(h.db, 'sandbox', [{ domain: 'brewlab.com', price: 19_500 }]);
    const { signer } = await createTestCredential(h.ctx, h.clock, { scopes: ['buy'] });
    const order = await place(signer, 'brewlab.com', 19_500);
    const mine = await get(signer, `${ORDERS}/${order.public_id}`);
    assert.equal(mine.status, 200);
    assert.equal(mine.body.timeline.length, 1);
    const stranger = (await createTestCredential(h.ctx, h.clock, { scopes: ['search', 'buy'], name: 'Stranger' })).signer;
    const theirs = await get(stranger, `${ORDERS}/${order.public_id}`);
    assert.equal(theirs.status, 404);
    assert.equal(theirs.body.error.code, 'not_found');
    assert.equal((await get(stranger, `${ORDERS}/ord_nonexistent`)).status, 404);
    assert.equal((await get(stranger, ORDERS)).body.items.length, 0, 'the list shows own orders only');
    const reportOnly = (await createTestCredential(h.ctx, h.clock, { scopes: ['report'], name: 'Reporter' })).signer;
    assert.equal((await get(reportOnly, ORDERS)).body.error.code, 'forbidden');
  });

  test('contract 4.3: GET /orders filters status (TRANSFERRED = TRANSFER_COMPLETED), domain, from/to (ISO 8601) and pages by cursor, newest first', async () => {
    const domains = ['a1.com', 'b2.com', 'c3.com', 'd4.com', 'e5.com'];
    await insertListings(h.db, 'sandbox', domains.map((domain, i) => ({ domain, price: 1_000 + i })));
    const { signer } = await createTestCredential(h.ctx, h.clock, { scopes: ['search', 'buy'] });
    const ids: string[] = [];
    for (const [i, domain] of domains.entries()) {
      h.clock.set(`2026-03-0${i + 1}T10:00:00.000Z`);
      ids.push((await place(signer, domain, 1_000 + i)).public_id);
    }
    for (const to of ['TRANSFER_PENDING', 'TRANSFER_COMPLETED'] as const) assert.ok((await move(ids[1]!, to)).ok);
    const list = async (query: string) => {
      const r = await get(signer, `${ORDERS}${query}`);
      assert.equal(r.status, 200, r.text);
      return r.body as { items: { public_id: string; domain: string }[]; page: { limit: number; has_more: boolean; next_cursor: string | null } };
    };
    assert.deepEqual((await list('')).items.map((o) => o.domain), ['e5.com', 'd4.com', 'c3.com', 'b2.com', 'a1.com']);
    assert.deepEqual((await list('?status=TRANSFERRED')).items.map((o) => o.domain), ['b2.com']);
    assert.deepEqual((await list('?status=transfer_completed')).items.map((o) => o.domain), ['b2.com']);
    assert.deepEqual((await list('?status=PAID,TRANSFERRED&domain=b2.com')).items.map((o) => o.domain), ['b2.com']);
    assert.deepEqual((await list('?domain=B2.COM')).items.map((o) => o.domain), ['b2.com'], 'the domain filter reads a name as listings write it');
    assert.deepEqual((await list('?from=2026-03-02&to=2026-03-04T10:00:00Z')).items.map((o) => o.domain), ['c3.com', 'b2.com'], 'from inclusive, to exclusive');
    const first = await list('?limit=2');
    assert.deepEqual(first.items.map((o) => o.domain), ['e5.com', 'd4.com']);
    assert.equal(first.page.has_more, true);
    const second = await list(`?limit=2&cursor=${first.page.next_cursor}`);
    assert.deepEqual(second.items.map((o) => o.domain), ['c3.com', 'b2.com']);
    const third = await list(`?limit=2&cursor=${second.page.next_cursor}`);
    assert.deepEqual(third.items.map((o) => o.domain), ['a1.com']);
    assert.deepEqual(third.page, { limit: 2, has_more: false, next_cursor: null });
    for (const bad of ['?status=SHIPPED', '?domain=not%20a%20domain', '?from=yesterday', '?from=2026-03-05&to=2026-03-01', '?cursor=garbage', '?limit=0', '?limit=101']) {
      const r = await get(signer, `${ORDERS}${bad}`);
      assert.equal(r.status, 400, `${bad}: ${r.text}`);
      assert.equal(r.body.error.code, 'validation_error');
    }
  });
});

describe('decision: the partner commission is PARTNER_COMMISSION_BPS of the price, in minor units, half away from zero (issue 16)', () => {
  const h = usePartnerApp({ env: { PARTNER_COMMISSION_BPS: '1250' } });

  test('12.5 %: 12,345 → 1,543 (1,543.125 rounds down), 10,004 → 1,251 (1,250.5 rounds up); the refund reverses exactly that', async () => {
    await insertListings(h.db, 'sandbox', [{ domain: 'beanly.com', price: 12_345 }, { domain: 'brewlab.com', price: 10_004 }]);
    const { signer } = await createTestCredential(h.ctx, h.clock, { scopes: ['buy'] });
    const order = async (domain: string, price: number) => (await signedInject(h.app, signer, {
      method: 'POST', url: ORDERS, headers: { 'idempotency-key': randomUUID() },
      body: JSON.stringify({ domain, sale_price_cents: price, currency: 'USD', external_payment_ref: `pay-${domain}`, buyer: BUYER }),
    })).body;
    assert.equal((await order('beanly.com', 12_345)).commission_cents, 1_543);
    const second = await order('brewlab.com', 10_004);
    assert.equal(second.commission_cents, 1_251);
    const refund = await signedInject(h.app, signer, { method: 'POST', url: '/api/partner/v1/refunds', body: JSON.stringify({ order_id: second.public_id, reason: 'test' }) });
    assert.equal(refund.body.commission_reversed_cents, 1_251);
  });
});
