import { DESCRIBING, DETERMINERS, POSSESSIVES, SENTENCE_END, SPEAKERS } from './ask-words.js';

/**
 * Where the subject of an ask ends (query.ts): the audience of "X for Y", the venture the buyer owns ("a web shop for
 * our honey"), the thing a clause describes ("a clinic that visits schools").
 */

/**
 * Where the contexts of "X for Y" are (from the index after "for" to the end of its sentence). Where words naming something come before
 * "for", what follows says who or what it is for (speech therapy for kids, payments api for developers, event space
 * for rent): the buyer asks for X, and a name about the audience (kids: nest) is no answer. Where only generic words
 * come before it (a name for my bakery, site for my optometry practice) the subject follows, and nothing changes.
 * (A lexicon phrase with "for" inside, speech therapy for kids, is read without it: "for" is no word to match.)
 */
/** What the span rules ask of a word: whether it names something, names people (with the word after it), is a noun. */
export interface WordTests {
  names: (t: string) => boolean;
  people: (t: string, next?: string) => boolean;
  isNoun: (t: string) => boolean;
}

export function contextSpans(all: string[], tests: WordTests, ownedAt: number): [number, number][] {
  const spans: [number, number][] = [];
  // Sentence by sentence: an audience ends with its sentence ("Swapped my desk job for a skipper's licence. I take
  // tourists out sailing" asks for the sailing trips).
  for (let from = 0; from < all.length;) {
    const found = all.indexOf(SENTENCE_END, from);
    const end = found < 0 ? all.length : found;
    const start = contextStart(all, tests, ownedAt, from, end);
    if (start < end) spans.push([start, end]);
    from = end + 1;
  }
  return spans;
}

function contextStart(all: string[], { names, people, isNoun }: WordTests, ownedAt: number, from: number, end: number): number {
  // The first "for" with a subject before it: "a name for a budgeting app for students" asks for a budgeting app.
  for (let at = from; at < end; at++) {
    const token = all[at];
    // "… but for baby bedding", "like Allbirds but for school shoes": what follows "but for" is what the venture is.
    if (token === 'for' && at > 0 && at < end - 1 && all.slice(0, at).some(names) && at !== ownedAt && all[at - 1] !== 'but' && !purposeAt(all, at + 1, end, people, isNoun)) return at + 1;
    // "… serving ice-cream floats to families", "sells ring lights to beauty streamers": who it goes to is an audience.
    if (token === 'to' && at > 0 && all.slice(0, at).some(names) && people(all[at + 1] ?? '', all[at + 2])) return at + 1;
  }
  return Number.POSITIVE_INFINITY;
}

/** What a thing is for when it names an activity, not who uses it ("GPU kernels for matrix multiplication", "a notebook
 * for bird watching"): a purpose is part of the subject. The activity must end its phrase: "for wedding planners",
 * "for building sites" name people and places, and "for people getting back on their feet" is an audience. */
const ACTIVITY = /^[a-z]{3,}(?:tion|sion|ment|ing)$/;
const PURPOSE_REACH = 3;
const PEOPLE_WORDS = new Set(['people', 'folk', 'folks', 'anyone', 'everyone', 'those', 'users', 'customers', 'clients', 'members']);
const PHRASE_BREAKS = new Set([SENTENCE_END, 'and', 'or', 'with', 'in', 'on', 'at', 'to', 'that', 'which', 'who', 'so', 'from', 'by', 'of', 'without', 'while', 'plus']);
function purposeAt(all: string[], from: number, end: number, people: (t: string, next?: string) => boolean, isNoun: (t: string) => boolean): boolean {
  for (let i = from; i < Math.min(end, from + PURPOSE_REACH); i++) {
    const word = all[i]!;
    if (PHRASE_BREAKS.has(word) || PEOPLE_WORDS.has(word) || people(word, all[i + 1])) return false;
    if (ACTIVITY.test(word)) {
      const next = all[i + 1];
      // … or takes an object: "an app for tracking your runs".
      return next === undefined || i + 1 >= end || PHRASE_BREAKS.has(next) || !isNoun(next) || (word.endsWith('ing') && DETERMINERS.has(next));
    }
  }
  return false;
}

