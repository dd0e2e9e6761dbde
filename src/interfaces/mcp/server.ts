import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { ErrorCode, ListToolsRequestSchema, McpError, type CallToolResult, type JSONRPCRequest, type ProgressToken } from '@modelcontextprotocol/sdk/types.js';
import { asApiError, errorBodyOf, retryAfterOf } from '../batch/caller.js';
import type { Caller } from '../../modules/accounts/caller.js';
import { paramsProblem } from '../batch/operations.js';
import type { AppContext } from '../../context.js';
import { API_VERSION } from '../public/openapi.js';
import { MCP_SERVER_NAME, MCP_SERVER_TITLE, MCP_TOOL_CONCURRENCY, toolDescriptors } from './descriptors.js';
import { findTool, MCP_TOOLS, type ToolContext } from './tools.js';

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

/**
 * Bounds the tool calls of one server (a semaphore of `limit`) and tracks those in flight, so `nameport mcp` can let
 * them finish before it closes the runtime (`settle`). A call cancelled while it waits for a slot never starts.
 */
export class ToolCallGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(readonly limit: number = MCP_TOOL_CONCURRENCY) {}

  run<T>(signal: AbortSignal, fn: () => Promise<T>): Promise<T> {
    const call = this.bounded(signal, fn);
    this.inFlight.add(call);
    const forget = () => { this.inFlight.delete(call); };
    call.then(forget, forget);
    return call;
  }

  /** Resolves true once no call is in flight (answers written), or false after `timeoutMs`. */
  async settle(timeoutMs: number): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<false>((resolve) => { timer = setTimeout(() => resolve(false), timeoutMs); });
    const drained = (async () => {
      while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
      // The SDK sends a handler's answer a few microtasks after the handler returns: let it go out first.
      await new Promise((resolve) => setImmediate(resolve));
      return true as const;
    })();
    try {
      return await Promise.race([drained, timedOut]);
    } finally {
      clearTimeout(timer);
    }
  }

  private async bounded<T>(signal: AbortSignal, fn: () => Promise<T>): Promise<T> {
    if (this.running < this.limit) this.running++;
    else {
      await new Promise<void>((resolve, reject) => {
        const start = () => {
          signal.removeEventListener('abort', cancel);
          resolve();
        };
        const cancel = () => {
          this.waiting.splice(this.waiting.indexOf(start), 1);
          reject(signal.reason instanceof Error ? signal.reason : new Error('cancelled'));
        };
        this.waiting.push(start);
        signal.addEventListener('abort', cancel, { once: true });
      }); // the slot is handed over by the call that ends (running stays the same)
    }
    try {
      signal.throwIfAborted();
      return await fn();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

/** A tools/call request's params as sent, checked by hand (see createMcpServer): the SDK's own check answers -32603. */
function toolCallParams(request: JSONRPCRequest): { name: string; args: Record<string, unknown>; progressToken: ProgressToken | undefined } {
  const params = request.params as Record<string, unknown> | undefined;
  const name = params?.name;
  if (typeof name !== 'string') {
    const message = 'Invalid tools/call request: params.name (the tool name, a string) is required';
    throw new ToolRequestError(message, { code: 'invalid_arguments', message });
  }
  const args = params!.arguments;
  if (args !== undefined && (args === null || typeof args !== 'object' || Array.isArray(args))) {
    const message = `Invalid arguments for ${name}: arguments must be an object`;
    throw new ToolRequestError(message, { code: 'invalid_arguments', message });
  }
  const meta = params!._meta as { progressToken?: unknown } | undefined;
  const token = meta?.progressToken;
  return {
    name,
    args: (args ?? {}) as Record<string, unknown>,
    progressToken: typeof token === 'string' || typeof token === 'number' ? token : undefined,
  };
}

/**
 * The MCP server (official SDK, low-level `Server`) with the four tools. Why not the SDK's `McpServer.registerTool`:
 * it answers an unknown tool and arguments outside the schema as tool results with `isError`, where precedent.md has
 * the real service answer JSON-RPC -32602 with `data.code`; and its schemas are zod, while ours are the JSON Schemas
 * the batch catalogue and the server card publish (one definition, validated by the same ajv rules as HTTP input).
 *
 * - Arguments that do not fit the tool's input schema (missing, wrong type, unknown field, `null` or not an object)
 *   and unknown tools are JSON-RPC errors -32602 with `data.code` `invalid_arguments` / `unknown_tool`. tools/call is
 *   served by the SDK's `fallbackRequestHandler`, which receives the request as sent: a handler registered with
 *   `setRequestHandler(CallToolRequestSchema)` is only reached after the SDK's zod parse, whose failure (e.g.
 *   `arguments: null`) is a -32603 carrying zod's issue list.
 * - Everything the service refuses is a tool error (`isError: true`) with the HTTP error code:
 *   `structuredContent: {error: {code, message, request_id, details?, retry_after?}}` and the text `code: message`
 *   (an invalid domain is `validation_error`, an exhausted WHOIS quota `rate_limited`). Nothing a tool does ends the
 *   session; unexpected failures are logged and answered `internal_error`.
 * - At most `gate.limit` tool calls run at once (MCP_TOOL_CONCURRENCY).
 *
 * `callerOf` says who calls: the HTTP front door binds the request's viewer, stdio the local operator.
 */
export function createMcpServer(ctx: AppContext, callerOf: () => Caller, gate: ToolCallGate = new ToolCallGate()): Server {
  const server = new Server(
    { name: MCP_SERVER_NAME, title: MCP_SERVER_TITLE, version: API_VERSION },
    {
      capabilities: { tools: { listChanged: false } },
      instructions: 'Nameport checks domain availability (search_domain), WHOIS/RDAP registration records (whois_lookup, daily quota), TLD prices (tld_registration_price) and TLD registration rules (tld_requirements). All tools only read.',
    },
  );
  const descriptors = toolDescriptors();
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: descriptors }));
  server.fallbackRequestHandler = async (request, extra): Promise<CallToolResult> => {
    if (request.method !== 'tools/call') throw new McpError(ErrorCode.MethodNotFound, 'Method not found');
    const { name, args, progressToken } = toolCallParams(request);
    const found = findTool(name);
    if (!found) {
      const message = `Unknown tool "${name}"; tools: ${MCP_TOOLS.map((t) => t.name).join(', ')}`;
      throw new ToolRequestError(message, { code: 'unknown_tool', message });
    }
    const problem = paramsProblem(found.inputSchema, args);
    if (problem !== null) {
      const message = `Invalid arguments for ${name}: ${problem}`;
      throw new ToolRequestError(message, { code: 'invalid_arguments', message });
    }
    const caller = callerOf();
    const toolContext: ToolContext = {
      caller,
      signal: extra.signal,
      progress: progressToken === undefined ? undefined : (progress, total, message, meta) => extra.sendNotification({
        method: 'notifications/progress',
        params: { progressToken, progress, total, message, _meta: meta },
      }),
    };
    // Outside the try: a call cancelled while it waits for a slot is not answered at all (the SDK drops the answer).
    return gate.run(extra.signal, async (): Promise<CallToolResult> => {
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
  };
  return server;
}
