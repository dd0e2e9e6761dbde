import type { Db, Queryable } from './db/db.js';

/**
 * How a service joins its caller's transaction (issue 15 item 2), the one way used everywhere: services read and
 * write through `ctx.db` and open transactions with `ctx.db.transaction(…)`; a caller that needs several services
 * to commit or roll back together runs them through `inTransaction(ctx, (txCtx) => …)`. Inside, `txCtx.db` is the
 * open transaction, and a `transaction(…)` a service opens on it joins it (no nested commit), so a service written
 * for standalone use composes without change.
 */

const JOINED = Symbol('nameport.joinedTransaction');

interface JoinedDb extends Db {
  readonly [JOINED]: true;
}

/**
 * The database seen from inside a transaction: statements go to the transaction; a transaction opened on it joins
 * it; everything else (locks, kind) is the database's own, inherited.
 */
function joined(tx: Queryable, parent: Db): JoinedDb {
  const view = Object.create(parent) as JoinedDb;
  return Object.assign(view, {
    [JOINED]: true as const,
    query: <T>(sql: string, params?: unknown[]) => tx.query<T>(sql, params),
    // Joining: the work runs in the caller's transaction, committed or rolled back with it.
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) => fn(view),
    exec: () => Promise.reject(new Error('exec() (several statements) is not available inside a transaction; use query()')),
    close: () => Promise.reject(new Error('a transaction view cannot close the database')),
  });
}

export function isInTransaction(db: Db): boolean {
  return (db as Partial<JoinedDb>)[JOINED] === true;
}

/** Runs `fn` with a context whose `db` is one transaction; joins the caller's when `ctx` is already inside one. */
export async function inTransaction<C extends { db: Db }, T>(ctx: C, fn: (txCtx: C) => Promise<T>): Promise<T> {
  if (isInTransaction(ctx.db)) return fn(ctx);
  return ctx.db.transaction((tx) => fn({ ...ctx, db: joined(tx, ctx.db) }));
}
