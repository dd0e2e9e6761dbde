import { FUNCTION_WORDS } from './index-build.js';
import { CLEAR_FIT, type MatchKind, relation, type Relation } from './match.js';
import type { QueryPlan } from './query.js';
import type { Reading } from './readings.js';
import type { IndexEntry, InventoryIndex } from './search-state.js';
import type { Semantics } from './semantic.js';
import { GENERIC_WORDS, queryTopics } from './topics.js';
import { forms } from './word-forms.js';

/**
 * Steps 3 and 4 of partner inventory search (search.ts): every query word against every word of the inventory's
 * names, and a name's relevance for the query's readings from those matches.
 */

/** A query word some inventory word serves at least this well counts in a name's measure (search.ts step 4). */
export const MIN_RELEVANCE = 0.4;
/** Related (not literal) matches through a brand suffix of the inventory count this much. */
const SUFFIX_WEIGHT = 0.6;
/** A clear fit through a suffix counts more (eighth pass): where the concept lexicon says the suffix clearly serves the
 * ask (craft for handmade soap, kit for model kits), the name is that kind of business; a loose link stays weak. */
const SUFFIX_CLEAR_FIT_WEIGHT = 0.75;
/** Literal matches through a suffix count a little less (seventeenth pass): "test labs" is better answered by datalab
 * than by echolab, "spot fixtures" by no name whose only match is the suffix of emberspot. */
const LITERAL_SUFFIX_WEIGHT = 0.85;

/** The brand affixes of the inventory's names: prefixes (get, go, my …) and suffixes (works, lab …). */
export interface BrandAffixes {
  prefixes: Set<string>;
  suffixes: Set<string>;
}
/** Matches through a brand prefix count this much (seventeenth pass): "every grant goes to research" is no go- name,
 * "get in touch" no get- name; a prefix says nothing of what the business is. */
const PREFIX_WEIGHT = 0.5;

const affixCache = new WeakMap<InventoryIndex, BrandAffixes>();

/** Words the inventory uses as brand suffixes (the last word of at least 5 names, the first of almost none: works, lab)
 * and prefixes (the first of at least 5, the last of almost none: go, get). */
export function brandAffixes(index: InventoryIndex): BrandAffixes {
  let out = affixCache.get(index);
  if (out) return out;
  const [first, last] = [new Map<string, number>(), new Map<string, number>()];
  for (const { segments } of index.entries) {
    if (segments.length < 2) continue;
    first.set(segments[0]!, (first.get(segments[0]!) ?? 0) + 1);
    last.set(segments.at(-1)!, (last.get(segments.at(-1)!) ?? 0) + 1);
  }
  const onlyAt = (at: Map<string, number>, not: Map<string, number>) => new Set([...at].filter(([w, n]) => n >= 5 && (not.get(w) ?? 0) * 10 <= n).map(([w]) => w));
  out = { prefixes: onlyAt(first, last), suffixes: onlyAt(last, first) };
  affixCache.set(index, out);
  return out;
}

/** Word-match rows by word and the four things that change them (relationTable), shared by one search's readings. */
export type RowCache = Map<string, Map<string, Relation>>;

/** Every reading word against every word of the inventory, once per search (rows reused from `rows`). */
export function relationTable(semantics: Semantics, readings: Reading[], index: InventoryIndex, plan: QueryPlan, inPhrases: Set<string>, decided: Set<string>, rows: RowCache): Map<string, Map<string, Relation>> {
  const table = new Map<string, Map<string, Relation>>();
  const own = new Set(readings.filter((r) => r.weight === 1).flatMap((r) => r.words));
  // When the buyer named one thing of a trade (coffee), a synonym's words (cafe) do not widen it to the trade (tea,
  // wine); otherwise they may (pizzeria → pizza parlor: food).
  const specific = plan.words.some((w) => {
    const { topics, cue } = queryTopics(w, semantics.stem(w));
    return !cue && topics.length > 0;
  });
  for (const word of new Set(readings.flatMap((r) => r.words))) {
    const typo = plan.corrected.has(word);
    const [cues, recall, listed] = [own.has(word) || !specific, !inPhrases.has(word), decided.has(word)];
    const key = `${word} ${Number(typo)}${Number(cues)}${Number(recall)}${Number(listed)}`;
    let row = rows.get(key);
    if (!row) {
      row = new Map<string, Relation>();
      const wordForms = forms(word, semantics);
      for (const segment of index.vocabulary) {
        if (listed && semantics.concepts?.covers(segment)) continue;
        const r = relation(word, segment, semantics, typo, cues, recall, wordForms);
        if (r.score > 0) row.set(segment, r);
      }
      rows.set(key, row);
    }
    table.set(word, row);
  }
  return table;
}

