import type { AppContext } from '../../../context.js';
import { ApiError } from '../../../platform/errors.js';
import type { PartnerEnvironment } from '../credentials/scopes.js';
import { cosine } from './embeddings.js';
import { FUNCTION_WORDS, inventoryIndex, trigrams } from './index-build.js';
import { type MatchKind, relation, type Relation } from './match.js';
import { parseQuery, type QueryPlan } from './query.js';
import type { Semantics } from './semantic.js';
import { segmentLabel } from './semantic.js';
import type { IndexEntry, InventoryIndex } from './search-state.js';
import { adjustments } from './rerank.js';

/**
 * GET /api/partner/v1/domains/search (contract 4.3, 8): semantic plus keyword search over the credential's
 * listed inventory, reranked, at most 5 results (issue 20; README "Partner inventory search"). Step by step:
 *
 * 1. **Query** (query.ts): constraints come out first (length, tone, a named TLD), generic words go (name, brand,
 *    shop, app) unless nothing else is left, run-together words split, misspellings are corrected against the
 *    inventory's words, then the dictionary. The topic sets the intent (tech or consumer).
 * 2. **Readings**: the words, and WordNet compounds replaced by their synonyms (coffee shop → cafe), weight 0.9.
 * 3. **Word matches** (match.ts): every query word against every word of the inventory's names (names are split
 *    into dictionary words: `smartcart` is smart + cart, never art): word, typo, synonym or semantic, 0 to 1.
 * 4. **Relevance** of a name for a reading: the mean over the query words that anything in the inventory serves
 *    (≥ 0.4; "personal" in "personal finance" serves nothing and is not held against every name) of each word's
 *    best match among the name's words, × (0.7 + 0.3 × the share of the name's words that serve the query):
 *    `robot.com` before `robotsync.com` for "robots". With an embeddings provider: at least the rescaled cosine.
 * 5. **Rerank** (rerank.ts): + 0.1 for the exact name, intent, tone and length constraints, then the cut: nothing
 *    below 0.3, nothing below half the best score (an empty answer beats unrelated names). Ties: exact, shorter, .com.
 */
export const MAX_RESULTS = 5;
export const MIN_QUERY_LENGTH = 2;
export const MAX_QUERY_LENGTH = 200;
const MIN_RELEVANCE = 0.4;
const MIN_SCORE = 0.3;
const RELATIVE_CUT = 0.5;
const MISSING_SUBJECT_RELEVANCE = 0.5;
/** Per earlier result found through the same word of a name, for related (not literal) matches. */
const REPEAT_PENALTY = 0.06;

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
  match: MatchKind;
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

interface Scored {
  entry: IndexEntry;
  score: number;
  relevance: number;
  /** The word of the name that served the query best (diversify). */
  via: string;
  exact: boolean;
  match: MatchKind;
  scores: SearchHit['scores'];
}

export async function rankInventory(ctx: AppContext, input: SearchInput): Promise<SearchHit[]> {
  const text = checkQuery(input.q);
  const limit = Math.min(input.limit ?? MAX_RESULTS, MAX_RESULTS);
  const index = await inventoryIndex(ctx, input.environment);
  const semantics = ctx.partner.search.semantics;
  const isWord = (word: string) => FUNCTION_WORDS.has(word) || semantics.wordnet.isWord(word);
  const plan = parseQuery(text, semantics, index.vocabularySet);
  const readings = plan.words.length > 0 ? queryReadings(plan.words, semantics, isWord) : [];
  const table = relationTable(semantics, readings, index, plan);
  // Query words nothing in the inventory serves are left out of every name's mean.
  // Generic words kept for a compound serve only inside it ("law firm" is no house, though firm ~ house).
  const servable = new Set([...table].filter(([w, row]) => !plan.generic.has(w) && [...row.values()].some((r) => r.score >= MIN_RELEVANCE)).map(([w]) => w));
  const queryVector = plan.words.length > 0 ? await queryEmbedding(ctx, plan.words.join(' '), index) : null;
  if (plan.words.length > 0 && servable.size === 0 && !queryVector) return [];
  const queryTrigrams = trigrams([plan.words.join('')]);
  const exactLabels = new Set([plan.words.join(''), plan.words.map((w) => semantics.stem(w)).join('')]);

  const scored: Scored[] = [];
  for (const entry of index.entries) {
    if (input.tld && entry.tld !== input.tld) continue;
    let relevance = 0;
    let keyword = 0;
    let match: MatchKind = 'semantic';
    let via = entry.label;
    if (plan.words.length === 0) {
      // Constraints only ("a short premium name"): every name of one dictionary word qualifies.
      relevance = entry.segments.length === 1 && isWord(entry.label) ? 0.5 : 0;
      match = 'word';
    } else {
      ({ relevance, keyword, match, via } = nameRelevance(entry, readings, table, servable));
      if (queryVector && entry.vector) {
        const cos = rescale(cosine(queryVector, entry.vector));
        if (cos > relevance) [relevance, match] = [cos, 'semantic'];
      }
    }
    if (relevance < MIN_RELEVANCE) continue;
    const exact = exactLabels.has(entry.label);
    const score = relevance + (exact ? 0.1 : 0) + adjustments(entry, plan);
    scored.push({ entry, score, relevance, via, exact, match: exact ? 'exact' : match, scores: { semantic: relevance, keyword, trigram: jaccard(queryTrigrams, entry.trigrams) } });
  }
  scored.sort((a, b) => b.score - a.score || Number(b.exact) - Number(a.exact) || a.entry.label.length - b.entry.label.length ||
    Number(b.entry.tld === 'com') - Number(a.entry.tld === 'com') || (a.entry.domain < b.entry.domain ? -1 : 1));
  const top = scored[0]?.score ?? 0;
  // A query about something the inventory lacks ("car rental": nothing about cars) whose other words reach only
  // loosely related names answers nothing rather than those names.
  const unserved = plan.words.some((w) => !servable.has(w) && !FUNCTION_WORDS.has(w) && !plan.corrected.has(w) && !plan.generic.has(w));
  if (unserved && !queryVector && Math.max(0, ...scored.map((s) => s.relevance)) < MISSING_SUBJECT_RELEVANCE) return [];
  return diversify(scored.filter((s) => s.score >= MIN_SCORE && s.score >= RELATIVE_CUT * top), limit)
    .map((s) => ({
      id: s.entry.id, domain: s.entry.domain, match: s.match, score: round(Math.max(0, Math.min(1, s.score))),
      scores: { semantic: round(s.scores.semantic), keyword: round(s.scores.keyword), trigram: round(s.scores.trigram) },
    }));
}

