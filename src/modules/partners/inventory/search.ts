import type { AppContext } from '../../../context.js';
import { ApiError } from '../../../platform/errors.js';
import type { PartnerEnvironment } from '../credentials/scopes.js';
import { conceptIntent } from './concepts/intent.js';
import { LOOSE_LINK_CEILING } from './concepts/match.js';
import { cosine } from './embeddings.js';
import { FUNCTION_WORDS, inventoryIndex, trigrams } from './index-build.js';
import type { MatchKind } from './match.js';
import { MIN_RELEVANCE, prepareReadings, relevanceByLabel, qualityFits, relationTable, type RowCache, brandAffixes } from './name-relevance.js';
import { phraseLemmas } from './phrases.js';
import { queryReadings } from './readings.js';
import { parseQuery, type QueryPlan } from './query.js';
import { topicIntent } from './query-intent.js';
import { corpusRank } from './spelling.js';
import { specificity } from './word-specificity.js';
import { foldAskAccents } from './text.js';
import type { Semantics } from './semantic.js';
import type { IndexEntry, InventoryIndex } from './search-state.js';
import { adjustments } from './rerank.js';
import { diversify } from './diversify.js';

/**
 * GET /api/partner/v1/domains/search (contract 4.3, 8): semantic plus keyword search over the credential's
 * listed inventory, reranked, at most 5 results (issue 20; README "Partner inventory search"). Step by step:
 *
 * 1. **Query** (query.ts): constraints come out first (length, tone, a named TLD), generic words go (name, brand,
 *    shop, app) unless nothing else is left, run-together words split, misspellings are corrected against the
 *    inventory's words, then the dictionary. The topic sets the intent (tech or consumer).
 * 2. **Readings** (readings.ts, phrases.ts): the words; WordNet compounds replaced by their synonyms (coffee shop →
 *    cafe), weight 0.9; a phrase WordNet lists as one noun (law firm, pet food) read as that noun, weight 1. A
 *    phrase's words serve only together: when one serves nothing, the others serve nothing alone either.
 * 3. **Word matches** (match.ts): every query word against every word of the inventory's names (names are split
 *    into dictionary words: `smartcart` is smart + cart, never art): word, typo, synonym or semantic, 0 to 1. A name
 *    word the concept lexicon covers (concepts/: ledger, nest, glow …) is reached through its graded lists only;
 *    other words through WordNet links, definitions that meet (gloss-recall.ts), trades (topics.ts) and vectors.
 *    A phrase the lexicon's ask lists decide (car park, coffee shop) is read whole: its words do not reach covered
 *    words on their own. A buyer's closed compound (steakhouse) is
 *    read through its synonym's parts (chop + house) only when the whole words reach nothing.
 * 4. **Relevance** of a name for a reading: over the query words that anything in the inventory serves (≥ 0.4;
 *    "personal" in "personal finance" serves nothing and is not held against every name), each word's best match among
 *    the name's words weighted by how specific the word is (word-specificity.ts: spaghetti counts more than fresh), the
 *    best two against the two heaviest, as a power mean (1.5: one strong match outweighs two loose ones; name-relevance.ts; a phrase read as one counts as its words, and the words of
 *    a served lexicon phrase read apart count as unserved: "bike fit studio" is no studio name's whole ask),
 *    × (0.7 + 0.3 × the share of the name's words that serve the query):
 *    `robot.com` before `robotsync.com` for "robots". With an embeddings provider: at least the rescaled cosine.
 *    Related matches through a brand suffix of the inventory (bit + works) count 0.6, clear fits 0.75, literal ones 0.85,
 *    any match through a brand prefix (go, get) 0.5; a synonym reading met only loosely counts its unserved words as 0.
 * 5. **Rerank** (rerank.ts): + 0.1 for the exact name, intent, tone and length constraints, then the cut: nothing
 *    below 0.3, nothing below half the best score (an empty answer beats unrelated names). Ties: exact, shorter, .com.
 *    The answer is spread over the words that serve the query; the score shown is the one each pick was made on,
 *    so results are always in score order.
 */
