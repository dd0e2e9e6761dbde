import type { AskLexicon } from './types.js';
import { ASKS_WORK_1 } from './asks-work-1.js';
import { ASKS_WORK_2 } from './asks-work-2.js';

/** Buyer asks of work and money in daily use — office and productivity artifacts, small-business tools, marketing and sales, creator economy, freelancing, careers, personal finance tasks — and the words that serve them (types.ts AskLexicon). Kept in 2 files of at most ~380 lines, by section (asks-work-1.ts …). */
export const ASKS_WORK: AskLexicon = { ...ASKS_WORK_1, ...ASKS_WORK_2 };
