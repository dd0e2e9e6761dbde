import type { ConceptTerms } from './concepts/index.js';
import type { WordNet } from './wordnet.js';

/**
 * Adjacent query words that WordNet lists as one noun, or the concept lexicon as one term, (issue 20: "law firm", "pet food", "skin care", "art
 * gallery"): such a phrase names one subject. Its words are then read together — a name serves the phrase only
 * through the phrase's own meaning, or through all of its words — so that a weak sense of one word (firm ≈ house)
 * or half of the subject (the food of "pet food": tea, pasta) is not taken for the whole.
 */
export interface Phrase {
  start: number;
  /** Exclusive. */
  end: number;
  /** WordNet's lemma, words joined by `_` (law_firm). */
  lemma: string;
}

/** The longest phrase read as one subject: WordNet's compounds are at most 3 words, the lexicon's asks at most 5. */
export const MAX_PHRASE_WORDS = 5;

/** A phrase the concept lexicon lists (personal trainer, nest egg, model kits), the last word in a base form; joined by `_`. */
export function lexiconPhrase(words: string[], wordnet: WordNet, concepts: ConceptTerms | null): string | undefined {
  if (!concepts) return undefined;
  const last = words.at(-1)!;
  for (const form of [last, ...wordnet.baseForms(last, 'n')]) {
    const phrase = [...words.slice(0, -1), form];
    if (concepts.knows(phrase.join(' '))) return phrase.join('_');
  }
  return undefined;
}

/** The phrases of a query, longest first from the left, not overlapping. */
export function phraseLemmas(words: string[], wordnet: WordNet, concepts: ConceptTerms | null = null): Phrase[] {
  const out: Phrase[] = [];
  for (let start = 0; start < words.length - 1;) {
    let found: Phrase | null = null;
    for (let end = Math.min(words.length, start + MAX_PHRASE_WORDS); end >= start + 2 && !found; end--) {
      const joined = words.slice(start, end).join('_');
      // The last word may be inflected ("pet foods", "art galleries").
      const lemma = (wordnet.senses(joined, 'n').length > 0 ? joined : wordnet.baseForms(joined, 'n')[0]) ?? lexiconPhrase(words.slice(start, end), wordnet, concepts);
      if (lemma) found = { start, end, lemma };
    }
    if (found) {
      out.push(found);
      start = found.end;
    } else start += 1;
  }
  return out;
}
