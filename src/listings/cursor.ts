import { createHash } from 'node:crypto';
import { ApiError } from '../errors.js';

export const LISTING_SORTS = ['newest', 'price_asc', 'price_desc', 'length'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

/** The position after the last row of a page: that row's sort key and id (keyset paging). */
export interface CursorPosition {
  key: string | number;
  id: string;
}

interface CursorPayload {
  v: 1;
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

/** Opaque to clients (base64url JSON); its meaning may change without notice, so never document it. */
export function encodeCursor(sort: ListingSort, position: CursorPosition, fingerprint: string): string {
  const payload: CursorPayload = { v: 1, s: sort, k: position.key, i: position.id, f: fingerprint };
  return Buffer.from(JSON.stringify(payload)).toString('base64url');
}

export function decodeCursor(cursor: string, sort: ListingSort, fingerprint: string): CursorPosition {
  let payload: Partial<CursorPayload>;
  try {
    payload = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Partial<CursorPayload>;
  } catch {
    throw invalidCursor('it is not a cursor this service issued');
  }
  const keyOk = sort === 'newest' ? typeof payload.k === 'string' && !Number.isNaN(Date.parse(payload.k)) : Number.isInteger(payload.k);
  if (payload.v !== 1 || typeof payload.i !== 'string' || !keyOk) throw invalidCursor('it is not a cursor this service issued');
  if (payload.s !== sort || payload.f !== fingerprint) {
    throw invalidCursor('it was issued for a different sort or different filters; start again without cursor');
  }
  return { key: payload.k!, id: payload.i };
}

function invalidCursor(why: string): ApiError {
  return new ApiError('validation_error', `cursor is invalid: ${why}`);
}
