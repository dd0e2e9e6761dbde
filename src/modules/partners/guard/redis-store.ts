import { RedisCounterStore, redisCounterKey, type CounterRef } from '../../../platform/limits/counters.js';
import type { RedisConnection } from '../../../platform/redis.js';
import type { GuardStore } from './stores.js';

/**
 * Records the nonce (SET NX) and, only when it is new, counts the request: the one limiter's counter script
 * (REDIS_CONSUME_SCRIPT) on KEYS[2] with its arguments shifted by one.
 */
const ADMIT_SCRIPT = `
if not redis.call('SET', KEYS[1], '1', 'PX', ARGV[1], 'NX') then return -2 end
local used = tonumber(redis.call('GET', KEYS[2]) or '0')
if used >= tonumber(ARGV[2]) then return -1 end
used = redis.call('INCR', KEYS[2])
if used == 1 then redis.call('PEXPIRE', KEYS[2], ARGV[3]) end
return used`;

/**
 * Nonces and rate counters in Redis (REDIS_URL; README "Partner interface (B)", "When Redis is unreachable"), on the
 * process's one Redis connection (src/platform/redis.ts: every wait bounded by REDIS_TIMEOUT_MS, an outage answers 503
 * service_unavailable at once). Counters use the one limiter's keys and script (src/platform/limits/counters.ts).
 */
export class RedisGuardStore implements GuardStore {
  readonly kind = 'redis';
  readonly mode = 'script';
  private readonly counters: RedisCounterStore;
  private readonly admitScript: (...args: string[]) => Promise<unknown>;

  constructor(private readonly redis: RedisConnection) {
    this.counters = new RedisCounterStore(redis);
    this.admitScript = redis.defineScript('npAdmit', 2, ADMIT_SCRIPT);
  }

  /** GET /readyz: Redis answers a PING within the timeout. */
  async ping(): Promise<void> {
    await this.redis.ping();
  }

  private nonceKey(keyId: string, nonce: string): string {
    return `${this.redis.keyPrefix}nonce:${keyId}:${nonce}`;
  }

  async recordNonce(keyId: string, nonce: string, now: Date, expiresAt: Date): Promise<boolean> {
    // Redis expires the key on its own clock; the window length comes from the injected clock's difference.
    const ttlMs = Math.max(1, expiresAt.getTime() - now.getTime());
    const set = await this.redis.run(() => this.redis.client.set(this.nonceKey(keyId, nonce), '1', 'PX', ttlMs, 'NX'));
    return set === 'OK';
  }

  async consume(counter: CounterRef, limit: number): Promise<number | null> {
    return this.counters.consume(counter, limit);
  }

  async admit(keyId: string, nonce: string, now: Date, expiresAt: Date, counter: CounterRef, limit: number): Promise<'replay' | number | null> {
    const ttlMs = Math.max(1, expiresAt.getTime() - now.getTime());
    const counterTtlMs = counter.windowEnd.getTime() - counter.windowStart.getTime() + 60_000;
    const result = Number(await this.redis.run(() => this.admitScript(
      this.nonceKey(keyId, nonce), redisCounterKey(this.redis.keyPrefix, counter), String(ttlMs), String(limit), String(counterTtlMs),
    )));
    return result === -2 ? 'replay' : result === -1 ? null : result;
  }

  /** The connection belongs to the process (ctx.limits), which closes it. */
  async close(): Promise<void> {}
}
