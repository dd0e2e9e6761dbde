import { Conditions } from '../../platform/db/conditions.js';
import type { Queryable } from '../../platform/db/db.js';
import type { OrderActor, OrderStatus } from './status.js';

/**
 * The one owner of the `orders` and `refunds` tables (migrations/025). Services and the fulfilment jobs read and write
 * them only through these functions; each takes the caller's Queryable so it joins the caller's transaction.
 */

export type Environment = 'sandbox' | 'live';
export type OrderSource = 'quote' | 'sale_price' | 'expected_price' | 'checkout' | 'brokerage';
/** Who collected the buyer's payment: the partner (POST /orders) or the service (hosted checkout, issue 18). */
export type PaymentModel = 'partner_collected' | 'service_collected';

export interface Buyer {
  email: string;
  name?: string | undefined;
  /** ISO 3166-1 alpha-2, upper case. */
  country?: string | undefined;
  /** The buyer's customer handle at our registrar: the domain is pushed there instead of transferred by auth code. */
  registrar_customer?: string | undefined;
}

/** One entry of an order's timeline (issue 16): appended by every transition, never changed. */
export interface TimelineEntry {
  at: string;
  status: OrderStatus;
  event: string;
  actor: OrderActor;
  note: string | null;
  next_action: string | null;
}

export const DELIVERY_STATES = ['waiting', 'in_progress', 'completed', 'failed', 'stopped'] as const;

/** How the domain reaches the buyer; the fulfilment jobs fill it in. */
export interface Delivery {
  /** `push` (the buyer's account is at our registrar) or `transfer` (auth-code transfer); null until chosen. */
  method: 'push' | 'transfer' | null;
  state: (typeof DELIVERY_STATES)[number];
  /** What is happening, for people (never an auth code). */
  message: string;
  completed_at: string | null;
}

export interface OrderRow {
  id: string;
  partner_id: string;
  key_id: string;
  environment: Environment;
  /** Null for a brokered domain (issue 19, migrations/050): it was bought from its owner, never listed. */
  listing_id: string | null;
  domain: string;
  status: OrderStatus;
  price_cents: number;
  currency: string;
  payment_model: PaymentModel;
  commission_bps: number;
  commission_cents: number;
  external_payment_ref: string;
  buyer: Buyer;
  source: OrderSource;
  quote_id: string | null;
  return_url: string | null;
  cancel_url: string | null;
  delivery: Delivery;
  timeline: TimelineEntry[];
  version: number;
  created_at: Date;
  updated_at: Date;
}

const ORDER_COLUMNS = `id, partner_id, key_id, environment, listing_id, domain, status, price_cents, currency, payment_model,
  commission_bps, commission_cents, external_payment_ref, buyer, source, quote_id, return_url, cancel_url, delivery, timeline,
  version, created_at, updated_at`;

/** Inserts an order; null when the partner already has an order paid by the same external payment reference. */
export async function insertOrder(q: Queryable, order: OrderRow): Promise<OrderRow | null> {
  const rows = await q.query<OrderRow>(
    `INSERT INTO orders (${ORDER_COLUMNS})
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::jsonb, $15, $16, $17, $18, $19::jsonb, $20::jsonb, $21, $22, $23)
     ON CONFLICT (partner_id, environment, external_payment_ref) DO NOTHING
     RETURNING ${ORDER_COLUMNS}`,
    [
      order.id, order.partner_id, order.key_id, order.environment, order.listing_id, order.domain, order.status, order.price_cents,
      order.currency, order.payment_model, order.commission_bps, order.commission_cents, order.external_payment_ref,
      JSON.stringify(order.buyer), order.source, order.quote_id, order.return_url, order.cancel_url, JSON.stringify(order.delivery),
      JSON.stringify(order.timeline), order.version, order.created_at, order.updated_at,
    ],
  );
  return rows[0] ?? null;
}

export async function findOrder(q: Queryable, id: string): Promise<OrderRow | null> {
  const rows = await q.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/** The order with its row locked until the caller's transaction ends: transitions of one order run one at a time. */
export async function lockOrder(q: Queryable, id: string): Promise<OrderRow | null> {
  const rows = await q.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE id = $1 FOR UPDATE`, [id]);
  return rows[0] ?? null;
}

/** The order paid by a partner's external payment reference (there is at most one). */
export async function findOrderByPaymentRef(q: Queryable, owner: { partnerId: string; environment: Environment }, ref: string): Promise<OrderRow | null> {
  const rows = await q.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM orders WHERE partner_id = $1 AND environment = $2 AND external_payment_ref = $3`,
    [owner.partnerId, owner.environment, ref],
  );
  return rows[0] ?? null;
}

/**
 * Moves a locked order to `status`, appends its timeline entry and bumps its version, in one UPDATE that applies only
 * while the order is still at `expectedVersion` (the caller read it under lockOrder; the check makes a lost lock loud).
 */
export async function applyOrderTransition(
  q: Queryable,
  change: { id: string; expectedVersion: number; status: OrderStatus; entry: TimelineEntry; delivery?: Delivery | undefined; now: Date },
): Promise<OrderRow | null> {
  const rows = await q.query<OrderRow>(
    `UPDATE orders SET status = $3, timeline = timeline || jsonb_build_array($4::jsonb),
       delivery = COALESCE($5::jsonb, delivery), version = version + 1, updated_at = $6
      WHERE id = $1 AND version = $2
      RETURNING ${ORDER_COLUMNS}`,
    [change.id, change.expectedVersion, change.status, JSON.stringify(change.entry), change.delivery ? JSON.stringify(change.delivery) : null, change.now],
  );
  return rows[0] ?? null;
}

