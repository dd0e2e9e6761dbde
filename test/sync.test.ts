import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { syncPrices } from '../src/modules/catalog/pricing/sync.js';
import { syncTldMetadata } from '../src/modules/catalog/tlds/sync.js';
import { useTestApp } from './helpers/app.js';

describe('sync prices / sync tlds (issue 3, item 9: a failed sync leaves the previous data intact)', () => {
  const h = useTestApp();

  const priceOf = async (tld: string, op: string) =>
    (await h.t.app.inject({ method: 'GET', url: `/api/pricing/tld?tld=${tld}&op=${op}` })).json().priceCents as number | null;
  const runs = () => h.db.query<{ kind: string; status: string; items: number; error: string | null }>('SELECT kind, status, items, error FROM sync_runs ORDER BY started_at, id');

  test('sync prices stores USD domain prices only and records a succeeded run', async () => {
    const progress: number[] = [];
    const result = await syncPrices(h.t.ctx, { onProgress: (p) => progress.push(p.done) });
    assert.equal(result.items, 9);
    assert.deepEqual(result.skipped.sort(), ['domain_eur/CREATE/EUR', 'ssl_basic/CREATE/USD']);
    assert.deepEqual(progress, [0, 1]);
    assert.deepEqual((await runs()).map((r) => [r.kind, r.status, r.items]), [['prices', 'succeeded', 9]]);
    assert.equal(await priceOf('com', 'register'), 1217);
  });

  test('a failed price sync keeps the previous prices and records the failure', async () => {
    await syncPrices(h.t.ctx);
    h.rtr.behaviour = { kind: 'status', status: 500 };
    await assert.rejects(syncPrices(h.t.ctx));
    assert.equal(await priceOf('com', 'register'), 1217);
    const [, failed] = await runs();
    assert.equal(failed?.status, 'failed');
    assert.match(failed?.error ?? '', /HTTP 500/);
  });

  test('an upstream price list with no usable row is refused instead of wiping our prices', async () => {
    await syncPrices(h.t.ctx);
    h.rtr.prices = [{ product: 'ssl_basic', action: 'CREATE', currency: 'USD', price: 1 }];
    await assert.rejects(syncPrices(h.t.ctx), /no usable USD domain prices/);
    assert.equal(await priceOf('com', 'register'), 1217);
  });

  test('a new price list replaces the old one entirely (removed TLDs become null)', async () => {
    await syncPrices(h.t.ctx);
    h.rtr.prices = [{ product: 'domain_com', action: 'CREATE', currency: 'USD', price: 2000 }];
    await syncPrices(h.t.ctx);
    assert.equal(await priceOf('com', 'register'), 2200);
    assert.equal(await priceOf('nl', 'register'), null);
  });

  test('sync tlds fetches every priced TLD, applies applicableFor, skips unknown ones, reports progress', async () => {
    await syncPrices(h.t.ctx);
    const seen: string[] = [];
    const result = await syncTldMetadata(h.t.ctx, { onProgress: (p) => seen.push(`${p.done}/${p.total}`) });
    assert.deepEqual(result.skipped, ['co.uk', 'uk', 'xn--p1ai']);
    assert.equal(result.items, 3); // com, net (from com's applicableFor), nl
    assert.equal(seen.at(-1), '5/5');
    const net = await h.t.app.inject({ method: 'GET', url: '/api/tlds/net/metadata' });
    assert.equal(net.json().provider, 'Verisign');
    assert.equal(h.rtr.callsTo('/v2/tlds/net/info'), 0);
  });

  test('a failed TLD sync writes nothing: the previous metadata stays as it was', async () => {
    await syncTldMetadata(h.t.ctx, { only: ['com'] });
    const before = await h.db.query('SELECT tld, synced_at FROM tld_metadata ORDER BY tld');
    h.t.clock.advance(60_000);
    h.rtr.pathBehaviour.set('/v2/tlds/nl/info', { kind: 'status', status: 500 });
    await assert.rejects(syncTldMetadata(h.t.ctx, { only: ['com', 'nl'] }));
    assert.deepEqual(await h.db.query('SELECT tld, synced_at FROM tld_metadata ORDER BY tld'), before);
    assert.equal((await runs()).at(-1)?.status, 'failed');
  });
});
