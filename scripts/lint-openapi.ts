/**
 * `npm run lint:openapi`: lints the OpenAPI document the application really generates.
 *
 * Builds the app the way the tests do (test/helpers/app.ts: in-memory PGlite via openTestDb, the local
 * FakeRtr upstream), fetches GET /openapi.json, writes it to a temporary file and runs
 * `redocly lint --config redocly.yaml <file>` on it. Prints Redocly's output and exits with its status.
 *
 * Nothing here reaches the network: the upstream is the local fake, and Redocly runs with telemetry and
 * the update check off on a single local file with no external `$ref`s.
 *
 * test/openapi.test.ts calls lintOpenApiDocument() on the document of its own test app.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TypedApp } from '../src/platform/http/typed-app.js';
import { buildTestApp } from '../test/helpers/app.js';
import { openTestDb } from '../test/helpers/db.js';
import { FakeRtr } from '../test/helpers/fake-rtr.js';

export const ROOT = join(import.meta.dirname, '..');
export const REDOCLY_CONFIG = join(ROOT, 'redocly.yaml');
export const REDOCLY_BIN = join(ROOT, 'node_modules', '.bin', 'redocly');

/** Environment for the Redocly process: no telemetry, no update check against the npm registry. */
export const REDOCLY_ENV = { REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } as const;

export interface OpenApiLintResult {
  /** Redocly's exit status (0 = no errors; warnings do not fail). */
  status: number;
  /** stdout and stderr of Redocly, in the order they arrived. */
  output: string;
  /** The command line that was run, for messages. */
  command: string;
}

export interface LintOptions {
  /** Redocly config file; default redocly.yaml at the repository root. */
  config?: string;
  /** Redocly output format (codeframe, stylish, summary, …); default Redocly's own (codeframe). */
  format?: string;
  /** Kill Redocly after this long; default 120 s. */
  timeoutMs?: number;
}

/** GET /openapi.json from the app (the exact document clients receive), as parsed JSON. */
export async function fetchOpenApiDocument(app: TypedApp): Promise<Record<string, unknown>> {
  const response = await app.inject({ method: 'GET', url: '/openapi.json' });
  if (response.statusCode !== 200) {
    throw new Error(`GET /openapi.json answered ${response.statusCode}: ${response.body.slice(0, 500)}`);
  }
  return response.json<Record<string, unknown>>();
}

/** Writes the document to a temporary file and runs `redocly lint` on it. */
export async function lintOpenApiDocument(document: unknown, options: LintOptions = {}): Promise<OpenApiLintResult> {
  const dir = await mkdtemp(join(tmpdir(), 'nameport-openapi-'));
  const file = join(dir, 'openapi.json');
  try {
    await writeFile(file, `${JSON.stringify(document, null, 2)}\n`);
    const args = ['lint', '--config', options.config ?? REDOCLY_CONFIG];
    if (options.format) args.push(`--format=${options.format}`);
    args.push(file);
    return await runRedocly(args, options.timeoutMs ?? 120_000);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function runRedocly(args: string[], timeoutMs: number): Promise<OpenApiLintResult> {
  const command = `redocly ${args.join(' ')}`;
  return new Promise((resolve, reject) => {
    // node_modules/.bin/redocly is a link to the CLI's JS entry point: run it with this same Node.
    const child = spawn(process.execPath, [REDOCLY_BIN, ...args], {
      cwd: ROOT,
      env: { ...process.env, ...REDOCLY_ENV, NO_COLOR: '1', FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`could not run ${REDOCLY_BIN} (is @redocly/cli installed? run npm install): ${error.message}`));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      let output = Buffer.concat(chunks).toString('utf8');
      if (signal) output += `\n[redocly was killed by ${signal}${signal === 'SIGKILL' ? ` after ${timeoutMs} ms` : ''}]\n`;
      resolve({ status: code ?? 1, output, command });
    });
  });
}

/**
 * Builds the application exactly like test/helpers/app.ts (in-memory PGlite, FakeRtr), lints its
 * GET /openapi.json with redocly.yaml, and tears everything down again.
 */
export async function lintGeneratedOpenApi(options: LintOptions = {}): Promise<OpenApiLintResult> {
  const db = await openTestDb();
  const rtr = await new FakeRtr().start();
  try {
    const testApp = await buildTestApp(db, rtr);
    try {
      return await lintOpenApiDocument(await fetchOpenApiDocument(testApp.app), options);
    } finally {
      await testApp.close();
    }
  } finally {
    await rtr.stop();
    await db.close();
  }
}

function isMain(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return realpathSync(entry) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isMain()) {
  try {
    const result = await lintGeneratedOpenApi();
    process.stdout.write(result.output);
    if (result.status !== 0) {
      console.error(`\nOpenAPI lint failed (${result.command} exited with ${result.status}).`);
      console.error('Fix the route schemas in src/ that generate the reported parts; redocly.yaml says which rules are off and why.');
    }
    process.exit(result.status);
  } catch (error) {
    console.error('OpenAPI lint could not run:', error);
    process.exit(2);
  }
}
