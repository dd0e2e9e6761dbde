import { FUNCTION_WORDS } from './index-build.js';

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

/** A negation a few words before a quote ("a warm name that doesn't say 'care' all over it", "not 'nest' again",
 * "without 'zen'"): the quoted word is one to avoid, not the name asked for. */
const NEGATION_BEFORE = /\b(?:not|no|don'?t|doesn'?t|isn'?t|won'?t|without|avoid|avoiding|never|nothing like|instead of|rather than|other than|except|anything but)\b(?:\s+\S+){0,3}\s*$/;

/** The words the ask quotes after a negation. */
export function negatedQuotes(text: string): string[] {
  const words: string[] = [];
  for (const match of text.matchAll(QUOTED)) {
    if (NEGATION_BEFORE.test(text.slice(Math.max(0, match.index - 40), match.index))) words.push(...match[1]!.split(/[\s-]+/).filter((w) => w.length >= 2));
  }
  return words;
}

/** The words the ask quotes, in order, when one of them is a word the inventory's names are made of (empty when it
 * quotes none: a nickname quoted in passing, "everyone calls it 'the ark'", says what the place is called, not which
 * name the buyer wants). */
export function quotedWords(text: string, inventoryWord: (word: string) => boolean): string[] {
  const words: string[] = [];
  for (const match of text.matchAll(QUOTED)) words.push(...match[1]!.split(/[\s-]+/).filter((w) => w.length >= 2 && !FUNCTION_WORDS.has(w)));
  return words.length <= MAX_QUOTED_WORDS && words.some(inventoryWord) ? words : [];
}

/**
 * An ask for the word itself ("haven exact match any tld", "Orbit, exact word only, for our satellite startup", "orbit
 * only, space themed cafe"): only names that are the word alone answer, on any extension, when the inventory has one.
 * "Any TLD" and its like say nothing to match (tld was read as old or ted).
 */
const EXACT_CUES = /\b(?:exact(?:ly)?(?:\s+(?:match(?:es)?|word|name|domain))?(?:\s+only)?|(?:the\s+)?(?:single|one)\s+word(?:\s+only)?|(?:only|just)\s+the\s+word)\b/g;
const FIRST_WORD_ONLY = /^\s*([\p{L}\p{N}]+)\s+only\b/u;
const ANY_TLD = /\b(?:on\s+|in\s+|with\s+)?(?:any|all|every|whatever|each|other)\s+(?:tlds?|extensions?|endings?|suffix(?:es)?)\b/g;

/** The ask without its cues for the word itself and "any TLD", and whether it asks for the word itself. */
export function readExactAsk(text: string): { rest: string; exact: boolean } {
  let exact = false;
  let rest = text.replace(EXACT_CUES, () => {
    exact = true;
    return ' ';
  });
  rest = rest.replace(FIRST_WORD_ONLY, (_, word: string) => {
    exact = true;
    return `${word} `;
  });
  return { rest: rest.replace(ANY_TLD, ' '), exact };
}
