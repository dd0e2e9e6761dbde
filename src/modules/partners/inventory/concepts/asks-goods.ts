import type { AskLexicon } from './types.js';
import { ASKS_GOODS_1 } from './asks-goods-1.js';
import { ASKS_GOODS_2 } from './asks-goods-2.js';
import { ASKS_GOODS_3 } from './asks-goods-3.js';

/** Buyer asks of physical goods people make, sell online or buy (food and drink products, cosmetics and remedies, candles and home fragrance, furniture, decor and kitchenware, garden and plants, art and craft supplies and kits, toys, baby and pet products, sports, outdoor and travel gear, apparel and jewellery, electronics, stationery and books, gifts and subscription boxes, and their handmade, artisan, organic and vegan forms) and the words that serve them (types.ts AskLexicon). Kept in 3 files of at most ~380 lines, by section (asks-goods-1.ts …). */
export const ASKS_GOODS: AskLexicon = { ...ASKS_GOODS_1, ...ASKS_GOODS_2, ...ASKS_GOODS_3 };
