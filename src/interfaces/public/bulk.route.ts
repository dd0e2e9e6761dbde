import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../context.js';
import { ApiError } from '../../platform/errors.js';
import { errorResponses, StringEnum } from '../../platform/http/schemas.js';
import type { TypedApp } from '../../platform/http/typed-app.js';
import { requestViewer } from '../http/caller.js';
import { createBulkJob, getBulkJob } from '../../modules/bulk/service.js';
import { BULK_OPS, MAX_BULK_DOMAINS, MAX_NAMESERVERS, MIN_NAMESERVERS } from '../../modules/bulk/operations.js';

const ITEM_STATUSES = ['pending', 'in_progress', 'succeeded', 'failed', 'unknown', 'not_owned'] as const;

const BulkJobSchema = Type.Object(
  {
    id: Type.String({ description: 'Job id (`bulk_…`).' }),
    op: StringEnum(BULK_OPS),
    params: Type.Record(Type.String(), Type.Unknown(), { description: 'The validated parameters of the operation.' }),
    status: StringEnum(['queued', 'running', 'completed'] as const, { description: 'completed when every item is done.' }),
    created_at: Type.String({ format: 'date-time' }),
    finished_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    progress: Type.Object({
      total: Type.Integer(), done: Type.Integer(), pending: Type.Integer(), in_progress: Type.Integer(),
      succeeded: Type.Integer(), failed: Type.Integer(), unknown: Type.Integer(), not_owned: Type.Integer(),
    }, { description: '`done` counts succeeded, failed, unknown and not_owned items.' }),
    items: Type.Array(Type.Object({
      domain: Type.String(),
      status: StringEnum(ITEM_STATUSES, {
        description: '`failed`: not done (the registrar refused; or, for a `set_*` operation, which is safe to send again, gave no usable answer). `unknown`: a renewal whose answer was lost (no answer in time, connection broken) and which the registrar\'s expiry date does not confirm yet; it may have been applied, so check the domain before renewing it again.',
      }),
      result: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()], { description: 'What the registrar now holds (e.g. the new expiry).' }),
      error: Type.Union([Type.String(), Type.Null()]),
    })),
  },
  { $id: 'BulkJob', title: 'BulkJob' },
);

export function bulkRoutes(app: TypedApp, ctx: AppContext): void {
  app.addSchema(BulkJobSchema);
  app.post('/api/domains/bulk/:op', {
    schema: {
      operationId: 'createBulkJob',
      tags: ['bulk'],
      summary: 'Apply one operation to many owned domains',
      description: `Starts a background job applying \`op\` to up to ${MAX_BULK_DOMAINS} domains the caller owns.
The caller must be signed in with a verified account (session cookie); otherwise 401 \`unauthorized\`.

- **Operations and params**: \`renew\` \`{years: 1–10}\` (default 1); \`set_auto_renew\` \`{enabled}\`; \`set_privacy\` \`{enabled}\`;
  \`set_lock\` \`{locked}\` (a lock is the client statuses transfer- and delete-prohibited); \`set_nameservers\`
  \`{nameservers: [${MIN_NAMESERVERS}–${MAX_NAMESERVERS} host names]}\`. Any other key in \`params\` is a 400 \`validation_error\` naming it.
- **Body**: \`{domains: [...], params: {...}}\`; duplicates are merged; an invalid domain name is a 400.
- Domains not in the caller's portfolio become items with status \`not_owned\` and are never sent to the registrar.
- **Answer**: 202 with the job and \`Location\` of its status; follow progress at GET /api/domains/bulk/jobs/{id}.
- **Idempotency-Key** (optional header, 1–255 characters): the same key with the same request answers the same job
  (200 instead of 202); with a different request, 409 \`conflict\`. Keys are scoped to the user.
- **Item status**: \`succeeded\`; \`failed\` (the registrar refused; or, for a \`set_*\` operation, which is safe to
  send again, gave no usable answer); \`not_owned\`; or \`unknown\`:
  a renewal whose answer was lost (no answer in time, connection broken, server error) is checked against the
  registrar's expiry date; when that shows the new expiry the item \`succeeded\`, otherwise it is \`unknown\` (the
  registrar may still apply it): check the domain's expiry before renewing it again.
- A restart resumes unfinished jobs; a renewal interrupted mid-call is checked against the registrar's expiry date
  before it is retried, so no domain is renewed twice.`,
      params: Type.Object({ op: Type.String({ description: `One of ${BULK_OPS.join(', ')}.` }) }),
      headers: Type.Object({ 'idempotency-key': Type.Optional(Type.String({ minLength: 1, maxLength: 255 })) }),
      body: Type.Object({
        domains: Type.Array(Type.String({ maxLength: 253 }), { minItems: 1, maxItems: MAX_BULK_DOMAINS }),
        params: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
      }, { additionalProperties: false }),
      response: { 200: Type.Ref(BulkJobSchema), 202: Type.Ref(BulkJobSchema), ...errorResponses('validation_error', 'unauthorized', 'not_found', 'conflict', 'payload_too_large') },
    },
  }, async (request, reply) => {
    const { job, replayed } = await createBulkJob(ctx, {
      viewer: await requestViewer(ctx, request),
      op: request.params.op,
      domains: request.body.domains,
      params: request.body.params,
      idempotencyKey: request.headers['idempotency-key'],
    });
    reply.header('location', `/api/domains/bulk/jobs/${job.id}`);
    return reply.code(replayed ? 200 : 202).send(job);
  });

  app.get('/api/domains/bulk/jobs/:id', {
    schema: {
      operationId: 'getBulkJob',
      tags: ['bulk'],
      summary: 'Progress and results of a bulk job',
      description: 'The job with per-domain status, result and error. Only the signed-in owner sees it (401 when not signed in, 404 for anyone else).',
      params: Type.Object({ id: Type.String({ maxLength: 64 }) }),
      response: { 200: Type.Ref(BulkJobSchema), ...errorResponses('validation_error', 'unauthorized', 'not_found') },
    },
  }, async (request) => {
    const job = await getBulkJob(ctx, { viewer: await requestViewer(ctx, request), id: request.params.id });
    if (!job) throw new ApiError('not_found', `No bulk job ${request.params.id}`);
    return job;
  });
}
