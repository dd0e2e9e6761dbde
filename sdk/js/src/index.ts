export { Nameport, BATCH_LIMIT, DEFAULT_TIMEOUT_MS, MAX_TIMEOUT_MS } from './client.js';
export { NameportError, parseRetryAfter, type NameportErrorInit } from './errors.js';
export type {
  BatchOperation,
  BatchResponse,
  BatchResult,
  ErrorBody,
  FetchLike,
  Listing,
  ListingFilters,
  ListingPage,
  ListingSort,
  NameportOptions,
  RequestOptions,
  SearchDoneEvent,
  SearchEvent,
  SearchHeaderEvent,
  SearchOptions,
  SearchPrimaryDoneEvent,
  SearchRow,
  SearchState,
  TldMetadata,
  TldOperation,
  TldPrice,
  WhoisLookup,
  WhoisOptions,
  WhoisResult,
} from './types.js';
export type { paths, components, operations } from './generated/openapi.js';
export { PartnerClient } from './partner/client.js';
export type { BrokerageInput, Buyer, LinkInput, OrderInput, WebhookInput } from './partner/client.js';
export type * from './partner/types.js';
export type { paths as PartnerPaths, operations as PartnerOperations, webhooks as PartnerWebhooks } from './generated/partner-openapi.js';
export { PartnerOutcomeUnknownError } from './partner/errors.js';
export { canonicalQuery, canonicalString, signRequest, signingHeaders, type CanonicalRequest, type SigningHeaders } from './partner/signing.js';
export type { CallOptions, PartnerClientOptions, WriteOptions } from './partner/transport.js';
export { verifyWebhook, WebhookVerificationError, WEBHOOK_TOLERANCE_SECONDS, type VerifyWebhookOptions, type WebhookEvent } from './partner/webhooks.js';
