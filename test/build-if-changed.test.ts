import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';

const root = join(import.meta.dirname, '..');
const script = join(root, 'scripts', 'build-if-changed.mjs');

/**
 * Issue 14 item 18: `npm start` re-ran tsc at every start (a 17.8 s warm restart). scripts/build-if-changed.mjs
 * builds only when src/, tsconfig.json or package.json changed since the last successful build. Checked on a small
 * project laid out like ours (src/ → dist/), as a user sees it: whether tsc ran, and what the built program prints.
 */
describe('issue 14 item 18: npm start builds only when the sources changed', () => {
  const project = mkdtempSync(join(tmpdir(), 'nameport-build-'));
  after(() => rmSync(project, { recursive: true, force: true }));
  mkdirSync(join(project, 'src', 'lib'), { recursive: true });
  writeFileSync(join(project, 'package.json'), '{ "type": "module" }\n');
  // skipLibCheck: tsc then reads TypeScript's own lib .d.ts files without checking them, a third of the time per build
  // (about a dozen builds here); what is compiled and whether a build fails on our sources stay the same.
  writeFileSync(join(project, 'tsconfig.json'), JSON.stringify({
    compilerOptions: { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', strict: true, types: [], skipLibCheck: true, rootDir: 'src', outDir: 'dist' },
    include: ['src/**/*.ts'],
  }));
  const write = (file: string, text: string) => writeFileSync(join(project, 'src', file), text);
  write('lib/greeting.ts', 'export const greeting: string = "v1";\n');
  write('main.ts', 'import { greeting } from "./lib/greeting.js";\nconsole.log(greeting);\n');

  /** Later than anything written so far: a change made "now" without waiting for the clock to tick. */
  let tick = Date.now() / 1000 + 10;
  const touch = (path: string) => utimesSync(join(project, path), tick, ++tick);

  const start = () => {
    const run = spawnSync(process.execPath, [script, '--root', project], { encoding: 'utf8', timeout: 120_000 });
    assert.equal(run.status, 0, run.stderr);
    const compiled = /compiling src\/ with tsc/.test(run.stderr);
    assert.ok(compiled || /up to date/.test(run.stderr), run.stderr);
    const program = spawnSync(process.execPath, [join(project, 'dist', 'main.js')], { encoding: 'utf8' });
    return { compiled, reason: run.stderr, prints: program.stdout.trim() };
  };

  test('the first start builds; a restart with nothing changed does not run tsc', () => {
    const first = start();
    assert.equal(first.compiled, true);
    assert.match(first.reason, /dist\/main\.js is missing/);
    assert.equal(first.prints, 'v1');
    const mainMtime = statSync(join(project, 'dist', 'main.js')).mtimeMs;
    const again = start();
    assert.equal(again.compiled, false, again.reason);
    assert.equal(statSync(join(project, 'dist', 'main.js')).mtimeMs, mainMtime, 'dist/ untouched');
  });

  test('an edited source file, in a sub-folder too, is rebuilt', () => {
    write('lib/greeting.ts', 'export const greeting: string = "v2";\n');
    touch('src/lib/greeting.ts');
    const edited = start();
    assert.equal(edited.compiled, true);
    assert.match(edited.reason, /sources changed/);
    assert.equal(edited.prints, 'v2');
    assert.equal(start().compiled, false);
  });

  test('a file added, renamed or removed is a change, even with every remaining file as old as before', () => {
    const folder = join(project, 'src', 'lib');
    const folderTime = statSync(folder);
    write('lib/extra.ts', 'export const extra = 1;\n');
    utimesSync(join(folder, 'extra.ts'), folderTime.atime, folderTime.mtime);
    assert.equal(start().compiled, true, 'added');
    renameSync(join(folder, 'extra.ts'), join(folder, 'renamed.ts'));
    assert.equal(start().compiled, true, 'renamed');
    rmSync(join(folder, 'renamed.ts'));
    assert.equal(start().compiled, true, 'removed');
    assert.equal(start().compiled, false);
  });

  test('a file put back with an older time (git checkout, cp -p) is a change', () => {
    const path = join(project, 'src', 'lib', 'greeting.ts');
    const before = statSync(path);
    writeFileSync(path, 'export const greeting: string = "v3";\n');
    utimesSync(path, before.atime, new Date(before.mtimeMs - 60_000));
    const restored = start();
    assert.equal(restored.compiled, true);
    assert.equal(restored.prints, 'v3');
  });

  test('tsconfig.json and package.json are inputs too', () => {
    touch('tsconfig.json');
    assert.equal(start().compiled, true, 'tsconfig.json');
    touch('package.json');
    assert.equal(start().compiled, true, 'package.json');
    assert.equal(start().compiled, false);
  });

  test('a failed build is retried at the next start (no stamp is written for it)', () => {
    write('main.ts', 'const broken: number = "not a number";\nconsole.log(broken);\n');
    touch('src/main.ts');
    const failed = spawnSync(process.execPath, [script, '--root', project], { encoding: 'utf8', timeout: 120_000 });
    assert.notEqual(failed.status, 0);
    const retried = spawnSync(process.execPath, [script, '--root', project], { encoding: 'utf8', timeout: 120_000 });
    assert.match(retried.stderr, /compiling src\/ with tsc \(sources changed/);
    write('main.ts', 'import { greeting } from "./lib/greeting.js";\nconsole.log(greeting);\n');
    touch('src/main.ts');
    assert.equal(start().prints, 'v3');
  });

  test('npm start and npm run build go through it; the stamp lives in dist/ (ignored by git)', () => {
    const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    assert.match(scripts.start!, /^node scripts\/build-if-changed\.mjs && node dist\/main\.js serve --sandbox$/);
    assert.equal(scripts.build, 'node scripts/build-if-changed.mjs --force');
    assert.match(readFileSync(join(root, '.gitignore'), 'utf8'), /^dist\/$/m);
  });
});
