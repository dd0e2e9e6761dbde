/**
 * One error type for the whole service. The HTTP status of an error comes only from
 * ERROR_STATUS below (contract 7.1/7.2), so a code can never be answered with two statuses.
 */
export const ERROR_STATUS = {
  validation_error: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  // Answered before any route runs (issue 14 item 16): by Node's HTTP parser (431, 408) or the router (414).
  request_timeout: 408,
  uri_too_long: 414,
  headers_too_large: 431,
  rate_limited: 429,
  internal_error: 500,
  upstream_unavailable: 503,
  // Interface B (issue 10; contract 7.2, precedent.md): every authentication failure is a 401.
  missing_credentials: 401,
  missing_signature_headers: 401,
  invalid_timestamp: 401,
  replay_detected: 401,
  invalid_signature: 401,
  missing_idempotency_key: 400,
  invalid_query: 400,
  service_unavailable: 503,
  // Partner orders (issue 16; contract 7.2).
  quote_expired: 422,
  price_mismatch: 422,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** Human descriptions of each code; rendered into the OpenAPI description and the README. */
export const ERROR_DESCRIPTIONS: Record<ErrorCode, string> = {
  validation_error: 'A parameter or the body is missing or malformed; the message names the problem.',
  unauthorized: 'Credentials are required or were rejected.',
  forbidden: 'The credentials are valid but do not allow this operation.',
  not_found: 'No such route or resource.',
  conflict: 'The request conflicts with the current state of the resource.',
  payload_too_large: 'The request body is larger than the configured limit.',
  request_timeout: 'The request headers did not arrive in time; the connection is closed.',
  uri_too_long: 'A path segment is longer than 100 characters.',
  headers_too_large: 'The request line and headers together exceed 16 KiB (a very long query string included); the connection is closed.',
  rate_limited: 'A rate limit or quota is exhausted; Retry-After gives the seconds to wait.',
  internal_error: 'An unexpected error; retry with exponential back-off.',
  upstream_unavailable: 'An upstream data source did not answer in time and no cached answer exists; retry later.',
  missing_credentials: 'Partner API: the X-Service-Key-Id header is missing.',
  missing_signature_headers: 'Partner API: X-Service-Timestamp, X-Service-Nonce or X-Service-Signature is missing.',
  invalid_timestamp: 'Partner API: the timestamp is not Unix seconds or is more than 300 s from server time (details.server_time).',
  replay_detected: 'Partner API: the nonce is not a UUID or was already used within the tracking window; sign each attempt with a new nonce.',
  invalid_signature: 'Partner API: unknown or revoked key id, or the signature does not match (details.canonical_sha256 is the hash of the canonical string the server computed).',
  missing_idempotency_key: 'Partner API: this write needs an Idempotency-Key header (8 to 255 printable characters, e.g. a UUID or a payment session id).',
  invalid_query: 'Partner API: the search query q is missing or shorter than 2 characters.',
  quote_expired: 'Partner API: the quote is 10 minutes old or older; ask for a new quote.',
  price_mismatch: 'Partner API: the sale price sent differs from the current listing price (details name both amounts).',
  service_unavailable: 'The service cannot do this right now: it is not configured for it (for the partner API: NAMEPORT_SECRET_KEY) or a dependency it needs (the database, Redis) does not answer; retry later.',
};

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly details: Record<string, unknown> | undefined;
  /**
   * Seconds the caller should wait before retrying (429, some 503s). Only the HTTP layer turns it into a
   * `Retry-After` header; batch results and MCP errors carry the number as it is.
   */
  readonly retryAfterSeconds: number | undefined;
  /** An RFC 6750 / RFC 9110 §11.6.1 challenge, sent by the HTTP layer as `WWW-Authenticate` (bearer token errors). */
  readonly challenge: string | undefined;

  constructor(code: ErrorCode, message: string, details?: Record<string, unknown>, options: { retryAfterSeconds?: number; challenge?: string } = {}) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.details = details;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.challenge = options.challenge;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
