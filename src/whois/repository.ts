import type { Queryable } from '../storage/db.js';
import type { WhoisRecord } from './record.js';

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
  result: WhoisRecord | string;
  created_at: Date | string;
}

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
const toLookup = (r: LookupRow): StoredLookup => ({
  id: r.id, subject: r.subject, domain: r.domain, result: json(r.result), createdAt: new Date(r.created_at),
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

export interface IdempotencyClaim {
  /** True when this call claimed the key (first use, or the old claim had expired): it must do the work. */
  claimed: boolean;
  domain: string;
  lookupId: string | null;
}

/**
 * Claims (subject, key) with one statement: inserted when new, taken over when the previous claim is older than
 * `expiredBefore` (or was released) or was abandoned unfinished before `abandonedBefore` (its process died
 * mid-lookup), otherwise left alone and returned as it stands. Never check-then-insert
 * (DESIGN.md races): two concurrent requests with one key cannot both claim it.
 */
export async function claimIdempotencyKey(
  db: Queryable, subject: string, key: string, domain: string, at: Date, expiredBefore: Date, abandonedBefore: Date,
): Promise<IdempotencyClaim> {
  const claimed = await db.query<{ domain: string }>(
    `INSERT INTO whois_idempotency AS i (subject, idempotency_key, domain, lookup_id, created_at) VALUES ($1, $2, $3, NULL, $4)
     ON CONFLICT (subject, idempotency_key) DO UPDATE SET domain = EXCLUDED.domain, lookup_id = NULL, created_at = EXCLUDED.created_at
     WHERE i.created_at < $5 OR (i.lookup_id IS NULL AND i.created_at < $6)
     RETURNING domain`,
    [subject, key, domain, at, expiredBefore, abandonedBefore],
  );
  if (claimed[0]) return { claimed: true, domain, lookupId: null };
  const rows = await db.query<{ domain: string; lookup_id: string | null }>(
    'SELECT domain, lookup_id FROM whois_idempotency WHERE subject = $1 AND idempotency_key = $2',
    [subject, key],
  );
  const row = rows[0];
  // Released between the two statements: claim again.
  if (!row) return claimIdempotencyKey(db, subject, key, domain, at, expiredBefore, abandonedBefore);
  return { claimed: false, domain: row.domain, lookupId: row.lookup_id };
}

export async function completeIdempotencyKey(db: Queryable, subject: string, key: string, lookupId: string): Promise<void> {
  await db.query('UPDATE whois_idempotency SET lookup_id = $3 WHERE subject = $1 AND idempotency_key = $2', [subject, key, lookupId]);
}

/** Frees a key whose request ended without a stored lookup (404, 429, 503): a retry runs again. */
export async function releaseIdempotencyKey(db: Queryable, subject: string, key: string): Promise<void> {
  await db.query('DELETE FROM whois_idempotency WHERE subject = $1 AND idempotency_key = $2 AND lookup_id IS NULL', [subject, key]);
}
