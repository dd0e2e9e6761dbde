import { domainToUnicode } from 'node:url';
import type { AppContext } from '../../../context.js';
import { ApiError } from '../../../platform/errors.js';
import { retailCents } from './retail.js';

/** The columns of the TLD price table, each a contract 2.3 operation (retail USD cents for one year). */
export const PRICE_TABLE_SORTS = ['tld', 'register', 'renew', 'transfer'] as const;
export type PriceTableSort = (typeof PRICE_TABLE_SORTS)[number];

export interface TldPriceRow {
  /** A-label form, as GET /api/pricing/tld names it. */
  tld: string;
  /** U-label form for display (`рф` for `xn--p1ai`). */
  tldUnicode: string;
  registerCents: number | null;
  renewCents: number | null;
  transferCents: number | null;
}

const COLUMN_ACTIONS = { registerCents: 'CREATE', renewCents: 'RENEW', transferCents: 'TRANSFER' } as const;

/**
 * Every TLD we sell new registrations in (the price list has a CREATE cost), with the same retail prices
 * GET /api/pricing/tld answers one at a time (same price book, same markup rule). Sorted by `sort`; a TLD
 * without a price for the sorted column goes last either way; ties by TLD name.
 */
export async function listTldPrices(ctx: AppContext, input: { sort?: unknown; descending?: boolean }): Promise<TldPriceRow[]> {
  const sort = input.sort ?? 'tld';
  if (!(PRICE_TABLE_SORTS as readonly unknown[]).includes(sort)) {
    throw new ApiError('validation_error', `sort must be one of ${PRICE_TABLE_SORTS.join(', ')}; got "${String(sort)}"`);
  }
  const costs = await ctx.priceBook.all();
  const retail = (tld: string, action: string): number | null => {
    const cost = costs.get(`${tld} ${action}`);
    return cost === undefined ? null : retailCents(cost, ctx.config.pricing);
  };
  const rows: TldPriceRow[] = [];
  for (const key of costs.keys()) {
    const [tld, action] = key.split(' ');
    if (action !== 'CREATE' || !tld) continue;
    rows.push({
      tld,
      tldUnicode: tld.includes('xn--') ? domainToUnicode(`x.${tld}`).slice(2) || tld : tld,
      registerCents: retail(tld, COLUMN_ACTIONS.registerCents),
      renewCents: retail(tld, COLUMN_ACTIONS.renewCents),
      transferCents: retail(tld, COLUMN_ACTIONS.transferCents),
    });
  }
  const direction = input.descending ? -1 : 1;
  const column = sort === 'tld' ? null : (`${sort}Cents` as keyof typeof COLUMN_ACTIONS);
  return rows.sort((a, b) => {
    if (column) {
      const x = a[column];
      const y = b[column];
      if (x !== y) {
        if (x === null) return 1;
        if (y === null) return -1;
        return (x - y) * direction;
      }
      return a.tld.localeCompare(b.tld);
    }
    return a.tld.localeCompare(b.tld) * direction;
  });
}
