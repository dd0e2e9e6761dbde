/**
 * Partner write throughput (issue 16): signed POST /quotes and POST /orders against a bare fastify POST route that
 * parses the same JSON body and answers the same bytes, in one run. Every signed request has a fresh nonce; every order
 * a fresh Idempotency-Key and its own listing (an order holds its domain), so the server does the whole write each
 * time: signature, nonce, rate count, idempotency claim, the listing reserved, the order, its job and its event in
 * one transaction, the response stored on the key. Quotes read the listing and sign the quote.
 * Target: the quote + order pair at ≥ 0.3 of the bare pair. Informational: exits 1 only when a request failed.
 *
 *   npm run bench:orders
 *   BENCH_SECONDS=10 npm run bench:orders
 *
 * Environment: BENCH_SECONDS (8), BENCH_WARMUP (2), BENCH_CONNECTIONS (10), BENCH_TARGET_RATIO (0.3),
 * BENCH_ORDER_LISTINGS (30000: listings made for orders; raise it if orders run out), DATABASE_URL (unset: PGlite).
 */
import autocannon, { type Result } from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/app.js';
import { createRuntime, type Runtime } from '../src/bootstrap.js';
import { loadConfig } from '../src/platform/config.js';
import { importListings } from '../src/modules/listings/import.js';
import { createCredential } from '../src/modules/partners/credentials/service.js';

const HOST = '127.0.0.1';
const BENCH_DIR = dirname(fileURLToPath(import.meta.url));
const SIGNER = join(BENCH_DIR, 'partner-orders-request.cjs');
const num = (name: string, fallback: number) => (process.env[name]?.trim() ? Number(process.env[name]) : fallback);
const SECONDS = num('BENCH_SECONDS', 8);
const WARMUP = num('BENCH_WARMUP', 2);
const CONNECTIONS = num('BENCH_CONNECTIONS', 10);
const TARGET = num('BENCH_TARGET_RATIO', 0.3);
const POOL_SIZE = num('BENCH_ORDER_LISTINGS', 30_000);
const POOL_PREFIX = 'benchorder';
const POOL_PRICE_USD = 100;
const QUOTE_DOMAIN = `${POOL_PREFIX}0.com`;

type Kind = 'quote' | 'order';
/** The next unused pool listing for orders (each autocannon run starts a fresh worker, which reads it once). */
let poolNext = 0;

async function load(kind: Kind, target: 'bare' | 'signed', url: string, seconds: number): Promise<Result> {
  process.env.BENCH_ORDERS_KIND = kind;
  process.env.BENCH_POOL_START = String(poolNext);
  const result = await autocannon({
    url, connections: CONNECTIONS, duration: seconds, timeout: 10, workers: 1,
    requests: [{ method: 'POST', setupRequest: SIGNER }],
  } as unknown as Parameters<typeof autocannon>[0]);
  // Sent, not completed: a request cut off at the end may still have taken its listing. The bare route holds nothing.
  if (kind === 'order' && target === 'signed') poolNext += result.requests.sent + CONNECTIONS;
  return result;
}

async function measure(kind: Kind, target: 'bare' | 'signed', url: string): Promise<{ rps: number; failures: number }> {
  let failures = 0;
  if (WARMUP > 0) failures += ((r) => r.non2xx + r.errors)(await load(kind, target, url, WARMUP));
  const result = await load(kind, target, url, SECONDS);
  failures += result.non2xx + result.errors;
  if (result.non2xx + result.errors > 0) console.log(`  ${kind} ${url}: statuses ${JSON.stringify((result as unknown as { statusCodeStats: unknown }).statusCodeStats)}, ${result.errors} errors`);
  return { rps: result.requests.average, failures };
}

