import { NameportError } from '../errors.js';
import { type CallOptions, type PartnerClientOptions, PartnerTransport, type Query, type WriteOptions } from './transport.js';
import type {
  Availability, BrokerageCase, BrokerageCasePage, BrokerageCaseSummary, BrokerageEligibility, BrokerageFilters, CheckoutSession, EventFilters, EventPage, InventorySearch,
  ListedDomain, Order, OrderFilters, OrderPage, PartnerEvent, Payouts, Pricing, Quote, Redelivery, ReferralLink, ReferralLinkPage, Refund, ReportRange,
  Settlements, Transaction, TransactionFilters, Transactions, WebhookDelivery, WebhookRegistration,
} from './types.js';

const V1 = '/api/partner/v1';
/** The webhook registration has no `v1` segment (contract 4.3) but is signed like every partner route. */
const WEBHOOKS = '/api/partner/webhooks';

/** The shape every cursor-paged list shares (`GET /orders`, `/links`, `/brokerage`, `/transactions`), as the pager reads it. */
interface CursorPage<T> {
  items: T[];
  page?: { next_cursor: string | null };
}

export interface Buyer { email: string; name?: string; country?: string; registrar_customer?: string }
/**
 * One of the three order shapes (README "Partner orders"): quote, domain + sale price, or the signing example's
 * expected_price. Written by hand: the document's body schema is one object whose fields each shape needs differently.
 */
export type OrderInput =
  | { quote_id: string; external_payment_ref: string; buyer: Buyer; domain?: string }
  | { domain: string; sale_price_cents: number; currency: string; external_payment_ref: string; buyer: Buyer }
  | { domain: string; expected_price: number; currency: string; buyer: Buyer; return_url?: string; cancel_url?: string; external_payment_ref?: string };
export interface BrokerageInput { domain: string; tier: 'managed' | 'self_serve'; buyer_email: string; budget: number; currency?: string }
export interface LinkInput { kind?: string; target_type?: string; domain?: string; product?: string; label?: string }
export interface WebhookInput { url: string; secret?: string; events?: string[] }

/**
 * Client of Nameport interface B (`/api/partner/v1/*`): every request signed with the credential (contract 5.2).
 * Failures are NameportError (`status`, `code`, `requestId`, `retryAfter`, `details`); a write whose outcome is
 * unknown is PartnerOutcomeUnknownError, carrying the Idempotency-Key to retry with. Money is integer minor units.
 */
export class PartnerClient {
  private readonly http: PartnerTransport;

  constructor(options: PartnerClientOptions) {
    this.http = new PartnerTransport(options);
  }

  get baseUrl(): string {
    return this.http.baseUrl;
  }

  // Inventory (scope search)
  /** GET /domains/search: at most 5 listed names for a free-text query, with relevance scores. */
  searchInventory(q: string, filters: { limit?: number; tld?: string } = {}, options?: CallOptions): Promise<InventorySearch> {
    return this.get('/domains/search', { q, ...filters }, options);
  }
  /** GET /domains/{name}: one listed domain (404 not_found when not listed). */
  getDomain(name: string, options?: CallOptions): Promise<ListedDomain> {
    return this.get(`/domains/${encodeURIComponent(name)}`, {}, options);
  }
  /** GET /availability: `{domain, available, price_cents, currency}` (unlisted or sold: available false). */
  availability(domain: string, options?: CallOptions): Promise<Availability> {
    return this.get('/availability', { domain }, options);
  }
  /** GET /pricing: `{domain, buy_now_cents, floor_cents, currency}`. */
  pricing(domain: string, options?: CallOptions): Promise<Pricing> {
    return this.get('/pricing', { domain }, options);
  }

  // Quotes, orders, refunds, checkout (scope buy / embed)
  /** POST /quotes: the price held for 10 minutes (a quote does not hold the domain). */
  createQuote(domain: string, options?: WriteOptions): Promise<Quote> {
    return this.write('POST', '/quotes', { domain }, options);
  }
  /** POST /orders: records a sale (201). Always sent with an Idempotency-Key (the server requires one). */
  createOrder(input: OrderInput, options?: WriteOptions): Promise<Order> {
    return this.write('POST', '/orders', input, options);
  }
  getOrder(publicId: string, options?: CallOptions): Promise<Order> {
    return this.get(`/orders/${encodeURIComponent(publicId)}`, {}, options);
  }
  /** GET /orders: one page, newest first. */
  listOrders(filters: OrderFilters = {}, options?: CallOptions): Promise<OrderPage> {
    return this.get('/orders', { ...filters }, options);
  }
  /** Every order matching `filters`, page after page (`filters.limit` is the page size). */
  allOrders(filters: Omit<OrderFilters, 'cursor'> = {}, options?: CallOptions): AsyncGenerator<Order, void, undefined> {
    return this.pages<Order>('/orders', { ...filters }, options);
  }
  /** POST /refunds: 201 a new refund, 200 the same refund again. */
  createRefund(orderId: string, reason: string, options?: WriteOptions): Promise<Refund> {
    return this.write('POST', '/refunds', { order_id: orderId, reason }, options);
  }
  /** POST /checkout-session: a hosted checkout link (Nameport collects the payment). */
  createCheckoutSession(input: { domain: string; return_url?: string; cancel_url?: string }, options?: WriteOptions): Promise<CheckoutSession> {
    return this.write('POST', '/checkout-session', input, options);
  }

