import { domainToUnicode } from 'node:url';
import type { AppContext } from '../../context.js';
import { parseTld } from '../../domains/tld-name.js';
import { ApiError } from '../../platform/errors.js';
import { minorUnitsFromNumber } from '../../platform/money.js';
import { isSignedInVerified, type Viewer } from '../accounts/viewer.js';
import { tokenKey } from '../../platform/lib/sealed-token.js';
import { decodeCursor, encodeCursor, filterFingerprint, type ListingSort } from './cursor.js';
import type { Environment } from './listing-input.js';
import { browseActiveListings, listingSortKey, type ListingRow } from './repository.js';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
export const MAX_OFFSET = 10_000;

export interface ListingFilters {
  q?: string;
  tld?: string;
  /** USD, inclusive. */
  min?: number;
  max?: number;
  max_length?: number;
  sort?: ListingSort;
  limit?: number;
  offset?: number;
  cursor?: string;
}

export interface PublicListing {
  id: string;
  domain: string;
  domain_unicode: string;
  tld: string;
  length: number;
  /** Buy-now price in cents; null when masked for this caller. */
  price_cents: number | null;
  currency: string;
  price_masked: boolean;
  category: string | null;
  tags: string[];
  description: string | null;
  listed_at: string;
}

export interface ListingPage {
  items: PublicListing[];
  page: { limit: number; offset: number; total: number; has_more: boolean; next_cursor: string | null };
}

/** Which inventory interface A shows: the synthetic sandbox set in sandbox mode, real listings otherwise. */
export function publicEnvironment(ctx: AppContext): Environment {
  return ctx.config.sandbox ? 'sandbox' : 'live';
}

/**
 * GET /api/market/listings: active listings with filters, keyset (cursor) or offset paging.
 * Buy-now prices are masked (null, `price_masked: true`) unless the viewer is a signed-in verified user
 * (contract 2.1 rule 4 applied to listings; this endpoint reads no bearer token, contract 4.1).
 */
export async function browseListings(ctx: AppContext, input: ListingFilters & { viewer: Viewer }): Promise<ListingPage> {
  const sort = input.sort ?? 'newest';
  const limit = input.limit ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) throw new ApiError('validation_error', `limit must be 1 to ${MAX_PAGE_SIZE}`);
  if (input.cursor !== undefined && input.offset !== undefined) {
    throw new ApiError('validation_error', 'use either cursor or offset, not both');
  }
  const offset = input.offset ?? 0;
  if (!Number.isInteger(offset) || offset < 0 || offset > MAX_OFFSET) throw new ApiError('validation_error', `offset must be 0 to ${MAX_OFFSET}; use cursor paging to go further`);

  const environment = publicEnvironment(ctx);
  const q = input.q?.trim().toLowerCase();
  if (q && q.length > 63) throw new ApiError('validation_error', 'q must be at most 63 characters');
  const tld = input.tld !== undefined ? parseTld(input.tld).ascii : undefined;
  const min = usdFilter(input.min, 'min');
  const max = usdFilter(input.max, 'max');
  if (min !== undefined && max !== undefined && min > max) throw new ApiError('validation_error', 'min must not exceed max');
  if (input.max_length !== undefined && (!Number.isInteger(input.max_length) || input.max_length < 1 || input.max_length > 63)) {
    throw new ApiError('validation_error', 'max_length must be 1 to 63');
  }

  const fingerprint = filterFingerprint({ q, tld, min, max, max_length: input.max_length, env: environment });
  const after = input.cursor === undefined ? undefined : decodeCursor(await tokenKey(ctx.db, ctx.clock.now()), input.cursor, sort, fingerprint);
  // One row more than the page, to tell whether another page follows.
  const { rows, total } = await browseActiveListings(
    ctx.db,
    { environment, q, tld, minCents: min, maxCents: max, maxLength: input.max_length },
    { sort, limit: limit + 1, offset, after },
  );
  const hasMore = rows.length > limit;
  const pageRows = rows.slice(0, limit);
  const last = pageRows.at(-1);
  const unmasked = isSignedInVerified(input.viewer);
  const nextCursor = hasMore && last ? encodeCursor(await tokenKey(ctx.db, ctx.clock.now()), sort, { key: listingSortKey(sort, last), id: last.id }, fingerprint) : null;
  return {
    items: pageRows.map((row) => present(row, unmasked)),
    page: {
      limit,
      offset: input.cursor === undefined ? offset : 0,
      total,
      has_more: hasMore,
      next_cursor: nextCursor,
    },
  };
}

function usdFilter(value: number | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (!Number.isFinite(value) || value < 0 || value > 20_000_000) throw new ApiError('validation_error', `${name} must be a USD amount from 0 to 20000000`);
  return minorUnitsFromNumber(value, 'USD');
}

function present(row: ListingRow, unmasked: boolean): PublicListing {
  return {
    id: row.id,
    domain: row.domain,
    domain_unicode: domainToUnicode(row.domain) || row.domain,
    tld: row.tld,
    length: row.label_length,
    price_cents: unmasked ? row.buy_now_cents : null,
    currency: row.currency,
    price_masked: !unmasked,
    category: row.category,
    tags: row.tags ?? [],
    description: row.description,
    listed_at: row.created_at.toISOString(),
  };
}
