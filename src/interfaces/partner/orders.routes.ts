import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import type { TypedApp } from '../../platform/http/typed-app.js';
import { DEFAULT_PAGE_SIZE, getOrder, listOwnOrders, MAX_PAGE_SIZE } from '../../modules/orders/reads.js';
import { requestRefund } from '../../modules/orders/refunds.js';
import { OrderSchema, RefundSchema } from '../../modules/orders/schema.js';
import { placeOrder } from '../../modules/orders/service.js';
import { ORDER_STATUSES } from '../../modules/orders/status.js';
import { MAX_QUOTE_ID_LENGTH } from '../../modules/quotes/quote-token.js';
import { issueQuote, type PartnerCaller } from '../../modules/quotes/service.js';
import { PARTNER_PREFIX } from './inventory.routes.js';
import { credentialOf, type PartnerRouteConfig } from './plugin.js';

/** Quotes, orders and refunds of interface B (issue 16; contract 2.7, 2.8, 3, 4.3, 5.2, 7.2, 8). */

const WRITE = (idempotency: PartnerRouteConfig['idempotency']): { partner: PartnerRouteConfig } => ({ partner: { scopes: ['buy'], rate: 'write', idempotency } });
// Contract 4.3 names scope buy, the service's published docs name search: either grants the reads (precedent.md).
const READ: { partner: PartnerRouteConfig } = { partner: { scopes: ['buy', 'search'], rate: 'search', idempotency: 'none' } };
const hide = true;
const tags = ['orders'];

const callerOf = (request: FastifyRequest): PartnerCaller => {
  const credential = credentialOf(request);
  return { partnerId: credential.partnerId, keyId: credential.keyId, environment: credential.environment };
};

const QuoteAnswer = Type.Object({
  quote_id: Type.String({ description: 'Signed (`qt_…`): send it to POST /orders within 10 minutes. Altering any character makes it invalid.' }),
  domain: Type.String(),
  price_cents: Type.Integer({ description: 'The buy-now price, locked until expires_at.' }),
  currency: Type.String(),
  expires_at: Type.String({ format: 'date-time', description: 'Exactly 10 minutes after the quote was issued; from this instant the quote is `quote_expired`.' }),
}, { description: 'The locked price.' });

const OptionalString = (description: string, maxLength = 255) => Type.Optional(Type.String({ maxLength, description }));

const OrderBody = Type.Object({
  quote_id: Type.Optional(Type.String({ maxLength: MAX_QUOTE_ID_LENGTH, description: 'Shape 1: a quote from POST /quotes; the price is the quote\'s.' })),
  external_payment_ref: OptionalString('Your reference of the payment you collected (e.g. the processor\'s session or charge id). Required in shapes 1 and 2; one payment pays for one order.'),
  buyer: Type.Optional(Type.Object({
    email: Type.Optional(Type.String({ maxLength: 254, description: 'Required.' })),
    name: OptionalString('The buyer\'s name.', 200),
    country: OptionalString('ISO 3166-1 alpha-2.', 2),
    registrar_customer: OptionalString('The buyer\'s customer handle at our registrar: the domain is pushed to that account instead of transferred.', 64),
  }, { description: 'Required in every shape: {email, name?, country?, registrar_customer?}.' })),
  domain: OptionalString('Shapes 2 and 3 (with a quote, only checked against the quote\'s domain).', 253),
  sale_price_cents: Type.Optional(Type.Integer({ minimum: 0, description: 'Shape 2: what you charged, in minor units; must equal the current listing price.' })),
  expected_price: Type.Optional(Type.Integer({ minimum: 0, description: 'Shape 3 (the signing example\'s body): read exactly like sale_price_cents.' })),
  currency: OptionalString('ISO 4217, with sale_price_cents or expected_price.', 3),
  return_url: OptionalString('Shape 3: stored and returned with the order (for hosted pages; a partner-collected order does not redirect).', 2048),
  cancel_url: OptionalString('Shape 3: stored and returned with the order.', 2048),
}, {
  description: `Three shapes record the same sale; they differ only in where the price comes from.
1. \`{quote_id, external_payment_ref, buyer}\` — after POST /quotes: the quoted price holds for 10 minutes even if the listing price changes.
2. \`{domain, sale_price_cents, currency, external_payment_ref, buyer}\` — from your own payment webhook: the amount you charged must equal the current listing price, else \`price_mismatch\` naming both amounts.
3. \`{domain, expected_price, currency, buyer, return_url, cancel_url}\` — the body of the request-signing example: \`expected_price\` is read like \`sale_price_cents\`; without \`external_payment_ref\` the Idempotency-Key stands in for it.
A body with \`quote_id\` is shape 1 (a price or domain sent beside it must match the quote's).`,
  examples: [
    { quote_id: 'qt_…', external_payment_ref: 'cs_test_a1B2c3', buyer: { email: 'buyer@example.com', name: 'Ada Buyer' } },
    { domain: 'brewlab.com', sale_price_cents: 19500, currency: 'USD', external_payment_ref: 'cs_test_a1B2c3', buyer: { email: 'buyer@example.com' } },
    { domain: 'brewlab.com', expected_price: 19500, currency: 'USD', buyer: { email: 'buyer@example.com', name: 'Ada Buyer', country: 'NL' }, return_url: 'https://shop.example/thanks', cancel_url: 'https://shop.example/cart' },
  ],
});

const OrderPage = Type.Object({
  items: Type.Array(OrderSchema),
  page: Type.Object({
    limit: Type.Integer(),
    has_more: Type.Boolean(),
    next_cursor: Type.Union([Type.String(), Type.Null()], { description: 'Pass as `cursor` for the next page; null on the last page.' }),
  }),
}, { description: 'Your orders, newest first.' });

