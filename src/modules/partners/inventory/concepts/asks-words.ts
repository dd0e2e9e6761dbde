import type { AskLexicon } from './types.js';
import { ASKS_WORDS_1 } from './asks-words-1.js';
import { ASKS_WORDS_2 } from './asks-words-2.js';
import { ASKS_WORDS_3 } from './asks-words-3.js';
import { ASKS_WORDS_4 } from './asks-words-4.js';

/** Buyer asks of single everyday words the other lists did not know (found through WordNet's frequent nouns: foods, fruit, vegetables, herbs and spices, meat, fish, dishes, sweets and drinks; farm, pet and wild animals, birds and insects; flowers, trees and landscape; rooms, household objects, clothing and materials; vehicles and places; trades, roles, audiences and family; body parts and health conditions; activities, sports, life events and causes; frequent everyday nouns) and the words that serve them (types.ts AskLexicon). Kept in 4 files of at most ~380 lines, by section (asks-words-1.ts …). */
export const ASKS_WORDS: AskLexicon = { ...ASKS_WORDS_1, ...ASKS_WORDS_2, ...ASKS_WORDS_3, ...ASKS_WORDS_4 };
