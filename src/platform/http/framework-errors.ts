import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { ApiError, ERROR_STATUS } from '../errors.js';
import { sendError } from './error-handler.js';

/**
 * Errors raised before a route runs answer in the one error body with an X-Request-Id, like every other error
 * (issue 14 item 16). Three places produce them, each with its own hook:
 * - Node's HTTP parser (raw non-ASCII bytes in the URL, a malformed request line or header, headers over 16 KiB, a
 *   client too slow to send its headers): `clientErrorHandler`, which has only the socket;
 * - fastify's router (a malformed percent-escape in the path, a path parameter over 100 characters):
 *   `frameworkErrors`, which has a request and a reply;
 * - Node's check for the Host header of HTTP/1.1, which answers an empty 400 itself: switched off
 *   (`requireHostHeader: false`) and done in `refuseMissingHost` instead.
 */

/** Node's parser error codes (llhttp `HPE_*`, Node's own `ERR_*`) that are not a plain 400. */
const PARSER_ERRORS: Record<string, ApiError> = {
  HPE_HEADER_OVERFLOW: new ApiError('headers_too_large', 'The request line and headers are larger than 16 KiB'),
  HPE_CHUNK_EXTENSIONS_OVERFLOW: new ApiError('payload_too_large', 'The chunk extensions of the body are too large'),
  ERR_HTTP_REQUEST_TIMEOUT: new ApiError('request_timeout', 'The request headers did not arrive in time'),
};

/** The error a connection-level failure is answered with. */
export function parserError(error: ConnectionError): ApiError {
  const known = PARSER_ERRORS[error.code];
  if (known) return known;
  // llhttp's reason names the defect ("Invalid method encountered", "Invalid character in URL"): say it.
  const reason = (error as ConnectionError & { reason?: string }).reason;
  return new ApiError('validation_error', `The request is not valid HTTP/1.1${reason ? `: ${reason}` : ''}`);
}

/** The raw response for a socket that never became a request: status line, headers, the error body. */
export function rawErrorResponse(error: ApiError, requestId: string): string {
  const body = JSON.stringify({ error: { code: error.code, message: error.message, request_id: requestId } });
  const status = ERROR_STATUS[error.code];
  return [
    `HTTP/1.1 ${status} ${HTTP_REASONS[status] ?? 'Error'}`,
    'content-type: application/json; charset=utf-8',
    `content-length: ${Buffer.byteLength(body)}`,
    `x-request-id: ${requestId}`,
    'cache-control: no-store',
    // The parser cannot continue on this connection (Node destroys the socket after a client error).
    'connection: close',
    '',
    body,
  ].join('\r\n');
}

const HTTP_REASONS: Partial<Record<number, string>> = { 400: 'Bad Request', 408: 'Request Timeout', 413: 'Payload Too Large', 431: 'Request Header Fields Too Large' };

/**
 * fastify's `clientErrorHandler`, shaped like Node's own `socketOnError` (lib/_http_server.js): nothing is written to
 * a connection that reset, or whose in-flight response already sent its head (it would corrupt that response).
 */
export function clientErrorHandler(ctx: AppContext): (error: ConnectionError, socket: Socket) => void {
  return (error, socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (socket.writable && !inFlight?.headersSent) {
      const requestId = ctx.ids.next('req');
      const apiError = parserError(error);
      ctx.log.debug({ request_id: requestId, code: error.code }, 'malformed HTTP request refused');
      socket.write(rawErrorResponse(apiError, requestId));
    }
    socket.destroy(error);
  };
}

/** fastify's `frameworkErrors`: the router's refusals, with the request id fastify already minted. */
export function frameworkErrorHandler(ctx: AppContext) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    if (ctx.config.sandbox) reply.header('x-nameport-mode', 'sandbox');
    void sendError(request, reply, frameworkError(error));
  };
}

function frameworkError(error: FastifyError): ApiError {
  switch (error.code) {
    case 'FST_ERR_BAD_URL':
      return new ApiError('validation_error', 'The URL path has a malformed percent-escape or one that is not UTF-8');
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return new ApiError('uri_too_long', 'A path segment is longer than 100 characters');
    default:
      return new ApiError('internal_error', 'An unexpected error occurred; retry with exponential back-off');
  }
}

/**
 * RFC 9112 §3.2: a server MUST answer 400 to an HTTP/1.1 request without a Host header. Node does so with an empty
 * body unless `requireHostHeader` is off; it is off so the refusal is ours. For an `onRequest` hook, first of all.
 */
export function refuseMissingHost(request: FastifyRequest): ApiError | null {
  const { httpVersionMajor, httpVersionMinor, headers } = request.raw;
  if (httpVersionMajor === 1 && httpVersionMinor >= 1 && headers.host === undefined) {
    return new ApiError('validation_error', 'An HTTP/1.1 request must carry a Host header');
  }
  return null;
}

