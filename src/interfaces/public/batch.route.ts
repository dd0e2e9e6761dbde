import { Type } from '@sinclair/typebox';
import { BATCH_CONCURRENCY, batchCatalogue, MAX_BATCH_OPERATIONS, runBatch } from '../batch/service.js';
import { BATCH_OPERATIONS } from '../batch/operations.js';
import type { AppContext } from '../../context.js';
import { errorResponses } from '../../platform/http/schemas.js';
import type { TypedApp } from '../../platform/http/typed-app.js';
import { requestCaller } from '../http/caller.js';

const OP_NAMES = BATCH_OPERATIONS.map((operation) => `\`${operation.op}\``).join(', ');

const BatchRequestSchema = Type.Object({
  operations: Type.Array(
    Type.Object({
      id: Type.Optional(Type.String({ minLength: 1, maxLength: 128, description: 'Caller-chosen id echoed in the result to tie it to this item; unique within the batch. Optional: an item without one is answered with `id: null`.', examples: ['a1'] })),
      op: Type.String({ minLength: 1, maxLength: 64, description: `The operation: one of ${OP_NAMES} (GET /api/batch). An unknown op fails only this item (400 \`validation_error\`).`, examples: ['tld_registration_price'] }),
      params: Type.Optional(Type.Unknown({ description: 'The operation\'s parameters (an object; schemas in GET /api/batch), checked as sent: no type coercion (`"false"` is not a boolean). Params that do not fit fail only this item (400 `validation_error`).', examples: [{ tld: 'com', op: 'register' }] })),
    }, { additionalProperties: false }),
    { minItems: 1, maxItems: MAX_BATCH_OPERATIONS, description: `1 to ${MAX_BATCH_OPERATIONS} operations.` },
  ),
}, { additionalProperties: false });

const BatchResultSchema = Type.Object({
  id: Type.Union([Type.String(), Type.Null()], { description: 'The item\'s id, or null when it had none.' }),
  op: Type.String({ description: 'The item\'s op, as sent.' }),
  status: Type.Integer({ minimum: 100, maximum: 599, description: 'The HTTP status the single call would have answered (200, 201 for `whois_lookup`, or its error status).' }),
  body: Type.Unknown({ description: 'What the single call answers: its JSON body, or its error body `{"error":{"code","message","request_id"}}` (the Error schema). For `search_domain`: `{request_id, primary, domains, primary_index, rows, count, duration_ms}`, the stream\'s rows in `domains` order.' }),
  retry_after: Type.Optional(Type.Integer({ minimum: 1, description: 'For a 429: the seconds the single call\'s Retry-After header would have given.' })),
}, { $id: 'BatchResult', title: 'BatchResult' });

const BatchResponseSchema = Type.Object({
  results: Type.Array(Type.Ref(BatchResultSchema), { description: 'One result per operation, in request order.' }),
  count: Type.Integer({ minimum: 1, description: 'Number of results (= operations).' }),
  failed: Type.Integer({ minimum: 0, description: 'Number of results with status ≥ 400.' }),
}, { $id: 'BatchResponse', title: 'BatchResponse' });

const BatchCatalogueSchema = Type.Object({
  max_operations: Type.Integer({ description: 'Most operations one batch may carry.' }),
  concurrency: Type.Integer({ description: 'Items of one batch run at most this many at a time.' }),
  operations: Type.Array(Type.Object({
    op: Type.String({ description: 'The operation name to send as `op`.' }),
    description: Type.String({ description: 'What it does and what its body is.' }),
    params: Type.Record(Type.String(), Type.Unknown(), { description: 'JSON Schema (2020-12 compatible) of its `params` object.' }),
    http: Type.Object({
      method: Type.String({ description: 'Method of the single call.' }),
      path: Type.String({ description: 'Path of the single call.' }),
    }, { description: 'The single HTTP call it stands for: same service, same body, same cost.' }),
    success_status: Type.Integer({ description: 'Its status on success.' }),
  })),
}, { $id: 'BatchCatalogue', title: 'BatchCatalogue' });

