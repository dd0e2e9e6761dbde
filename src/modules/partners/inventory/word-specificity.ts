import type { Semantics } from './semantic.js';
import { corpusRank } from './spelling.js';

/**
 * How much a word of the ask says about what it is about, from its frequency in the vectors' corpus (sixteenth pass):
 * 1 at rank ~3,000, + SPECIFICITY_SLOPE per tenfold rarer, within [SPECIFICITY_MIN, SPECIFICITY_MAX]; a word the corpus
 * lacks is rare; a phrase read as one counts as its rarest word (counting it ten times rarer lost). A name's relevance weighs each
 * word's match by it (name-relevance.ts), so in "hellofresh but only fresh spaghetti" pasta names lead fresh ones, and
 * "an investment club with neighbours" is answered with invest names, not porch ones. Without the vectors every word
 * weighs the same. Measured on the 82 relevance sets (nDCG@5 summed, before the head's weight was added, which made
 * +0.57): slope 0.2 +0.48, 0.1 +0.43, 0.3 +0.39, 0.4 +0.31; the range barely matters.
 */
const SPECIFICITY_SLOPE = 0.2;
const SPECIFICITY_MIN = 0.6;
const SPECIFICITY_MAX = 1.6;
const COMMON_LOG_RANK = 3.5;
/** log10 of the rank given a word the corpus lacks. */
const UNKNOWN_LOG_RANK = 5.5;
export function specificity(word: string, semantics: Semantics): number {
  const rank = Math.max(...word.split('_').map((w) => corpusRank(w, semantics)));
  const log = rank >= Number.MAX_SAFE_INTEGER ? UNKNOWN_LOG_RANK : Math.log10(rank + 10);
  return Math.max(SPECIFICITY_MIN, Math.min(SPECIFICITY_MAX, 1 + SPECIFICITY_SLOPE * (log - COMMON_LOG_RANK)));
}
