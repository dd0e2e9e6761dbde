import type { Logger } from 'pino';
import type { Clock } from '../../platform/clock.js';
import type { Config } from '../../platform/config.js';
import { MemoryCache } from '../../platform/lib/memory-cache.js';
import type { Db } from '../../platform/db/db.js';
import { SANDBOX_DEVELOPMENT_KEY, SecretBox } from './credentials/secret-box.js';
import type { VerifiedCredential } from './credentials/service.js';
import { InProcessGuardStore } from './guard/in-process.js';
import { RedisGuardStore } from './guard/redis-store.js';
import { DbGuardStore, type GuardStore } from './guard/stores.js';
import type { Limits } from '../../platform/limits/index.js';
import { MemoryCounterStore } from '../../platform/limits/counters.js';
import { InventorySearchState } from './inventory/search-state.js';

/** Per-process state of interface B, built once by bootstrap and reached through ctx.partner. */
export interface PartnerState {
  /** Seals and opens partner secrets; null when the partner API is not configured (no NAMEPORT_SECRET_KEY, not sandbox). */
  secretBox: SecretBox | null;
  /** True when the sandbox development key stands in for NAMEPORT_SECRET_KEY (sandbox secrets only). */
  usesDevelopmentKey: boolean;
  /** Key id → credential (null: unknown key id), for PARTNER_CREDENTIAL_CACHE_SECONDS. */
  credentials: MemoryCache<VerifiedCredential | null>;
  /**
   * Nonces and rate counters: Redis with REDIS_URL; otherwise on PGlite (one process by construction) memory with
   * write-behind to the table, on PostgreSQL (several instances possible) one statement per request.
   */
  guard: GuardStore;
  /** Key id → when last_used_at was last written by this process. */
  lastUsedWrites: Map<string, number>;
  search: InventorySearchState;
}

/** What `serve` says at start when NAMEPORT_SECRET_KEY is missing (null: nothing to say). */
export function secretKeyNotice(config: Config): string | null {
  if (config.partner.secretKey) return null;
  return config.sandbox
    ? 'NAMEPORT_SECRET_KEY is not set: sandbox partner secrets are sealed with the public development key (sandbox only)'
    : 'NAMEPORT_SECRET_KEY is not set: the partner API answers 503 service_unavailable until it is';
}

export function createPartnerState(config: Config, db: Db, clock: Clock, log: Logger, limits: Limits): PartnerState {
  const configured = config.partner.secretKey ?? (config.sandbox ? SANDBOX_DEVELOPMENT_KEY : undefined);
  return {
    secretBox: configured ? new SecretBox(configured) : null,
    usesDevelopmentKey: !config.partner.secretKey && config.sandbox,
    credentials: new MemoryCache(clock, config.partner.credentialCacheSeconds * 1000),
    guard: createGuardStore(db, clock, log, limits),
    lastUsedWrites: new Map(),
    search: new InventorySearchState(config, log),
  };
}

/** README "Partner interface (B)", Throughput: which store holds nonces (its counters are the process's limits). */
export function createGuardStore(db: Db, clock: Clock, log: Logger, limits: Limits): GuardStore {
  if (limits.redis) return new RedisGuardStore(limits.redis);
  if (db.kind === 'pglite') {
    return new InProcessGuardStore(db, clock, log, limits.perMinute instanceof MemoryCounterStore ? { counters: limits.perMinute } : {});
  }
  return new DbGuardStore(db);
}
