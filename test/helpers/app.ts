import type { AddressInfo } from 'node:net';
import { after, before, beforeEach } from 'node:test';
import pino from 'pino';
import { buildApp } from '../../src/app.js';
import { createRuntime, type ContextOverrides } from '../../src/bootstrap.js';
import type { AppContext } from '../../src/context.js';
import { resetFeatures } from '../../src/features.js';
import { syncPrices } from '../../src/modules/catalog/pricing/sync.js';
import { runDueSyncs } from '../../src/modules/catalog/sync/schedule.js';
import { seedSandboxListings } from '../../src/modules/listings/sandbox-inventory.js';
import { ManualClock, SequentialIds } from '../../src/platform/clock.js';
import { loadConfig, type Config } from '../../src/platform/config.js';
import type { Db } from '../../src/platform/db/db.js';
import type { TypedApp } from '../../src/platform/http/typed-app.js';
import { RdapBootstrap } from '../../src/providers/rdap/bootstrap.js';
import { RdapClient } from '../../src/providers/rdap/client.js';
import { RtrClient } from '../../src/providers/rtr/client.js';
import { openTestDb, resetDb } from './db.js';
import { FakeDns } from './fake-dns.js';
import { FakeRdap } from './fake-rdap.js';
import { FAKE_RTR_CUSTOMER, FAKE_RTR_KEY, FakeRtr } from './fake-rtr.js';

/**
 * The one builder of the real application for tests (issue 15 item 10). Two upstream modes:
 *  - fake (default): a manual clock at TEST_START, sequential ids, the FakeRtr on 127.0.0.1 as registry, registrar and
 *    availability check; with `search`, FakeRdap and FakeDns on 127.0.0.1 too;
 *  - sandbox: the app as `serve --sandbox` builds it (built-in loopback upstreams, the system clock, random ids).
 * `buildTestApp` builds one app (the caller closes it); `useTestApp` registers the hooks of a test file around one.
 */

export const TEST_START = '2026-03-01T12:00:00.000Z';

export interface TestAppOptions {
  /**
   * Environment on top of LOG_LEVEL=silent, PASSWORD_HASH_COST=test (and, with the fake upstream, RTR_TIMEOUT_MS=2000). useTestApp reads it
   * when it builds the app, so a before() hook registered earlier may still fill it in (a port known only then).
   */
  env?: Record<string, string>;
  configure?: (config: Config) => Config;
  /** Test-only routes, registered after the app's own and before it is ready. */
  extend?: (app: TypedApp, ctx: AppContext) => void;
}

export interface TestApp {
  app: TypedApp;
  ctx: AppContext;
  clock: ManualClock;
  /** Every log line the app wrote (level info and up), parsed; tests assert on what is (not) logged. */
  logs: Record<string, unknown>[];
  close(): Promise<void>;
}

/** An app in sandbox mode: the system clock, so no clock to drive. */
export type SandboxTestApp = Omit<TestApp, 'clock'>;

async function startApp(config: Config, overrides: ContextOverrides, options: TestAppOptions & { prepare?: (ctx: AppContext) => Promise<void> }) {
  const logs: Record<string, unknown>[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => void logs.push(JSON.parse(line) as Record<string, unknown>) });
  const runtime = await createRuntime(config, { log, ...overrides });
  // What `serve` runs before it builds the app (syncs, seeding).
  await options.prepare?.(runtime.ctx);
  const app = await buildApp(runtime.ctx);
  options.extend?.(app, runtime.ctx);
  await app.ready();
  const close = async () => {
    await app.close();
    await runtime.close();
  };
  return { app, ctx: runtime.ctx, logs, close };
}

function testConfig(options: TestAppOptions, base: Record<string, string>): Config {
  // PASSWORD_HASH_COST=test: scrypt at 1/80 of the service's cost (N·r·p); the suite signs up and in hundreds of times.
  // test/accounts-cli.test.ts checks the service's own parameters, with the variable unset.
  const config = loadConfig({ LOG_LEVEL: 'silent', PASSWORD_HASH_COST: 'test', ...base, ...options.env });
  return options.configure ? options.configure(config) : config;
}

/** The real application on a test database, a manual clock and the local fake RTR server. */
export async function buildTestApp(
  db: Db,
  rtr: FakeRtr,
  env: Record<string, string> = {},
  configure?: (config: Config) => Config,
  extend?: (app: TypedApp, ctx: AppContext) => void,
): Promise<TestApp> {
  // 2 s: short enough for the tests that wait out a hanging upstream, long enough for a loaded CI machine.
  const config = testConfig({ env, configure }, { RTR_TIMEOUT_MS: '2000' });
  const clock = new ManualClock(TEST_START);
  const registry = new RtrClient({ baseUrl: rtr.baseUrl, apiKey: FAKE_RTR_KEY, customer: FAKE_RTR_CUSTOMER, timeoutMs: config.rtr.timeoutMs });
  const started = await startApp(config, { clock, ids: new SequentialIds(), db, registry, registrar: registry, availability: registry }, { extend });
  return { ...started, clock };
}

/** The application as `serve --sandbox` builds it, on a test database; `prepare` runs what serve runs first. */
export async function buildSandboxTestApp(db: Db, options: TestAppOptions & { prepare?: (ctx: AppContext) => Promise<void> } = {}): Promise<SandboxTestApp> {
  return startApp(testConfig(options, { SANDBOX: 'true' }), { db }, options);
}

