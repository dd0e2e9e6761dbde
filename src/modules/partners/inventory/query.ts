import { lexiconPhrase, MAX_PHRASE_WORDS } from './phrases.js';
import { FUNCTION_WORDS, segmentCost } from './index-build.js';
import type { Semantics } from './semantic.js';
import { segmentLabel } from './semantic.js';
import { pitchedOnProduct, readAnalogies } from './analogy.js';
import { readLength } from './query-length.js';
import { namesPeople, readAsk } from './ask-frame.js';
import { namesAPlace, withoutTypedPlaces } from './ask-places.js';
import { DETERMINERS, DWELLINGS, INSTALLERS, INSTALLING_FORMS, PLACE_PREPOSITIONS, POSSESSIVES, SENTENCE_END } from './ask-words.js';
import { contextSpans, describedHead, ownerStart } from './ask-context.js';
import { negatedQuotes, quotedWords, readExactAsk } from './query-quoted.js';
import { avoidedWords, withoutFieldNames } from './ask-fields.js';
import { notForTech, readEndings, refusesDeveloperEnding, techAudience, topicIntent } from './query-intent.js';
import { commonUnlisted, corrections, dictionaryCorrections, isUnknownShort, likelierWord, listedCorrection } from './spelling.js';
import { GENERIC_WORDS, queryTopics, TONE_WORDS } from './topics.js';
import { derivedWord, doerVerb, inventoryAdjective } from './word-forms.js';
import { audienceReadings, qualityWords, spelledWords } from './query-words.js';

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
  /** What the name should feel like, apart from its subject ("a steady name for …": steady; ask-frame.ts): names that
   * serve the subject are ordered by them (name-relevance.ts qualityFits), never answered with on their own. */
  qualities: string[];
  /** Generic words kept for a compound ("shop" of "coffee shop"): read in the compound, not matched alone. */
  generic: Set<string>;
  maxLength: number | null;
  tone: 'premium' | 'playful' | null;
  intent: 'tech' | 'consumer' | null;
  /** The intent the ask states whatever its topic: a tool for developers, an SDK, open source; or "not for the tech crowd"
   * (every reading keeps it). */
  statedIntent: 'tech' | 'consumer' | null;
  /** The thing a described venture is ("a retreat where executives switch off", "a clinic that visits schools"): the
   * word before the clause that describes it, when it names something (not "a service that …"). */
  head: string | null;
  tld: string | null;
  /** The endings the ask refuses ("no .io stuff", "not a .ai", "no .io or .ai"): names on them are held back (rerank.ts). */
  shunnedTlds: string[];
  /** The ask is for the word itself ("haven exact match", "the single word 'halo'"): names that are it alone answer. */
  exact: boolean;
  /** Words a brief says to avoid ("Avoid: 'nomad'"): names made of them are no answer. */
  avoid: string[];
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

/** Goods a print-on-demand shop prints any design on. */
const PRINTED_GOODS = new Set(['mug', 'mugs', 'tee', 'tees', 'tshirt', 'tshirts', 'shirt', 'shirts', 'hoodie', 'hoodies', 'sweatshirt',
  'sweatshirts', 'tumbler', 'tumblers', 'sticker', 'stickers', 'decal', 'decals', 'poster', 'posters', 'print', 'prints', 'tote', 'totes',
  'bag', 'bags', 'badge', 'badges', 'reel', 'reels', 'pin', 'pins', 'keyring', 'keyrings', 'keychain', 'keychains', 'magnet', 'magnets',
  'desk', 'mat', 'mats', 'mousepad', 'mousepads', 'cap', 'caps', 'socks', 'apparel', 'merch', 'merchandise', 'gift', 'gifts', 'card',
  'cards', 'greeting', 'notebook', 'notebooks', 'case', 'cases', 'phone', 'printed', 'custom', 'personalised', 'personalized', 'funny', 'novelty']);

/** "short" without a number: six letters or fewer, the usual meaning of a short name on the aftermarket. */
export const SHORT_LETTERS = 6;
/** Numbers in words: how many, not what (CONNECTIVES), and the count a time unit follows (TIME_UNITS). */
const COUNT_WORDS = new Set(['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'dozen',
  'thirteen', 'fifteen', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety', 'hundred', 'hundreds', 'thousand',
  'thousands', 'million', 'millions']);
