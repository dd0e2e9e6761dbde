/**
 * Domain search latency and memory (issue 6): time to the first row and to `done` for 1 and 100 concurrent searches
 * with fake upstreams at a fixed latency, a fully cached search's first row, and RSS across 1,000 searches.
 * Informational: prints PASS/FAIL against the targets, exits 0 unless a search failed. See bench/README.md.
 *
 *   npm run bench:search
 *   SEARCH_BENCH_LATENCY_MS=100 npm run bench:search
 *
 * The upstreams (bench/search-upstreams.ts, in a worker thread) answer in the real formats after SEARCH_BENCH_LATENCY_MS (default 50 ms):
 * DNS over UDP (the production resolver asks it), RDAP over HTTP (an IANA-style bootstrap names it), and the
 * Realtime Register domain check over HTTP. Labels are unique per search unless the cache is the point.
 * Realistic mix: the label is delegated (registered) on com/net/org/io/co and free elsewhere, so registered rows
 * are decided by the first answers (DNS or RDAP, one latency) and free ones by the registrar (two latencies).
 */
import { request } from 'node:http';
import { Worker } from 'node:worker_threads';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app.js';
import { createRuntime } from '../src/bootstrap.js';
import { loadConfig } from '../src/platform/config.js';
import { runDueSyncs } from '../src/modules/catalog/sync/schedule.js';
import { DnsResolverProvider } from '../src/providers/dns/resolver-provider.js';
import { RdapBootstrap } from '../src/providers/rdap/bootstrap.js';
import { RdapClient } from '../src/providers/rdap/client.js';
import { RtrClient } from '../src/providers/rtr/client.js';

const LATENCY_MS = Number(process.env.SEARCH_BENCH_LATENCY_MS ?? 50);
const MEMORY_SEARCHES = Number(process.env.SEARCH_BENCH_MEMORY_SEARCHES ?? 1000);
const REGISTERED_TLDS = new Set(['com', 'net', 'org', 'io', 'co']);
const TLDS = ['com', 'net', 'org', 'io', 'co', 'ai', 'app', 'dev', 'xyz', 'me'];

const later = <T>(ms: number, value: T): Promise<T> => new Promise((resolve) => setTimeout(() => resolve(value), ms));

interface Timing { firstRowMs: number; doneMs: number }

