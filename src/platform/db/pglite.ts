import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable } from './db.js';
import { inProcessLocks } from './named-lock.js';
import { TEXT_PARSERS } from './types.js';

/** A PGlite database that can also be written out whole, to start another instance from (tests: a migrated template). */
export interface PgliteDb extends Db {
  /** The data directory as an uncompressed tar (PGlite's dumpDataDir), what `loadDataDir` accepts. */
  dumpDataDir(): Promise<Blob>;
}

/**
 * Embedded PostgreSQL (WASM). One instance per process: PGlite is single-connection and opening a
 * data directory costs seconds (DESIGN.md). `dataDir` undefined means in memory (tests).
 * `loadDataDir` starts from a dumped data directory instead of running initdb (the seconds above are mostly initdb).
 */
export async function openPglite(dataDir: string | undefined, options: { loadDataDir?: Blob } = {}): Promise<PgliteDb> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // Column values arrive as on node-postgres (types.ts).
  const settings = { parsers: TEXT_PARSERS, ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}) };
  const pg = dataDir ? new PGlite(dataDir, settings) : new PGlite(settings);
  await pg.waitReady;

  const asQueryable = (q: { query: PGlite['query'] }): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await q.query<T>(sql, params as unknown[]);
      return result.rows;
    },
  });

  const root = asQueryable(pg);
  return {
    kind: 'pglite',
    query: root.query,
    transaction: (fn) => pg.transaction((tx) => fn(asQueryable(tx))),
    // One process per data directory (data-dir-lock.ts): serialising this process's callers is enough.
    withLock: inProcessLocks(),
    exec: async (sql) => {
      await pg.exec(sql);
    },
    close: () => pg.close(),
    dumpDataDir: () => pg.dumpDataDir('none'),
  };
}
