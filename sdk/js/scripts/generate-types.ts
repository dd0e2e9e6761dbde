/**
 * Generates sdk/js/src/generated/openapi.ts from the OpenAPI document the server really serves.
 *
 *   npm run sdk:generate            write the file
 *   npm run sdk:generate -- --check exit 1 when the committed file's types differ from the server's document
 *
 * Builds the application as `serve --sandbox` does (in-memory PGlite, migrations, the built-in loopback
 * upstreams; nothing reaches the network), reads GET /openapi.json through `inject` and converts it with
 * openapi-typescript (a devDependency of the repository, never of the SDK package).
 * test/sdk-js.test.ts calls renderOpenApiTypes() on the document of a running server and compares.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { realpathSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import pino from 'pino';
import { buildApp } from '../../../src/app.js';
import { createRuntime } from '../../../src/bootstrap.js';
import { loadConfig } from '../../../src/platform/config.js';
import { migrate } from '../../../src/platform/db/migrate.js';
import { openPglite } from '../../../src/platform/db/pglite.js';

export const GENERATED_FILE = join(import.meta.dirname, '..', 'src', 'generated', 'openapi.ts');

const BANNER = `/**
 * Types of Nameport interface A, generated from GET /openapi.json by sdk/js/scripts/generate-types.ts
 * (openapi-typescript). Do not edit: run \`npm run sdk:generate\` after changing a route's schema;
 * test/sdk-js.test.ts fails when this file no longer matches the server's document.
 */
/* eslint-disable */
`;

/** The TypeScript source for an OpenAPI document (deterministic: the same document gives the same text). */
export async function renderOpenApiTypes(document: Record<string, unknown>): Promise<string> {
  // `servers` names the address the document was served from; it is not part of the types.
  const { servers: _servers, ...rest } = document;
  const ast = await openapiTS(rest as unknown as Parameters<typeof openapiTS>[0], { alphabetize: false, exportType: false });
  return BANNER + astToString(ast);
}

/**
 * The types of generated source without its doc comments: what a drift check compares, so an edited description
 * (which only refreshes the comments at the next `npm run sdk:generate`) does not fail it, while any change to a
 * path, parameter, schema, field or enum does.
 */
export function typesOnly(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n');
}

/** GET /openapi.json of a sandbox app built in this process. */
export async function sandboxOpenApiDocument(): Promise<Record<string, unknown>> {
  const db = await openPglite(undefined);
  try {
    await migrate(db);
    const runtime = await createRuntime(loadConfig({ SANDBOX: 'true', LOG_LEVEL: 'silent' }), { db, log: pino({ level: 'silent' }) });
    try {
      const app = await buildApp(runtime.ctx);
      try {
        const response = await app.inject({ method: 'GET', url: '/openapi.json' });
        if (response.statusCode !== 200) throw new Error(`GET /openapi.json answered ${response.statusCode}`);
        return response.json<Record<string, unknown>>();
      } finally {
        await app.close();
      }
    } finally {
      await runtime.close();
    }
  } finally {
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
  const check = process.argv.includes('--check');
  const text = await renderOpenApiTypes(await sandboxOpenApiDocument());
  if (check) {
    const current = await readFile(GENERATED_FILE, 'utf8').catch(() => '');
    if (typesOnly(current) !== typesOnly(text)) {
      console.error(`${GENERATED_FILE} is out of date with the server's /openapi.json: run npm run sdk:generate`);
      process.exit(1);
    }
    console.log(`sdk/js/src/generated/openapi.ts matches /openapi.json${current === text ? '' : ' (only doc comments differ: npm run sdk:generate refreshes them)'}`);
  } else {
    await writeFile(GENERATED_FILE, text);
    console.log(`wrote ${GENERATED_FILE}`);
  }
}
