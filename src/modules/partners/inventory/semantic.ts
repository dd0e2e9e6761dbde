import { BoundedMemo } from '../../../platform/lib/bounded-memo.js';
import type { ConceptTerms } from './concepts/index.js';
import { GlossOverlap } from './gloss.js';
import { GlossRecall } from './gloss-recall.js';
import type { Pos, WordNet } from './wordnet.js';
import type { WordVectors } from './word-vectors.js';

/**
 * Word meaning from WordNet (issue 10: "semantic" search without a model download). Similarity is directed: how
 * well a word of a **name** serves a word of the **query** (README "Partner interface (B)", search scoring).
 *
 * **Sense prominence** p ∈ (0, 1]: what a word most likely means. Half from WordNet's sense order (1, 0.5, 0.3,
 * 0.2 for the first four senses of a part of speech, times that part of speech's share of the word's tagged uses),
 * half from the sense's own share of the tagged-corpus counts in index.sense (`coffee` the drink: 46 uses; the
 * coffee tree: 0). Only the first four senses per part of speech count. So "pet" means the animal (the darling
 * sense weighs 0.35) and "dog" is a noun (the verb, "to trail", weighs ~0.05).
 *
 * The **query word's neighbourhood**, each entry weighted by the relation × the square of the prominence of the
 * query sense it comes from (a link through a rare sense scores low: gallery as a veranda reaches porch weakly):
 *   - its own senses (synonyms: coffee ~ java) 0.9;
 *   - hyponyms, the kinds of it (coffee → espresso) 0.75, and their kinds 0.5;
 *   - hypernyms (espresso → coffee) 0.7, grandparents 0.45 (nouns; never the generic top of the hierarchy);
 *   - related concepts (derivations, part/substance/member meronyms and holonyms, similar adjectives) 0.6;
 *   - words: the parts of its multi-word synonyms (cafe = coffee shop → coffee, shop) and the nouns and verbs of
 *     its definition (coffee: "an infusion of ground coffee beans" → bean) 0.6; the actions (inflected verbs) in the
 *     definitions of its kinds (espresso: "coffee brewed by forcing hot water…" → brew) 0.45 — senses of
 *     prominence ≥ 0.5 only;
 *   - siblings, concepts sharing its parent (coffee ~ tea, both beverages) 0.35, cousins 0.2;
 *   - the other way round, a name word whose usual sense is defined by the query word (summit: "the top point of a
 *     mountain") 0.5; a word of the query's definitions reaches that word's synonyms × 0.9 (florist → flower → bloom).
 * A phrase (law_firm) is served only by a name word's usual senses (≥ 0.5): house as a firm is no law firm.
 * A name word matches with its own senses, each × (0.6 + 0.4 × its prominence): a name word's rare sense
 * counts less, but names use words loosely. **Similarity** = 1 for the same base form, otherwise the best match,
 * capped at 0.9. coffee ~ java 0.79, coffee ~ espresso 0.75, coffee ~ bean 0.6, coffee ~ brew 0.45,
 * coffee ~ tea 0.35; pet ~ honey 0.1.
 */
