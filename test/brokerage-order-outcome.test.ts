import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { findCase, storeProbe } from '../src/modules/brokerage/repository.js';
import { runBrokerageTick } from '../src/modules/brokerage/sandbox.js';
import { moveCase, openCase } from '../src/modules/brokerage/service.js';
import { refundByOperator } from '../src/modules/orders/refunds.js';
import { transitionOrder } from '../src/modules/orders/service.js';
import { useTestApp } from './helpers/app.js';
import { TEST_SECRET_KEY } from './helpers/partner-signer.js';

const CALLER = { partnerId: 'ptn_outcome', keyId: 'pk_sandbox_outcome', environment: 'sandbox' as const };

/**
 * Issue 19 review: a paid case follows its order to any end. TRANSFER_COMPLETED completes it (brokerage-life); an
 * order that ends REFUNDED or CANCELLED closes it unsuccessfully (close_reason refunded / order_cancelled) through
 * the same brokerage.tick, with its brokerage.closed_unsuccessful event and words on the buyer's progress page. A
 * TRANSFER_FAILED order is retried or refunded, so the case waits at transferring meanwhile.
 */
describe('brokerage: a paid case whose order ends without the domain reaching the buyer', () => {
  const h = useTestApp({ env: { NAMEPORT_SECRET_KEY: TEST_SECRET_KEY, SANDBOX_BROKERAGE_STEP_SECONDS: '0' } });

  /** A case opened and moved by a broker up to transferring (the buyer paid: an order at the agreed price). */
  async function paidCase(domain: string) {
    h.rtr.checks.set(domain, { answer: { available: false, reason: 'registered' } });
    await storeProbe(h.db, domain, { verdict: 'parked', evidence: 'a for-sale page', probed_at: h.t.clock.now() });
    const c = await openCase(h.t.ctx, { caller: CALLER, body: { domain, tier: 'managed', buyer_email: 'buyer@example.com', budget: 300_000 } });
    const step = (to: Parameters<typeof moveCase>[1]['to'], offerCents?: number) => moveCase(h.t.ctx, { caseId: c.case_id, to, actor: 'operator', offerCents });
    for (const to of ['researching', 'contacting_owner'] as const) await step(to);
    await step('negotiating', 240_000);
    for (const to of ['agreed', 'payment_pending'] as const) await step(to);
    const paid = await step('transferring');
    assert.match(paid.order_id!, /^ord_/);
    return { caseId: c.case_id, orderId: paid.order_id!, progressPath: c.progress_url.replace(/^https?:\/\/[^/]+/, '') };
  }
  const caseEvents = async (caseId: string) => (await h.db.query<{ type: string; payload: { case: { case_id: string; status: string; close_reason: string | null; order_id: string | null } } }>(
    "SELECT type, payload FROM events WHERE type LIKE 'brokerage.%' ORDER BY seq",
  )).filter((e) => e.payload.case.case_id === caseId);

  test('order REFUNDED (nameport orders refund) → the case closes unsuccessfully with reason refunded; brokerage.closed_unsuccessful; the page says the payment is returned', async () => {
    const { caseId, orderId, progressPath } = await paidCase('hhgames.com');
    assert.equal(await runBrokerageTick(h.t.ctx), 0, 'a paid order still on its way: the case waits');
    assert.equal((await findCase(h.db, caseId))?.status, 'transferring');

    await refundByOperator(h.t.ctx, { orderId, reason: 'The owner did not hand the domain over' });
    assert.equal(await runBrokerageTick(h.t.ctx), 1);
    const row = (await findCase(h.db, caseId))!;
    assert.deepEqual([row.status, row.close_reason, row.order_id], ['closed_unsuccessful', 'refunded', orderId]);
    const last = row.timeline.at(-1)!;
    assert.deepEqual([last.status, last.actor, last.reason], ['closed_unsuccessful', 'system', 'refunded']);
    assert.match(last.note ?? '', new RegExp(`payment was refunded \\(order ${orderId}\\)`));

    const events = await caseEvents(caseId);
    const closed = events.at(-1)!;
    assert.equal(closed.type, 'brokerage.closed_unsuccessful');
    assert.deepEqual([closed.payload.case.status, closed.payload.case.close_reason, closed.payload.case.order_id], ['closed_unsuccessful', 'refunded', orderId]);
    assert.equal(await runBrokerageTick(h.t.ctx), 0, 'an ended case is not moved again');
    assert.equal((await caseEvents(caseId)).length, events.length);

    const page = await h.t.app.inject({ method: 'GET', url: progressPath });
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /<strong id="status">Closed without a deal<\/strong>/);
    assert.match(page.body, /<p id="next">The case ended without a deal: the domain could not be moved to you\. In the sandbox no money moved\.<\/p>/);
    assert.doesNotMatch(page.body, /Nothing was charged/);
  });

  test('order CANCELLED → reason order_cancelled; a broker can neither close a paid case nor use an order reason before payment', async () => {
    const { caseId, orderId } = await paidCase('example.cz');
    await assert.rejects(moveCase(h.t.ctx, { caseId, to: 'closed_unsuccessful', actor: 'operator', reason: 'owner_declined' }),
      /cannot move to closed_unsuccessful.*Allowed from transferring: none/);

    const moved = await transitionOrder(h.t.ctx, { orderId, to: 'CANCELLED', actor: 'system', note: 'Cancelled by Nameport support' });
    assert.equal(moved.ok, true);
    assert.equal(await runBrokerageTick(h.t.ctx), 1);
    const row = (await findCase(h.db, caseId))!;
    assert.deepEqual([row.status, row.close_reason], ['closed_unsuccessful', 'order_cancelled']);
    assert.equal((await caseEvents(caseId)).at(-1)?.type, 'brokerage.closed_unsuccessful');

    h.rtr.checks.set('brewlab.com', { answer: { available: false, reason: 'registered' } });
    await storeProbe(h.db, 'brewlab.com', { verdict: 'parked', evidence: 'a for-sale page', probed_at: h.t.clock.now() });
    const early = await openCase(h.t.ctx, { caller: CALLER, body: { domain: 'brewlab.com', tier: 'self_serve', buyer_email: 'b@example.com', budget: 100_000 } });
    await assert.rejects(moveCase(h.t.ctx, { caseId: early.case_id, to: 'closed_unsuccessful', actor: 'operator', reason: 'refunded' }),
      /reason refunded does not fit a case at open: use one of owner_unresponsive, owner_declined, over_budget, not_for_sale/);
  });
});