export function orderRoutes(scope: TypedApp, ctx: AppContext): void {
  scope.post(`${PARTNER_PREFIX}/quotes`, {
    config: WRITE('optional'),
    schema: {
      hide, tags, operationId: 'createQuote', summary: 'Lock a listed domain\'s price for 10 minutes',
      description: 'Returns a signed quote for the current buy-now price, usable by this credential only, until `expires_at` (10 minutes); then POST /orders with it answers `quote_expired`. A quote does not hold the domain: the first order wins it. `not_found` when the domain is not listed for sale in this environment; `conflict` (details.reason `reserved` or `sold`) when it is no longer available.',
      body: Type.Object({ domain: Type.String({ minLength: 1, maxLength: 253, description: 'The domain, Unicode or ASCII.' }) }),
      response: { 201: QuoteAnswer },
    },
  }, async (request, reply) => reply.code(201).send(await issueQuote(ctx, { caller: callerOf(request), domain: request.body.domain })));

  scope.post(`${PARTNER_PREFIX}/orders`, {
    config: WRITE('required'),
    schema: {
      hide, tags, operationId: 'createOrder', summary: 'Record a sale you collected payment for',
      description: 'You are the merchant of record: you collected the payment; Nameport holds the domain for your buyer and moves it to them (the order starts PAID, and `delivery` and the timeline follow the transfer). The answer is 201 with the order and a Location header. Errors: `validation_error` (a malformed body, or a quote_id that was altered or made up or belongs to another credential), `quote_expired` (the quote is 10 minutes old), `not_found` (not listed), `conflict` (details.reason `reserved` or `sold`: no longer available — another order holds it; `payment_ref_used`: that external_payment_ref already paid for an order, details.order_id), `price_mismatch` (the price sent is not the listing\'s or the quote\'s; details name both).',
      body: OrderBody,
      response: { 201: OrderSchema },
    },
  }, async (request, reply) => {
    const order = await placeOrder(ctx, { caller: callerOf(request), body: request.body, idempotencyKey: request.partnerIdempotency?.scope.idempotencyKey ?? null });
    return reply.code(201).header('location', `${PARTNER_PREFIX}/orders/${order.public_id}`).send(order);
  });

  scope.get(`${PARTNER_PREFIX}/orders`, {
    config: READ,
    schema: {
      hide, tags, operationId: 'listOrders', summary: 'Your orders',
      description: 'Orders placed by any credential of your partner account in this environment, newest first, with cursor paging. A malformed filter or cursor is `validation_error`.',
      querystring: Type.Object({
        status: Type.Optional(Type.String({ maxLength: 400, description: `One or more of ${ORDER_STATUSES.join(', ')}, comma-separated; TRANSFERRED is accepted for TRANSFER_COMPLETED.` })),
        domain: Type.Optional(Type.String({ maxLength: 253, description: 'Only orders of this domain (Unicode or ASCII).' })),
        from: Type.Optional(Type.String({ maxLength: 40, description: 'Created at or after this ISO 8601 date or date-time (a date is midnight UTC).' })),
        to: Type.Optional(Type.String({ maxLength: 40, description: 'Created before this ISO 8601 date or date-time (exclusive).' })),
        limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, description: `Page size (default ${DEFAULT_PAGE_SIZE}).` })),
        cursor: Type.Optional(Type.String({ maxLength: 200, description: 'page.next_cursor of the previous page.' })),
      }),
      response: { 200: OrderPage },
    },
  }, async (request) => listOwnOrders(ctx, { caller: callerOf(request), query: request.query }));

  scope.get(`${PARTNER_PREFIX}/orders/:public_id`, {
    config: READ,
    schema: {
      hide, tags, operationId: 'getOrder', summary: 'One of your orders, with its timeline',
      description: '`not_found` when there is no such order of your partner account in this environment (another partner\'s order included).',
      params: Type.Object({ public_id: Type.String({ minLength: 1, maxLength: 100, description: 'The order id, `ord_…`.' }) }),
      response: { 200: OrderSchema },
    },
  }, async (request) => getOrder(ctx, { caller: callerOf(request), publicId: request.params.public_id }));

  scope.post(`${PARTNER_PREFIX}/refunds`, {
    config: WRITE('optional'),
    schema: {
      hide, tags, operationId: 'requestRefund', summary: 'Ask for the refund of an order before its transfer completed',
      description: 'For an order you collected payment for that has not reached TRANSFER_COMPLETED: the order moves to REFUND_REQUESTED, its transfer stops, and your commission on it is recorded for reversal; 201 with the refund. Asking again for the same order answers 200 with the same refund. `conflict` (details.reason names the rule, details.status the order\'s status) once the order reached TRANSFER_COMPLETED (`refund_after_transfer_completed`) or after it was cancelled (`order_final`); also `conflict` with details.reason `transfer_at_registrar` while the domain is at the registrar on its way to the buyer (TRANSFER_IN_PROGRESS, or TRANSFER_PENDING once the push was sent or the auth code emailed): the move cannot be called back, so the registrar\'s outcome decides — if the transfer fails (TRANSFER_FAILED) ask again, once it completes the order is not refundable. `not_found` for an order that is not yours.',
      body: Type.Object({
        order_id: Type.String({ minLength: 1, maxLength: 100, description: 'The order\'s public_id.' }),
        reason: Type.String({ minLength: 1, maxLength: 500, description: 'Why, for the people who carry out the refund.' }),
      }),
      response: { 201: RefundSchema, 200: RefundSchema },
    },
  }, async (request, reply) => {
    const { refund, created } = await requestRefund(ctx, { caller: callerOf(request), orderId: request.body.order_id, reason: request.body.reason });
    return reply.code(created ? 201 : 200).send(refund);
  });
}
