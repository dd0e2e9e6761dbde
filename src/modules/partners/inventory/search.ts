import type { AppContext } from '../../../context.js';
import { ApiError } from '../../../platform/errors.js';
import type { PartnerEnvironment } from '../credentials/scopes.js';
import { cosine } from './embeddings.js';
import { FUNCTION_WORDS, inventoryIndex, segmentCost, trigrams } from './index-build.js';
import type { Semantics } from './semantic.js';
import { segmentLabel } from './semantic.js';
import type { IndexEntry, InventoryIndex } from './search-state.js';

/**
 * GET /api/partner/v1/domains/search (contract 4.3, 8): semantic plus keyword search over the credential's
 * listed inventory, reranked, at most 5 results. The scoring, step by step (also in the README):
 *
 * 1. **Query words**: lower-cased, split on anything but letters and digits, function words dropped
 *    ("the", "for", …); a run-together word is split like a domain name (`coffeeshop` → coffee shop).
 * 2. **Readings**: the words themselves (weight 1), and for each compound WordNet knows (`coffee_shop`,
 *    `coffeehouse`) each of its synonyms split into words, in place of the compound (weight 0.9):
 *    "coffee shop" is also read as "coffee house", "cafe", "coffee bar"; likewise a single word's multi-word
 *    synonyms (its most prominent noun sense): "cafe" is also read as "coffee shop", "coffee house".
 * 3. **Semantic score** of a listing: for the best reading, its weight × the mean over its words of the best WordNet
 *    similarity (semantic.ts: synonyms and the word's own kinds/parents above siblings, rare senses weighing little)
 *    to any word of the listing's name (names are split into words the same way) ×
 *    (0.5 + 0.5 × the share of its words whose best similarity is at least 0.3).
 *    With an embeddings provider: the larger of that and the cosine similarity of the query's and the name's
 *    vectors, rescaled from [0.2, 0.8] to [0, 1].
 * 4. **Keyword score**: the share of query words (2+ characters) that occur in the name as written.
 * 5. **Trigram score**: pg_trgm's similarity (shared / all distinct padded trigrams) of query and name.
 * 6. **Score** = 0.55 × semantic + 0.25 × keyword + 0.20 × trigram.
 * 7. **Rerank** the best 25: + 0.05 when every word of the best reading found a match (≥ 0.5), − 0.03 for each
 *    word of the name that matches nothing (≥ 0.3) (at most two), + 0.02 for .com. Results below 0.15 are
 *    dropped ("fewer if fewer match"); ties go to the shorter name, then alphabetical order.
 */
export const MAX_RESULTS = 5;
export const MIN_QUERY_LENGTH = 2;
export const MAX_QUERY_LENGTH = 200;
const RERANK_DEPTH = 25;
const MIN_SCORE = 0.15;
const WEIGHTS = { semantic: 0.55, keyword: 0.25, trigram: 0.2 };

export interface SearchInput {
  environment: PartnerEnvironment;
  q?: string | undefined;
  limit?: number | undefined;
  tld?: string | undefined;
}

export interface SearchHit {
  id: string;
  domain: string;
  score: number;
  scores: { semantic: number; keyword: number; trigram: number };
}

/** precedent.md: `invalid_query` (400) when q is missing or shorter than 2 characters. */
export function checkQuery(q: string | undefined): string {
  const text = (q ?? '').normalize('NFKC').trim().toLowerCase();
  if (text.length < MIN_QUERY_LENGTH) throw new ApiError('invalid_query', `q is required: at least ${MIN_QUERY_LENGTH} characters describing the name you look for`);
  if (text.length > MAX_QUERY_LENGTH) throw new ApiError('invalid_query', `q is at most ${MAX_QUERY_LENGTH} characters`);
  return text;
}

interface Reading {
  words: string[];
  weight: number;
}

