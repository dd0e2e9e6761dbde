/**
 * Which test files each pass of `npm test` runs (scripts/run-tests.mjs).
 *
 * The PostgreSQL pass repeats only the files whose behaviour depends on the pass. The pass is chosen by the
 * TEST_DATABASE variable, and one module reads it: test/helpers/db.ts (openTestDb, useTestDb, createTestDatabase).
 * A file that cannot reach that module runs the same code on both passes, so running it twice tests nothing new.
 * Reaching it is decided on the import graph inside test/, derived at every run rather than kept in a list: a new
 * file that opens the test database (directly, through a helper, or through a helper it runs as a child process) is
 * in the PostgreSQL pass without anyone remembering to add it. test/test-plan.test.ts checks that nothing else reads
 * the variable, which is what makes the graph sufficient.
 *
 * One exception, written in the file itself rather than kept in a list here: a file that reaches the module only to
 * build the app it drives from outside (a real browser, the built CLI) may say so on a line of its own,
 *   // test-plan: PGlite only: <why what it checks does not depend on the database, and which tests check that part>
 * and then runs on the PGlite pass only. The reason is required (a bare marker is ignored), and such a file cannot
 * branch on the database: test/test-plan.test.ts fails when a file naming TEST_DATABASE is left out of the pass.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** The one module that reads TEST_DATABASE / TEST_POSTGRES_URL, relative to the project root. */
export const DATABASE_SWITCH = join('test', 'helpers', 'db.ts');

/** The in-file marker of a file that runs on the PGlite pass only; group 1 is its reason (at least a few words). */
export const PGLITE_ONLY_MARKER = /^\/\/ test-plan: PGlite only: (\S.{30,})$/m;

/** Every `*.test.ts` under `dir`, sorted, skipping helpers/ and fixtures/. */
export function findTests(dir) {
  return readdirSync(dir)
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return name === 'helpers' || name === 'fixtures' ? [] : findTests(path);
      return name.endsWith('.test.ts') ? [path] : [];
    })
    .sort();
}

/**
 * The files of test/ a file depends on: relative imports and re-exports (static or dynamic, `.js` written for the
 * `.ts` source), and any quoted path to a file in test/helpers/, which is how a test names a helper it starts as a
 * child process (`'test/helpers/x.ts'`, `join(dir, 'helpers', 'x.ts')`). Erring towards a dependency only costs a
 * redundant run.
 */
function dependencies(file, helperNames, helpersDir) {
  const text = readFileSync(file, 'utf8');
  const found = new Set();
  for (const match of text.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
    const target = resolve(dirname(file), match[1]).replace(/\.js$/, '.ts');
    if (existsSync(target)) found.add(target);
  }
  // 'test/helpers/x.ts', `${root}/test/helpers/x.ts`, or join(…, 'helpers', 'x.ts')
  const helperPaths = /['"`/]helpers\/([\w.-]+)\.[jt]s['"`]|['"`]helpers['"`]\s*,\s*['"`]([\w.-]+)\.[jt]s['"`]/g;
  for (const match of text.matchAll(helperPaths)) {
    const name = `${match[1] ?? match[2]}.ts`;
    if (helperNames.has(name)) found.add(join(helpersDir, name));
  }
  return [...found];
}

/** The subset of `files` (absolute paths) that reach test/helpers/db.ts and do not carry PGLITE_ONLY_MARKER, in the order given. */
export function databaseDependentTests(root, files) {
  const testDir = join(root, 'test');
  const helpersDir = join(testDir, 'helpers');
  const helperNames = new Set(existsSync(helpersDir) ? readdirSync(helpersDir).filter((name) => name.endsWith('.ts')) : []);
  const target = join(root, DATABASE_SWITCH);
  const edges = new Map();
  const edgesOf = (file) => {
    if (!edges.has(file)) edges.set(file, dependencies(file, helperNames, helpersDir));
    return edges.get(file);
  };
  const reaches = (start) => {
    const seen = new Set();
    const stack = [start];
    while (stack.length > 0) {
      const file = stack.pop();
      if (file === target) return true;
      if (seen.has(file) || !file.startsWith(testDir)) continue;
      seen.add(file);
      stack.push(...edgesOf(file));
    }
    return false;
  };
  return files.filter((file) => reaches(resolve(file)) && !PGLITE_ONLY_MARKER.test(readFileSync(file, 'utf8')));
}
