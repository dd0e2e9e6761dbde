import type { Pos, WordNet } from './wordnet.js';

/**
 * Word meaning from WordNet (issue 10: "semantic" search without a model download).
 *
 * A word's **neighbourhood** is a weighted set of WordNet concepts (synsets):
 *   - its own senses, noun, verb and adjective, the first three of each: weight 1, 0.85, 0.7 (sense order is
 *     WordNet's frequency order, so rare senses count less);
 *   - their hypernyms (is-a parents) × 0.7 and grandparents × 0.5 (nouns only; verb hierarchies are too shallow
 *     to mean much);
 *   - related concepts × 0.7: derivations (brew the verb ↔ brew the noun ↔ brewery), part/substance/member
 *     meronyms and holonyms (coffee ↔ coffee bean), attributes and similar adjectives.
 * Ancestors near the top of the noun hierarchy (entity, object, artifact, …: fewer than 5 steps from the root)
 * are left out: sharing them says nothing.
 *
 * **Similarity** of two words = 1 when they are the same base form; otherwise the best product of weights of a
 * concept both neighbourhoods hold, capped at 0.9 (a synonym never beats the word itself). coffee ~ java 0.9
 * (one synset), coffee ~ tea 0.49 (both beverages), coffee ~ brew 0.35 (beverage is brew's grandparent).
 */
const SENSE_WEIGHTS = [1, 0.85, 0.7];
const HYPERNYM = 0.7;
const GRANDPARENT = 0.5;
const RELATED = 0.7;
const MIN_DEPTH = 5;
const RELATED_SYMBOLS = new Set(['+', '%s', '%m', '%p', '#s', '#m', '#p', '=', '&', '\\']);
const CACHE_MAX = 50_000;

export class Semantics {
  private readonly neighbourhoods = new Map<string, Map<string, number>>();
  private readonly depths = new Map<string, number>();
  private readonly stems = new Map<string, string>();

  constructor(readonly wordnet: WordNet) {}

  /** The base form used for exact matches: the first noun/verb/adjective base WordNet knows, else the word. */
  stem(word: string): string {
    let stem = this.stems.get(word);
    if (stem === undefined) {
      stem = word;
      for (const pos of ['n', 'v', 'a'] as const) {
        const base = this.wordnet.baseForms(word, pos)[0];
        if (base) {
          stem = base;
          break;
        }
      }
      if (this.stems.size >= CACHE_MAX) this.stems.clear();
      this.stems.set(word, stem);
    }
    return stem;
  }

  similarity(a: string, b: string): number {
    if (a === b || this.stem(a) === this.stem(b)) return 1;
    const na = this.neighbourhood(a);
    const nb = this.neighbourhood(b);
    const [small, large] = na.size <= nb.size ? [na, nb] : [nb, na];
    let best = 0;
    for (const [key, weight] of small) {
      const other = large.get(key);
      if (other !== undefined && weight * other > best) best = weight * other;
    }
    return Math.min(best, 0.9);
  }

  neighbourhood(word: string): Map<string, number> {
    let map = this.neighbourhoods.get(word);
    if (map) return map;
    map = new Map();
    const add = (key: string, weight: number) => {
      if (weight > (map!.get(key) ?? 0)) map!.set(key, weight);
    };
    for (const pos of ['n', 'v', 'a'] as Pos[]) {
      for (const base of this.wordnet.baseForms(word, pos)) {
        this.wordnet.senses(base, pos).slice(0, SENSE_WEIGHTS.length).forEach((key, rank) => {
          const weight = SENSE_WEIGHTS[rank]!;
          add(key, weight);
          const synset = this.wordnet.synset(key);
          if (!synset) return;
          for (const pointer of synset.pointers) {
            if (RELATED_SYMBOLS.has(pointer.symbol)) add(pointer.key, weight * RELATED);
            if (pos === 'n' && (pointer.symbol === '@' || pointer.symbol === '@i')) {
              if (this.depth(pointer.key) >= MIN_DEPTH) add(pointer.key, weight * HYPERNYM);
              for (const grand of this.wordnet.synset(pointer.key)?.pointers ?? []) {
                if ((grand.symbol === '@' || grand.symbol === '@i') && this.depth(grand.key) >= MIN_DEPTH) add(grand.key, weight * GRANDPARENT);
              }
            }
          }
        });
      }
    }
    if (this.neighbourhoods.size >= CACHE_MAX) this.neighbourhoods.clear();
    this.neighbourhoods.set(word, map);
    return map;
  }

  /** Steps from a noun synset up to the root along first hypernyms (entity is 0). */
  private depth(key: string): number {
    const known = this.depths.get(key);
    if (known !== undefined) return known;
    let depth = 0;
    let current: string | undefined = key;
    const seen = new Set<string>();
    while (current && !seen.has(current) && depth < 30) {
      seen.add(current);
      const parent: string | undefined = this.wordnet.synset(current)?.pointers.find((p) => p.symbol === '@' || p.symbol === '@i')?.key;
      if (!parent) break;
      depth += 1;
      current = parent;
    }
    this.depths.set(key, depth);
    return depth;
  }
}

/**
 * Splits a domain label into words (`brewhouse` → brew + house, `getcoffeenow` → get + coffee + now) by
 * dynamic programming over WordNet's single-word lemmas: the split with the lowest cost wins, where a word of
 * 3+ letters costs 1, a 2-letter word 2.5 (WordNet lists many abbreviations: "br", "ew"), one letter 3.5, a run
 * of digits 1 and an unknown chunk 2 + 0.4 per character (so brand suffixes like `-ly` stay one chunk).
 * Hyphens split first.
 */
export function segmentLabel(label: string, isWord: (word: string) => boolean): string[] {
  const out: string[] = [];
  for (const part of label.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean)) out.push(...segmentRun(part, isWord));
  return out;
}

const MAX_WORD = 20;

function segmentRun(text: string, isWord: (word: string) => boolean): string[] {
  const n = text.length;
  const cost = new Array<number>(n + 1).fill(Infinity);
  const from = new Array<number>(n + 1).fill(0);
  cost[0] = 0;
  for (let end = 1; end <= n; end++) {
    for (let start = Math.max(0, end - MAX_WORD); start < end; start++) {
      if (cost[start] === Infinity) continue;
      const piece = text.slice(start, end);
      const c = cost[start]! + pieceCost(piece, isWord);
      if (c < cost[end]!) {
        cost[end] = c;
        from[end] = start;
      }
    }
  }
  const words: string[] = [];
  for (let end = n; end > 0; end = from[end]!) words.unshift(text.slice(from[end]!, end));
  // Adjacent unknown chunks read better as one.
  return words.reduce<string[]>((acc, word) => {
    const last = acc[acc.length - 1];
    if (last !== undefined && !isWord(last) && !isWord(word) && !/^\d+$/.test(last + word)) acc[acc.length - 1] = last + word;
    else acc.push(word);
    return acc;
  }, []);
}

function pieceCost(piece: string, isWord: (word: string) => boolean): number {
  if (/^\d+$/.test(piece)) return 1;
  if (/\d/.test(piece)) return 2 + 0.4 * piece.length;
  if (isWord(piece)) return piece.length >= 3 ? 1 : piece.length === 2 ? 2.5 : 3.5;
  return 2 + 0.4 * piece.length;
}
