/**
 * Partner API throughput (issue 10): a signed GET of interface B against a bare fastify route writing the same
 * body, in one run. Every signed request carries a fresh nonce and timestamp (signed in autocannon's worker
 * threads by bench/partner-sign-request.cjs), so the server does the whole pipeline each time: header checks,
 * canonical string, HMAC, constant-time compare, the atomic nonce insert, the rate-limit count and the listing read.
 * Target: ratio ≥ 0.4. Informational, like bench/run.ts: exits 1 only when a request failed.
 *
 *   npm run bench:partner
 *   BENCH_SECONDS=10 BENCH_ROUNDS=2 npm run bench:partner
 *   BENCH_PARTNER_REDIS=redis://127.0.0.1:6379 npm run bench:partner   # nonces and counters in Redis
 *
 * Environment: BENCH_SECONDS (8), BENCH_WARMUP (2), BENCH_CONNECTIONS (10), BENCH_ROUNDS (1), BENCH_WORKERS (1),
 * BENCH_TARGET_RATIO (0.4), BENCH_PARTNER_REDIS (unset: the database store), DATABASE_URL (unset: embedded PGlite),
 * BENCH_ONLY (`signed` or `bare`: load one target only, e.g. under `node --cpu-prof`).
 */
import autocannon, { type Result } from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/app.js';
import { createRuntime, type Runtime } from '../src/bootstrap.js';
import { loadConfig } from '../src/platform/config.js';
import { seedSandboxListings } from '../src/modules/listings/sandbox-inventory.js';
import { canonicalQuery } from '../src/modules/partners/auth/canonical.js';
import { createCredential } from '../src/modules/partners/credentials/service.js';

const HOST = '127.0.0.1';
const BENCH_DIR = dirname(fileURLToPath(import.meta.url));
const num = (name: string, fallback: number) => (process.env[name]?.trim() ? Number(process.env[name]) : fallback);
const SECONDS = num('BENCH_SECONDS', 8);
const WARMUP = num('BENCH_WARMUP', 2);
const CONNECTIONS = num('BENCH_CONNECTIONS', 10);
const ROUNDS = num('BENCH_ROUNDS', 1);
const WORKERS = num('BENCH_WORKERS', 1);
const TARGET = num('BENCH_TARGET_RATIO', 0.4);
const PATH = '/api/partner/v1/pricing';
const QUERY = 'domain=brewlab.com';
/** `signed` or `bare`: load only that target (profiling with `node --cpu-prof`); the ratio is then not computed. */
const ONLY = process.env.BENCH_ONLY?.trim() || '';

async function load(url: string, seconds: number): Promise<Result> {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    timeout: 10,
    ...(WORKERS > 0 ? { workers: WORKERS } : {}),
    requests: [{ method: 'GET', setupRequest: join(BENCH_DIR, 'partner-sign-request.cjs') }],
  } as unknown as Parameters<typeof autocannon>[0]);
}

