import type { AskLexicon } from './types.js';
import { ASKS_CAUSES_1 } from './asks-causes-1.js';
import { ASKS_CAUSES_2 } from './asks-causes-2.js';

/** Buyer asks of causes and communities: charities and nonprofits by cause, volunteering, faith, local community, events and festivals, clubs and associations, schools and learning activities, and the words that serve them (types.ts AskLexicon). Kept in 2 files of at most ~380 lines, by section (asks-causes-1.ts …). */
export const ASKS_CAUSES: AskLexicon = { ...ASKS_CAUSES_1, ...ASKS_CAUSES_2 };