/**
 * The best `limit`, spread over the words that serve the query: for a topic ("finance") five variants of one word
 * (fund.com, myfund.com, fundly.com, …) say less than fund, pay, coin, wealth. Literal matches (exact, word, typo)
 * are not spread: "vault" is answered with vault names.
 */
function diversify(sorted: Scored[], limit: number): Scored[] {
  const picked: Scored[] = [];
  const rest = sorted.slice(0, limit * 10);
  const seen = new Map<string, number>();
  const adjusted = (s: Scored) => s.score - (s.match === 'semantic' || s.match === 'synonym' ? REPEAT_PENALTY * (seen.get(s.via) ?? 0) : 0);
  while (picked.length < limit && rest.length > 0) {
    let best = 0;
    for (let i = 1; i < rest.length; i++) if (adjusted(rest[i]!) > adjusted(rest[best]!)) best = i;
    const [next] = rest.splice(best, 1);
    picked.push(next!);
    seen.set(next!.via, (seen.get(next!.via) ?? 0) + 1);
  }
  return picked;
}

const round = (x: number) => Math.round(x * 1000) / 1000;
const rescale = (cos: number) => Math.max(0, Math.min(1, (cos - 0.2) / 0.6));

/** Every reading word against every word of the inventory, once per search. */
function relationTable(semantics: Semantics, readings: Reading[], index: InventoryIndex, plan: QueryPlan): Map<string, Map<string, Relation>> {
  const table = new Map<string, Map<string, Relation>>();
  for (const word of new Set(readings.flatMap((r) => r.words))) {
    const row = new Map<string, Relation>();
    const typo = plan.corrected.has(word);
    for (const segment of index.vocabulary) {
      const r = relation(word, segment, semantics, typo);
      if (r.score > 0) row.set(segment, r);
    }
    table.set(word, row);
  }
  return table;
}

/** Step 4: the best reading's relevance, the share of query words found as words of the name, the match kind. */
function nameRelevance(entry: IndexEntry, readings: Reading[], table: Map<string, Map<string, Relation>>, servable: Set<string>) {
  let best = { relevance: 0, keyword: 0, match: 'semantic' as MatchKind, via: entry.label };
  const content = entry.segments.filter((s) => !FUNCTION_WORDS.has(s));
  for (const reading of readings) {
    const words = reading.words.filter((w) => servable.has(w));
    if (words.length === 0) continue;
    let sum = 0;
    let literal = 0;
    let strongest: Relation = { score: 0, kind: 'semantic' };
    let via = entry.label;
    const used = new Set<string>();
    for (const word of words) {
      const row = table.get(word)!;
      let top: Relation = { score: 0, kind: 'semantic' };
      let at: string | undefined;
      for (const segment of entry.segments) {
        const r = row.get(segment);
        if (r && r.score > top.score) [top, at] = [r, segment];
      }
      if (at && top.score >= MIN_RELEVANCE) used.add(at);
      if (top.kind === 'word' || top.kind === 'typo') literal += top.score >= 0.95 ? 1 : 0;
      if (top.score > strongest.score) [strongest, via] = [top, at ?? via];
      sum += top.score;
    }
    const fit = content.length === 0 ? 0 : content.filter((s) => used.has(s)).length / content.length;
    const relevance = (reading.weight * sum / words.length) * (0.7 + 0.3 * fit);
    // A literal match of a synonym's words (savings → "nest egg" → nest) is a synonym match.
    const kind = reading.weight < 1 && (strongest.kind === 'word' || strongest.kind === 'typo') ? 'synonym' : strongest.kind;
    if (relevance > best.relevance) best = { relevance, keyword: literal / words.length, match: kind, via };
  }
  return best;
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
          const parts = lemma.split(/[_-]/).flatMap((part) => (isWord(part) ? [part] : segmentLabel(part, isWord))).filter((w) => !FUNCTION_WORDS.has(w));
          // A closed compound is read whole and split (coffeehouse, and coffee + house): names split the same way.
          // Function words of a synonym ("break of the day") would match brand affixes of names (thebit).
          const split = parts.flatMap((part) => splitCompound(part, isWord) ?? [part]).filter((w) => !FUNCTION_WORDS.has(w));
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
