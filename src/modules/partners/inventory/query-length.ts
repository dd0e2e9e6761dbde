/**
 * A length a buyer asks of a name (issue 20), read out of the ask before its words are matched: "max 8 letters",
 * "under 7 characters", "five letters or fewer", "not more than 6 letters", and the aftermarket's shorthand for a
 * name's shape (LLLL: four letters, 5L: five, CVCV: consonant, vowel, consonant, vowel). "short" alone is read by
 * query.ts (SHORT_LETTERS).
 */
const UNITS = '(?:letters?|chars?|characters?)';
const LENGTH_RULES: [RegExp, (n: number) => number][] = [
  [new RegExp(`(?:≤|<=|=<|max(?:imum)?|at most|up to|no more than|not more than|no longer than|not longer than|not over)\\s*(\\d{1,2})\\s*${UNITS}?`), (n) => n],
  [new RegExp(`(?:<|under|below|fewer than|less than)\\s*(\\d{1,2})\\s*${UNITS}?`), (n) => n - 1],
  [new RegExp(`(\\d{1,2})\\s*-?\\s*${UNITS}\\s*(?:or (?:less|fewer|shorter|under)|max(?:imum)?|at most|tops)?`), (n) => n],
];
/** A length written in words ("five letters or fewer", "max six letters") is read as its number. */
const NUMBER_WORDS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
const LENGTH_IN_WORDS = new RegExp(`\\b(${NUMBER_WORDS.join('|')})(?=\\s*-?\\s*${UNITS}\\b)|(?<=\\b(?:max(?:imum)?|at most|up to|no more than|under|below|fewer than|less than)\\s+)(${NUMBER_WORDS.join('|')})\\b`, 'g');
/** The aftermarket's shorthand for a name's shape: LLLL (four letters), 5L, CVCV (consonant, vowel, …): its length. */
const LENGTH_PATTERN = /\b(?:(l{3,6})|([2-8])l|([cv]*c[cv]*v[cv]*|[cv]*v[cv]*c[cv]*))\b/;

const UNIT = new RegExp(`\\d\\s*-?\\s*${UNITS}`);
/** A number without a unit is a length only where it is said of the name: after a name word ("a name under 8") or
 * opening a clause of its own ("…, under 8"); "netball for girls under 12" is an age. */
const aboutTheName = (before: string) => /(?:^|[,;:(–—-]|\b(?:name|names|domain|domains|something|it|one|word))\s*$/.test(before);

/** A price the ask states ("under $500", "budget under 2000", "max 1.5k usd"): no word to match (budget would reach
 * budget names, 2000 nothing). The answer is not filtered by it; each result carries its price. */
const MONEY = String.raw`(?:[$€£]\s*\d[\d,.]*\s*k?|\d[\d,.]*\s*k?\s*(?:usd|eur|gbp|dollars?|euros?|pounds?|bucks)\b)`;
const AT_MOST = String.raw`\b(?:under|below|less than|max(?:imum)?|up to|at most|no more than|around|about)\s*`;
const BUDGET = new RegExp(String.raw`\b(?:budget|price|priced|spend)\b[\s:]*(?:of|is|around|about|under|below|max|up to)?\s*\d[\d,.]*\s*k?\b|(?:${AT_MOST})?${MONEY}|${AT_MOST}\d[\d,.]*k\b`, 'g');

/** The ask without the length it states, and that length (null for none). */
export function readLength(text: string): { rest: string; maxLength: number | null } {
  let rest = text.replace(BUDGET, ' ').replace(LENGTH_IN_WORDS, (word) => String(NUMBER_WORDS.indexOf(word) + 1));
  rest = rest.replace(LENGTH_PATTERN, (all, ls?: string, n?: string, cv?: string) =>
    cv !== undefined && (cv.length < 3 || cv.length > 6) ? all : ` ${ls?.length ?? n ?? cv!.length} letters max `);
  let maxLength: number | null = null;
  for (const [rule, limit] of LENGTH_RULES) {
    const m = rule.exec(rest);
    if (m && maxLength === null && (UNIT.test(m[0]) || /^(?:≤|<|max)/.test(m[0]) || aboutTheName(rest.slice(0, m.index)))) {
      maxLength = Math.max(1, limit(Number(m[1])));
      rest = rest.replace(m[0], ' ');
    }
  }
  return { rest, maxLength };
}