const RANK_WEIGHTS = [1, 0.5, 0.3, 0.2];
const REL = {
  synonym: 0.9, hyponym: 0.75, hyponym2: 0.5, hypernym: 0.7, grandparent: 0.45, related: 0.6,
  word: 0.6, kindWord: 0.45, sibling: 0.35, cousin: 0.2, definedBy: 0.5,
} as const;
/** Senses below this prominence give no word-level (definition) neighbours: too noisy for rare senses. */
const WORDS_MIN_PROMINENCE = 0.5;
const MIN_DEPTH = 5;
const RELATED_SYMBOLS = new Set(['+', '%s', '%m', '%p', '#s', '#m', '#p', '=', '&', '\\']);
const HYPERNYMS = new Set(['@', '@i']);
const HYPONYMS = new Set(['~', '~i']);
const CACHE_MAX = 50_000;
/** Words of definitions that say nothing about the subject ("a small restaurant where … are sold"). */
const GLOSS_STOP = new Set([
  'the', 'and', 'for', 'with', 'from', 'that', 'which', 'who', 'whose', 'where', 'when', 'into', 'onto', 'than', 'such', 'other',
  'used', 'use', 'using', 'made', 'make', 'making', 'consisting', 'consist', 'something', 'someone', 'person', 'people', 'thing',
  'things', 'kind', 'kinds', 'type', 'form', 'especially', 'usually', 'often', 'one', 'two', 'very', 'being', 'having', 'has',
  'have', 'under', 'over', 'through', 'small', 'large', 'act', 'part', 'certain', 'some', 'more', 'most', 'any', 'way', 'sold',
  'may', 'can', 'not', 'its', 'his', 'her', 'their', 'also', 'state', 'quality', 'condition', 'place', 'forcing', 'hot',
  'finely', 'ground', 'well', 'good', 'etc', 'based', 'base', 'called', 'known', 'named', 'related', 'associated',
  'involved', 'including', 'resembling', 'marked', 'characterized', 'specialized', 'trained', 'licensed', 'concerned',
  'intended', 'designed', 'produced', 'prepared', 'added', 'mixed', 'flavored', 'served', 'covered', 'filled', 'esp', 'considered', 'regarded', 'typically', 'served', 'containing', 'contains', 'made',
]);

export interface WordSense {
  key: string;
  pos: Pos;
  prominence: number;
}

interface NameSense extends WordSense {
  lemmas: string[];
  parents: string[];
  grandparents: string[];
}

export class Semantics {
  private readonly neighbourhoods = new BoundedMemo<string, Map<string, number>>(CACHE_MAX);
  private readonly nameSenses = new BoundedMemo<string, NameSense[]>(CACHE_MAX);
  private readonly senseCache = new BoundedMemo<string, WordSense[]>(CACHE_MAX);
  private readonly depths = new Map<string, number>();
  private readonly stems = new BoundedMemo<string, string>(CACHE_MAX);
  private readonly costs = new BoundedMemo<string, number>(CACHE_MAX);
  private readonly definitions = new BoundedMemo<string, Set<string>>(CACHE_MAX);
  /** Lesk-style closeness of two words' definitions (gloss.ts). */
  readonly glosses = new GlossOverlap(this);
  /** Definitions that meet, as a way to reach any inventory word (gloss-recall.ts). */
  readonly recall = new GlossRecall(this);