/** Words that join the parts of a sentence-like ask (WordNet lists some as nouns: in = inch, on = the cricket side). */
const CONNECTIVES = new Set(['in', 'on', 'at', 'by', 'near', 'around', 'across', 'along', 'than', 'while', 'where', 'when', 'who',
  'whom', 'which', 'what', 'how', 'whose', 'but', 'if', 'as', 'because', 'via', 'per', 'within', 'among', 'between', 'so',
  // Counts and quantifiers say how many, not what ("one booking for every ferry", "two stone cottages").
  'every', 'each', 'all', 'through', 'during', 'whether', 'although', 'though', 'until', 'till', 'til', 'unless', 'whilst', 'whereas', 'since',
  ...COUNT_WORDS,
  // When, said of the speaker's life ("now I'm retired", "I've now qualified"): no subject.
  'now']);
/** How long something lasts or takes after a number ("a three-day festival", "sixty minutes to crack the code", "13 wk
 * contracts"): no subject. */
const TIME_UNITS = new Set(['minute', 'minutes', 'min', 'mins', 'hour', 'hours', 'hr', 'hrs', 'day', 'days', 'night', 'nights', 'week',
  'weeks', 'wk', 'wks', 'month', 'months', 'year', 'years', 'yr', 'yrs']);
const isCount = (token: string | undefined) => token !== undefined && (/^\d+$/.test(token) || COUNT_WORDS.has(token));
/** What a run-together ask's piece costs when only the concept lexicon knows it (a dictionary word costs 1 to 1.7). */
const LEXICON_PIECE_COST = 1.5;
/** At most this many alternative readings of misspellings (each one a ranking of its own). */
const MAX_ALTERNATIVES = 3;
const SHORT_WORDS = new Set(['short', 'shorter', 'shortest', 'tiny', 'brief', 'compact', 'minimal', 'punchy']);

