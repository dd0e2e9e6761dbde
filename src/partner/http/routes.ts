import type { AppContext } from '../../context.js';
import type { TypedApp } from '../../http/typed-app.js';
import { inventoryRoutes } from './inventory.routes.js';
import { partnerScope, unknownPartnerPaths } from './plugin.js';

/**
 * Interface B (issue 10): every route under /api/partner/v1 (and, later, PUT /api/partner/webhooks) is
 * registered inside the one signed scope of plugin.ts (a route under /api/partner/ outside it fails the start:
 * requirePartnerRoutesInScope in app.ts). Later issues add their route files here.
 */
export function partnerApi(app: TypedApp, ctx: AppContext): void {
  partnerScope(app, ctx, (scope) => {
    inventoryRoutes(scope, ctx);
    // Last: any other path under /api/partner/ is authenticated first, then 404 (plugin.ts).
    unknownPartnerPaths(scope);
  });
}