export const MAX_RESULTS = 5;
export const MIN_QUERY_LENGTH = 2;
export const MAX_QUERY_LENGTH = 500;
const MIN_SCORE = 0.3;
const RELATIVE_CUT = 0.5;
/** An ask whose subject nothing serves answers only with names above a loose (grade-1) concept link. */
const MISSING_SUBJECT_RELEVANCE = Math.max(0.5, LOOSE_LINK_CEILING + 0.02);
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
  const text = foldAskAccents(q ?? '').trim().toLowerCase();
  if (text.length < MIN_QUERY_LENGTH) throw new ApiError('invalid_query', `q is required: at least ${MIN_QUERY_LENGTH} characters describing the name you look for`);
  if (text.length > MAX_QUERY_LENGTH) throw new ApiError('invalid_query', `q is at most ${MAX_QUERY_LENGTH} characters`);
  return text;
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
  const plan = parseQuery(text, semantics, index.vocabularySet, foldAskAccents(input.q ?? '').trim());
  // The word-match rows of one search, shared by its readings (a reading differs from another by a word or two).
  const rows: RowCache = new Map();
  const typed = await rankPlan(ctx, input, plan, index, limit, rows);
  let answer = typed;
  // A misspelling with two likely corrections (pastery: pastry, mastery) is read each way (query.ts alternatives); the
  // buyer meant the reading the inventory serves better in all — the sum of its answer's raw scores (pilates studo:
  // five fit and studio names for "studio" outweigh two that serve "study" a little better). A fallback (calender →
  // calendar) answers only where the words as typed answer nothing or weakly.
  for (const alternative of plan.alternatives) {
    if (alternative.fallback && typed.best >= WEAK_ANSWER) continue;
    const other = await rankPlan(ctx, input, { ...plan, words: alternative.words, intent: plan.statedIntent ?? topicIntent(alternative.words, semantics) }, index, limit, rows);
    if (other.served > answer.served) answer = other;
  }
  // No name serves all the words ("pretzel lessons": bake and salt names serve pretzel, nothing serves both): the names
  // serving all but one of them may answer, scored lower. Never without the most specific word (the rarest in the
  // vectors' corpus, or one it lacks): "ant control" is not answered with names about control.
  if (answer.best < WEAK_ANSWER && answer.servable.length >= 2) {
    const rarest = mostSpecific(answer.servable, semantics);
    // The commonest words first, at most two tries (each is a whole ranking): the word an ask can do without is
    // rarely its second most specific.
    const droppable = answer.servable.filter((w) => w !== rarest).sort((a, b) => corpusRank(a, semantics) - corpusRank(b, semantics));
    for (const word of droppable.slice(0, PARTIAL_TRIES)) {
      const words = plan.words.filter((w) => w !== word);
      const other = partial(await rankPlan(ctx, input, { ...plan, words, intent: plan.intent ?? topicIntent(words, semantics) }, index, limit, rows));
      if (other.served > answer.served) answer = other;
    }
  }
  return answer.hits;
}

const PARTIAL_TRIES = 2;
/** A name serving all but one of the buyer's words scores this share of its score. */
const PARTIAL_ANSWER = 0.85;
function partial(r: Ranked): Ranked {
  return { ...r, hits: r.hits.map((h) => ({ ...h, score: round(h.score * PARTIAL_ANSWER) })), best: r.best * PARTIAL_ANSWER, served: r.served * PARTIAL_ANSWER };
}

/** The rarest of the words in the vectors' corpus (the first of equals), undefined for none. */
function mostSpecific(words: string[], semantics: Semantics): string | undefined {
  return words.length === 0 ? undefined : words.reduce((a, b) => (corpusRank(b, semantics) > corpusRank(a, semantics) ? b : a));
}

/** An answer whose best name scores under this is weak: a fallback reading may answer instead. */
const WEAK_ANSWER = 0.5;

/** Steps 2–5 for one reading of the query's words: the answer, the raw score of its best name and the sum of its
 * names' raw scores (0 when empty). */