export async function rankInventory(ctx: AppContext, input: SearchInput): Promise<SearchHit[]> {
  const text = checkQuery(input.q);
  const limit = Math.min(input.limit ?? MAX_RESULTS, MAX_RESULTS);
  const index = await inventoryIndex(ctx, input.environment);
  const semantics = ctx.partner.search.semantics;
  const isWord = (word: string) => FUNCTION_WORDS.has(word) || semantics.wordnet.isWord(word);

  const words = queryWords(text, isWord, semantics);
  if (words.length === 0) return [];
  const readings = queryReadings(words, semantics, isWord);
  const similarity = similarityTable(semantics, readings, index);
  const queryVector = await queryEmbedding(ctx, words.join(' '), index);
  const queryTrigrams = trigrams([words.join('')]);
  const keywordWords = words.filter((w) => w.length >= 2);

  const scored = [];
  for (const entry of index.entries) {
    if (input.tld && entry.tld !== input.tld) continue;
    const { semantic: wordnetScore, covered, unmatched } = semanticScore(entry, readings, similarity);
    let semantic = wordnetScore;
    if (queryVector && entry.vector) semantic = Math.max(semantic, rescale(cosine(queryVector, entry.vector)));
    const keyword = keywordWords.length === 0 ? 0 : keywordWords.filter((w) => entry.label.includes(w)).length / keywordWords.length;
    const trigram = jaccard(queryTrigrams, entry.trigrams);
    const score = WEIGHTS.semantic * semantic + WEIGHTS.keyword * keyword + WEIGHTS.trigram * trigram;
    if (score > 0) scored.push({ entry, score, covered, unmatched, scores: { semantic, keyword, trigram } });
  }
  // Ties broken the same way before and after the rerank, so the cut at RERANK_DEPTH does not depend on the
  // order listings were loaded in (many names tie: 70 "bean" names for "coffee").
  const order = (a: { score: number; entry: IndexEntry }, b: { score: number; entry: IndexEntry }) =>
    b.score - a.score || a.entry.label.length - b.entry.label.length || (a.entry.domain < b.entry.domain ? -1 : 1);
  scored.sort(order);
  const reranked = scored.slice(0, RERANK_DEPTH).map((s) => ({
    ...s,
    score: s.score + (s.covered ? 0.05 : 0) - 0.03 * Math.min(2, s.unmatched) + (s.entry.tld === 'com' ? 0.02 : 0),
  }));
  reranked.sort(order);
  return reranked
    .filter((s) => s.score >= MIN_SCORE)
    .slice(0, limit)
    .map((s) => ({ id: s.entry.id, domain: s.entry.domain, score: round(s.score), scores: { semantic: round(s.scores.semantic), keyword: round(s.scores.keyword), trigram: round(s.scores.trigram) } }));
}

const round = (x: number) => Math.round(x * 1000) / 1000;
const rescale = (cos: number) => Math.max(0, Math.min(1, (cos - 0.2) / 0.6));

function queryWords(text: string, isWord: (w: string) => boolean, semantics: Semantics): string[] {
  const tokens = text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const out: string[] = [];
  for (const token of tokens) {
    // A token that is not a word itself may be several run together (`coffeeshop`).
    const parts = /^[a-z]+$/.test(token) && token.length > 5 && !isWord(token) ? segmentLabel(token, isWord, segmentCost(semantics)) : [token];
    out.push(...parts);
  }
  const content = out.filter((w) => !FUNCTION_WORDS.has(w));
  return content.length > 0 ? content : out;
}

/**
 * The query's words, plus readings where a word or a WordNet compound of adjacent words is replaced by each of
 * its multi-word synonyms (most prominent sense only for a single word: cafe → coffee shop, coffee house, coffee
 * bar; the first two senses for a compound: coffee shop → cafe, coffee house, coffee bar), weight 0.9.
 */
