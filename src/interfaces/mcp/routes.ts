import { Type } from '@sinclair/typebox';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { Caller } from '../../modules/accounts/caller.js';
import type { AppContext } from '../../context.js';
import { ApiError } from '../../platform/errors.js';
import { API_VERSION } from '../public/openapi.js';
import { errorResponses } from '../../platform/http/schemas.js';
import type { TypedApp } from '../../platform/http/typed-app.js';
import { requestCaller } from '../http/caller.js';
import { bearerChallenge, verifyBearer } from '../../modules/oauth/bearer.js';
import { MCP_PATH, mcpProtectedResourceMetadata } from '../../modules/oauth/metadata.js';
import { SCOPES } from '../../modules/oauth/policy.js';
import { ProtectedResourceMetadataSchema } from '../public/oauth.schemas.js';
import { loadOnce } from '../../platform/lib/load-once.js';
import { isAllowedMcpOrigin } from './origin.js';
import { MCP_SERVER_NAME, MCP_SERVER_TITLE, MCP_TOOL_CONCURRENCY, toolDescriptors } from './descriptors.js';

const PRICING_SCOPE = 'pricing:read';
const SERVER_DESCRIPTION = 'Domain availability, WHOIS/RDAP, TLD prices and TLD registration requirements: four read-only tools.';

/** `/.well-known/mcp.json`: the descriptor in the real service's shape (precedent.md). */
export function mcpDescriptor(ctx: AppContext) {
  const base = ctx.config.publicBaseUrl;
  const url = `${base}${MCP_PATH}`;
  return {
    name: MCP_SERVER_NAME,
    title: MCP_SERVER_TITLE,
    version: API_VERSION,
    description: SERVER_DESCRIPTION,
    mcpUrl: url,
    servers: [{ name: MCP_SERVER_NAME, url, transport: 'streamable-http', description: SERVER_DESCRIPTION }],
    mcpServers: { [MCP_SERVER_NAME]: { type: 'http', url, description: SERVER_DESCRIPTION } },
    openapi: `${base}/openapi.json`,
    serverCard: `${base}/.well-known/mcp/server-card.json`,
    auth: {
      type: 'oauth2.1',
      authorization_server_metadata: `${base}/.well-known/oauth-authorization-server`,
      protected_resource_metadata: `${base}/.well-known/oauth-protected-resource${MCP_PATH}`,
      scopes_supported: [...SCOPES],
      docs: `${base}/docs`,
      optional: true,
    },
  };
}

/**
 * The MCP SDK (server.ts and the transport, with zod beneath: some 170 modules), loaded when the first MCP request or
 * server card is served rather than when the app starts: most starts, and most test processes, never serve one.
 */
const mcpSdk = loadOnce(() => Promise.all([
  import('./server.js'), import('@modelcontextprotocol/sdk/server/streamableHttp.js'), import('@modelcontextprotocol/sdk/types.js'),
]).then(([server, http, types]) => ({ ...server, ...http, LATEST_PROTOCOL_VERSION: types.LATEST_PROTOCOL_VERSION })));

/** `/.well-known/mcp/server-card.json`: the tools with their input schemas and annotations. */
export async function mcpServerCard(ctx: AppContext) {
  const { LATEST_PROTOCOL_VERSION } = await mcpSdk();
  return {
    name: MCP_SERVER_NAME,
    title: MCP_SERVER_TITLE,
    version: API_VERSION,
    description: SERVER_DESCRIPTION,
    transport: 'streamable-http',
    url: `${ctx.config.publicBaseUrl}${MCP_PATH}`,
    protocolVersion: LATEST_PROTOCOL_VERSION,
    capabilities: { tools: { listChanged: false } },
    tools: toolDescriptors(),
  };
}

