import type { Queryable } from '../db/db.js';
import type { RedisConnection } from '../redis.js';

/**
 * Fixed-window counters (issue 15 item 6): one mechanism for every limit and quota — the partner per-minute limits,
 * the search per-minute limit, the WHOIS daily quota. A counter is named by a scope (what is limited), a subject
 * (who: `ip:…`, `user:…`, a partner key id) and the window's start. Each store moves a counter in one atomic step
 * that refuses to count past the limit, so parallel requests never overshoot and a refused request is not counted.
 */
export interface CounterStore {
  /** memory: this process only (PGlite); database: the `rate_counters` table; redis: REDIS_URL. */
  readonly kind: 'memory' | 'database' | 'redis';
  /** Counts one unless `limit` is reached; the count including this one, or null when over the limit. */
  consume(counter: CounterRef, limit: number): Promise<number | null>;
  /** Gives one back (never below zero): the work the count paid for did not happen. */
  refund(counter: CounterRef): Promise<void>;
  /** The current count (0 for a counter never moved). */
  used(counter: CounterRef): Promise<number>;
  /** Forgets windows that ended before `before`. */
  purge(before: Date): Promise<void>;
}

export interface CounterRef {
  scope: string;
  subject: string;
  windowStart: Date;
  windowEnd: Date;
}

/** The `rate_counters` table (migration 024): shared by every instance on the database, durable across restarts. */
export class SqlCounterStore implements CounterStore {
  readonly kind = 'database';
  constructor(private readonly db: Queryable) {}

  async consume(c: CounterRef, limit: number): Promise<number | null> {
    if (limit < 1) return null;
    // Atomic: PostgreSQL serialises the conflicting row and the WHERE re-reads its current value, so exactly
    // `limit` of any number of concurrent calls succeed.
    const rows = await this.db.query<{ used: number }>(
      `INSERT INTO rate_counters AS r (scope, subject, window_start, window_end, used) VALUES ($1, $2, $3, $4, 1)
       ON CONFLICT (scope, subject, window_start) DO UPDATE SET used = r.used + 1 WHERE r.used < $5
       RETURNING used`,
      [c.scope, c.subject, c.windowStart, c.windowEnd, limit],
    );
    return rows[0] ? Number(rows[0].used) : null;
  }

  async refund(c: CounterRef): Promise<void> {
    await this.db.query(
      'UPDATE rate_counters SET used = used - 1 WHERE scope = $1 AND subject = $2 AND window_start = $3 AND used > 0',
      [c.scope, c.subject, c.windowStart],
    );
  }

  async used(c: CounterRef): Promise<number> {
    const rows = await this.db.query<{ used: number }>(
      'SELECT used FROM rate_counters WHERE scope = $1 AND subject = $2 AND window_start = $3', [c.scope, c.subject, c.windowStart],
    );
    return rows[0] ? Number(rows[0].used) : 0;
  }

  async purge(before: Date): Promise<void> {
    await this.db.query('DELETE FROM rate_counters WHERE window_end < $1', [before]);
  }
}

/**
 * Counters in this process's memory: exact on the embedded database, where one process serves every request
 * (DATA_DIR/pglite.lock) and a check-and-set on the one event loop is atomic. Forgotten at a restart.
 */
export class MemoryCounterStore implements CounterStore {
  readonly kind = 'memory';
  /** window end (ms) → `scope\0subject\0start` → used. Grouped by window so purging is by whole windows. */
  private readonly windows = new Map<number, Map<string, number>>();

  private slot(c: CounterRef): { counts: Map<string, number>; key: string } {
    const end = c.windowEnd.getTime();
    let counts = this.windows.get(end);
    if (!counts) {
      // A new window: forget those that ended more than a minute before it began (memory stays bounded).
      for (const old of this.windows.keys()) if (old < c.windowStart.getTime() - 60_000) this.windows.delete(old);
      counts = new Map();
      this.windows.set(end, counts);
    }
    return { counts, key: `${c.scope}\0${c.subject}\0${c.windowStart.getTime()}` };
  }

  /** Synchronous inside (no await between read and write): atomic on the one event loop. */
  consumeNow(c: CounterRef, limit: number): number | null {
    const { counts, key } = this.slot(c);
    const used = counts.get(key) ?? 0;
    if (used >= limit) return null;
    counts.set(key, used + 1);
    return used + 1;
  }

  async consume(c: CounterRef, limit: number): Promise<number | null> {
    return this.consumeNow(c, limit);
  }

  async refund(c: CounterRef): Promise<void> {
    const { counts, key } = this.slot(c);
    const used = counts.get(key) ?? 0;
    if (used > 0) counts.set(key, used - 1);
  }

  async used(c: CounterRef): Promise<number> {
    return this.windows.get(c.windowEnd.getTime())?.get(`${c.scope}\0${c.subject}\0${c.windowStart.getTime()}`) ?? 0;
  }

  async purge(before: Date): Promise<void> {
    for (const end of this.windows.keys()) if (end < before.getTime()) this.windows.delete(end);
  }
}

/** Counts only while under the limit, so a client hammering a closed window does not push its reset further. */
export const REDIS_CONSUME_SCRIPT = `
local used = tonumber(redis.call('GET', KEYS[1]) or '0')
if used >= tonumber(ARGV[1]) then return -1 end
used = redis.call('INCR', KEYS[1])
if used == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return used`;

const REFUND_SCRIPT = `
local used = tonumber(redis.call('GET', KEYS[1]) or '0')
if used > 0 then return redis.call('DECR', KEYS[1]) end
return 0`;

/** The Redis key of a counter: the window start comes from the injected clock, so tests and instances agree. */
export function redisCounterKey(prefix: string, c: Pick<CounterRef, 'scope' | 'subject' | 'windowStart'>): string {
  return `${prefix}rate:${c.scope}:${c.subject}:${c.windowStart.getTime()}`;
}

/** Counters in Redis (REDIS_URL): shared by every instance without loading the database. Keys outlive their window a little. */
export class RedisCounterStore implements CounterStore {
  readonly kind = 'redis';
  private readonly consumeScript: (...args: string[]) => Promise<unknown>;
  private readonly refundScript: (...args: string[]) => Promise<unknown>;

  constructor(private readonly redis: RedisConnection) {
    this.consumeScript = redis.defineScript('npCounterConsume', 1, REDIS_CONSUME_SCRIPT);
    this.refundScript = redis.defineScript('npCounterRefund', 1, REFUND_SCRIPT);
  }

  /** How long a key lives: its window plus a minute (Redis expires it on its own clock). */
  private ttlMs(c: CounterRef): string {
    return String(Math.max(1, c.windowEnd.getTime() - c.windowStart.getTime()) + 60_000);
  }

  async consume(c: CounterRef, limit: number): Promise<number | null> {
    if (limit < 1) return null;
    const used = Number(await this.redis.run(() => this.consumeScript(redisCounterKey(this.redis.keyPrefix, c), String(limit), this.ttlMs(c))));
    return used < 0 ? null : used;
  }

  async refund(c: CounterRef): Promise<void> {
    await this.redis.run(() => this.refundScript(redisCounterKey(this.redis.keyPrefix, c)));
  }

  async used(c: CounterRef): Promise<number> {
    return Number((await this.redis.run(() => this.redis.client.get(redisCounterKey(this.redis.keyPrefix, c)))) ?? 0);
  }

  async purge(): Promise<void> {}
}
