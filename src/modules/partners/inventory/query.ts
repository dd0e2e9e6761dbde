import { lexiconPhrase, MAX_PHRASE_WORDS } from './phrases.js';
import { FUNCTION_WORDS, segmentCost } from './index-build.js';
import type { Semantics } from './semantic.js';
import { segmentLabel } from './semantic.js';
import { GENERIC_WORDS, queryTopics, TONE_WORDS } from './topics.js';

/**
 * What a buyer's query asks for (issue 20): the words to match, and the constraints that are not words to match —
 * a length ("short", "≤ 6 letters", "under 8 characters"), a tone (luxury/premium, playful), a TLD named in the
 * query (".io", "dot com") — and the intent its topic implies (tech topics lean to .ai/.io/.dev, other topics,
 * which buyers mean for consumers, to .com).
 */
export interface QueryPlan {
  /** The words to match, in order; misspelt words replaced by their correction. */
  words: string[];
  /** Words that came from a correction, in this reading or an alternative (matches through them are `typo`). */
  corrected: Set<string>;
  /** Other ways to read the words (search.ts ranks each and keeps the one that serves best, never both at once: a name
   * serving "express" and "espresso" together is no answer to "expresso"). */
  alternatives: Alternative[];
  /** Generic words kept for a compound ("shop" of "coffee shop"): read in the compound, not matched alone. */
  generic: Set<string>;
  maxLength: number | null;
  tone: 'premium' | 'playful' | null;
  intent: 'tech' | 'consumer' | null;
  tld: string | null;
}

/**
 * Another reading of the query's words: a misspelling's second likely correction (pastery: pastry, else mastery),
 * or, as a `fallback`, a common word one edit from a rare dictionary word the buyer typed (calender: calendar) or the
 * audience of "X for Y" read with X, which answer only when the words as typed answer nothing or only weakly.
 */
export interface Alternative {
  words: string[];
  fallback: boolean;
}

/** "short" without a number: six letters or fewer, the usual meaning of a short name on the aftermarket. */
export const SHORT_LETTERS = 6;
const UNITS = '(?:letters?|chars?|characters?)';
const LENGTH_RULES: [RegExp, (n: number) => number][] = [
  [new RegExp(`(?:≤|<=|=<|max(?:imum)?|at most|up to|no more than)\\s*(\\d{1,2})\\s*${UNITS}?`), (n) => n],
  [new RegExp(`(?:<|under|below|fewer than|less than)\\s*(\\d{1,2})\\s*${UNITS}?`), (n) => n - 1],
  [new RegExp(`(\\d{1,2})\\s*-?\\s*${UNITS}\\s*(?:or (?:less|fewer|shorter)|max(?:imum)?)?`), (n) => n],
];
/** At most this many alternative readings of misspellings (each one a ranking of its own). */
const MAX_ALTERNATIVES = 3;
const SHORT_WORDS = new Set(['short', 'shorter', 'shortest', 'tiny', 'brief', 'compact', 'minimal', 'punchy']);
const TLD_MENTION = /(?:^|\s)\.(com|io|ai|dev|app|co|net|org|xyz|me)\b|\bdot\s?(com|io|ai|dev|app|net|org)\b/;

