import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { Db } from '../db/db.js';
import { RedisConnection } from '../redis.js';
import { MemoryCounterStore, RedisCounterStore, SqlCounterStore, type CounterStore } from './counters.js';

/**
 * The counter stores of a process (issue 15 items 6, 9), chosen once from the configuration:
 * - with REDIS_URL, every counter is in Redis (several instances share it without loading the database);
 * - without it, on PostgreSQL, counters are rows of `rate_counters` (shared by every instance on the database);
 * - on the embedded PGlite (one process by construction), per-minute counters live in memory (exact, and faster),
 *   while the WHOIS daily quota stays in the table, so a restart does not hand out a fresh day.
 */
export interface Limits {
  /** Short windows (per-minute limits): memory on PGlite, else the shared store. */
  perMinute: CounterStore;
  /** Counters that must survive a restart (the WHOIS daily quota). */
  durable: CounterStore;
  /** The Redis connection when REDIS_URL is set (also the partner nonce store's). */
  redis: RedisConnection | null;
  close(): Promise<void>;
}

export function createLimits(config: Config, db: Db, log: Logger): Limits {
  const redis = config.redis.url ? new RedisConnection(config.redis.url, { timeoutMs: config.redis.timeoutMs, keyPrefix: config.redis.keyPrefix, log }) : null;
  const shared: CounterStore = redis ? new RedisCounterStore(redis) : new SqlCounterStore(db);
  return {
    perMinute: !redis && db.kind === 'pglite' ? new MemoryCounterStore() : shared,
    durable: shared,
    redis,
    close: async () => {
      await redis?.close();
    },
  };
}
