import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../context.js';
import type { TypedApp } from '../../http/typed-app.js';
import { availability, domainDetail, pricing, searchInventory } from '../inventory/reads.js';
import { MAX_QUERY_LENGTH, MAX_RESULTS } from '../inventory/search.js';
import { credentialOf, type PartnerRouteConfig } from './plugin.js';

export const PARTNER_PREFIX = '/api/partner/v1';

/** Inventory reads need scope `search` and count against the search limit (contract 4.3, 8). */
const SEARCH: { partner: PartnerRouteConfig } = { partner: { scopes: ['search'], rate: 'search', idempotency: 'none' } };

// Interface B is not part of interface A's OpenAPI document (/openapi.json is contract A); see README.
const hide = true;

export function inventoryRoutes(scope: TypedApp, ctx: AppContext): void {
  scope.get(`${PARTNER_PREFIX}/domains/search`, {
    config: SEARCH,
    schema: {
      hide,
      querystring: Type.Object({
        // Optional in the schema: a missing or short q is answered 400 invalid_query (precedent.md), not validation_error.
        q: Type.Optional(Type.String({ maxLength: MAX_QUERY_LENGTH + 100 })),
        limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_RESULTS })),
        tld: Type.Optional(Type.String({ maxLength: 63 })),
      }),
    },
  }, async (request) => searchInventory(ctx, { environment: credentialOf(request).environment, ...request.query }));

  scope.get(`${PARTNER_PREFIX}/domains/:name`, {
    config: SEARCH,
    schema: { hide, params: Type.Object({ name: Type.String({ minLength: 1, maxLength: 253 }) }) },
  }, async (request) => domainDetail(ctx, credentialOf(request).environment, request.params.name));

  scope.get(`${PARTNER_PREFIX}/availability`, {
    config: SEARCH,
    schema: { hide, querystring: Type.Object({ domain: Type.String({ minLength: 1, maxLength: 253 }) }) },
  }, async (request) => availability(ctx, credentialOf(request).environment, request.query.domain));

  scope.get(`${PARTNER_PREFIX}/pricing`, {
    config: SEARCH,
    schema: { hide, querystring: Type.Object({ domain: Type.String({ minLength: 1, maxLength: 253 }) }) },
  }, async (request) => pricing(ctx, credentialOf(request).environment, request.query.domain));
}
