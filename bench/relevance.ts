/**
 * Partner inventory search relevance (issue 20): the queries of bench/relevance/queries.json against the 5,200
 * sandbox listings, scored with the judgements of bench/relevance/judgements.json (bench/README.md "Relevance").
 * Prints per query the answer with each name's grade, then nDCG@5, precision@5, the queries without a relevant
 * result, warm latency p50/p95 and the first query after start. Returned names without a judgement count as 0
 * and are listed at the end (judge them: an override in judgements.json, or a rule in queries.json).
 *
 *   npm run bench:relevance
 *   npm run bench:relevance -- --quiet        # summary only
 *   RELEVANCE_QUERIES=held-out.json npm run bench:relevance   # another query file in bench/relevance/
 *
 * The service is started the way `serve --sandbox` starts it (runtime, listings, background work, app, then what
 * serve waits for before it listens: the search index), and the first search is timed right after, before anything
 * else touched the search.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app.js';
import { createRuntime, type Runtime } from '../src/bootstrap.js';
import { FEATURES } from '../src/features.js';
import { seedSandboxListings } from '../src/modules/listings/sandbox-inventory.js';
import { searchInventory } from '../src/modules/partners/inventory/reads.js';
import { loadConfig } from '../src/platform/config.js';
import { BENCH_DIR, type Judgement, judge, loadJudgements, loadQueries, type Query, sandboxDomains } from './relevance-judge.js';

const QUIET = process.argv.includes('--quiet');
const WARM_PASSES = 3;

interface Outcome { query: Query; domains: string[]; matches: string[]; grades: number[]; ndcg: number; precision: number; relevant: number; noneRelevant: boolean }

const gain = (grade: number) => 2 ** grade - 1;
const dcg = (grades: number[]) => grades.slice(0, 5).reduce((sum, g, i) => sum + gain(g) / Math.log2(i + 2), 0);
const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

function score(query: Query, domains: string[], matches: string[], judged: Record<string, Judgement>): Outcome {
  const grades = domains.map((d) => judged[d]?.[0] ?? 0);
  const all = Object.values(judged).map((j) => j[0]).sort((a, b) => b - a);
  const relevant = all.filter((g) => g >= 2).length;
  if (all.length === 0) {
    // Nothing in the inventory fits: the right answer is empty.
    const ok = domains.length === 0 ? 1 : 0;
    return { query, domains, matches, grades, ndcg: ok, precision: ok, relevant, noneRelevant: false };
  }
  const ideal = dcg(all);
  const hits = grades.filter((g) => g >= 2).length;
  return {
    query, domains, matches, grades, relevant,
    ndcg: ideal === 0 ? 0 : dcg(grades) / ideal,
    // Of the slots that relevant names could fill (a query with 2 relevant names is perfect at 2 of 2).
    precision: relevant === 0 ? (hits === 0 ? 1 : 0) : hits / Math.min(5, relevant),
    noneRelevant: relevant > 0 && hits === 0,
  };
}

async function main(): Promise<void> {
  const file = process.env.RELEVANCE_QUERIES;
  const queries = file ? (JSON.parse(readFileSync(join(BENCH_DIR, file), 'utf8')) as { queries: Query[] }).queries : loadQueries();
  const { judgements, overrides } = loadJudgements();
  const dataDir = await mkdtemp(join(tmpdir(), 'nameport-bench-relevance-'));
  let runtime: Runtime | undefined;
  try {
    const config = loadConfig({ ...process.env, SANDBOX: 'true', LOG_LEVEL: 'silent', DATA_DIR: dataDir, PRICE_SYNC_INTERVAL_SECONDS: '0', EMBEDDINGS_URL: process.env.EMBEDDINGS_URL ?? '' });
    runtime = await createRuntime(config);
    const { ctx } = runtime;
    await seedSandboxListings(ctx);
    // What serve starts beside the job runner for this feature (background loading of the word data, if any).
    const startedAt = performance.now();
    const partners = FEATURES.find((f) => f.name === 'partners');
    partners?.startInServe?.(ctx);
    const app = await buildApp(ctx);
    await app.ready();
    // serve listens only once the feature is ready to serve (src/main.ts): the first search is timed from there.
    await partners?.readyToServe?.(ctx);
    const readyMs = performance.now() - startedAt;
    const search = (q: string) => searchInventory(ctx, { environment: 'sandbox', q });
    let t = performance.now();
    await search(queries[0]!.q);
    const firstMs = performance.now() - t;
    await ctx.partner.search.warming;
    const warmMs = performance.now() - startedAt;
    t = performance.now();
    await search(queries[1]?.q ?? queries[0]!.q);
    const firstWarmMs = performance.now() - t;

    // A query file other than queries.json (a held-out set) is judged here by its own rules (relevance-judge.ts),
    // so its judgements never pass through judgements.json (the tuning set's).
    const domains = file ? sandboxDomains() : [];
    const ruled = new Map<string, Record<string, Judgement>>();
    const judgedOf = (query: Query): Record<string, Judgement> => {
      if (!file) return { ...(judgements[query.q]?.names ?? {}), ...(overrides[query.q] ?? {}) };
      let row = ruled.get(query.q);
      if (!row) {
        row = {};
        for (const d of domains) {
          const j = judge(query, d);
          if (j[0] > 0) row[d] = j;
        }
        ruled.set(query.q, row);
      }
      return { ...row, ...(overrides[query.q] ?? {}) };
    };
    const outcomes: Outcome[] = [];
    const latencies: number[] = [];
    for (let pass = 0; pass < WARM_PASSES; pass++) {
      for (const query of queries) {
        t = performance.now();
        const answer = await search(query.q);
        latencies.push(performance.now() - t);
        if (pass > 0) continue;
        const judged = judgedOf(query);
        const results = answer.results as { domain: string; match?: string }[];
        outcomes.push(score(query, results.map((r) => r.domain), results.map((r) => r.match ?? ''), judged));
      }
    }
    await app.close();

    const unjudged = new Map<string, string[]>();
    if (!QUIET) console.log('query                     nDCG  P@5  answer (grade, match)');
    for (const o of outcomes) {
      const judged = judgedOf(o.query);
      for (const d of o.domains) if (!judged[d]) unjudged.set(o.query.q, [...(unjudged.get(o.query.q) ?? []), d]);
      if (!QUIET) {
        const answer = o.domains.map((d, i) => `${d} ${o.grades[i]}${o.matches[i] ? ` ${o.matches[i]}` : ''}`).join(', ') || '(empty)';
        console.log(`${o.query.q.padEnd(24)}  ${o.ndcg.toFixed(2)}  ${o.precision.toFixed(2)}  ${o.noneRelevant ? '!! ' : ''}${answer}`);
      }
    }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    console.log(`\nRelevance over ${outcomes.length} queries (${queries.filter((q) => Object.keys(q.words).length === 0).length} with nothing relevant in the inventory)`);
    for (const kind of [...new Set(outcomes.map((o) => o.query.kind))]) {
      const of = outcomes.filter((o) => o.query.kind === kind);
      console.log(`  ${kind.padEnd(10)} ${String(of.length).padStart(2)} queries  nDCG@5 ${mean(of.map((o) => o.ndcg)).toFixed(2)}  P@5 ${mean(of.map((o) => o.precision)).toFixed(2)}  no relevant ${of.filter((o) => o.noneRelevant).length}`);
    }
    console.log(`  nDCG@5       ${mean(outcomes.map((o) => o.ndcg)).toFixed(3)}   (target ≥ 0.7)`);
    console.log(`  precision@5  ${mean(outcomes.map((o) => o.precision)).toFixed(3)}`);
    console.log(`  no relevant  ${outcomes.filter((o) => o.noneRelevant).length} of ${outcomes.filter((o) => o.relevant > 0).length} queries with relevant names (target ≤ 3)${outcomes.some((o) => o.noneRelevant) ? `: ${outcomes.filter((o) => o.noneRelevant).map((o) => o.query.q).join(', ')}` : ''}`);
    console.log(`  wrongly non-empty ${outcomes.filter((o) => o.relevant === 0 && Object.keys(o.query.words).length === 0 && o.domains.length > 0).length} (queries the inventory has nothing for)`);
    console.log(`Latency (${latencies.length} warm searches, ${WARM_PASSES} passes): p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms (target ≤ 50)`);
    console.log(`First search after start: ${firstMs.toFixed(0)} ms (target ≤ 200; serve would listen ${readyMs.toFixed(0)} ms after the background work started; start to first answer ${(readyMs + firstMs).toFixed(0)} ms)`);
    console.log(`Warm-up done ${warmMs.toFixed(0)} ms after it started; first search of a new query after it: ${firstWarmMs.toFixed(0)} ms`);
    if (unjudged.size > 0) {
      console.log('\nReturned but not judged (counted as 0):');
      for (const [q, ds] of unjudged) console.log(`  ${q}: ${ds.join(', ')}`);
    }
  } finally {
    await runtime?.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
