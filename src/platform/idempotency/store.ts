import { ApiError } from '../errors.js';
import type { Queryable } from '../db/db.js';

/**
 * One idempotency store for every write a caller may retry (issue 15 item 6): WHOIS lookups, bulk jobs and partner
 * writes. The mechanism is claim → lease → outcome → replay, scoped per caller:
 *
 * - claim: one unique insert names the request that runs (DESIGN.md races: a key checked and then inserted lets two
 *   requests run). A key held by a running request answers 409 conflict; a key whose lease lapsed (its instance
 *   crashed) is taken over by the retry.
 * - lease: `expires_at` is the lease's end while running (renewable by the holder) and the retention's end once done.
 * - outcome: the holder stores what a retry must get back (JSON: a response, a lookup id, a job id); only the holder,
 *   named by its `claim_id`, can store or release.
 * - replay: the same key with the same request fingerprint gets the outcome; another fingerprint is 409 conflict.
 *
 * Callers decide what is stored and what releases the key (a refusal of the input is never stored).
 */

export interface IdempotencyKeyRef {
  /** The feature: `whois`, `bulk`, `partner`. */
  namespace: string;
  /** Who may replay it: `ip:…` / `user:…`, or a partner key id and route. Keys never cross scopes. */
  scope: string;
  key: string;
}

export type ClaimOutcome<T> = { kind: 'claimed' } | { kind: 'replay'; outcome: T };

export interface ClaimOptions {
  claimId: string;
  now: Date;
  leaseMs: number;
  /** What makes two requests "the same" (a body hash, a domain). */
  fingerprint: string;
  /** 409 messages, worded for the caller's front door (`otherRequest` gets the stored fingerprint). */
  messages?: { otherRequest?: (storedFingerprint: string) => string; running?: string };
}

const OTHER_REQUEST = 'this Idempotency-Key was already used with a different request; use a new key for a new operation';
const RUNNING = 'a request with this Idempotency-Key is still running; retry shortly with the same key';

interface Row {
  fingerprint: string;
  state: 'running' | 'done';
  outcome: unknown;
}

export async function claimIdempotencyKey<T>(q: Queryable, ref: IdempotencyKeyRef, options: ClaimOptions): Promise<ClaimOutcome<T>> {
  const { now, claimId, fingerprint } = options;
  // A key released (deleted) between the insert and the read is claimed again; bounded, since each round either
  // claims, reads a row, or lost a race that cannot repeat for ever.
  for (let attempt = 0; attempt < 3; attempt++) {
    const claimed = await q.query(
      `INSERT INTO idempotency_keys AS k (namespace, scope, idempotency_key, fingerprint, claim_id, state, outcome, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, 'running', NULL, $6, $7)
       ON CONFLICT (namespace, scope, idempotency_key) DO UPDATE
         SET fingerprint = EXCLUDED.fingerprint, claim_id = EXCLUDED.claim_id, state = 'running', outcome = NULL,
             created_at = EXCLUDED.created_at, expires_at = EXCLUDED.expires_at
         WHERE k.expires_at <= $6
       RETURNING claim_id`,
      [ref.namespace, ref.scope, ref.key, fingerprint, claimId, now, new Date(now.getTime() + options.leaseMs)],
    );
    if (claimed.length === 1) return { kind: 'claimed' };
    const rows = await q.query<Row>(
      'SELECT fingerprint, state, outcome FROM idempotency_keys WHERE namespace = $1 AND scope = $2 AND idempotency_key = $3',
      [ref.namespace, ref.scope, ref.key],
    );
    const row = rows[0];
    if (!row) continue;
    if (row.fingerprint !== fingerprint) throw new ApiError('conflict', options.messages?.otherRequest?.(row.fingerprint) ?? OTHER_REQUEST);
    if (row.state === 'running') throw new ApiError('conflict', options.messages?.running ?? RUNNING);
    return { kind: 'replay', outcome: row.outcome as T };
  }
  throw new ApiError('conflict', 'this Idempotency-Key is changing hands; retry shortly with the same key');
}

/** Extends a running claim's lease; false when the claim is no longer the holder's (lapsed and taken over, or settled). */
export async function renewIdempotencyClaim(q: Queryable, ref: IdempotencyKeyRef, claimId: string, leaseUntil: Date): Promise<boolean> {
  const rows = await q.query(
    `UPDATE idempotency_keys SET expires_at = $5
      WHERE namespace = $1 AND scope = $2 AND idempotency_key = $3 AND claim_id = $4 AND state = 'running' RETURNING 1`,
    [ref.namespace, ref.scope, ref.key, claimId, leaseUntil],
  );
  return rows.length === 1;
}

/** Stores the outcome a retry replays, kept until `retainUntil`; only the holder of the claim can. */
export async function completeIdempotencyKey(q: Queryable, ref: IdempotencyKeyRef, claimId: string, outcome: unknown, retainUntil: Date): Promise<boolean> {
  const rows = await q.query(
    `UPDATE idempotency_keys SET state = 'done', outcome = $5::jsonb, expires_at = $6
      WHERE namespace = $1 AND scope = $2 AND idempotency_key = $3 AND claim_id = $4 AND state = 'running' RETURNING 1`,
    [ref.namespace, ref.scope, ref.key, claimId, JSON.stringify(outcome), retainUntil],
  );
  return rows.length === 1;
}

/** Gives the key up (nothing happened that a retry must see): the next request with it runs afresh. */
export async function releaseIdempotencyKey(q: Queryable, ref: IdempotencyKeyRef, claimId: string): Promise<void> {
  await q.query(
    `DELETE FROM idempotency_keys WHERE namespace = $1 AND scope = $2 AND idempotency_key = $3 AND claim_id = $4 AND state = 'running'`,
    [ref.namespace, ref.scope, ref.key, claimId],
  );
}

/** Housekeeping: keys past their retention (or abandoned leases) are free anyway; deleting them keeps the table small. */
export async function purgeExpiredIdempotencyKeys(q: Queryable, now: Date): Promise<number> {
  const rows = await q.query('DELETE FROM idempotency_keys WHERE expires_at <= $1 RETURNING 1', [now]);
  return rows.length;
}
