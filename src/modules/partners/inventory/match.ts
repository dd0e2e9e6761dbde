import { conceptLinks } from './concepts/match.js';
import { FUNCTION_WORDS } from './index-build.js';
import { MIN_SHARED } from './gloss-recall.js';
import { forms, readsAsNoun } from './word-forms.js';
import type { Semantics } from './semantic.js';
import { GENERIC_WORDS, nameTopics, queryTopics, TOPIC_CUE, TOPIC_FELLOW } from './topics.js';

/**
 * How a word of a name serves a word of the query (issue 20), and by what kind of match, as the answer's `match`:
 * - `word`: the same word or a form of it (plural, -ing, -ed, -ment: robots → robot, baking → bake), 1;
 * - `typo`: the same through a corrected misspelling (jurney → journey), 0.95, and the corrected word's other matches;
 * - `synonym`: WordNet puts both in one sense (coffee ~ java), the similarity (semantic.ts);
 * - `semantic`: WordNet's neighbourhood (kinds, parents, related words: coffee ~ brew), definitions that meet on
 *   rare words (gloss-recall.ts: semiconductor ~ chip) or a shared topic (topics.ts: finance ~ pay), the largest.
 * Name words of one or two letters, digits and brand affixes (go, get, ly) match only themselves, so `art` is never
 * found inside `smartcart` and `travel` is not served by the `go` of gopixel.
 */
export const MATCH_KINDS = ['exact', 'word', 'synonym', 'typo', 'semantic'] as const;
export type MatchKind = (typeof MATCH_KINDS)[number];
export interface Relation {
  score: number;
  kind: MatchKind;
}

// Not -er or -ly: flower is no flow, and power no pow.
/** A name word that is a part of a query word the dictionary does not list. */
const PART_SCORE = 0.6;
/** A relation this close (a direct kind or parent) serves a trade's query word though the trade does not list it. */
const CLOSE_KIND = 0.7;
/** A definition's mention counts for less than the word's own relation. */
const GLOSS_WEIGHT = 0.5;
const GLOSS_MIN = 0.6;
/** Gloss overlap (gloss.ts) at which a trade's word counts as fully described by the query word's definitions. */
const LESK_FULL = 0.2;
/** Below this the two definitions share only chance words ("real", "make"). */
const LESK_FLOOR = 0.02;
const LESK_WEIGHT = 0.3;
/** Gloss recall (gloss-recall.ts): a link at RECALL_FLOOR serves the word (0.45 ≥ the 0.4 a word needs to be served,
 * search.ts); at RECALL_FULL it is as close as a direct parent; below a shared sense (0.9) and a trade's own word. */
const RECALL_FLOOR = 0.2;
const RECALL_FULL = 0.35;
const RECALL_BASE = 0.45;
const RECALL_TOP = 0.65;
/** Word vectors: [cosine, z] a link needs with some WordNet link (similarity > 0) and without any; the score runs
 * from VECTOR_BASE (just serves the word, search.ts 0.4) to VECTOR_TOP (a direct parent's) over VECTOR_Z_SPAN. */
const VECTOR_AGREED: [number, number] = [0.45, 4];
const VECTOR_ALONE: [number, number] = [0.5, 4.5];
const VECTOR_BASE = 0.5;
const VECTOR_TOP = 0.65;
const VECTOR_Z_SPAN = 2;
/** A concept link this strong is a clear fit (grade 2, concepts/match.ts), not a loose one. */
export const CLEAR_FIT = 0.6;
/** What a name word the buyer typed inside a word of the ask gains over the lexicon's other fits (below). */
const TYPED_PART_BONUS = 0.1;

