import Fastify, { LogController, type FastifyBaseLogger } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from './context.js';
import { trustProxyOption } from './platform/config.js';
import { installCors } from './interfaces/public/cors.js';
import { installErrorHandling, sendError } from './platform/http/error-handler.js';
import { clientErrorHandler, frameworkErrorHandler, refuseMissingHost } from './platform/http/framework-errors.js';
import { registerOpenApi } from './interfaces/public/openapi.js';
import { requestIdGenerator } from './platform/http/request-id.js';
import type { TypedApp } from './platform/http/typed-app.js';
import { FEATURES, PARTNER_ROUTES } from './features.js';
import { batchRoutes } from './interfaces/public/batch.route.js';
import { mcpRoutes } from './interfaces/mcp/routes.js';
import { webPages } from './interfaces/web/routes.js';
import { partnerApi } from './interfaces/partner/routes.js';
import { partnerDocsPage } from './interfaces/partner/docs-page.js';
import { requirePartnerRoutesInScope } from './interfaces/partner/plugin.js';

/** Request headers that carry credentials, wherever a log line holds them (`headers`, `req.headers`). */
const REDACTED_HEADERS = ['authorization', 'cookie', 'x-service-signature'].flatMap((name) => [
  `headers["${name}"]`, `req.headers["${name}"]`, `request.headers["${name}"]`,
]);

/**
 * Builds the HTTP application on a context. Never listens: `serve` listens, tests use inject() or
 * listen on port 0 themselves.
 */
export async function buildApp(ctx: AppContext): Promise<TypedApp> {
  const app = Fastify({
    // Credentials never reach a log line, whatever a handler logs of a request's headers.
    loggerInstance: ctx.log.child({}, { redact: { paths: REDACTED_HEADERS, censor: '[redacted]' } }) as FastifyBaseLogger,
    genReqId: requestIdGenerator(ctx.ids),
    bodyLimit: ctx.config.bodyLimitBytes,
    // Per-request access lines only at debug/trace: at info they would double the log volume.
    logController: new LogController({
      requestIdLogLabel: 'request_id',
      disableRequestLogging: ctx.config.logLevel !== 'debug' && ctx.config.logLevel !== 'trace',
    }),
    // X-Forwarded-For is believed only when TRUST_PROXY says a proxy is in front (client IP of the WHOIS quota).
    trustProxy: trustProxyOption(ctx.config.trustProxy),
    ajv: { customOptions: { removeAdditional: false, coerceTypes: true, useDefaults: true, allErrors: false } },
    // Errors before any route (Node's parser, the router, the Host check, shutdown) in the one error body (issue 14 item 16).
    clientErrorHandler: clientErrorHandler(ctx),
    frameworkErrors: frameworkErrorHandler(ctx),
    http: { requireHostHeader: false },
    // A request that arrives while `serve` stops (on a kept-alive connection) is served, with Connection: close
    // (platform/lib/graceful-close.ts): a load balancer does not retry a refused POST on another instance.
    return503OnClosing: false,
  }).withTypeProvider<TypeBoxTypeProvider>();

  // A callback hook, not an async one: it runs on every request and needs no promise.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    if (ctx.config.sandbox) reply.header('x-nameport-mode', 'sandbox');
    const refusal = refuseMissingHost(request);
    if (refusal) {
      void sendError(request, reply, refusal);
      return;
    }
    done();
  });
  installErrorHandling(app);
  // Before the routes: interface A's reads answer cross-origin requests and their preflights (issue 14 item 11).
  installCors(app);
  // Before any route: a route under /api/partner/ outside the signed partner scope fails the start (fail closed).
  requirePartnerRoutesInScope(app);
  await registerOpenApi(app, ctx.config);

  // Each feature's interface A routes, in the order of src/features.ts (the order of the OpenAPI paths).
  for (const feature of FEATURES) await feature.routes?.(app, ctx);
  // Batch reads and the MCP server (issue 8): more front doors to the same services. After the OAuth routes, whose
  // metadata schema the MCP endpoint's RFC 9728 document reuses.
  batchRoutes(app, ctx);
  mcpRoutes(app, ctx);
  await webPages(app, ctx);
  // Interface B (issue 10): one signed scope for every feature's partner routes.
  const partnerDocument = partnerApi(app, ctx, PARTNER_ROUTES);
  // Its reference page beside /docs (needs @fastify/swagger, registered by registerOpenApi).
  partnerDocsPage(app, partnerDocument);
  return app;
}
