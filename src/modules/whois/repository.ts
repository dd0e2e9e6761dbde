import type { Queryable } from '../../platform/db/db.js';
import type { WhoisRecord } from '../../providers/whois-record.js';

export interface StoredLookup {
  id: string;
  subject: string;
  domain: string;
  result: WhoisRecord;
  createdAt: Date;
}

interface LookupRow {
  id: string;
  subject: string;
  domain: string;
  result: WhoisRecord;
  created_at: Date;
}

const toLookup = (r: LookupRow): StoredLookup => ({
  id: r.id, subject: r.subject, domain: r.domain, result: r.result, createdAt: new Date(r.created_at),
});

export async function saveLookup(db: Queryable, lookup: StoredLookup): Promise<void> {
  await db.query(
    'INSERT INTO whois_lookups (id, subject, domain, result, created_at) VALUES ($1, $2, $3, $4, $5)',
    [lookup.id, lookup.subject, lookup.domain, JSON.stringify(lookup.result), lookup.createdAt],
  );
}

export async function findLookup(db: Queryable, id: string): Promise<StoredLookup | null> {
  const rows = await db.query<LookupRow>('SELECT id, subject, domain, result, created_at FROM whois_lookups WHERE id = $1', [id]);
  return rows[0] ? toLookup(rows[0]) : null;
}

/** A stored failed outcome (a 404 that used quota): replayed as the same error. */
export interface StoredError {
  code: 'not_found';
  message: string;
}

/**
 * `whois_cache`: provider answers by domain, in the database so every instance shares them (WHOIS_CACHE_SECONDS,
 * default 1 h). Only answers are cached; "no data" (404) and failures are not, so a new registration shows at once.
 */
export async function readCache(db: Queryable, domain: string, freshAfter: Date): Promise<WhoisRecord | null> {
  const rows = await db.query<{ result: WhoisRecord }>(
    'SELECT result FROM whois_cache WHERE domain = $1 AND fetched_at > $2',
    [domain, freshAfter],
  );
  return rows[0] ? rows[0].result : null;
}

export async function writeCache(db: Queryable, domain: string, result: WhoisRecord, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO whois_cache (domain, result, fetched_at) VALUES ($1, $2, $3)
     ON CONFLICT (domain) DO UPDATE SET result = EXCLUDED.result, fetched_at = EXCLUDED.fetched_at`,
    [domain, JSON.stringify(result), at],
  );
}
