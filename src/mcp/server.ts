import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type CallToolResult, type Tool } from '@modelcontextprotocol/sdk/types.js';
import { asApiError, errorBodyOf, retryAfterOf, type Caller } from '../batch/caller.js';
import { paramsProblem, plainSchema } from '../batch/operations.js';
import type { AppContext } from '../context.js';
import { API_VERSION } from '../http/openapi.js';
import { findTool, MCP_TOOLS, READ_ONLY_ANNOTATIONS, type ToolContext } from './tools.js';

export const MCP_SERVER_NAME = 'nameport';
export const MCP_SERVER_TITLE = 'Nameport';

/** JSON-RPC 2.0 "Invalid params" (MCP: unknown tool, arguments outside the input schema). */
export const INVALID_PARAMS = -32602;

/**
 * A JSON-RPC error the SDK's protocol layer answers as is (`code`, `message`, `data`): precedent.md's -32602 with
 * `data.code` `unknown_tool` or `invalid_arguments`. (The SDK's McpError would prefix "MCP error -32602:" to the message.)
 */
class ToolRequestError extends Error {
  readonly code = INVALID_PARAMS;
  constructor(message: string, readonly data: { code: 'unknown_tool' | 'invalid_arguments'; message: string }) {
    super(message);
  }
}

/** The tool list as MCP `tools/list` answers it and the server card shows it. */
export function toolDescriptors(): Tool[] {
  return MCP_TOOLS.map((t) => ({
    name: t.name,
    title: t.title,
    description: t.description,
    inputSchema: plainSchema(t.inputSchema) as Tool['inputSchema'],
    annotations: { title: t.title, ...READ_ONLY_ANNOTATIONS },
  }));
}

/**
 * The MCP server (official SDK, low-level `Server`) with the four tools. Why not the SDK's `McpServer.registerTool`:
 * it answers an unknown tool and arguments outside the schema as tool results with `isError`, where precedent.md has
 * the real service answer JSON-RPC -32602 with `data.code`; and its schemas are zod, while ours are the JSON Schemas
 * the batch catalogue and the server card publish (one definition, validated by the same ajv rules as HTTP input).
 *
 * - Arguments that do not fit the tool's input schema (missing, wrong type, unknown field) and unknown tools are
 *   JSON-RPC errors -32602 with `data.code` `invalid_arguments` / `unknown_tool`.
 * - Everything the service refuses is a tool error (`isError: true`) with the HTTP error code:
 *   `structuredContent: {error: {code, message, request_id, details?, retry_after?}}` and the text `code: message`
 *   (an invalid domain is `validation_error`, an exhausted WHOIS quota `rate_limited`). Nothing a tool does ends the
 *   session; unexpected failures are logged and answered `internal_error`.
 *
 * `callerOf` says who calls: the HTTP front door binds the request's viewer, stdio the local operator.
 */
export function createMcpServer(ctx: AppContext, callerOf: () => Caller): Server {
  const server = new Server(
    { name: MCP_SERVER_NAME, title: MCP_SERVER_TITLE, version: API_VERSION },
    {
      capabilities: { tools: { listChanged: false } },
      instructions: 'Nameport checks domain availability (search_domain), WHOIS/RDAP registration records (whois_lookup, daily quota), TLD prices (tld_registration_price) and TLD registration rules (tld_requirements). All tools only read.',
    },
  );
  const descriptors = toolDescriptors();
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: descriptors }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra): Promise<CallToolResult> => {
    const { name } = request.params;
    const found = findTool(name);
    if (!found) {
      const message = `Unknown tool "${name}"; tools: ${MCP_TOOLS.map((t) => t.name).join(', ')}`;
      throw new ToolRequestError(message, { code: 'unknown_tool', message });
    }
    const args = request.params.arguments ?? {};
    const problem = paramsProblem(found.inputSchema, args);
    if (problem !== null) {
      const message = `Invalid arguments for ${name}: ${problem}`;
      throw new ToolRequestError(message, { code: 'invalid_arguments', message });
    }
    const caller = callerOf();
    const progressToken = request.params._meta?.progressToken;
    const toolContext: ToolContext = {
      caller,
      signal: extra.signal,
      progress: progressToken === undefined ? undefined : (progress, total, message, meta) => extra.sendNotification({
        method: 'notifications/progress',
        params: { progressToken, progress, total, message, _meta: meta },
      }),
    };
    try {
      const outcome = await found.run(ctx, args as never, toolContext);
      return { content: [{ type: 'text', text: outcome.text }], structuredContent: outcome.structured };
    } catch (caught) {
      const error = asApiError(ctx, caught, `mcp ${name}`);
      const body = errorBodyOf(error, caller.requestId);
      const retryAfter = retryAfterOf(error);
      const structured: Record<string, unknown> = { error: retryAfter === undefined ? body.error : { ...body.error, retry_after: retryAfter } };
      return { isError: true, content: [{ type: 'text', text: `${error.code}: ${error.message}` }], structuredContent: structured };
    }
  });
  return server;
}
