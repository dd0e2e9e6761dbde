import type { MatchKind } from '../match.js';
import type { Semantics } from '../semantic.js';
import { GENERIC_WORDS } from '../topics.js';
import type { ConceptTerms } from './index.js';

/**
 * How a query word reaches the inventory words through the concept lexicon (index.ts), strongest way first:
 * 1. the word itself or one of its forms is a term (bookkeepers → bookkeeping; a phrase reading: personal_trainer);
 * 2. a WordNet synonym of one of its dominant senses is (physician → doctor), × 0.9;
 * 3. else a direct parent of its first noun sense is (cockatoo → parrot), × 0.7: a kind of a listed thing;
 * 4. else the nearest listed words by word vectors, when close enough (cosine ≥ VECTOR_MIN), × 0.7 at most.
 * A grade becomes a score on the scale of match.ts: 3 → 0.9 (a synonym), 2 → 0.75, 1 → 0.5 (serves, search.ts 0.4).
 */
export interface ConceptLink {
  score: number;
  kind: MatchKind;
}

const GRADE_SCORE = [0, 0.5, 0.75, 0.9];
const SYNONYM_FACTOR = 0.9;
const PARENT_FACTOR = 0.7;
const VECTOR_FACTOR = 0.7;
/** Below this the vectors' neighbours are the word's company, not its meaning (party ~ wedding 0.6 is fine; loose below). */
const VECTOR_MIN = 0.62;
const VECTOR_NEIGHBOURS = 3;
/** A sense less prominent than this (semantic.ts; the first is 1) is not what buyers mean by the word: club as a
 * guild or lodge, salon as a drawing room. */
const DOMINANT = 0.6;
/** Endings stripped from a word the dictionary does not know (fintechs, ebikes); never -er (soccer is no "soc"). */
const SUFFIXES = ['ments', 'ment', 'ings', 'ing', 'es', 's', 'ed'];
const CACHE_MAX = 5_000;
/** At most this much for the vectors' closeness, less than the step between two grades. */
const TIE_BREAK = 0.08;

const caches = new WeakMap<Semantics, Map<string, ReadonlyMap<string, ConceptLink>>>();

/** Every inventory word the lexicon lets the query word reach, with its score (cached per word). */
export function conceptLinks(word: string, semantics: Semantics, terms: ConceptTerms): ReadonlyMap<string, ConceptLink> {
  let cache = caches.get(semantics);
  if (!cache) {
    cache = new Map();
    caches.set(semantics, cache);
  }
  const cached = cache.get(word);
  if (cached) return cached;
  const out = new Map<string, ConceptLink>();
  const add = (term: string, factor: number, synonymKind: boolean) => {
    for (const [target, grade] of terms.grades(term) ?? []) {
      const score = GRADE_SCORE[grade]! * factor;
      const kind: MatchKind = grade === 3 && synonymKind ? 'synonym' : 'semantic';
      if (score > (out.get(target)?.score ?? 0)) out.set(target, { score, kind });
    }
  };
  const forms = termForms(word, semantics);
  for (const form of forms) add(form, 1, true);
  // An ask a buyer-side list decides (plumber: nothing) is not widened through synonyms, kinds or vectors.
  if ([...forms].some((form) => terms.decides(form))) return remember(cache, word, out, semantics);
  // An adjective stands for the noun it pertains to (clinical → clinic, financial → finance, solar → sun).
  for (const noun of pertainyms(word, semantics)) add(noun, 1, true);
  // Synonyms of the senses buyers mean (the dominant ones, nouns when the word is a noun: clothing is no "invest"),
  // never a phrase's own word (car park → park: a park is no car park).
  const all = semantics.senses(word);
  const nouns = all.filter((s) => s.pos === 'n');
  const senses = (nouns.length > 0 ? nouns : all).filter((s, i) => i === 0 || s.prominence >= DOMINANT);
  const own = new Set(word.split('_'));
  // And the synonym in its own main sense too: moolah's synonyms dough and sugar are money only in slang (their lists
  // mean pastry and sweetener), while a physician's doctor is a doctor first.
  const mainly = (lemma: string, key: string) => semantics.senses(lemma).some((s, i) => s.key === key && (i === 0 || s.prominence >= DOMINANT));
  for (const sense of senses) {
    for (const lemma of semantics.wordnet.synset(sense.key)?.lemmas ?? []) {
      if (lemma !== word && !own.has(lemma) && mainly(lemma, sense.key)) add(lemma.replaceAll('_', ' '), SYNONYM_FACTOR, true);
    }
  }
  if (out.size === 0 && nouns.length > 0) {
    // The parent's head lemma only: its other lemmas are other senses' words (law firm → firm, not its synonym house).
    for (const parent of parents(nouns[0]!.key, semantics)) {
      const head = semantics.wordnet.synset(parent)?.lemmas[0];
      if (head && !own.has(head) && !GENERIC_WORDS.has(head)) add(head.replaceAll('_', ' '), PARENT_FACTOR, false);
    }
  }
  if (out.size === 0 && semantics.vectors && !word.includes('_')) {
    for (const [term, cosine] of nearestTerms(word, semantics, terms)) add(term, VECTOR_FACTOR * Math.min(1, cosine / 0.8), false);
  }
  return remember(cache, word, out, semantics);
}

