import swaggerUi from '@fastify/swagger-ui';
import type { TypedApp } from '../../platform/http/typed-app.js';
import { swaggerUiCsp } from '../http/swagger-ui-csp.js';

/** The human reference page of interface B, beside /docs (interface A). */
export const PARTNER_DOCS_PATH = '/docs/partner';

/**
 * /docs/partner: Swagger UI rendering interface B's OpenAPI document, for reading only.
 *
 * @fastify/swagger-ui always points the page at its own `<prefix>/json` route, which serves `fastify.swagger()` (interface
 * A's document) unless `transformSpecification` answers something else: here the partner document, the same object
 * GET /api/partner/v1/openapi.json serializes. The plugin is registered a second time in its own encapsulated scope
 * (its `swaggerCSP` decorator and CSP hook stay there), so /docs is untouched.
 *
 * "Try it out" is off (`supportedSubmitMethods: []`): every partner request must carry an HMAC signature made with the
 * credential's secret (contract 5.2), which a browser page does not hold, so it could only ever show 401s. Without it
 * the page calls nothing but its own origin, and its policy allows no other.
 */
export function partnerDocsPage(app: TypedApp, partnerDocument: () => Record<string, unknown>): void {
  app.register(async (scope) => {
    await scope.register(swaggerUi, {
      routePrefix: PARTNER_DOCS_PATH,
      uiConfig: { docExpansion: 'list', deepLinking: true, defaultModelsExpandDepth: 1, supportedSubmitMethods: [] },
      theme: { title: 'Nameport Partner API reference' },
      // The first argument (interface A's document) is ignored: no need for the plugin's deep copy of it.
      transformSpecificationClone: false,
      transformSpecification: () => partnerDocument(),
      staticCSP: swaggerUiCsp(),
    });
  });
}
