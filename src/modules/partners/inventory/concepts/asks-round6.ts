import type { AskLexicon } from './types.js';
import { ASKS_ROUND6_1 } from './asks-round6-1.js';
import { ASKS_ROUND6_2 } from './asks-round6-2.js';
import { ASKS_ROUND6_3 } from './asks-round6-3.js';

/** Sixth round of buyer asks, for coverage (what buyers type that the earlier lists did not know): active life, arts and entertainment, automotive, beauty, education and childcare, events and weddings, money and insurance, food and drink, home services, hotels and travel, local services and shops, media and production, nightlife, pets, professional services, public services and faith, real estate — and the words that serve them (types.ts AskLexicon). Kept in 3 files of at most ~380 lines, by section (asks-round6-1.ts …). */
export const ASKS_ROUND6: AskLexicon = { ...ASKS_ROUND6_1, ...ASKS_ROUND6_2, ...ASKS_ROUND6_3 };
