/**
 * HTTP throughput benchmark: the Nameport app (sandbox data set, embedded PGlite) against a bare
 * fastify 5 route returning a similar small JSON object. Informational only: it prints PASS/FAIL
 * against the target ratio but exits 0 unless a request failed (non-2xx, socket error, timeout)
 * or the set-up broke. See bench/README.md.
 *
 *   npm run bench                      # 10 s per target
 *   BENCH_SECONDS=30 BENCH_ROUNDS=3 npm run bench
 *
 * Environment:
 *   BENCH_SECONDS      measured seconds per target and round (default 10)
 *   BENCH_WARMUP       warm-up seconds before each measurement (default 2)
 *   BENCH_CONNECTIONS  concurrent connections (default 10)
 *   BENCH_ROUNDS       rounds; the target order rotates every round (default 1)
 *   BENCH_WORKERS      autocannon worker threads generating load (default 1; 0 = load generated on the
 *                      main thread, sharing the event loop with the servers under test)
 *   BENCH_TARGET_RATIO ratio a target must reach to PASS (default 0.6)
 *   BENCH_OUTPUT       where to write JSON results (default bench/results/latest.json; "" = none)
 */
import autocannon, { type Result } from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/app.js';
import { createRuntime, type Runtime } from '../src/bootstrap.js';
import { loadConfig } from '../src/platform/config.js';
import { runDueSyncs } from '../src/modules/catalog/sync/schedule.js';

const HOST = '127.0.0.1';
const BENCH_DIR = dirname(fileURLToPath(import.meta.url));
const BARE_BODY = { tld: 'com', op: 'register', priceCents: 1217 };

function envNumber(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) {
    throw new Error(`${name} must be a number between ${min} and ${max}, got "${raw}"`);
  }
  return value;
}

const SECONDS = envNumber('BENCH_SECONDS', 10, 1, 600);
const WARMUP_SECONDS = envNumber('BENCH_WARMUP', 2, 0, 60);
const CONNECTIONS = Math.round(envNumber('BENCH_CONNECTIONS', 10, 1, 1000));
const ROUNDS = Math.round(envNumber('BENCH_ROUNDS', 1, 1, 20));
const WORKERS = Math.round(envNumber('BENCH_WORKERS', 1, 0, 16));
const TARGET_RATIO = envNumber('BENCH_TARGET_RATIO', 0.6, 0, 100);
const OUTPUT = process.env.BENCH_OUTPUT ?? join(BENCH_DIR, 'results', 'latest.json');

interface Target {
  name: string;
  url: string;
  /** The bare target this one is compared with; a target without one is itself a baseline. */
  baseline?: string;
  /** Checks one response body before load starts (throws on a wrong shape). */
  check(body: unknown): void;
}

interface Measurement {
  round: number;
  position: number;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  /** Main-thread (servers') event-loop busy time per request, µs. */
  busyUsPerRequest: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
}

// ---------------------------------------------------------------------------------------------
// Peak RSS: sampled on the main thread (the servers' thread). With BENCH_WORKERS > 0 the RSS also
// includes the autocannon worker threads, since they live in this process.
let peakRss = process.memoryUsage().rss;
const rssTimer = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 100);
rssTimer.unref();
const sampleRss = (): number => {
  const rss = process.memoryUsage().rss;
  peakRss = Math.max(peakRss, rss);
  return rss;
};

// Hard stop: the run is bounded even if a server or autocannon hangs.
const perRunSeconds = WARMUP_SECONDS + SECONDS + 10;
const budgetMs = (120 + ROUNDS * 3 * perRunSeconds) * 1000;
const watchdog = setTimeout(() => {
  console.error(`bench: still running after ${Math.round(budgetMs / 1000)} s, giving up`);
  process.exit(1);
}, budgetMs);
watchdog.unref();

const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const baseUrl = (server: FastifyInstance): string => `http://${HOST}:${(server.server.address() as AddressInfo).port}`;

/** The metadata body the app answers, served again by the bare route so both write the same bytes. */
let bareMetadataBody: unknown = null;