async function main(): Promise<number> {
  const dataDir = await mkdtemp(join(tmpdir(), 'nameport-bench-partner-'));
  let runtime: Runtime | undefined;
  let app: FastifyInstance | undefined;
  let bare: FastifyInstance | undefined;
  try {
    const config = loadConfig({
      ...process.env,
      SANDBOX: 'true', LOG_LEVEL: 'silent', DATA_DIR: dataDir, PRICE_SYNC_INTERVAL_SECONDS: '0',
      // The bench measures throughput, not the contract's 60/min.
      PARTNER_RATE_SEARCH_PER_MINUTE: '10000000',
      REDIS_URL: process.env.BENCH_PARTNER_REDIS ?? '',
      REDIS_KEY_PREFIX: `nameport-bench:${process.pid}:`,
    });
    runtime = await createRuntime(config);
    await seedSandboxListings(runtime.ctx);
    const credential = await createCredential(runtime.ctx, { name: 'Bench', scopes: ['search'], environment: 'sandbox' });
    const typed = await buildApp(runtime.ctx);
    app = typed as unknown as FastifyInstance;
    await typed.listen({ port: 0, host: HOST });
    const appUrl = `http://${HOST}:${(app.server.address() as AddressInfo).port}${PATH}?${QUERY}`;

    process.env.BENCH_PARTNER_KEY_ID = credential.keyId;
    process.env.BENCH_PARTNER_SECRET = credential.secret;
    process.env.BENCH_PARTNER_PATH = PATH;
    process.env.BENCH_PARTNER_CANONICAL_QUERY = canonicalQuery(QUERY);

    // The bare route answers the same bytes the signed route does.
    const sign = (await import(join(BENCH_DIR, 'partner-sign-request.cjs'))).default as (r: { headers: Record<string, string> }) => { headers: Record<string, string> };
    const preflight = await fetch(appUrl, { headers: sign({ headers: {} }).headers });
    const body = await preflight.text();
    if (preflight.status !== 200) throw new Error(`preflight: signed GET answered ${preflight.status}: ${body}`);
    bare = Fastify({ logger: false });
    const parsed = JSON.parse(body) as unknown;
    bare.get(PATH, async () => parsed);
    await bare.listen({ port: 0, host: HOST });
    const bareUrl = `http://${HOST}:${(bare.server.address() as AddressInfo).port}${PATH}?${QUERY}`;

    console.log(`Partner bench: ${CONNECTIONS} connections, ${WARMUP} s warm-up + ${SECONDS} s per target, ${ROUNDS} round(s), ` +
      `${WORKERS} worker(s), store ${runtime.ctx.partner.guard.kind} (${runtime.ctx.partner.guard.mode}), database ${runtime.ctx.db.kind}, Node ${process.version}`);
    console.log(`  preflight: ${PATH}?${QUERY} -> 200, ${Buffer.byteLength(body)} B`);
    const rps: Record<string, number[]> = { bare: [], signed: [] };
    const busy: Record<string, number[]> = { bare: [], signed: [] };
    let failures = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const order: [string, string][] = round % 2 === 0 ? [['bare', bareUrl], ['signed', appUrl]] : [['signed', appUrl], ['bare', bareUrl]];
      for (const [name, url] of order.filter(([name]) => !ONLY || name === ONLY)) {
        if (WARMUP > 0) failures += ((r) => r.non2xx + r.errors)(await load(url, WARMUP));
        const elu = performance.eventLoopUtilization();
        const result = await load(url, SECONDS);
        const { utilization } = performance.eventLoopUtilization(elu);
        failures += result.non2xx + result.errors;
        rps[name]!.push(result.requests.average);
        busy[name]!.push(result.requests.average > 0 ? (utilization * 1e6) / result.requests.average : 0);
        console.log(`  round ${round + 1}: ${name.padEnd(6)} ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, ` +
          `${busy[name]!.at(-1)!.toFixed(1)} µs busy/req${result.non2xx + result.errors ? `  !! ${result.non2xx} non-2xx, ${result.errors} errors` : ''}`);
      }
    }
    const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    if (ONLY) {
      console.log(`\n${ONLY} ${Math.round(avg(rps[ONLY]!))} req/s (BENCH_ONLY: no ratio)`);
      return failures > 0 ? 1 : 0;
    }
    const ratio = avg(rps.signed!) / avg(rps.bare!);
    console.log(`\nbare   ${Math.round(avg(rps.bare!))} req/s\nsigned ${Math.round(avg(rps.signed!))} req/s\nratio  ${ratio.toFixed(2)}  ${ratio >= TARGET ? 'PASS' : `FAIL (< ${TARGET})`}`);
    console.log(`Load average (1 min): ${loadavg()[0]!.toFixed(2)} on ${availableParallelism()} CPU(s)`);
    if (failures > 0) console.error(`bench: ${failures} request(s) failed`);
    return failures > 0 ? 1 : 0;
  } finally {
    await app?.close().catch(() => undefined);
    await bare?.close().catch(() => undefined);
    await runtime?.close().catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true }).catch(() => undefined);
  }
}

main().then((code) => process.exit(code), (error: unknown) => {
  console.error('bench failed:', error);
  process.exit(1);
});
