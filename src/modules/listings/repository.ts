import type { Queryable } from '../../platform/db/db.js';
import type { CursorPosition, ListingSort } from './cursor.js';
import type { Environment, ListingInput } from './listing-input.js';

/**
 * The one owner of the `listings` table (issue 15 item 3): every read and write of it is a function of this module,
 * and ListingRow is the one declaration of its row. Browse, the importer, partner inventory reads, the partner search
 * index and domain search all come here. Status changes made by sales go through transitionListing.
 */

/** `reserved` (migrations/023): a quote or order holds the listing; it is not for sale to anyone else meanwhile. */
export type ListingStatus = 'active' | 'reserved' | 'sold' | 'withdrawn';

export interface ListingRow {
  id: string;
  domain: string;
  tld: string;
  label_length: number;
  buy_now_cents: number;
  floor_cents: number | null;
  currency: string;
  status: ListingStatus;
  environment: Environment;
  category: string | null;
  tags: string[];
  description: string | null;
  created_at: Date;
  updated_at: Date;
}

export const LISTING_COLUMNS = `id, domain, tld, label_length, buy_now_cents, floor_cents, currency, status, environment,
  category, tags, description, created_at, updated_at`;

/** One listing by name in an environment, whatever its status (null: never listed there). */
export async function findListingByDomain(db: Queryable, environment: Environment, domain: string): Promise<ListingRow | null> {
  const rows = await db.query<ListingRow>(`SELECT ${LISTING_COLUMNS} FROM listings WHERE domain = $1 AND environment = $2`, [domain, environment]);
  return rows[0] ?? null;
}

