import type { TypedApp } from '../../platform/http/typed-app.js';

/**
 * CORS for interface A's reads (issue 14 item 11). Contract 5.1: every interface A endpoint works without credentials,
 * and the search reads an optional bearer token, so a browser app on another origin must be able to call them with
 * `Authorization: Bearer` (which makes the request preflighted). Deliberately `*` and no credentials mode:
 * - no `Access-Control-Allow-Credentials`, so a browser never sends a cookie with a request another origin may read:
 *   a cross-origin caller is served as anonymous or by its bearer token, never as the signed-in user of the browser;
 * - the routes that act on a signed-in session (bulk operations, the pages, sign-in) and the partner API (server to
 *   server, HMAC-signed) are not listed and answer no CORS at all, their preflights included (a 404 without
 *   `Access-Control-Allow-Origin`, which a browser treats as a refusal).
 * The OAuth endpoints and their metadata have their own CORS in src/interfaces/public/oauth.routes.ts; /mcp has none (it checks
 * Origin instead, src/interfaces/mcp/origin.ts).
 */
export const CORS_ROUTES: Readonly<Record<string, readonly ('GET' | 'POST')[]>> = {
  '/api/domain/search': ['POST'],
  '/api/tools/whois': ['POST'],
  '/api/pricing/tld': ['GET'],
  '/api/tlds/:tld/metadata': ['GET'],
  '/api/market/listings': ['GET'],
  '/api/batch': ['GET', 'POST'],
  '/openapi.json': ['GET'],
  '/.well-known/mcp.json': ['GET'],
  '/.well-known/mcp': ['GET'],
  '/.well-known/mcp/server-card.json': ['GET'],
  '/.well-known/oauth-protected-resource/mcp': ['GET'],
};

/** Request headers a cross-origin caller may send: the bearer token, a JSON body, the whois retry key, its own trace id. */
export const CORS_ALLOWED_HEADERS = 'authorization, content-type, idempotency-key, x-request-id';

/**
 * Response headers a cross-origin script may read besides the CORS-safelisted ones: the request id (quoted in
 * support requests), Retry-After on 429, the bearer challenge on 401/403, the sandbox marker.
 */
export const CORS_EXPOSED_HEADERS = 'x-request-id, retry-after, www-authenticate, x-nameport-mode';

/** How long a browser may cache a preflight answer (seconds). */
const PREFLIGHT_MAX_AGE_SECONDS = '600';

/**
 * Adds the CORS headers to every response of a listed route (errors included, so a browser app can read the error
 * body and its request id) and answers the preflights. Called before the routes are registered; the OPTIONS routes
 * are hidden from the OpenAPI document.
 */
export function installCors(app: TypedApp): void {
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.routeOptions.url;
    if (url !== undefined && Object.hasOwn(CORS_ROUTES, url) && request.method !== 'OPTIONS') {
      reply.header('access-control-allow-origin', '*').header('access-control-expose-headers', CORS_EXPOSED_HEADERS);
    }
    done();
  });
  for (const [path, methods] of Object.entries(CORS_ROUTES)) {
    app.options(path, { schema: { hide: true } }, async (_request, reply) => reply.code(204).headers({
      'access-control-allow-origin': '*',
      'access-control-allow-methods': [...methods, 'OPTIONS'].join(', '),
      'access-control-allow-headers': CORS_ALLOWED_HEADERS,
      'access-control-max-age': PREFLIGHT_MAX_AGE_SECONDS,
    }).send());
  }
}