/** One search over a real socket, timing the arrival of the first row line and of the `done` line. */
function timedSearch(base: string, q: string): Promise<Timing> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let firstRowMs = -1;
    let text = '';
    const req = request(`${base}/api/domain/search`, { method: 'POST', headers: { 'content-type': 'application/json' } }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`search ${q} answered ${res.statusCode}`));
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
        if (firstRowMs < 0 && text.includes('"kind":"row"')) firstRowMs = performance.now() - started;
      });
      res.on('end', () => {
        if (!text.includes('"kind":"done"')) return reject(new Error(`search ${q} ended without done`));
        resolve({ firstRowMs, doneMs: performance.now() - started });
      });
    });
    req.on('error', reject);
    req.end(JSON.stringify({ q }));
  });
}

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const fmt = (ms: number): string => `${ms.toFixed(1)} ms`;
const rssMb = (): number => Math.round(process.memoryUsage().rss / 1048576);

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'nameport-bench-search-'));
  const upstreams = new Worker(new URL('./search-upstreams.mjs', import.meta.url), {
    workerData: { latencyMs: LATENCY_MS, registeredTlds: [...REGISTERED_TLDS] },
  });
  const addresses = await new Promise<{ dns: string; rdap: string; rtr: string }>((resolve, reject) => {
    upstreams.once('message', resolve);
    upstreams.once('error', reject);
  });
  const bootstrapFile = join(dataDir, 'dns.json');
  await writeFile(bootstrapFile, JSON.stringify({ version: '1.0', publication: '2026-11-22T00:00:00Z', services: [[TLDS, [addresses.rdap]]] }));

  // No per-caller search limit: every search of the bench comes from one address.
  const config = loadConfig({ SANDBOX: 'true', DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '0', SEARCH_RATE_LIMIT_PER_MINUTE: '0', ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}) });
  const runtime = await createRuntime(config, {
    dns: new DnsResolverProvider({ servers: [addresses.dns], timeoutMs: 2_000 }),
    rdap: new RdapClient({ bootstrap: RdapBootstrap.load(bootstrapFile), timeoutMs: 2_000, allowPrivateAddresses: true }),
    availability: new RtrClient({ baseUrl: `${addresses.rtr}v2/`, apiKey: 'bench', customer: 'bench', timeoutMs: 2_000 }),
  });
  await runDueSyncs(runtime.ctx);
  const app = await buildApp(runtime.ctx);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  let label = 0;
  const fresh = (): string => `bench${(label++).toString(36)}.com`;
  let failed = false;
  const report = (name: string, ok: boolean, text: string): void => {
    console.log(`${ok ? 'PASS' : 'FAIL'}  ${name.padEnd(34)} ${text}`);
  };

  try {
    console.log(`upstream latency ${LATENCY_MS} ms (DNS, RDAP, registrar check); 10 rows per search\n`);
    for (let i = 0; i < 5; i++) await timedSearch(base, fresh()); // warm-up: JIT, sockets, price book

    const singles: Timing[] = [];
    for (let i = 0; i < 20; i++) singles.push(await timedSearch(base, fresh()));
    const single = percentile(singles.map((t) => t.firstRowMs), 50);
    report('1 search: first row p50', single <= LATENCY_MS + 20, `${fmt(single)} (target ≤ ${LATENCY_MS + 20} ms); done p50 ${fmt(percentile(singles.map((t) => t.doneMs), 50))}`);

    const concurrent = await Promise.all(Array.from({ length: 100 }, () => timedSearch(base, fresh())));
    const first100 = concurrent.map((t) => t.firstRowMs);
    const done100 = concurrent.map((t) => t.doneMs);
    report('100 concurrent: first row p50', percentile(first100, 50) <= LATENCY_MS + 20,
      `${fmt(percentile(first100, 50))}, p99 ${fmt(percentile(first100, 99))}; done p50 ${fmt(percentile(done100, 50))}, p99 ${fmt(percentile(done100, 99))}`);

    const cachedQ = fresh();
    await timedSearch(base, cachedQ);
    const cached: Timing[] = [];
    for (let i = 0; i < 50; i++) cached.push(await timedSearch(base, cachedQ));
    const cachedP50 = percentile(cached.map((t) => t.firstRowMs), 50);
    report('fully cached: first row p50', cachedP50 <= 50, `${fmt(cachedP50)} (target ≤ 50 ms); done p50 ${fmt(percentile(cached.map((t) => t.doneMs), 50))}`);

    // Memory: 1,000 fresh searches, 10 at a time; RSS after each quarter should stay flat (no growth per search).
    global.gc?.();
    const samples: number[] = [rssMb()];
    for (let quarter = 0; quarter < 4; quarter++) {
      for (let done = 0; done < MEMORY_SEARCHES / 4; done += 10) await Promise.all(Array.from({ length: 10 }, () => timedSearch(base, fresh())));
      global.gc?.();
      await later(100, null);
      samples.push(rssMb());
    }
    const growth = samples.at(-1)! - samples[1]!;
    report(`RSS over ${MEMORY_SEARCHES} searches`, growth <= 50, `${samples.map((mb) => `${mb} MB`).join(' → ')} (after the first quarter: ${growth >= 0 ? '+' : ''}${growth} MB)`);
  } catch (error) {
    failed = true;
    console.error(error);
  } finally {
    await app.close();
    await runtime.close();
    await upstreams.terminate();
    await rm(dataDir, { recursive: true, force: true });
  }
  process.exitCode = failed ? 1 : 0;
}

await main();
