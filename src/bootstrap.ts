import pino, { type Logger } from 'pino';
import { randomIds, systemClock, type Clock, type IdGenerator } from './clock.js';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import { RootZone } from './domains/root-zone.js';
import { PriceBook } from './pricing/price-book.js';
import { RtrClient } from './providers/rtr/client.js';
import { SANDBOX_API_KEY, SANDBOX_CUSTOMER, startSandboxUpstream } from './providers/rtr/sandbox-upstream.js';
import type { RegistryDataProvider } from './providers/rtr/types.js';
import type { Db } from './storage/db.js';
import { openDatabase } from './storage/open.js';
import { TldMetadataState } from './tlds/state.js';

export interface ContextOverrides {
  clock?: Clock;
  ids?: IdGenerator;
  log?: Logger;
  db?: Db;
  registry?: RegistryDataProvider;
}

export interface Runtime {
  ctx: AppContext;
  close(): Promise<void>;
}

/**
 * Builds the context the process runs on. In sandbox mode the built-in sandbox upstream is started
 * and the real RTR client is pointed at it. Tests pass their own clock, database and upstream.
 */
export async function createRuntime(config: Config, overrides: ContextOverrides = {}): Promise<Runtime> {
  const closers: (() => Promise<void>)[] = [];
  const log = overrides.log ?? pino({ level: config.logLevel, base: { service: 'nameport' } });
  const clock = overrides.clock ?? systemClock;

  let registry = overrides.registry;
  if (!registry) {
    let rtr = config.rtr;
    if (config.sandbox) {
      const upstream = await startSandboxUpstream();
      closers.push(upstream.close);
      rtr = { ...rtr, baseUrl: upstream.baseUrl, apiKey: SANDBOX_API_KEY, customer: SANDBOX_CUSTOMER };
    }
    registry = new RtrClient(rtr);
  }

  const db = overrides.db ?? (await openDatabase(config));
  if (!overrides.db) closers.push(() => db.close());

  const ctx: AppContext = {
    config,
    db,
    clock,
    ids: overrides.ids ?? randomIds,
    log,
    registry,
    rootZone: RootZone.load(),
    tldMetadata: new TldMetadataState(clock, config.memoryCacheSeconds),
    priceBook: new PriceBook(db, clock, config.memoryCacheSeconds * 1000),
  };
  return {
    ctx,
    close: async () => {
      for (const close of closers.reverse()) await close().catch((error) => log.warn({ err: error }, 'close failed'));
    },
  };
}
