// test-plan: PGlite only: checks the partner OpenAPI document and lints it with redocly; the document is built from the routes, never from stored data
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import Fastify from 'fastify';
import { Type } from '@sinclair/typebox';
import { lintOpenApiDocument } from '../scripts/lint-openapi.js';
import { ERROR_STATUS } from '../src/platform/errors.js';
import type { TypedApp } from '../src/platform/http/typed-app.js';
import { PartnerOpenApi } from '../src/interfaces/partner/openapi.js';
import { PARTNER_OPENAPI_PATH, partnerScope } from '../src/interfaces/partner/plugin.js';
import { partnerApi } from '../src/interfaces/partner/routes.js';
import { PARTNER_ROUTES } from '../src/features.js';
import { usePartnerApp } from './helpers/partner-signer.js';

/** Issue 15 item 11: interface B's own OpenAPI 3.1 document, built from the routes of the signed scope. */
describe('partner OpenAPI document (issue 15 item 11)', () => {
  const h = usePartnerApp();

  test('GET /api/partner/v1/openapi.json is served without a signature, as OpenAPI 3.1 with the HMAC scheme', async () => {
    const response = await h.app.inject({ method: 'GET', url: PARTNER_OPENAPI_PATH });
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /application\/json/);
    const doc = response.json();
    assert.equal(doc.openapi, '3.1.0');
    assert.deepEqual(doc.security, [{ partnerSignature: [] }]);
    assert.equal(doc.components.securitySchemes.partnerSignature.name, 'X-Service-Key-Id');
    assert.match(doc.components.securitySchemes.partnerSignature.description, /HMAC-SHA256/);
    assert.match(doc.components.securitySchemes.partnerSignature.description, /%2B/);
    assert.doesNotMatch(JSON.stringify(doc), /contract|\b[4-7]\.\d\b/i, 'public text explains itself');
  });

  test('every partner route is in the document, with its scopes and its error codes from the one table', async () => {
    const probe = Fastify() as unknown as TypedApp;
    const registered: string[] = [];
    probe.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/partner/') || route.url === PARTNER_OPENAPI_PATH || route.url.endsWith('*')) return;
      for (const method of [route.method].flat()) if (method !== 'HEAD') registered.push(`${method.toLowerCase()} ${route.url.replace(/:(\w+)/g, '{$1}')}`);
    });
    partnerApi(probe, h.ctx, PARTNER_ROUTES);
    await probe.ready();
    const doc = (await probe.inject({ method: 'GET', url: PARTNER_OPENAPI_PATH })).json();
    await probe.close();
    const documented = Object.entries(doc.paths as Record<string, Record<string, any>>).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m} ${path}`));
    assert.ok(registered.length >= 4);
    assert.deepEqual(registered.filter((op) => !documented.includes(op)), [], 'routes missing from the partner document');
    for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, any>>)) {
      for (const [method, op] of Object.entries(ops)) {
        assert.ok(op['x-required-scopes'].length > 0, `${method} ${path} names its scopes`);
        for (const [status, response] of Object.entries(op.responses as Record<string, any>)) {
          for (const [, code] of String(response.description).matchAll(/`([a-z_]+)`/g)) {
            assert.equal(String(ERROR_STATUS[code as keyof typeof ERROR_STATUS]), status, `${method} ${path}: ${code} under ${status}`);
          }
        }
      }
    }
    assert.ok(doc.paths['/api/partner/v1/domains/{name}'].get.responses['404'], 'not_found documented where the route answers it');
  });

  test('a partner route without a summary, operationId or documented 2xx answer does not start', async () => {
    const app = Fastify() as unknown as TypedApp;
    partnerScope(app, h.ctx, (scope) => {
      scope.get('/api/partner/v1/undocumented', { config: { partner: { scopes: ['search'], rate: 'search', idempotency: 'none' } }, schema: { response: { 200: Type.Object({}) } } }, async () => ({}));
    }, { document: new PartnerOpenApi() });
    await assert.rejects(async () => { await app.ready(); }, /schema\.summary and schema\.operationId are required/);
  });

  test('money is integer minor units: every *_cents, budget and price field of the document is an integer', async () => {
    const doc = (await h.app.inject({ method: 'GET', url: PARTNER_OPENAPI_PATH })).json();
    const money: string[] = [];
    const notInteger: string[] = [];
    const visit = (node: unknown, where: string): void => {
      if (Array.isArray(node)) {
        for (const [i, item] of node.entries()) visit(item, `${where}[${i}]`);
        return;
      }
      if (!node || typeof node !== 'object') return;
      const properties = (node as { properties?: unknown }).properties;
      if (properties && typeof properties === 'object' && !Array.isArray(properties)) {
        for (const [name, schema] of Object.entries(properties as Record<string, { type?: unknown; anyOf?: { type?: unknown }[] }>)) {
          if (!/_cents$|^(budget|offer_price|expected_price)$/.test(name)) continue;
          money.push(`${where}.${name}`);
          const types = [schema.type, ...(schema.anyOf ?? []).map((s) => s.type)].flat().filter((t) => t !== undefined && t !== 'null');
          if (types.length === 0 || types.some((t) => t !== 'integer')) notInteger.push(`${where}.${name}: ${JSON.stringify(schema)}`);
        }
      }
      for (const [key, value] of Object.entries(node)) visit(value, `${where}.${key}`);
    };
    visit(doc, '#');
    assert.ok(money.length >= 20, `only ${money.length} money fields found`);
    assert.deepEqual(notInteger, []);
  });

  test('/docs/partner is a read-only Swagger UI page of this document, "Try it out" off, with its own CSP', async () => {
    const page = await h.app.inject({ method: 'GET', url: '/docs/partner' });
    assert.equal(page.statusCode, 200);
    assert.match(String(page.headers['content-type']), /^text\/html/);
    assert.match(page.body, /<title>Nameport Partner API reference<\/title>/);
    // The page calls nothing but its own origin: no "Try it out" target to allow.
    assert.match(String(page.headers['content-security-policy']), /connect-src 'self';/);
    // The initializer points Swagger UI at ./json and turns off every submit method.
    const initializer = await h.app.inject({ method: 'GET', url: '/docs/partner/static/swagger-initializer.js' });
    assert.equal(initializer.statusCode, 200);
    assert.match(initializer.body, /url: resolveUrl\('\.\/json'\)/);
    assert.match(initializer.body, /"supportedSubmitMethods":\[\]/);
    // ./json is the partner document as GET /api/partner/v1/openapi.json serves it, and its description says how to call.
    const shown = (await h.app.inject({ method: 'GET', url: '/docs/partner/json' })).json();
    const served = (await h.app.inject({ method: 'GET', url: PARTNER_OPENAPI_PATH })).json();
    assert.deepEqual(shown, served);
    assert.match(shown.info.description, /\/docs\/partner/);
    assert.match(shown.info.description, /PartnerClient/);
    // /docs is still interface A's page.
    const publicDocs = (await h.app.inject({ method: 'GET', url: '/docs/json' })).json();
    assert.equal(publicDocs.info.title, 'Nameport API');
  });

  test('the document passes redocly lint with redocly.yaml', { timeout: 120_000 }, async () => {
    const doc = (await h.app.inject({ method: 'GET', url: PARTNER_OPENAPI_PATH })).json();
    const result = await lintOpenApiDocument(doc);
    assert.equal(result.status, 0, result.output);
  });
});
