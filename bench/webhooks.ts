/**
 * Webhook delivery (issue 17): events appended to the outbox are delivered, signed, to a receiver on 127.0.0.1 by
 * `serve`'s webhook dispatcher with its default settings (250 ms poll). Two phases:
 * 1. latency: events committed at a steady rate; delay from the commit to the receiver's arrival, p50 and p99
 *    (target p50 < 1 s);
 * 2. throughput: a burst of events committed at once; events delivered per second until the last arrives.
 * Informational: exits 1 only when an event was not delivered.
 *
 *   npm run bench:webhooks
 *   BENCH_RATE=50 BENCH_SECONDS=10 BENCH_BURST=2000 npm run bench:webhooks
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:webhooks   # on PostgreSQL (tables must be free to use)
 *
 * Environment: BENCH_RATE (events per second in phase 1, 20), BENCH_SECONDS (phase 1 length, 10), BENCH_BURST (phase 2
 * events, 1000), DATABASE_URL (unset: embedded PGlite in a temporary directory).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRuntime, type Runtime } from '../src/bootstrap.js';
import { loadConfig } from '../src/platform/config.js';
import { appendEvent } from '../src/platform/events/outbox.js';
import { startWebhookDispatcher } from '../src/modules/webhooks/dispatcher.js';
import { registerEndpoint } from '../src/modules/webhooks/service.js';

const num = (name: string, fallback: number) => (process.env[name]?.trim() ? Number(process.env[name]) : fallback);
const RATE = num('BENCH_RATE', 20);
const SECONDS = num('BENCH_SECONDS', 10);
const BURST = num('BENCH_BURST', 1000);
const owner = { partnerId: `ptn_bench_${process.pid}`, environment: 'sandbox' as const };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<number> {
  const dataDir = await mkdtemp(join(tmpdir(), 'nameport-bench-webhooks-'));
  const arrived = new Map<string, number>();
  const receiver = createServer((req, res) => {
    const id = req.headers['webhook-id'];
    req.resume();
    req.on('end', () => {
      if (typeof id === 'string' && !arrived.has(id)) arrived.set(id, performance.now());
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  let runtime: Runtime | undefined;
  try {
    const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', DATA_DIR: dataDir, PRICE_SYNC_INTERVAL_SECONDS: '0', NAMEPORT_SECRET_KEY: 'b2'.repeat(32) });
    runtime = await createRuntime(config);
    // The receiver is on loopback, as on a development server started with --sandbox.
    runtime.ctx.webhooks.settings.sandboxLoopback = true;
    const { ctx } = runtime;
    await registerEndpoint(ctx, { ...owner, url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook` });
    const dispatcher = startWebhookDispatcher(ctx);
    const committed = new Map<string, number>();
    const emit = async (i: number) => {
      const event = await ctx.db.transaction((tx) => appendEvent(ctx, tx, { type: 'order.paid', ...owner, payload: { order: { public_id: `ord_${i}` }, version: 1 } }));
      committed.set(event.id, performance.now());
      return event.id;
    };
    const waitFor = async (ids: string[], limitMs: number) => {
      const deadline = performance.now() + limitMs;
      while (ids.some((id) => !arrived.has(id)) && performance.now() < deadline) await sleep(20);
      return ids.filter((id) => !arrived.has(id)).length;
    };
    console.log(`Webhook bench: database ${ctx.db.kind}, poll ${ctx.webhooks.settings.pollMs} ms, ${ctx.webhooks.settings.concurrency} attempts at once, Node ${process.version}`);

    // Phase 1: steady rate, commit-to-arrival delay.
    const steady: string[] = [];
    const start = performance.now();
    for (let i = 0; i < RATE * SECONDS; i++) {
      const due = start + (i * 1000) / RATE;
      if (due > performance.now()) await sleep(due - performance.now());
      steady.push(await emit(i));
    }
    let missing = await waitFor(steady, 30_000);
    const delays = steady.filter((id) => arrived.has(id)).map((id) => arrived.get(id)! - committed.get(id)!).sort((a, b) => a - b);
    const p50 = percentile(delays, 50);
    console.log(`  steady ${RATE}/s for ${SECONDS} s: ${delays.length} delivered; commit-to-delivery p50 ${p50.toFixed(0)} ms, p99 ${percentile(delays, 99).toFixed(0)} ms, max ${delays.at(-1)!.toFixed(0)} ms  ${p50 < 1000 ? 'PASS' : 'FAIL'} (p50 < 1 s)`);

    // Phase 2: a burst committed as fast as one writer can, delivered as fast as the dispatcher can.
    const burst: string[] = [];
    const burstStart = performance.now();
    for (let i = 0; i < BURST; i++) burst.push(await emit(RATE * SECONDS + i));
    const appended = performance.now();
    missing += await waitFor(burst, 120_000);
    const last = Math.max(...burst.filter((id) => arrived.has(id)).map((id) => arrived.get(id)!));
    const burstDelays = burst.filter((id) => arrived.has(id)).map((id) => arrived.get(id)! - committed.get(id)!).sort((a, b) => a - b);
    console.log(`  burst of ${BURST}: appended in ${(appended - burstStart).toFixed(0)} ms (${Math.round(BURST / ((appended - burstStart) / 1000))}/s); ` +
      `delivered ${Math.round(BURST / ((last - burstStart) / 1000))} events/s (last arrival ${(last - burstStart).toFixed(0)} ms after the first commit); ` +
      `delay p50 ${percentile(burstDelays, 50).toFixed(0)} ms, p99 ${percentile(burstDelays, 99).toFixed(0)} ms`);
    await dispatcher.stop();
    if (missing > 0) console.log(`  !! ${missing} events not delivered`);
    return missing > 0 ? 1 : 0;
  } finally {
    await runtime?.close();
    receiver.closeAllConnections();
    receiver.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().then((code) => process.exit(code), (error: unknown) => {
  console.error(error);
  process.exit(1);
});
