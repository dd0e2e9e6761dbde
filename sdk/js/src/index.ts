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
