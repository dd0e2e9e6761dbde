import { after, before } from 'node:test';
import pino from 'pino';
import { buildApp } from '../../src/app.js';
import { createRuntime, type Runtime } from '../../src/bootstrap.js';
import { loadConfig } from '../../src/platform/config.js';
import type { TypedApp } from '../../src/platform/http/typed-app.js';
import type { Db } from '../../src/platform/db/db.js';
import { openTestDb } from './db.js';

export interface SandboxAppHandle {
  db: Db;
  runtime: Runtime;
  app: TypedApp;
}

/**
 * The app as `serve --sandbox` builds it (built-in loopback upstreams, the shipped data set) on the test
 * database of this pass; `prepare` runs what serve runs before listening (syncs, seeding).
 */
export function useSandboxApp(prepare: (runtime: Runtime) => Promise<void> = async () => undefined): SandboxAppHandle {
  const handle = {} as SandboxAppHandle;
  before(async () => {
    handle.db = await openTestDb();
    handle.runtime = await createRuntime(loadConfig({ SANDBOX: 'true', LOG_LEVEL: 'silent' }), { db: handle.db, log: pino({ level: 'silent' }) });
    await prepare(handle.runtime);
    handle.app = await buildApp(handle.runtime.ctx);
  });
  after(async () => {
    await handle.app.close();
    await handle.runtime.close();
    await handle.db.close();
  });
  return handle;
}