export function parseQuery(text: string, semantics: Semantics, vocabulary: ReadonlySet<string>): QueryPlan {
  let rest = text;
  let maxLength: number | null = null;
  for (const [rule, limit] of LENGTH_RULES) {
    const m = rule.exec(rest);
    if (m && maxLength === null) {
      maxLength = Math.max(1, limit(Number(m[1])));
      rest = rest.replace(m[0], ' ');
    }
  }
  let tld: string | null = null;
  const named = TLD_MENTION.exec(rest);
  if (named) {
    tld = named[1] ?? named[2] ?? null;
    rest = rest.replace(named[0], ' ');
  }
  let tone: QueryPlan['tone'] = null;
  const content: string[] = [];
  const generic: string[] = [];
  const kept = new Set<string>();
  const audience: string[] = [];
  const all = rest.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  // Positions inside a phrase the concept lexicon knows (eco cleaning products): such words are neither generic nor
  // misspelt (eco is no echo there).
  const inLexiconPhrase = lexiconPhrasePositions(all, semantics);
  // A generic word that makes a dictionary compound with its neighbour stays: "coffee shop" is a coffeehouse.
  // So does one that makes a phrase of the concept lexicon ("pawn shop", "developer tools").
  const phrase = (a: string, b: string) => semantics.wordnet.senses(`${a}_${b}`, 'n').length > 0 || semantics.concepts?.knows(`${a} ${b}`) === true;
  // A misspelt neighbour counts as the word it corrects to ("bycicle shop" is a bicycle shop).
  const spellings = (w: string) => (semantics.wordnet.isWord(w) || vocabulary.has(w) ? [w] : [w, ...corrections(w, semantics, vocabulary)]);
  const compound = (i: number) => inLexiconPhrase.has(i) || [all[i - 1], all[i + 1]].some((other, k) => other !== undefined &&
    spellings(other).some((o) => (k === 0 ? phrase(o, all[i]!) : phrase(all[i]!, o))));
  const context = contextStart(all);
  for (const [i, token] of all.entries()) {
    if (SHORT_WORDS.has(token)) {
      maxLength ??= SHORT_LETTERS;
      continue;
    }
    if (TONE_WORDS[token]) {
      tone ??= TONE_WORDS[token]!;
      continue;
    }
    // Who or what the thing is for is read like a generic word: not matched while the subject has words.
    if (i >= context) {
      if (!FUNCTION_WORDS.has(token)) generic.push(token);
      if (!FUNCTION_WORDS.has(token) && !GENERIC_WORDS.has(token)) audience.push(token);
      continue;
    }
    // "ai" is a brand affix inside names, but in a query it is the topic.
    if (token !== 'ai' && FUNCTION_WORDS.has(token)) continue;
    if (GENERIC_WORDS.has(token) && !compound(i)) generic.push(token);
    else {
      content.push(token);
      if (GENERIC_WORDS.has(token)) kept.add(token);
    }
  }
  // A query of generic words only ("app", "shop") means them.
  const tokens = content.length > 0 ? content : generic;
  const isWord = (w: string) => FUNCTION_WORDS.has(w) || semantics.wordnet.isWord(w);
  const words: string[] = [];
  const corrected = new Set<string>();
  const alternatives: Alternative[] = [];
  // The first reading goes in the words; the other makes an alternative query with it in that place (the words after
  // it are added once all are read: completed below).
  const readAs = (first: string, other: string | undefined, fallback = false) => {
    if (other !== undefined && alternatives.length < MAX_ALTERNATIVES) alternatives.push({ words: [...words, other], fallback });
    words.push(first);
  };
  const phraseWords = new Set([...inLexiconPhrase].map((i) => all[i]!));
  for (const token of tokens) {
    if (!/^[a-z]+$/.test(token) || isWord(token) || vocabulary.has(token) || semantics.concepts?.knows(token) || phraseWords.has(token) || queryTopics(token, token).topics.length > 0) {
      // A rare dictionary word one edit from a common one (calender) is also read as the common one.
      const likelier = /^[a-z]+$/.test(token) && !vocabulary.has(token) && !phraseWords.has(token) ? likelierWord(token, semantics) : undefined;
      if (likelier) corrected.add(likelier);
      readAs(token, likelier, true);
      continue;
    }
    // A dictionary word one edit away in everyday use is the buyer's word misspelt, before any split (`choclate` is
    // chocolate, not choc + late); a second one is an alternative reading.
    const misspelt = dictionaryCorrections(token, semantics).filter(([, uses]) => uses > 0).slice(0, 2);
    if (misspelt.length > 0) {
      for (const [fix] of misspelt) corrected.add(fix);
      readAs(misspelt[0]![0], misspelt[1]?.[0]);
      continue;
    }
    // A misspelling of a word the concept lexicon names is that word, before any split (analitics is analytics, not
    // ana + lit + ics; psicoterapist is psychotherapist).
    const listed = token.length > 5 ? listedCorrection(token, semantics) : undefined;
    if (listed) {
      corrected.add(listed);
      words.push(listed);
      continue;
    }
    // A run-together query (`coffeeshop`) splits like a name; else a misspelling is corrected.
    const parts = token.length > 5 ? segmentLabel(token, isWord, segmentCost(semantics)) : [token];
    // Short pieces are more likely a misspelling than two words (`finace` is finance, not fin + ace).
    if (parts.length > 1 && parts.every((p) => isWord(p) && p.length >= (token.length >= 8 ? 3 : 4))) {
      const pieces = parts.filter((p) => !FUNCTION_WORDS.has(p));
      words.push(...pieces);
      // Its generic words are what they would be with the space typed ("coffee shop"): kept for the compound only.
      for (const piece of pieces) if (GENERIC_WORDS.has(piece) && pieces.length > 1) kept.add(piece);
      continue;
    }
    const fixes = corrections(token, semantics, vocabulary);
    for (const fix of fixes) corrected.add(fix);
    readAs(fixes[0] ?? token, fixes[1]);
  }
  // An alternative was cut where its correction was made: the words after it are the same in every reading.
  const completed = ({ words: start, fallback }: Alternative) => ({ words: [...start, ...words.slice(start.length)], fallback });
  const intent = topicIntent(words, semantics);
  // Only when other words remain: a query of generic words alone matches them.
  const genericWords = words.some((w) => !kept.has(w)) ? kept : new Set<string>();
  return { words, corrected, alternatives: [...alternatives.map(completed), ...audienceReadings(words, audience, semantics, vocabulary, corrected)], generic: genericWords, maxLength, tone, intent, tld };
}

