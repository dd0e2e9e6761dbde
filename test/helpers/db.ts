import { after, before, beforeEach } from 'node:test';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Db } from '../../src/platform/db/db.js';
import { migrate } from '../../src/platform/db/migrate.js';
import { openPglite } from '../../src/platform/db/pglite.js';
import { openPostgres } from '../../src/platform/db/postgres.js';

/**
 * The database a test file runs on: in-memory PGlite by default, or — when TEST_DATABASE=postgres —
 * a fresh database created on the PostgreSQL server for this file and dropped at close.
 */
export const TEST_DATABASE = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';
export const TEST_POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A fresh, empty database on the PostgreSQL server; `drop` removes it (and ends its connections). */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `nameport_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

export async function openTestDb(): Promise<Db> {
  if (TEST_DATABASE === 'pglite') {
    const db = await openPglite(undefined);
    await migrate(db);
    return db;
  }
  const database = await createTestDatabase();
  const db = await openPostgres(database.url, 5);
  await migrate(db);
  return {
    ...db,
    close: async () => {
      await db.close();
      await database.drop();
    },
  };
}

/** Empties every table but the migration record, so tests in one file share one database. */
export async function resetDb(db: Db): Promise<void> {
  const rows = await db.query<{ tablename: string }>(
    `SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'schema_migrations'`,
  );
  if (rows.length > 0) await db.exec(`TRUNCATE ${rows.map((r) => `"${r.tablename}"`).join(', ')}`);
}

/**
 * The usual hooks of a file that tests against the database alone (no app): one database for the file, opened before
 * its tests, emptied before each (unless `reset: false`) and closed after. Read `handle.db` inside tests.
 */
export function useTestDb(options: { reset?: boolean } = {}): { db: Db } {
  const handle = {} as { db: Db };
  before(async () => {
    handle.db = await openTestDb();
  });
  after(async () => {
    await handle.db.close();
  });
  if (options.reset !== false) beforeEach(() => resetDb(handle.db));
  return handle;
}
