import { ApiError } from '../../platform/errors.js';
import { minorUnitDigits, MoneyError } from '../../platform/money.js';
import type { Buyer, OrderSource } from './repository.js';

/**
 * POST /orders accepts three body shapes (issue 16; contract 2.7, 2.8, 7.2), which all record the same thing: a sale
 * the partner collected payment for. They differ only in where the price comes from:
 *   1. `{quote_id, external_payment_ref, buyer}`: the price locked by the quote;
 *   2. `{domain, sale_price_cents, currency, external_payment_ref, buyer}`: the price the partner charged, which must
 *      equal the current listing price (422 price_mismatch otherwise);
 *   3. `{domain, expected_price, currency, buyer, return_url, cancel_url}` (contract 2.8): `expected_price` is read
 *      like `sale_price_cents`; `external_payment_ref` is optional here and the Idempotency-Key stands in for it.
 * This file turns any of them into one OrderRequest, with a message that names what is missing.
 */

export interface OrderBody {
  quote_id?: string | undefined;
  external_payment_ref?: string | undefined;
  buyer?: { email?: string | undefined; name?: string | undefined; country?: string | undefined; registrar_customer?: string | undefined } | undefined;
  domain?: string | undefined;
  sale_price_cents?: number | undefined;
  expected_price?: number | undefined;
  currency?: string | undefined;
  return_url?: string | undefined;
  cancel_url?: string | undefined;
}

export interface OrderRequest {
  source: OrderSource;
  quoteId: string | null;
  /** As sent (normalised later); with a quote, only a cross-check of the quote's domain. */
  domain: string | null;
  /** With a quote, only a cross-check of the quote's price. */
  price: { cents: number; currency: string; field: 'sale_price_cents' | 'expected_price' } | null;
  externalPaymentRef: string;
  buyer: Buyer;
  returnUrl: string | null;
  cancelUrl: string | null;
}

const SHAPES = 'send either {quote_id, external_payment_ref, buyer}, {domain, sale_price_cents, currency, external_payment_ref, buyer} or {domain, expected_price, currency, buyer, return_url, cancel_url}';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PRINTABLE = /^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$/;

const invalid = (message: string) => new ApiError('validation_error', message);

export function resolveOrderBody(body: OrderBody | undefined, idempotencyKey: string | null): OrderRequest {
  if (!body || typeof body !== 'object') throw invalid(`the body is missing: ${SHAPES}`);
  const price = priceOf(body);
  const source: OrderSource = body.quote_id !== undefined ? 'quote' : price?.field === 'expected_price' ? 'expected_price' : 'sale_price';
  if (source !== 'quote') {
    if (body.domain === undefined) throw invalid(`domain is required without a quote_id: ${SHAPES}`);
    if (!price) throw invalid(`sale_price_cents (or expected_price) and currency are required without a quote_id: ${SHAPES}`);
  }
  let ref = body.external_payment_ref;
  if (ref === undefined) {
    // Contract 2.8's shape names no payment reference: the Idempotency-Key identifies the operation instead.
    if (source !== 'expected_price' || idempotencyKey === null) throw invalid(`external_payment_ref is required (the partner's reference of the collected payment): ${SHAPES}`);
    ref = idempotencyKey;
  }
  if (ref.length < 1 || ref.length > 255 || !PRINTABLE.test(ref)) throw invalid('external_payment_ref must be 1 to 255 printable ASCII characters');
  return {
    source,
    quoteId: body.quote_id ?? null,
    domain: body.domain ?? null,
    price,
    externalPaymentRef: ref,
    buyer: buyerOf(body.buyer),
    returnUrl: urlOf(body.return_url, 'return_url'),
    cancelUrl: urlOf(body.cancel_url, 'cancel_url'),
  };
}

function priceOf(body: OrderBody): OrderRequest['price'] {
  const { sale_price_cents: sale, expected_price: expected } = body;
  if (sale !== undefined && expected !== undefined && sale !== expected) {
    throw invalid(`sale_price_cents (${sale}) and expected_price (${expected}) name the same price; send one of them`);
  }
  const cents = sale ?? expected;
  if (cents === undefined) {
    if (body.currency !== undefined && body.quote_id === undefined) throw invalid('currency was sent without sale_price_cents or expected_price');
    return null;
  }
  if (!Number.isSafeInteger(cents) || cents < 0) throw invalid('the price must be a whole, non-negative number of minor units (cents)');
  if (body.currency === undefined) throw invalid('currency (ISO 4217, e.g. USD) is required with a price');
  const currency = body.currency.toUpperCase();
  try {
    minorUnitDigits(currency);
  } catch (error) {
    if (error instanceof MoneyError) throw invalid(`currency: ${error.message}`);
    throw error;
  }
  return { cents, currency, field: sale !== undefined ? 'sale_price_cents' : 'expected_price' };
}

function buyerOf(input: OrderBody['buyer']): Buyer {
  if (!input || typeof input !== 'object') throw invalid('buyer is required: {email, name?, country?}');
  const email = input.email?.trim();
  if (!email || email.length > 254 || !EMAIL.test(email)) throw invalid('buyer.email must be an email address');
  const buyer: Buyer = { email };
  if (input.name !== undefined) {
    const name = input.name.trim();
    if (name.length > 200) throw invalid('buyer.name is longer than 200 characters');
    if (name !== '') buyer.name = name;
  }
  if (input.country !== undefined) {
    if (!/^[A-Za-z]{2}$/.test(input.country)) throw invalid('buyer.country must be a two-letter ISO 3166-1 code, e.g. NL');
    buyer.country = input.country.toUpperCase();
  }
  if (input.registrar_customer !== undefined) {
    if (!/^[A-Za-z0-9._-]{1,64}$/.test(input.registrar_customer)) throw invalid('buyer.registrar_customer must be a registrar customer handle (letters, digits, . _ -)');
    buyer.registrar_customer = input.registrar_customer;
  }
  return buyer;
}

function urlOf(value: string | undefined, field: string): string | null {
  if (value === undefined) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalid(`${field} must be an absolute URL`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw invalid(`${field} must be an http or https URL`);
  if (value.length > 2048) throw invalid(`${field} is longer than 2048 characters`);
  return value;
}
