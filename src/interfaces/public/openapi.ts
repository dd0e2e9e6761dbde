import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypedApp } from '../../platform/http/typed-app.js';
import type { Config } from '../../platform/config.js';
import { ERROR_DESCRIPTIONS, ERROR_STATUS } from '../../platform/errors.js';
import { ErrorBody } from '../../platform/http/schemas.js';
import { swaggerUiCsp } from '../http/swagger-ui-csp.js';

export const API_VERSION = '1.0.0';

/** The decisions on points the contract leaves open that apply to the whole interface. */
function apiDescription(): string {
  const errorRows = Object.entries(ERROR_STATUS)
    .map(([code, status]) => `| ${status} | \`${code}\` | ${ERROR_DESCRIPTIONS[code as keyof typeof ERROR_STATUS]} |`)
    .join('\n');
  return `Nameport public interface (interface A): domain availability, WHOIS/RDAP, TLD lifecycle pricing,
TLD registration requirements, marketplace listings, batch reads and bulk operations. No credentials are needed.
The partner interface (interface B, signed requests) has its own document, \`/api/partner/v1/openapi.json\`, and
reference page, [/docs/partner](/docs/partner).

## Conventions
- Every response carries \`X-Request-Id\`; a caller-supplied \`X-Request-Id\` of 1–128 characters
  \`[A-Za-z0-9._:-]\` is echoed, otherwise the server mints one (\`req_…\`).
- Errors are always \`{"error":{"code","message","request_id"}}\` (plus \`details\` where useful); the HTTP status
  is fixed by the code:

| HTTP | code | meaning |
|---|---|---|
${errorRows}

- Malformed JSON and an unsupported \`Content-Type\` are \`validation_error\` (400); a body over the configured
  limit (default 256 KiB) is \`payload_too_large\` (413). Unknown routes are \`not_found\` (404).
- Money is integer USD cents.
- Browser apps on any origin may call the reads — search, WHOIS, pricing, TLD requirements, listings, batch, this
  document and the MCP descriptors — including the preflight for \`Authorization\`, \`Content-Type\` and
  \`Idempotency-Key\`: \`Access-Control-Allow-Origin: *\` without credentials (a cross-origin caller authenticates with a
  bearer token, not with the browser's session cookie), exposing \`X-Request-Id\`, \`Retry-After\` and
  \`WWW-Authenticate\`. Bulk operations, which act on a signed-in session, answer no cross-origin request.
`;
}

/** Registers the generated OpenAPI 3.1 document (GET /openapi.json) and the reference page (/docs). */
export async function registerOpenApi(app: TypedApp, config: Config): Promise<void> {
  app.addSchema(ErrorBody);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Nameport API',
        version: API_VERSION,
        description: apiDescription(),
        license: { name: 'Proprietary', identifier: 'LicenseRef-Nameport' },
      },
      servers: [{ url: config.publicBaseUrl, description: 'This Nameport instance' }],
      // Interface A needs no credentials (contract 5.1); the optional bearer token is declared per operation.
      security: [],
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description: 'Optional OAuth 2.1 access token with scope `pricing:read` (see /.well-known/oauth-authorization-server); read only by POST /api/domain/search, where it unmasks aftermarket prices.',
          },
        },
      },
      tags: [
        { name: 'search', description: 'Domain availability search, streamed as NDJSON' },
        { name: 'pricing', description: 'TLD lifecycle prices' },
        { name: 'tlds', description: 'TLD registration requirements' },
        { name: 'whois', description: 'WHOIS/RDAP lookups with a daily quota' },
        { name: 'market', description: 'Aftermarket listings' },
        { name: 'bulk', description: 'Bulk operations on a signed-in user\'s domains' },
        { name: 'batch', description: 'Several reads in one request' },
        { name: 'mcp', description: 'The MCP server: descriptor, server card and its protected-resource metadata; the JSON-RPC endpoint itself is POST /mcp' },
        { name: 'meta', description: 'This API description and service health' },
        { name: 'oauth', description: 'OAuth 2.1 authorization server for the optional `pricing:read` token; errors are RFC 6749 bodies' },
      ],
    },
    refResolver: {
      // Named components (`#/components/schemas/Error`) instead of def-0, def-1, …
      buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`),
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true, defaultModelsExpandDepth: 1 },
    // Swagger UI's policy (swagger-ui-csp.ts). "Try it out" calls the document's `servers` URL, the base URL: allowed
    // even when the page was opened under another name of the same server (localhost vs 127.0.0.1, issue 14 item 12);
    // the reads answer CORS.
    staticCSP: swaggerUiCsp([new URL(config.publicBaseUrl).origin]),
  });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