/**
 * "X for Y" where X answers nothing or weakly ("exam prep platform for nursing students", "recruiting platform for
 * nurses"): the thing and its audience read together, as a fallback reading. Never the audience alone: "swim school
 * for toddlers" is no nest name.
 */
function audienceReadings(words: string[], audience: string[], semantics: Semantics, vocabulary: ReadonlySet<string>, corrected: Set<string>): Alternative[] {
  const read: string[] = [];
  for (const token of audience) {
    if (!/^[a-z]+$/.test(token) || semantics.wordnet.isWord(token) || vocabulary.has(token) || semantics.concepts?.knows(token)) read.push(token);
    else {
      const fix = dictionaryCorrections(token, semantics).find(([, uses]) => uses > 0)?.[0] ?? corrections(token, semantics, vocabulary)[0];
      if (fix) [read.push(fix), corrected.add(fix)];
    }
  }
  if (read.length === 0 || words.length === 0) return [];
  return [{ words: [...words, ...read], fallback: true }];
}

/**
 * Where the context of "X for Y" starts (the index after "for"), or Infinity. Where words naming something come before
 * "for", what follows says who or what it is for (speech therapy for kids, payments api for developers, event space
 * for rent): the buyer asks for X, and a name about the audience (kids: nest) is no answer. Where only generic words
 * come before it (a name for my bakery, site for my optometry practice) the subject follows, and nothing changes.
 * (A lexicon phrase with "for" inside, speech therapy for kids, is read without it: "for" is no word to match.)
 */
function contextStart(all: string[]): number {
  const names = (t: string) => t === 'ai' || (!FUNCTION_WORDS.has(t) && !GENERIC_WORDS.has(t) && !SHORT_WORDS.has(t) && !TONE_WORDS[t] && !/^\d+$/.test(t));
  // The first "for" with a subject before it: "a name for a budgeting app for students" asks for a budgeting app.
  for (const [at, token] of all.entries()) {
    if (token === 'for' && at > 0 && at < all.length - 1 && all.slice(0, at).some(names)) return at + 1;
  }
  return Number.POSITIVE_INFINITY;
}

/** The intent the query's topics imply: tech when one of its words names a tech topic, else consumer when one names a topic. */
export function topicIntent(words: string[], semantics: Semantics): QueryPlan['intent'] {
  let intent: QueryPlan['intent'] = null;
  for (const word of words) {
    const { topics } = queryTopics(word, semantics.stem(word));
    if (topics.some((t) => t.tech)) intent = 'tech';
    else if (topics.length > 0 && intent === null) intent = 'consumer';
  }
  return intent;
}

/** The positions of the words that make a phrase the concept lexicon knows (2 to MAX_PHRASE_WORDS words; the last
 * word may be a plural: eco cleaning products, model kits). */
function lexiconPhrasePositions(all: string[], semantics: Semantics): Set<number> {
  const out = new Set<number>();
  const concepts = semantics.concepts;
  if (!concepts) return out;
  for (let start = 0; start < all.length - 1; start++) {
    for (let end = start + 2; end <= Math.min(all.length, start + MAX_PHRASE_WORDS); end++) {
      if (lexiconPhrase(all.slice(start, end), semantics.wordnet, concepts)) for (let i = start; i < end; i++) out.add(i);
    }
  }
  return out;
}

/**
 * Corrections of a word that is neither a word nor a word of any name: the dictionary words one edit away in everyday
 * use (at most two, in dictionaryCorrections' order: `choclate` → chocolate, `jurney` → journey), else the
 * inventory's words and the concept lexicon's within one edit (two for words of 7+ letters; Damerau: a swap is one edit), else a dictionary
 * word one edit away that the tagged texts never use.
 */
