import type { AskLexicon } from './types.js';
import { ASKS_LOCAL_1 } from './asks-local-1.js';
import { ASKS_LOCAL_2 } from './asks-local-2.js';
import { ASKS_LOCAL_3 } from './asks-local-3.js';
import { ASKS_LOCAL_4 } from './asks-local-4.js';
import { ASKS_LOCAL_5 } from './asks-local-5.js';

/** Buyer asks of retail shops, local and home services, trades and repair, auto, beauty and personal care, pets, events and weddings, fashion and the words that serve them (types.ts AskLexicon). Kept in 5 files of at most ~380 lines, by section (asks-local-1.ts …). */
export const ASKS_LOCAL: AskLexicon = { ...ASKS_LOCAL_1, ...ASKS_LOCAL_2, ...ASKS_LOCAL_3, ...ASKS_LOCAL_4, ...ASKS_LOCAL_5 };
