import type { AppContext } from '../../../context.js';
import { parseTld } from '../../../domains/tld-name.js';
import { ApiError } from '../../../platform/errors.js';
import { ACTION_OF, DEFAULT_PRICE_OPERATION, PRICE_OPERATIONS, isPriceOperation, type PriceOperation } from './operations.js';
import { retailCents } from './retail.js';

/** Contract 2.3. */
export interface TldPrice {
  tld: string;
  op: PriceOperation;
  priceCents: number | null;
}

/**
 * GET /api/pricing/tld, batch `tld_registration_price`, MCP `tld_registration_price`.
 * A new-registration lifecycle price in USD cents, never an aftermarket price, never gated by sign-in
 * (contract 2.3). `priceCents` is null when the price list has no such TLD/operation.
 */
export async function getTldPrice(ctx: AppContext, input: { tld: unknown; op?: unknown }): Promise<TldPrice> {
  const op = input.op ?? DEFAULT_PRICE_OPERATION;
  if (!isPriceOperation(op)) {
    throw new ApiError('validation_error', `op must be one of ${PRICE_OPERATIONS.join(', ')}; got "${String(op)}"`);
  }
  const tld = parseTld(input.tld).ascii;
  const cost = await ctx.priceBook.cost(tld, ACTION_OF[op]);
  return { tld, op, priceCents: cost === undefined ? null : retailCents(cost, ctx.config.pricing) };
}
