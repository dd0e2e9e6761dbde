import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { TypedApp } from './typed-app.js';
import { ApiError, type ErrorCode } from '../errors.js';

/** Fastify's own HTTP failures (parsing, limits) mapped onto our codes (issue 3, item 4). */
function fromFastifyError(error: FastifyError): ApiError | null {
  if (error.validation) return new ApiError('validation_error', describeValidation(error));
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError('payload_too_large', 'The request body is larger than the limit of this endpoint');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError('validation_error', `Unsupported Content-Type; send application/json`);
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError('validation_error', 'The body is empty but Content-Type is application/json');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new ApiError('validation_error', `The body is not valid JSON: ${error.message}`);
  }
  if (error instanceof SyntaxError || error.statusCode === 400) {
    return new ApiError('validation_error', `The body could not be parsed: ${error.message}`);
  }
  const byStatus: Partial<Record<number, ErrorCode>> = { 401: 'unauthorized', 403: 'forbidden', 404: 'not_found', 409: 'conflict', 413: 'payload_too_large', 415: 'validation_error', 429: 'rate_limited' };
  const code = error.statusCode ? byStatus[error.statusCode] : undefined;
  return code ? new ApiError(code, error.message) : null;
}

/** "querystring/op must be equal to one of the allowed values" → "op must be one of: transfer, register, …". */
function describeValidation(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return error.message;
  const where = error.validationContext ?? 'request';
  const params = first.params as Record<string, unknown>;
  if (first.keyword === 'required') return `${where}: ${String(params.missingProperty)} is required`;
  const field = first.instancePath.replace(/^\//, '').replace(/\//g, '.') || where;
  if (first.keyword === 'enum') return `${field} must be one of: ${(params.allowedValues as unknown[]).join(', ')}`;
  if (first.keyword === 'additionalProperties') return `${where}: unknown field ${String(params.additionalProperty)}`;
  return `${field} ${first.message ?? 'is invalid'}`;
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: ApiError): FastifyReply {
  if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
  if (error.challenge !== undefined) reply.header('www-authenticate', error.challenge);
  reply.header('x-request-id', request.id);
  const body: { code: string; message: string; request_id: string; details?: Record<string, unknown> } = {
    code: error.code,
    message: error.message,
    request_id: request.id,
  };
  if (error.details) body.details = error.details;
  return reply.code(error.status).send({ error: body });
}

export function installErrorHandling(app: TypedApp): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const apiError = error instanceof ApiError ? error : fromFastifyError(error);
    if (apiError) return sendError(request, reply, apiError);
    // Unexpected: log everything, answer nothing internal (no stack trace in the body).
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, new ApiError('internal_error', 'An unexpected error occurred; retry with exponential back-off'));
  });
  app.setNotFoundHandler((request, reply) =>
    sendError(request, reply, new ApiError('not_found', `No route for ${request.method} ${request.url.split('?')[0]}`)),
  );
}
