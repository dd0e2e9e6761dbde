import type { Semantics } from './semantic.js';

/**
 * Places an ask names (issue 20): where the thing is, context like its audience, never its subject ("a bakery in
 * Lisbon" asks for a bakery). Read by query.ts.
 */

/** The ask without the names the buyer capitalised right after "in", "from", "near" … ("a client in Stone Town", "a
 * cart in Mexico City", "near Porto"): a place's name, context like a place WordNet knows, whatever its words mean
 * (stone, town); and no subject. "Round South America" says where as well. `typed` is the ask in the buyer's own case, `text` the same ask in lower case; an ask
 * typed all in one case says nothing. */
export function withoutTypedPlaces(text: string, typed: string): string {
  if (typed.length !== text.length || typed === typed.toLowerCase() || typed === typed.toUpperCase()) return text;
  let out = text;
  for (const match of typed.matchAll(/\b(?:in|from|near|around|round|outside|across|to)\s+(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)*)/gu)) {
    const start = match.index! + match[0].length - match[1]!.length;
    out = out.slice(0, start) + ' '.repeat(match[1]!.length) + out.slice(start + match[1]!.length);
  }
  return out;
}

/**
 * Whether the word only names a place: every sense WordNet has of it is a noun naming one particular thing (an
 * instance), the commonest of them a location (lisbon, norway, brooklyn; not paris, which is also a Trojan, nor
 * java, also coffee, nor nice, also an adjective, nor tours, the plural of tour). "A bakery in lisbon" asks for a bakery: a name about Lisbon (a
 * capital, a harbour) is no answer, so query.ts reads the place as context, like the audience of "X for Y".
 */
export function namesAPlace(word: string, semantics: Semantics): boolean {
  const { wordnet } = semantics;
  const nouns = wordnet.senses(word, 'n');
  if (nouns.length === 0 || (['v', 'a', 'r'] as const).some((pos) => wordnet.senses(word, pos).length > 0)) return false;
  // A plural of a common noun is that noun (tours: tour, though Tours is a city; reading: also Reading).
  const singulars = [word.replace(/ies$/, 'y'), word.replace(/es$/, ''), word.replace(/s$/, '')].filter((base) => base !== word);
  if (singulars.some((base) => wordnet.senses(base, 'n').length > 0)) return false;
  if (!nouns.every((key) => wordnet.synset(key)?.pointers.some((p) => p.symbol === '@i'))) return false;
  return PLACE_KINDS.some((kind) => wordnet.isKindOf(nouns[0]!, kind));
}
/** What a named place is a kind of in WordNet: a city or a country is a location, an island a land, a lake a body of water. */
const PLACE_KINDS = ['location', 'land', 'geological_formation', 'body_of_water'];
