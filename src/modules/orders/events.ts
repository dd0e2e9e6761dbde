import { type TSchema, Type } from '@sinclair/typebox';
import { OrderSchema, type OrderResource } from './schema.js';
import { ORDER_EVENT, type OrderEventType } from './status.js';

/**
 * The event types orders append to the outbox (issue 16), each with its payload schema, for the webhook deliveries
 * and GET /events (the partner OpenAPI document's `webhooks` section lists them from here). Every payload is the order
 * as the API returns it plus its `version`, which grows by one with each status change: a receiver that already
 * holds a higher version drops an older delivery that arrives late. Every event carries the order's partner and
 * environment (service.ts passes them to appendEvent).
 */

export interface OrderEventPayload {
  version: number;
  order: OrderResource;
}

const payload = (what: string): TSchema => Type.Object({
  version: Type.Integer({ minimum: 1, description: 'The order\'s version after this change (equal to order.version).' }),
  order: OrderSchema,
}, { description: what });

const DESCRIPTIONS: Record<OrderEventType, string> = {
  [ORDER_EVENT.paid]: 'An order was recorded: the partner collected the payment and the domain is held for the buyer (status PAID).',
  [ORDER_EVENT.transferPending]: 'Fulfilment is queued: the domain will be pushed or transferred to the buyer (status TRANSFER_PENDING).',
  [ORDER_EVENT.transferStarted]: 'The push or transfer was submitted to the registrar (status TRANSFER_IN_PROGRESS).',
  [ORDER_EVENT.transferCompleted]: 'The domain is in the buyer\'s account (status TRANSFER_COMPLETED); refunds are no longer possible.',
  [ORDER_EVENT.transferFailed]: 'The push or transfer failed; the timeline entry says why and what happens next (status TRANSFER_FAILED).',
  [ORDER_EVENT.settled]: 'The sale was settled with the partner (status SETTLED).',
  [ORDER_EVENT.cancelled]: 'The order was cancelled before the transfer started; the domain is for sale again (status CANCELLED).',
  [ORDER_EVENT.refundRequested]: 'The partner asked for a refund before the transfer completed; fulfilment stops (status REFUND_REQUESTED).',
  [ORDER_EVENT.refunded]: 'The refund was carried out and the commission reversed; the domain is for sale again (status REFUNDED).',
};

/** `{type, description, schema}` of every order event, in the order an order usually meets them. */
export const ORDER_EVENT_TYPES: { type: string; description: string; schema: TSchema }[] = (Object.values(ORDER_EVENT) as OrderEventType[])
  .map((type) => ({ type, description: DESCRIPTIONS[type], schema: payload(DESCRIPTIONS[type]) }));
