import { createConnection } from 'node:net';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Like the PostgreSQL pass: Redis tests run when Redis answers, are skipped with a notice otherwise, required in CI. */
export async function redisReachable(url = TEST_REDIS_URL): Promise<boolean> {
  const parsed = new URL(url);
  const up = await new Promise<boolean>((resolve) => {
    const socket = createConnection({ host: parsed.hostname, port: Number(parsed.port || 6379) });
    socket.setTimeout(1000);
    socket.once('connect', () => { socket.destroy(); resolve(true); });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => { socket.destroy(); resolve(false); });
  });
  if (!up && process.env.CI === 'true') throw new Error(`Redis is required in CI (TEST_REDIS_URL ${url})`);
  if (!up) console.log(`# notice: Redis not reachable at ${url}; the Redis tests are skipped`);
  return up;
}

/**
 * The environment of a test that needs a WORKING Redis: its own key prefix and a REDIS_TIMEOUT_MS of 5 s instead of the
 * 1 s default, because on a loaded 2-core CI machine the first connection alone has taken over 1 s (the request then
 * answered 503 and a rate-limit test failed). Outage tests set their own short timeout (test/redis-outage.test.ts).
 */
export function workingRedisEnv(keyPrefix: string): Record<string, string> {
  return { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: keyPrefix, REDIS_TIMEOUT_MS: '5000' };
}