/**
 * Whether the ask's word is built on the name word, at its start or end: a derivation (fitness, investment, clinical,
 * griled) or a compound or phrase (stonemason, fundraiser, pixel_art, walk-in_clinic). Of the words the lexicon lists
 * for it, that one is what the buyer wrote: stonemason → stone before brick, fitness → fit before studio. Measured on
 * 69 relevance sets: 160 answers better, 35 worse (budget travel now leads with budget, tv aerial fitter adds fit);
 * requiring the rest to be a word too lost the derivations (−0.0007).
 */
function typedPart(word: string, segment: string): boolean {
  if (segment.length < 3 || word.length < segment.length + 3) return false;
  return word.startsWith(segment) || word.endsWith(segment);
}

/** `wordForms` is forms(word): a caller relating one word to every name word computes it once (it was the dearest
 * part of a long ask's first search: several dictionary look-ups per name word). */
export function relation(word: string, segment: string, semantics: Semantics, typo: boolean, cues = true, recall = true, wordForms = forms(word, semantics)): Relation {
  const same = segment === word || wordForms.has(segment) || semantics.stem(segment) === semantics.stem(word);
  if (same) return { score: typo ? 0.95 : 1, kind: typo ? 'typo' : 'word' };
  if (segment.length < 3 || /\d/.test(segment) || FUNCTION_WORDS.has(segment)) return { score: 0, kind: 'semantic' };
  // A word the concept lexicon covers serves what its list names and nothing else (concepts/index.ts).
  if (semantics.concepts?.covers(segment)) {
    const link = conceptLinks(word, semantics).get(segment);
    // A word the buyer did not write (a synonym reading's: the cafe of coffee shop) reaches only what clearly fits it.
    if (!link || (!cues && link.score < CLEAR_FIT)) return { score: 0, kind: 'semantic' };
    const own = link.score < 1 && typedPart(word, segment) ? { score: Math.min(1, link.score + TYPED_PART_BONUS), kind: link.kind } : link;
    return typo ? { score: own.score * 0.95, kind: 'typo' } : own;
  }
  let score = semantics.similarity(word, segment);
  let kind: MatchKind = score > 0 && sharesSense(word, segment, semantics) ? 'synonym' : 'semantic';
  // A query word the dictionary does not list, made of a name word and a dictionary word (cybersecurity = cyber +
  // security), is served by that name word.
  if (score < PART_SCORE && segment.length >= 4 && word.length > segment.length + 2 && !semantics.wordnet.isWord(word)) {
    const rest = word.startsWith(segment) ? word.slice(segment.length) : word.endsWith(segment) ? word.slice(0, -segment.length) : null;
    if (rest && semantics.wordnet.isWord(rest)) score = PART_SCORE;
  }
  const closed = word.replaceAll('_', '');
  const found = queryTopics(closed, semantics.stem(closed));
  // Definitions that meet on rare words (gloss-recall.ts) reach inventory words no link or trade list connects
  // (semiconductor → chip, navigation → compass); a single shared word is chance, not a subject. A query word that
  // is itself one thing of a trade (bread, wallet) does not widen through it either, as with the trade's fellows
  // (TOPIC_FELLOW: bread is not sugar).
  // Nor does a generic word (business, shop: what the buyer wants a name for, not what it means).
  if (recall && score < RECALL_TOP && (found.cue || found.topics.length === 0) && !GENERIC_WORDS.has(closed)) {
    const link = semantics.recall.link(word, segment);
    if (link.shared >= MIN_SHARED && link.score >= RECALL_FLOOR) {
      const recalled = RECALL_BASE + (RECALL_TOP - RECALL_BASE) * Math.min(1, (link.score - RECALL_FLOOR) / (RECALL_FULL - RECALL_FLOOR));
      if (recalled > score) [score, kind] = [recalled, 'semantic'];
    }
  }
  // Word vectors (word-vectors.ts) reach what no list or definition connects (ferry → harbor, candle → lamp), but
  // alone they are loose (insurance ~ care 0.71): a link needs a cosine unusual for the name word (z against its
  // closeness to random words, which removes hubs such as well, care, house) and a higher bar when WordNet has no
  // link at all between the two words.
  // A vector link adds a word; it does not reorder a trade's own words (closeness below reads `linked`: beach
  // holiday puts coast and island before trip). An adjective's vectors are its collocations (spicy ~ pasta), not
  // its kinds: only a word WordNet mostly reads as a noun (or does not know) is widened (personal ~ care, no).
  const linked = score;
  const vectors = semantics.vectors;
  const nounish = readsAsNoun(word, semantics);
  if (vectors && recall && nounish && score < VECTOR_TOP && (found.cue || found.topics.length === 0) && !GENERIC_WORDS.has(closed)) {
    const near = vectors.closeness(word, segment);
    // A phrase's summed vector drifts (law firm ~ fund, ice skating ~ vault): it only confirms a WordNet link.
    const [minCosine, minZ] = score > 0 ? VECTOR_AGREED : word.includes('_') ? [2, 0] : VECTOR_ALONE;
    if (near && near.cosine >= minCosine && near.z >= minZ) {
      const close = VECTOR_BASE + (VECTOR_TOP - VECTOR_BASE) * Math.min(1, (near.z - minZ) / VECTOR_Z_SPAN);
      if (close > score) [score, kind] = [close, 'semantic'];
    }
  }
  // A word the buyer did not write (a synonym's: coffee shop → cafe) names no trade: cafe would bring tea and wine.
  const { topics, cue } = cues || !found.cue ? found : { topics: [], cue: false };
  if (topics.length > 0) {
    const theirs = nameTopics(segment, semantics.stem(segment));
    const shared = theirs.filter((t) => topics.includes(t)).length;
    // A query word that names a trade is served first by that trade's words: a word outside it reached through a
    // definition or a neighbour (hotel: "where travelers can pay" → pay) stays below them, unless it shares a sense.
    // A direct kind of the query word's subject (hotel → inn) is as close as a shared sense.
    if (shared === 0 && cue && kind !== 'synonym' && score < CLOSE_KIND) score = Math.min(score, TOPIC_CUE - 0.1);
    if (shared > 0) {
      // A name word in more of the query word's topics is closer (hiking: trail is travel and outdoors, trip travel only).
      // Within the trade, a word whose own definition names something close to the query word comes first
      // (beach: coast is "the shore of a sea", dentist: doctor is "a medical practitioner"), so the trade's words
      // are not ranked by length alone.
      // And a word whose definitions talk about the same things as the query word's (gloss.ts: electrician and
      // spark, grid meet on "electrical"; dentist and clinic on "medical") before one that is only listed.
      const described = LESK_WEIGHT * Math.max(0, Math.min(1, (semantics.glosses.overlap(word, segment) - LESK_FLOOR) / (LESK_FULL - LESK_FLOOR)));
      const closeness = cue ? Math.max(linked, GLOSS_WEIGHT * glossCloseness(word, segment, semantics), described) : 0;
      const topical = cue ? TOPIC_CUE + 0.1 * (shared - 1) + 0.3 * closeness : TOPIC_FELLOW;
      if (topical > score) [score, kind] = [topical, 'semantic'];
    }
  }
  if (typo) [score, kind] = [score * 0.95, 'typo'];
  return { score, kind };
}

/** How close the query word is to the nouns of the name word's definition (0…1). */
function glossCloseness(word: string, segment: string, semantics: Semantics): number {
  let best = 0;
  for (const noun of semantics.definedBy(segment)) best = Math.max(best, semantics.similarity(word, noun));
  // Only a close mention (a sense, a kind or a parent of the query word): looser ones are chance words of a definition.
  return best >= GLOSS_MIN ? best : 0;
}

function sharesSense(word: string, segment: string, semantics: Semantics): boolean {
  const mine = new Set(semantics.senses(word).map((s) => s.key));
  return semantics.senses(segment).some((s) => mine.has(s.key));
}
