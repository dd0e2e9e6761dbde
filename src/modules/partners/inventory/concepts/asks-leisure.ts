import type { AskLexicon } from './types.js';
import { ASKS_LEISURE_1 } from './asks-leisure-1.js';
import { ASKS_LEISURE_2 } from './asks-leisure-2.js';
import { ASKS_LEISURE_3 } from './asks-leisure-3.js';
import { ASKS_LEISURE_4 } from './asks-leisure-4.js';

/** Buyer asks of food and drink (restaurants, cuisines, bars, producers), hospitality and lodging, travel and tourism, sports and outdoors, hobbies, arts and entertainment, music and media, education, nonprofits and community and the words that serve them (types.ts AskLexicon). Kept in 4 files of at most ~380 lines, by section (asks-leisure-1.ts …). */
export const ASKS_LEISURE: AskLexicon = { ...ASKS_LEISURE_1, ...ASKS_LEISURE_2, ...ASKS_LEISURE_3, ...ASKS_LEISURE_4 };
