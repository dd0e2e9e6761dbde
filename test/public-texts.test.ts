// test-plan: PGlite only: checks the wording of public documents, tool lists and error messages; what the routes store is checked on both databases by their own tests
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { createMcpServer } from '../src/interfaces/mcp/server.js';
import { periodText } from '../src/interfaces/mcp/tools.js';
import { useTestApp } from './helpers/app.js';

/**
 * Issue 14 item 17: what users read explains itself. Our contract is an internal document nobody outside has seen, so
 * public texts (the OpenAPI document, the batch catalogue, MCP tools/list and the server card, error messages) neither
 * name it nor cite its section numbers ("contract 4.1", "(2.6, 4.1, 8)", "rule 3"). Code comments and tests still do.
 */
const CONTRACT_WORD = /\bcontract/i;
/**
 * A parenthesised bare section number or list of them, e.g. "(2.1)", "(2.6, 4.1, 8)"; "OAuth 2.1", "RFC 6749 §5.2" or
 * a default such as "(60)" are fine.
 */
const SECTION_LIST = /\(\d{1,2}\.\d{1,2}(?:,\s*\d{1,2}(?:\.\d{1,2})?)*\)|\(\d{1,2}(?:,\s*\d{1,2}(?:\.\d{1,2})?)+\)/;
const SECTION_RULE = /\b\d\.\d+ rule \d|\brule \d+\b/;

/** Every string inside a JSON value, with the path it was found at. */
function strings(value: unknown, path = '$'): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => strings(v, `${path}.${k}`));
  return [];
}

function assertSelfExplaining(document: unknown, where: string): void {
  const offending: string[] = [];
  for (const [path, text] of strings(document)) {
    for (const pattern of [CONTRACT_WORD, SECTION_LIST, SECTION_RULE]) {
      const found = pattern.exec(text);
      if (found) offending.push(`${path}: …${text.slice(Math.max(0, found.index - 60), found.index + found[0].length + 20)}…`);
    }
  }
  assert.deepEqual(offending, [], `${where} cites the contract`);
}

describe('issue 14 item 17: public texts do not cite the contract', () => {
  const h = useTestApp();
  const clients: Client[] = [];
  after(async () => {
    for (const client of clients) await client.close();
  });
  const get = async (url: string) => {
    const response = await h.t.app.inject({ method: 'GET', url });
    assert.equal(response.statusCode, 200, `${url}: ${response.body.slice(0, 200)}`);
    return response.json() as unknown;
  };
  async function mcpClient(): Promise<Client> {
    const server = createMcpServer(h.t.ctx, () => ({ viewer: { kind: 'anonymous', ip: '127.0.0.1' }, requestId: 'req_test', revealAftermarketPrices: false }) as never);
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await server.connect(serverSide);
    const client = new Client({ name: 'nameport-test', version: '1.0.0' });
    await client.connect(clientSide);
    clients.push(client);
    return client;
  }

  test('/openapi.json, GET /api/batch, the MCP descriptor and server card contain no "contract" and no section numbers', async () => {
    const openapi = await get('/openapi.json');
    assert.ok(strings(openapi).length > 200, 'the document was read');
    assertSelfExplaining(openapi, '/openapi.json');
    assertSelfExplaining(await get('/api/batch'), 'GET /api/batch');
    assertSelfExplaining(await get('/.well-known/mcp.json'), '/.well-known/mcp.json');
    assertSelfExplaining(await get('/.well-known/mcp/server-card.json'), 'server card');
  });

  test('MCP tools/list and the server instructions contain no "contract" and no section numbers', async () => {
    const client = await mcpClient();
    const { tools } = await client.listTools();
    assert.equal(tools.length, 4);
    assertSelfExplaining(tools, 'tools/list');
    assertSelfExplaining(client.getInstructions() ?? '', 'instructions');
  });

  test('error messages a user can provoke do not cite it either (OAuth registration, bulk, batch)', async () => {
    const register = await h.t.app.inject({
      method: 'POST', url: '/api/oauth/register',
      payload: { redirect_uris: ['http://127.0.0.1:9/cb'], token_endpoint_auth_method: 'client_secret_basic' },
    });
    assert.equal(register.statusCode, 400);
    assertSelfExplaining(register.json(), 'OAuth registration error');
    const batch = await h.t.app.inject({ method: 'POST', url: '/api/batch', payload: { operations: Array.from({ length: 21 }, () => ({ op: 'tld_requirements', params: { tld: 'com' } })) } });
    assert.equal(batch.statusCode, 400);
    assertSelfExplaining(batch.json(), 'batch envelope error');
  });

  test('the MCP search tool names its own argument, `domain`, in a validation error (not the HTTP field `q`)', async () => {
    const client = await mcpClient();
    for (const domain of ['not a domain', 'co.uk']) {
      const result = (await client.callTool({ name: 'search_domain', arguments: { domain } })) as CallToolResult & { structuredContent?: { error?: { code: string; message: string } } };
      assert.equal(result.isError, true, domain);
      assert.equal(result.structuredContent?.error?.code, 'validation_error');
      assert.match(result.structuredContent!.error!.message, /^domain /, domain);
      assert.doesNotMatch(result.structuredContent!.error!.message, /\bq\b/, domain);
    }
    // Over HTTP the field is still `q`.
    const http = await h.t.app.inject({ method: 'POST', url: '/api/domain/search', payload: { q: 'not a domain' } });
    assert.match(http.json().error.message, /^q /);
  });

  test('the tld_requirements summary says "1 year", never "1–1 years"; ranges and lists read naturally', async () => {
    assert.equal(periodText([1], 'year'), '1 year');
    assert.equal(periodText([2], 'year'), '2 years');
    assert.equal(periodText([1, 2], 'year'), '1 or 2 years');
    assert.equal(periodText([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 'year'), '1–10 years');
    assert.equal(periodText([1, 2, 5, 10], 'year'), '1, 2, 5 or 10 years');
    assert.equal(periodText([3, 6], 'month'), '3 or 6 months');
    // Through the tool, for a TLD registrable for exactly one year.
    h.rtr.tlds.set('one', { provider: 'one', applicableFor: [], metadata: { createDomainPeriods: [12], renewDomainPeriods: [12] } });
    const client = await mcpClient();
    const result = (await client.callTool({ name: 'tld_requirements', arguments: { tld: 'one' } })) as CallToolResult;
    const text = (result.content[0] as { text: string }).text;
    assert.doesNotMatch(text, /1–1 years/);
    assert.match(text, /: 1 year;/);
  });
});
