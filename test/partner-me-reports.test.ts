import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import { listEntries } from '../src/modules/ledger/repository.js';
import { setOrderReferralLink } from '../src/modules/orders/repository.js';
import { createLink, linkAffiliate } from '../src/modules/referrals/service.js';
import { REFUND_HOLD_DAYS, recordRefund, recordSale, runPayouts } from '../src/modules/ledger/service.js';
import { createTestCredential, insertListings, signedInject, type TestSigner, usePartnerApp } from './helpers/partner-signer.js';

const V1 = '/api/partner/v1';
const DAY = 86_400_000;

interface SaleItem { order_id: string; domain: string; buyer: { email_domain: string }; amount_cents: number; commission_cents: number; status: string; attribution: string; link_id: string | null }
interface EntryItem { entry_id: string; kind: string; order_id: string | null; state: string; commission_cents: number; amount_cents: number; balance_after_cents: number }

const sum = (items: { commission_cents: number }[]) => items.reduce((s, i) => s + i.commission_cents, 0);

describe('partner reports: GET /me/sales, /me/commissions, /me/payouts (issue 19; contract 2.7, 4.3)', () => {
  const h = usePartnerApp();

  async function order(signer: TestSigner, domain: string, price: number, email = 'jane.doe@Example.com') {
    await insertListings(h.db, 'sandbox', [{ domain, price }]);
    const r = await signedInject(h.app, signer, {
      method: 'POST', url: `${V1}/orders`, headers: { 'idempotency-key': randomUUID() },
      body: JSON.stringify({ domain, sale_price_cents: price, currency: 'USD', external_payment_ref: `ref_${domain}`, buyer: { email } }),
    });
    assert.equal(r.status, 201, r.text);
    return r.body.public_id as string;
  }

  async function all<T>(signer: TestSigner, path: string): Promise<{ items: T[]; body: Record<string, unknown> }> {
    const items: T[] = [];
    let cursor: string | null = null;
    let body: Record<string, unknown> = {};
    do {
      const sep = path.includes('?') ? '&' : '?';
      const r = await signedInject(h.app, signer, { url: `${path}${sep}limit=2${cursor ? `&cursor=${cursor}` : ''}` });
      assert.equal(r.status, 200, r.text);
      body = r.body;
      items.push(...(r.body.items as T[]));
      cursor = r.body.page.next_cursor;
    } while (cursor);
    return { items, body };
  }

  test('scope report is required; a bad cursor or a reversed window is 400 validation_error', async () => {
    const buyOnly = await createTestCredential(h.ctx, h.clock, { scopes: ['buy'] });
    for (const path of ['/me/sales', '/me/commissions', '/me/payouts']) {
      const r = await signedInject(h.app, buyOnly.signer, { url: `${V1}${path}` });
      assert.equal(r.status, 403, `${path}: ${r.text}`);
    }
    const { signer } = await createTestCredential(h.ctx, h.clock, { scopes: ['report'], name: 'R' });
    const cursor = await signedInject(h.app, signer, { url: `${V1}/me/sales?cursor=abc` });
    assert.equal(cursor.status, 400, cursor.text);
    assert.match(cursor.body.error.message, /page\.next_cursor/);
    const reversed = await signedInject(h.app, signer, { url: `${V1}/me/commissions?from=2026-03-02T00:00:00Z&to=2026-03-01T00:00:00Z` });
    assert.equal(reversed.body.error.code, 'validation_error');
  });

  test('invariant: /me/sales commission == /me/commissions sale entries == /transactions, also after a refund before and after payout', async () => {
    const { signer, partnerId } = await createTestCredential(h.ctx, h.clock, { scopes: ['buy', 'report'] });
    await order(signer, 'alpha.com', 10_000);
    const refunded = await order(signer, 'bravo.com', 25_000, 'bob@buyer.example');
    const refund = await signedInject(h.app, signer, { method: 'POST', url: `${V1}/refunds`, body: JSON.stringify({ order_id: refunded, reason: 'changed mind' }) });
    assert.ok(refund.status < 300, refund.text);
    await recordSale(h.ctx, { id: 'ord_hosted1', partner_id: partnerId, environment: 'sandbox', currency: 'USD', price_cents: 40_000, commission_cents: 4_000, payment_model: 'service_collected' });
    h.clock.advance(REFUND_HOLD_DAYS * DAY);
    await runPayouts(h.ctx, { dryRun: false });
    // A refund after the payout: a clawback taken from the next payout.
    await recordRefund(h.ctx, 'ord_hosted1');
    await recordSale(h.ctx, { id: 'ord_hosted2', partner_id: partnerId, environment: 'sandbox', currency: 'USD', price_cents: 20_000, commission_cents: 2_000, payment_model: 'service_collected' });

    const sales = await all<SaleItem>(signer, `${V1}/me/sales`);
    const commissions = await all<EntryItem>(signer, `${V1}/me/commissions`);
    const transactions = await signedInject(h.app, signer, { url: `${V1}/transactions` });
    const [salesTotals] = sales.body.totals as { commission_cents: number; net_commission_cents: number; count: number; refunded_count: number; amount_cents: number }[];
    const ledgerTotals = (commissions.body.totals as { [k: string]: number }[])[0] as { [k: string]: number } & { accrued_cents: number; pending_cents: number; paid_out_cents: number };

    // Commission of every sale: the three reports agree.
    assert.equal(sum(sales.items), 1_000 + 2_500 + 4_000 + 2_000);
    assert.equal(salesTotals!.commission_cents, sum(sales.items));
    assert.equal(salesTotals!.commission_cents, transactions.body.totals[0].commission_cents);
    assert.equal(salesTotals!.commission_cents, sum(commissions.items.filter((e) => e.kind === 'sale')));
    assert.equal(salesTotals!.amount_cents, transactions.body.totals[0].gmv_cents);
    // Net of refunds: the refund before payout (bravo) drops out; the clawback (hosted1) drops out too.
    assert.equal(salesTotals!.refunded_count, 1);
    assert.equal(sum(commissions.items), 1_000 + 2_000, 'every entry with its sign: reversals and clawbacks offset');
    assert.equal(ledgerTotals.earned_cents, sum(commissions.items));
    assert.equal(salesTotals!.net_commission_cents - 4_000, ledgerTotals.earned_cents, 'the clawed-back sale was paid out, then taken back');
    assert.deepEqual(
      [ledgerTotals.accrued_cents, ledgerTotals.pending_cents, ledgerTotals.paid_out_cents, ledgerTotals.reversed_cents],
      [2_000, 1_000 - 4_000, 4_000, 2_500],
    );
    assert.equal(ledgerTotals.accrued_cents + ledgerTotals.pending_cents + ledgerTotals.paid_out_cents, ledgerTotals.earned_cents);

    // Running balance: every entry moves it by its amount, from the opening to the closing balance; it is the ledger's.
    let balance = ledgerTotals.opening_balance_cents!;
    for (const e of commissions.items) {
      balance += e.amount_cents;
      assert.equal(e.balance_after_cents, balance, `entry ${e.entry_id}`);
    }
    assert.equal(ledgerTotals.closing_balance_cents, balance);
    const ledger = await listEntries(h.db, partnerId);
    assert.equal(balance, ledger.at(-1)!.balance_after_cents);
    assert.deepEqual(commissions.items.map((e) => e.kind), ledger.map((e) => e.kind));

    // The buyer is shown only by its email domain; every sale here was made by the partner itself.
    const alpha = sales.items.find((s) => s.domain === 'alpha.com')!;
    assert.deepEqual(alpha.buyer, { email_domain: 'example.com' });
    assert.ok(!JSON.stringify(sales.body).includes('jane') && !(await signedInject(h.app, signer, { url: `${V1}/me/sales?limit=200` })).text.includes('bob@'));
    assert.deepEqual([...new Set(sales.items.map((s) => s.attribution))], ['direct']);
    assert.equal(sales.items.find((s) => s.order_id === refunded)!.status, 'reversed');

    // Payouts: the one payout, and what the next one would carry (the clawback against the held new commission).
    const payouts = await signedInject(h.app, signer, { url: `${V1}/me/payouts` });
    assert.equal(payouts.status, 200, payouts.text);
    assert.deepEqual(payouts.body.total_paid, [{ currency: 'USD', total_cents: 4_000 }]);
    assert.deepEqual(payouts.body.upcoming, [{ currency: 'USD', due_cents: -4_000, held_cents: 2_000 }]);
    const state = await signedInject(h.app, signer, { url: `${V1}/me/commissions?state=reversed` });
    assert.deepEqual(state.body.items.map((e: EntryItem) => [e.kind, e.order_id]), [['sale', refunded], ['reversal', refunded]]);
  });

  test('date windows follow the injected clock: from inclusive, to exclusive, default the last 365 days', async () => {
    const { signer } = await createTestCredential(h.ctx, h.clock, { scopes: ['buy', 'report'] });
    await order(signer, 'old.com', 10_000); // 2026-03-01T12:00Z
    h.clock.advance(10 * DAY);
    await order(signer, 'middle.com', 20_000); // 2026-03-11T12:00Z
    h.clock.advance(10 * DAY);
    await order(signer, 'new.com', 30_000); // 2026-03-21T12:00Z

    const domains = async (query: string) => (await all<SaleItem>(signer, `${V1}/me/sales${query}`)).items.map((s) => s.domain);
    assert.deepEqual(await domains(''), ['old.com', 'middle.com', 'new.com']);
    assert.deepEqual(await domains('?from=2026-03-11T12:00:00Z&to=2026-03-21T12:00:00Z'), ['middle.com']);
    assert.deepEqual(await domains('?from=2026-03-02'), ['middle.com', 'new.com']);
    const window = await signedInject(h.app, signer, { url: `${V1}/me/commissions?to=2026-03-11T12:00:00Z` });
    assert.deepEqual(window.body.window, { from: '2025-03-11T12:00:00.000Z', to: '2026-03-11T12:00:00.000Z' });
    assert.equal(window.body.items.length, 1);
    // A year later the first sale has left the default window; its balance is still the window's opening balance.
    h.clock.advance(355 * DAY - 1_000); // 2027-03-11T11:59:59Z: the window opens a year back, just before middle.com
    assert.deepEqual(await domains(''), ['middle.com', 'new.com']);
    const later = await signedInject(h.app, signer, { url: `${V1}/me/commissions` });
    assert.equal(later.body.totals[0].opening_balance_cents, -9_000);
  });

  test('attribution: a sale through a referral link says referral with its link_id; filters by attribution and link_id', async () => {
    const { signer, partnerId, keyId } = await createTestCredential(h.ctx, h.clock, { scopes: ['buy', 'report'] });
    await linkAffiliate(h.ctx, { partnerId });
    const link = await createLink(h.ctx, { partnerId, keyId, environment: 'sandbox' }, { kind: 'generic', label: 'newsletter' });
    await order(signer, 'direct.com', 10_000);
    const referred = await order(signer, 'referred.com', 50_000, 'ann@shop.example');
    // What referral attribution writes when a buyer carrying the link's cookie checks out (modules/referrals).
    await setOrderReferralLink(h.db, referred, link.link_id);

    const all = await signedInject(h.app, signer, { url: `${V1}/me/sales` });
    assert.deepEqual(all.body.items.map((s: SaleItem) => [s.domain, s.attribution, s.link_id]), [['direct.com', 'direct', null], ['referred.com', 'referral', link.link_id]]);
    const onlyReferral = await signedInject(h.app, signer, { url: `${V1}/me/sales?attribution=referral` });
    assert.deepEqual(onlyReferral.body.items.map((s: SaleItem) => s.domain), ['referred.com']);
    assert.deepEqual(onlyReferral.body.totals, [{ currency: 'USD', count: 1, amount_cents: 50_000, commission_cents: 5_000, refunded_count: 0, net_commission_cents: 5_000 }]);
    const byLink = await signedInject(h.app, signer, { url: `${V1}/me/sales?link_id=${link.link_id}` });
    assert.equal(byLink.body.items[0].buyer.email_domain, 'shop.example');
  });
});
