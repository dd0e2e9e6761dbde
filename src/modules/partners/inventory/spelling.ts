import { BoundedMemo } from '../../../platform/lib/bounded-memo.js';
import type { Semantics } from './semantic.js';

/**
 * Spelling of partner search queries (issue 20; query.ts reads the query with these): which word a misspelt or unlikely
 * word stands for, against WordNet, the vectors' word frequencies, the concept lexicon and the inventory's words.
 */

/** Corrections looked up before, per Semantics (the dictionary's) or per inventory vocabulary: a query asks about the
 * same token several times (as a word, in a phrase with each neighbour, as a generic word), and each look-up scans the
 * lexicon's 11,000 words; the next query often repeats its words. Bounded, oldest out first. */
const memos = new WeakMap<object, BoundedMemo<string, unknown>>();
const MEMO_MAX = 20_000;
function remembered<T>(owner: object, key: string, compute: () => T): T {
  let memo = memos.get(owner);
  if (!memo) {
    memo = new BoundedMemo(MEMO_MAX);
    memos.set(owner, memo);
  }
  return memo.remember(key, compute) as T;
}

/** A word's frequency rank in the vectors' corpus (0 the most frequent); a word it lacks counts as the rarest. */
export function corpusRank(word: string, semantics: Semantics): number {
  const rank = semantics.vectors?.rank(word) ?? -1;
  return rank < 0 ? Number.MAX_SAFE_INTEGER : rank;
}

/** The word the concept lexicon names that the token misspells (one edit, two from 8 letters), the nearest and then
 * the most frequent; undefined for none. */
/** How many times more frequent a word must be to beat a nearer-looking slip (letters left out). */
const FAR_COMMONER = 10;

export function listedCorrection(token: string, semantics: Semantics): string | undefined {
  return remembered(semantics, `l ${token}`, () => listedCorrectionOf(token, semantics));
}

function listedCorrectionOf(token: string, semantics: Semantics): string | undefined {
  const limit = token.length >= 8 ? 2 : 1;
  let best: { word: string; distance: number; dropped: boolean; rank: number } | undefined;
  for (const v of semantics.concepts?.singleWords() ?? []) {
    if (Math.abs(v.length - token.length) > limit) continue;
    const distance = editDistance(token, v, limit);
    if (distance > limit) continue;
    // Of equally near words, one the token is with letters left out is the likelier slip (vetinary: veterinary, not
    // seminary, though seminary is commoner), unless the other is far commoner (hospitle: hospital, 50 times more
    // frequent, not hospitable).
    const dropped = isSubsequence(token, v);
    const order = corpusRank(v, semantics);
    const farCommoner = (a: number, b: number) => a * FAR_COMMONER < b;
    if (!best || distance < best.distance || (distance === best.distance && (farCommoner(order, best.rank) ||
      (!farCommoner(best.rank, order) && (dropped > best.dropped || (dropped === best.dropped && order < best.rank)))))) {
      best = { word: v, distance, dropped, rank: order };
    }
  }
  return best?.word;
}

/** Whether `short` is `long` with letters left out (in order). */
function isSubsequence(short: string, long: string): boolean {
  let at = 0;
  for (const c of long) if (c === short[at]) at++;
  return at === short.length;
}

/**
 * Corrections of a word that is neither a word nor a word of any name: the dictionary words one edit away in everyday
 * use (at most two, in dictionaryCorrections' order: `choclate` → chocolate, `jurney` → journey), else the
 * inventory's words and the concept lexicon's within one edit (two for words of 7+ letters; Damerau: a swap is one edit), else a dictionary
 * word one edit away that the tagged texts never use.
 */
export function corrections(word: string, semantics: Semantics, vocabulary: ReadonlySet<string>): readonly string[] {
  return remembered(vocabulary, word, () => correctionsOf(word, semantics, vocabulary));
}