  // Brokerage (scope broker; the list: scope report)
  readonly brokerage = {
    eligibility: (domain: string, options?: CallOptions): Promise<BrokerageEligibility> => this.get('/brokerage/eligibility', { domain }, options),
    open: (input: BrokerageInput, options?: WriteOptions): Promise<BrokerageCase> => this.write('POST', '/brokerage', input, options),
    get: (caseId: string, options?: CallOptions): Promise<BrokerageCase> => this.get(`/brokerage/${encodeURIComponent(caseId)}`, {}, options),
    list: (filters: BrokerageFilters = {}, options?: CallOptions): Promise<BrokerageCasePage> => this.get('/brokerage', { ...filters }, options),
    all: (filters: Omit<BrokerageFilters, 'cursor'> = {}, options?: CallOptions): AsyncGenerator<BrokerageCaseSummary, void, undefined> =>
      this.pages<BrokerageCaseSummary>('/brokerage', { ...filters }, options),
  };

  // Referral links (scope refer)
  readonly links = {
    create: (input: LinkInput, options?: WriteOptions): Promise<ReferralLink> => this.write('POST', '/links', input, options),
    list: (filters: { limit?: number; cursor?: string } = {}, options?: CallOptions): Promise<ReferralLinkPage> => this.get('/links', { ...filters }, options),
    all: (filters: { limit?: number } = {}, options?: CallOptions): AsyncGenerator<ReferralLink, void, undefined> =>
      this.pages<ReferralLink>('/links', { ...filters }, options),
  };

  // Reports (scope buy for settlements, report for the rest): `from` inclusive, `to` exclusive, ISO 8601.
  settlements(filters: ReportRange = {}, options?: CallOptions): Promise<Settlements> {
    return this.get('/settlements', { ...filters }, options);
  }
  transactions(filters: TransactionFilters = {}, options?: CallOptions): Promise<Transactions> {
    return this.get('/transactions', { ...filters }, options);
  }
  allTransactions(filters: Omit<TransactionFilters, 'cursor'> = {}, options?: CallOptions): AsyncGenerator<Transaction, void, undefined> {
    return this.pages<Transaction>('/transactions', { ...filters }, options);
  }
  payouts(filters: ReportRange = {}, options?: CallOptions): Promise<Payouts> {
    return this.get('/payouts', { ...filters }, options);
  }

  // Webhooks and events (scope webhook)
  /**
   * PUT /api/partner/webhooks: register or update the endpoint. A new registration without `secret` answers a
   * generated one, shown once. Sent without an Idempotency-Key (the route takes none); choose `secret` yourself
   * if a lost answer must be recoverable.
   */
  registerWebhook(input: WebhookInput, options?: CallOptions): Promise<WebhookRegistration> {
    return this.http.send({ method: 'PUT', path: WEBHOOKS, body: input, write: 'plain' }, options);
  }
  getWebhook(options?: CallOptions): Promise<WebhookRegistration> {
    return this.http.send({ method: 'GET', path: WEBHOOKS }, options);
  }
  /** POST /webhooks/test: sends a `ping` now; answers `{event_id, delivery}` with the attempt's outcome. */
  testWebhook(options?: WriteOptions): Promise<WebhookDelivery> {
    return this.write('POST', '/webhooks/test', {}, options);
  }
  redeliverEvent(eventId: string, options?: WriteOptions): Promise<Redelivery> {
    return this.write('POST', `/events/${encodeURIComponent(eventId)}/redeliver`, {}, options);
  }
  /** GET /events: one page of events after `afterId`, oldest first. */
  listEvents(afterId?: string, filters: EventFilters = {}, options?: CallOptions): Promise<EventPage> {
    return this.get('/events', { after_id: afterId, ...filters }, options);
  }
  /**
   * Every event after `afterId` (all retained events without it), oldest first, until caught up with what exists
   * now; store the last id you processed and pass it next time. Paging by id never skips or repeats an event.
   */
  async *eventsAfter(afterId?: string, filters: EventFilters = {}, options?: CallOptions): AsyncGenerator<PartnerEvent, void, undefined> {
    let after = afterId;
    for (;;) {
      const page = await this.listEvents(after, filters, options);
      yield* page.data;
      if (!page.has_more || page.data.length === 0 || !page.next_after_id) return;
      after = page.next_after_id;
    }
  }

  private get<T>(path: string, query: Query, options?: CallOptions): Promise<T> {
    return this.http.send({ method: 'GET', path: V1 + path, query }, options);
  }

  private write<T>(method: 'POST', path: string, body: unknown, options?: WriteOptions): Promise<T> {
    return this.http.send({ method, path: V1 + path, body, write: 'key' }, options);
  }

  /** Every item of a cursor-paged list: follows page.next_cursor until the last page (a repeated cursor is an error, not a loop). */
  private async *pages<T>(path: string, query: Query, options?: CallOptions): AsyncGenerator<T, void, undefined> {
    const seen = new Set<string>();
    let cursor: string | undefined;
    for (;;) {
      const page = await this.get<CursorPage<T>>(path, { ...query, cursor }, options);
      yield* page.items;
      const next = page.page?.next_cursor;
      if (!next || page.items.length === 0) return;
      if (seen.has(next)) throw new NameportError({ status: 200, code: 'invalid_response', message: `${path} answered the cursor ${JSON.stringify(next.slice(0, 100))} twice (paging would not end)` });
      seen.add(next);
      cursor = next;
    }
  }
}