const url = (description: string) => Type.String({ description });
const McpDescriptorSchema = Type.Object({
  name: Type.String({ description: 'Server id.' }),
  title: Type.String({ description: 'Display name.' }),
  version: Type.String({ description: 'Server version (the API version).' }),
  description: Type.String({ description: 'What the server offers.' }),
  mcpUrl: url('The Streamable HTTP endpoint (POST JSON-RPC).'),
  servers: Type.Array(Type.Object({
    name: Type.String({ description: 'Server id.' }),
    url: url('Endpoint URL.'),
    transport: Type.String({ description: 'Always `streamable-http`.' }),
    description: Type.String({ description: 'What the server offers.' }),
  }), { description: 'The servers, one entry each.' }),
  mcpServers: Type.Record(Type.String(), Type.Object({
    type: Type.String({ description: 'Always `http` (Streamable HTTP), as client configuration files name it.' }),
    url: url('Endpoint URL.'),
    description: Type.String({ description: 'What the server offers.' }),
  }), { description: 'The servers keyed by id, in the shape of an MCP client configuration file (`mcpServers`).' }),
  openapi: url('The OpenAPI document of the same reads over REST.'),
  serverCard: url('The server card: tools, input schemas and annotations.'),
  auth: Type.Object({
    type: Type.String({ description: 'Always `oauth2.1`.' }),
    authorization_server_metadata: url('RFC 8414 metadata of the authorization server issuing the `pricing:read` token.'),
    protected_resource_metadata: url('RFC 9728 metadata of the MCP endpoint as a protected resource.'),
    scopes_supported: Type.Array(Type.String(), { description: 'Scopes that change an answer: `pricing:read` unmasks aftermarket prices in search_domain.' }),
    docs: url('Human documentation.'),
    optional: Type.Boolean({ description: 'Always true: every tool works without a token.' }),
  }, { description: 'The optional authorization.' }),
}, { $id: 'McpDescriptor', title: 'McpDescriptor' });

const McpServerCardSchema = Type.Object({
  name: Type.String({ description: 'Server id (the MCP `serverInfo.name`).' }),
  title: Type.String({ description: 'Display name.' }),
  version: Type.String({ description: 'Server version.' }),
  description: Type.String({ description: 'What the server offers.' }),
  transport: Type.String({ description: 'Always `streamable-http` at `url` (also stdio via `nameport mcp`).' }),
  url: url('Endpoint URL.'),
  protocolVersion: Type.String({ description: 'The latest MCP protocol version the server speaks (older ones are negotiated).' }),
  capabilities: Type.Record(Type.String(), Type.Unknown(), { description: 'MCP server capabilities.' }),
  tools: Type.Array(Type.Object({
    name: Type.String({ description: 'Tool name.' }),
    title: Type.String({ description: 'Display name.' }),
    description: Type.String({ description: 'What the tool does, written for a model.' }),
    inputSchema: Type.Record(Type.String(), Type.Unknown(), { description: 'JSON Schema of the arguments.' }),
    annotations: Type.Record(Type.String(), Type.Unknown(), { description: 'MCP tool annotations: readOnlyHint, destructiveHint, idempotentHint, openWorldHint.' }),
  }), { description: 'The tools exactly as `tools/list` answers them.' }),
}, { $id: 'McpServerCard', title: 'McpServerCard' });

/** A JSON-RPC error answer to a request whose id cannot be known (unparsable body, refused batch). */
function jsonRpcError(code: number, message: string) {
  return { jsonrpc: '2.0', error: { code, message }, id: null };
}

export const MCP_DESCRIPTION = `Nameport is also an MCP server (Model Context Protocol) with four read-only tools — \`search_domain\`,
\`whois_lookup\`, \`tld_registration_price\`, \`tld_requirements\` — each calling the same service as its REST route.

- **Streamable HTTP** at \`POST /mcp\` (JSON-RPC; answers as SSE or JSON as the transport negotiates), **stateless**: no
  \`Mcp-Session-Id\`, each POST is served by a fresh server instance, so any instance behind a load balancer answers any
  request. \`GET\` and \`DELETE /mcp\` are 405 (no server-initiated stream, no session to end). Progress notifications of
  \`search_domain\` travel on the POST's own SSE stream. Stdio: \`nameport mcp\`.
- **One message per POST**: a JSON-RPC batch (an array) is refused 400 with JSON-RPC error -32600 before anything runs
  (protocol 2025-06-18 removed batching); a body that is not JSON is 400 with -32700 (\`id: null\`). One server runs at
  most ${MCP_TOOL_CONCURRENCY} tool calls at a time.
- **Who calls**: like the REST routes, the client IP (or a verified signed-in session cookie) keys the WHOIS quota. An
  optional \`Authorization: Bearer\` token with scope \`pricing:read\` unmasks aftermarket prices in \`search_domain\`
  (RFC 9728 metadata at \`/.well-known/oauth-protected-resource/mcp\`, named by \`resource_metadata\`); an invalid, expired
  or revoked token is 401 with \`WWW-Authenticate\`, never a silent downgrade; a token without the scope is 403, a
  malformed Authorization header 400. The token does not change the WHOIS quota.
- **Errors**: a tool the server does not have, or arguments outside the tool's input schema, are JSON-RPC errors -32602
  with \`data.code\` \`unknown_tool\` / \`invalid_arguments\` (also for \`arguments\` that are null or not an object). A refusal of the service is a tool result with \`isError\` and
  \`structuredContent.error\` = \`{code, message, request_id}\` with the REST error codes (\`validation_error\`, \`not_found\`,
  \`rate_limited\` with \`retry_after\`, \`upstream_unavailable\`, …).
- **Origin** (DNS-rebinding protection, MCP transport security): a request with an \`Origin\` header is refused 403 unless it
  is the origin of the server's base URL or \`http://127.0.0.1\`, \`http://localhost\` or \`http://[::1]\` on the port the
  server listens on; clients outside a browser send none.`;

