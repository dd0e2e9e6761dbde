import type { Logger } from 'pino';
import type { Clock, IdGenerator } from './clock.js';
import type { Config } from './config.js';
import type { RootZone } from './domains/root-zone.js';
import type { PriceBook } from './pricing/price-book.js';
import type { RegistryDataProvider } from './providers/rtr/types.js';
import type { Db } from './storage/db.js';
import type { TldMetadataState } from './tlds/state.js';

/**
 * Everything a service needs, built once and passed explicitly (DESIGN.md): no module-level
 * singletons, so tests build a context with a manual clock and a local fake upstream.
 */
export interface AppContext {
  config: Config;
  db: Db;
  clock: Clock;
  ids: IdGenerator;
  log: Logger;
  /** Realtime Register (or the built-in sandbox upstream speaking its format). */
  registry: RegistryDataProvider;
  rootZone: RootZone;
  tldMetadata: TldMetadataState;
  priceBook: PriceBook;
}
