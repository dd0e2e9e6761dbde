import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { plainSchema } from '../batch/operations.js';
import { BATCH_CONCURRENCY } from '../batch/service.js';
import { MCP_TOOLS, READ_ONLY_ANNOTATIONS } from './tools.js';

/**
 * What the MCP server says of itself, without the MCP SDK: the routes (descriptor, server card, the description in
 * /openapi.json) are registered at start-up from these, and the SDK (server.ts, ~170 modules with zod) is loaded only
 * when the first MCP request arrives (src/interfaces/mcp/routes.ts).
 */
export const MCP_SERVER_NAME = 'nameport';
export const MCP_SERVER_TITLE = 'Nameport';

/**
 * Tool calls one MCP server runs at once: the batch's bound (BATCH_CONCURRENCY). Over HTTP every POST has a server of
 * its own and JSON-RPC batches are refused (src/interfaces/mcp/routes.ts), so a request runs one call; over stdio one process is
 * one session, and a client that sends many calls at once gets them run 4 at a time, the rest waiting in order.
 */
export const MCP_TOOL_CONCURRENCY = BATCH_CONCURRENCY;

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