/** MCP over Streamable HTTP at /mcp, the descriptor, the server card and the endpoint's RFC 9728 metadata. */
export function mcpRoutes(app: TypedApp, ctx: AppContext): void {
  app.addSchema(McpDescriptorSchema);
  app.addSchema(McpServerCardSchema);

  app.post(MCP_PATH, {
    schema: { hide: true },
    // A body that is not JSON is a JSON-RPC parse error (-32700, id null, HTTP 400), as the transport would answer it;
    // every other error (Origin, bearer token, body size) goes on to the app's handler (interface A error body).
    errorHandler: (error: FastifyError, request, reply) => {
      if (error.code !== 'FST_ERR_CTP_INVALID_JSON_BODY' && error.code !== 'FST_ERR_CTP_EMPTY_JSON_BODY' && !(error instanceof SyntaxError)) throw error;
      return reply.code(400).headers({ 'cache-control': 'no-store', 'x-request-id': request.id }).send(jsonRpcError(-32700, 'Parse error: the body is not valid JSON'));
    },
  }, async (request, reply) => {
    const requestOrigin = request.headers.origin;
    // The port the request arrived on (inject() has no socket port: the configured one).
    const listenPort = request.socket.localPort ?? ctx.config.port;
    if (requestOrigin !== undefined && !isAllowedMcpOrigin(requestOrigin, ctx.config.publicBaseUrl, listenPort)) {
      throw new ApiError('forbidden', `Origin ${requestOrigin} may not call this MCP server (DNS-rebinding protection); only ${new URL(ctx.config.publicBaseUrl).origin}, a loopback origin on port ${listenPort}, or no Origin`);
    }
    const caller = await mcpCaller(ctx, request);
    // JSON-RPC batches (an array of messages) are refused before the transport sees them: protocol 2025-06-18 removed
    // batching, and one POST carrying hundreds of tool calls would run them all at once (each search_domain is ~11
    // upstream checks). One message per POST; the SDK's clients never batch.
    if (Array.isArray(request.body)) {
      return reply.code(400).headers({ 'cache-control': 'no-store', 'x-request-id': request.id })
        .send(jsonRpcError(-32600, 'Invalid Request: JSON-RPC batching is not supported; send one message per POST'));
    }
    const { createMcpServer, StreamableHTTPServerTransport } = await mcpSdk();
    const server = createMcpServer(ctx, () => caller);
    // Stateless (sessionIdGenerator undefined): a fresh transport per request, as the SDK requires for this mode.
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    transport.onerror = (error) => request.log.warn({ err: error }, 'MCP transport error');
    reply.hijack();
    reply.raw.setHeader('x-request-id', request.id);
    if (ctx.config.sandbox) reply.raw.setHeader('x-nameport-mode', 'sandbox');
    reply.raw.on('close', () => {
      void transport.close();
      void server.close();
    });
    try {
      await server.connect(transport);
      await transport.handleRequest(request.raw, reply.raw, request.body);
    } catch (error) {
      // The reply is hijacked, so fastify's error handler cannot answer: a JSON-RPC internal error, if nothing was sent.
      request.log.error({ err: error }, 'MCP request failed');
      if (!reply.raw.headersSent) {
        reply.raw.writeHead(500, { 'content-type': 'application/json' });
        reply.raw.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32603, message: 'Internal error' }, id: null }));
      } else {
        reply.raw.end();
      }
    }
  });
  const notAllowed = async (request: FastifyRequest, reply: FastifyReply) => reply
    .code(405)
    .headers({ allow: 'POST', 'x-request-id': request.id })
    .send({ jsonrpc: '2.0', error: { code: -32000, message: 'Method not allowed: this MCP server is stateless; send JSON-RPC with POST' }, id: null });
  app.get(MCP_PATH, { schema: { hide: true } }, notAllowed);
  app.delete(MCP_PATH, { schema: { hide: true } }, notAllowed);

  for (const path of ['/.well-known/mcp.json', '/.well-known/mcp']) {
    app.get(path, {
      schema: {
        operationId: path.endsWith('.json') ? 'getMcpDescriptor' : 'getMcpDescriptorAlias',
        tags: ['mcp'],
        summary: path.endsWith('.json') ? 'MCP server descriptor' : 'MCP server descriptor (same as /.well-known/mcp.json)',
        description: MCP_DESCRIPTION,
        response: { 200: Type.Ref(McpDescriptorSchema), ...errorResponses() },
      },
    }, async (_request, reply) => reply.header('cache-control', 'public, max-age=300').send(mcpDescriptor(ctx)));
  }
  app.get('/.well-known/mcp/server-card.json', {
    schema: {
      operationId: 'getMcpServerCard',
      tags: ['mcp'],
      summary: 'MCP server card: tools, input schemas, annotations',
      description: 'Name, version, transport, protocol version and the tools exactly as `tools/list` answers them (input schemas, annotations: every tool is read-only, idempotent, open-world, not destructive), so a client can show them before connecting.',
      response: { 200: Type.Ref(McpServerCardSchema), ...errorResponses() },
    },
  }, async (_request, reply) => reply.header('cache-control', 'public, max-age=300').send(await mcpServerCard(ctx)));
  app.get(`/.well-known/oauth-protected-resource${MCP_PATH}`, {
    schema: {
      operationId: 'mcpProtectedResourceMetadata',
      tags: ['mcp'],
      summary: 'Protected resource metadata of the MCP endpoint (RFC 9728)',
      description: 'RFC 9728 §3.1 metadata for the resource `PUBLIC_BASE_URL/mcp`: which authorization server issues the optional `pricing:read` token that unmasks aftermarket prices in `search_domain`, and how to send it (an `Authorization: Bearer` header).',
      response: { 200: Type.Ref(ProtectedResourceMetadataSchema), ...errorResponses() },
    },
  }, async () => mcpProtectedResourceMetadata(ctx.config));
  // CORS of these documents: src/interfaces/public/cors.ts.
}