  /** Word vectors (word-vectors.ts; null: WordNet alone) and the concept lexicon (concepts/; null: SEARCH_LEXICON=false). */
  constructor(readonly wordnet: WordNet, readonly vectors: WordVectors | null = null, readonly concepts: ConceptTerms | null = null) {}

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
      this.stems.set(word, stem);
    }
    return stem;
  }

  /**
   * Segmentation cost of a word (segmentLabel): 0.85 for a lemma seen at least twice in WordNet's tagged texts
   * (cure, bit), 1 for other lemmas of 3+ letters (brew, zen), 1.1 for a bare inflection (gos); undefined: the
   * default rule (short words, unknown chunks).
   */
  wordCost(word: string): number | undefined {
    if (word.length < 3) return undefined;
    let cost = this.costs.get(word);
    if (cost === undefined) {
      const lemma = (['n', 'v', 'a', 'r'] as const).some((pos) => this.wordnet.senses(word, pos).length > 0);
      if (!lemma) cost = this.wordnet.isWord(word) ? 1.1 : Number.NaN;
      else {
        let tagged = 0;
        for (const count of this.wordnet.senseCounts(word).values()) tagged += count;
        cost = tagged >= 2 ? 0.85 : 1;
      }
      this.costs.set(word, cost);
    }
    return Number.isNaN(cost) ? undefined : cost;
  }

  /** How well `nameWord` serves `queryWord` (0…1; 1 only for the same base form). */
  similarity(queryWord: string, nameWord: string): number {
    if (queryWord === nameWord || this.stem(queryWord) === this.stem(nameWord)) return 1;
    const around = this.neighbourhood(queryWord);
    let best = around.get(`w:${this.stem(nameWord)}`) ?? around.get(`w:${nameWord}`) ?? 0;
    // A phrase names one precise subject (law_firm): a name word serves it only in its usual senses (house as a
    // firm, a rare sense, is no law firm).
    const phrase = queryWord.includes('_');
    for (const sense of this.senseOfName(nameWord)) {
      if (phrase && sense.prominence < WORDS_MIN_PROMINENCE) continue;
      const fit = 0.6 + 0.4 * sense.prominence;
      let w = around.get(`s:${sense.key}`) ?? 0;
      for (const parent of sense.parents) w = Math.max(w, around.get(`p:${parent}`) ?? 0);
      for (const grand of sense.grandparents) w = Math.max(w, around.get(`g:${grand}`) ?? 0);
      // A word of the query's definitions reaches its synonyms (florist: "deals in flowers" → bloom).
      for (const lemma of sense.lemmas) w = Math.max(w, REL.synonym * (around.get(`w:${lemma}`) ?? 0));
      if (w * fit > best) best = w * fit;
    }
    // The other way round: the name word is defined by the query word (summit: "the top point of a mountain").
    if (best < REL.definedBy && this.definedBy(nameWord).has(this.stem(queryWord))) best = REL.definedBy;
    return Math.min(best, 0.9);
  }

  /** The nouns of the definitions of a word's prominent noun senses (≥ 0.5), as base forms. */
  definedBy(word: string): Set<string> {
    let out = this.definitions.get(word);
    if (out) return out;
    out = new Set<string>();
    for (const sense of this.senses(word)) {
      if (sense.pos !== 'n' || sense.prominence < WORDS_MIN_PROMINENCE) continue;
      for (const token of (this.wordnet.synset(sense.key)?.gloss ?? '').toLowerCase().split(/[^a-z]+/)) {
        if (token.length < 3 || GLOSS_STOP.has(token) || this.wordnet.baseForms(token, 'n').length === 0) continue;
        out.add(this.stem(token));
      }
    }
    this.definitions.set(word, out);
    return out;
  }

  /** A word's senses (noun, verb, adjective; the first four of each) with their prominence, most prominent first. */
  senses(word: string): WordSense[] {
    const cached = this.senseCache.get(word);
    if (cached) return cached;
    const found: { key: string; pos: Pos; rank: number; count: number }[] = [];
    const posTotals = new Map<Pos, number>();
    for (const pos of ['n', 'v', 'a'] as Pos[]) {
      for (const base of this.wordnet.baseForms(word, pos)) {
        const counts = this.wordnet.senseCounts(base);
        this.wordnet.senses(base, pos).slice(0, RANK_WEIGHTS.length).forEach((key, rank) => {
          if (found.some((f) => f.key === key)) return;
          const count = counts.get(key) ?? 0;
          found.push({ key, pos, rank, count });
          posTotals.set(pos, (posTotals.get(pos) ?? 0) + count);
        });
      }
    }
    const maxCount = Math.max(0, ...found.map((f) => f.count));
    const maxPos = Math.max(0, ...posTotals.values());
    const out = found.map((f): WordSense => {
      // Untagged words: nouns first, then verbs, then adjectives.
      const posShare = maxPos === 0 ? (f.pos === 'n' ? 1 : 0.7) : ((posTotals.get(f.pos) ?? 0) + 1) / (maxPos + 1);
      const order = RANK_WEIGHTS[f.rank]! * posShare;
      const share = maxCount === 0 ? order : (f.count + 0.5) / (maxCount + 0.5);
      return { key: f.key, pos: f.pos, prominence: Math.max(0.02, 0.5 * order + 0.5 * share) };
    }).sort((a, b) => b.prominence - a.prominence);
    this.senseCache.set(word, out);
    return out;
  }

  private senseOfName(word: string): NameSense[] {
    let out = this.nameSenses.get(word);
    if (out) return out;
    out = this.senses(word).map((sense) => {
      const parents = sense.pos === 'n' ? this.hypernyms(sense.key).filter((k) => this.depth(k) >= MIN_DEPTH) : [];
      const grandparents = parents.flatMap((k) => this.hypernyms(k)).filter((k) => this.depth(k) >= MIN_DEPTH);
      const lemmas = (this.wordnet.synset(sense.key)?.lemmas ?? []).filter((l) => l !== word && !l.includes('_'));
      return { ...sense, lemmas, parents, grandparents };
    });
    this.nameSenses.set(word, out);
    return out;
  }

  /** The query word's weighted neighbourhood: `s:` concepts, `p:`/`g:` shared parents/grandparents, `w:` words. */
  neighbourhood(word: string): Map<string, number> {
    let map = this.neighbourhoods.get(word);
    if (map) return map;
    const out = new Map<string, number>();
    const add = (key: string, weight: number) => {
      if (weight > (out.get(key) ?? 0)) out.set(key, weight);
    };
    const self = this.stem(word);
    const addWords = (text: string, weight: number) => {
      for (const token of text.toLowerCase().split(/[^a-z]+/)) {
        if (token.length < 3 || GLOSS_STOP.has(token)) continue;
        const base = this.stem(token);
        if (base === self || GLOSS_STOP.has(base)) continue;
        if (this.wordnet.baseForms(token, 'n').length === 0 && this.wordnet.baseForms(token, 'v').length === 0) continue;
        add(`w:${base}`, weight);
      }
    };
    // From the definitions of its kinds only the actions (inflected verbs: espresso is "coffee brewed by forcing
    // hot water…" → brew); their nouns wander off (pawnshop: "a shop where loans are made" is no reason for loan).
    const addActions = (text: string, weight: number) => {
      for (const token of text.toLowerCase().split(/[^a-z]+/)) {
        if (token.length < 5 || !/(ed|ing)$/.test(token) || GLOSS_STOP.has(token)) continue;
        const base = this.wordnet.baseForms(token, 'v')[0];
        if (base && base !== self && !GLOSS_STOP.has(base)) add(`w:${base}`, weight);
      }
    };
    for (const sense of this.senses(word)) {
      // A link through a rare sense scores low: the square of the prominence (gallery as a veranda, 0.5, reaches
      // porch at a quarter of a link through the first sense).
      const p = sense.prominence ** 2;
      const synset = this.wordnet.synset(sense.key);
      if (!synset) continue;
      add(`s:${sense.key}`, REL.synonym * p);
      const rich = sense.prominence >= WORDS_MIN_PROMINENCE;
      if (rich) {
        for (const lemma of synset.lemmas) if (/[_-]/.test(lemma)) addWords(lemma, REL.word * p);
        addWords(synset.gloss, REL.word * p);
      }
      for (const pointer of synset.pointers) {
        if (RELATED_SYMBOLS.has(pointer.symbol)) add(`s:${pointer.key}`, REL.related * p);
        if (HYPONYMS.has(pointer.symbol)) {
          add(`s:${pointer.key}`, REL.hyponym * p);
          const kind = this.wordnet.synset(pointer.key);
          if (rich && kind) addActions(kind.gloss, REL.kindWord * p);
          for (const grandchild of kind?.pointers ?? []) if (HYPONYMS.has(grandchild.symbol)) add(`s:${grandchild.key}`, REL.hyponym2 * p);
        }
        if (sense.pos === 'n' && HYPERNYMS.has(pointer.symbol) && this.depth(pointer.key) >= MIN_DEPTH) {
          add(`s:${pointer.key}`, REL.hypernym * p);
          add(`p:${pointer.key}`, REL.sibling * p);
          for (const grand of this.hypernyms(pointer.key)) {
            if (this.depth(grand) < MIN_DEPTH) continue;
            add(`s:${grand}`, REL.grandparent * p);
            add(`g:${grand}`, REL.cousin * p);
          }
        }
      }
    }
    map = out;
    this.neighbourhoods.set(word, map);
    return map;
  }

  private hypernyms(key: string): string[] {
    return (this.wordnet.synset(key)?.pointers ?? []).filter((p) => HYPERNYMS.has(p.symbol)).map((p) => p.key);
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
      const parent: string | undefined = this.wordnet.synset(current)?.pointers.find((p) => HYPERNYMS.has(p.symbol))?.key;
      if (!parent) break;
      depth += 1;
      current = parent;
    }
    this.depths.set(key, depth);
    return depth;
  }
}

// Segmentation of names lives in segment.ts; re-exported for the modules that read it from here.
export { segmentLabel } from './segment.js';
