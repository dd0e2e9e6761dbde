import { NAME_WORDS } from './ask-words.js';

/**
 * A length a buyer asks of a name (issue 20), read out of the ask before its words are matched: "max 8 letters",
 * "under 7 characters", "five letters or fewer", "not more than 6 letters", and the aftermarket's shorthand for a
 * name's shape (LLLL: four letters, 5L: five, CVCV: consonant, vowel, consonant, vowel). "short" alone is read by
 * query.ts (SHORT_LETTERS).
 */
const UNITS = '(?:letters?|chars?|characters?)\\b';
/** A number followed by "s", "+" or another digit is no length ("under 12s", "18+"). */
const NUMBER = '(\\d{1,2})(?![\\d+]|s\\b)';
const LENGTH_RULES: [RegExp, (n: number) => number][] = [
  [new RegExp(`(?:≤|<=|=<|max(?:imum)?|at most|up to|no more than|not more than|no longer than|not longer than|not over)\\s*${NUMBER}\\s*(?:${UNITS})?`, 'g'), (n) => n],
  [new RegExp(`(?:<|under|below|fewer than|less than)\\s*${NUMBER}\\s*(?:${UNITS})?`, 'g'), (n) => n - 1],
  [new RegExp(`${NUMBER}\\s*-?\\s*${UNITS}\\s*(?:or (?:less|fewer|shorter|under)|max(?:imum)?|at most|tops)?`, 'g'), (n) => n],
];
/** A length written in words ("five letters or fewer", "max six letters") is read as its number. */
const NUMBER_WORDS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
const LENGTH_IN_WORDS = new RegExp(`\\b(${NUMBER_WORDS.join('|')})(?=\\s*-?\\s*${UNITS}\\b)|(?<=\\b(?:max(?:imum)?|at most|up to|no more than|under|below|fewer than|less than)\\s+)(${NUMBER_WORDS.join('|')})\\b`, 'g');
/** The aftermarket's shorthand for a name's shape: LLLL (four letters), 5L, CVCV (consonant, vowel, …): its length. */
const LENGTH_PATTERN = /\b(?:(l{3,6})|([2-8])l|([cv]*c[cv]*v[cv]*|[cv]*v[cv]*c[cv]*))\b/;

const UNIT = new RegExp(`\\d\\s*-?\\s*${UNITS}`);
/** A number without a unit is a length only where it is said of the name: after a name word ("a name under 8") or
 * opening a clause of its own ("…, under 8"), and never beside people or an age ("netball for girls under 12",
 * "kids swimming - under 8", "max 12 players"). */
const AFTER_NAME_WORD = new RegExp(`\\b(?:${[...NAME_WORDS, 'it', 'one'].join('|')})\\s*$`);
const afterNameWord = (before: string) => AFTER_NAME_WORD.test(before);
const opensClause = (before: string) => /(?:^|[,;:(–—-])\s*$/.test(before);
const PEOPLE_OR_AGES = /\b(?:kids?|children|child|girls?|boys?|teens?|teenagers?|juniors?|toddlers?|babies|adults?|seniors?|players?|guests?|people|members?|pupils?|students?|ages?|aged|years?|yrs|olds?)\b/;

/** A price the ask states ("under $500", "budget under 2000", "max 1.5k usd"): no word to match (budget would reach
 * budget names, 2000 nothing). The answer is not filtered by it; each result carries its price. */
const MONEY = String.raw`(?:[$€£]\s*\d[\d,.]*\s*k?|\d[\d,.]*\s*k?\s*(?:usd|eur|gbp|dollars|euros|bucks)\b)`;
const AT_MOST = String.raw`\b(?:under|below|less than|max(?:imum)?|up to|at most|no more than)\s*`;
/** "budget: $500", "my budget is about 2000", "price under 1k". */
const STATED = String.raw`\b(?:my |our )?(?:budget|price|priced)\b[\s:]*(?:is |of )?(?:around |about |under |below |max |up to )?`;
const BUDGET = new RegExp(String.raw`${STATED}(?:${MONEY}|\d[\d,.]*\s*k?\b)|(?:${AT_MOST}|\b(?:around|about)\s*)?${MONEY}|${AT_MOST}\d[\d,.]*k\b`, 'g');

/** The ask without the length it states, and that length (null for none). */
export function readLength(text: string): { rest: string; maxLength: number | null } {
  let rest = text.replace(BUDGET, ' ').replace(LENGTH_IN_WORDS, (word) => String(NUMBER_WORDS.indexOf(word) + 1));
  rest = rest.replace(LENGTH_PATTERN, (all, ls?: string, n?: string, cv?: string) =>
    cv !== undefined && (cv.length < 3 || cv.length > 6) ? all : ` ${ls?.length ?? n ?? cv!.length} letters max `);
  let maxLength: number | null = null;
  const aboutPeople = PEOPLE_OR_AGES.test(rest);
  for (const [rule, limit] of LENGTH_RULES) {
    // The first match that is said of the name: an age before it does not hide a length after it.
    const m = maxLength === null ? [...rest.matchAll(rule)].find((m) => UNIT.test(m[0]) || afterNameWord(rest.slice(0, m.index)) || (!aboutPeople && (/^(?:≤|<|max)/.test(m[0]) || opensClause(rest.slice(0, m.index))))) : undefined;
    if (m) {
      maxLength = Math.max(1, limit(Number(m[1])));
      rest = `${rest.slice(0, m.index)} ${rest.slice(m.index! + m[0].length)}`;
    }
  }
  return { rest, maxLength };
}