/** The word the concept lexicon names that the token misspells (one edit, two from 8 letters), the nearest and then
 * the most frequent; undefined for none. */
function listedCorrection(token: string, semantics: Semantics): string | undefined {
  const limit = token.length >= 8 ? 2 : 1;
  let best: { word: string; distance: number; rank: number } | undefined;
  for (const v of semantics.concepts?.singleWords() ?? []) {
    if (Math.abs(v.length - token.length) > limit) continue;
    const distance = editDistance(token, v, limit);
    if (distance > limit) continue;
    const rank = semantics.vectors?.rank(v) ?? -1;
    const order = rank < 0 ? Number.MAX_SAFE_INTEGER : rank;
    if (!best || distance < best.distance || (distance === best.distance && order < best.rank)) best = { word: v, distance, rank: order };
  }
  return best?.word;
}

export function corrections(word: string, semantics: Semantics, vocabulary: ReadonlySet<string>): string[] {
  if (word.length < 4) return [];
  const limit = word.length >= 7 ? 2 : 1;
  let best = limit + 1;
  let found: string[] = [];
  // The concept lexicon's words are the domain's vocabulary too (kombusha → kombucha, which WordNet lacks).
  for (const candidates of [vocabulary, semantics.concepts?.singleWords() ?? []]) {
    for (const v of candidates) {
      if (v.length < 3 || Math.abs(v.length - word.length) > limit) continue;
      const d = editDistance(word, v, limit);
      if (d > limit) continue;
      if (d < best) [best, found] = [d, [v]];
      else if (d === best) found.push(v);
    }
  }
  const dictionary = dictionaryCorrections(word, semantics);
  // Dictionary first (issue 20, sixth pass): a misspelt dictionary word one edit away in everyday use
  // (choclate → chocolate, chiropracter → chiropractor) is what the buyer meant, not an inventory word two edits away.
  if (dictionary.length > 0 && dictionary[0]![1] > 0) return dictionary.filter(([, uses]) => uses > 0).slice(0, 2).map(([w]) => w);
  if (found.length > 0) return found.slice(0, 2);
  return dictionary.slice(0, 2).filter(([, uses], i) => i === 0 || uses > 0).map(([w]) => w);
}

/** A word among this many of the most frequent in the word vectors' corpus is in everyday use (a buyer's word). */
const COMMON_RANK = 50_000;

/**
 * Dictionary words one edit away, each with 1 when it is in everyday use, else 0. In everyday use: WordNet's tagged
 * texts use it, or it is among the COMMON_RANK most frequent words of the vectors' corpus (pastry, espresso: WordNet's
 * small tagged corpus never uses them), or the concept lexicon names it. Order: words in everyday use, then those the
 * lexicon names (the domain's words: plumber before plumper, yoga before logo), then the vectors' frequency (pastery:
 * pastry before mastery; WordNet's tagged uses without vectors). With vectors, a candidate neither corpus nor the
 * lexicon knows is no word a buyer meant (expresss: WordNet's morphology reads it as a plural of express).
 */
function dictionaryCorrections(word: string, semantics: Semantics): [string, number][] {
  const vectors = semantics.vectors;
  const scored: { candidate: string; used: number; listed: number; order: number }[] = [];
  for (const candidate of edits1(word)) {
    if (candidate.length < 3 || !semantics.wordnet.isWord(candidate)) continue;
    const uses = taggedUses(candidate, semantics);
    const rank = vectors?.rank(candidate) ?? -1;
    const listed = semantics.concepts?.knows(candidate) === true;
    if (vectors && rank < 0 && uses === 0 && !listed) continue;
    const used = inEverydayUse(candidate, semantics) || listed ? 1 : 0;
    // Frequency rank where the vectors know the word; else after them, by tagged uses.
    const order = rank >= 0 ? rank : 1e6 - Math.min(uses, 1e5);
    scored.push({ candidate, used, listed: listed ? 1 : 0, order });
  }
  scored.sort((a, b) => b.used - a.used || b.listed - a.listed || a.order - b.order || (a.candidate < b.candidate ? -1 : 1));
  return scored.map(({ candidate, used }) => [candidate, used]);
}

/** How often WordNet's tagged texts use the word (its base form), over all its senses. */
function taggedUses(word: string, semantics: Semantics): number {
  let uses = 0;
  for (const n of semantics.wordnet.senseCounts(semantics.stem(word)).values()) uses += n;
  return uses;
}