async function rankPlan(ctx: AppContext, input: SearchInput, plan: QueryPlan, index: InventoryIndex, limit: number, rows: RowCache): Promise<Ranked> {
  const semantics = ctx.partner.search.semantics;
  const isWord = (word: string) => FUNCTION_WORDS.has(word) || semantics.wordnet.isWord(word);
  let readings = plan.words.length > 0 ? queryReadings(plan.words, semantics, isWord) : [];
  // A phrase WordNet lists as one noun (pet food) is also read as that noun, weight 1 (phrases.ts).
  const phrases = phraseLemmas(plan.words, semantics.wordnet, semantics.concepts);
  for (const { start, end, lemma } of phrases) readings.push({ words: [...plan.words.slice(0, start), lemma, ...plan.words.slice(end)], weight: 1 });
  // A dictionary phrase's own words reach nothing through definitions alone: the phrase does (law firm: law's
  // definitions meet house's "legislative assembly", which is no law firm).
  const inPhrases = new Set(phrases.flatMap(({ start, end }) => plan.words.slice(start, end)));
  // A phrase the concept lexicon's ask lists decide (car park, tyre fitting, coffee shop) is read through the lists as
  // a whole: its words do not reach the words the lists cover on their own (a car park is no park, a tyre fitting no
  // fit); they still reach inventory words the lists do not cover (coffee → java).
  const decidedPhrases = phrases.filter(({ lemma }) => semantics.concepts?.decides(lemma.replaceAll('_', ' ')));
  const decided = new Set(decidedPhrases.flatMap(({ start, end }) => plan.words.slice(start, end)));
  // Nor is it read through WordNet's synonyms of it (funeral home → funeral residence: a house).
  readings = readings.filter((r) => !r.replaced?.some((w) => decided.has(w)));
  const table = relationTable(semantics, readings, index, plan, inPhrases, decided, rows);
  // Query words nothing in the inventory serves are left out of every name's mean.
  // Generic words kept for a compound serve only inside it ("law firm" is no house, though firm ~ house).
  const servable = new Set([...table].filter(([w, row]) => !plan.generic.has(w) && [...row.values()].some((r) => r.score >= MIN_RELEVANCE)).map(([w]) => w));
  // A phrase's words stand for it only together: when one of them serves nothing ("pet" of pet food), the others
  // serve nothing on their own either (no tea or pasta for pet food); the phrase's own meaning still may.
  for (const { start, end } of phrases) {
    const span = plan.words.slice(start, end);
    if (span.some((w) => !servable.has(w) && !plan.generic.has(w) && !FUNCTION_WORDS.has(w))) for (const w of span) servable.delete(w);
  }
  // A compound is read whole first (steakhouse → grill); its parts (chophouse → chop + house) only when the
  // readings of whole words reach nothing.
  const whole = readings.filter((r) => !r.parts);
  if (whole.length < readings.length && whole.some((r) => r.words.some((w) => servable.has(w)))) readings = whole;
  // The words of a phrase the lexicon decides that serves ("bike fit" of "bike fit studio") reach nothing apart (they are
  // the phrase's), yet a reading of them apart still asks for them: a name is measured against them too, or a studio
  // name would be the whole answer to "bike fit studio".
  const phraseWordsApart = new Set(decidedPhrases.filter(({ lemma }) => servable.has(lemma))
    .flatMap(({ start, end }) => plan.words.slice(start, end)).filter((w) => !servable.has(w) && !plan.generic.has(w) && !FUNCTION_WORDS.has(w)));
  const queryVector = plan.words.length > 0 ? await queryEmbedding(ctx, plan.words.join(' '), index) : null;
  if (plan.words.length > 0 && servable.size === 0 && !queryVector) return NOTHING;
  const ranking: QueryPlan = plan.intent ? plan : { ...plan, intent: conceptIntent(servable, table, semantics) };
  const queryTrigrams = trigrams([plan.words.join('')]);
  const exactLabels = new Set([plan.words.join(''), plan.words.map((w) => semantics.stem(w)).join('')]);

  const qualityFit = qualityFits(semantics, plan, index, rows);
  // A name none of whose words a served query word reaches at MIN_RELEVANCE scores under it (its relevance is a mean of
  // its words' matches, each under it, times factors of at most 1): it is passed over unread, which keeps long asks (an
  // agent's sentence of eight words) as fast as short ones.
  const reached = new Set<string>();
  for (const word of servable) for (const [segment, r] of table.get(word) ?? []) if (r.score >= MIN_RELEVANCE) reached.add(segment);
  const prepared = prepareReadings(readings, table, servable, plan.head, (word) => specificity(word, semantics), phraseWordsApart);
  const unreachable = (entry: IndexEntry) => plan.words.length > 0 && !queryVector && !entry.segments.some((s) => reached.has(s));
  const scored: Scored[] = [];
  const relevanceOf = relevanceByLabel(prepared, brandAffixes(index));
  const avoided = new Set(plan.avoid);
  for (const entry of index.entries) {
    if (input.tld && entry.tld !== input.tld) continue;
    if (avoided.size > 0 && entry.segments.some((s) => avoided.has(s))) continue;
    if (unreachable(entry)) continue;
    let relevance = 0;
    let keyword = 0;
    let match: MatchKind = 'semantic';
    let via = entry.label;
    if (plan.words.length === 0) {
      // Constraints only ("a short premium name"): every name of one dictionary word qualifies.
      relevance = entry.segments.length === 1 && isWord(entry.label) ? 0.5 : 0;
      match = 'word';
    } else {
      ({ relevance, keyword, match, via } = relevanceOf(entry));
      if (queryVector && entry.vector) {
        const cos = rescale(cosine(queryVector, entry.vector));
        if (cos > relevance) [relevance, match] = [cos, 'semantic'];
      }
    }
    if (relevance < MIN_RELEVANCE) continue;
    const exact = exactLabels.has(entry.label);
    const score = relevance + (exact ? 0.1 : 0) + adjustments(entry, ranking) + qualityFit(entry);
    scored.push({ entry, score, relevance, via, exact, match: exact ? 'exact' : match, scores: { semantic: relevance, keyword, trigram: jaccard(queryTrigrams, entry.trigrams) } });
  }
  // An ask for the word itself is answered with the names that are it first, on every extension.
  scored.sort((a, b) => (plan.exact ? Number(b.exact) - Number(a.exact) : 0) || b.score - a.score || Number(b.exact) - Number(a.exact) || a.entry.label.length - b.entry.label.length ||
    Number(b.entry.tld === 'com') - Number(a.entry.tld === 'com') || (a.entry.domain < b.entry.domain ? -1 : 1));
  const top = scored[0]?.score ?? 0;
  // A query about something the inventory lacks ("car rental": nothing about cars) whose other words reach only
  // loosely related names answers nothing rather than those names.
  // A word a serving synonym reading stands for is not missing (pizzeria → pizza shop).
  const covered = new Set(readings.filter((r) => r.replaced && r.words.some((w) => servable.has(w) && !r.replaced!.includes(w))).flatMap((r) => r.replaced!));
  // So is a word of a phrase that serves as a whole (clinical trials).
  for (const { start, end, lemma } of phrases) if (servable.has(lemma)) for (const w of plan.words.slice(start, end)) covered.add(w);
  const unservedWords = plan.words.filter((w) => !servable.has(w) && !covered.has(w) && !FUNCTION_WORDS.has(w) && !plan.corrected.has(w) && !plan.generic.has(w));
  // The subject is the ask's most specific word: a common word nothing serves ("town" of old town walking tours) is
  // context when a rarer word is served.
  const rarest = mostSpecific(plan.words.filter((w) => !FUNCTION_WORDS.has(w) && !plan.generic.has(w) && !covered.has(w)), semantics);
  // An ask whose last word is literally a word of the inventory ("lash studio", "tattoo studio") asks for one of those
  // whatever the words before it: names with the word answer, though nothing serves "lash".
  const head = plan.words.filter((w) => !FUNCTION_WORDS.has(w) && !plan.generic.has(w)).at(-1);
  const literalHead = head !== undefined && index.vocabularySet.has(head) && servable.has(head);
  const unserved = !literalHead && unservedWords.length > 0 && (rarest === undefined || unservedWords.includes(rarest));
  if (unserved && !queryVector && Math.max(0, ...scored.map((s) => s.relevance)) < MISSING_SUBJECT_RELEVANCE) return NOTHING;
  const picked = diversify(scored.filter((s) => s.score >= MIN_SCORE && s.score >= RELATIVE_CUT * top), limit, MIN_SCORE);
  const hits = picked.map(({ s, score }) => ({
    id: s.entry.id, domain: s.entry.domain, match: s.match, score: round(Math.max(0, Math.min(1, score))),
    scores: { semantic: round(s.scores.semantic), keyword: round(s.scores.keyword), trigram: round(s.scores.trigram) },
  }));
  return { hits, best: picked[0]?.score ?? 0, served: picked.reduce((sum, p) => sum + p.score, 0), servable: plan.words.filter((w) => servable.has(w)) };
}

interface Ranked {
  hits: SearchHit[];
  best: number;
  served: number;
  /** The buyer's words (of plan.words) something in the inventory serves. */
  servable: string[];
}
const NOTHING: Ranked = { hits: [], best: 0, served: 0, servable: [] };

const round = (x: number) => Math.round(x * 1000) / 1000;
const rescale = (cos: number) => Math.max(0, Math.min(1, (cos - 0.2) / 0.6));

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
    state.queryVectors.set(text, vector!);
    return vector!;
  } catch (error) {
    ctx.log.warn({ err: (error as Error).message }, 'embeddings provider failed for a query; ranking without vectors');
    return null;
  }
}
