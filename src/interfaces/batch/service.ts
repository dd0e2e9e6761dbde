import type { AppContext } from '../../context.js';
import { ApiError } from '../../platform/errors.js';
import { mapWithConcurrency } from '../../platform/lib/concurrency.js';
import { asApiError, errorBodyOf, retryAfterOf } from './caller.js';
import type { Caller } from '../../modules/accounts/caller.js';
import { BATCH_OPERATIONS, checkParams, findBatchOperation, plainSchema } from './operations.js';

/** Contract 8: a batch carries up to 20 operations; an empty one is refused (nothing to do is a client mistake). */
export const MAX_BATCH_OPERATIONS = 20;
/**
 * Items of one batch run at most this many at a time: enough to overlap the upstream waits of a mixed batch,
 * few enough that one batch cannot take more than its share of upstream connections and database pool.
 */
export const BATCH_CONCURRENCY = 4;

export interface BatchItemInput {
  id?: string | undefined;
  op: string;
  params?: unknown;
}

export interface BatchResult {
  /** The item's `id`, or null when the item had none. */
  id: string | null;
  op: string;
  /** The HTTP status the single call would have answered. */
  status: number;
  /** What the single call answers: its body, or its error body `{"error":{…}}`. */
  body: unknown;
  /** Seconds to wait, for a 429 (the single call's Retry-After header). */
  retry_after?: number;
}

export interface BatchAnswer {
  results: BatchResult[];
  count: number;
  failed: number;
}

/**
 * POST /api/batch (contract 2.6, 4.1; shape from precedent.md).
 *
 * - The envelope is checked first: 1 to 20 operations, ids unique among the items that carry one; a violation is
 *   400 `validation_error` for the whole batch and runs nothing.
 * - Each item then stands alone: an unknown `op` or params that do not fit its schema are that item's 400
 *   `validation_error`; any error of the service is that item's status and error body. One failing item never
 *   fails the batch.
 * - Items run concurrently, at most BATCH_CONCURRENCY at a time, each calling the same service as its single
 *   route with the same caller, so it costs what the single call costs (WHOIS quota included).
 * - Results come back in request order; `failed` counts statuses ≥ 400.
 * - `signal` (the client went away): items not started are skipped, search items stop their upstream checks, the
 *   other running items finish (a WHOIS lookup that started still uses its quota), and runBatch rejects with the
 *   signal's reason: there is nobody to answer.
 */
export async function runBatch(
  ctx: AppContext,
  input: { operations: readonly BatchItemInput[]; caller: Caller; signal?: AbortSignal },
): Promise<BatchAnswer> {
  const { operations, caller, signal } = input;
  if (operations.length < 1 || operations.length > MAX_BATCH_OPERATIONS) {
    throw new ApiError('validation_error', `operations must hold 1 to ${MAX_BATCH_OPERATIONS} items; got ${operations.length}`);
  }
  const seen = new Map<string, number>();
  operations.forEach((item, index) => {
    if (item.id === undefined) return;
    const first = seen.get(item.id);
    if (first !== undefined) {
      throw new ApiError('validation_error', `operations[${index}].id "${item.id}" repeats operations[${first}].id; ids must be unique`, { id: item.id, indexes: [first, index] });
    }
    seen.set(item.id, index);
  });

  // Once `signal` aborts (the client went away), items not started yet are skipped; running search items stop.
  const results = await mapWithConcurrency(operations, BATCH_CONCURRENCY, async (item) => (signal?.aborted ? null : runItem(ctx, item, caller, signal)));
  signal?.throwIfAborted();
  const answered = results as BatchResult[];
  return { results: answered, count: answered.length, failed: answered.filter((result) => result.status >= 400).length };
}

async function runItem(ctx: AppContext, item: BatchItemInput, caller: Caller, signal: AbortSignal | undefined): Promise<BatchResult | null> {
  const base = { id: item.id ?? null, op: item.op };
  try {
    const operation = findBatchOperation(item.op);
    if (!operation) {
      throw new ApiError('validation_error', `unknown op "${item.op}"; batchable operations: ${BATCH_OPERATIONS.map((o) => o.op).join(', ')} (GET /api/batch)`);
    }
    const params = item.params ?? {};
    checkParams(operation, params);
    const body = await operation.run(ctx, params as never, caller, signal);
    return { ...base, status: operation.successStatus, body };
  } catch (caught) {
    if (signal?.aborted) return null; // cancelled: nobody reads the answer, and a cut search is no failure to log
    const error = asApiError(ctx, caught, `batch ${item.op}`);
    const result: BatchResult = { ...base, status: error.status, body: errorBodyOf(error, caller.requestId) };
    const retryAfter = retryAfterOf(error);
    if (retryAfter !== undefined) result.retry_after = retryAfter;
    return result;
  }
}

/** GET /api/batch: the catalogue of batchable operations with their params schemas (plain JSON Schema). */
export function batchCatalogue() {
  return {
    max_operations: MAX_BATCH_OPERATIONS,
    concurrency: BATCH_CONCURRENCY,
    operations: BATCH_OPERATIONS.map((operation) => ({
      op: operation.op,
      description: operation.description,
      params: plainSchema(operation.params),
      http: operation.http,
      success_status: operation.successStatus,
    })),
  };
}
