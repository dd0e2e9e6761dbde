import { join } from 'node:path';
import type { Config } from '../config.js';
import type { Db } from './db.js';
import { migrate } from './migrate.js';
import { openPglite } from './pglite.js';
import { openPostgres } from './postgres.js';

/** DATABASE_URL selects PostgreSQL; otherwise embedded PGlite under DATA_DIR/pglite. Migrates on open. */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'databasePoolMax' | 'dataDir'>): Promise<Db> {
  const db = config.databaseUrl
    ? await openPostgres(config.databaseUrl, config.databasePoolMax)
    : await openPglite(join(config.dataDir, 'pglite'));
  await migrate(db);
  return db;
}
