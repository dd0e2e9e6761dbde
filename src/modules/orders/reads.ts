import type { AppContext } from '../../context.js';
import { ApiError } from '../../platform/errors.js';
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

export interface OrderListQuery {
  status?: string | undefined;
  domain?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  limit?: number | undefined;
  cursor?: string | undefined;
}

export interface OrderPage {
  items: OrderResource[];
  page: { limit: number; has_more: boolean; next_cursor: string | null };
}

export async function listOwnOrders(ctx: AppContext, input: { caller: PartnerCaller; query: OrderListQuery }): Promise<OrderPage> {
  const { query, caller } = input;
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const from = instant(query.from, 'from');
  const to = instant(query.to, 'to');
  if (from && to && from >= to) throw new ApiError('validation_error', 'from must be before to');
  const rows = await listOrders(ctx.db, {
    partnerId: caller.partnerId,
    environment: caller.environment,
    statuses: statusesOf(query.status),
    domain: query.domain?.trim() ? normaliseOrderDomain(query.domain) : undefined,
    from,
    to,
    after: query.cursor === undefined ? undefined : openCursor(query.cursor),
    limit: limit + 1,
  });
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  const hasMore = rows.length > limit && last !== undefined;
  return {
    items: items.map(toOrderResource),
    page: { limit, has_more: hasMore, next_cursor: hasMore ? cursorAfter(last) : null },
  };
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

/** ISO 8601: a date (`2026-03-01`, midnight UTC) or a date-time with an offset or Z. */
function instant(text: string | undefined, name: string): Date | undefined {
  if (text === undefined || text === '') return undefined;
  const ok = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2}))?$/.test(text);
  const date = new Date(text);
  if (!ok || Number.isNaN(date.getTime())) {
    throw new ApiError('validation_error', `${name} must be an ISO 8601 date or date-time with a time zone, e.g. 2026-03-01 or 2026-03-01T12:00:00Z`);
  }
  return date;
}

/** The paging cursor: where the last page ended (an own order's time and id; nothing the partner cannot see). */
function cursorAfter(order: OrderRow): string {
  return Buffer.from(JSON.stringify([order.created_at.toISOString(), order.id]), 'utf8').toString('base64url');
}

function openCursor(cursor: string): { createdAt: Date; id: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = null;
  }
  if (Array.isArray(parsed) && parsed.length === 2 && typeof parsed[0] === 'string' && typeof parsed[1] === 'string') {
    const createdAt = new Date(parsed[0]);
    if (!Number.isNaN(createdAt.getTime())) return { createdAt, id: parsed[1] };
  }
  throw new ApiError('validation_error', 'cursor is not a cursor of this list; pass page.next_cursor as it was returned');
}
