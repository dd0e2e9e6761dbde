import type { Semantics } from './semantic.js';

const SUFFIXES = ['ments', 'ment', 'ings', 'ing', 'es', 's', 'ed'];
/** The endings of a verb's inflections (the dictionary knows their base). */
const VERB_ENDINGS = new Set(['ing', 'ed']);

/**
 * The bare forms of a word: WordNet's base forms in every part of speech, and the word less a common ending (never
 * -er: flower is no flow, soccer no "soc"). `strict` (the concept lexicon's lookups, concepts/match.ts) strips
 * endings only from a word the dictionary does not know, down to at least 4 letters: a dictionary word is its own
 * term there (fitting is not fit, whatever a name's word would take).
 */
export function forms(word: string, semantics: Semantics, { strict = false } = {}): Set<string> {
  const out = new Set([word, semantics.stem(word)]);
  // A noun is not an adjective's comparative: fitter (pipe fitter) is no fit, nor butter but.
  const noun = semantics.wordnet.senses(word, 'n').length > 0;
  for (const pos of noun ? (['n', 'v'] as const) : (['n', 'v', 'a'] as const)) for (const base of semantics.wordnet.baseForms(word, pos)) out.add(base);
  if (strict && semantics.wordnet.isWord(word)) return out;
  const shortest = strict ? 4 : 3;
  // A verb's inflection the dictionary knows has the dictionary's base only: biting is bite, not bit.
  const verbBases = semantics.wordnet.baseForms(word, 'v');
  const add = (guess: string, suffix: string) => {
    if (!VERB_ENDINGS.has(suffix) || verbBases.length === 0 || verbBases.includes(guess)) out.add(guess);
  };
  for (const suffix of SUFFIXES) {
    if (word.length - suffix.length < shortest || !word.endsWith(suffix)) continue;
    const bare = word.slice(0, -suffix.length);
    add(bare, suffix);
    // baking → bake, houses → house; a plain -s leaves no e behind (kits is no kite, bits no bite).
    if (suffix !== 's') add(`${bare}e`, suffix);
    // running → run, shipping → ship
    if (/(.)\1$/.test(bare)) add(bare.slice(0, -1), suffix);
  }
  return out;
}

/** A noun sense at least this prominent (semantic.ts) makes a word read as a noun. */
const NOUN_PROMINENCE = 0.3;
/** Whether WordNet mostly reads the word as a noun, or does not know it: the words whose vectors' neighbours are kinds
 * of the same thing; a verb's or an adjective's are the words it goes with (shipped ~ route, spicy ~ pasta). */
export function readsAsNoun(word: string, semantics: Semantics): boolean {
  return !semantics.wordnet.isWord(word) || semantics.senses(word).some((sense) => sense.pos === 'n' && sense.prominence >= NOUN_PROMINENCE);
}

/** Endings that make a new word of any dictionary word (compost → compostable, binge → bingeable, clutter →
 * clutterless): a word so made is a word as typed, though the dictionary lacks it, not a misspelling of one it has
 * (compostable is no "comfortable"); query.ts still reads one a single slip from an everyday word as that word
 * (mindfullness: mindfulness). */
const DERIVING = ['able', 'ible', 'ness', 'less', 'ful', 'ish'];
export function derivedWord(word: string, semantics: Semantics): boolean {
  for (const ending of DERIVING) {
    if (!word.endsWith(ending) || word.length < ending.length + 3) continue;
    const stem = word.slice(0, -ending.length);
    // accessable is accessible misspelt, not access + able.
    if ((ending === 'able' || ending === 'ible') && semantics.wordnet.isWord(stem + (ending === 'able' ? 'ible' : 'able'))) return false;
    // compost+able, binge → binge+able or bing+eable, ship → shipp+able.
    if ([stem, `${stem}e`, stem.replace(/(.)\1$/, '$1'), stem.replace(/i$/, 'y')].some((s) => s.length >= 3 && semantics.wordnet.isWord(s))) return true;
  }
  return false;
}

/** "glowy looks", "a zenny vibe": an adjective the dictionary lacks, made of an inventory word with -y, is that word
 * (glowy had been corrected to glory). So is a doer the dictionary lacks, made of one with -er ("a litigation funder":
 * fund, not founder). */
export function inventoryAdjective(token: string, semantics: Semantics, vocabulary: ReadonlySet<string>): string | undefined {
  if (token.length < 5 || semantics.wordnet.isWord(token) || vocabulary.has(token) || semantics.concepts?.knows(token)) return undefined;
  const ending = token.endsWith('y') ? 1 : token.endsWith('er') ? 2 : 0;
  if (ending === 0) return undefined;
  const stem = token.slice(0, -ending);
  // glow+y, or a doubled last letter: zen+n+y.
  const bases = stem.at(-1) === stem.at(-2) ? [stem, stem.slice(0, -1)] : [stem];
  return bases.find((b) => b.length >= 3 && vocabulary.has(b));
}

/** A doer the dictionary lacks, made of a verb it has with -er ("rebounder classes": rebound, "windsurfer"): the verb,
 * where the nearest dictionary word is only the verb inflected (rebounder had been read as rebounded) or there is none.
 * A misspelt doer stays a misspelling (babysiter: babysitter). */
export function doerVerb(token: string, semantics: Semantics, nearestWord: () => string | undefined): string | undefined {
  if (token.length < 7 || semantics.wordnet.isWord(token) || semantics.concepts?.knows(token)) return undefined;
  const stem = token.replace(/ers?$/, '');
  if (stem === token || stem.length < 4) return undefined;
  // rebound+er, bak(e)+er, shop+p+er.
  const verb = [stem, `${stem}e`, stem.replace(/(.)\1$/, '$1')].find((s) => s.length >= 4 && semantics.wordnet.senses(s, 'v').length > 0);
  if (verb === undefined) return undefined;
  const nearest = nearestWord();
  return nearest === undefined || (nearest.startsWith(verb.replace(/e$/, '')) && semantics.wordnet.senses(nearest, 'n').length === 0) ? verb : undefined;
}