function correctionsOf(word: string, semantics: Semantics, vocabulary: ReadonlySet<string>): string[] {
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
export function dictionaryCorrections(word: string, semantics: Semantics): readonly (readonly [string, number])[] {
  return remembered(semantics, `d ${word}`, () => dictionaryCorrectionsOf(word, semantics));
}

function dictionaryCorrectionsOf(word: string, semantics: Semantics): [string, number][] {
  const vectors = semantics.vectors;
  const scored: { candidate: string; used: number; listed: number; order: number }[] = [];
  for (const candidate of edits1(word)) {
    if (candidate.length < 3 || !semantics.wordnet.isWordUnremembered(candidate)) continue;
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
  return taggedUses(word, semantics) > 0 || corpusRank(word, semantics) < COMMON_RANK;
}

/** A word the dictionary lacks but the vectors' corpus uses this often is a word as typed (offline, gamers, esports),
 * not a misspelling to correct: the commonest misspellings rank far lower (seperate ~90,000, expresso ~85,000). */
const COMMON_UNLISTED_RANK = 30_000;
export function commonUnlisted(word: string, semantics: Semantics): boolean {
  return corpusRank(word, semantics) < COMMON_UNLISTED_RANK;
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
 * word spelt by ear) or one letter left out (cruse: cruise), the typed word neither in WordNet's tagged texts nor among the COMMON_RANK most frequent words,
 * the other among the RARE_TO_COMMON most frequent, FREQUENCY_GAP times more frequent, and named by the concept
 * lexicon. Or the typed word is only a surname (below). Needs the vectors' frequencies; undefined otherwise.
 */
export function likelierWord(word: string, semantics: Semantics): string | undefined {
  const vectors = semantics.vectors;
  const concepts = semantics.concepts;
  if (!vectors || !concepts || word.length < 5 || concepts.knows(word) || concepts.knows(semantics.stem(word))) return undefined;
  // A word WordNet knows only as a person's name (gardner: a writer; its corpus frequency is a surname's) typed in an ask
  // is likelier a slip for a common word the lexicon names with one letter left out (gardener), the commonest slip.
  // So is a letter doubled (holliday: Doc Holliday, for holiday).
  if (surnameOnly(word, semantics)) return dictionaryCorrections(word, semantics).find(([candidate, used]) => used === 1 && Math.abs(candidate.length - word.length) === 1 && concepts.knows(candidate))?.[0];
  // A letter doubled by slip in a word the dictionary lacks (holliday: a surname in the corpus) is the word with it once,
  // where the lexicon names that.
  if (!semantics.wordnet.isWord(word)) {
    for (let i = 0; i + 1 < word.length; i++) {
      const once = word[i] === word[i + 1] ? word.slice(0, i) + word.slice(i + 1) : '';
      if (once && concepts.knows(once) && inEverydayUse(once, semantics)) return once;
    }
  }
  if (inEverydayUse(word, semantics)) return undefined;
  const rank = vectors.rank(word);
  const vowelSlip = (candidate: string) => {
    if (candidate.length !== word.length) return false;
    const at = [...word].findIndex((c, i) => c !== candidate[i]);
    return VOWELS.test(word[at]!) && VOWELS.test(candidate[at]!) && word.slice(at + 1) === candidate.slice(at + 1);
  };
  return dictionaryCorrections(word, semantics).find(([candidate]) => {
    const common = vectors.rank(candidate);
    return (vowelSlip(candidate) || (candidate.length === word.length + 1 && isSubsequence(word, candidate))) && concepts.knows(candidate) && common >= 0 && common < RARE_TO_COMMON && (rank < 0 || rank > FREQUENCY_GAP * common);
  })?.[0];
}

/** Whether every sense WordNet has of the word is a person named (an instance, `@i`, of some kind of person): a
 * surname, never a common noun, a verb or a place (spain is no sprain, wales no whales). */
function surnameOnly(word: string, semantics: Semantics): boolean {
  const senses = semantics.senses(word);
  return senses.length > 0 && senses.every((s) => {
    const parents = semantics.wordnet.synset(s.key)?.pointers.filter((p) => p.symbol === '@i') ?? [];
    return parents.length > 0 && parents.some((p) => semantics.wordnet.isKindOf(p.key, 'person'));
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

/** A word of this many letters or fewer that nothing knows is no misspelling to correct: one edit from three letters
 * reaches dozens of words, so "pls", "tix", "elo" or a foreign word (trà sữa) had become mls, tax, elk, sea. */
const MAX_UNCORRECTED = 3;
/** A word of MAX_UNCORRECTED letters or fewer that nothing knows: no word to match nor to correct. */
export function isUnknownShort(token: string, semantics: Semantics, vocabulary: ReadonlySet<string>): boolean {
  return /^[a-z]+$/.test(token) && token.length <= MAX_UNCORRECTED && !semantics.wordnet.isWord(token) && !vocabulary.has(token) &&
    !semantics.concepts?.knows(token) && !commonUnlisted(token, semantics);
}