/** `typed`: the ask as the buyer typed it, in its own case (a capitalised place: withoutTypedPlaces). */
export function parseQuery(text: string, semantics: Semantics, vocabulary: ReadonlySet<string>, typed = text): QueryPlan {
  const asked = readExactAsk(withoutFieldNames(withoutTypedPlaces(text, typed)));
  let { rest, maxLength } = readLength(asked.rest);
  const endings = readEndings(rest);
  rest = endings.rest;
  const { tld, shunnedTlds } = endings;
  let tone: QueryPlan['tone'] = null;
  const content: string[] = [];
  const generic: string[] = [];
  const kept = new Set<string>();
  const audience: string[] = [];
  // An ask written as a sentence: the request around the subject goes, the name's qualities are read apart (ask-frame.ts).
  const frame = readAsk(rest, semantics, (w) => SHORT_WORDS.has(w) || TONE_WORDS[w] !== undefined);
  // A pitch by analogy ("Uber for ambulances"): the product named is read as what it is (analogy.ts).
  const analogy = readAnalogies(frame.tokens, (w) => FUNCTION_WORDS.has(w) || semantics.wordnet.isWord(w), vocabulary);
  // "8bit games", "24hour gym": the word after a number typed without a space (a length was read before: "5l").
  const all = analogy.tokens.map((t) => (/^\d+[a-z]{3,}$/.test(t) && semantics.wordnet.isWord(t.replace(/^\d+/, '')) ? t.replace(/^\d+/, '') : t));
  // Positions inside a phrase the concept lexicon knows (eco cleaning products): such words are neither generic nor
  // misspelt (eco is no echo there).
  const inLexiconPhrase = lexiconPhrasePositions(all, semantics);
  // A generic word that makes a dictionary compound with its neighbour stays: "coffee shop" is a coffeehouse.
  // So does one that makes a phrase of the concept lexicon ("pawn shop", "developer tools").
  const phrase = (a: string, b: string) => semantics.wordnet.senses(`${a}_${b}`, 'n').length > 0 || semantics.concepts?.knows(`${a} ${b}`) === true;
  // A misspelt neighbour counts as the word it corrects to ("bycicle shop" is a bicycle shop).
  const spellings = (w: string) => (semantics.wordnet.isWord(w) || vocabulary.has(w) ? [w] : [w, ...corrections(w, semantics, vocabulary)]);
  // Each token's everyday correction, looked up once (compound, genericWord and kept all ask for it).
  const everydayFixes = new Map<string, string>();
  const misspelt = (t: string) => {
    const known = everydayFixes.get(t);
    if (known !== undefined) return known;
    const fix = misspeltAs(t, semantics, vocabulary);
    everydayFixes.set(t, fix);
    return fix;
  };
  // … and a misspelt generic word counts as its correction ("buisness banking" is business banking).
  const compound = (i: number) => {
    const selves = [all[i]!, misspelt(all[i]!)].filter(Boolean);
    return inLexiconPhrase.has(i) || [all[i - 1], all[i + 1]].some((other, k) => other !== undefined &&
      spellings(other).some((o) => selves.some((self) => (k === 0 ? phrase(o, self) : phrase(self, o)))));
  };
  // A misspelt generic word is generic too ("comunity app for gardeners" asks for gardeners' names, not community ones).
  const genericWord = (t: string) => GENERIC_WORDS.has(t) || GENERIC_WORDS.has(misspelt(t));
  // What an analogy is for is its subject as much as the product is: the Airbnb of back-garden camping is about gardens.
  // "A booking site for our surf lodge": the web property goes, what the owner runs is the subject (not an audience).
  const owned = asked.exact ? -1 : ownerStart(all);
  const namesSomething = (t: string) => t === 'ai' || (!FUNCTION_WORDS.has(t) && !genericWord(t) && !CONNECTIVES.has(t) && !SHORT_WORDS.has(t) && !TONE_WORDS[t] && !/^\d+$/.test(t));
  const contexts = analogy.named || pitchedOnProduct(rest) ? [] : contextSpans(all, {
    names: namesSomething,
    people: (w, next) => namesPeople(w, semantics) || (next !== undefined && semantics.wordnet.senses(w, 'v').length === 0 && namesPeople(next, semantics)),
    isNoun: (w) => semantics.wordnet.senses(w, 'n').length > 0 || semantics.wordnet.senses(semantics.stem(w), 'n').length > 0,
  }, owned);
  const inContext = (i: number) => contexts.some(([start, end]) => i >= start && i < end);
  for (const [i, token] of all.entries()) {
    if (token === SENTENCE_END) continue;
    if (SHORT_WORDS.has(token)) {
      maxLength ??= SHORT_LETTERS;
      continue;
    }
    if (TONE_WORDS[token]) {
      if (!suitedTo(all, i, semantics)) tone ??= TONE_WORDS[token]!;
      continue;
    }
    if (i < owned) {
      if (!FUNCTION_WORDS.has(token)) generic.push(token);
      continue;
    }
    // Who or what the thing is for is read like a generic word: not matched while the subject has words.
    if (inContext(i)) {
      if (!FUNCTION_WORDS.has(token)) generic.push(token);
      if (!FUNCTION_WORDS.has(token) && !GENERIC_WORDS.has(token) && !CONNECTIVES.has(token)) audience.push(token);
      continue;
    }
    // Prepositions and conjunctions of a sentence say how its words relate, they are no subject ("in" is no inn).
    if (CONNECTIVES.has(token) && !inLexiconPhrase.has(i)) continue;
    if (TIME_UNITS.has(token) && isCount(all[i - 1]) && !inLexiconPhrase.has(i)) continue;
    // A number left after the length was read ("I'm 16 and I edit highlight reels", "my Year 5 class", "open 24 hrs")
    // is an age, a count or a time: no name is made of digits ("SOC 2", a phrase of the lists, keeps its number).
    if (/^\d+$/.test(token) && !inLexiconPhrase.has(i)) continue;
    // A place ("a bakery in lisbon") is where the thing is, not what it is: context, like an audience.
    if (namesAPlace(token, semantics) && !inLexiconPhrase.has(i)) {
      generic.push(token);
      audience.push(token);
      continue;
    }
    // "ai" is a brand affix inside names, but in a query it is the topic.
    if (token !== 'ai' && FUNCTION_WORDS.has(token)) continue;
    // Where or when a service is delivered ("at-home ear wax removal", "in-home care", "I come to your house", "rails
    // fitted in the homes of elderly people", "on-demand laundry") is no subject: home cleaning is. Nor is fitting
    // ("garage doors fitted", "we fit safes"): the trade's verb, not fitness.
    if ((deliveredAt(all, i) || (token === 'demand' && all[i - 1] === 'on') || installs(all, i)) && !inLexiconPhrase.has(i)) {
      generic.push(token);
      continue;
    }
    if (genericWord(token) && !compound(i)) generic.push(token);
    else {
      content.push(token);
      if (genericWord(token)) kept.add(GENERIC_WORDS.has(token) ? token : misspelt(token));
    }
  }
  // Goods printed for an audience ("mugs, tees and desk mats for bookkeepers", "funny tees for night-shift nurses"):
  // the goods are blanks that carry any design, the audience is what the shop's name is about (mugs reached brew).
  if (content.length > 0 && audience.length > 0 && content.every((t) => PRINTED_GOODS.has(t))) {
    content.splice(0, content.length, ...audience.filter((t) => !namesAPlace(t, semantics)));
    audience.length = 0;
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
  // A word of MAX_UNCORRECTED letters or fewer that nothing knows is no word to match nor to correct.
  const lexiconWord = (w: string) => w.length >= 4 && !semantics.wordnet.isWord(w) && semantics.concepts?.knows(w) === true;
  const pieceWord = (w: string) => isWord(w) || lexiconWord(w);
  const wordCost = segmentCost(semantics);
  const pieceCost = (w: string) => wordCost(w) ?? (lexiconWord(w) ? LEXICON_PIECE_COST : undefined);
  const unknownShort = (t: string) => isUnknownShort(t, semantics, vocabulary) && !phraseWords.has(t) && queryTopics(t, t).topics.length === 0;
  const droppedShort: string[] = [];
  for (const [at, token] of tokens.entries()) {
    if (unknownShort(token)) {
      droppedShort.push(token);
      continue;
    }
    const base = inventoryAdjective(token, semantics, vocabulary);
    const doer = base ? undefined : doerVerb(token, semantics, () => dictionaryCorrections(token, semantics).find(([, uses]) => uses > 0)?.[0]);
    // A doer the vectors know (installer) is read as typed too: the reading that serves better answers.
    if (doer && (semantics.vectors?.rank(token) ?? -1) >= 0) {
      readAs(token, doer);
      continue;
    }
    if (base || doer) {
      words.push((base ?? doer)!);
      continue;
    }
    if (!/^[a-z]+$/.test(token) || isWord(token) || vocabulary.has(token) || semantics.concepts?.knows(token) || (derivedWord(token, semantics) && !dictionaryCorrections(token, semantics).some(([, uses]) => uses > 0)) || phraseWords.has(token) || queryTopics(token, token).topics.length > 0 || commonUnlisted(token, semantics)) {
      // A rare dictionary word one edit from a common one (calender) is also read as the common one.
      const likelier = /^[a-z]+$/.test(token) && !vocabulary.has(token) && !phraseWords.has(token) ? likelierWord(token, semantics) : undefined;
      if (likelier) corrected.add(likelier);
      // … and a word the dictionary lacks (a surname: holliday) is read as the likelier word first.
      if (likelier && !semantics.wordnet.isWord(token)) readAs(likelier, token);
      else readAs(token, likelier, true);
      continue;
    }
    // A dictionary word one edit away in everyday use is the buyer's word misspelt, before any split (`choclate` is
    // chocolate, not choc + late); a second one is an alternative reading.
    let misspelt = dictionaryCorrections(token, semantics).filter(([, uses]) => uses > 0).slice(0, 2);
    // A correction that makes a known phrase with a neighbour is the one meant ("expresso bar": an espresso bar).
    const inPhrase = misspelt.find(([fix]) => (at > 0 && phrase(tokens[at - 1]!, fix)) || (at + 1 < tokens.length && phrase(fix, tokens[at + 1]!)));
    if (inPhrase) misspelt = [inPhrase];
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
    // A piece may be a word the concept lexicon knows that the dictionary lacks (focaccia + bakery, home + aquaponics).
    const parts = token.length > 5 ? segmentLabel(token, pieceWord, pieceCost) : [token];
    // Short pieces are more likely a misspelling than two words (`finace` is finance, not fin + ace).
    if (parts.length > 1 && parts.every((p) => pieceWord(p) && p.length >= (token.length >= 7 ? 3 : 4))) {
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
  // An ask of such words only ("tix pls") asks for something, not for any name: its words stay, serving nothing.
  if (words.length === 0) words.push(...droppedShort);
  // An alternative was cut where its correction was made: the words after it are the same in every reading.
  const completed = ({ words: start, fallback }: Alternative) => ({ words: [...start, ...words.slice(start.length)], fallback });
  const statedIntent = notForTech(text) || refusesDeveloperEnding(shunnedTlds) ? 'consumer' : techAudience(all) ? 'tech' : null;
  const intent = statedIntent ?? topicIntent(words, semantics);
  // Only when other words remain: a query of generic words alone matches them.
  const genericWords = words.some((w) => !kept.has(w)) ? kept : new Set<string>();
  // A word the buyer quotes is the name asked for: the rest gives only constraints and intent (query-quoted.ts).
  // … unless it quotes it as a word to avoid ("Avoid: 'nomad', every rival uses it").
  const avoid = [...avoidedWords(text), ...negatedQuotes(text)];
  const quoted = spelledWords(quotedWords(text, (w) => vocabulary.has(w)).filter((w) => !avoid.includes(w)), semantics, vocabulary, corrected);
  if (quoted.length > 0) return { words: quoted, corrected, alternatives: [], qualities: [], generic: new Set(), maxLength, tone, intent, statedIntent, head: null, tld, shunnedTlds, exact: asked.exact, avoid };
  return { words, corrected, alternatives: [...alternatives.map(completed), ...audienceReadings(words, audience, semantics, vocabulary, corrected)], qualities: qualityWords(frame.qualities, semantics, vocabulary), generic: genericWords, maxLength, tone, intent, statedIntent, head: describedHead(all, words, typed, (i) => inLexiconPhrase.has(i)), tld, shunnedTlds, exact: asked.exact, avoid };
}

const DEGREE_WORDS = new Set(['very', 'really', 'super', 'so', 'quite', 'too', 'more', 'most', 'extra', 'and', 'but', 'yet', 'or']);
/** "Dog friendly", "age-friendly", "eco friendly": suited to what the noun before it names, no playful tone. */
const suitedTo = (all: string[], i: number, semantics: Semantics) => all[i] === 'friendly' && i > 0 && !FUNCTION_WORDS.has(all[i - 1]!) &&
  !CONNECTIVES.has(all[i - 1]!) && !DETERMINERS.has(all[i - 1]!) && !DEGREE_WORDS.has(all[i - 1]!) && (semantics.wordnet.senses(all[i - 1]!, 'n').length > 0 || !semantics.wordnet.isWord(all[i - 1]!));
const deliveredAt = (all: string[], i: number) => DWELLINGS.has(all[i]!) &&
  (PLACE_PREPOSITIONS.has(all[i - 1] ?? '') || ((all[i - 1] === 'the' || POSSESSIVES.has(all[i - 1] ?? '')) && PLACE_PREPOSITIONS.has(all[i - 2] ?? '')));
const installs = (all: string[], i: number) => INSTALLING_FORMS.has(all[i]!) || (all[i] === 'fit' && INSTALLERS.has(all[i - 1] ?? ''));

/** The everyday word a token not in the dictionary nor the inventory misspells (comunity: community), else ''. */
function misspeltAs(token: string, semantics: Semantics, vocabulary: ReadonlySet<string>): string {
  if (token.length < 5 || !/^[a-z]+$/.test(token) || semantics.wordnet.isWord(token) || vocabulary.has(token)) return '';
  return dictionaryCorrections(token, semantics).find(([, uses]) => uses > 0)?.[0] ?? '';
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

