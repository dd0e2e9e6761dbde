import { FUNCTION_WORDS } from './index-build.js';
import type { Semantics } from './semantic.js';
import { segmentLabel } from './semantic.js';
import { GENERIC_WORDS } from './topics.js';

/** One way of reading the query (search.ts step 2): its words and how much a match through them counts. */
export interface Reading {
  words: string[];
  weight: number;
  /** The query words a synonym reading replaced. */
  replaced?: string[];
  /** A closed compound of the buyer's read from its synonym's parts (steakhouse → chop + house): only when the whole reaches nothing. */
  parts?: boolean;
}

/** A closed compound used fewer times than this in WordNet's tagged texts is read as its two words too. */
const RARE_USES = 3;

/**
 * The query's words, plus readings where a word or a WordNet compound of adjacent words is replaced by each of
 * its multi-word synonyms (most prominent sense only for a single word: cafe → coffee shop, coffee house, coffee
 * bar; the first two senses for a compound: coffee shop → cafe, coffee house, coffee bar), weight 0.9.
 */
export function queryReadings(words: string[], semantics: Semantics, isWord: (w: string) => boolean): Reading[] {
  const readings: Reading[] = [{ words, weight: 1 }];
  const wordnet = semantics.wordnet;
  const tagged = (word: string) => [...wordnet.senseCounts(word).values()].reduce((a, b) => a + b, 0);
  for (let start = 0; start < words.length; start++) {
    for (let end = Math.min(words.length, start + 3); end >= start + 1; end--) {
      const slice = words.slice(start, end);
      const single = slice.length === 1;
      // A generic word kept for its compound (the firm of "law firm") has no synonyms worth reading ("business firm").
      if (single && GENERIC_WORDS.has(slice[0]!)) continue;
      const keys = single
        ? semantics.senses(slice[0]!).filter((s, i) => s.pos === 'n' && (i === 0 || s.prominence >= 0.5)).slice(0, 2).map((s) => s.key)
        : [slice.join('_'), slice.join('')].flatMap((compound) => wordnet.senses(compound, 'n').slice(0, 2));
      for (const key of keys) {
        for (const lemma of wordnet.synset(key)?.lemmas ?? []) {
          if (slice.includes(lemma) || lemma === slice.join('_') || lemma === slice.join('')) continue;
          const parts = lemma.split(/[_-]/).flatMap((part) => (isWord(part) ? [part] : segmentLabel(part, isWord))).filter((w) => !FUNCTION_WORDS.has(w));
          // A closed compound is read whole and split (coffeehouse, and coffee + house): names split the same way.
          // Function words of a synonym ("break of the day") would match brand affixes of names (thebit).
          // Only a rare closed compound splits (coffeehouse: 1 use in the tagged texts); an ordinary word does not
          // (doctor, 77 uses, is no doc + tor).
          const split = parts.flatMap((part) => (tagged(part) < RARE_USES ? splitCompound(part, isWord) : null) ?? [part]).filter((w) => !FUNCTION_WORDS.has(w));
          // A single word is only replaced by a multi-word synonym (cafe → coffee shop), not by a plain one
          // (coffee → java): plain synonyms are already part of the word's similarity.
          if (single && split.length < 2) continue;
          for (const replacement of split.length > parts.length ? [parts, split] : [parts]) {
            const reading = [...words.slice(0, start), ...replacement, ...words.slice(end)];
            // The buyer's own closed compound (steakhouse) read through the parts of its synonym (chop + house):
            // search.ts keeps this reading only when the whole word reaches nothing.
            const fromParts = replacement === split && split.length > parts.length && single && tagged(slice[0]!) < RARE_USES && splitCompound(slice[0]!, isWord) !== null;
            if (!readings.some((r) => r.words.join(' ') === reading.join(' '))) readings.push({ words: reading, weight: 0.9, replaced: slice, ...(fromParts ? { parts: true } : {}) });
            if (readings.length >= 12) return readings;
          }
        }
      }
    }
  }
  return readings;
}

/** `coffeehouse` → coffee + house: two words of 3+ letters (the longest first word wins); null when none. */
function splitCompound(word: string, isWord: (w: string) => boolean): string[] | null {
  for (let i = word.length - 3; i >= 3; i--) {
    if (isWord(word.slice(0, i)) && isWord(word.slice(i))) return [word.slice(0, i), word.slice(i)];
  }
  return null;
}