/** What says what a web property is about ("a blog about saving for our kids' university"). */
const TOPIC_PREPOSITIONS = new Set(['about', 'on', 'covering']);
/** What a buyer builds for the venture it owns (a recipe site, a web shop, a booking page). */
const WEB_PROPERTIES = new Set(['site', 'sites', 'website', 'websites', 'webshop', 'shop', 'store', 'storefront', 'page', 'pages', 'app', 'blog', 'portal', 'platform', 'newsletter']);
/**
 * The "for" of "<web property> for my/our …" (web shop for our olive oil gift boxes, recipe site for our bbq sauce
 * brand): what follows is the owner's venture, the subject; the words before say what is built for it (web, recipe,
 * booking). Elsewhere "for" starts the audience ("a budgeting app for students"). -1 without one.
 */
export function ownerStart(all: string[]): number {
  for (const [at, token] of all.entries()) {
    // "A blog about saving for our kids' university": what the blog is about is the subject, the "for" its purpose.
    const property = all.slice(0, at).findLastIndex((t) => WEB_PROPERTIES.has(t));
    if (token !== 'for' || property < 0 || all.slice(property, at).some((t) => TOPIC_PREPOSITIONS.has(t))) continue;
    if (POSSESSIVES.has(all[at + 1] ?? '')) return at;
    // "Sign-up site for the uni mountaineering club", "a website for the village choir": a body the site belongs to.
    if (all[at + 1] === 'the' && ownedBody(all, at + 2)) return at;
  }
  return -1;
}

/** A club, society or team the buyer runs, named within a few words of "the" (before its sentence ends). */
const BODIES = new Set(['club', 'clubs', 'society', 'team', 'choir', 'band', 'league', 'association', 'guild', 'troupe', 'orchestra',
  'collective', 'cooperative', 'coop', 'charity', 'festival', 'union', 'lab', 'department', 'committee', 'council', 'federation']);
const BODY_REACH = 5;
function ownedBody(all: string[], from: number): boolean {
  for (let i = from; i < Math.min(all.length, from + BODY_REACH); i++) {
    if (all[i] === SENTENCE_END) return false;
    if (BODIES.has(all[i]!)) return true;
  }
  return false;
}

/** The word before the first "that/which/who/where" clause, when it is one of the words to match; else the trade a
 * trader's ask opens with (traderOpening). */
export function describedHead(all: string[], words: string[], typed: string, inPhrase: (i: number) => boolean): string | null {
  const at = all.findIndex((t, i) => i > 0 && DESCRIBING.has(t));
  const head = at > 0 ? all[at - 1]! : undefined;
  // The last word of a phrase the lists know ("pension pots that people lost touch with") is no head alone: the phrase
  // is read whole (pots alone had put kitchen names first).
  if (head !== undefined && inPhrase(at - 1)) return null;
  if (head !== undefined && words.includes(head)) return head;
  const trade = traderOpening(typed);
  return trade !== null && words.includes(trade) ? trade : null;
}

/** A trader's ask opens with the trade, then the place it works in, capitalised, then a comma ("Beekeeper near
 * Hay-on-Wye, I sell jars at farmers markets …", "Tree surgeon in Hexham, felling, wood chipper …"): the rest describes
 * that trade, so a name serving only a detail (fresh for the farmers markets, chip for the chipper) is no answer. */
const TRADER_OPENING = /^\s*(\p{L}[\p{L}-]*(?:\s+\p{L}[\p{L}-]*){0,2})\s+(?:in|near|around|covering|serving)\s+\p{Lu}[^,.;:!?]*[,.;:]/u;
function traderOpening(typed: string): string | null {
  const opening = TRADER_OPENING.exec(typed)?.[1]?.toLowerCase().split(/\s+/);
  if (!opening || DETERMINERS.has(opening[0]!) || SPEAKERS.has(opening[0]!)) return null;
  return opening.at(-1)!;
}

