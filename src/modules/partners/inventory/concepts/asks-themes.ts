import type { AskLexicon } from './types.js';
import { ASKS_THEMES_1 } from './asks-themes-1.js';
import { ASKS_THEMES_2 } from './asks-themes-2.js';

/** Buyer asks of abstract themes for a brandable name (growth, trust, speed, freedom, harmony, warmth, strength, light, energy, the future and new beginnings, success, creativity, nature and the elements, joy, community, safety, wisdom, change, precision and style, time, colour, space and sky, luck and spirit) and the words that carry them for a person reading the name (types.ts AskLexicon). Kept in 2 files of at most ~380 lines, by section (asks-themes-1.ts …). */
export const ASKS_THEMES: AskLexicon = { ...ASKS_THEMES_1, ...ASKS_THEMES_2 };
