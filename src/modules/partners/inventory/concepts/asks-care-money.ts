import type { AskLexicon } from './types.js';
import { ASKS_CARE_MONEY_1 } from './asks-care-money-1.js';
import { ASKS_CARE_MONEY_2 } from './asks-care-money-2.js';
import { ASKS_CARE_MONEY_3 } from './asks-care-money-3.js';
import { ASKS_CARE_MONEY_4 } from './asks-care-money-4.js';
import { ASKS_CARE_MONEY_5 } from './asks-care-money-5.js';

/** Buyer asks of health, medical specialties and procedures, wellness, fitness, mental health, finance, banking, insurance, investing, crypto, accounting, legal, real estate, professional and business services, HR and recruiting and the words that serve them (types.ts AskLexicon). Kept in 5 files of at most ~380 lines, by section (asks-care-money-1.ts …). */
export const ASKS_CARE_MONEY: AskLexicon = { ...ASKS_CARE_MONEY_1, ...ASKS_CARE_MONEY_2, ...ASKS_CARE_MONEY_3, ...ASKS_CARE_MONEY_4, ...ASKS_CARE_MONEY_5 };
