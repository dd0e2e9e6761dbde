/**
 * Answer types of PartnerClient. They come from the generated types of the partner OpenAPI document
 * (src/generated/partner-openapi.ts, `npm run sdk:generate`), so they follow GET /api/partner/v1/openapi.json and
 * test/sdk-partner-js.test.ts fails when the committed file drifts from the server. Money fields are integers in minor
 * units there (`*_cents`, `budget`, `revenue`, `commission`). Only request inputs and options are written by hand.
 */
import type { operations, webhooks } from '../generated/partner-openapi.js';

type JsonBody<R> = R extends { content: { 'application/json': infer Body } } ? Body : never;
/** The JSON answer of an operation (by operationId) with the given status. */
type Answer<Op extends keyof operations, Status extends keyof operations[Op]['responses']> = JsonBody<operations[Op]['responses'][Status]>;
/**
 * The query parameters of an operation, every one optional as the document says: openapi-typescript types a parameter
 * with a default (`limit`) as present, which holds for what the server reads, not for what a caller must send.
 */
type QueryOf<Op extends keyof operations> = operations[Op]['parameters'] extends { query?: infer Q } ? Partial<NonNullable<Q>> : never;

// Inventory
export type InventorySearch = Answer<'searchInventory', 200>;
export type InventoryMatch = InventorySearch['results'][number];
export type ListedDomain = Answer<'getListedDomain', 200>;
export type Availability = Answer<'getAvailability', 200>;
export type Pricing = Answer<'getPricing', 200>;

// Quotes, orders, refunds, checkout
export type Quote = Answer<'createQuote', 201>;
export type Order = Answer<'getOrder', 200>;
export type OrderStatus = Order['status'];
export type OrderTimelineEntry = Order['timeline'][number];
export type OrderPage = Answer<'listOrders', 200>;
/** Query of GET /orders (`status`, `domain`, `from`, `to`, `limit`, `cursor`). */
export type OrderFilters = QueryOf<'listOrders'>;
export type Refund = Answer<'requestRefund', 201>;
export type CheckoutSession = Answer<'createCheckoutSession', 201>;

// Brokerage
export type BrokerageEligibility = Answer<'brokerageEligibility', 200>;
export type BrokerageCase = Answer<'getBrokerageCase', 200>;
export type BrokerageCasePage = Answer<'listBrokerageCases', 200>;
/** A case as the list shows it (GET /brokerage/{case_id} adds its timeline and offers). */
export type BrokerageCaseSummary = BrokerageCasePage['items'][number];
export type BrokerageFilters = QueryOf<'listBrokerageCases'>;

// Referral links
export type ReferralLink = Answer<'createLink', 201>;
export type ReferralLinkPage = Answer<'listLinks', 200>;

// Reports
export type Settlements = Answer<'listSettlements', 200>;
export type Transactions = Answer<'listTransactions', 200>;
export type Transaction = Transactions['items'][number];
export type Payouts = Answer<'listPayouts', 200>;
export type ReportRange = QueryOf<'listSettlements'>;
export type TransactionFilters = QueryOf<'listTransactions'>;

// Webhooks and events
export type WebhookRegistration = Answer<'getWebhook', 200>;
export type WebhookDelivery = Answer<'testWebhook', 200>;
export type Redelivery = Answer<'redeliverEvent', 202>;
export type EventPage = Answer<'listEvents', 200>;
export type PartnerEvent = EventPage['data'][number];
/** Query of GET /events without `after_id` (an argument of its own). */
export type EventFilters = Omit<QueryOf<'listEvents'>, 'after_id'>;
/** The body of a webhook delivery, by event type (the document's `webhooks` section). */
export type WebhookPayloads = { [Type in keyof webhooks]: JsonBody<NonNullable<webhooks[Type]['post']>['requestBody']> };
