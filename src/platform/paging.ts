import { ApiError } from './errors.js';

/**
 * Keyset paging of the partner lists (orders, brokerage cases): newest first on (created_at, id), the cursor being where
 * the last page ended. The cursor holds only the row's own time and id, nothing the caller cannot see, and a cursor
 * that is not one of ours is a 400 that says what to pass instead.
 */

/** Query parameters every such list takes. */
export interface ListWindowQuery {
  status?: string | undefined;
  domain?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  limit?: number | undefined;
  cursor?: string | undefined;
}

export interface Page<T> {
  items: T[];
  page: { limit: number; has_more: boolean; next_cursor: string | null };
}

export interface KeysetPosition {
  createdAt: Date;
  id: string;
}

/** ISO 8601: a date (`2026-03-01`, midnight UTC) or a date-time with an offset or Z; 400 validation_error otherwise. */
export function isoInstant(text: string | undefined, name: string): Date | undefined {
  if (text === undefined || text === '') return undefined;
  const ok = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2}))?$/.test(text);
  const date = new Date(text);
  if (!ok || Number.isNaN(date.getTime())) {
    throw new ApiError('validation_error', `${name} must be an ISO 8601 date or date-time with a time zone, e.g. 2026-03-01 or 2026-03-01T12:00:00Z`);
  }
  return date;
}

/** `from` and `to` of a list query, read and checked together (from before to). */
export function listWindow(query: ListWindowQuery): { from: Date | undefined; to: Date | undefined } {
  const from = isoInstant(query.from, 'from');
  const to = isoInstant(query.to, 'to');
  if (from && to && from >= to) throw new ApiError('validation_error', 'from must be before to');
  return { from, to };
}

export function encodeCursor(row: { created_at: Date | string; id: string }): string {
  return Buffer.from(JSON.stringify([new Date(row.created_at).toISOString(), row.id]), 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string | undefined): KeysetPosition | undefined {
  if (cursor === undefined) return undefined;
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = null;
  }
  if (Array.isArray(parsed) && parsed.length === 2 && typeof parsed[0] === 'string' && typeof parsed[1] === 'string') {
    const createdAt = new Date(parsed[0]);
    if (!Number.isNaN(createdAt.getTime())) return { createdAt, id: parsed[1] };
  }
  throw new ApiError('validation_error', 'cursor is not a cursor of this list; pass page.next_cursor as it was returned');
}

/** One page from `limit + 1` rows read: the extra row only says whether there is more. */
export function pageOf<R extends { created_at: Date | string; id: string }, T>(rows: R[], limit: number, toItem: (row: R) => T): Page<T> {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  const hasMore = rows.length > limit && last !== undefined;
  return { items: items.map(toItem), page: { limit, has_more: hasMore, next_cursor: hasMore ? encodeCursor(last) : null } };
}
