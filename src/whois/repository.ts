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

/** A stored failed outcome (a 404 that used quota): replayed as the same error. */
export interface StoredError {
  code: 'not_found';
  message: string;
}

export interface IdempotencyClaim {
  /** True when this call claimed the key (first use, or the old claim had expired): it must do the work. */
  claimed: boolean;
  domain: string;
  lookupId: string | null;
  /** The stored 404 of a finished request, if that was its outcome. */
  error: StoredError | null;
}

interface ClaimRow {
  domain: string;
  lookup_id: string | null;
  error: StoredError | string | null;
}

/**
 * Claims (subject, key) for the request `claimId` with one statement: inserted when new, taken over when the
 * previous claim is older than `expiredBefore` or was abandoned unfinished (no outcome) before `abandonedBefore`
 * (its process died mid-lookup), otherwise left alone and returned as it stands. Never check-then-insert
 * (DESIGN.md races): two concurrent requests with one key cannot both claim it.
 */
export async function claimIdempotencyKey(
  db: Queryable, subject: string, key: string, domain: string, claimId: string, at: Date, expiredBefore: Date, abandonedBefore: Date,
): Promise<IdempotencyClaim> {
  const claimed = await db.query<{ domain: string }>(
    `INSERT INTO whois_idempotency AS i (subject, idempotency_key, domain, claim_id, lookup_id, status, error, created_at)
     VALUES ($1, $2, $3, $4, NULL, NULL, NULL, $5)
     ON CONFLICT (subject, idempotency_key) DO UPDATE
       SET domain = EXCLUDED.domain, claim_id = EXCLUDED.claim_id, lookup_id = NULL, status = NULL, error = NULL, created_at = EXCLUDED.created_at
     WHERE i.created_at < $6 OR (i.lookup_id IS NULL AND i.status IS NULL AND i.created_at < $7)
     RETURNING domain`,
    [subject, key, domain, claimId, at, expiredBefore, abandonedBefore],
  );
  if (claimed[0]) return { claimed: true, domain, lookupId: null, error: null };
  const rows = await db.query<ClaimRow>(
    'SELECT domain, lookup_id, error FROM whois_idempotency WHERE subject = $1 AND idempotency_key = $2',
    [subject, key],
  );
  const row = rows[0];
  // Released between the two statements: claim again.
  if (!row) return claimIdempotencyKey(db, subject, key, domain, claimId, at, expiredBefore, abandonedBefore);
  const error = typeof row.error === 'string' ? (JSON.parse(row.error) as StoredError) : row.error;
  return { claimed: false, domain: row.domain, lookupId: row.lookup_id, error };
}

/** Stores the 201 outcome on this request's own claim (a claim taken over meanwhile is left alone). */
export async function completeIdempotencyKey(db: Queryable, subject: string, key: string, claimId: string, lookupId: string): Promise<void> {
  await db.query(
    'UPDATE whois_idempotency SET lookup_id = $4 WHERE subject = $1 AND idempotency_key = $2 AND claim_id = $3',
    [subject, key, claimId, lookupId],
  );
}

/** Stores a 404 that used quota on this request's own claim: a retry replays it without charging again. */
export async function failIdempotencyKey(db: Queryable, subject: string, key: string, claimId: string, error: StoredError): Promise<void> {
  await db.query(
    'UPDATE whois_idempotency SET status = 404, error = $4 WHERE subject = $1 AND idempotency_key = $2 AND claim_id = $3 AND lookup_id IS NULL',
    [subject, key, claimId, JSON.stringify(error)],
  );
}

/**
 * Frees this request's own claim when its outcome used no quota (400, 429, 503 refunded, 500): a retry runs
 * again. A claim another request has taken over (after the abandoned window) is not touched.
 */
export async function releaseIdempotencyKey(db: Queryable, subject: string, key: string, claimId: string): Promise<void> {
  await db.query(
    'DELETE FROM whois_idempotency WHERE subject = $1 AND idempotency_key = $2 AND claim_id = $3 AND lookup_id IS NULL AND status IS NULL',
    [subject, key, claimId],
  );
}
