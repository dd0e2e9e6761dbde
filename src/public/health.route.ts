import { Type } from '@sinclair/typebox';
import type { AppContext } from '../context.js';
import { errorResponses } from '../http/schemas.js';
import type { TypedApp } from '../http/typed-app.js';
import { API_VERSION } from '../http/openapi.js';

/** Liveness and readiness for load balancers: the database must answer a query. */
export function healthRoutes(app: TypedApp, ctx: AppContext): void {
  app.get('/healthz', {
    schema: {
      operationId: 'getHealth',
      tags: ['meta'],
      summary: 'Health check',
      description: 'Answers 200 when the process is up and the database answers a query. Not rate limited; cheap.',
      response: {
        200: Type.Object({
          status: Type.Literal('ok'),
          version: Type.String({ examples: [API_VERSION] }),
          database: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
          sandbox: Type.Boolean({ description: 'True when serving the built-in synthetic sandbox data set.' }),
        }),
        ...errorResponses(),
      },
    },
  }, async () => {
    await ctx.db.query('SELECT 1');
    return { status: 'ok' as const, version: API_VERSION, database: ctx.db.kind, sandbox: ctx.config.sandbox };
  });
}
