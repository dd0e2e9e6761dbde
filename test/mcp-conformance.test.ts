// test-plan: PGlite only: runs the MCP conformance suite (transport, origins, protocol) against the listening server; the MCP tools' results are checked on both databases by test/mcp-http.test.ts
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import { useTestApp } from './helpers/app.js';
import { freePort } from './helpers/browser.js';

/**
 * Issue 14 item 12: the official MCP conformance suite (`@modelcontextprotocol/conformance`, pinned to 0.1.13: 0.1.14
 * and later crash on Node 20) against a real listening server. Its `dns-rebinding-protection` scenario failed: /mcp
 * refused `Origin: http://127.0.0.1:PORT` because the base URL said localhost. Loopback origins of the listen port
 * must pass, foreign ones stay refused.
 */
const run = promisify(execFile);
const packageJson = createRequire(import.meta.url).resolve('@modelcontextprotocol/conformance/package.json');
const CONFORMANCE_CLI = join(dirname(packageJson), 'dist', 'index.js');

describe('issue 14 item 12: the MCP conformance suite against the listening server', () => {
  let port = 0;
  // The default configuration (no PUBLIC_BASE_URL), listening on a free port of 127.0.0.1 as `serve --port N` does.
  const env: Record<string, string> = {};
  before(async () => {
    port = await freePort();
    env.PORT = String(port);
  });
  const h = useTestApp({ env });
  before(async () => {
    await h.t.app.listen({ port, host: '127.0.0.1' });
  });

  async function scenario(name: string, url: string): Promise<string> {
    try {
      const { stdout } = await run(process.execPath, [CONFORMANCE_CLI, 'server', '--url', url, '--scenario', name], { timeout: 60_000 });
      return stdout;
    } catch (error) {
      const failed = error as { stdout?: string; stderr?: string; code?: number };
      assert.fail(`conformance scenario ${name} failed (exit ${failed.code}):\n${failed.stdout}\n${failed.stderr}`);
    }
  }

  for (const name of ['server-initialize', 'ping', 'tools-list', 'dns-rebinding-protection']) {
    test(`issue 14 item 12: conformance scenario ${name} passes`, async () => {
      const output = await scenario(name, `http://127.0.0.1:${port}/mcp`);
      assert.match(output, /Passed: (\d+)\/\1, 0 failed/);
    });
  }

  test('issue 14 item 12: dns-rebinding-protection passes whichever loopback name the client uses (localhost)', async () => {
    const output = await scenario('dns-rebinding-protection', `http://localhost:${port}/mcp`);
    assert.match(output, /Passed: 2\/2, 0 failed/);
  });
});
