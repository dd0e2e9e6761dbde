import { DETERMINERS } from './ask-words.js';
import { PRODUCT_ANALOGIES } from './concepts/brands.js';

/**
 * A pitch by analogy ("Uber for ambulances in Lagos", "the Airbnb of back-garden camping", "Klarna for dentists"): the
 * well-known product named is read as what it is (ride hailing, holiday rental, buy now pay later; concepts/brands.ts),
 * and what follows is as much the subject as the product: an Airbnb of back-garden camping is about gardens, an Uber
 * for ambulances about ambulances. Without this the product's name was matched as letters (Bloomberg → bloom) or
 * corrected to a word it is not (Uber → cuber).
 */
export interface AnalogyReading {
  tokens: string[];
  /** The ask is framed on a product ("X for …", "the X of …"): what follows is a subject, not an audience (query.ts). */
  named: boolean;
}

/** Words that may precede a product named as an analogy ("the Zillow of …", "like Strava for …"). */
const BEFORE = new Set(['the', 'a', 'an', 'like', 'another', 'than', 'our', 'my']);
/** Words that follow one ("Slack for nurses", "Notion but for lawyers", "Tinder meets LinkedIn"). */
const AFTER = new Set(['for', 'of', 'but', 'meets', 'style', 'clone', 'alternative', 'competitor', 'rival', 'killer', 'inspired', 'like']);
/** Products named after an everyday noun the dictionary lacks: "a python meetup" is a gathering, "Meetup for dog owners"
 * the product. */
const EVERYDAY_NAMES = new Set(['meetup']);
/** What "think" is a verb of, not a pointer to a brand ("think of a name", "think big"). */
const THINK_OBJECTS = new Set(['of', 'about', 'that', 'it', 'big', 'outside', 'again', 'up', 'twice', 'so', 'we', 'i', 'you']);
const LONGEST = Math.max(...Object.keys(PRODUCT_ANALOGIES).map((k) => k.split(' ').length));

/**
 * The tokens with every product named replaced by what it is. A product whose name is an everyday word (slack, zoom,
 * notion, square) only where the ask reads as an analogy: first, or after "the/like/a", and before "for/of/but/meets"
 * ("Slack for nurses" is team chat; "slack tide fishing trips" is not). A word of the inventory's names is never read
 * as a product (nest, mint, calm, bolt match as they are).
 */
export function readAnalogies(tokens: string[], isWord: (word: string) => boolean, vocabulary: ReadonlySet<string>): AnalogyReading {
  const out: string[] = [];
  let named = false;
  for (let i = 0; i < tokens.length; i++) {
    // "…, think Rimowa", "think Gail's": a brand the buyer points to. A known product is read as what it is below;
    // an unknown one is no word to match (nor a misspelling to correct).
    // Opening the ask too, before a brand ("think Brooklinen but for baby bedding").
    const brandNext = tokens[i + 1] !== undefined && !isWord(tokens[i + 1]!) && !vocabulary.has(tokens[i + 1]!);
    if (tokens[i] === 'think' && (i > 0 || brandNext) && !THINK_OBJECTS.has(tokens[i + 1] ?? '')) {
      while (i + 1 < tokens.length && !isWord(tokens[i + 1]!) && !vocabulary.has(tokens[i + 1]!) && !PRODUCT_ANALOGIES[tokens[i + 1]!]) i++;
      continue;
    }
    let matched = 0;
    for (let n = Math.min(LONGEST, tokens.length - i); n >= 1 && matched === 0; n--) {
      const words = tokens.slice(i, i + n);
      const meaning = PRODUCT_ANALOGIES[words.join(' ')];
      if (!meaning || (n === 1 && vocabulary.has(words[0]!))) continue;
      const after = tokens[i + n] ?? '';
      const framed = (i === 0 || BEFORE.has(tokens[i - 1]!)) && AFTER.has(after);
      // An everyday word before "of" is that word ("the notion of time"); before "for" it is the product.
      if (words.every((w) => isWord(w) || EVERYDAY_NAMES.has(w)) && (!framed || after === 'of' || after === 'like')) continue;
      out.push(...meaning.split(' '));
      matched = n;
      // Only a product the ask is framed on makes what follows a subject: in "stock sync tool for etsy sellers" Etsy
      // is where the audience sells.
      named ||= framed;
    }
    if (matched > 0) i += matched - 1;
    else out.push(tokens[i]!);
  }
  return { tokens: out, named };
}

/**
 * "Fishwife did it for tinned fish, we're doing it for salami", "Siete did that for tortilla chips; we do it for pita
 * chips": the brand the buyer models the venture on and what it did go; what the buyer does it for is the subject, not
 * an audience (the "for" of "doing it for" had made the salami an audience and the tinned fish the subject).
 */
const MODEL_DONE = /(?:^|(?<=[.!?;:]\s*))[^.!?;:]*?\b(?:did|does|has done|have done)\s+(?:it|this|that|the same|so)\s+for\s+[^.!?;:,—–]+[.!?;:,—–]\s*/g;
const DOING_IT_FOR = /\b(?:(?:and|so|now|but)\s+)?(?:we|i)\s*(?:'re|'m|are|am|will|'ll|want to|wanna|(?:'re|are) (?:going to|gonna))?\s*(?:doing|do|bringing|taking)\s+(?:it|this|that|the same)\s+(?:for|to)\s+/g;
export function withoutModelVenture(text: string): string {
  return text.search(DOING_IT_FOR) >= 0 ? text.replace(MODEL_DONE, ' ').replace(DOING_IT_FOR, ' ') : text;
}

/** "X for Y — what it does" opening an ask (a founder's pitch: "otter for therapists - ai session notes", "liquid death
 * but for iced tea. tallboy cans"): X is a product named as an analogy, known or not, so Y and what follows the break
 * are the subject, not an audience. X is one or two words; the break is a dash, a colon or a full stop. */
const PITCH = /^\s*([\p{L}\p{N}.'&]+(?:\s+[\p{L}\p{N}.'&]+)?)\s+(?:but\s+)?for\s+(?:[^—–:.,;!?-]|-(?=\S))+?\s*(?:\s[-—–]|[—–:]|\.\s)/u;
/** What opens a request rather than naming a product ("a name for …", "looking for …", "need one for …"). */
const NOT_PRODUCTS = new Set([...DETERMINERS, 'name', 'names', 'domain', 'domains', 'something', 'anything', 'looking', 'searching', 'need',
  'want', 'ideas', 'suggestions', 'options', 'brand', 'website', 'site', 'app', 'platform', 'tool']);
export function pitchedOnProduct(text: string): boolean {
  const product = PITCH.exec(text)?.[1];
  return product !== undefined && !product.split(/\s+/).some((w) => NOT_PRODUCTS.has(w));
}
