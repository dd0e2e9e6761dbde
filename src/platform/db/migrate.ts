import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS_DIR } from '../paths.js';
import type { Db } from './db.js';

export interface Migration {
  version: string;
  sql: string;
}

export function loadMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((name) => /^\d{3}_[a-z0-9_]+\.sql$/.test(name))
    .sort()
    .map((name) => ({ version: name.replace(/\.sql$/, ''), sql: readFileSync(join(dir, name), 'utf8') }));
}

/**
 * The advisory-lock key every migration step takes first. A fixed number, not a LOCK_NAMES entry: instances of
 * earlier versions take this key, and a new and an old instance starting together must still wait for each other.
 */
const MIGRATION_LOCK_KEY = 4242001;

/**
 * Applies every migration not yet recorded, each in its own transaction, in file order.
 * Idempotent: a second run applies nothing. On PostgreSQL a transaction-scoped advisory lock, taken before
 * anything is created, serialises instances that start at the same moment (issue 14 item 5: two concurrent
 * `CREATE TABLE IF NOT EXISTS` collide on pg_type's unique key).
 */
export async function migrate(db: Db, migrations = loadMigrations()): Promise<string[]> {
  await db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  });
  // Versions already committed are skipped without a transaction each: a start on a migrated database (every CLI
  // command, every restart) took 30-odd locked transactions to find nothing to do (0.3–0.6 s on an embedded data
  // directory). Migrations are never removed, so a version seen here stays applied; the others are still checked again
  // under the lock, as another instance may be applying them right now.
  const recorded = new Set((await db.query<{ version: string }>('SELECT version FROM schema_migrations')).map((row) => row.version));
  const applied: string[] = [];
  for (const migration of migrations) {
    if (recorded.has(migration.version)) continue;
    const done = await db.transaction(async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
      const rows = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version]);
      if (rows.length > 0) return false;
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.version]);
      return true;
    });
    if (done) applied.push(migration.version);
  }
  return applied;
}

/**
 * Splits a migration into statements at each `;` outside a quoted string, a quoted identifier and a comment (`--` to the
 * line end, or a block comment), so a semicolon inside a comment or a string never cuts a statement in two. Our
 * migrations have no function bodies, so dollar quoting is not read. Comments are dropped; empty statements too.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  let i = 0;
  while (i < sql.length) {
    const ch = sql[i];
    const next = sql[i + 1];
    if (ch === '-' && next === '-') {
      const end = sql.indexOf('\n', i);
      i = end === -1 ? sql.length : end;
    } else if (ch === '/' && next === '*') {
      const end = sql.indexOf('*/', i + 2);
      i = end === -1 ? sql.length : end + 2;
      current += ' ';
    } else if (ch === "'" || ch === '"') {
      // A doubled quote inside the literal is an escaped quote: the scan simply passes over both halves.
      let end = i + 1;
      while (end < sql.length && sql[end] !== ch) end++;
      current += sql.slice(i, end + 1);
      i = end + 1;
    } else if (ch === ';') {
      statements.push(current);
      current = '';
      i++;
    } else {
      current += ch;
      i++;
    }
  }
  statements.push(current);
  return statements.map((s) => s.trim()).filter((s) => s.length > 0);
}
