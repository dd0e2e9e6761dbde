/**
 * Money in one place: an amount is an integer count of the currency's minor unit (cents for USD, yen for JPY) with
 * its ISO 4217 code; nothing here multiplies or divides a float. Formatting goes through Intl with a decimal
 * string built from integers, parsing reads decimal text digit by digit, and percentages are taken in basis points
 * with BigInt arithmetic.
 */

export interface Money {
  /** Integer minor units (a safe integer; negative for a refund or a reversal). */
  amount: number;
  /** ISO 4217, upper case. */
  currency: string;
}

export class MoneyError extends Error {}

const CURRENCY = /^[A-Z]{3}$/;
const digitsCache = new Map<string, number>();

/** The number of minor-unit digits of a currency (2 for USD and EUR, 0 for JPY, 3 for BHD), from Intl's ISO data. */
export function minorUnitDigits(currency: string): number {
  const cached = digitsCache.get(currency);
  if (cached !== undefined) return cached;
  if (!CURRENCY.test(currency)) throw new MoneyError(`"${currency}" is not an ISO 4217 currency code (three capital letters, e.g. USD)`);
  let digits: number;
  try {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    throw new MoneyError(`"${currency}" is not a currency this server knows`);
  }
  digitsCache.set(currency, digits);
  return digits;
}

export function money(amount: number, currency: string): Money {
  if (!Number.isSafeInteger(amount)) throw new MoneyError(`a money amount must be a whole number of minor units, got ${amount}`);
  minorUnitDigits(currency);
  return { amount, currency };
}

/** "12345" minor units of USD → "123.45"; exact for every safe integer. */
export function toDecimalString(amount: number, currency: string): string {
  const digits = minorUnitDigits(currency);
  const sign = amount < 0 ? '-' : '';
  const text = String(Math.abs(amount)).padStart(digits + 1, '0');
  return digits === 0 ? `${sign}${text}` : `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * For people: `$1,234.50`, `€12.00`, `¥500`; with `grouping: false` no thousands separators (`$1234.50`). Intl reads
 * the decimal string exactly (no float on the way).
 */
export function formatMoney(amount: number, currency: string, locale = 'en-US', options: { grouping?: boolean } = {}): string {
  const grouping = options.grouping ?? true;
  const key = `${locale}|${currency}|${grouping}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency, useGrouping: grouping });
    formatters.set(key, formatter);
  }
  // Intl.NumberFormat accepts a decimal string and formats it without converting to a double.
  return formatter.format(toDecimalString(amount, currency) as unknown as number);
}

/**
 * Decimal text in major units → minor units: "1234.5" USD → 123450, "1,234.50" → 123450, "500" JPY → 500. More
 * fraction digits than the currency has, a sign, an exponent or anything else is refused (MoneyError), never rounded.
 */
export function parseMoney(text: string, currency: string): number {
  const digits = minorUnitDigits(currency);
  const trimmed = text.trim().replace(/^\$/, '');
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/.exec(trimmed);
  if (!match) throw new MoneyError(`"${text}" is not an amount (digits, an optional decimal point, e.g. 1234.50)`);
  const whole = match[1]!.replace(/,/g, '');
  const fraction = match[2] ?? '';
  if (fraction.length > digits) throw new MoneyError(`"${text}" has more than ${digits} decimal place${digits === 1 ? '' : 's'} for ${currency}`);
  const amount = Number(`${whole}${fraction.padEnd(digits, '0')}`);
  if (!Number.isSafeInteger(amount)) throw new MoneyError(`"${text}" is too large`);
  return amount;
}

/**
 * A non-negative number of major units as JSON or a coerced query string carries it (12.5 USD) → minor units (1250),
 * rounded half up to a whole minor unit. It reads the number's shortest decimal form (what the caller wrote, `12.345`),
 * never its binary value times 100 (12.345 × 100 is 1234.4999… as a double).
 */
export function minorUnitsFromNumber(value: number, currency: string): number {
  if (!Number.isFinite(value) || value < 0) throw new MoneyError(`${value} is not an amount (a number from 0)`);
  const digits = minorUnitDigits(currency);
  const [mantissa = '0', exponent = '0'] = String(value).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  // "1.5e-7" → the digits "15" with the decimal point moved to its place, padded with zeros either side.
  let text = whole + fraction;
  let point = whole.length + Number(exponent);
  if (point < 0) {
    text = '0'.repeat(-point) + text;
    point = 0;
  }
  text = text.padEnd(point, '0');
  const fractionDigits = text.slice(point);
  const amount = Number(`${text.slice(0, point) || '0'}${fractionDigits.slice(0, digits).padEnd(digits, '0')}`) + ((fractionDigits[digits] ?? '0') >= '5' ? 1 : 0);
  if (!Number.isSafeInteger(amount)) throw new MoneyError(`${value} is too large`);
  return amount;
}

/**
 * `amount × basisPoints / 10 000`, rounded half away from zero to a whole minor unit (commission of 15 % is 1 500
 * bp). BigInt keeps the product exact however large the amount.
 */
export function basisPointsOf(amount: number, basisPoints: number): number {
  if (!Number.isSafeInteger(amount) || !Number.isSafeInteger(basisPoints)) throw new MoneyError('amount and basis points must be whole numbers');
  const product = BigInt(amount) * BigInt(basisPoints);
  const sign = product < 0n ? -1n : 1n;
  const magnitude = product * sign;
  const rounded = (magnitude + 5_000n) / 10_000n;
  return Number(rounded * sign);
}

/** Sums amounts of one currency; mixing currencies is a programming error and throws. */
export function sumMoney(items: readonly Money[], currency: string): Money {
  let total = 0;
  for (const item of items) {
    if (item.currency !== currency) throw new MoneyError(`cannot add ${item.currency} to ${currency}`);
    total += item.amount;
    if (!Number.isSafeInteger(total)) throw new MoneyError('the sum is too large');
  }
  return { amount: total, currency };
}
