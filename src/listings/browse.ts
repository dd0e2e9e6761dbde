import { domainToUnicode } from 'node:url';
import type { AppContext } from '../context.js';
import { parseTld } from '../domains/tld-name.js';
import { ApiError } from '../errors.js';
import { isSignedInVerified, type Viewer } from '../accounts/viewer.js';
import { tokenKey } from '../lib/sealed-token.js';
import { decodeCursor, encodeCursor, filterFingerprint, type ListingSort } from './cursor.js';
import type { Environment } from './listing-input.js';

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

interface Row {
  id: string;
  domain: string;
  tld: string;
  label_length: number;
  buy_now_cents: number;
  currency: string;
  category: string | null;
  tags: string[];
  description: string | null;
  created_at: Date;
}

/** ORDER BY and the keyset comparison of each sort; every order ends in the unique id (a total order). */
const ORDER: Record<ListingSort, { column: string; direction: 'ASC' | 'DESC'; key: (row: Row) => string | number }> = {
  newest: { column: 'created_at', direction: 'DESC', key: (r) => new Date(r.created_at).toISOString() },
  price_asc: { column: 'buy_now_cents', direction: 'ASC', key: (r) => r.buy_now_cents },
  price_desc: { column: 'buy_now_cents', direction: 'DESC', key: (r) => r.buy_now_cents },
  length: { column: 'label_length', direction: 'ASC', key: (r) => r.label_length },
};

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

  const where: string[] = ['environment = $1', `status = 'active'`];
  const params: unknown[] = [publicEnvironment(ctx)];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  const q = input.q?.trim().toLowerCase();
  if (q) {
    if (q.length > 63) throw new ApiError('validation_error', 'q must be at most 63 characters');
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    params.push(like, q);
    where.push(`(domain LIKE $${params.length - 1} OR $${params.length} = ANY(tags))`);
  }
  const tld = input.tld !== undefined ? parseTld(input.tld).ascii : undefined;
  if (tld) add('tld = ?', tld);
  const min = usdFilter(input.min, 'min');
  const max = usdFilter(input.max, 'max');
  if (min !== undefined && max !== undefined && min > max) throw new ApiError('validation_error', 'min must not exceed max');
  if (min !== undefined) add('buy_now_cents >= ?', min);
  if (max !== undefined) add('buy_now_cents <= ?', max);
  if (input.max_length !== undefined) {
    if (!Number.isInteger(input.max_length) || input.max_length < 1 || input.max_length > 63) throw new ApiError('validation_error', 'max_length must be 1 to 63');
    add('label_length <= ?', input.max_length);
  }

  const filterWhere = where.join(' AND ');
  const filterParams = [...params];
  const fingerprint = filterFingerprint({ q, tld, min, max, max_length: input.max_length, env: params[0] });
  const order = ORDER[sort];
  if (input.cursor !== undefined) {
    const position = decodeCursor(await tokenKey(ctx.db, ctx.clock.now()), input.cursor, sort, fingerprint);
    const comparison = order.direction === 'ASC' ? '>' : '<';
    params.push(sort === 'newest' ? new Date(position.key) : position.key, position.id);
    where.push(`(${order.column}, id) ${comparison} ($${params.length - 1}, $${params.length})`);
  }

  params.push(limit + 1);
  let sql = `SELECT id, domain, tld, label_length, buy_now_cents, currency, category, tags, description, created_at
    FROM listings WHERE ${where.join(' AND ')}
    ORDER BY ${order.column} ${order.direction}, id ${order.direction} LIMIT $${params.length}`;
  if (input.cursor === undefined && offset > 0) {
    params.push(offset);
    sql += ` OFFSET $${params.length}`;
  }
  const [rows, countRows] = await Promise.all([
    ctx.db.query<Row>(sql, params),
    ctx.db.query<{ total: number | string }>(`SELECT count(*) AS total FROM listings WHERE ${filterWhere}`, filterParams),
  ]);
  const hasMore = rows.length > limit;
  const pageRows = rows.slice(0, limit);
  const last = pageRows.at(-1);
  const unmasked = isSignedInVerified(input.viewer);
  const nextCursor = hasMore && last ? encodeCursor(await tokenKey(ctx.db, ctx.clock.now()), sort, { key: order.key(last), id: last.id }, fingerprint) : null;
  return {
    items: pageRows.map((row) => present(row, unmasked)),
    page: {
      limit,
      offset: input.cursor === undefined ? offset : 0,
      total: Number(countRows[0]?.total ?? 0),
      has_more: hasMore,
      next_cursor: nextCursor,
    },
  };
}

function usdFilter(value: number | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (!Number.isFinite(value) || value < 0 || value > 20_000_000) throw new ApiError('validation_error', `${name} must be a USD amount from 0 to 20000000`);
  return Math.round(value * 100);
}

function present(row: Row, unmasked: boolean): PublicListing {
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
    listed_at: new Date(row.created_at).toISOString(),
  };
}