/** Replaces an order's delivery without a status change (progress of a running transfer); no version bump. */
export async function updateDelivery(q: Queryable, id: string, delivery: Delivery, now: Date): Promise<void> {
  await q.query('UPDATE orders SET delivery = $2::jsonb, updated_at = $3 WHERE id = $1', [id, JSON.stringify(delivery), now]);
}

export interface OrderListFilter {
  partnerId: string;
  environment: Environment;
  statuses?: OrderStatus[] | undefined;
  domain?: string | undefined;
  /** created_at ≥ from */
  from?: Date | undefined;
  /** created_at < to */
  to?: Date | undefined;
  /** Keyset: orders strictly after this one in the newest-first order. */
  after?: { createdAt: Date; id: string } | undefined;
  limit: number;
}

/** A partner's orders in one environment, newest first (created_at, then id, both descending). */
export async function listOrders(q: Queryable, filter: OrderListFilter): Promise<OrderRow[]> {
  const c = new Conditions().add((n) => `partner_id = $${n}`, filter.partnerId).add((n) => `environment = $${n}`, filter.environment);
  if (filter.statuses?.length) c.add((n) => `status = ANY($${n}::text[])`, filter.statuses);
  if (filter.domain) c.add((n) => `domain = $${n}`, filter.domain);
  if (filter.from) c.add((n) => `created_at >= $${n}`, filter.from);
  if (filter.to) c.add((n) => `created_at < $${n}`, filter.to);
  c.before(filter.after);
  const limit = c.param(filter.limit);
  return q.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE ${c.where} ORDER BY created_at DESC, id DESC LIMIT ${limit}`, c.params);
}

/** Issue 19: the referral link a service-collected order came through (a buyer carrying the link's cookie). */
export async function setOrderReferralLink(q: Queryable, orderId: string, linkId: string): Promise<void> {
  await q.query('UPDATE orders SET referral_link_id = $2 WHERE id = $1', [orderId, linkId]);
}

/** A sale made through one of a partner's referral links (issue 19), for the link statistics and /analytics. */
export interface ReferredOrderRow {
  id: string;
  referral_link_id: string;
  status: OrderStatus;
  price_cents: number;
  commission_cents: number;
  currency: string;
  created_at: Date;
}

/** The partner's referred orders in one environment, optionally created in [from, to), oldest first. */
export async function listReferredOrders(
  q: Queryable, filter: { partnerId: string; environment: Environment; from?: Date | undefined; to?: Date | undefined; linkIds?: string[] },
): Promise<ReferredOrderRow[]> {
  const params: unknown[] = [filter.partnerId, filter.environment];
  let range = '';
  if (filter.from) { params.push(filter.from); range += ` AND created_at >= $${params.length}`; }
  if (filter.to) { params.push(filter.to); range += ` AND created_at < $${params.length}`; }
  if (filter.linkIds) {
    if (filter.linkIds.length === 0) return [];
    range += ` AND referral_link_id IN (${filter.linkIds.map((id) => { params.push(id); return `$${params.length}`; }).join(', ')})`;
  }
  return q.query<ReferredOrderRow>(
    `SELECT id, referral_link_id, status, price_cents, commission_cents, currency, created_at FROM orders
      WHERE partner_id = $1 AND environment = $2 AND referral_link_id IS NOT NULL${range} ORDER BY created_at, id`,
    params,
  );
}

// --- refunds ------------------------------------------------------------------------------------------------

export interface RefundRow {
  id: string;
  order_id: string;
  partner_id: string;
  reason: string;
  status: 'requested' | 'refunded';
  amount_cents: number;
  currency: string;
  commission_reversed_cents: number;
  created_at: Date;
  updated_at: Date;
}

const REFUND_COLUMNS = 'id, order_id, partner_id, reason, status, amount_cents, currency, commission_reversed_cents, created_at, updated_at';

/** Inserts the order's refund; null when the order already has one (one refund per order). */
export async function insertRefund(q: Queryable, refund: RefundRow): Promise<RefundRow | null> {
  const rows = await q.query<RefundRow>(
    `INSERT INTO refunds (${REFUND_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (order_id) DO NOTHING RETURNING ${REFUND_COLUMNS}`,
    [refund.id, refund.order_id, refund.partner_id, refund.reason, refund.status, refund.amount_cents, refund.currency,
      refund.commission_reversed_cents, refund.created_at, refund.updated_at],
  );
  return rows[0] ?? null;
}

export async function findRefundOfOrder(q: Queryable, orderId: string): Promise<RefundRow | null> {
  const rows = await q.query<RefundRow>(`SELECT ${REFUND_COLUMNS} FROM refunds WHERE order_id = $1`, [orderId]);
  return rows[0] ?? null;
}

export async function markRefundRefunded(q: Queryable, orderId: string, now: Date): Promise<void> {
  await q.query(`UPDATE refunds SET status = 'refunded', updated_at = $2 WHERE order_id = $1`, [orderId, now]);
}
