import type { AskLexicon } from './types.js';
import { ASKS_MAKING_1 } from './asks-making-1.js';
import { ASKS_MAKING_2 } from './asks-making-2.js';

/** Buyer asks of making and hobbies (crafts and DIY materials and products, collecting, gaming and toys, gifts and stationery, outdoor gear, music and art supplies, gardening supplies) and the words that serve them (types.ts AskLexicon). Kept in 2 files of at most ~380 lines, by section (asks-making-1.ts …). */
export const ASKS_MAKING: AskLexicon = { ...ASKS_MAKING_1, ...ASKS_MAKING_2 };
