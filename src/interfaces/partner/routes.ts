import type { AppContext } from '../../context.js';
import type { TypedApp } from '../../platform/http/typed-app.js';
import { PartnerOpenApi } from './openapi.js';
import { WEBHOOKS_TAG_TEXT, webhookDocumentation } from './webhooks.routes.js';
import { PARTNER_OPENAPI_PATH, partnerScope, unknownPartnerPaths } from './plugin.js';

/** Registers one feature's partner routes inside the signed scope. */
export type PartnerRoutes = (scope: TypedApp, ctx: AppContext) => void;

/**
 * Interface B (issue 10): every route under /api/partner/v1 (and, later, PUT /api/partner/webhooks) is
 * registered inside the one signed scope of plugin.ts (a route under /api/partner/ outside it fails the start:
 * requirePartnerRoutesInScope in app.ts). The routes come from each feature's `partnerRoutes` (src/features.ts).
 * Returns the partner OpenAPI document as served, for the reference page (docs-page.ts; valid once the app is ready).
 */
export function partnerApi(app: TypedApp, ctx: AppContext, featureRoutes: readonly PartnerRoutes[]): () => Record<string, unknown> {
  const document = new PartnerOpenApi();
  document.addWebhooks(webhookDocumentation(), { name: 'webhooks', description: WEBHOOKS_TAG_TEXT });
  partnerScope(app, ctx, (scope) => {
    for (const routes of featureRoutes) routes(scope, ctx);
    // Last: any other path under /api/partner/ is authenticated first, then 404 (plugin.ts).
    unknownPartnerPaths(scope);
  }, { document });

  // Built at the first request, after every route has registered; the same object for the document and the page.
  let built: { document: Record<string, unknown>; json: string } | null = null;
  const served = () => {
    if (!built) {
      const object = document.document(ctx.config.publicBaseUrl);
      built = { document: object, json: JSON.stringify(object) };
    }
    return built;
  };
  // Unsigned: a partner reads the contract before it has a credential (plugin.ts, PARTNER_OPENAPI_PATH).
  app.get(PARTNER_OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) => reply.type('application/json; charset=utf-8').send(served().json));
  return () => served().document;
}
