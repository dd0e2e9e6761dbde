import type { AskLexicon } from './types.js';
import { ASKS_ONLINE_1 } from './asks-online-1.js';
import { ASKS_ONLINE_2 } from './asks-online-2.js';
import { ASKS_ONLINE_3 } from './asks-online-3.js';
import { ASKS_ONLINE_4 } from './asks-online-4.js';

/** Buyer asks of apps and online services, creators and media, and the services and places people build businesses around (consumer apps by purpose: health trackers and condition apps, money, social and dating, productivity, learning and languages, kids and family, travel, food delivery and recipes, fitness and meditation; SaaS niches by industry; podcasts, newsletters, blogs, YouTube and streaming, record labels and music genres, film, animation, photography, publishing, games and game studios; online communities and marketplaces; tutoring and courses; trades, repair, cleaning, moving, care, events, coaching, consulting and agencies; regional tourism and lodging types; audiences) and the words that serve them (types.ts AskLexicon). Kept in 4 files of at most ~380 lines, by section (asks-online-1.ts …). */
export const ASKS_ONLINE: AskLexicon = { ...ASKS_ONLINE_1, ...ASKS_ONLINE_2, ...ASKS_ONLINE_3, ...ASKS_ONLINE_4 };
