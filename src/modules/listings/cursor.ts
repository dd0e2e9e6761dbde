import { createHash } from 'node:crypto';
import { ApiError } from '../../platform/errors.js';
import { openToken, sealToken } from '../../platform/lib/sealed-token.js';

export const LISTING_SORTS = ['newest', 'price_asc', 'price_desc', 'length'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

/** The position after the last row of a page: that row's sort key and id (keyset paging). */
export interface CursorPosition {
  key: string | number;
  id: string;
}

/** What a cursor carries, sealed (issue 14 item 1): the key of a price sort is a price the caller may not see. */
interface CursorPayload {
  v: 2;
  s: ListingSort;
  k: string | number;
  i: string;
  f: string;
}

/** A short fingerprint of the filters, so a cursor cannot be replayed against other filters. */
export function filterFingerprint(filters: Record<string, unknown>): string {
  const canonical = JSON.stringify(Object.keys(filters).sort().map((k) => [k, filters[k] ?? null]));
  return createHash('sha256').update(canonical).digest('base64url').slice(0, 12);
}

const PURPOSE = 'listings-cursor';

/**
 * Opaque to clients: sealed with the database's token key (lib/sealed-token.ts), so it reveals nothing, not even the
 * masked price a price-sorted page stopped at, and cannot be altered. Never document its contents.
 */
export function encodeCursor(key: Buffer, sort: ListingSort, position: CursorPosition, fingerprint: string): string {
  const payload: CursorPayload = { v: 2, s: sort, k: position.key, i: position.id, f: fingerprint };
  return sealToken(key, PURPOSE, payload);
}

export function decodeCursor(key: Buffer, cursor: string, sort: ListingSort, fingerprint: string): CursorPosition {
  const opened = openToken(key, PURPOSE, cursor);
  if (opened === null || typeof opened !== 'object') throw invalidCursor('it is not a cursor this service issued');
  const payload = opened as Partial<CursorPayload>;
  const keyOk = sort === 'newest' ? typeof payload.k === 'string' && !Number.isNaN(Date.parse(payload.k)) : Number.isInteger(payload.k);
  if (payload.v !== 2 || typeof payload.i !== 'string') throw invalidCursor('it is not a cursor this service issued');
  if (payload.s !== sort || payload.f !== fingerprint || !keyOk) {
    throw invalidCursor('it was issued for a different sort or different filters; start again without cursor');
  }
  return { key: payload.k!, id: payload.i };
}

function invalidCursor(why: string): ApiError {
  return new ApiError('validation_error', `cursor is invalid: ${why}`);
}