async function main(): Promise<number> {
  const dataDir = await mkdtemp(join(tmpdir(), 'nameport-bench-orders-'));
  let runtime: Runtime | undefined;
  let app: FastifyInstance | undefined;
  const bares: FastifyInstance[] = [];
  try {
    const config = loadConfig({
      ...process.env,
      LOG_LEVEL: 'silent', DATA_DIR: dataDir, PRICE_SYNC_INTERVAL_SECONDS: '0', NAMEPORT_SECRET_KEY: 'b2'.repeat(32),
      // The bench measures throughput, not the contract's 20 writes a minute.
      PARTNER_RATE_WRITE_PER_MINUTE: '10000000',
      REDIS_URL: '',
    });
    runtime = await createRuntime(config);
    const lines = Array.from({ length: POOL_SIZE + 1 }, (_, i) => JSON.stringify({ domain: `${POOL_PREFIX}${i}.com`, price: POOL_PRICE_USD }));
    await importListings(runtime.ctx, { text: lines.join('\n'), format: 'jsonl', environment: 'sandbox' });
    const credential = await createCredential(runtime.ctx, { name: 'Bench', scopes: ['buy'], environment: 'sandbox' });
    const typed = await buildApp(runtime.ctx);
    app = typed as unknown as FastifyInstance;
    await typed.listen({ port: 0, host: HOST });
    const base = `http://${HOST}:${(app.server.address() as AddressInfo).port}`;
    Object.assign(process.env, {
      BENCH_PARTNER_KEY_ID: credential.keyId, BENCH_PARTNER_SECRET: credential.secret, BENCH_QUOTE_DOMAIN: QUOTE_DOMAIN,
      BENCH_POOL_PREFIX: POOL_PREFIX, BENCH_POOL_PRICE_CENTS: String(POOL_PRICE_USD * 100),
    });

    // One preflight of each kind through the signer; the bare routes answer those bytes.
    const sign = (await import(SIGNER)).default as (r: { headers: Record<string, string> }) => { method: string; body: string; headers: Record<string, string> };
    const urls: Record<Kind, { signed: string; bare: string }> = {} as never;
    for (const kind of ['quote', 'order'] as const) {
      process.env.BENCH_ORDERS_KIND = kind;
      process.env.BENCH_POOL_START = String(poolNext);
      const path = kind === 'quote' ? '/api/partner/v1/quotes' : '/api/partner/v1/orders';
      const request = sign({ headers: {} });
      const answer = await fetch(`${base}${path}`, { method: 'POST', headers: request.headers, body: request.body });
      const text = await answer.text();
      if (answer.status !== 201) throw new Error(`preflight: ${path} answered ${answer.status}: ${text}`);
      if (kind === 'order') poolNext += 1;
      const bare = Fastify({ logger: false });
      const parsed = JSON.parse(text) as unknown;
      bare.post(path, async (_request, reply) => reply.code(201).send(parsed));
      await bare.listen({ port: 0, host: HOST });
      bares.push(bare);
      urls[kind] = { signed: `${base}${path}`, bare: `http://${HOST}:${(bare.server.address() as AddressInfo).port}${path}` };
      console.log(`  preflight: POST ${path} -> 201, ${Buffer.byteLength(text)} B`);
    }

    console.log(`Partner orders bench: ${CONNECTIONS} connections, ${WARMUP} s warm-up + ${SECONDS} s per target, ` +
      `database ${runtime.ctx.db.kind}, store ${runtime.ctx.partner.guard.kind}, Node ${process.version}`);
    let failures = 0;
    const rps: Record<string, number> = {};
    for (const kind of ['quote', 'order'] as const) {
      for (const target of ['bare', 'signed'] as const) {
        const measured = await measure(kind, target, urls[kind][target]);
        failures += measured.failures;
        rps[`${kind} ${target}`] = measured.rps;
        console.log(`  POST /${kind}s ${target.padEnd(6)} ${Math.round(measured.rps)} req/s${measured.failures ? `  !! ${measured.failures} failed` : ''}`);
      }
      console.log(`  POST /${kind}s ratio  ${(rps[`${kind} signed`]! / rps[`${kind} bare`]!).toFixed(2)}`);
    }
    // A sale is one quote and one order: pairs per second = 1 / (1/quotes + 1/orders).
    const pair = (q: number, o: number) => 1 / (1 / q + 1 / o);
    const signedPairs = pair(rps['quote signed']!, rps['order signed']!);
    const barePairs = pair(rps['quote bare']!, rps['order bare']!);
    const ratio = signedPairs / barePairs;
    console.log(`\nquote + order pairs: bare ${Math.round(barePairs)}/s, signed ${Math.round(signedPairs)}/s\nratio  ${ratio.toFixed(2)}  ${ratio >= TARGET ? 'PASS' : `FAIL (< ${TARGET})`}`);
    console.log(`Load average (1 min): ${loadavg()[0]!.toFixed(2)} on ${availableParallelism()} CPU(s)`);
    if (failures > 0) console.error(`bench: ${failures} request(s) failed`);
    return failures > 0 ? 1 : 0;
  } finally {
    await app?.close().catch(() => undefined);
    for (const bare of bares) await bare.close().catch(() => undefined);
    await runtime?.close().catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true }).catch(() => undefined);
  }
}

main().then((code) => process.exit(code), (error: unknown) => {
  console.error('bench failed:', error);
  process.exit(1);
});