export async function findListingById(db: Queryable, id: string): Promise<ListingRow | null> {
  const rows = await db.query<ListingRow>(`SELECT ${LISTING_COLUMNS} FROM listings WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/** The active listings of an environment among `ids` (any order; ids not active there are left out). */
export async function activeListingsByIds(db: Queryable, environment: Environment, ids: string[]): Promise<ListingRow[]> {
  if (ids.length === 0) return [];
  return db.query<ListingRow>(
    `SELECT ${LISTING_COLUMNS} FROM listings WHERE id = ANY($1) AND environment = $2 AND status = 'active'`,
    [ids, environment],
  );
}

/** Which of `domains` have a listing, in any environment and status (the unique index on `domain`). */
export async function listedDomains(db: Queryable, domains: string[]): Promise<Set<string>> {
  const rows = await db.query<{ domain: string }>('SELECT domain FROM listings WHERE domain = ANY($1::text[])', [[...new Set(domains)]]);
  return new Set(rows.map((row) => row.domain));
}

/** A listing's name as the partner search index reads it. */
export type ListingName = Pick<ListingRow, 'id' | 'domain' | 'tld'>;

/** Every active listing's name in an environment, by id. */
export async function activeListingNames(db: Queryable, environment: Environment): Promise<ListingName[]> {
  return db.query<ListingName>(`SELECT id, domain, tld FROM listings WHERE environment = $1 AND status = 'active' ORDER BY id`, [environment]);
}

/**
 * A stamp of an environment's active listings (their count and a hash of their ids): it changes when a listing
 * enters or leaves the active set, so the partner search index is rebuilt only then. One aggregate, no rows shipped.
 */
export async function activeListingsStamp(db: Queryable, environment: Environment): Promise<string> {
  const [row] = await db.query<{ n: number; ids: string | null }>(
    `SELECT count(*)::int AS n, md5(string_agg(id, ',' ORDER BY id)) AS ids FROM listings WHERE environment = $1 AND status = 'active'`,
    [environment],
  );
  return `${row?.n ?? 0}:${row?.ids ?? ''}`;
}

/** A listing for sale, as domain search marks a name with it (src/search). */
export interface ActiveListing {
  id: string;
  domain: string;
  buy_now_cents: number;
  currency: string;
}

/**
 * The SELECT of the active listings of an environment among a text[] of domains, as rows (kind 'listing', domain,
 * data: an ActiveListing as json), for a caller to put in a UNION ALL with its own table: domain search reads these
 * and its stored decisions in one round trip. `domains` and `environment` are the caller's placeholders ($1, $2).
 */
export function activeListingsAmongSql(domains: string, environment: string): string {
  return `SELECT 'listing' AS kind, domain, json_build_object('id', id, 'domain', domain, 'buy_now_cents', buy_now_cents, 'currency', currency) AS data
       FROM listings WHERE domain = ANY(${domains}::text[]) AND status = 'active' AND environment = ${environment}`;
}

/** The filters of interface A's listing browse, already validated (src/modules/listings/browse.ts). */
export interface ActiveListingFilter {
  environment: Environment;
  /** Lower case: a part of the name, or a whole tag. */
  q?: string | undefined;
  tld?: string | undefined;
  minCents?: number | undefined;
  maxCents?: number | undefined;
  maxLength?: number | undefined;
}

/** ORDER BY and the keyset comparison of each sort; every order ends in the unique id (a total order). */
const ORDER: Record<ListingSort, { column: string; direction: 'ASC' | 'DESC'; key: (row: ListingRow) => string | number }> = {
  newest: { column: 'created_at', direction: 'DESC', key: (r) => r.created_at.toISOString() },
  price_asc: { column: 'buy_now_cents', direction: 'ASC', key: (r) => r.buy_now_cents },
  price_desc: { column: 'buy_now_cents', direction: 'DESC', key: (r) => r.buy_now_cents },
  length: { column: 'label_length', direction: 'ASC', key: (r) => r.label_length },
};

/** The cursor key of a row under a sort: what a page after it starts from. */
export function listingSortKey(sort: ListingSort, row: ListingRow): string | number {
  return ORDER[sort].key(row);
}

/**
 * One page of active listings and the count of all that match, the two statements run side by side. Paging is by
 * keyset when `after` is given (`(column, id) < / > (key, id)`, served by the listings_newest/_price/_length indexes
 * of migrations/004), else by offset. `limit` is how many rows to fetch.
 */
export async function browseActiveListings(
  db: Queryable, filter: ActiveListingFilter, page: { sort: ListingSort; limit: number; offset: number; after?: CursorPosition | undefined },
): Promise<{ rows: ListingRow[]; total: number }> {
  const where: string[] = ['environment = $1', `status = 'active'`];
  const params: unknown[] = [filter.environment];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (filter.q) {
    const like = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    params.push(like, filter.q);
    where.push(`(domain LIKE $${params.length - 1} OR $${params.length} = ANY(tags))`);
  }
  if (filter.tld) add('tld = ?', filter.tld);
  if (filter.minCents !== undefined) add('buy_now_cents >= ?', filter.minCents);
  if (filter.maxCents !== undefined) add('buy_now_cents <= ?', filter.maxCents);
  if (filter.maxLength !== undefined) add('label_length <= ?', filter.maxLength);

  const filterWhere = where.join(' AND ');
  const filterParams = [...params];
  const order = ORDER[page.sort];
  if (page.after) {
    const comparison = order.direction === 'ASC' ? '>' : '<';
    params.push(page.sort === 'newest' ? new Date(page.after.key) : page.after.key, page.after.id);
    where.push(`(${order.column}, id) ${comparison} ($${params.length - 1}, $${params.length})`);
  }
  params.push(page.limit);
  let sql = `SELECT ${LISTING_COLUMNS} FROM listings WHERE ${where.join(' AND ')}
    ORDER BY ${order.column} ${order.direction}, id ${order.direction} LIMIT $${params.length}`;
  if (!page.after && page.offset > 0) {
    params.push(page.offset);
    sql += ` OFFSET $${params.length}`;
  }
  const [rows, countRows] = await Promise.all([
    db.query<ListingRow>(sql, params),
    db.query<{ total: number }>(`SELECT count(*) AS total FROM listings WHERE ${filterWhere}`, filterParams),
  ]);
  return { rows, total: Number(countRows[0]?.total ?? 0) };
}

/**
 * Inserts or updates listings by domain in one statement (arrays unnested, so a batch of 500 is one round trip).
 * An existing listing keeps its id and created_at. A `reserved` listing stays reserved: a quote or order holds it,
 * and only that sale's transitions (transitionListing) may release it; its other columns are updated.
 */
export async function upsertListings(
  db: Queryable, listings: { id: string; input: ListingInput }[], environment: Environment, now: Date,
): Promise<{ inserted: number; updated: number }> {
  const rows = await db.query<{ inserted: boolean }>(
    `INSERT INTO listings (id, domain, tld, label_length, buy_now_cents, floor_cents, currency, status, environment,
       category, tags, description, created_at, updated_at)
     SELECT x.id, x.domain, x.tld, x.len, x.price, x.floor, 'USD', x.status, $13, x.category,
       CASE WHEN x.tags = '' THEN '{}'::text[] ELSE string_to_array(x.tags, '|') END, x.description, x.created, $14
     FROM unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::int[], $6::int[], $7::text[], $8::text[],
       $9::text[], $10::text[], $11::timestamptz[], $12::int[])
       AS x(id, domain, tld, len, price, floor, status, category, tags, description, created, ord)
     ORDER BY x.ord
     ON CONFLICT (domain) DO UPDATE SET tld = EXCLUDED.tld, label_length = EXCLUDED.label_length,
       buy_now_cents = EXCLUDED.buy_now_cents, floor_cents = EXCLUDED.floor_cents,
       status = CASE WHEN listings.status = 'reserved' THEN listings.status ELSE EXCLUDED.status END,
       environment = EXCLUDED.environment, category = EXCLUDED.category, tags = EXCLUDED.tags,
       description = EXCLUDED.description, updated_at = EXCLUDED.updated_at
     RETURNING (xmax = 0) AS inserted`,
    [
      listings.map((l) => l.id),
      listings.map((l) => l.input.domain.ascii),
      listings.map((l) => l.input.domain.tld),
      listings.map((l) => l.input.domain.labelLength),
      listings.map((l) => l.input.buyNowCents),
      listings.map((l) => l.input.floorCents),
      listings.map((l) => l.input.status),
      listings.map((l) => l.input.category),
      listings.map((l) => l.input.tags.join('|')),
      listings.map((l) => l.input.description),
      listings.map((l) => l.input.listedAt ?? now),
      listings.map((_, i) => i),
      environment,
      now,
    ],
  );
  const inserted = rows.filter((r) => r.inserted).length;
  return { inserted, updated: rows.length - inserted };
}

/**
 * The status changes a listing may make (issue 15 item 3), by target state → the states it may come from:
 * active → reserved (a quote or order holds it) → sold (paid); reserved → active (the reservation is released);
 * sold → active (re-listed after a refund); active ↔ withdrawn (the seller takes it off the market and back).
 * Anything else (sold → reserved, withdrawn → sold, …) is refused.
 */
export const LISTING_TRANSITIONS: Readonly<Record<ListingStatus, readonly ListingStatus[]>> = {
  reserved: ['active'],
  sold: ['reserved'],
  active: ['reserved', 'sold', 'withdrawn'],
  withdrawn: ['active'],
};

export type TransitionOutcome =
  | { ok: true; listing: ListingRow }
  | { ok: false; reason: 'not_found' }
  /** `status`: the listing's state when the change was refused (e.g. `reserved`: someone else holds it). */
  | { ok: false; reason: 'refused'; status: ListingStatus };

/**
 * Moves a listing to `to` in one conditional UPDATE: it applies only while the listing is in a state `to` may come
 * from (narrowed to `from` when given: a refund re-lists only a `sold` listing, never a reserved one), so two
 * transactions reserving the same listing cannot both win: the second waits for the first's row lock, then finds
 * the status changed and matches nothing (READ COMMITTED re-checks the WHERE on the new row version). A refusal is
 * an outcome, not an error, and the caller's transaction stays usable. Takes the caller's Queryable, so the change
 * commits or rolls back with the quote, order or refund it belongs to.
 */
export async function transitionListing(
  db: Queryable, input: { id: string; to: ListingStatus; from?: ListingStatus | readonly ListingStatus[]; now: Date },
): Promise<TransitionOutcome> {
  const narrowed = input.from === undefined ? null : new Set<ListingStatus>(typeof input.from === 'string' ? [input.from] : input.from);
  const allowed = LISTING_TRANSITIONS[input.to].filter((status) => narrowed === null || narrowed.has(status));
  if (allowed.length > 0) {
    const [listing] = await db.query<ListingRow>(
      `UPDATE listings SET status = $2, updated_at = $3 WHERE id = $1 AND status = ANY($4::text[]) RETURNING ${LISTING_COLUMNS}`,
      [input.id, input.to, input.now, allowed],
    );
    if (listing) return { ok: true, listing };
  }
  const current = await db.query<{ status: ListingStatus }>('SELECT status FROM listings WHERE id = $1', [input.id]);
  return current[0] ? { ok: false, reason: 'refused', status: current[0].status } : { ok: false, reason: 'not_found' };
}

/**
 * active → reserved by name, for an order's first step (issue 16): the same rule as transitionListing in one
 * conditional UPDATE found by (domain, environment), so the sale's hot path needs no read before it; the status is
 * read only when the move is refused (who holds it, or that it was never listed there).
 */
export async function reserveListingByDomain(db: Queryable, input: { environment: Environment; domain: string; now: Date }): Promise<TransitionOutcome> {
  const [listing] = await db.query<ListingRow>(
    `UPDATE listings SET status = 'reserved', updated_at = $3 WHERE domain = $1 AND environment = $2 AND status = ANY($4::text[])
     RETURNING ${LISTING_COLUMNS}`,
    [input.domain, input.environment, input.now, LISTING_TRANSITIONS.reserved],
  );
  if (listing) return { ok: true, listing };
  const current = await db.query<{ status: ListingStatus }>('SELECT status FROM listings WHERE domain = $1 AND environment = $2', [input.domain, input.environment]);
  return current[0] ? { ok: false, reason: 'refused', status: current[0].status } : { ok: false, reason: 'not_found' };
}
