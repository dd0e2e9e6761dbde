import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../context.js';
import { ApiError } from '../../platform/errors.js';
import { errorResponses, StringEnum } from '../../platform/http/schemas.js';
import type { TypedApp } from '../../platform/http/typed-app.js';
import { API_VERSION } from './openapi.js';
import { pingDatabase } from '../../platform/db/db.js';

/** How long /readyz waits for the database to answer `SELECT 1` (a pool waiting for a dead server has no bound of its own). */
const DATABASE_CHECK_TIMEOUT_MS = 2_000;

type CheckResult = 'ok' | 'unavailable' | 'not_configured';

/**
 * Liveness and readiness for orchestrators and load balancers (issue 14 item 8, README "Health and readiness").
 *
 * /healthz is liveness: the process and its event loop answer. It checks no dependency, so an outage of the
 * database or Redis does not get healthy processes restarted. /readyz is readiness: the database answers a query
 * and, with REDIS_URL, Redis answers a PING; otherwise 503 naming the dependency that failed.
 */
export function healthRoutes(app: TypedApp, ctx: AppContext): void {
  app.get('/healthz', {
    schema: {
      operationId: 'getHealth',
      tags: ['meta'],
      summary: 'Liveness',
      description: 'Answers 200 while the process is up and serving requests. Checks no dependency (use `/readyz` for that). Not rate limited; cheap.',
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
  }, async () => ({ status: 'ok' as const, version: API_VERSION, database: ctx.db.kind, sandbox: ctx.config.sandbox }));

  const check = StringEnum(['ok', 'unavailable', 'not_configured'] as const);
  app.get('/readyz', {
    schema: {
      operationId: 'getReadiness',
      tags: ['meta'],
      summary: 'Readiness',
      description: 'Answers 200 when the dependencies of this instance answer: the database, and Redis when the server is configured '
        + 'with one. Otherwise 503 `service_unavailable`; `details.checks` names the dependency that failed. Each check is bounded '
        + '(a few seconds at most). Not rate limited.',
      response: {
        200: Type.Object({
          status: Type.Literal('ready'),
          checks: Type.Object({ database: check, redis: check }),
        }),
        ...errorResponses('service_unavailable'),
      },
    },
  }, async () => {
    const [database, redis] = await Promise.all([
      outcome(within(pingDatabase(ctx.db), DATABASE_CHECK_TIMEOUT_MS)),
      ctx.limits.redis ? outcome(ctx.limits.redis.ping()) : Promise.resolve('not_configured' as const),
    ]);
    const checks = { database, redis };
    const failed = Object.entries(checks).filter(([, result]) => result === 'unavailable').map(([name]) => name);
    if (failed.length > 0) {
      throw new ApiError('service_unavailable', `not ready: ${failed.join(' and ')} did not answer`, { checks });
    }
    return { status: 'ready' as const, checks };
  });
}

async function outcome(check: Promise<unknown>): Promise<CheckResult> {
  return check.then(() => 'ok' as const, () => 'unavailable' as const);
}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
