import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { ApiError } from '../../errors.js';
import type { GuardStore } from './stores.js';

/** Counts only while under the limit, so a client hammering a closed window does not push its reset further. */
const CONSUME_SCRIPT = `
local used = tonumber(redis.call('GET', KEYS[1]) or '0')
if used >= tonumber(ARGV[1]) then return -1 end
used = redis.call('INCR', KEYS[1])
if used == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return used`;

const ADMIT_SCRIPT = `
if not redis.call('SET', KEYS[1], '1', 'PX', ARGV[1], 'NX') then return -2 end
local used = tonumber(redis.call('GET', KEYS[2]) or '0')
if used >= tonumber(ARGV[2]) then return -1 end
used = redis.call('INCR', KEYS[2])
if used == 1 then redis.call('PEXPIRE', KEYS[2], ARGV[3]) end
return used`;

/** Between two connection attempts while Redis is down: at most this long (so recovery is noticed quickly). */
const RECONNECT_MAX_DELAY_MS = 2_000;
/** What a partner is told to wait after a 503 (about one reconnect attempt). */
const RETRY_AFTER_SECONDS = 2;

export interface RedisGuardOptions {
  /** REDIS_TIMEOUT_MS: the bound of a connection attempt and of every command. */
  timeoutMs: number;
  log?: Logger;
}

/**
 * Nonces and rate counters in Redis (REDIS_URL; README "Partner interface (B)", "When Redis is unreachable").
 *
 * Issue 14 item 8: with ioredis' defaults an unreachable Redis held every partner request for up to 10 s (connect
 * timeout, commands queued offline) and then answered 500. Here every wait is bounded by REDIS_TIMEOUT_MS and an
 * outage answers 503 service_unavailable at once:
 * - no offline queue: while the connection is down a command fails immediately instead of piling up;
 * - a connection attempt, each command, and a connection that stops answering (socketTimeout: dropped and
 *   reconnected) are bounded by the timeout;
 * - a command in flight when the connection drops fails rather than being re-sent on reconnect: a re-sent
 *   `SET NX` of a nonce the first attempt already recorded would refuse a fresh request as a replay.
 */
export class RedisGuardStore implements GuardStore {
  readonly kind = 'redis';
  readonly mode = 'script';
  private readonly redis: Redis;
  private readonly timeoutMs: number;
  private readonly log: Logger | undefined;
  /** Whether the last thing seen was a working connection; an outage and the recovery are logged once each. */
  private up = true;

  constructor(url: string, private readonly prefix: string, options: RedisGuardOptions) {
    this.timeoutMs = options.timeoutMs;
    this.log = options.log;
    this.redis = new Redis(url, {
      connectTimeout: options.timeoutMs,
      commandTimeout: options.timeoutMs,
      socketTimeout: options.timeoutMs,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      autoResendUnfulfilledCommands: false,
      retryStrategy: (attempt: number) => Math.min(attempt * 200, RECONNECT_MAX_DELAY_MS),
      enableAutoPipelining: true,
      lazyConnect: false,
    });
    this.redis.on('error', (error: Error) => this.noteDown(error));
    this.redis.on('ready', () => {
      if (!this.up) this.log?.info('Redis reachable again: partner requests are served');
      this.up = true;
    });
    // Sent once, then run by SHA (EVALSHA): a few hundred bytes less per request.
    this.redis.defineCommand('npConsume', { numberOfKeys: 1, lua: CONSUME_SCRIPT });
    this.redis.defineCommand('npAdmit', { numberOfKeys: 2, lua: ADMIT_SCRIPT });
  }

  private noteDown(error: Error): void {
    if (!this.up) return;
    this.up = false;
    this.log?.warn({ err: error.message }, 'Redis unreachable: partner requests answer 503 service_unavailable until it is back');
  }

  private get scripts(): { npConsume(...args: string[]): Promise<unknown>; npAdmit(...args: string[]): Promise<unknown> } {
    return this.redis as unknown as { npConsume(...args: string[]): Promise<unknown>; npAdmit(...args: string[]): Promise<unknown> };
  }

  /**
   * Runs one command. While a connection attempt is in progress (the first one at start, or one during an outage)
   * the command waits for it, at most the timeout; between attempts it fails at once.
   */
  private async run<T>(command: () => Promise<T>): Promise<T> {
    try {
      if (this.redis.status !== 'ready') await this.connectionInProgress();
      return await command();
    } catch (error) {
      this.noteDown(error as Error);
      throw unavailable();
    }
  }

  private async connectionInProgress(): Promise<void> {
    const status = this.redis.status;
    if (status !== 'wait' && status !== 'connecting' && status !== 'connect') throw new Error(`connection ${status}`);
    await new Promise<void>((resolve, reject) => {
      const done = (error?: Error) => {
        clearTimeout(timer);
        this.redis.off('ready', onReady);
        this.redis.off('close', onClose);
        if (error) reject(error);
        else resolve();
      };
      const onReady = () => done();
      const onClose = () => done(new Error('connection closed'));
      const timer = setTimeout(() => done(new Error(`no connection within ${this.timeoutMs} ms`)), this.timeoutMs);
      this.redis.once('ready', onReady);
      this.redis.once('close', onClose);
    });
  }

  /** GET /readyz: Redis answers a PING within the timeout. */
  async ping(): Promise<void> {
    await this.run(() => this.redis.ping());
  }

  async recordNonce(keyId: string, nonce: string, now: Date, expiresAt: Date): Promise<boolean> {
    // Redis expires the key on its own clock; the window length comes from the injected clock's difference.
    const ttlMs = Math.max(1, expiresAt.getTime() - now.getTime());
    const set = await this.run(() => this.redis.set(`${this.prefix}nonce:${keyId}:${nonce}`, '1', 'PX', ttlMs, 'NX'));
    return set === 'OK';
  }

  async consume(keyId: string, bucket: string, windowStart: Date, limit: number): Promise<number | null> {
    // The window start is part of the key (taken from the injected clock); the key outlives its window a little.
    const key = `${this.prefix}rate:${keyId}:${bucket}:${windowStart.getTime()}`;
    const used = Number(await this.run(() => this.scripts.npConsume(key, String(limit), String(2 * 60_000))));
    return used < 0 ? null : used;
  }

  async admit(keyId: string, nonce: string, now: Date, expiresAt: Date, bucket: string, windowStart: Date, limit: number): Promise<'replay' | number | null> {
    const ttlMs = Math.max(1, expiresAt.getTime() - now.getTime());
    const result = Number(await this.run(() => this.scripts.npAdmit(
      `${this.prefix}nonce:${keyId}:${nonce}`, `${this.prefix}rate:${keyId}:${bucket}:${windowStart.getTime()}`,
      String(ttlMs), String(limit), String(2 * 60_000),
    )));
    return result === -2 ? 'replay' : result === -1 ? null : result;
  }

  async close(): Promise<void> {
    if (this.redis.status !== 'ready') {
      this.redis.disconnect();
      return;
    }
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

/**
 * The partner sees 503 with Retry-After (not a 500): the request was not judged, and a retry may pass. The cause
 * (an internal address, a socket error) goes to the log once per outage, not to the caller.
 */
function unavailable(): ApiError {
  return new ApiError(
    'service_unavailable',
    'the store of partner nonces and rate limits (Redis) is not reachable right now; retry with a new nonce shortly',
    { dependency: 'redis' },
    { retryAfterSeconds: RETRY_AFTER_SECONDS },
  );
}