export const BATCH_DESCRIPTION = `Runs up to ${MAX_BATCH_OPERATIONS} reads in one request: ${OP_NAMES}.
Each item calls the same service as its single route, so its \`body\` is what that call answers and it costs what that
call costs.

- **Envelope**: \`{"operations":[{"id","op","params"}]}\` with 1 to ${MAX_BATCH_OPERATIONS} items. \`id\` is optional; ids that are
  given must be unique. A malformed envelope (not 1–${MAX_BATCH_OPERATIONS} items, an item without \`op\`, a repeated id, an
  unknown key in the envelope or an item) is 400 \`validation_error\` and runs nothing.
- **Per item**: an unknown \`op\` or \`params\` that do not fit the operation's schema (GET /api/batch; unknown fields are
  refused, so a misspelt parameter is not silently ignored; params are not type-coerced: \`"false"\` is not a boolean)
  are that item's 400 \`validation_error\`; a failing service
  call is that item's status and error body. One failing item never fails the batch: the response is 200 with
  \`failed\` = the number of items with status ≥ 400.
- **Order and concurrency**: results are in request order; items run concurrently, at most ${BATCH_CONCURRENCY} at a time.
  All \`search_domain\` items carry the batch's request id as \`request_id\`. A client that disconnects cancels the batch:
  items not started are skipped and running searches stop.
- **Quota**: each \`whois_lookup\` uses one lookup of the caller's daily WHOIS quota, exactly as POST /api/tools/whois
  (per client IP, or per account for a verified signed-in session); once it is used up the remaining WHOIS items are
  429 \`rate_limited\` with \`retry_after\`. Items run concurrently, so when the quota runs out inside a batch which of
  its lookups get the last units is not fixed. No Idempotency-Key applies to batch items.
- **Prices**: \`search_domain\` rows unmask aftermarket prices for a verified signed-in session only; the batch reads no
  bearer token (only POST /api/domain/search does).
- Responses carry \`Cache-Control: no-store\` (they may include the caller's quota).`;

export function batchRoutes(app: TypedApp, ctx: AppContext): void {
  app.addSchema(BatchResultSchema);
  app.addSchema(BatchResponseSchema);
  app.addSchema(BatchCatalogueSchema);

  app.post('/api/batch', {
    schema: {
      operationId: 'runBatch',
      tags: ['batch'],
      summary: `Run up to ${MAX_BATCH_OPERATIONS} read operations in one request`,
      description: BATCH_DESCRIPTION,
      body: BatchRequestSchema,
      response: {
        200: Type.Ref(BatchResponseSchema, { description: 'One result per operation, in request order (also when some failed).' }),
        ...errorResponses('validation_error', 'payload_too_large'),
      },
    },
  }, async (request, reply) => {
    const caller = await requestCaller(ctx, request);
    // A client that goes away before the answer cancels the batch (as POST /api/domain/search does its stream).
    const cancel = new AbortController();
    reply.raw.on('close', () => { if (!reply.raw.writableFinished) cancel.abort(); });
    try {
      const answer = await runBatch(ctx, {
        operations: request.body.operations,
        caller,
        signal: cancel.signal,
      });
      reply.header('cache-control', 'no-store');
      return answer;
    } catch (error) {
      if (!cancel.signal.aborted) throw error;
      request.log.info('batch cancelled: the client went away');
      return reply.hijack(); // the socket is closed: nothing to send
    }
  });

  app.get('/api/batch', {
    schema: {
      operationId: 'getBatchCatalogue',
      tags: ['batch'],
      summary: 'The catalogue of batchable operations',
      description: `Every operation POST /api/batch accepts, with a description, the JSON Schema of its \`params\`, the single
HTTP call it stands for and its success status. The same four reads are the tools of the MCP server (/.well-known/mcp.json).`,
      response: { 200: Type.Ref(BatchCatalogueSchema), ...errorResponses() },
    },
  }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return batchCatalogue();
  });
}
