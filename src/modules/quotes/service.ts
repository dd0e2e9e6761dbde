import { createHmac } from 'node:crypto';
import type { AppContext } from '../../context.js';
import { ApiError } from '../../platform/errors.js';
import { tokenKey } from '../../platform/lib/sealed-token.js';
import { findListingByDomain, type ListingRow, type ListingStatus } from '../listings/repository.js';
import { normaliseDomain } from '../partners/inventory/reads.js';
import { openQuote, signQuote, type QuoteTerms } from './quote-token.js';

/**
 * Quotes (issue 16; contract 2.7, 3, 8): `issueQuote` locks a listing's current buy-now price for exactly 10 minutes
 * in a signed quote id bound to the credential and environment that asked; `redeemableQuote` is what POST /orders
 * runs on a quote id. A quote does not reserve the listing (our decision, README "Partner orders"): reserving on a
 * quote would let one partner hold the whole inventory with quotes; the first order wins the domain, and an order on a
 * quote of a domain sold meanwhile is 409 like any other.
 */

/** Contract 8: a quote is valid for 10 minutes; at exactly 10 min 0 s it has expired. */
export const QUOTE_VALIDITY_MS = 10 * 60_000;

/** The caller of a partner write, as the quote and order services need it. */
export interface PartnerCaller {
  partnerId: string;
  keyId: string;
  environment: 'sandbox' | 'live';
}

export interface Quote {
  quote_id: string;
  domain: string;
  price_cents: number;
  currency: string;
  expires_at: string;
}

/** The quote MAC key: derived from the database's token key (one per database, shared by every instance). */
const quoteKeys = new WeakMap<Buffer, Buffer>();
async function quoteKey(ctx: AppContext): Promise<Buffer> {
  const base = await tokenKey(ctx.db, ctx.clock.now());
  let key = quoteKeys.get(base);
  if (!key) {
    // A separate key per purpose: a quote MAC can never be mistaken for another token of the same base key.
    key = createHmac('sha256', base).update('nameport quote id v1').digest();
    quoteKeys.set(base, key);
  }
  return key;
}

/** A listed name as the listings table writes it (A-label, lower case); 400 validation_error otherwise. */
export const normaliseOrderDomain = normaliseDomain;

/**
 * Why a listing in this state cannot be sold: 404 not_found when it is not listed in the environment (or withdrawn),
 * 409 conflict with `details.reason` (`reserved`: another buyer's order holds it; `sold`) when it is no longer
 * available; null when it is for sale.
 */
export function unavailable(domain: string, status: ListingStatus | null): ApiError | null {
  if (status === null || status === 'withdrawn') return new ApiError('not_found', `${domain} is not listed for sale`);
  if (status === 'reserved') return new ApiError('conflict', `${domain} is no longer available: another buyer's order holds it`, { reason: 'reserved', domain });
  if (status === 'sold') return new ApiError('conflict', `${domain} is no longer available: it has been sold`, { reason: 'sold', domain });
  return null;
}

/** The listing if it can be sold, else the error of `unavailable`. */
export function sellableListing(domain: string, listing: ListingRow | null): ListingRow {
  const refusal = unavailable(domain, listing?.status ?? null);
  if (refusal || !listing) throw refusal;
  return listing;
}

export async function issueQuote(ctx: AppContext, input: { caller: PartnerCaller; domain: string }): Promise<Quote> {
  const domain = normaliseOrderDomain(input.domain);
  // Read fresh from the database, never the inventory read cache: a quote promises this price.
  const listing = sellableListing(domain, await findListingByDomain(ctx.db, input.caller.environment, domain));
  const issuedAtMs = ctx.clock.now().getTime();
  const terms: QuoteTerms = {
    nonce: ctx.ids.next('qt').slice(3),
    keyId: input.caller.keyId,
    environment: input.caller.environment,
    listingId: listing.id,
    domain: listing.domain,
    priceCents: listing.buy_now_cents,
    currency: listing.currency,
    issuedAtMs,
  };
  return {
    quote_id: signQuote(await quoteKey(ctx), terms),
    domain: listing.domain,
    price_cents: listing.buy_now_cents,
    currency: listing.currency,
    expires_at: new Date(issuedAtMs + QUOTE_VALIDITY_MS).toISOString(),
  };
}

/**
 * The terms of a quote id the caller may order on: 400 validation_error when it is not a quote this server issued
 * (forged, altered, malformed) or was issued to another credential or environment; 422 quote_expired from exactly
 * 10 minutes after it was issued.
 */
export async function redeemableQuote(ctx: AppContext, input: { caller: PartnerCaller; quoteId: string }): Promise<QuoteTerms> {
  const terms = openQuote(await quoteKey(ctx), input.quoteId);
  if (!terms) throw new ApiError('validation_error', 'quote_id is not a quote issued by this service (it was altered, truncated or made up); ask POST /quotes for a new one');
  if (terms.keyId !== input.caller.keyId || terms.environment !== input.caller.environment) {
    throw new ApiError('validation_error', 'quote_id was issued to another credential; a quote can only be used by the credential that asked for it');
  }
  const expiresAt = terms.issuedAtMs + QUOTE_VALIDITY_MS;
  if (ctx.clock.now().getTime() >= expiresAt) {
    throw new ApiError('quote_expired', `the quote for ${terms.domain} expired at ${new Date(expiresAt).toISOString()}; ask POST /quotes for a new one`, {
      expired_at: new Date(expiresAt).toISOString(),
    });
  }
  return terms;
}
