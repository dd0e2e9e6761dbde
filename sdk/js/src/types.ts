/**
 * Public types of the SDK. Response shapes come from the generated OpenAPI types (src/generated/openapi.ts),
 * so they follow the server's /openapi.json; only SDK options are written by hand.
 */
import type { components, operations } from './generated/openapi.js';

type Schemas = components['schemas'];

/** One line of the search stream (`application/x-ndjson`), discriminated by `kind`. */
export type SearchEvent = operations['searchDomain']['responses'][200]['content']['application/x-ndjson'];
export type SearchHeaderEvent = Schemas['SearchHeader'];
export type SearchRow = Schemas['SearchRow'];
export type SearchPrimaryDoneEvent = Extract<SearchEvent, { kind: 'primary_done' }>;
export type SearchDoneEvent = Extract<SearchEvent, { kind: 'done' }>;
export type SearchState = SearchRow['state'];

export type WhoisLookup = Schemas['WhoisLookup'];
export type WhoisResult = Schemas['WhoisResult'];
export type TldPrice = Schemas['TldPrice'];
export type TldOperation = TldPrice['op'];
export type TldMetadata = Schemas['TldMetadata'];
export type Listing = Schemas['Listing'];
export type ListingPage = Schemas['ListingPage'];
/** Query of GET /api/market/listings (`q`, `tld`, `min`, `max`, `max_length`, `sort`, `limit`, `offset`, `cursor`). */
export type ListingFilters = NonNullable<operations['listMarketListings']['parameters']['query']>;
export type ListingSort = NonNullable<ListingFilters['sort']>;

export type BatchOperation = operations['runBatch']['requestBody']['content']['application/json']['operations'][number];
export type BatchResult = Schemas['BatchResult'];
export type BatchResponse = Schemas['BatchResponse'];
/** The error body every endpoint answers: `{"error":{"code","message","request_id","details?"}}`. */
export type ErrorBody = Schemas['Error'];

/** `fetch` as the SDK calls it (the global one by default; pass your own for proxies, tests or instrumentation). */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface NameportOptions {
  /** Service address, e.g. `https://nameport.example` or `http://127.0.0.1:3000` (a path prefix is kept). */
  baseUrl: string;
  /**
   * OAuth access token with scope `pricing:read`. Sent as `Authorization: Bearer …` on the domain search only
   * (POST /api/domain/search), the one public endpoint that reads it (contract 4.1); it unmasks aftermarket prices.
   */
  accessToken?: string;
  /** Defaults to the global `fetch` (Node 18+). */
  fetch?: FetchLike;
  /**
   * Deadline of one call in milliseconds (for a stream: until its last line is read; for `batch`, each request);
   * default 30,000. 0 or Infinity = none; above 2^31 − 1 clamped to it; negative or NaN is a RangeError.
   */
  timeoutMs?: number;
  /** Extra headers sent on every request (e.g. `user-agent`). */
  headers?: Record<string, string>;
}

/** Options every method takes. */
export interface RequestOptions {
  /** Cancels the call; the promise rejects (or the iterator throws) with the signal's reason, an `AbortError`. */
  signal?: AbortSignal;
  /** Overrides the client's `timeoutMs` for this call. */
  timeoutMs?: number;
}

export interface SearchOptions extends RequestOptions {
  /** Rows for the same label on the alternate TLDs (registrable-domain queries only); the server's default is true. */
  includeAlternates?: boolean;
}

export interface WhoisOptions extends RequestOptions {
  /**
   * Sent as `Idempotency-Key`: a retry with the same key replays the stored lookup without using quota
   * (1–255 visible ASCII characters, remembered 24 h).
   */
  idempotencyKey?: string;
}
