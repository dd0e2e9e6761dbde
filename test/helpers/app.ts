import { after, before, beforeEach } from 'node:test';
import pino from 'pino';
import { buildApp } from '../../src/app.js';
import { createRuntime } from '../../src/bootstrap.js';
import { resetFeatures } from '../../src/features.js';
import { ManualClock, SequentialIds } from '../../src/platform/clock.js';
import { loadConfig, type Config } from '../../src/platform/config.js';
import type { AppContext } from '../../src/context.js';
import { RtrClient } from '../../src/providers/rtr/client.js';
import type { Db } from '../../src/platform/db/db.js';
import type { TypedApp } from '../../src/platform/http/typed-app.js';
import { openTestDb, resetDb } from './db.js';
import { FAKE_RTR_CUSTOMER, FAKE_RTR_KEY, FakeRtr } from './fake-rtr.js';

export interface TestApp {
  app: TypedApp;
  ctx: AppContext;
  clock: ManualClock;
  /** Every log line the app wrote (level info and up), parsed; tests assert on what is (not) logged. */
  logs: Record<string, unknown>[];
  close(): Promise<void>;
}

export const TEST_START = '2026-03-01T12:00:00.000Z';

/** The real application on a shared test database, a manual clock and the local fake RTR server. */
export async function buildTestApp(
  db: Db,
  rtr: FakeRtr,
  env: Record<string, string> = {},
  configure?: (config: Config) => Config,
  extend?: (app: TypedApp) => void,
): Promise<TestApp> {
  // 2 s: short enough for the tests that wait out a hanging upstream, long enough for a loaded CI machine.
  let config = loadConfig({ LOG_LEVEL: 'silent', RTR_TIMEOUT_MS: '2000', ...env });
  if (configure) config = configure(config);
  const clock = new ManualClock(TEST_START);
  const registry = new RtrClient({ baseUrl: rtr.baseUrl, apiKey: FAKE_RTR_KEY, customer: FAKE_RTR_CUSTOMER, timeoutMs: config.rtr.timeoutMs });
  const logs: Record<string, unknown>[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => void logs.push(JSON.parse(line) as Record<string, unknown>) });
  const runtime = await createRuntime(config, { clock, ids: new SequentialIds(), log, db, registry, registrar: registry, availability: registry });
  const app = await buildApp(runtime.ctx);
  extend?.(app);
  await app.ready();
  return {
    app,
    ctx: runtime.ctx,
    clock,
    logs,
    close: async () => {
      await app.close();
      await runtime.close();
    },
  };
}

export interface TestAppHandle {
  rtr: FakeRtr;
  db: Db;
  t: TestApp;
}

/**
 * Registers the usual hooks of a route test file inside the current describe(): one fake RTR server,
 * one database and one app for the file; before each test the tables are emptied, the fake upstream
 * and the per-process caches reset and the clock put back to TEST_START.
 */
export function useTestApp(options: { env?: Record<string, string>; extend?: (app: TypedApp) => void } = {}): TestAppHandle {
  const handle = { rtr: new FakeRtr() } as TestAppHandle;
  before(async () => {
    await handle.rtr.start();
    handle.db = await openTestDb();
    handle.t = await buildTestApp(handle.db, handle.rtr, options.env, undefined, options.extend);
  });
  after(async () => {
    await handle.t.close();
    await handle.db.close();
    await handle.rtr.stop();
  });
  beforeEach(async () => {
    await resetDb(handle.db);
    handle.rtr.reset();
    resetFeatures(handle.t.ctx);
    handle.t.clock.set(TEST_START);
  });
  return handle;
}