/** A reading as step 4 reads it for every name: its served words, their matches by inventory word and how many of the buyer's words
 * each stands for, worked out once per search rather than once per name. */
export interface PreparedReading {
  weight: number;
  words: string[];
  spans: number[];
  /** How specific each word is (rarer words say more of what the ask is about): its share of a name's relevance. */
  weights: number[];
  /** The weighted sum a name serving the COUNTED_WORDS heaviest words perfectly would have. */
  best: number;
  servedWords: number;
  /** The buyer's words a loose synonym reading counts (all its own words, served or not). */
  ownWords: number;
  /** How many of `words` something serves (the rest are a served phrase's words read apart). */
  servedCount: number;
  /** The index in `words` of the thing a described venture is (plan.head), -1 without one. */
  head: number;
  /** The same relations by inventory word: for each, the reading's words it serves (nameRelevance reads only a name's
   * own words, not every word of a long ask against each of them). */
  bySegment: Map<string, { w: number; r: Relation }[]>;
  /** Per-word buffers nameRelevance fills for one name at a time. */
  scratch: { tops: Relation[]; topScores: Float64Array; topAts: (string | undefined)[]; shares: Float64Array };
}

/** A name that does not serve the thing a described venture is ("a retreat where burnt-out executives hand in their
 * phones": haven) keeps this share of its relevance: names serving phones and executives are not a retreat's. */
const HEADLESS_SHARE = 0.8;

export function prepareReadings(readings: Reading[], table: Map<string, Map<string, Relation>>, servable: Set<string>, head: string | null,
  specificity: (word: string) => number = () => 1, measuredUnserved: ReadonlySet<string> = new Set()): PreparedReading[] {
  return readings.flatMap((reading) => {
    // Words nothing serves are left out, but for those a served phrase stands for (search.ts): a name serves 0 of them.
    if (!reading.words.some((w) => servable.has(w))) return [];
    const words = reading.words.filter((w) => servable.has(w) || measuredUnserved.has(w));
    const spans = words.map(queryWordsIn);
    const weights = words.map(specificity);
    // The thing a described venture is (a clinic that gives IV drips) is what the ask is about, however common a word.
    const at = head === null ? -1 : words.indexOf(head);
    if (at >= 0) weights[at] = Math.max(...weights);
    const bySegment = new Map<string, { w: number; r: Relation }[]>();
    words.forEach((word, w) => {
      for (const [segment, r] of table.get(word) ?? NO_ROW) {
        const hits = bySegment.get(segment);
        if (hits) hits.push({ w, r });
        else bySegment.set(segment, [{ w, r }]);
      }
    });
    return [{
      weight: reading.weight, words, bySegment, spans, weights,
      scratch: { tops: new Array(words.length).fill(NO_MATCH), topScores: new Float64Array(words.length), topAts: new Array(words.length).fill(undefined), shares: new Float64Array(words.length) }, servedWords: spans.reduce((a, b) => a + b, 0),
      best: bestAchievable(spans, weights),
      ownWords: reading.words.filter((w) => !FUNCTION_WORDS.has(w) && !GENERIC_WORDS.has(w)).reduce((n, w) => n + queryWordsIn(w), 0),
      head: at,
      servedCount: words.filter((w) => servable.has(w)).length,
    }];
  });
}

