import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadMigrations } from '../../src/platform/db/migrate.js';
import { openDatabase } from '../../src/platform/db/open.js';

/**
 * A DATA_DIR for the built CLI whose embedded database already exists and is migrated, as it is for every command after
 * the first on a real machine. Creating a PGlite data directory (initdb) cost each such test file 3–8 s of CPU before
 * its first command; the files here test the commands, not the first start. The first start on an empty DATA_DIR is
 * still tested as it is: `sync prices` in test/cli.test.ts, and `serve` / `mcp` in serve-shutdown, startup-instances
 * and mcp-stdio keep empty directories.
 *
 * Deliberately not test/helpers/db.ts (which picks PGlite or PostgreSQL): the CLI always opens DATA_DIR/pglite here,
 * and a file reaching db.ts would be put in the PostgreSQL pass (scripts/test-files.mjs).
 */

const TEMPLATES = join(import.meta.dirname, '..', '..', '.cache', 'pglite-data-dir');

/** The template's name: the PGlite version and the migrations (names and contents; an edited migration makes a new one). */
function templateName(): string {
  const pglite = join(import.meta.dirname, '..', '..', 'node_modules', '@electric-sql', 'pglite', 'package.json');
  const hash = createHash('sha256').update(`pglite data dir ${(JSON.parse(readFileSync(pglite, 'utf8')) as { version: string }).version}\n`);
  for (const migration of loadMigrations()) hash.update(`${migration.version}\n${migration.sql}\n`);
  return hash.digest('hex').slice(0, 16);
}

let template: Promise<string> | undefined;

/**
 * The migrated data directory copies are made from, built once for all test processes by the service's own code
 * (openDatabase: what any command does on an empty DATA_DIR), closed cleanly, then renamed into place, so a template
 * under its final name is always whole; two processes starting together may both build it, and one rename wins.
 */
async function migratedTemplate(): Promise<string> {
  const path = join(TEMPLATES, templateName());
  if (existsSync(path)) return path;
  mkdirSync(TEMPLATES, { recursive: true });
  const building = mkdtempSync(join(TEMPLATES, 'building-'));
  const db = await openDatabase({ databaseUrl: undefined, databasePoolMax: 1, dataDir: building });
  await db.close();
  try {
    renameSync(join(building, 'pglite'), path);
  } catch (error) {
    // Another process renamed its copy first (ENOTEMPTY / EEXIST): use that one.
    if (!existsSync(path)) throw error;
  }
  rmSync(building, { recursive: true, force: true });
  // Templates of earlier migrations, and what a crashed process left half-built (not recent ones: another process may
  // be building one now).
  for (const name of readdirSync(TEMPLATES)) {
    const stale = name.startsWith('building-') ? Date.now() - statSync(join(TEMPLATES, name)).mtimeMs > 3_600_000 : name !== templateName();
    if (stale) rmSync(join(TEMPLATES, name), { recursive: true, force: true });
  }
  return path;
}

/**
 * A new temporary DATA_DIR (named `prefix…` under the system temp dir) holding a copy of the migrated database. The
 * caller removes it.
 */
export async function migratedDataDir(prefix: string): Promise<string> {
  template ??= migratedTemplate();
  const source = await template;
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cpSync(source, join(dir, 'pglite'), { recursive: true });
  return dir;
}
