import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import { listAccounts, listEntries, listPayouts } from '../src/modules/ledger/repository.js';
import { REFUND_HOLD_DAYS, recordRefund, recordSale, runPayouts, setCommissionRate } from '../src/modules/ledger/service.js';
import { settlementPeriodOf } from '../src/modules/ledger/periods.js';
import { closeSettlementPeriod } from '../src/modules/settlements/close.js';
import { createTestCredential, insertListings, signedInject, type TestSigner, usePartnerApp } from './helpers/partner-signer.js';

const ORDERS = '/api/partner/v1/orders';
const REFUNDS = '/api/partner/v1/refunds';
const DAY = 86_400_000;

describe('commission ledger (issue 18; contract 3, 4.3)', () => {
  const h = usePartnerApp();

  async function order(signer: TestSigner, domain: string, price: number) {
    await insertListings(h.db, 'sandbox', [{ domain, price }]);
    const r = await signedInject(h.app, signer, {
      method: 'POST', url: ORDERS, headers: { 'idempotency-key': randomUUID() },
      body: JSON.stringify({ domain, sale_price_cents: price, currency: 'USD', external_payment_ref: `ref_${domain}`, buyer: { email: 'b@example.com' } }),
    });
    assert.equal(r.status, 201, r.text);
    return r.body.public_id as string;
  }
  const refund = (signer: TestSigner, orderId: string) =>
    signedInject(h.app, signer, { method: 'POST', url: REFUNDS, body: JSON.stringify({ order_id: orderId, reason: 'changed their mind' }) });
  /** A service-collected sale (hosted checkout writes these); the ledger needs only the order's money. */
  const serviceSale = (partnerId: string, id: string, price: number, commission: number) =>
    recordSale(h.ctx, { id, partner_id: partnerId, environment: 'sandbox', currency: 'USD', price_cents: price, commission_cents: commission, payment_model: 'service_collected' });

  test('a partner-collected sale: the partner owes the service price − commission, accrued for the 30-day refund hold, in the order\'s transaction', async () => {
    const { signer, partnerId } = await createTestCredential(h.ctx, h.clock, { scopes: ['buy'] });
    const orderId = await order(signer, 'brewlab.com', 19_500);
    const [sale] = await listEntries(h.db, partnerId);
    assert.equal(sale!.order_id, orderId);
    assert.deepEqual([sale!.kind, sale!.amount_cents, sale!.commission_cents, sale!.gross_cents, sale!.balance_after_cents, sale!.state],
      ['sale', -(19_500 - 1_950), 1_950, 19_500, -17_550, 'accrued']);
    assert.equal(sale!.hold_until.getTime(), h.clock.now().getTime() + REFUND_HOLD_DAYS * DAY);
    assert.match(sale!.state_reason, /refundable/);
  });

  test('a refund before payout: the sale becomes reversed and an offsetting entry brings the balance back to 0; asking twice writes nothing more', async () => {
    const { signer, partnerId } = await createTestCredential(h.ctx, h.clock, { scopes: ['buy'] });
    const orderId = await order(signer, 'brewlab.com', 19_500);
    assert.equal((await refund(signer, orderId)).status, 201);
    assert.equal((await refund(signer, orderId)).status, 200);
    const entries = await listEntries(h.db, partnerId);
    assert.deepEqual(entries.map((e) => [e.kind, e.state, e.amount_cents, e.balance_after_cents]),
      [['sale', 'reversed', -17_550, -17_550], ['reversal', 'reversed', 17_550, 0]]);
    assert.equal(entries[1]!.reverses_seq, entries[0]!.seq);
  });

  test('per-partner commission rate set by an operator applies to the next order; others keep PARTNER_COMMISSION_BPS', async () => {
    const a = await createTestCredential(h.ctx, h.clock, { scopes: ['buy'], name: 'A' });
    const b = await createTestCredential(h.ctx, h.clock, { scopes: ['buy'], name: 'B' });
    await setCommissionRate(h.ctx, { partnerId: a.partnerId, bps: 2_500 });
    await assert.rejects(setCommissionRate(h.ctx, { partnerId: a.partnerId, bps: 10_001 }), /basis points/);
    const orderA = await order(a.signer, 'alpha.com', 10_000);
    const orderB = await order(b.signer, 'bravo.com', 10_000);
    assert.equal((await signedInject(h.app, a.signer, { url: `${ORDERS}/${orderA}` })).body.commission_cents, 2_500);
    assert.equal((await signedInject(h.app, b.signer, { url: `${ORDERS}/${orderB}` })).body.commission_cents, 1_000);
    assert.equal((await listEntries(h.db, a.partnerId))[0]!.amount_cents, -7_500);
  });

  test('hold window: a commission is not paid at 30 days − 1 ms, is paid at exactly 30 days; a second run in the period pays nothing', async () => {
    const partnerId = 'ptn_hold';
    await serviceSale(partnerId, 'ord_hold1', 20_000, 2_000);
    h.clock.advance(REFUND_HOLD_DAYS * DAY - 1);
    const early = await runPayouts(h.ctx, { dryRun: false });
    assert.equal(early.paid.length, 0);
    assert.equal((await listEntries(h.db, partnerId))[0]!.state, 'accrued');
    h.clock.advance(1);
    const dry = await runPayouts(h.ctx, { dryRun: true });
    assert.deepEqual(dry.planned.map((p) => p.total_cents), [2_000]);
    assert.equal((await listPayouts(h.db)).length, 0, 'a dry run writes nothing');
    const lines: string[] = [];
    const paid = await runPayouts(h.ctx, { dryRun: false, onProgress: (l) => lines.push(l) });
    assert.deepEqual(paid.paid.map((p) => [p.partner_id, p.total_cents, p.entry_count, p.period]), [[partnerId, 2_000, 1, settlementPeriodOf(h.clock.now()).id]]);
    assert.equal(lines.length, 1);
    const entries = await listEntries(h.db, partnerId);
    assert.deepEqual(entries.map((e) => [e.kind, e.state, e.amount_cents, e.balance_after_cents]), [['sale', 'paid_out', 2_000, 2_000], ['payout', 'paid_out', -2_000, 0]]);
    await serviceSale(partnerId, 'ord_hold2', 10_000, 1_000);
    h.clock.advance(REFUND_HOLD_DAYS * DAY);
    // Still the same period? Then the second run is refused as already paid; in a new period it pays.
    const again = await runPayouts(h.ctx, { dryRun: false });
    const samePeriod = again.period === paid.period;
    assert.equal(again.paid.length, samePeriod ? 0 : 1);
  });

  test('settlement periods: the 1st to the 14th and the 15th to the month end (UTC); payouts are idempotent per period', async () => {
    assert.equal(settlementPeriodOf(new Date('2026-03-14T23:59:59.999Z')).id, '2026-03-01');
    assert.equal(settlementPeriodOf(new Date('2026-03-15T00:00:00.000Z')).id, '2026-03-15');
    assert.equal(settlementPeriodOf(new Date('2026-03-31T23:59:59.999Z')).end.toISOString(), '2026-04-01T00:00:00.000Z');
    const partnerId = 'ptn_period';
    await serviceSale(partnerId, 'ord_p1', 10_000, 1_000);
    h.clock.set(new Date('2026-04-14T12:00:00.000Z'));
    assert.equal((await runPayouts(h.ctx, { dryRun: false })).paid.length, 1);
    await serviceSale(partnerId, 'ord_p2', 10_000, 1_000);
    h.clock.set(new Date('2026-05-14T23:59:59.999Z'));
    assert.equal((await runPayouts(h.ctx, { dryRun: false })).paid.length, 1, 'another period (2026-05-01)');
    await serviceSale(partnerId, 'ord_p3', 10_000, 1_000);
    h.clock.set(new Date('2026-06-13T23:59:59.999Z'));
    const r = await runPayouts(h.ctx, { dryRun: false });
    assert.equal(r.period, '2026-06-01');
    assert.equal(r.paid.length, 1);
    assert.equal((await runPayouts(h.ctx, { dryRun: false })).paid.length, 0);
  });

  test('a refund after payout adds a negative clawback (never an edit), deducted from the next payout', async () => {
    const partnerId = 'ptn_claw';
    await serviceSale(partnerId, 'ord_c1', 30_000, 3_000);
    await serviceSale(partnerId, 'ord_c2', 50_000, 5_000);
    h.clock.advance(REFUND_HOLD_DAYS * DAY);
    assert.equal((await runPayouts(h.ctx, { dryRun: false })).paid[0]!.total_cents, 8_000);
    await recordRefund(h.ctx, 'ord_c1');
    await recordRefund(h.ctx, 'ord_c1');
    const entries = await listEntries(h.db, partnerId);
    assert.deepEqual(entries.slice(0, 2).map((e) => [e.state, e.amount_cents]), [['paid_out', 3_000], ['paid_out', 5_000]], 'paid entries unchanged');
    assert.deepEqual(entries.slice(3).map((e) => [e.kind, e.state, e.amount_cents, e.balance_after_cents]), [['clawback', 'pending', -3_000, -3_000]]);
    await serviceSale(partnerId, 'ord_c3', 100_000, 10_000);
    h.clock.advance(REFUND_HOLD_DAYS * DAY);
    assert.equal((await runPayouts(h.ctx, { dryRun: false })).paid[0]!.total_cents, 7_000);
  });

  test('invariant over generated orders and refunds (seeded): per partner the entries sum to the balance, sum(paid_out) == sum(payouts)', async () => {
    let seed = 18;
    // mulberry32: a small, repeatable generator (integer arithmetic only), so a failure replays with the same seed.
    const rand = (n: number) => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) % n;
    };
    const partners = [await createTestCredential(h.ctx, h.clock, { scopes: ['buy'], name: 'P1' }), await createTestCredential(h.ctx, h.clock, { scopes: ['buy'], name: 'P2' })];
    await setCommissionRate(h.ctx, { partnerId: partners[1]!.partnerId, bps: 1_337 });
    const placed: { signer: TestSigner; id: string; service: boolean }[] = [];
    for (let i = 0; i < 24; i += 1) {
      const p = partners[rand(2)]!;
      const price = 1_000 + rand(90_000);
      const step = rand(4);
      if (step === 0 && placed.length > 0) {
        const o = placed[rand(placed.length)]!;
        if (o.service) await recordRefund(h.ctx, o.id); else await refund(o.signer, o.id);
      } else if (step === 1) {
        const id = `ord_gen${i}`;
        await serviceSale(p.partnerId, id, price, Math.floor((price * 1_000) / 10_000));
        placed.push({ signer: p.signer, id, service: true });
      } else if (step === 2) {
        h.clock.advance(rand(20) * DAY);
        await runPayouts(h.ctx, { dryRun: false });
      } else {
        placed.push({ signer: p.signer, id: await order(p.signer, `gen${i}.com`, price), service: false });
      }
    }
    h.clock.advance(40 * DAY);
    await runPayouts(h.ctx, { dryRun: false });
    const entries = await listEntries(h.db);
    for (const account of await listAccounts(h.db)) {
      const own = entries.filter((e) => e.partner_id === account.partner_id && e.currency === account.currency);
      assert.equal(own.reduce((s, e) => s + e.amount_cents, 0), account.balance_cents);
      assert.equal(own.at(-1)!.balance_after_cents, account.balance_cents);
    }
    const paidOut = entries.filter((e) => e.state === 'paid_out' && e.kind !== 'payout').reduce((s, e) => s + e.amount_cents, 0);
    const payouts = await listPayouts(h.db);
    assert.equal(paidOut, payouts.reduce((s, p) => s + p.total_cents, 0));
    assert.equal(0 - entries.filter((e) => e.kind === 'payout').reduce((s, e) => s + e.amount_cents, 0), paidOut);
    assert.ok(entries.length > 10 && paidOut > 0 && entries.some((e) => e.kind === 'reversal'), `a loop that exercised every path (${entries.length} entries, ${paidOut} paid)`);
  });

  test('settlements close: refused before the period ends; then one row per account with the ledger totals to the cent; closing again changes nothing', async () => {
    const { signer, partnerId } = await createTestCredential(h.ctx, h.clock, { scopes: ['buy'] });
    await order(signer, 'alpha.com', 10_000);
    await serviceSale(partnerId, 'ord_s1', 40_000, 4_000);
    await assert.rejects(closeSettlementPeriod(h.ctx, '2026-03-01'), /close it after that/);
    h.clock.set(new Date('2026-03-15T00:00:00.000Z'));
    const { closed } = await closeSettlementPeriod(h.ctx, '2026-03-01');
    assert.deepEqual(closed.map((c) => [c.partner_id, c.gross_sold_cents, c.commission_cents, c.owed_to_service_cents, c.owed_to_partner_cents, c.order_count]),
      [[partnerId, 50_000, 5_000, 9_000, 4_000, 2]]);
    const sum = (await listEntries(h.db, partnerId)).reduce((s, e) => s + e.amount_cents, 0);
    assert.equal(closed[0]!.owed_to_partner_cents - closed[0]!.owed_to_service_cents, sum);
    const again = await closeSettlementPeriod(h.ctx, '2026-03-01');
    assert.deepEqual([again.closed.length, again.alreadyClosed], [0, 1]);
  });
});
