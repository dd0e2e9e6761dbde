/**
 * Generates the SDK's answer types from the OpenAPI documents the server really serves:
 *   sdk/js/src/generated/openapi.ts          from GET /openapi.json (interface A)
 *   sdk/js/src/generated/partner-openapi.ts  from GET /api/partner/v1/openapi.json (interface B)
 *
 *   npm run sdk:generate            write both files
 *   npm run sdk:generate -- --check exit 1 when a committed file's types differ from the server's document
 *
 * Builds the application as `serve --sandbox` does (in-memory PGlite, migrations, the built-in loopback
 * upstreams; nothing reaches the network), reads both documents through `inject` and converts them with
 * openapi-typescript (a devDependency of the repository, never of the SDK package).
 * test/sdk-js.test.ts and test/sdk-partner-js.test.ts call renderOpenApiTypes() on the documents of a running server
 * and compare.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { realpathSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import pino from 'pino';
import { buildApp } from '../../../src/app.js';
import { createRuntime } from '../../../src/bootstrap.js';
import { PARTNER_OPENAPI_PATH } from '../../../src/interfaces/partner/plugin.js';
import { loadConfig } from '../../../src/platform/config.js';
import { migrate } from '../../../src/platform/db/migrate.js';
import { openPglite } from '../../../src/platform/db/pglite.js';

const GENERATED_DIR = join(import.meta.dirname, '..', 'src', 'generated');

/** What each interface's types are generated from, and where they are written. */
export const TARGETS = {
  public: {
    documentPath: '/openapi.json',
    file: join(GENERATED_DIR, 'openapi.ts'),
    banner: `/**
 * Types of Nameport interface A, generated from GET /openapi.json by sdk/js/scripts/generate-types.ts
 * (openapi-typescript). Do not edit: run \`npm run sdk:generate\` after changing a route's schema;
 * test/sdk-js.test.ts fails when this file no longer matches the server's document.
 */
/* eslint-disable */
`,
  },
  partner: {
    documentPath: PARTNER_OPENAPI_PATH,
    file: join(GENERATED_DIR, 'partner-openapi.ts'),
    banner: `/**
 * Types of Nameport interface B (the signed partner API), generated from GET /api/partner/v1/openapi.json by
 * sdk/js/scripts/generate-types.ts (openapi-typescript). Do not edit: run \`npm run sdk:generate\` after changing a
 * partner route's schema; test/sdk-partner-js.test.ts fails when this file no longer matches the server's document.
 */
/* eslint-disable */
`,
  },
} as const;

export type GeneratedInterface = keyof typeof TARGETS;

/** Interface A's generated file (kept under its first name for the drift check of test/sdk-js.test.ts). */
export const GENERATED_FILE = TARGETS.public.file;
export const PARTNER_GENERATED_FILE = TARGETS.partner.file;

/** The TypeScript source for an OpenAPI document (deterministic: the same document gives the same text). */
export async function renderOpenApiTypes(document: Record<string, unknown>, target: GeneratedInterface = 'public'): Promise<string> {
  // `servers` names the address the document was served from; it is not part of the types.
  const { servers: _servers, ...rest } = document;
  const ast = await openapiTS(rest as unknown as Parameters<typeof openapiTS>[0], { alphabetize: false, exportType: false });
  return TARGETS[target].banner + astToString(ast);
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

/** Both OpenAPI documents of a sandbox app built in this process. */
export async function sandboxOpenApiDocuments(): Promise<Record<GeneratedInterface, Record<string, unknown>>> {
  const db = await openPglite(undefined);
  try {
    await migrate(db);
    const runtime = await createRuntime(loadConfig({ SANDBOX: 'true', LOG_LEVEL: 'silent' }), { db, log: pino({ level: 'silent' }) });
    try {
      const app = await buildApp(runtime.ctx);
      try {
        const read = async (url: string): Promise<Record<string, unknown>> => {
          const response = await app.inject({ method: 'GET', url });
          if (response.statusCode !== 200) throw new Error(`GET ${url} answered ${response.statusCode}`);
          return response.json<Record<string, unknown>>();
        };
        return { public: await read(TARGETS.public.documentPath), partner: await read(TARGETS.partner.documentPath) };
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
  const documents = await sandboxOpenApiDocuments();
  let stale = false;
  for (const target of Object.keys(TARGETS) as GeneratedInterface[]) {
    const { documentPath, file } = TARGETS[target];
    const text = await renderOpenApiTypes(documents[target], target);
    const relative = `sdk/js/src/generated/${basename(file)}`;
    if (!check) {
      await writeFile(file, text);
      console.log(`wrote ${relative}`);
      continue;
    }
    const current = await readFile(file, 'utf8').catch(() => '');
    if (typesOnly(current) !== typesOnly(text)) {
      console.error(`${relative} is out of date with the server's ${documentPath}: run npm run sdk:generate`);
      stale = true;
    } else {
      console.log(`${relative} matches ${documentPath}${current === text ? '' : ' (only doc comments differ: npm run sdk:generate refreshes them)'}`);
    }
  }
  if (stale) process.exit(1);
}
