import type { AppContext } from '../../context.js';
import { ApiError, type ErrorCode } from '../../platform/errors.js';

/** The interface A error body (`{"error":{"code","message","request_id","details"?}}`), as src/platform/http/error-handler.ts sends it. */
export interface ErrorBodyValue {
  error: { code: ErrorCode; message: string; request_id: string; details?: Record<string, unknown> };
}

/**
 * Any failure of an operation as an ApiError: ours keep their code; anything unexpected is logged here and becomes
 * `internal_error` with no internals in the message (the HTTP error handler's rule).
 */
export function asApiError(ctx: AppContext, error: unknown, where: string): ApiError {
  if (error instanceof ApiError) return error;
  ctx.log.error({ err: error, where }, 'unhandled error');
  return new ApiError('internal_error', 'An unexpected error occurred; retry with exponential back-off');
}

export function errorBodyOf(error: ApiError, requestId: string): ErrorBodyValue {
  const body: ErrorBodyValue['error'] = { code: error.code, message: error.message, request_id: requestId };
  if (error.details) body.details = error.details;
  return { error: body };
}

/** Seconds to wait before retrying (429, some 503s), if the error says. */
export function retryAfterOf(error: ApiError): number | undefined {
  return error.retryAfterSeconds;
}
