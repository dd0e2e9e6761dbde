import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import pino from 'pino';
import { callerOf } from '../../modules/accounts/caller.js';
import { createRuntime } from '../../bootstrap.js';
import type { Config } from '../../platform/config.js';
import { runDueSyncs } from '../../modules/catalog/sync/schedule.js';
import { seedSandboxListings } from '../../modules/listings/sandbox-inventory.js';
import { createMcpServer, ToolCallGate } from '../mcp/server.js';

/** How long the end of the session (stdin closed, SIGINT/SIGTERM) waits for tool calls in flight to be answered. */
export const STDIO_DRAIN_MS = 5_000;

/** The address a stdio caller counts as for the WHOIS quota: the operator's own machine. */
export const STDIO_CLIENT_IP = '127.0.0.1';

/**
 * `nameport mcp [--sandbox]`: the MCP server over stdio for desktop agents, which start it as a child process.
 * The same tools as POST /mcp (src/interfaces/mcp/server.ts). stdout carries JSON-RPC only, so every log line goes to stderr.
 *
 * The caller is the local operator: anonymous, client IP 127.0.0.1 for the WHOIS quota (so it shares the anonymous
 * cap with other loopback callers of the same database), aftermarket prices masked (stdio has no session or token).
 * Like every command on the embedded database it holds the data directory lock, so with PGlite it cannot run beside
 * `serve` (use PostgreSQL via DATABASE_URL, or the HTTP endpoint /mcp of the running server).
 */
export async function mcpCommand(config: Config): Promise<number> {
  const log = pino({ level: config.logLevel, base: { service: 'nameport', transport: 'stdio' } }, pino.destination(2));
  const runtime = await createRuntime(config, { log });
  const { ctx } = runtime;
  try {
    // As `serve --sandbox` does before listening: prices, TLD data and the sandbox inventory in place first.
    if (config.sandbox) {
      await runDueSyncs(ctx);
      await seedSandboxListings(ctx);
    }
    const gate = new ToolCallGate();
    const server = createMcpServer(ctx, () => callerOf({ kind: 'anonymous', ip: STDIO_CLIENT_IP }, ctx.ids.next('req')), gate);
    const transport = new StdioServerTransport();
    transport.onerror = (error) => log.warn({ err: error }, 'MCP stdio transport error');
    const done = new Promise<void>((resolve) => {
      // The client closing our stdin is the end of the session (MCP stdio transport); signals end it too.
      process.stdin.once('end', resolve);
      process.stdin.once('close', resolve);
      process.once('SIGINT', resolve);
      process.once('SIGTERM', resolve);
    });
    await server.connect(transport);
    log.info({ sandbox: config.sandbox, database: ctx.db.kind }, 'MCP server on stdio');
    await done;
    // A client may write its last calls and close stdin at once: answer what is in flight (up to 5 s), then close.
    if (!(await gate.settle(STDIO_DRAIN_MS))) log.warn({ waitedMs: STDIO_DRAIN_MS }, 'MCP stdio: tool calls still running at exit were abandoned');
    await server.close();
    return 0;
  } finally {
    await runtime.close();
  }
}
