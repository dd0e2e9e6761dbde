/**
 * The storage seam: a two-method interface over PostgreSQL-dialect SQL that both the embedded
 * PGlite (default, data under DATA_DIR) and a real PostgreSQL server (DATABASE_URL) implement.
 * Repositories take a `Queryable`, so they run the same inside or outside a transaction.
 */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction: committed when fn resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs fn while holding the named lock (src/platform/db/named-lock.ts), so one caller at a time runs it: across every
   * process sharing the database on PostgreSQL (a session advisory lock on a connection of its own, which the
   * server releases if the process dies), across the callers of this one process on PGlite.
   */
  withLock<T>(name: string, fn: () => Promise<T>): Promise<T>;
  /** Runs several statements separated by semicolons (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

/** Readiness: the database answers a trivial query (no table read). */
export async function pingDatabase(db: Queryable): Promise<void> {
  await db.query('SELECT 1');
}
