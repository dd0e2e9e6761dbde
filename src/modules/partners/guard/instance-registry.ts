import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { ConfigError, type Config } from '../../../platform/config.js';
import type { AppContext } from '../../../context.js';
import type { Queryable } from '../../../platform/db/db.js';
import {
  deleteInstance, deleteInstancesSeenBefore, lockInstanceRegistry, otherInstancesSeenSince, saveInstance, type GuardInstanceRow,
} from './instance-repository.js';

/** How often a serving instance refreshes its row, and after how long without a refresh the row is ignored. */
export const INSTANCE_HEARTBEAT_MS = 30_000;
export const INSTANCE_STALE_MS = 90_000;

/**
 * `serve` refuses to start (exit 2, like a bad configuration value) when it would keep partner nonces somewhere
 * else than a running instance on the same database.
 */
export class GuardStoreConflictError extends ConfigError {
  constructor(message: string) {
    super('REDIS_URL', '');
    this.name = 'GuardStoreConflictError';
    this.message = message;
  }
}

export interface GuardStoreRegistration {
  /** At a clean stop: the row goes at once, so an instance of the other kind may start right away. */
  release(): Promise<void>;
}

/** Where this configuration keeps nonces and rate counters: one label per place that shares them. */
export function guardStoreLabel(config: Config): string {
  return config.redis.url ? `redis:${config.redis.keyPrefix}` : 'database';
}

/**
 * Issue 14 item 8: instances on one database must keep nonces in one place. One instance with REDIS_URL and one
 * without each accepted a request the other had already seen (a replay accepted 5 of 5), so `serve` records its
 * store in `partner_guard_instances` and refuses to start while a live instance records another one.
 *
 * Live means refreshed within INSTANCE_STALE_MS (on ctx.clock), so a deliberate change of REDIS_URL works once
 * the old instances are stopped (a clean stop deletes the row; a crashed instance's row expires) and a rolling
 * change, which would split the nonces while both kinds run, is refused. Instances with the same REDIS_URL but
 * different Redis servers are not detected (the URL of one server differs between hosts); the README says so.
 *
 * The embedded database (PGlite) is skipped: one process by construction (the DATA_DIR lock).
 */
export async function registerGuardStore(ctx: AppContext, options: { heartbeatMs?: number } = {}): Promise<GuardStoreRegistration> {
  if (ctx.db.kind === 'pglite') return { release: async () => undefined };
  const me = { id: randomUUID(), store: guardStoreLabel(ctx.config), host: hostname(), pid: process.pid, startedAt: ctx.clock.now() };

  await ctx.db.transaction(async (tx) => {
    await lockInstanceRegistry(tx);
    const now = ctx.clock.now();
    const others = await liveOthers(tx, me.id, now);
    const conflicting = others.filter((row) => row.store !== me.store);
    if (conflicting.length > 0) throw new GuardStoreConflictError(conflictMessage(me.store, conflicting));
    await deleteInstancesSeenBefore(tx, new Date(now.getTime() - INSTANCE_STALE_MS));
    await saveInstance(tx, me, now);
  });

  // Refresh the row; if it was dropped (the database was unreachable for longer than the stale time), write it back,
  // and say loudly when an instance of another kind started in the meantime: nothing can refuse it any more.
  const warned = new Set<string>();
  const heartbeat = setInterval(() => {
    void (async () => {
      const now = ctx.clock.now();
      await saveInstance(ctx.db, me, now);
      for (const row of (await liveOthers(ctx.db, me.id, now)).filter((r) => r.store !== me.store)) {
        if (warned.has(row.instance_id)) continue;
        warned.add(row.instance_id);
        ctx.log.error({ other: { host: row.host, pid: row.pid, store: row.store }, store: me.store },
          'another instance on this database keeps partner nonces elsewhere: a request replayed between the two is accepted');
      }
    })().catch((error: unknown) => ctx.log.warn({ err: error }, 'partner guard instance heartbeat failed'));
  }, options.heartbeatMs ?? INSTANCE_HEARTBEAT_MS);
  heartbeat.unref();

  return {
    release: async () => {
      clearInterval(heartbeat);
      await deleteInstance(ctx.db, me.id)
        .catch((error: unknown) => ctx.log.warn({ err: error }, 'could not remove this instance from partner_guard_instances'));
    },
  };
}

function liveOthers(db: Queryable, id: string, now: Date): Promise<GuardInstanceRow[]> {
  return otherInstancesSeenSince(db, id, new Date(now.getTime() - INSTANCE_STALE_MS));
}

function describeStore(store: string): string {
  return store === 'database'
    ? 'in the database (REDIS_URL not set)'
    : `in Redis (REDIS_URL set, REDIS_KEY_PREFIX "${store.slice('redis:'.length)}")`;
}

/** Says what is wrong, which instances are in the way, and how to fix it. */
function conflictMessage(mine: string, conflicting: GuardInstanceRow[]): string {
  const byStore = new Map<string, GuardInstanceRow[]>();
  for (const row of conflicting) byStore.set(row.store, [...(byStore.get(row.store) ?? []), row]);
  const theirs = [...byStore].map(([store, rows]) => {
    const listed = rows.slice(0, 5).map((r) => `host ${r.host} pid ${r.pid}, last seen ${new Date(r.seen_at).toISOString()}`).join('; ');
    const more = rows.length > 5 ? `; and ${rows.length - 5} more` : '';
    return `${rows.length} running instance${rows.length === 1 ? '' : 's'} on this database keep${rows.length === 1 ? 's' : ''} them ${describeStore(store)} (${listed}${more})`;
  }).join(', and ');
  return `Refusing to start: this instance would keep partner nonces and rate-limit counters ${describeStore(mine)}, but ${theirs}. `
    + 'A partner request replayed to an instance of the other kind would be accepted. '
    + 'To fix it, give every instance on this database the same REDIS_URL and REDIS_KEY_PREFIX (all set to one Redis, or all unset), '
    + 'or stop the other instances first. '
    + `An instance that stopped without a clean shutdown is forgotten ${INSTANCE_STALE_MS / 1000} s after it was last seen.`;
}