/** A word in everyday use: WordNet's tagged texts use it, or it is among the COMMON_RANK most frequent of the vectors' corpus. */
function inEverydayUse(word: string, semantics: Semantics): boolean {
  const rank = semantics.vectors?.rank(word) ?? -1;
  return taggedUses(word, semantics) > 0 || (rank >= 0 && rank < COMMON_RANK);
}

/** How frequent the likelier word must be (likelierWord): among the most frequent 20,000 of the vectors' corpus. */
const RARE_TO_COMMON = 20_000;
/** How much more frequent than the typed word (by rank) the likelier word must be. */
const FREQUENCY_GAP = 10;
const VOWELS = /[aeiou]/;

/**
 * A common word that the typed word is most likely a misspelling of although the typed word is in the dictionary:
 * `calender` (a pressing machine, almost never used) for calendar. Narrow on purpose, since a rare word may be meant
 * (scones are no stones, turnkey no turkey): the same length and one vowel for another (the commonest slip of a
 * word spelt by ear), the typed word neither in WordNet's tagged texts nor among the COMMON_RANK most frequent words,
 * the other among the RARE_TO_COMMON most frequent, FREQUENCY_GAP times more frequent, and named by the concept
 * lexicon. Or the typed word is only a surname (below). Needs the vectors' frequencies; undefined otherwise.
 */
export function likelierWord(word: string, semantics: Semantics): string | undefined {
  const vectors = semantics.vectors;
  const concepts = semantics.concepts;
  if (!vectors || !concepts || word.length < 5 || concepts.knows(word) || concepts.knows(semantics.stem(word))) return undefined;
  // A word WordNet knows only as a person's name (gardner: a writer; its corpus frequency is a surname's) typed in an ask
  // is likelier a slip for a common word the lexicon names with one letter left out (gardener), the commonest slip.
  if (surnameOnly(word, semantics)) return dictionaryCorrections(word, semantics).find(([candidate, used]) => used === 1 && candidate.length === word.length + 1 && concepts.knows(candidate))?.[0];
  if (inEverydayUse(word, semantics)) return undefined;
  const rank = vectors.rank(word);
  const vowelSlip = (candidate: string) => {
    if (candidate.length !== word.length) return false;
    const at = [...word].findIndex((c, i) => c !== candidate[i]);
    return VOWELS.test(word[at]!) && VOWELS.test(candidate[at]!) && word.slice(at + 1) === candidate.slice(at + 1);
  };
  return dictionaryCorrections(word, semantics).find(([candidate]) => {
    const common = vectors.rank(candidate);
    return vowelSlip(candidate) && concepts.knows(candidate) && common >= 0 && common < RARE_TO_COMMON && (rank < 0 || rank > FREQUENCY_GAP * common);
  })?.[0];
}

/** Whether every sense WordNet has of the word is a person named (an instance, `@i`, of some kind of person): a
 * surname, never a common noun, a verb or a place (spain is no sprain, wales no whales). */
function surnameOnly(word: string, semantics: Semantics): boolean {
  const senses = semantics.senses(word);
  const isPerson = (key: string, depth: number): boolean => {
    const synset = semantics.wordnet.synset(key);
    if (!synset) return false;
    if (synset.lemmas.includes('person')) return true;
    return depth < 8 && synset.pointers.some((p) => p.symbol === '@' && isPerson(p.key, depth + 1));
  };
  return senses.length > 0 && senses.every((s) => {
    const parents = semantics.wordnet.synset(s.key)?.pointers.filter((p) => p.symbol === '@i') ?? [];
    return parents.length > 0 && parents.some((p) => isPerson(p.key, 0));
  });
}

function edits1(word: string): Set<string> {
  const out = new Set<string>();
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  for (let i = 0; i <= word.length; i++) {
    const [a, b] = [word.slice(0, i), word.slice(i)];
    if (b) out.add(a + b.slice(1));
    if (b.length > 1) out.add(a + b[1] + b[0] + b.slice(2));
    for (const c of letters) {
      if (b) out.add(a + c + b.slice(1));
      out.add(a + c + b);
    }
  }
  out.delete(word);
  return out;
}

/** Optimal string alignment distance, giving up (limit + 1) once every path exceeds `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    rows.push(new Array<number>(b.length + 1).fill(0));
    rows[i]![0] = i;
  }
  for (let j = 0; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let rowMin = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = d;
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > limit) return limit + 1;
  }
  return rows[a.length]![b.length]!;
}
