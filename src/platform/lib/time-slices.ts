import { performance } from 'node:perf_hooks';

export interface SliceOptions {
  /** Milliseconds of work between two yields. */
  sliceMs?: number;
  /** True when someone waits for the result: the rest then runs without yielding (it is what they wait for). */
  urgent?: () => boolean;
}

/**
 * Runs `work` on every item, giving the event loop back (setImmediate) whenever a slice has run for `sliceMs`:
 * long CPU-bound preparation in a server (loading word data, building an index) then delays a request that arrives
 * meanwhile by about one slice, not by the whole job. Once a caller waits for the job itself (`urgent`), yielding
 * would only make it wait longer, so the rest runs in one go.
 */
export async function forEachInSlices<T>(items: Iterable<T>, work: (item: T) => void, options: SliceOptions = {}): Promise<void> {
  const sliceMs = options.sliceMs ?? 10;
  let sliceStart = performance.now();
  for (const item of items) {
    work(item);
    if (performance.now() - sliceStart >= sliceMs && !options.urgent?.()) {
      await new Promise((resolve) => setImmediate(resolve));
      sliceStart = performance.now();
    }
  }
}
