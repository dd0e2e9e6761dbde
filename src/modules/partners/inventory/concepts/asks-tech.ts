import type { AskLexicon } from './types.js';
import { ASKS_TECH_1 } from './asks-tech-1.js';
import { ASKS_TECH_2 } from './asks-tech-2.js';
import { ASKS_TECH_3 } from './asks-tech-3.js';
import { ASKS_TECH_4 } from './asks-tech-4.js';

/** Buyer asks of technology: software and SaaS categories, developer tools, security, data and AI, cloud and infrastructure, devices and hardware, electronics, telecom, energy and cleantech, science and engineering, manufacturing and industry, logistics, e-commerce and the words that serve them (types.ts AskLexicon). Kept in 4 files of at most ~380 lines, by section (asks-tech-1.ts …). */
export const ASKS_TECH: AskLexicon = { ...ASKS_TECH_1, ...ASKS_TECH_2, ...ASKS_TECH_3, ...ASKS_TECH_4 };
