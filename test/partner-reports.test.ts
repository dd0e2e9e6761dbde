import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import { listEntries } from '../src/modules/ledger/repository.js';
import { REFUND_HOLD_DAYS, recordSale, runPayouts } from '../src/modules/ledger/service.js';
import { createTestCredential, insertListings, signedInject, type TestSigner, usePartnerApp } from './helpers/partner-signer.js';

const V1 = '/api/partner/v1';
const DAY = 86_400_000;

describe('partner reports: GET /settlements, /transactions, /payouts (issue 18; contract 4.3, 8)', () => {
  const h = usePartnerApp();

  async function order(signer: TestSigner, domain: string, price: number) {
    await insertListings(h.db, 'sandbox', [{ domain, price }]);
    const r = await signedInject(h.app, signer, {
      method: 'POST', url: `${V1}/orders`, headers: { 'idempotency-key': randomUUID() },
      body: JSON.stringify({ domain, sale_price_cents: price, currency: 'USD', external_payment_ref: `ref_${domain}`, buyer: { email: 'b@example.com' } }),
    });
    assert.equal(r.status, 201, r.text);
    return r.body.public_id as string;
  }

  test('report ranges: from after to, or over a year → 400 validation_error; scopes: settlements need buy, transactions and payouts report', async () => {
    const { signer } = await createTestCredential(h.ctx, h.clock, { scopes: ['buy', 'report'] });
    const reversed = await signedInject(h.app, signer, { url: `${V1}/transactions?from=2026-03-02T00:00:00Z&to=2026-03-01T00:00:00Z` });
    assert.equal(reversed.status, 400, reversed.text);
    assert.equal(reversed.body.error.code, 'validation_error');
    const long = await signedInject(h.app, signer, { url: `${V1}/settlements?from=2025-01-01T00:00:00Z&to=2026-03-01T00:00:00Z` });
    assert.equal(long.status, 400, long.text);
    assert.match(long.body.error.message, /366 days/);
    assert.equal((await signedInject(h.app, signer, { url: `${V1}/payouts?from=2025-03-01T00:00:00Z&to=2026-03-01T00:00:00Z` })).status, 200);
    const buyOnly = await createTestCredential(h.ctx, h.clock, { scopes: ['buy'], name: 'B' });
    assert.equal((await signedInject(h.app, buyOnly.signer, { url: `${V1}/settlements` })).status, 200);
    assert.equal((await signedInject(h.app, buyOnly.signer, { url: `${V1}/transactions` })).status, 403);
  });

  test('transactions, settlements and payouts agree with the ledger to the cent; filters and cursor paging', async () => {
    const { signer, partnerId } = await createTestCredential(h.ctx, h.clock, { scopes: ['buy', 'report'] });
    await order(signer, 'alpha.com', 10_000);
    const refunded = await order(signer, 'bravo.com', 25_000);
    await signedInject(h.app, signer, { method: 'POST', url: `${V1}/refunds`, body: JSON.stringify({ order_id: refunded, reason: 'changed mind' }) });
    await recordSale(h.ctx, { id: 'ord_hosted1', partner_id: partnerId, environment: 'sandbox', currency: 'USD', price_cents: 40_000, commission_cents: 4_000, payment_model: 'service_collected' });
    h.clock.advance(REFUND_HOLD_DAYS * DAY);
    await runPayouts(h.ctx, { dryRun: false });

    const all = await signedInject(h.app, signer, { url: `${V1}/transactions?limit=2` });
    assert.equal(all.status, 200, all.text);
    assert.equal(all.body.items.length, 2);
    assert.equal(all.body.page.has_more, true);
    assert.deepEqual(all.body.totals, [{ currency: 'USD', gmv_cents: 75_000, commission_cents: 7_500 }]);
    const next = await signedInject(h.app, signer, { url: `${V1}/transactions?limit=2&cursor=${all.body.page.next_cursor}` });
    assert.deepEqual(next.body.items.map((i: { order_id: string; status: string }) => [i.order_id, i.status]), [['ord_hosted1', 'paid_out']]);
    const reversedOnly = await signedInject(h.app, signer, { url: `${V1}/transactions?status=reversed` });
    assert.deepEqual(reversedOnly.body.items.map((i: { order_id: string }) => i.order_id), [refunded]);
    const hosted = await signedInject(h.app, signer, { url: `${V1}/transactions?payment_model=service_collected` });
    assert.deepEqual(hosted.body.totals, [{ currency: 'USD', gmv_cents: 40_000, commission_cents: 4_000 }]);

    const entries = (await listEntries(h.db, partnerId)).filter((e) => e.kind !== 'payout');
    const settlements = await signedInject(h.app, signer, { url: `${V1}/settlements` });
    assert.equal(settlements.status, 200, settlements.text);
    const [period] = settlements.body.items;
    assert.equal(period.period, '2026-03-01');
    assert.equal(period.gross_sold_cents, 50_000, 'the refunded sale nets out');
    assert.equal(period.owed_to_service_cents, 9_000);
    assert.equal(period.owed_to_partner_cents, 4_000);
    assert.equal(period.owed_to_partner_cents - period.owed_to_service_cents, entries.reduce((s, e) => s + e.amount_cents, 0));

    const payouts = await signedInject(h.app, signer, { url: `${V1}/payouts` });
    assert.equal(payouts.status, 200, payouts.text);
    assert.deepEqual(payouts.body.total_paid, [{ currency: 'USD', total_cents: 4_000 }]);
    assert.deepEqual(payouts.body.items[0].entries, [{ order_id: 'ord_hosted1', kind: 'sale', amount_cents: 4_000 }]);
  });
});