async function startBare(): Promise<FastifyInstance> {
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => BARE_BODY);
  bare.get('/bare/metadata', async () => bareMetadataBody);
  await bare.listen({ port: 0, host: HOST });
  return bare;
}

async function preflight(target: Target): Promise<void> {
  const response = await fetch(target.url);
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${target.name}: preflight GET ${target.url} answered ${response.status}: ${text.slice(0, 300)}`);
  target.check(JSON.parse(text) as unknown);
  console.log(`  ${target.name.padEnd(9)} ${target.url}  -> 200, ${Buffer.byteLength(text)} B body`);
}

async function load(target: Target, seconds: number): Promise<Result> {
  return autocannon({
    url: target.url,
    title: target.name,
    connections: CONNECTIONS,
    duration: seconds,
    ...(WORKERS > 0 ? { workers: WORKERS } : {}),
    timeout: 10,
    renderProgressBar: false,
    renderResultsTable: false,
    renderLatencyTable: false,
  });
}

/**
 * Warm-up run (results only checked for failures), then the measured run. Main-thread event-loop
 * utilisation over the measured run gives the servers' busy time per request, which is less
 * sensitive than req/s to other processes competing for the CPU.
 */
async function measure(target: Target): Promise<{ result: Result; warmup: Result | undefined; busyUsPerRequest: number }> {
  const warmup = WARMUP_SECONDS > 0 ? await load(target, WARMUP_SECONDS) : undefined;
  const elu = performance.eventLoopUtilization();
  const result = await load(target, SECONDS);
  const { active } = performance.eventLoopUtilization(elu);
  const busyUsPerRequest = result.requests.total > 0 ? (active * 1000) / result.requests.total : 0;
  return { result, warmup, busyUsPerRequest };
}

function statusCodes(result: Result): Record<string, number> {
  return Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]));
}

function pad(value: string, width: number, right = false): string {
  return right ? value.padStart(width) : value.padEnd(width);
}

async function main(): Promise<number> {
  const started = Date.now();
  const rssAtStart = sampleRss();
  const loadAvgStart = loadavg()[0]!;
  const dataDir = await mkdtemp(join(tmpdir(), 'nameport-bench-'));
  let bare: FastifyInstance | undefined;
  let runtime: Runtime | undefined;
  let app: FastifyInstance | undefined;
  try {
    bare = await startBare();

    const config = loadConfig({ SANDBOX: 'true', LOG_LEVEL: 'silent', DATA_DIR: dataDir, PRICE_SYNC_INTERVAL_SECONDS: '86400' });
    runtime = await createRuntime(config);
    const syncStarted = Date.now();
    await runDueSyncs(runtime.ctx);
    const syncMs = Date.now() - syncStarted;
    const typed = await buildApp(runtime.ctx);
    app = typed as unknown as FastifyInstance;
    await typed.listen({ port: 0, host: HOST });
    const rssReady = sampleRss();

    const appBase = baseUrl(app);
    // Compare like with like: the metadata answer is 577 bytes, not 47, and writing it costs in any server.
    bareMetadataBody = await (await fetch(`${appBase}/api/tlds/com/metadata`)).json();
    const targets: Target[] = [
      {
        name: 'bare',
        url: `${baseUrl(bare)}/bare`,
        check: (body) => {
          if (JSON.stringify(body) !== JSON.stringify(BARE_BODY)) throw new Error(`bare: unexpected body ${JSON.stringify(body)}`);
        },
      },
      {
        name: 'bare-meta',
        url: `${baseUrl(bare)}/bare/metadata`,
        check: (body) => {
          if (JSON.stringify(body) !== JSON.stringify(bareMetadataBody)) throw new Error('bare-meta: unexpected body');
        },
      },
      {
        name: 'pricing',
        baseline: 'bare',
        url: `${appBase}/api/pricing/tld?tld=com&op=register`,
        check: (body) => {
          const b = body as { tld?: unknown; op?: unknown; priceCents?: unknown };
          if (b.tld !== 'com' || b.op !== 'register' || typeof b.priceCents !== 'number') {
            throw new Error(`pricing: unexpected body ${JSON.stringify(body)} (did the sandbox price sync run?)`);
          }
        },
      },
      {
        name: 'metadata',
        baseline: 'bare-meta',
        url: `${appBase}/api/tlds/com/metadata`,
        check: (body) => {
          const b = body as { tld?: unknown; stale?: unknown };
          if (b.tld !== 'com' || typeof b.stale !== 'boolean') throw new Error(`metadata: unexpected body ${JSON.stringify(body).slice(0, 300)}`);
        },
      },
    ];

    console.log(`Nameport bench: ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up + ${SECONDS} s per target, ` +
      `${ROUNDS} round(s), load from ${WORKERS > 0 ? `${WORKERS} worker thread(s)` : 'the main thread'}, Node ${process.version}`);
    console.log(`Sandbox data set loaded into PGlite in ${syncMs} ms (data dir ${dataDir})`);
    console.log('Preflight:');
    for (const target of targets) await preflight(target);

    const peakBeforeLoad = Math.max(peakRss, sampleRss());
    peakRss = 0;
    const measurements = new Map<string, Measurement[]>(targets.map((t) => [t.name, []]));
    let failedRequests = 0;
    for (let round = 0; round < ROUNDS; round++) {
      // Rotate the order each round so no target always runs first (cold) or last.
      const order = targets.map((_, i) => targets[(i + round) % targets.length]!);
      for (const [position, target] of order.entries()) {
        process.stdout.write(`  round ${round + 1}/${ROUNDS}: ${target.name.padEnd(9)} ... `);
        const { result, warmup, busyUsPerRequest } = await measure(target);
        sampleRss();
        const m: Measurement = {
          round: round + 1,
          position: position + 1,
          reqPerSec: result.requests.average,
          p50Ms: result.latency.p50,
          p99Ms: result.latency.p99,
          busyUsPerRequest,
          requests: result.requests.total,
          non2xx: result.non2xx,
          errors: result.errors,
          timeouts: result.timeouts,
          statusCodes: statusCodes(result),
        };
        measurements.get(target.name)!.push(m);
        const warmupFailures = warmup ? warmup.non2xx + warmup.errors : 0;
        const failures = m.non2xx + m.errors + warmupFailures;
        failedRequests += failures;
        console.log(`${Math.round(m.reqPerSec)} req/s, p99 ${m.p99Ms} ms, ${m.busyUsPerRequest.toFixed(1)} µs busy/req` +
          (failures > 0 ? `  !! ${m.non2xx} non-2xx, ${m.errors} errors (${m.timeouts} timeouts), ` +
            `${warmupFailures} failed in warm-up, status codes ${JSON.stringify(m.statusCodes)}` : ''));
      }
    }

    const peakDuringLoad = Math.max(peakRss, sampleRss());
    peakRss = Math.max(peakBeforeLoad, peakDuringLoad);
    const average = (values: number[]): number => values.reduce((a, b) => a + b, 0) / Math.max(values.length, 1);
    const rpsOf = (name: string): number => average(measurements.get(name)!.map((m) => m.reqPerSec));
    const summary = targets.map((target) => {
      const ms = measurements.get(target.name)!;
      const reqPerSec = average(ms.map((m) => m.reqPerSec));
      const baselineRps = rpsOf(target.baseline ?? target.name);
      const ratio = baselineRps > 0 ? reqPerSec / baselineRps : 0;
      return {
        target: target.name,
        url: target.url.replace(/^http:\/\/[^/]+/, ''),
        reqPerSec,
        p99Ms: Math.max(...ms.map((m) => m.p99Ms)),
        busyUsPerRequest: average(ms.map((m) => m.busyUsPerRequest)),
        ratio,
        baseline: target.baseline ?? null,
        pass: target.baseline ? ratio >= TARGET_RATIO : null,
        non2xx: ms.reduce((a, m) => a + m.non2xx, 0),
        errors: ms.reduce((a, m) => a + m.errors, 0),
        runs: ms,
      };
    });

    console.log('');
    const header = `${pad('target', 10)}${pad('path', 38)}${pad('req/s', 10, true)}${pad('p99 ms', 9, true)}` +
      `${pad('µs/req', 9, true)}${pad('ratio', 8, true)}  result`;
    console.log(header);
    console.log('-'.repeat(header.length + 4));
    for (const s of summary) {
      const verdict = s.pass === null ? '(baseline)' : s.pass ? 'PASS' : `FAIL (< ${TARGET_RATIO})`;
      console.log(`${pad(s.target, 10)}${pad(s.url, 38)}${pad(Math.round(s.reqPerSec).toString(), 10, true)}` +
        `${pad(s.p99Ms.toString(), 9, true)}${pad(s.busyUsPerRequest.toFixed(1), 9, true)}${pad(s.ratio.toFixed(2), 8, true)}  ${verdict}`);
    }
    const finalRss = sampleRss();
    console.log('');
    console.log(`µs/req = main-thread event-loop busy time per request${WORKERS > 0 ? '' : ' (includes the load generator: BENCH_WORKERS=0)'}.`);
    console.log(`RSS: start ${mb(rssAtStart)}, app ready ${mb(rssReady)}, end ${mb(finalRss)}; ` +
      `peak ${mb(peakRss)} overall, ${mb(peakBeforeLoad)} before load (start-up + sandbox sync), ${mb(peakDuringLoad)} under load (sampled every 100 ms)`);
    const loadAvgEnd = loadavg()[0]!;
    console.log(`Load average (1 min): ${loadAvgStart.toFixed(2)} at start, ${loadAvgEnd.toFixed(2)} at end on ${availableParallelism()} CPU(s)` +
      (Math.max(loadAvgStart, loadAvgEnd) > availableParallelism() ? ' -- other processes compete for the CPU, expect noisy numbers' : ''));
    if (failedRequests > 0) console.error(`bench: ${failedRequests} request(s) failed (non-2xx or socket errors); see above`);

    if (OUTPUT !== '') {
      const out = resolve(OUTPUT);
      await mkdir(dirname(out), { recursive: true });
      await writeFile(out, `${JSON.stringify({
        date: new Date().toISOString(),
        node: process.version,
        platform: `${process.platform}-${process.arch}`,
        settings: { seconds: SECONDS, warmupSeconds: WARMUP_SECONDS, connections: CONNECTIONS, rounds: ROUNDS, workers: WORKERS, targetRatio: TARGET_RATIO },
        syncMs,
        rss: { start: rssAtStart, ready: rssReady, end: finalRss, peak: peakRss, peakBeforeLoad, peakDuringLoad },
        loadAverage: { start: loadAvgStart, end: loadAvgEnd, cpus: availableParallelism() },
        targets: summary,
        failedRequests,
        wallSeconds: (Date.now() - started) / 1000,
      }, null, 2)}\n`);
      console.log(`Results written to ${relative(process.cwd(), out) || out}`);
    }
    return failedRequests > 0 ? 1 : 0;
  } finally {
    await app?.close().catch((error: unknown) => console.error('bench: closing the app failed:', error));
    await runtime?.close().catch((error: unknown) => console.error('bench: closing the runtime failed:', error));
    await bare?.close().catch((error: unknown) => console.error('bench: closing the bare server failed:', error));
    await rm(dataDir, { recursive: true, force: true }).catch(() => undefined);
  }
}

main().then(
  (code) => {
    process.exitCode = code;
    clearInterval(rssTimer);
    clearTimeout(watchdog);
    // Everything is closed; if a stray handle still keeps the loop alive, do not hang on it.
    setTimeout(() => {
      console.error('bench: a handle kept the process alive after shutdown; exiting');
      process.exit(code);
    }, 5_000).unref();
  },
  (error: unknown) => {
    console.error('bench failed:', error);
    process.exit(1);
  },
);
