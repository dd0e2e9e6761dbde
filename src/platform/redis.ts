import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { ApiError } from './errors.js';

/** Between two connection attempts while Redis is down: at most this long (so recovery is noticed quickly). */
const RECONNECT_MAX_DELAY_MS = 2_000;
/** What a caller is told to wait after a 503 (about one reconnect attempt). */
const RETRY_AFTER_SECONDS = 2;

export interface RedisOptions {
  /** REDIS_TIMEOUT_MS: the bound of a connection attempt and of every command. */
  timeoutMs: number;
  /** Prefix of every key (REDIS_KEY_PREFIX), so several deployments can share one Redis. */
  keyPrefix: string;
  log?: Logger;
}

/**
 * The one Redis connection of a process (REDIS_URL), shared by every counter and the partner nonce store.
 *
 * Issue 14 item 8: with ioredis' defaults an unreachable Redis held requests for up to 10 s (connect timeout,
 * commands queued offline) and then answered 500. Here every wait is bounded by REDIS_TIMEOUT_MS and an outage
 * answers 503 service_unavailable at once:
 * - no offline queue: while the connection is down a command fails immediately instead of piling up;
 * - a connection attempt, each command, and a connection that stops answering (socketTimeout: dropped and
 *   reconnected) are bounded by the timeout;
 * - a command in flight when the connection drops fails rather than being re-sent on reconnect: a re-sent
 *   `SET NX` of a nonce the first attempt already recorded would refuse a fresh request as a replay, a re-sent
 *   increment would count a request twice.
 */
export class RedisConnection {
  readonly client: Redis;
  readonly keyPrefix: string;
  private readonly timeoutMs: number;
  private readonly log: Logger | undefined;
  /** Whether the last thing seen was a working connection; an outage and the recovery are logged once each. */
  private up = true;

  constructor(url: string, options: RedisOptions) {
    this.timeoutMs = options.timeoutMs;
    this.keyPrefix = options.keyPrefix;
    this.log = options.log;
    this.client = new Redis(url, {
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
    this.client.on('error', (error: Error) => this.noteDown(error));
    this.client.on('ready', () => {
      if (!this.up) this.log?.info('Redis reachable again');
      this.up = true;
    });
  }

  /** Registers a Lua script, sent once and then run by SHA (EVALSHA). */
  defineScript(name: string, numberOfKeys: number, lua: string): (...args: string[]) => Promise<unknown> {
    this.client.defineCommand(name, { numberOfKeys, lua });
    return (...args: string[]) => (this.client as unknown as Record<string, (...a: string[]) => Promise<unknown>>)[name]!(...args);
  }

  private noteDown(error: Error): void {
    if (!this.up) return;
    this.up = false;
    this.log?.warn({ err: error.message }, 'Redis unreachable: requests that need it answer 503 service_unavailable until it is back');
  }

  /**
   * Runs one command. While a connection attempt is in progress (the first one at start, or one during an outage)
   * the command waits for it, at most the timeout; between attempts it fails at once with 503.
   */
  async run<T>(command: () => Promise<T>): Promise<T> {
    try {
      if (this.client.status !== 'ready') await this.connectionInProgress();
      return await command();
    } catch (error) {
      this.noteDown(error as Error);
      throw redisUnavailable();
    }
  }

  private async connectionInProgress(): Promise<void> {
    const status = this.client.status;
    if (status !== 'wait' && status !== 'connecting' && status !== 'connect') throw new Error(`connection ${status}`);
    await new Promise<void>((resolve, reject) => {
      const done = (error?: Error) => {
        clearTimeout(timer);
        this.client.off('ready', onReady);
        this.client.off('close', onClose);
        if (error) reject(error);
        else resolve();
      };
      const onReady = () => done();
      const onClose = () => done(new Error('connection closed'));
      const timer = setTimeout(() => done(new Error(`no connection within ${this.timeoutMs} ms`)), this.timeoutMs);
      this.client.once('ready', onReady);
      this.client.once('close', onClose);
    });
  }

  /** GET /readyz: Redis answers a PING within the timeout. */
  async ping(): Promise<void> {
    await this.run(() => this.client.ping());
  }

  async close(): Promise<void> {
    if (this.client.status !== 'ready') {
      this.client.disconnect();
      return;
    }
    await this.client.quit().catch(() => this.client.disconnect());
  }
}

/**
 * The caller sees 503 with Retry-After (not a 500): the request was not judged, and a retry may pass. The cause
 * (an internal address, a socket error) goes to the log once per outage, not to the caller.
 */
export function redisUnavailable(): ApiError {
  return new ApiError(
    'service_unavailable',
    'a shared store this request needs (Redis) is not reachable right now; retry shortly (partner requests with a new nonce)',
    { dependency: 'redis' },
    { retryAfterSeconds: RETRY_AFTER_SECONDS },
  );
}
