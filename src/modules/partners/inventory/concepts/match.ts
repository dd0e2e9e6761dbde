import { BoundedMemo } from '../../../../platform/lib/bounded-memo.js';
import type { MatchKind } from '../match.js';
import type { Semantics } from '../semantic.js';
import { GENERIC_WORDS } from '../topics.js';
import type { WordRows } from '../word-vectors.js';
import { forms, readsAsNoun } from '../word-forms.js';

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
const CACHE_MAX = 5_000;
/** At most this much for the vectors' closeness: it orders the words of one grade reached the same way (a direct
 * grade 2 stays below a direct grade 3; through a synonym or a kind the factors already blur the grades). */
const TIE_BREAK = 0.08;
/** The best a loose link (grade 1, reached directly) can score: an ask whose subject nothing serves needs more (search.ts). */
export const LOOSE_LINK_CEILING = GRADE_SCORE[1]! + TIE_BREAK;

interface ConceptState {
  links: BoundedMemo<string, ReadonlyMap<string, ConceptLink>>;
  /** The lexicon's single words that have vectors (the vector step searches these), made once. */
  termRows?: WordRows;
}
const states = new WeakMap<Semantics, ConceptState>();

function stateOf(semantics: Semantics): ConceptState {
  let state = states.get(semantics);
  if (!state) {
    state = { links: new BoundedMemo(CACHE_MAX) };
    states.set(semantics, state);
  }
  return state;
}

/** Builds what the first query would otherwise pay for (warm.ts): the vector step's rows of listed words. */
export function warmConcepts(semantics: Semantics): void {
  if (semantics.concepts && semantics.vectors) stateOf(semantics).termRows ??= semantics.vectors.rowsOf(semantics.concepts.singleWords());
}

/** Every inventory word the lexicon (semantics.concepts) lets the query word reach, with its score (cached per word). */
export function conceptLinks(word: string, semantics: Semantics): ReadonlyMap<string, ConceptLink> {
  const terms = semantics.concepts;
  if (!terms) return new Map();
  const state = stateOf(semantics);
  const cached = state.links.get(word);
  if (cached) return cached;
  const out = new Map<string, ConceptLink>();
  const add = (term: string, factor: number, synonymKind: boolean) => {
    for (const [target, grade] of terms.grades(term) ?? []) {
      const score = GRADE_SCORE[grade]! * factor;
      const kind: MatchKind = grade === 3 && synonymKind ? 'synonym' : 'semantic';
      if (score > (out.get(target)?.score ?? 0)) out.set(target, { score, kind });
    }
  };
  const spellings = termForms(word, semantics);
  for (const form of spellings) add(form, 1, true);
  // An ask a buyer-side list decides (plumber: nothing) is not widened through synonyms, kinds or vectors.
  if ([...spellings].some((form) => terms.decides(form))) return remember(state, word, out, semantics);
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
  // Only a word read as a noun: a verb's neighbours are what it goes with (shipped ~ route, leads ~ spark), and the scan
  // of the lexicon's words is the dearest step of a long ask's first search.
  if (out.size === 0 && semantics.vectors && !word.includes('_') && readsAsNoun(word, semantics)) {
    warmConcepts(semantics);
    for (const [term, cosine] of semantics.vectors.nearest(word, state.termRows!, VECTOR_MIN, VECTOR_NEIGHBOURS)) add(term, VECTOR_FACTOR * Math.min(1, cosine / 0.8), false);
  }
  return remember(state, word, out, semantics);
}

function remember(state: ConceptState, word: string, out: Map<string, ConceptLink>, semantics: Semantics) {
  // Within a grade, the inventory word the vectors put closer to the query word first (meditation: calm before aura).
  const vectors = semantics.vectors;
  if (vectors && !word.includes('_')) {
    for (const [target, link] of out) out.set(target, { ...link, score: link.score + TIE_BREAK * Math.max(0, vectors.cosine(word, target) ?? 0) });
  }
  state.links.set(word, out);
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

/** The word as the lexicon spells terms: spaces for a phrase's `_`, and the last word's bare forms (word-forms.ts). */
function termForms(word: string, semantics: Semantics): Set<string> {
  const words = word.split('_');
  const head = words.slice(0, -1).join(' ');
  const all = [...forms(words.at(-1)!, semantics, { strict: true })];
  // A noun the lists name as typed does not take the terms of a base form read first as an adjective: "fasting" (a
  // wellness practice, its own term) is not the lists' "fast" (quick: swift, bolt), though WordNet reads it as a form
  // of the verb to fast; fishing still takes fish, rafting raft, and calming (an adjective) calm.
  const own = !head && semantics.concepts?.knows(word) === true && semantics.senses(word)[0]?.pos === 'n';
  return new Set(all.filter((l) => !own || l === word || semantics.senses(l)[0]?.pos !== 'a').map((l) => (head ? `${head} ${l}` : l)));
}
