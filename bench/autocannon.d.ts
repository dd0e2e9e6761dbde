/**
 * Minimal typings for the parts of autocannon 9's programmatic API that bench/run.ts uses.
 * (@types/autocannon is not a dependency; this keeps `tsc -p tsconfig.check.json` strict.)
 */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface Options {
    url: string;
    title?: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    pipelining?: number;
    timeout?: number;
    workers?: number;
    method?: string;
    headers?: Record<string, string>;
    warmup?: { connections?: number; duration?: number };
    renderProgressBar?: boolean;
    renderResultsTable?: boolean;
    renderLatencyTable?: boolean;
  }

  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
    p99_9: number;
    [key: string]: number;
  }

  export interface Result {
    title?: string;
    url: string;
    connections: number;
    duration: number;
    errors: number;
    timeouts: number;
    mismatches: number;
    non2xx: number;
    resets: number;
    '1xx': number;
    '2xx': number;
    '3xx': number;
    '4xx': number;
    '5xx': number;
    statusCodeStats: Record<string, { count: number }>;
    latency: Histogram;
    requests: Histogram & { sent: number };
    throughput: Histogram;
    warmup?: Result;
  }

  export interface Instance extends EventEmitter, PromiseLike<Result> {
    stop(): void;
  }

  function autocannon(opts: Options): Instance;
  export default autocannon;
}
