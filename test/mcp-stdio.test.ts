import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { McpError, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { createTestDatabase, TEST_DATABASE } from './helpers/db.js';

const root = join(import.meta.dirname, '..');
const baseEnv = { ...process.env, LOG_LEVEL: 'info', RTR_API_KEY: '', SANDBOX: '', DATABASE_URL: '' } as Record<string, string>;

/**
 * `nameport mcp --sandbox` over stdio (issue 8), driven by the official SDK's Client through StdioClientTransport,
 * which spawns the built CLI as a desktop agent would (scripts/run-tests.mjs builds dist/ before the tests, as for
 * test/cli.test.ts). The process runs on this pass's database: PGlite in a temp dir, or a fresh PostgreSQL database.
 */
describe('MCP over stdio: nameport mcp', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'nameport-mcp-stdio-'));
  let database: { url: string; drop(): Promise<void> } | undefined;
  let client: Client;
  let stderr = '';
  /** Everything the client transport reported (a stdout line that is not JSON-RPC would be one). */
  const transportErrors: Error[] = [];
  const env = () => ({ ...baseEnv, DATA_DIR: dataDir, WHOIS_DAILY_CAP_ANONYMOUS: '1', ...(database ? { DATABASE_URL: database.url } : {}) });

  before(async () => {
    if (TEST_DATABASE === 'postgres') database = await createTestDatabase();
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: ['dist/main.js', 'mcp', '--sandbox'],
      cwd: root,
      env: env(),
      stderr: 'pipe',
    });
    // Set before connect: the client's protocol layer chains it, so every transport error is recorded.
    transport.onerror = (error) => void transportErrors.push(error);
    transport.stderr?.on('data', (chunk: Buffer) => { stderr += chunk.toString('utf8'); });
    client = new Client({ name: 'nameport-stdio-test', version: '1.0.0' });
    // The first start opens a new database, applies migrations and syncs the sandbox data before it answers.
    await client.connect(transport, { timeout: 120_000 });
  });
  after(async () => {
    await client?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const call = async (name: string, args: Record<string, unknown>) =>
    (await client.callTool({ name, arguments: args }, undefined, { timeout: 60_000 })) as CallToolResult & { structuredContent?: Record<string, any> };

  test('issue 8: the stdio server lists the same four read-only tools', async () => {
    assert.equal(client.getServerVersion()?.name, 'nameport');
    const { tools } = await client.listTools();
    assert.deepEqual(tools.map((t) => t.name), ['search_domain', 'whois_lookup', 'tld_registration_price', 'tld_requirements']);
    assert.ok(tools.every((t) => t.annotations?.readOnlyHint === true && t.annotations.destructiveHint === false));
  });

  test('issue 8: each tool answers from the sandbox data set over stdio', async () => {
    const price = await call('tld_registration_price', { tld: 'com', operation: 'register' });
    assert.deepEqual(price.structuredContent, { tld: 'com', op: 'register', priceCents: 1217 });
    const rules = await call('tld_requirements', { tld: 'nl' });
    assert.equal(rules.structuredContent!.tld, 'nl');
    assert.ok(Array.isArray(rules.structuredContent!.allowedYears));
    const search = await call('search_domain', { domain: 'acme-roasters.com', include_alternates: false });
    assert.equal(search.isError, undefined, JSON.stringify(search.content));
    assert.deepEqual(search.structuredContent!.rows.map((r: any) => r.domain), ['acme-roasters.com']);
    // The stdio caller is anonymous: aftermarket prices stay masked.
    for (const row of search.structuredContent!.rows) if (row.listing) assert.equal(row.listing.price_cents, null);
  });

  test('issue 8: errors over stdio are tool errors with the HTTP codes (invalid domain, quota exhausted) and -32602 for bad arguments', async () => {
    const invalid = await call('whois_lookup', { domain: 'not a domain' });
    assert.equal(invalid.isError, true);
    assert.equal(invalid.structuredContent!.error.code, 'validation_error');
    const first = await call('whois_lookup', { domain: 'google.com' });
    assert.equal(first.isError, undefined, JSON.stringify(first.content));
    assert.equal(first.structuredContent!.lookup.domain, 'google.com');
    assert.deepEqual([first.structuredContent!.used, first.structuredContent!.cap], [1, 1]);
    const exhausted = await call('whois_lookup', { domain: 'google.com' });
    assert.equal(exhausted.isError, true);
    assert.equal(exhausted.structuredContent!.error.code, 'rate_limited');
    await assert.rejects(client.callTool({ name: 'whois_lookup', arguments: {} }), (error: unknown) =>
      error instanceof McpError && error.code === -32602 && (error.data as { code: string }).code === 'invalid_arguments');
    assert.equal((await client.listTools()).tools.length, 4, 'the session goes on');
    assert.doesNotMatch(stderr, /"level":(50|60)/, `no error was logged:\n${stderr}`);
  });

  test('issue 8: the logs (LOG_LEVEL=info) go to stderr; the client transport reported no error', async () => {
    await client.listTools();
    assert.match(stderr, /"msg":"MCP server on stdio"/, 'info lines are logged, on stderr');
    assert.deepEqual(transportErrors.map(String), []);
  });

  test('issue 8 review: every stdout line is JSON-RPC; on stdin close the calls in flight are answered before exit', { timeout: 120_000 }, async () => {
    // The SDK client's process holds the data directory lock (PGlite): end it before starting the raw one.
    await client.close();
    const child = spawn(process.execPath, ['dist/main.js', 'mcp', '--sandbox'], { cwd: root, env: env(), stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let childStderr = '';
    child.stdout.on('data', (chunk: Buffer) => { stdout += chunk.toString('utf8'); });
    child.stderr.on('data', (chunk: Buffer) => { childStderr += chunk.toString('utf8'); });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    const send = (message: Record<string, unknown>) => child.stdin.write(`${JSON.stringify(message)}\n`);
    send({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } });
    const initialized = Date.now() + 60_000;
    while (!stdout.includes('\n') && Date.now() < initialized) await new Promise((resolve) => setTimeout(resolve, 20));
    send({ jsonrpc: '2.0', method: 'notifications/initialized' });
    send({ jsonrpc: '2.0', id: 2, method: 'tools/list' });
    send({ jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'search_domain', arguments: { domain: 'acme-roasters.com' }, _meta: { progressToken: 'p' } } });
    send({ jsonrpc: '2.0', id: 4, method: 'tools/call', params: { name: 'tld_requirements', arguments: { tld: 'nl' } } });
    child.stdin.end(); // at once: calls 3 and 4 are still in flight
    assert.equal(await exited, 0, childStderr);
    assert.ok(stdout.endsWith('\n'), 'stdout ends with a complete line');
    const lines = stdout.slice(0, -1).split('\n');
    const messages = lines.map((line) => {
      const message = JSON.parse(line) as Record<string, any>;
      assert.equal(message.jsonrpc, '2.0', line);
      assert.ok('id' in message || 'method' in message, line);
      return message;
    });
    const answered = messages.filter((m) => 'id' in m && !('method' in m));
    assert.deepEqual(answered.map((m) => m.id).sort(), [1, 2, 3, 4]);
    assert.ok(answered.every((m) => m.result && !m.error), JSON.stringify(answered));
    assert.ok(messages.some((m) => m.method === 'notifications/progress'), 'progress notifications are JSON-RPC lines too');
    assert.match(childStderr, /"msg":"MCP server on stdio"/);
  });

  test('nameport mcp --help describes the command; nameport --help lists it', () => {
    const help = spawnSync(process.execPath, ['dist/main.js', 'mcp', '--help'], { cwd: root, env: baseEnv, encoding: 'utf8' });
    assert.equal(help.status, 0);
    assert.match(help.stdout, /Usage: nameport mcp \[--sandbox\]/);
    assert.match(help.stdout, /stdio/);
    const main = spawnSync(process.execPath, ['dist/main.js', '--help'], { cwd: root, env: baseEnv, encoding: 'utf8' });
    assert.match(main.stdout, /^ {2}mcp /m);
  });
});
