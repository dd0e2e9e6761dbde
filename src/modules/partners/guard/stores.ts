import { SqlCounterStore, type CounterRef } from '../../../platform/limits/counters.js';
import type { Queryable } from '../../../platform/db/db.js';
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
   * Counts one request on its counter (the one limiter's counters, src/platform/limits) unless `limit` is already
   * reached. Returns the count including this request, or null when the request is over the limit (nothing counted).
   */
  consume(counter: CounterRef, limit: number): Promise<number | null>;
  /**
   * Both in one atomic step (one statement, or one script): records the nonce and, only when it is new, counts
   * the request. 'replay' when the nonce was seen; otherwise what consume() answers. One round trip per signed
   * request instead of two (bench/README.md).
   */
  admit(keyId: string, nonce: string, now: Date, expiresAt: Date, counter: CounterRef, limit: number): Promise<'replay' | number | null>;
  /**
   * GET /readyz: resolves when the outside system the store depends on answers (Redis, redis-store.ts); the
   * database stores resolve at once (the database is checked on its own).
   */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Nonces in `partner_nonces`, counters in the one limiter's `rate_counters` table: one statement per request. */
export class DbGuardStore implements GuardStore {
  readonly kind = 'database';
  readonly mode = 'statement';
  private readonly counters: SqlCounterStore;
  constructor(private readonly db: Queryable) {
    this.counters = new SqlCounterStore(db);
  }

  async recordNonce(keyId: string, nonce: string, now: Date, expiresAt: Date): Promise<boolean> {
    return insertNonce(this.db, keyId, nonce, now, expiresAt);
  }

  async consume(counter: CounterRef, limit: number): Promise<number | null> {
    return this.counters.consume(counter, limit);
  }

  async admit(keyId: string, nonce: string, now: Date, expiresAt: Date, counter: CounterRef, limit: number): Promise<'replay' | number | null> {
    // The counter is moved only through rows of `n`: a replayed nonce (n empty) counts nothing. The counter statement
    // is SqlCounterStore.consume's, joined to the nonce insert.
    const rows = await this.db.query<{ fresh: number; used: number | null }>(
      `WITH n AS (
         INSERT INTO partner_nonces (key_id, nonce, expires_at) VALUES ($1, $2, $3)
         ON CONFLICT (key_id, nonce) DO UPDATE SET expires_at = EXCLUDED.expires_at WHERE partner_nonces.expires_at <= $4
         RETURNING key_id
       ), r AS (
         INSERT INTO rate_counters AS c (scope, subject, window_start, window_end, used)
         SELECT $5::text, $6::text, $7::timestamptz, $8::timestamptz, 1 FROM n
         ON CONFLICT (scope, subject, window_start) DO UPDATE SET used = c.used + 1
         WHERE c.used < $9::int
         RETURNING used
       )
       SELECT (SELECT count(*) FROM n)::int AS fresh, (SELECT used FROM r) AS used`,
      [keyId, nonce, expiresAt, now, counter.scope, counter.subject, counter.windowStart, counter.windowEnd, limit],
    );
    const row = rows[0]!;
    if (Number(row.fresh) === 0) return 'replay';
    return row.used === null ? null : Number(row.used);
  }

  async ping(): Promise<void> {}

  async close(): Promise<void> {}
}