/** What the SDK tests' clients read of the sandbox (prices, TLD requirements, the 5,200 listings), without the demo account. */
export async function sandboxCatalogAndListings(ctx: AppContext): Promise<void> {
  await runDueSyncs(ctx);
  await seedSandboxListings(ctx);
}

export interface TestAppHandle {
  rtr: FakeRtr;
  db: Db;
  t: TestApp;
}

export interface SearchTestAppHandle extends TestAppHandle {
  rdap: FakeRdap;
  dns: FakeDns;
}

export interface SandboxTestAppHandle {
  db: Db;
  t: SandboxTestApp;
  /** `http://127.0.0.1:<port>` with `listen`: the real server, for clients that speak HTTP (the SDK tests). */
  baseUrl: string;
}

export interface UseTestAppOptions extends TestAppOptions {
  /**
   * Every source of domain search on 127.0.0.1 as well: FakeDns (real UDP, node's resolver), FakeRdap (the real RDAP
   * client through a bootstrap naming it). Deadlines are short so timeout cases run quickly; the price list is synced
   * before each test.
   */
  search?: boolean;
}

export interface UseSandboxAppOptions extends TestAppOptions {
  sandbox: true;
  prepare?: (ctx: AppContext) => Promise<void>;
  /** Listen on 127.0.0.1 on a free port (handle.baseUrl). */
  listen?: boolean;
}

/**
 * Registers the usual hooks of a test file inside the current describe(): one database and one app for the file.
 * Fake mode: before each test the tables are emptied, the fake upstreams and every feature's per-process caches
 * reset (src/features.ts) and the clock put back to TEST_START. Sandbox mode: the app is prepared once for the file.
 */
export function useTestApp(options: UseSandboxAppOptions): SandboxTestAppHandle;
export function useTestApp(options: UseTestAppOptions & { search: true }): SearchTestAppHandle;
export function useTestApp(options?: UseTestAppOptions): TestAppHandle;
export function useTestApp(options: UseTestAppOptions | UseSandboxAppOptions = {}): TestAppHandle | SandboxTestAppHandle {
  return 'sandbox' in options ? useSandboxApp(options) : useFakeUpstreamApp(options);
}

function useFakeUpstreamApp(options: UseTestAppOptions): TestAppHandle | SearchTestAppHandle {
  const handle = { rtr: new FakeRtr() } as SearchTestAppHandle;
  const env: Record<string, string> = {};
  if (options.search) {
    handle.rdap = new FakeRdap();
    handle.dns = new FakeDns();
  }
  before(async () => {
    await handle.rtr.start();
    if (options.search) {
      await handle.rdap.start();
      await handle.dns.start();
      await (await fetch(handle.rdap.baseUrl)).text();
      Object.assign(env, {
        RDAP_BOOTSTRAP_FILE: handle.rdap.bootstrapFile, RDAP_TIMEOUT_MS: '1000', DNS_SERVERS: handle.dns.address, DNS_TIMEOUT_MS: '1000',
        SEARCH_ROW_TIMEOUT_MS: '700', SEARCH_SUMMARY_GRACE_MS: '200',
      });
    }
    handle.db = await openTestDb();
    handle.t = await buildTestApp(handle.db, handle.rtr, { ...env, ...options.env }, options.configure, options.extend);
  });
  after(async () => {
    // The file's tests are over. A client that listened to the app may keep a connection on which it sent nothing yet
    // (Chromium preconnects); app.close() would wait for Node's headers timeout to drop it (about 65 s per browser file).
    handle.t.app.server.closeAllConnections();
    await handle.t.close();
    await handle.db.close();
    await handle.rtr.stop();
    if (options.search) {
      await handle.rdap.stop();
      await handle.dns.stop();
    }
  });
  beforeEach(async () => {
    await resetDb(handle.db);
    handle.rtr.reset();
    handle.t.clock.set(TEST_START);
    resetFeatures(handle.t.ctx);
    if (options.search) {
      // A fresh RDAP client: its rate-limit back-offs must not leak between tests (the clock was put back).
      const ctx = handle.t.ctx;
      ctx.rdap = new RdapClient({ bootstrap: RdapBootstrap.load(handle.rdap.bootstrapFile), timeoutMs: ctx.config.whois.rdapTimeoutMs, allowPrivateAddresses: true, clock: handle.t.clock });
      handle.rdap.reset();
      handle.dns.reset();
      await syncPrices(ctx);
    }
  });
  return handle;
}

function useSandboxApp(options: UseSandboxAppOptions): SandboxTestAppHandle {
  const handle = {} as SandboxTestAppHandle;
  before(async () => {
    handle.db = await openTestDb();
    handle.t = await buildSandboxTestApp(handle.db, options);
    if (options.listen) {
      await handle.t.app.listen({ port: 0, host: '127.0.0.1' });
      handle.baseUrl = `http://127.0.0.1:${(handle.t.app.server.address() as AddressInfo).port}`;
    }
  });
  after(async () => {
    // Node's fetch (undici) opens a fresh connection after a request is aborted mid-body and sends nothing on it;
    // app.close() would wait for Node's headers timeout (about 70 s) to drop it.
    if (options.listen) handle.t?.app.server.closeAllConnections();
    await handle.t?.close();
    await handle.db?.close();
  });
  return handle;
}
