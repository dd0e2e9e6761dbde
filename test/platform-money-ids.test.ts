import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ID_PREFIXES, idKindOf } from '../src/platform/ids.js';
import { basisPointsOf, formatMoney, minorUnitDigits, minorUnitsFromNumber, MoneyError, parseMoney, sumMoney, toDecimalString } from '../src/platform/money.js';

/** Issue 15 item 8: money in integer minor units with its currency, formatted and parsed in one place. */
describe('money (issue 15 item 8)', () => {
  test('minor-unit digits come from ISO 4217 (USD 2, JPY 0, BHD 3); a bad code is refused', () => {
    assert.deepEqual(['USD', 'EUR', 'JPY', 'BHD'].map(minorUnitDigits), [2, 2, 0, 3]);
    assert.throws(() => minorUnitDigits('usd'), MoneyError);
    assert.throws(() => minorUnitDigits('US'), MoneyError);
  });

  test('formatting is exact for every safe integer (no float division)', () => {
    assert.equal(formatMoney(3_500_000, 'USD'), '$35,000.00');
    assert.equal(formatMoney(1, 'USD'), '$0.01');
    assert.equal(formatMoney(-250, 'USD'), '-$2.50');
    assert.equal(formatMoney(500, 'JPY'), '¥500');
    assert.equal(toDecimalString(Number.MAX_SAFE_INTEGER, 'USD'), '90071992547409.91');
    assert.equal(formatMoney(Number.MAX_SAFE_INTEGER, 'USD'), '$90,071,992,547,409.91');
    assert.equal(formatMoney(1_999, 'EUR', 'de-DE'), '19,99\u00a0€');
    assert.equal(formatMoney(123_450, 'USD', 'en-US', { grouping: false }), '$1234.50', 'the MCP tools\' price text');
  });

  test('a number of major units (a coerced query value) becomes minor units from its decimal form, rounded half up', () => {
    assert.equal(minorUnitsFromNumber(12.5, 'USD'), 1_250);
    assert.equal(minorUnitsFromNumber(0.29, 'USD'), 29);
    assert.equal(minorUnitsFromNumber(12.345, 'USD'), 1_235, '12.345 × 100 is 1234.4999… as a double');
    assert.equal(minorUnitsFromNumber(12.344, 'USD'), 1_234);
    assert.equal(minorUnitsFromNumber(20_000_000, 'USD'), 2_000_000_000);
    assert.equal(minorUnitsFromNumber(1.5e-7, 'USD'), 0);
    assert.equal(minorUnitsFromNumber(5e-3, 'USD'), 1);
    assert.throws(() => minorUnitsFromNumber(1e21, 'JPY'), /too large/);
    assert.throws(() => minorUnitsFromNumber(-1, 'USD'), MoneyError);
  });

  test('parsing reads decimal text without rounding: too many decimals, signs and exponents are refused', () => {
    assert.equal(parseMoney('1234.5', 'USD'), 123_450);
    assert.equal(parseMoney('1,234.50', 'USD'), 123_450);
    assert.equal(parseMoney('$0.07', 'USD'), 7);
    assert.equal(parseMoney('0.29', 'USD'), 29, '0.29 * 100 is 28.999… as a float');
    assert.equal(parseMoney('500', 'JPY'), 500);
    for (const bad of ['1.234', '-5', '1e3', '', '12,34', '1.', '.5', '5 USD']) assert.throws(() => parseMoney(bad, 'USD'), MoneyError, bad);
    assert.throws(() => parseMoney('1.5', 'JPY'), /more than 0 decimal places/);
  });

  test('basis points round half away from zero to a whole minor unit; sums refuse mixed currencies', () => {
    assert.equal(basisPointsOf(19_999, 1_500), 3_000);
    assert.equal(basisPointsOf(10_001, 5_000), 5_001);
    assert.equal(basisPointsOf(-10_001, 5_000), -5_001);
    assert.equal(basisPointsOf(Number.MAX_SAFE_INTEGER, 1), 900_719_925_474);
    assert.deepEqual(sumMoney([{ amount: 5, currency: 'USD' }, { amount: 7, currency: 'USD' }], 'USD'), { amount: 12, currency: 'USD' });
    assert.throws(() => sumMoney([{ amount: 5, currency: 'EUR' }], 'USD'), /cannot add EUR to USD/);
  });
});

describe('id prefixes (issue 15 item 8)', () => {
  test('every kind has its own prefix, and an id tells its kind', () => {
    const prefixes = Object.values(ID_PREFIXES);
    assert.equal(new Set(prefixes).size, prefixes.length);
    assert.equal(idKindOf('ord_01hx'), 'order');
    assert.equal(idKindOf('pk_sandbox_abc'), 'sandboxKey');
    assert.equal(idKindOf('evt_1'), 'event');
    assert.equal(idKindOf('zzz_1'), null);
  });
});
