import type { Semantics } from './semantic.js';
import { DETERMINERS, FEELING_WORDS, IDIOM_FEELING_WORDS, NAME_ONLY_QUALITY_VERBS, NAME_WORDS, QUALITY_VERBS, RELATIVES } from './ask-words.js';

/**
 * What an ask says the name should feel like (ask-frame.ts): the adjectives next to a name word, what follows "a name
 * that feels like …", "a café that feels like a lazy sunday".
 */
export interface AskFrame {
  /** The subject's words, in order ("for" kept: query.ts reads "X for Y" from it). */
  tokens: string[];
  /** What the name should feel like, in order; empty when the ask says nothing of it. */
  qualities: string[];
}

export const LINKS = new Set(['and', 'but', 'yet', 'or', 'very', 'a', 'an', 'bit', 'little']);
/** An adjective (describes) or an adverb WordNet has no noun for (quietly, softly). */
export function describesOrQualifies(word: string, semantics: Semantics): boolean {
  const { wordnet } = semantics;
  return describes(word, semantics) || (wordnet.senses(word, 'r').length > 0 && wordnet.senses(word, 'n').length === 0);
}

const ADJECTIVE_ENDING = /(?:ful|ous|ish|ive|less|esque|ic|al|y)$/;
/**
 * The qualities a clause gives the name, and the rest. Next to a name word: the adjectives before it ("a bold, smoky
 * name"; nouns before it name the subject: "a fintech name for gig workers"), and after it what describes it up to
 * "for" ("a name that feels like a lighthouse for …", "something earthy for …", "a name as solid as bedrock for …").
 * A feeling word takes its whole phrase ("a money-tree feeling for …").
 */
export function nameQualities(clause: string[], semantics: Semantics, isConstraint: (word: string) => boolean): AskFrame {
  const at = clause.findIndex((w, i) => NAME_WORDS.has(w) || (FEELING_WORDS.has(w) && (!IDIOM_FEELING_WORDS.has(w) || clause[i + 1] === IDIOM_FEELING_WORDS.get(w))));
  if (at < 0) return relativeQualities(clause, isConstraint);
  const tokens: string[] = [];
  const qualities: string[] = [];
  const feeling = FEELING_WORDS.has(clause[at]!);
  // Before the name word, back to the start of its phrase: its determiner ("a steady name"), else a preposition or
  // the start of the clause ("premium name evoking …").
  let start = at;
  while (start > 0 && !['for', 'of', 'about', 'with', 'and'].includes(clause[start - 1]!) && !DETERMINERS.has(clause[start - 1]!)) start--;
  tokens.push(...clause.slice(0, start));
  // Nouns right before the name word name its subject ("a coffee shop name", "a fintech name"); from the first word
  // that describes, back to the determiner, all is quality, nouns too ("a sun-bleached name", "a wind-scoured name").
  let subjectFrom = at;
  while (!feeling && subjectFrom > start && !describes(clause[subjectFrom - 1]!, semantics) && !isConstraint(clause[subjectFrom - 1]!)) subjectFrom--;
  for (const [k, word] of clause.slice(start, at).entries()) {
    if (isConstraint(word) || DETERMINERS.has(word) || start + k >= subjectFrom) tokens.push(word);
    else qualities.push(word);
  }
  // After it, up to "for" (the subject) or the end.
  let end = at + 1;
  while (end < clause.length && clause[end] !== 'for') end++;
  for (const word of clause.slice(at + 1, end)) {
    if (isConstraint(word)) tokens.push(word);
    else if (!DETERMINERS.has(word) && !QUALITY_VERBS.has(word) && !LINKS.has(word) && word !== 'like' && word !== 'as') qualities.push(word);
  }
  tokens.push(...clause.slice(end));
  return { tokens, qualities };
}

/** "A brunch café that feels like a lazy sunday": what follows "that feels (like)" up to "for" or the end is quality. */
function relativeQualities(clause: string[], isConstraint: (word: string) => boolean): AskFrame {
  const at = clause.findIndex((w, i) => RELATIVES.has(w) && QUALITY_VERBS.has(clause[i + 1] ?? '') &&
    (!NAME_ONLY_QUALITY_VERBS.has(clause[i + 1]!) || NAME_WORDS.has(clause[i - 1] ?? '')));
  if (at < 0) return { tokens: clause, qualities: [] };
  let end = at + 2;
  while (end < clause.length && clause[end] !== 'for') end++;
  const described = clause.slice(at + 2, end).filter((w) => !DETERMINERS.has(w) && w !== 'like' && w !== 'of');
  return { tokens: [...clause.slice(0, at), ...described.filter(isConstraint), ...clause.slice(end)], qualities: described.filter((w) => !isConstraint(w)) };
}

/** A word that describes rather than names: WordNet uses it as an adjective at least as often as as a noun (bold,
 * steady, green; not bakery), or does not know it and it ends like an adjective (characterful; not crypto, fintech). */
export function describes(word: string, semantics: Semantics): boolean {
  const { wordnet } = semantics;
  if (!wordnet.isWord(word)) return ADJECTIVE_ENDING.test(word);
  if (wordnet.senses(word, 'a').length === 0) return false;
  let adjective = 0;
  let noun = 0;
  for (const [key, count] of wordnet.senseCounts(word)) {
    if (key.startsWith('a')) adjective += count;
    else if (key.startsWith('n')) noun += count;
  }
  return adjective >= noun;
}

