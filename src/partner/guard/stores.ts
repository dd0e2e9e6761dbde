import type { Queryable } from '../../storage/db.js';
import { insertNonce } from './nonce-table.js';

/**
 * Where nonces and rate-limit counters live (issue 10): the database by default, Redis when REDIS_URL is set
 * (several instances share one count without loading the database). Both give the same answers: each
 * operation is one atomic step (a unique/conditional insert, or SET NX / a Lua script), never a read followed
 * by a write across an `await` (DESIGN.md races).
 */
export interface GuardStore {
  readonly kind: 'database' | 'redis';
  /** How: one SQL statement per request, memory with write-behind (PGlite, in-process.ts), or one Redis script. */
  readonly mode: 'statement' | 'in-process' | 'script';
  /**
   * Records a nonce of a credential; false when it is already recorded and not yet expired (a replay).
   * `expiresAt` is `now` plus the tracking window.
   */
  recordNonce(keyId: string, nonce: string, now: Date, expiresAt: Date): Promise<boolean>;
  /**
   * Counts one request in the fixed window starting at `windowStart` unless `limit` is already reached.
   * Returns the count including this request, or null when the request is over the limit (nothing counted).
   */
  consume(keyId: string, bucket: string, windowStart: Date, limit: number): Promise<number | null>;
  /**
   * Both in one atomic step (one statement, or one script): records the nonce and, only when it is new, counts
   * the request. 'replay' when the nonce was seen; otherwise what consume() answers. One round trip per signed
   * request instead of two (bench/README.md).
   */
  admit(keyId: string, nonce: string, now: Date, expiresAt: Date, bucket: string, windowStart: Date, limit: number): Promise<'replay' | number | null>;
  /**
   * GET /readyz: resolves when the outside system the store depends on answers (Redis, redis-store.ts); the
   * database stores resolve at once (the database is checked on its own).
   */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export class DbGuardStore implements GuardStore {
  readonly kind = 'database';
  readonly mode = 'statement';
  constructor(private readonly db: Queryable) {}

  async recordNonce(keyId: string, nonce: string, now: Date, expiresAt: Date): Promise<boolean> {
    return insertNonce(this.db, keyId, nonce, now, expiresAt);
  }

  async consume(keyId: string, bucket: string, windowStart: Date, limit: number): Promise<number | null> {
    const rows = await this.db.query<{ used: number }>(
      `INSERT INTO partner_rate_counters (key_id, bucket, window_start, used) VALUES ($1, $2, $3, 1)
       ON CONFLICT (key_id, bucket, window_start) DO UPDATE SET used = partner_rate_counters.used + 1
       WHERE partner_rate_counters.used < $4
       RETURNING used`,
      [keyId, bucket, windowStart, limit],
    );
    return rows.length === 1 ? Number(rows[0]!.used) : null;
  }

  async admit(keyId: string, nonce: string, now: Date, expiresAt: Date, bucket: string, windowStart: Date, limit: number): Promise<'replay' | number | null> {
    // The counter is moved only through rows of `n`: a replayed nonce (n empty) counts nothing.
    const rows = await this.db.query<{ fresh: number; used: number | null }>(
      `WITH n AS (
         INSERT INTO partner_nonces (key_id, nonce, expires_at) VALUES ($1, $2, $3)
         ON CONFLICT (key_id, nonce) DO UPDATE SET expires_at = EXCLUDED.expires_at WHERE partner_nonces.expires_at <= $4
         RETURNING key_id
       ), r AS (
         INSERT INTO partner_rate_counters (key_id, bucket, window_start, used)
         SELECT key_id, $5::text, $6::timestamptz, 1 FROM n
         ON CONFLICT (key_id, bucket, window_start) DO UPDATE SET used = partner_rate_counters.used + 1
         WHERE partner_rate_counters.used < $7::int
         RETURNING used
       )
       SELECT (SELECT count(*) FROM n)::int AS fresh, (SELECT used FROM r) AS used`,
      [keyId, nonce, expiresAt, now, bucket, windowStart, limit],
    );
    const row = rows[0]!;
    if (Number(row.fresh) === 0) return 'replay';
    return row.used === null ? null : Number(row.used);
  }

  async ping(): Promise<void> {}

  async close(): Promise<void> {}
}
