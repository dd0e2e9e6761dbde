import type { BatchResult, ErrorBody } from './types.js';

export interface NameportErrorInit {
  status: number;
  code: string;
  message: string;
  requestId?: string | null;
  retryAfter?: number | null;
  details?: Record<string, unknown> | null;
  cause?: unknown;
  partialResults?: BatchResult[] | null;
  chunkOffset?: number | null;
}

/**
 * Every failure of a call except a caller's own abort (which rejects with the signal's `AbortError`, as `fetch`
 * does). From the server: `status` is the HTTP status and `code` its error code (`validation_error`, `not_found`,
 * `rate_limited`, …). Without an answer: `status` 0 and `code` `timeout` (the SDK's deadline passed) or
 * `network_error` (`cause` holds the original error). `incomplete_stream`: a search stream ended before its
 * `done` line.
 */
export class NameportError extends Error {
  override readonly name = 'NameportError';
  readonly status: number;
  readonly code: string;
  /** The server's request id (body `error.request_id`, else the `X-Request-Id` header): quote it in support requests. */
  readonly requestId: string | null;
  /** Seconds to wait before retrying, from `Retry-After` (on 429 `rate_limited`); null otherwise. */
  readonly retryAfter: number | null;
  /** The error's `details` object when the server sent one (the WHOIS quota sends `{used, cap, remaining, resets_at}`). */
  readonly details: Record<string, unknown> | null;
  /**
   * `batch()` only: the results of the requests that ran before the failing one (in request order; those operations
   * have run, WHOIS items used quota); null on other calls.
   */
  readonly partialResults: BatchResult[] | null;
  /** `batch()` only: the index in the operation list of the failing request's first operation (= `partialResults.length`). */
  readonly chunkOffset: number | null;

  constructor(init: NameportErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.requestId = init.requestId ?? null;
    this.retryAfter = init.retryAfter ?? null;
    this.details = init.details ?? null;
    this.partialResults = init.partialResults ?? null;
    this.chunkOffset = init.chunkOffset ?? null;
  }
}

const IMF_FIXDATE = /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;

/**
 * `Retry-After` as seconds: delta-seconds (ASCII digits) or an HTTP date in IMF-fixdate form (RFC 9110 5.6.7, 10.2.3);
 * null when absent or anything else.
 */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (value === null || value.trim() === '') return null;
  const text = value.trim();
  if (/^[0-9]+$/.test(text)) return Number(text);
  if (!IMF_FIXDATE.test(text)) return null;
  const date = Date.parse(text);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

/** The NameportError for a non-2xx response (reads the body; tolerates a body that is not our JSON error). */
export async function errorFromResponse(response: Response): Promise<NameportError> {
  let body: unknown;
  const text = await response.text().catch(() => '');
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const error = (body as Partial<ErrorBody> | undefined)?.error;
  const valid = typeof error === 'object' && error !== null && typeof error.code === 'string';
  return new NameportError({
    status: response.status,
    code: valid ? error.code : 'http_error',
    message: valid && typeof error.message === 'string' ? error.message : `HTTP ${response.status}${text ? `: ${text.slice(0, 200)}` : ''}`,
    requestId: (valid && typeof error.request_id === 'string' ? error.request_id : null) ?? response.headers.get('x-request-id'),
    retryAfter: parseRetryAfter(response.headers.get('retry-after')),
    details: valid && typeof error.details === 'object' && error.details !== null ? error.details : null,
  });
}
