/**
 * Words a buyer quotes (issue 20): "wants only the single word 'halo', on any extension", `a name like "ember"`. A quoted
 * word is the name asked for, whatever the rest of the sentence says about the business around it: the rest still
 * gives the length, the tone and the intent, but its words are not matched ("ring lights to beauty streamers" reached
 * fresh and bloom names before the word the buyer spelled out).
 *
 * A quote is a straight or curly quote mark around one to three words, outside a word: "user's" and "it's" are no
 * quotes.
 */
const QUOTE = `['"\u2018\u2019\u201c\u201d\`]`;
const QUOTED = new RegExp(`(?<![\\p{L}\\p{N}])${QUOTE}([\\p{L}\\p{N}][\\p{L}\\p{N}-]*(?:\\s+[\\p{L}\\p{N}][\\p{L}\\p{N}-]*){0,2})${QUOTE}(?![\\p{L}\\p{N}])`, 'gu');
/** At most this many quoted words are read (a quoted sentence is no name). */
const MAX_QUOTED_WORDS = 3;

/** The words the ask quotes, in order (empty when it quotes none). */
export function quotedWords(text: string): string[] {
  const words: string[] = [];
  for (const match of text.matchAll(QUOTED)) words.push(...match[1]!.split(/[\s-]+/).filter((w) => w.length >= 2));
  return words.length <= MAX_QUOTED_WORDS ? words : [];
}
