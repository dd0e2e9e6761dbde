import type { AskLexicon } from './types.js';
import { ASKS_NICHE_1 } from './asks-niche-1.js';
import { ASKS_NICHE_2 } from './asks-niche-2.js';
import { ASKS_NICHE_3 } from './asks-niche-3.js';

/** Buyer asks of today's niches (AI and developer tooling: LLM apps and LLM ops, AI agents and agent frameworks, vector search and prompt tools, MLOps and model hosting, AI for industries and trades, observability and monitoring; APIs of every kind, SDKs, developer platforms, software, app and web development agencies, no-code; data and analytics niches; fintech niches: payments infrastructure, invoicing, payroll, expense, treasury, crypto infrastructure; sports and training: running, triathlon, swimming, cycling, climbing, gyms by kind, martial arts, team sports clubs, coaching plans, sports nutrition; outdoor and nature causes; newsletters and media by topic; professional health services: eye care, audiology, speech and occupational therapy, physiotherapy, veterinary and dental specialties) and the words that serve them (types.ts AskLexicon). Kept in 3 files of at most ~380 lines, by section (asks-niche-1.ts …). */
export const ASKS_NICHE: AskLexicon = { ...ASKS_NICHE_1, ...ASKS_NICHE_2, ...ASKS_NICHE_3 };
