import { FUNCTION_WORDS } from './index-build.js';
import type { Alternative } from './query.js';
import type { Semantics } from './semantic.js';
import { corrections, dictionaryCorrections, isUnknownShort } from './spelling.js';
import { GENERIC_WORDS } from './topics.js';
import { inventoryAdjective } from './word-forms.js';

/** The words of an ask's audience and qualities as query.ts reads them: misspellings corrected, unknown short words dropped. */

/**
 * "X for Y" where X answers nothing or weakly ("exam prep platform for nursing students", "recruiting platform for
 * nurses"): the thing and its audience read together, as a fallback reading. Never the audience alone: "swim school
 * for toddlers" is no nest name.
 */
export function audienceReadings(words: string[], audience: string[], semantics: Semantics, vocabulary: ReadonlySet<string>, corrected: Set<string>): Alternative[] {
  const read = spelledWords(audience, semantics, vocabulary, corrected);
  if (read.length === 0 || words.length === 0) return [];
  return [{ words: [...words, ...read], fallback: true }];
}

/** The qualities' words to match: neither function nor generic words, misspellings corrected. */
export function qualityWords(qualities: string[], semantics: Semantics, vocabulary: ReadonlySet<string>): string[] {
  return spelledWords(qualities.filter((w) => !FUNCTION_WORDS.has(w) && !GENERIC_WORDS.has(w)), semantics, vocabulary, new Set());
}

/** Words as typed where they are words, else their likeliest correction (noted in `corrected`); dropped without one. */
export function spelledWords(tokens: string[], semantics: Semantics, vocabulary: ReadonlySet<string>, corrected: Set<string>): string[] {
  const read: string[] = [];
  for (const token of tokens) {
    const adjective = inventoryAdjective(token, semantics, vocabulary);
    if (!/^[a-z]+$/.test(token) || semantics.wordnet.isWord(token) || vocabulary.has(token) || semantics.concepts?.knows(token)) read.push(token);
    else if (adjective) read.push(adjective);
    else if (isUnknownShort(token, semantics, vocabulary)) continue;
    else {
      const fix = dictionaryCorrections(token, semantics).find(([, uses]) => uses > 0)?.[0] ?? corrections(token, semantics, vocabulary)[0];
      if (fix) [read.push(fix), corrected.add(fix)];
    }
  }
  return read;
}

