import type { AppContext } from '../../context.js';
import { ApiError } from '../../platform/errors.js';
import { decodeCursor, listWindow, type ListWindowQuery, type Page, pageOf } from '../../platform/paging.js';
import { normaliseOrderDomain, type PartnerCaller } from '../quotes/service.js';
import { findOrder, listOrders, type OrderRow } from './repository.js';
import { toOrderResource, type OrderResource } from './schema.js';
import { isOrderStatus, ORDER_STATUSES, type OrderStatus, STATUS_ALIASES } from './status.js';

/**
 * Order reads (issue 16; contract 4.3): a partner sees its own orders only — every credential of the partner, in the
 * credential's environment. Another partner's order, or one of the other environment, is 404 like a missing one (its
 * existence is not disclosed).
 */

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

const own = (order: OrderRow | null, caller: PartnerCaller): order is OrderRow =>
  order !== null && order.partner_id === caller.partnerId && order.environment === caller.environment;

export async function getOrder(ctx: AppContext, input: { caller: PartnerCaller; publicId: string }): Promise<OrderResource> {
  const order = await findOrder(ctx.db, input.publicId);
  if (!own(order, input.caller)) throw new ApiError('not_found', `no order ${input.publicId}`);
  return toOrderResource(order);
}

export type OrderListQuery = ListWindowQuery;
export type OrderPage = Page<OrderResource>;

export async function listOwnOrders(ctx: AppContext, input: { caller: PartnerCaller; query: OrderListQuery }): Promise<OrderPage> {
  const { query, caller } = input;
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const { from, to } = listWindow(query);
  const rows = await listOrders(ctx.db, {
    partnerId: caller.partnerId,
    environment: caller.environment,
    statuses: statusesOf(query.status),
    domain: query.domain?.trim() ? normaliseOrderDomain(query.domain) : undefined,
    from,
    to,
    after: decodeCursor(query.cursor),
    limit: limit + 1,
  });
  return pageOf(rows, limit, toOrderResource);
}

/** `status=PAID,TRANSFERRED`: one or more statuses, comma-separated, any case; TRANSFERRED means TRANSFER_COMPLETED. */
export function statusesOf(text: string | undefined): OrderStatus[] | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  return [...new Set(text.split(',').map((word) => {
    const upper = word.trim().toUpperCase();
    const status = STATUS_ALIASES[upper] ?? upper;
    if (!isOrderStatus(status)) {
      throw new ApiError('validation_error', `status "${word.trim()}" is not an order status; use ${ORDER_STATUSES.join(', ')} (or TRANSFERRED for TRANSFER_COMPLETED)`);
    }
    return status;
  }))];
}