/**
 * Who calls over HTTP: the viewer of the request (client IP, or a verified signed-in session cookie) keys the WHOIS
 * quota as on POST /api/tools/whois. An optional bearer token with `pricing:read` unmasks aftermarket prices, as on
 * POST /api/domain/search; a token that is present but invalid is 401/403 with WWW-Authenticate (RFC 6750 §3), not
 * a silent fall-back to anonymous.
 */
async function mcpCaller(ctx: AppContext, request: FastifyRequest): Promise<Caller> {
  const bearer = await verifyBearer(ctx, request.headers.authorization, PRICING_SCOPE);
  if (!bearer.ok && bearer.error !== 'absent') {
    const code = bearer.status === 400 ? 'validation_error' : bearer.status === 401 ? 'unauthorized' : 'forbidden';
    // resource_metadata names the /mcp document (resource = PUBLIC_BASE_URL/mcp, the URL called; RFC 9728 §3.3).
    const metadataUrl = `${ctx.config.publicBaseUrl}/.well-known/oauth-protected-resource${MCP_PATH}`;
    throw new ApiError(code, bearer.description, undefined, { challenge: bearerChallenge(ctx, bearer, PRICING_SCOPE, metadataUrl) });
  }
  return requestCaller(ctx, request, bearer.ok ? bearer.userId : null);
}
