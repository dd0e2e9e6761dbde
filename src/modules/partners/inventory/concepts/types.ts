/**
 * A curated concept list of one inventory word (issue 20, README "Search scoring"): what a buyer may ask for that a
 * name built on the word serves, graded as a person reading the name would grade it. Terms are lower case, singular
 * base forms or short phrases, separated by commas: 3 the word is the thing asked for (or its plain synonym), 2 clearly
 * relevant (a fitting brand for that business), 1 loosely related.
 */
export interface ConceptGrades {
  3?: string;
  2?: string;
  1?: string;
}
export type ConceptLexicon = Readonly<Record<string, ConceptGrades>>;

/**
 * The same knowledge from the buyer's side: an ask (its spellings and synonyms, comma-separated) → the inventory words
 * that serve it, graded (`'loan 2, vault 1'`), or '' when none does. An ask listed here is decided here: the word lists
 * do not add to it (concepts/index.ts).
 */
export type AskLexicon = Readonly<Record<string, string>>;
