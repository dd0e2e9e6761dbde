import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { before, describe, test } from 'node:test';
import type { Db } from '../src/platform/db/db.js';
import { migrate } from '../src/platform/db/migrate.js';
import { openPglite } from '../src/platform/db/pglite.js';
// @ts-expect-error: a plain ES module of the test runner, without type declarations
import { DATABASE_SWITCH, databaseDependentTests, findTests } from '../scripts/test-files.mjs';
import { openPostgres } from '../src/platform/db/postgres.js';
import { migratedDataDir } from './helpers/cli-data-dir.js';
import { createTestDatabase, openTestDb, TEST_DATABASE } from './helpers/db.js';

const root = join(import.meta.dirname, '..');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : /\.(ts|mts|js|mjs)$/.test(name) ? [path] : [];
  });
}

/**
 * `npm test` runs the PostgreSQL pass on the files that reach test/helpers/db.ts only (scripts/test-files.mjs): a file
 * that cannot reach it runs the same code on both passes. That holds only while db.ts is the one reader of the
 * variables that choose the database; these tests fail when a file would escape the PostgreSQL pass.
 */
describe('which files the PostgreSQL pass runs', () => {
  test('only test/helpers/db.ts reads TEST_DATABASE / TEST_POSTGRES_URL: every test file naming them is in the PostgreSQL pass, and src/ never names them', () => {
    const naming = (file: string) => /\bTEST_(DATABASE|POSTGRES_URL)\b/.test(readFileSync(file, 'utf8'));
    const testFiles = filesUnder(join(root, 'test')).filter((file) => file !== join(root, DATABASE_SWITCH) && naming(file));
    const inPostgresPass = new Set<string>(databaseDependentTests(root, testFiles));
    assert.deepEqual(testFiles.filter((file) => !inPostgresPass.has(file)).map((file) => relative(root, file)), []);
    const elsewhere = ['src', 'bench', 'sdk'].flatMap((dir) => filesUnder(join(root, dir)).filter((file) => !file.includes('node_modules') && naming(file)));
    assert.deepEqual(elsewhere.map((file) => relative(root, file)), [], 'the service and its SDKs never read the test database choice');
  });

  test('a file opening the test database directly, through a helper, or through a helper run as a child process is in the PostgreSQL pass unless it says why it is PGlite only; the others run on PGlite only', (t) => {
    const project = mkdtempSync(join(tmpdir(), 'nameport-test-plan-'));
    t.after(() => rmSync(project, { recursive: true, force: true }));
    mkdirSync(join(project, 'test', 'helpers'), { recursive: true });
    mkdirSync(join(project, 'test', 'nested'));
    const write = (path: string, text: string) => writeFileSync(join(project, 'test', path), text);
    write('helpers/db.ts', "export const TEST_DATABASE = process.env.TEST_DATABASE ?? 'pglite';\n");
    write('helpers/app.ts', "import { TEST_DATABASE } from './db.js';\nexport const app = TEST_DATABASE;\n");
    write('helpers/worker.ts', "import { app } from './app.js';\nconsole.log(app);\n");
    write('helpers/clock.ts', 'export const now = 0;\n');
    write('direct.test.ts', "import { TEST_DATABASE } from './helpers/db.js';\n");
    write('through-helper.test.ts', "import { app } from './helpers/app.js';\n");
    write('dynamic.test.ts', "const { app } = await import('./helpers/app.js');\n");
    write('child.test.ts', "spawn(process.execPath, ['--import', 'tsx', 'test/helpers/worker.ts']);\n");
    write('child-joined.test.ts', "spawn(process.execPath, [join(import.meta.dirname, 'helpers', 'worker.ts')]);\n");
    write('pure.test.ts', "import { now } from './helpers/clock.js';\n// mentions 'app.ts' of src/, which is not a helper path\n");
    write('nested/deep.test.ts', "import { app } from '../helpers/app.js';\n");
    write('browser.test.ts', "// test-plan: PGlite only: drives the app's pages in a browser; the database work is checked by store.test.ts\nimport { app } from './helpers/app.js';\n");
    write('bare-marker.test.ts', "// test-plan: PGlite only:\nimport { app } from './helpers/app.js';\n");
    const all = findTests(join(project, 'test')) as string[];
    assert.equal(all.length, 9, 'helpers/ is not a test folder');
    const names = (databaseDependentTests(project, all) as string[]).map((file) => relative(join(project, 'test'), file));
    assert.deepEqual(names.sort(), ['bare-marker.test.ts', 'child-joined.test.ts', 'child.test.ts', 'direct.test.ts', 'dynamic.test.ts', 'nested/deep.test.ts', 'through-helper.test.ts']);
  });
});

/** Tables, columns, indexes and constraints of the public schema, and the migrations recorded: what a test can see. */
async function schemaOf(db: Db): Promise<unknown[]> {
  return [
    await db.query(`SELECT table_name, column_name, data_type, is_nullable, column_default FROM information_schema.columns
      WHERE table_schema = 'public' ORDER BY table_name, column_name`),
    await db.query(`SELECT indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY indexdef`),
    await db.query(`SELECT conrelid::regclass::text AS on_table, conname, pg_get_constraintdef(oid) AS definition FROM pg_constraint
      WHERE connamespace = 'public'::regnamespace ORDER BY on_table, conname`),
    await db.query('SELECT version FROM schema_migrations ORDER BY version'),
  ];
}

describe('the PGlite test database templates', { skip: TEST_DATABASE === 'pglite' ? false : 'the templates are for PGlite only' }, () => {
  // One database migrated from scratch (an initdb: seconds) for both comparisons.
  let expected: unknown[];
  before(async () => {
    const fromScratch = await openPglite(undefined);
    try {
      await migrate(fromScratch);
      expected = await schemaOf(fromScratch);
    } finally {
      await fromScratch.close();
    }
    assert.ok((expected[0] as unknown[]).length > 0, 'the migrations create tables');
  });

  test('a test database loaded from the migrated template (.cache/pglite-template) has the same schema as one migrated from scratch', async () => {
    const fromTemplate = await openTestDb();
    try {
      assert.deepEqual(await schemaOf(fromTemplate), expected);
    } finally {
      await fromTemplate.close();
    }
  });

  test('a CLI data directory copied from the migrated one (.cache/pglite-data-dir) has the same schema as one migrated from scratch', async () => {
    const dataDir = await migratedDataDir('nameport-test-plan-data-dir-');
    const fromTemplate = await openPglite(join(dataDir, 'pglite'));
    try {
      assert.deepEqual(await schemaOf(fromTemplate), expected);
    } finally {
      await fromTemplate.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the PostgreSQL test database template', { skip: TEST_DATABASE === 'postgres' ? false : 'the server template is for PostgreSQL only' }, () => {
  test('a test database copied from the migrated server template (nameport_template_*) has the same schema as one migrated from scratch', async () => {
    const fromTemplate = await openTestDb();
    const empty = await createTestDatabase();
    const fromScratch = await openPostgres(empty.url, 2);
    try {
      assert.deepEqual(await migrate(fromScratch), (await fromScratch.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version')).map((row) => row.version), 'every migration ran on the empty database');
      const [expected, actual] = [await schemaOf(fromScratch), await schemaOf(fromTemplate)];
      assert.ok((expected[0] as unknown[]).length > 0, 'the migrations create tables');
      assert.deepEqual(actual, expected);
    } finally {
      await fromTemplate.close();
      await fromScratch.close();
      await empty.drop();
    }
  });
});
