import type { AskLexicon } from './types.js';
import { ASKS_EVERYDAY_1 } from './asks-everyday-1.js';
import { ASKS_EVERYDAY_2 } from './asks-everyday-2.js';

/** Everyday asks people build a brand or small product around: health conditions, symptoms and remedies, personal care products, household chores and products, cleaning, parenting and baby, pets' needs, food products and diets, home goods — and the words that serve them (types.ts AskLexicon). Kept in 2 files of at most ~380 lines, by section (asks-everyday-1.ts …). */
export const ASKS_EVERYDAY: AskLexicon = { ...ASKS_EVERYDAY_1, ...ASKS_EVERYDAY_2 };
