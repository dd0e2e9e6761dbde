import type { Queryable } from './db.js';

/**
 * Names of the locks that serialise work across instances sharing one database (issue 14 item 5). A name is
 * hashed to PostgreSQL's 64-bit advisory-lock key with hashtextextended, as src/modules/accounts/throttle.ts does.
 *
 * A schedule lock (held by Db.withLock on a session of its own while an instance decides and runs) and a write
 * lock (taken inside the data transaction) must have different names: the transaction runs on another session
 * and would wait for the schedule lock its own caller holds.
 */
export const LOCK_NAMES = {
  /** Who runs the due price sync of this interval (src/modules/catalog/sync/schedule.ts). */
  schedulePrices: 'nameport:schedule:prices',
  scheduleTlds: 'nameport:schedule:tlds',
  /** Replacing the price list: DELETE + INSERT of two writers at once collide on tld_prices_pkey. */
  writePrices: 'nameport:write:prices',
  /** Upserting TLD metadata: two writers in different row orders can deadlock. */
  writeTlds: 'nameport:write:tlds',
  /** Loading the sandbox inventory (src/modules/listings/sandbox-inventory.ts). */
  sandboxListings: 'nameport:seed:sandbox-listings',
  /** Prefix of one partner account's referral links (+ `:partner:environment`): the count-then-insert of the link cap. */
  referralLinks: 'nameport:write:referral-links',
} as const;

/** Takes a transaction-scoped advisory lock: held until the transaction of `tx` commits or rolls back. */
export async function lockForTransaction(tx: Queryable, name: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [name]);
}

/**
 * Named locks among the callers of this process (PGlite: one process per data directory, and its one session
 * would re-enter a PostgreSQL advisory lock rather than wait for it). Callers of one name run one after another.
 */
export function inProcessLocks(): <T>(name: string, fn: () => Promise<T>) => Promise<T> {
  const tails = new Map<string, Promise<void>>();
  return async (name, fn) => {
    const previous = tails.get(name) ?? Promise.resolve();
    let release!: () => void;
    const current = new Promise<void>((resolve) => { release = resolve; });
    const tail = previous.then(() => current);
    tails.set(name, tail);
    await previous;
    try {
      return await fn();
    } finally {
      release();
      if (tails.get(name) === tail) tails.delete(name);
    }
  };
}