function queryReadings(words: string[], semantics: Semantics, isWord: (w: string) => boolean): Reading[] {
  const readings: Reading[] = [{ words, weight: 1 }];
  const wordnet = semantics.wordnet;
  for (let start = 0; start < words.length; start++) {
    for (let end = Math.min(words.length, start + 3); end >= start + 1; end--) {
      const slice = words.slice(start, end);
      const single = slice.length === 1;
      const keys = single
        ? semantics.senses(slice[0]!).filter((s) => s.pos === 'n').slice(0, 1).map((s) => s.key)
        : [slice.join('_'), slice.join('')].flatMap((compound) => wordnet.senses(compound, 'n').slice(0, 2));
      for (const key of keys) {
        for (const lemma of wordnet.synset(key)?.lemmas ?? []) {
          if (slice.includes(lemma) || lemma === slice.join('_') || lemma === slice.join('')) continue;
          const parts = lemma.split(/[_-]/).flatMap((part) => (isWord(part) ? [part] : segmentLabel(part, isWord)));
          // A closed compound is read whole and split (coffeehouse, and coffee + house): names split the same way.
          const split = parts.flatMap((part) => splitCompound(part, isWord) ?? [part]);
          // A single word is only replaced by a multi-word synonym (cafe → coffee shop), not by a plain one
          // (coffee → java): plain synonyms are already part of the word's similarity.
          if (single && split.length < 2) continue;
          for (const replacement of split.length > parts.length ? [parts, split] : [parts]) {
            const reading = [...words.slice(0, start), ...replacement, ...words.slice(end)];
            if (!readings.some((r) => r.words.join(' ') === reading.join(' '))) readings.push({ words: reading, weight: 0.9 });
            if (readings.length >= 12) return readings;
          }
        }
      }
    }
  }
  return readings;
}

/** `coffeehouse` → coffee + house: two words of 3+ letters (the longest first word wins); null when none. */
function splitCompound(word: string, isWord: (w: string) => boolean): string[] | null {
  for (let i = word.length - 3; i >= 3; i--) {
    if (isWord(word.slice(0, i)) && isWord(word.slice(i))) return [word.slice(0, i), word.slice(i)];
  }
  return null;
}

/** Similarity of every reading word to every word of the inventory, computed once per search. */
function similarityTable(semantics: Semantics, readings: Reading[], index: InventoryIndex): Map<string, Map<string, number>> {
  const table = new Map<string, Map<string, number>>();
  for (const word of new Set(readings.flatMap((r) => r.words))) {
    const row = new Map<string, number>();
    for (const segment of index.vocabulary) {
      // Short pieces, digits and function words/brand affixes (go, get, hey) match only themselves: "travel" is
      // not served by the "go" of gopixel.
      const s = segment.length < 2 || /\d/.test(segment) || FUNCTION_WORDS.has(segment) ? (segment === word ? 1 : 0) : semantics.similarity(word, segment);
      if (s > 0) row.set(segment, s);
    }
    table.set(word, row);
  }
  return table;
}

function semanticScore(entry: IndexEntry, readings: Reading[], table: Map<string, Map<string, number>>): { semantic: number; covered: boolean; unmatched: number } {
  let best = { semantic: 0, covered: false, unmatched: entry.segments.length };
  for (const reading of readings) {
    let sum = 0;
    let matched = 0;
    let covered = true;
    const used = new Set<string>();
    for (const word of reading.words) {
      const row = table.get(word)!;
      let top = 0;
      let topSegment: string | undefined;
      for (const segment of entry.segments) {
        const s = row.get(segment) ?? 0;
        if (s > top) {
          top = s;
          topSegment = segment;
        }
      }
      if (topSegment && top >= 0.3) {
        used.add(topSegment);
        matched += 1;
      }
      if (top < 0.5) covered = false;
      sum += top;
    }
    // Half of the score depends on how many query words found a match at all: "coffee house" matching only
    // "house" (cozyhouse) is worth less than both words matching somewhat (brewhouse).
    const semantic = ((reading.weight * sum) / reading.words.length) * (0.5 + (0.5 * matched) / reading.words.length);
    if (semantic > best.semantic) {
      best = { semantic, covered, unmatched: entry.segments.filter((s) => !used.has(s) && !FUNCTION_WORDS.has(s)).length };
    }
  }
  return best;
}

function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const t of a) if (b.has(t)) shared++;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}

/** The query's vector (cached per text); null without a provider, or when it fails (search goes on without). */
async function queryEmbedding(ctx: AppContext, text: string, index: InventoryIndex): Promise<Float32Array | null> {
  const state = ctx.partner.search;
  if (!state.embeddings || !index.entries.some((e) => e.vector)) return null;
  const cached = state.queryVectors.get(text);
  if (cached) return cached;
  try {
    const [vector] = await state.embeddings.embed([text]);
    if (state.queryVectors.size >= 1_000) state.queryVectors.clear();
    state.queryVectors.set(text, vector!);
    return vector!;
  } catch (error) {
    ctx.log.warn({ err: (error as Error).message }, 'embeddings provider failed for a query; ranking without vectors');
    return null;
  }
}
