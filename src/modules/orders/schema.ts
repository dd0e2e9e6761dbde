import { type Static, type TUnsafe, Type } from '@sinclair/typebox';
import { DELIVERY_STATES, type OrderRow, type RefundRow } from './repository.js';
import { ORDER_ACTORS, ORDER_STATUSES } from './status.js';

/**
 * The order and refund resources as the partner API returns them and as order events carry them (one schema for the
 * routes' responses, the partner OpenAPI document and the webhook payloads of events.ts).
 */

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * A string enum: a union of literals (which every validator, TypeBox's Value included, understands), typed as the
 * string union (a union mapped from a list loses its static type).
 */
const Enum = <T extends string>(values: readonly T[], description?: string) =>
  Type.Union(values.map((value) => Type.Literal(value)), description ? { description } : {}) as unknown as TUnsafe<T>;

export const OrderStatusSchema = Enum(ORDER_STATUSES, 'PAID → TRANSFER_PENDING → TRANSFER_IN_PROGRESS → TRANSFER_COMPLETED → SETTLED; side exits TRANSFER_FAILED, CANCELLED, REFUND_REQUESTED → REFUNDED.');

export const BuyerSchema = Type.Object({
  email: Type.String({ description: 'Where the buyer is reached (transfer instructions, the auth code of an auth-code transfer).' }),
  name: Type.Optional(Type.String()),
  country: Type.Optional(Type.String({ description: 'ISO 3166-1 alpha-2, e.g. NL.' })),
  registrar_customer: Type.Optional(Type.String({ description: 'The buyer\'s customer handle at our registrar, if they have one: the domain is pushed to that account instead of transferred with an auth code.' })),
});

export const TimelineEntrySchema = Type.Object({
  at: Type.String({ format: 'date-time' }),
  status: OrderStatusSchema,
  event: Type.String({ description: 'The event type this step emitted, e.g. order.paid.' }),
  actor: Enum(ORDER_ACTORS, 'Who moved the order.'),
  note: Nullable(Type.String()),
  next_action: Nullable(Type.String({ description: 'What happens next, and who does it.' })),
});

export const DeliverySchema = Type.Object({
  method: Type.Union([Type.Literal('push'), Type.Literal('transfer'), Type.Null()], {
    description: '`push`: moved inside our registrar to the buyer\'s account; `transfer`: an auth-code transfer to the buyer\'s registrar; null until chosen.',
  }),
  state: Enum(DELIVERY_STATES),
  message: Type.String(),
  completed_at: Nullable(Type.String({ format: 'date-time' })),
}, { description: 'How the domain reaches the buyer. Auth codes are never part of it: they go to the buyer alone.' });

export const OrderSchema = Type.Object({
  public_id: Type.String({ description: 'The order id (`ord_…`), used in GET /orders/{public_id} and POST /refunds.' }),
  status: OrderStatusSchema,
  domain: Type.String(),
  price_cents: Type.Integer({ description: 'What the buyer paid, in minor units of `currency`.' }),
  currency: Type.String({ description: 'ISO 4217.' }),
  payment_model: Type.Union([
    Type.Literal('partner_collected', { description: 'The partner collected the payment (merchant of record).' }),
    Type.Literal('service_collected', { description: 'Nameport collected the payment on its hosted checkout page; the partner earns its commission.' }),
  ]),
  commission_cents: Type.Integer({ description: 'The partner\'s commission on the sale, in minor units.' }),
  external_payment_ref: Type.String({ description: 'The partner\'s reference of the payment (e.g. the payment processor\'s session id).' }),
  buyer: BuyerSchema,
  quote_id: Nullable(Type.String({ description: 'The quote the order was placed from, if any.' })),
  return_url: Nullable(Type.String()),
  cancel_url: Nullable(Type.String()),
  delivery: DeliverySchema,
  timeline: Type.Array(TimelineEntrySchema, { description: 'Every step so far, oldest first.' }),
  version: Type.Integer({ minimum: 1, description: 'Grows by one with each status change: of two copies of an order, the higher version is the newer.' }),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
}, { description: 'A partner-collected sale of a listed domain.' });
export type OrderResource = Static<typeof OrderSchema>;

export const RefundSchema = Type.Object({
  refund_id: Type.String({ description: '`rf_…`' }),
  order_id: Type.String(),
  status: Enum(['requested', 'refunded'] as const),
  reason: Type.String(),
  amount_cents: Type.Integer(),
  currency: Type.String(),
  commission_reversed_cents: Type.Integer({ description: 'The partner commission reversed by the refund.' }),
  created_at: Type.String({ format: 'date-time' }),
  order: OrderSchema,
}, { description: 'The refund of an order (one per order).' });
export type RefundResource = Static<typeof RefundSchema>;

export function toOrderResource(row: OrderRow): OrderResource {
  const buyer: OrderResource['buyer'] = { email: row.buyer.email };
  if (row.buyer.name !== undefined) buyer.name = row.buyer.name;
  if (row.buyer.country !== undefined) buyer.country = row.buyer.country;
  if (row.buyer.registrar_customer !== undefined) buyer.registrar_customer = row.buyer.registrar_customer;
  return {
    public_id: row.id,
    status: row.status,
    domain: row.domain,
    price_cents: row.price_cents,
    currency: row.currency,
    payment_model: row.payment_model,
    commission_cents: row.commission_cents,
    external_payment_ref: row.external_payment_ref,
    buyer,
    quote_id: row.quote_id,
    return_url: row.return_url,
    cancel_url: row.cancel_url,
    delivery: row.delivery,
    timeline: row.timeline,
    version: row.version,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function toRefundResource(refund: RefundRow, order: OrderRow): RefundResource {
  return {
    refund_id: refund.id,
    order_id: refund.order_id,
    status: refund.status,
    reason: refund.reason,
    amount_cents: refund.amount_cents,
    currency: refund.currency,
    commission_reversed_cents: refund.commission_reversed_cents,
    created_at: refund.created_at.toISOString(),
    order: toOrderResource(order),
  };
}