/** Step 4: the best reading's relevance, the share of query words found as words of the name, the match kind. */
export function nameRelevance(entry: IndexEntry, readings: PreparedReading[], { prefixes, suffixes }: BrandAffixes) {
  let best = { relevance: 0, keyword: 0, match: 'semantic' as MatchKind, via: entry.label };
  const segments = entry.segments;
  let contentWords = 0;
  for (const s of segments) if (!FUNCTION_WORDS.has(s)) contentWords++;
  for (const reading of readings) {
    const { words, spans, weights, servedWords } = reading;
    // A reading none of whose words reaches the name's words gives it nothing (most readings, for most names).
    let reached = false;
    for (const segment of segments) if (reading.bySegment.has(segment)) reached = true;
    if (!reached) continue;
    let sum = 0;
    let literal = 0;
    let strongest: Relation = NO_MATCH;
    let via = entry.label;
    // Each word's best match among the name's words (the first of equals, in the name's order); buffers of the reading,
    // reused name after name.
    const { tops, topScores, topAts, shares } = reading.scratch;
    tops.fill(NO_MATCH);
    topScores.fill(0);
    topAts.fill(undefined);
    for (let i = 0; i < segments.length; i++) {
      const segment = segments[i]!;
      const hits = reading.bySegment.get(segment);
      if (!hits) continue;
      for (const { w, r } of hits) {
        let score = r.score;
        // A brand suffix (bit + works) is weak evidence of meaning: related, not literal, matches through it count less.
        if (i > 0 && r.kind !== 'word' && r.kind !== 'typo' && suffixes.has(segment)) score *= score >= CLEAR_FIT ? SUFFIX_CLEAR_FIT_WEIGHT : SUFFIX_WEIGHT;
        else if (i > 0 && suffixes.has(segment)) score *= LITERAL_SUFFIX_WEIGHT;
        else if (i === 0 && segments.length > 1 && prefixes.has(segment)) score *= PREFIX_WEIGHT;
        if (score > topScores[w]!) [tops[w], topScores[w], topAts[w]] = [score === r.score ? r : { ...r, score }, score, segment];
      }
    }
    for (let w = 0; w < words.length; w++) {
      const top = tops[w]!;
      const topScore = topScores[w]!;
      const at = topAts[w];
      if ((top.kind === 'word' || top.kind === 'typo') && topScore >= 0.95) literal++;
      if (topScore > strongest.score) [strongest, via] = [top, at ?? via];
      const share = topScore ** SHARE_POWER;
      shares[w] = share;
      sum += share * spans[w]! * weights[w]!;
    }
    // The name's words some query word is best served by (at MIN_RELEVANCE or more).
    let fitting = 0;
    for (const s of segments) {
      if (FUNCTION_WORDS.has(s)) continue;
      for (let w = 0; w < words.length; w++) {
        if (topAts[w] === s && topScores[w]! >= MIN_RELEVANCE) {
          fitting++;
          break;
        }
      }
    }
    const fit = contentWords === 0 ? 0 : fitting / contentWords;
    // A synonym reading met only loosely stands as a whole: its words nothing serves count as 0 (plumber → pipe
    // fitter is no fit name; savings → nest egg does find nest literally), while the buyer's own words that nothing
    // serves are left out ("personal" of personal finance). So it is measured against all its words: the two-word
    // measure below would let a name serving two words of "erle stanley gardner" answer "gardner".
    const loose = reading.weight < 1 && !(strongest.score >= 0.95 && (strongest.kind === 'word' || strongest.kind === 'typo'));
    // Otherwise, past COUNTED_WORDS, the words the name serves best count (a phrase's share is per word it stands for).
    if (loose) {
      sum = 0;
      for (let w = 0; w < words.length; w++) sum += shares[w]! * spans[w]!;
    }
    else if (servedWords > COUNTED_WORDS) sum = bestShares(shares, spans, weights);
    const measuredAgainst = loose ? Math.max(servedWords, reading.ownWords) : reading.best;
    const headless = reading.head >= 0 && shares[reading.head]! < MIN_RELEVANCE ** SHARE_POWER ? HEADLESS_SHARE : 1;
    const relevance = reading.weight * (sum / measuredAgainst) ** (1 / SHARE_POWER) * (0.7 + 0.3 * fit) * headless;
    // A literal match of a synonym's words (savings → "nest egg" → nest) is a synonym match.
    const kind = reading.weight < 1 && (strongest.kind === 'word' || strongest.kind === 'typo') ? 'synonym' : strongest.kind;
    if (relevance > best.relevance) best = { relevance, keyword: literal / reading.servedCount, match: kind, via };
  }
  return best;
}

/** nameRelevance for one search, read once per label: a label on several extensions (fund.com, fund.io …) has the
 * same words, so the same relevance (a third of the work on the sandbox's 5,200 names). */
