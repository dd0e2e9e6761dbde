import type { AskLexicon } from './types.js';
import { ASKS_TRADE_1 } from './asks-trade-1.js';
import { ASKS_TRADE_2 } from './asks-trade-2.js';
import { ASKS_TRADE_3 } from './asks-trade-3.js';
import { ASKS_TRADE_4 } from './asks-trade-4.js';

/** Buyer asks of the working economy a consumer-minded list forgets (agriculture, livestock, beekeeping, forestry and fishing; construction, building materials, surveying and architecture, prefab and log homes; manufacturing, industrial supply, wholesale, import/export and freight; councils, parish and church administration, records, archives, genealogy, libraries, museums and cemeteries; social care, disability and youth services, food banks, shelters and animal sanctuaries; utilities and telecom consumer services; regional and ethnic cuisines and food businesses) and the words that serve them (types.ts AskLexicon). Kept in 4 files of at most ~380 lines, by section (asks-trade-1.ts …). */
export const ASKS_TRADE: AskLexicon = { ...ASKS_TRADE_1, ...ASKS_TRADE_2, ...ASKS_TRADE_3, ...ASKS_TRADE_4 };
