import assert from 'node:assert/strict';
import { beforeEach, describe, test } from 'node:test';
import { retailCents } from '../src/modules/catalog/pricing/retail.js';
import { syncPrices } from '../src/modules/catalog/pricing/sync.js';
import { useTestApp } from './helpers/app.js';

describe('retail rule (README "Pricing")', () => {
  test('retail = cost × (1 + markup%) rounded up to a whole cent, plus the fixed markup', () => {
    assert.equal(retailCents(1106, { markupPercent: 10, markupFixedCents: 0 }), 1217); // 1216.6 → 1217
    assert.equal(retailCents(1000, { markupPercent: 10, markupFixedCents: 0 }), 1100);
    assert.equal(retailCents(1000, { markupPercent: 0, markupFixedCents: 0 }), 1000);
    assert.equal(retailCents(1000, { markupPercent: 12.5, markupFixedCents: 99 }), 1224);
    assert.equal(retailCents(1, { markupPercent: 0.01, markupFixedCents: 0 }), 2); // never rounds below cost + markup
  });

  test('an operation the registry does not charge for stays free', () => {
    assert.equal(retailCents(0, { markupPercent: 10, markupFixedCents: 50 }), 0);
  });
});

describe('GET /api/pricing/tld (contract 2.3, 4.1, 7.1)', () => {
  const h = useTestApp();
  beforeEach(() => syncPrices(h.t.ctx));

  const price = async (query: string) => {
    const response = await h.t.app.inject({ method: 'GET', url: `/api/pricing/tld?${query}` });
    return { status: response.statusCode, body: response.json() as Record<string, any>, headers: response.headers };
  };

  test('returns the retail price of an operation in USD cents', async () => {
    const { status, body } = await price('tld=com&op=register');
    assert.equal(status, 200);
    assert.deepEqual(body, { tld: 'com', op: 'register', priceCents: 1217 });
  });

  test('op defaults to transfer (contract 4.1)', async () => {
    assert.deepEqual((await price('tld=com')).body, { tld: 'com', op: 'transfer', priceCents: 1217 });
  });

  test('each op reads its own price-list action: renew → RENEW, restore → RESTORE', async () => {
    assert.equal((await price('tld=com&op=renew')).body.priceCents, 1217);
    assert.equal((await price('tld=com&op=restore')).body.priceCents, 10017);
  });

  test('case and a leading dot in tld are normalised (.COM → com)', async () => {
    assert.deepEqual((await price('tld=.COM&op=register')).body, { tld: 'com', op: 'register', priceCents: 1217 });
    assert.equal((await price('tld=%20Com%20&op=register')).body.tld, 'com');
  });

  test('IDN TLDs are accepted in Unicode or punycode and answered as punycode', async () => {
    const unicode = await price(`tld=${encodeURIComponent('рф')}&op=register`);
    const punycode = await price('tld=XN--P1AI&op=register');
    assert.deepEqual(unicode.body, { tld: 'xn--p1ai', op: 'register', priceCents: 1089 });
    assert.deepEqual(punycode.body, unicode.body);
  });

  test('multi-label zones such as co.uk are priced', async () => {
    assert.equal((await price('tld=co.uk&op=register')).body.priceCents, 623);
  });

  test('priceCents is null when the TLD is not in the price list', async () => {
    const { status, body } = await price('tld=museum&op=register');
    assert.equal(status, 200);
    assert.deepEqual(body, { tld: 'museum', op: 'register', priceCents: null });
  });

  test('priceCents is null when the TLD is priced but not for this op', async () => {
    assert.equal((await price('tld=nl&op=restore')).body.priceCents, null);
  });

  test('a free operation is priced 0, not null (uk transfer)', async () => {
    assert.equal((await price('tld=uk&op=transfer')).body.priceCents, 0);
  });

  test('prices in another currency are never served as USD', async () => {
    assert.equal((await price('tld=eur&op=register')).body.priceCents, null);
  });

  test('400 validation_error when tld is missing', async () => {
    const { status, body } = await price('op=register');
    assert.equal(status, 400);
    assert.equal(body.error.code, 'validation_error');
    assert.match(body.error.message, /tld is required/);
  });

  test('400 validation_error when tld is empty or not a TLD', async () => {
    for (const bad of ['tld=', 'tld=.', 'tld=-com', 'tld=co_m', 'tld=123', `tld=${'a'.repeat(64)}`, 'tld=a.b.c.d']) {
      const { status, body } = await price(bad);
      assert.equal(status, 400, bad);
      assert.equal(body.error.code, 'validation_error', bad);
    }
  });

  test('400 validation_error naming the allowed values when op is outside the enum', async () => {
    const { status, body } = await price('tld=com&op=buy');
    assert.equal(status, 400);
    assert.equal(body.error.code, 'validation_error');
    assert.match(body.error.message, /op must be one of: transfer, register, renew, restore/);
  });

  test('the price is never gated: no credentials needed and a cacheable answer', async () => {
    const { status, headers } = await price('tld=com&op=register');
    assert.equal(status, 200);
    assert.equal(headers['cache-control'], 'public, max-age=300');
  });

  test('a price list synced by another instance shows up after MEMORY_CACHE_SECONDS', async () => {
    assert.equal((await price('tld=com&op=register')).body.priceCents, 1217);
    await h.db.query(`UPDATE tld_prices SET cost_cents = 2000 WHERE tld = 'com' AND action = 'CREATE'`);
    assert.equal((await price('tld=com&op=register')).body.priceCents, 1217);
    h.t.clock.advance(31_000);
    assert.equal((await price('tld=com&op=register')).body.priceCents, 2200);
  });
});