export function relevanceByLabel(readings: PreparedReading[], affixes: BrandAffixes): (entry: IndexEntry) => ReturnType<typeof nameRelevance> {
  const byLabel = new Map<string, ReturnType<typeof nameRelevance>>();
  return (entry) => {
    let read = byLabel.get(entry.label);
    if (!read) {
      read = nameRelevance(entry, readings, affixes);
      byLabel.set(entry.label, read);
    }
    return read;
  };
}

const NO_MATCH: Relation = { score: 0, kind: 'semantic' };
const NO_ROW: ReadonlyMap<string, Relation> = new Map();

/** A name is measured against at most this many of the ask's words, those it serves best: a name carries one or two
 * meanings, so in an agent's long ask (podcast, sailing, world, small, yacht) a name serving sailing and yacht well is
 * a good answer, not two fifths of one; for "dog grooming salon", a name serving two of the words is as good as it
 * gets. (Measured against 3: better on 12 of the 25 relevance sets, worse on 4 by at most 0.013.) */
const COUNTED_WORDS = 2;
/** A name's measure is a power mean of its words' shares (seventeenth pass): a strong match of the subject outweighs two
 * loose ones ("frozen lasagna delivery": pasta.com, serving lasagna well, before swiftolive.com, serving delivery and
 * lasagna loosely). 1 is the plain weighted mean; 1.5 gained on 59 of 86 relevance sets and lost on 18. */
const SHARE_POWER = 1.5;

/** The sum of the best weighted scores of a name's words, COUNTED_WORDS of the buyer's words in all (`spans`: how many each
 * word stands for). */
function bestShares(shares: ArrayLike<number>, spans: number[], weights: number[]): number {
  // The COUNTED_WORDS best of share × weight (the first of equals), each counted for as many words as it stands for.
  let left = COUNTED_WORDS;
  let sum = 0;
  let previous = Number.POSITIVE_INFINITY;
  let previousAt = -1;
  while (left > 0) {
    let at = -1;
    let top = Number.NEGATIVE_INFINITY;
    for (let i = 0; i < spans.length; i++) {
      const score = shares[i]! * weights[i]!;
      // Below the one taken last, or equal to it and after it: the stable descending order of a sort.
      const after = score < previous || (score === previous && i > previousAt);
      if (after && score > top) [top, at] = [score, i];
    }
    if (at < 0) break;
    const take = Math.min(spans[at]!, left);
    sum += top * take;
    left -= take;
    [previous, previousAt] = [top, at];
  }
  return sum;
}

/** The weighted sum of a perfect name: the COUNTED_WORDS heaviest of the words (all of them when fewer). */
function bestAchievable(spans: number[], weights: number[]): number {
  return bestShares(weights.map(() => 1), spans, weights);
}

/** How many of the buyer's words a reading word stands for: a phrase read as one (angel_investor) counts as its words,
 * so a name serving it serves two thirds of "angel investor network", not half. */
function queryWordsIn(word: string): number {
  let n = 1;
  for (let i = word.indexOf('_'); i !== -1; i = word.indexOf('_', i + 1)) n++;
  return n;
}

/** A name serving the subject that also says what the buyer wants it to feel like ("a bold, smoky name for a charcoal
 * chicken shop": ember serves both) gains up to this much: enough to order names of a like fit, never enough to
 * lift a name the subject does not serve (those are not scored at all). */
const QUALITY_WEIGHT = 0.1;
/** How well a name's words give the ask's qualities (query.ts plan.qualities), as a score to add; 0 without any. */
export function qualityFits(semantics: Semantics, plan: QueryPlan, index: InventoryIndex, rows: RowCache): (entry: IndexEntry) => number {
  if (plan.qualities.length === 0) return () => 0;
  const table = relationTable(semantics, [{ words: plan.qualities, weight: 1 }], index, { ...plan, words: plan.qualities }, new Set(), new Set(), rows);
  return (entry) => {
    let best = 0;
    for (const row of table.values()) for (const segment of entry.segments) best = Math.max(best, row.get(segment)?.score ?? 0);
    return best >= MIN_RELEVANCE ? QUALITY_WEIGHT * best : 0;
  };
}