function remember(cache: Map<string, ReadonlyMap<string, ConceptLink>>, word: string, out: Map<string, ConceptLink>, semantics: Semantics) {
  // Within a grade, the inventory word the vectors put closer to the query word first (meditation: calm before aura).
  const vectors = semantics.vectors;
  if (vectors && !word.includes('_')) {
    for (const [target, link] of out) out.set(target, { ...link, score: link.score + TIE_BREAK * Math.max(0, vectors.cosine(word, target) ?? 0) });
  }
  if (cache.size >= CACHE_MAX) cache.clear();
  cache.set(word, out);
  return out;
}

/** The nouns an adjective pertains to (WordNet's pertainym pointers of its adjective senses). */
function pertainyms(word: string, semantics: Semantics): string[] {
  const out: string[] = [];
  for (const sense of semantics.senses(word)) {
    if (sense.pos !== 'a') continue;
    for (const pointer of semantics.wordnet.synset(sense.key)?.pointers ?? []) {
      if (pointer.symbol !== '\\') continue;
      const lemma = semantics.wordnet.synset(pointer.key)?.lemmas[0];
      if (lemma) out.push(lemma.replaceAll('_', ' '));
    }
  }
  return out;
}

/** A noun sense's direct parents (hypernym and instance-hypernym pointers). */
function parents(key: string, semantics: Semantics): string[] {
  return (semantics.wordnet.synset(key)?.pointers ?? []).filter((p) => p.symbol === '@' || p.symbol === '@i').map((p) => p.key);
}

/** The word as the lexicon spells terms: spaces for a phrase's `_`, and its base forms (last word of a phrase). */
function termForms(word: string, semantics: Semantics): Set<string> {
  const words = word.split('_');
  const last = words.at(-1)!;
  const lasts = new Set([last, semantics.stem(last)]);
  for (const pos of ['n', 'v'] as const) for (const base of semantics.wordnet.baseForms(last, pos)) lasts.add(base);
  for (const suffix of semantics.wordnet.isWord(last) ? [] : SUFFIXES) {
    if (last.length - suffix.length >= 4 && last.endsWith(suffix)) {
      const bare = last.slice(0, -suffix.length);
      lasts.add(bare).add(`${bare}e`);
      if (/(.)\1$/.test(bare)) lasts.add(bare.slice(0, -1));
    }
  }
  if (last.endsWith('ies') && last.length > 4) lasts.add(`${last.slice(0, -3)}y`);
  const head = words.slice(0, -1).join(' ');
  return new Set([...lasts].map((l) => (head ? `${head} ${l}` : l)));
}

let single: { terms: ConceptTerms; words: string[] } | null = null;

function nearestTerms(word: string, semantics: Semantics, terms: ConceptTerms): [string, number][] {
  const vectors = semantics.vectors!;
  if (!vectors.has(word)) return [];
  if (single?.terms !== terms) single = { terms, words: terms.singleWords().filter((t) => vectors.has(t)) };
  const near: [string, number][] = [];
  for (const term of single.words) {
    const cosine = vectors.cosine(word, term)!;
    if (cosine >= VECTOR_MIN) near.push([term, cosine]);
  }
  return near.sort((a, b) => b[1] - a[1]).slice(0, VECTOR_NEIGHBOURS);
}
