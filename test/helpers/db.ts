import { after, before, beforeEach } from 'node:test';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, openAsBlob, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { Db } from '../../src/platform/db/db.js';
import { loadMigrations, migrate } from '../../src/platform/db/migrate.js';
import { openPglite } from '../../src/platform/db/pglite.js';
import { openPostgres } from '../../src/platform/db/postgres.js';

/**
 * The database a test file runs on: in-memory PGlite by default, or — when TEST_DATABASE=postgres —
 * a fresh database created on the PostgreSQL server for this file and dropped at close.
 */
export const TEST_DATABASE = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';
export const TEST_POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Names of this process's databases on the server. Under `npm test` the runner sets the prefix per test file and drops
 * that file's databases itself once the file has ended (TEST_DATABASE_CLEANUP=runner): DROP DATABASE waits for a server
 * checkpoint, about 2 s here, which the next file need not wait for.
 */
const DATABASE_PREFIX = process.env.TEST_DATABASE_PREFIX ?? 'nameport_test_';
const DROPPED_BY_RUNNER = process.env.TEST_DATABASE_CLEANUP === 'runner';

/**
 * A fresh database on the PostgreSQL server, empty or (with `template`) a copy of that database; `drop` removes it (and
 * ends its connections). Its commits do not wait for the WAL to reach the disk (synchronous_commit = off, set on each
 * database: a template's settings are not copied): a crash of the server could lose the last commits of a test
 * database, nothing a test looks at, and each commit saves an fsync (about 5 ms here, thousands per pass).
 */
export async function createTestDatabase(template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${DATABASE_PREFIX}${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  try {
    await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
    await admin.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
  } finally {
    await admin.end();
  }
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      if (DROPPED_BY_RUNNER) return;
      const dropper = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** A digest of the migrations (names and contents): a migration edited in place makes new templates. */
function migrationsDigest(salt: string): string {
  const hash = createHash('sha256').update(`${salt}\n`);
  for (const migration of loadMigrations()) hash.update(`${migration.version}\n${migration.sql}\n`);
  return hash.digest('hex').slice(0, 16);
}

const SERVER_TEMPLATE_PREFIX = 'nameport_template_';
/** The advisory-lock key under which one process at a time builds (or replaces) the server's template. */
const SERVER_TEMPLATE_LOCK = 4242917;
let serverTemplate: Promise<string> | undefined;

/**
 * The name of a database on the server with every migration applied and nothing else, the template test databases
 * are copied from (CREATE DATABASE … TEMPLATE: about 0.2 s, where migrating a new database took 1.5–2 s at load 5).
 * Named by the migrations' digest and built by the first process that needs it, under an advisory lock on the
 * maintenance database: built under a temporary name, migrated, disconnected, then renamed, so a template under its
 * final name is always complete. Templates of other migrations and half-built ones of a crashed process are dropped
 * then (a test process still copying one of those rebuilds it: see openPostgresTestDb).
 */
async function migratedServerTemplate(): Promise<string> {
  const name = `${SERVER_TEMPLATE_PREFIX}${migrationsDigest('postgres')}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock($1)', [SERVER_TEMPLATE_LOCK]);
    const existing = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [SERVER_TEMPLATE_PREFIX]);
    if (existing.rows.some((row) => row.datname === name)) return name;
    for (const { datname } of existing.rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`).catch(() => undefined);
    const building = `${name}_building`;
    await admin.query(`CREATE DATABASE ${building}`);
    const url = new URL(TEST_POSTGRES_URL);
    url.pathname = `/${building}`;
    const db = await openPostgres(url.toString(), 1);
    try {
      await migrate(db);
    } finally {
      await db.close();
    }
    // RENAME waits (up to 5 s, as CREATE … TEMPLATE does) for the closed connection's server process to exit.
    await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    return name;
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [SERVER_TEMPLATE_LOCK]).catch(() => undefined);
    await admin.end();
  }
}

/** A new database copied from the migrated template; `migrate` still runs on it and finds nothing to do. */
async function openPostgresTestDb(): Promise<Db> {
  serverTemplate ??= migratedServerTemplate();
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  try {
    database = await createTestDatabase(await serverTemplate);
  } catch (error) {
    // 3D000: the template was dropped meanwhile (another run with other migrations replaced it): build it again.
    if ((error as { code?: string }).code !== '3D000') throw error;
    serverTemplate = migratedServerTemplate();
    database = await createTestDatabase(await serverTemplate);
  }
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

const TEMPLATE_DIR = join(import.meta.dirname, '..', '..', '.cache', 'pglite-template');

/**
 * Where the migrated empty PGlite database is kept for this PGlite version and these migrations (their names and
 * contents: a migration edited in place makes a new template).
 */
function templatePath(): string {
  const pgliteVersion = (JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'node_modules', '@electric-sql', 'pglite', 'package.json'), 'utf8')) as { version: string }).version;
  return join(TEMPLATE_DIR, `${migrationsDigest(`pglite ${pgliteVersion}`)}.tar`);
}

/**
 * An in-memory PGlite database with every migration applied. A new PGlite runs initdb (3–4.5 s of CPU, DESIGN.md), so
 * the first process migrates one and dumps it to .cache/pglite-template/; every later one loads that dump (well under
 * a second). The dump is written to a temporary name and renamed, so processes starting together never read half a
 * file (two of them may both build it the first time). `migrate` still runs after loading: it finds nothing to do.
 */
async function openMigratedPglite(): Promise<Db> {
  const path = templatePath();
  if (existsSync(path)) {
    const db = await openPglite(undefined, { loadDataDir: await openAsBlob(path) });
    await migrate(db);
    return db;
  }
  const db = await openPglite(undefined);
  await migrate(db);
  mkdirSync(TEMPLATE_DIR, { recursive: true });
  const partial = `${path}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await (await db.dumpDataDir()).arrayBuffer()));
  renameSync(partial, path);
  for (const name of readdirSync(TEMPLATE_DIR)) {
    if (join(TEMPLATE_DIR, name) !== path && !name.endsWith('.partial')) rmSync(join(TEMPLATE_DIR, name), { force: true });
  }
  return db;
}

export async function openTestDb(): Promise<Db> {
  return TEST_DATABASE === 'pglite' ? openMigratedPglite() : openPostgresTestDb();
}

/**
 * Empties every table but the migration record, so tests in one file share one database. Only the tables holding rows
 * are truncated (CASCADE adds the empty ones referencing them, which TRUNCATE requires): a test fills a few of the
 * 60-odd tables, and truncating each table swaps its files, which took 0.3–0.5 s per test on PostgreSQL at load 12.
 */
export async function resetDb(db: Db): Promise<void> {
  const tables = await db.query<{ tablename: string }>(
    `SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'schema_migrations'`,
  );
  if (tables.length === 0) return;
  const probes = tables.map(({ tablename }) => `SELECT '${tablename}' AS tablename WHERE EXISTS (SELECT FROM "${tablename}")`);
  const filled = await db.query<{ tablename: string }>(probes.join(' UNION ALL '));
  if (filled.length > 0) await db.exec(`TRUNCATE ${filled.map((r) => `"${r.tablename}"`).join(', ')} CASCADE`);
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
