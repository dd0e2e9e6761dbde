import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import secureJson from 'secure-json-parse';
import type { AppContext } from '../../context.js';
import { ApiError } from '../../platform/errors.js';
import type { TypedApp } from '../../platform/http/typed-app.js';
import type { PartnerOpenApi } from './openapi.js';
import { canonicalQuery, sha256Hex } from '../../modules/partners/auth/canonical.js';
import { verifyPartnerRequest } from '../../modules/partners/auth/verify.js';
import { isPartnerScope, PARTNER_SCOPES, type PartnerScope } from '../../modules/partners/credentials/scopes.js';
import type { VerifiedCredential } from '../../modules/partners/credentials/service.js';
import type { RateClass } from '../../modules/partners/guard/rate-limit.js';
import {
  claimIdempotencyKey, completeIdempotencyKey, IDEMPOTENCY_HEARTBEAT_MS, IDEMPOTENCY_MAX_RUNNING_MS, isSideEffectFree, parseIdempotencyKey,
  releaseIdempotencyKey, renewIdempotencyClaim, REPLAYED_HEADERS, storeOutcome, type IdempotencyScope,
} from '../../modules/partners/idempotency/service.js';

export { noSideEffects } from '../../modules/partners/idempotency/service.js';

/** What a partner route declares (route `config.partner`); the plugin enforces it before the handler runs. */
export interface PartnerRouteConfig {
  /** Any one of these scopes grants the route (contract 4.3 names two for some routes). */
  scopes: PartnerScope[];
  /** Contract 8: which per-minute limit the route counts against. */
  rate: RateClass;
  /**
   * Writes: `required` (missing → 400 missing_idempotency_key) or `optional` Idempotency-Key; `none` for reads.
   * Always stated: a route that forgets it does not start (fail closed).
   */
  idempotency: 'required' | 'optional' | 'none';
}

declare module 'fastify' {
  interface FastifyContextConfig {
    partner?: PartnerRouteConfig;
    /** Only the catch-all for unknown paths: left out of the partner OpenAPI document. */
    partnerUndocumented?: boolean;
  }
  interface FastifyRequest {
    /** Set once the signature was verified (partner routes only). */
    partnerCredential?: VerifiedCredential;
    partnerIdempotency?: PartnerClaim;
    /** The body bytes exactly as received (empty for none). */
    partnerRawBody?: Buffer;
  }
}

interface PartnerClaim {
  scope: IdempotencyScope;
  claimId: string;
  settled: boolean;
  /** The handler failed with an error marked noSideEffects(): a 5xx releases the key instead of being stored. */
  sideEffectFree: boolean;
  heartbeat: NodeJS.Timeout | null;
}

/** Every path under it is served by the signed scope only (requirePartnerRoutesInScope). */
export const PARTNER_PATH_PREFIX = '/api/partner/';
/**
 * The one unsigned path under the prefix: the partner API's own OpenAPI document, which a partner reads before it
 * has a credential and which holds nothing a credential protects.
 */
export const PARTNER_OPENAPI_PATH = '/api/partner/v1/openapi.json';
const RATE_CLASSES: readonly RateClass[] = ['search', 'write', 'report'];
const IDEMPOTENCY_MODES: readonly PartnerRouteConfig['idempotency'][] = ['required', 'optional', 'none'];
const IN_PARTNER_SCOPE = Symbol('nameport.partnerScope');

/** The verified credential of a partner route's request (the plugin guarantees it in handlers). */
export function credentialOf(request: FastifyRequest): VerifiedCredential {
  if (!request.partnerCredential) throw new Error('partner route without a verified credential');
  return request.partnerCredential;
}

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * Fail closed (issue 10 review): a route whose URL is under /api/partner/ must be registered inside a signed partner
 * scope, or the application does not start. Call on the root instance before any route is added (app.ts).
 */
export function requirePartnerRoutesInScope(app: TypedApp): void {
  app.addHook('onRoute', function (this: FastifyInstance, route: RouteOptions) {
    const inScope = (this as unknown as Record<symbol, unknown>)[IN_PARTNER_SCOPE] === true;
    if ((route.url.startsWith(PARTNER_PATH_PREFIX) || route.url === PARTNER_PATH_PREFIX.slice(0, -1)) && !inScope && route.url !== PARTNER_OPENAPI_PATH) {
      throw new Error(`${String(route.method)} ${route.url} is under ${PARTNER_PATH_PREFIX} but outside the signed partner scope (src/interfaces/partner/routes.ts)`);
    }
  });
}

/** Fail closed: every route of the signed scope states its scopes, rate class and idempotency, or startup fails. */
function checkRouteConfig(route: RouteOptions): void {
  const config = (route.config as { partner?: Partial<PartnerRouteConfig> } | undefined)?.partner;
  const where = `partner route ${String(route.method)} ${route.url}`;
  if (!config) throw new Error(`${where} has no config.partner (scopes, rate, idempotency): it would be served unauthenticated`);
  if (!Array.isArray(config.scopes) || config.scopes.length === 0 || !config.scopes.every((s) => typeof s === 'string' && isPartnerScope(s))) {
    throw new Error(`${where}: config.partner.scopes must be a non-empty list of partner scopes`);
  }
  if (!RATE_CLASSES.includes(config.rate as RateClass)) throw new Error(`${where}: config.partner.rate must be one of ${RATE_CLASSES.join(', ')}`);
  if (!IDEMPOTENCY_MODES.includes(config.idempotency as PartnerRouteConfig['idempotency'])) {
    throw new Error(`${where}: config.partner.idempotency must be one of ${IDEMPOTENCY_MODES.join(', ')}`);
  }
}

export interface PartnerScopeOptions {
  /** How often a running idempotent request renews its claim's lease (tests shorten it). */
  idempotencyHeartbeatMs?: number;
  /** The partner OpenAPI document every route of the scope is added to (fails the start when undocumented). */
  document?: PartnerOpenApi;
}

/**
 * The one plugin in front of every partner route (`/api/partner/v1/*`, `PUT /api/partner/webhooks`): an
 * encapsulated scope whose routes get, in order (issue 10):
 *   0. at startup, onRoute: a route without a complete `config.partner` fails the start (fail closed);
 *   1. the raw body kept as received (a content-type parser that returns the bytes; contract 5.2 hashes them);
 *   2. preValidation: signature verification (401s), rate limit (429), scope (403), then JSON parsing (400,
 *      secure-json-parse: `__proto__` / `constructor.prototype` keys are refused): authentication comes before any
 *      judgement of the input, so an unsigned request learns nothing about it;
 *   3. schema validation (400), by fastify;
 *   4. preHandler: the Idempotency-Key claim (409 / replay) on routes that declare one, and its lease heartbeat;
 *   5. onSend: the response stored on the claimed key, or the key released (idempotency/service.ts, storeOutcome).
 * `register` adds the routes inside the scope; tests use it for test-only write routes.
 */
export function partnerScope(app: TypedApp, ctx: AppContext, register: (scope: TypedApp) => void, options: PartnerScopeOptions = {}): void {
  const heartbeatMs = options.idempotencyHeartbeatMs ?? IDEMPOTENCY_HEARTBEAT_MS;
  app.register(async (scope: TypedApp) => {
    scope.decorate(IN_PARTNER_SCOPE as unknown as string, true);
    scope.addHook('onRoute', checkRouteConfig);
    const document = options.document;
    if (document) {
      scope.addHook('onRoute', (route: RouteOptions) => {
        if ((route.config as { partnerUndocumented?: boolean } | undefined)?.partnerUndocumented) return;
        document.add(route, (route.config as { partner: PartnerRouteConfig }).partner);
      });
    }

    // Keep the bytes: re-serialised JSON would not hash like what the partner signed (DESIGN.md traps).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    scope.addHook('preValidation', async (request, reply) => {
      const config = request.routeOptions.config.partner;
      // Unreachable after checkRouteConfig; still never serve a route of this scope without verification.
      if (!config) throw new ApiError('internal_error', 'this partner route is not configured');
      const { credential, rate } = await authenticate(ctx, request, config);
      reply.header('x-ratelimit-limit', String(rate.limit));
      reply.header('x-ratelimit-remaining', String(rate.remaining));
      request.partnerCredential = credential;
      request.partnerRawBody = rawBody(request);
      request.body = parseBody(request.partnerRawBody, request);
    });

    scope.addHook('preHandler', async (request, reply) => {
      const config = request.routeOptions.config.partner;
      if (!config || config.idempotency === 'none') return;
      const key = parseIdempotencyKey(header(request, 'idempotency-key'), config.idempotency === 'required');
      if (key === null) return;
      const idem: IdempotencyScope = { keyId: credentialOf(request).keyId, route: `${request.method} ${request.routeOptions.url}`, idempotencyKey: key };
      const claim = await claimIdempotencyKey(ctx, idem, requestFingerprint(request));
      if (claim.kind === 'replay') {
        reply.code(claim.status).header('idempotent-replayed', 'true');
        if (claim.contentType) reply.header('content-type', claim.contentType);
        for (const [name, value] of Object.entries(claim.headers)) reply.header(name, value);
        return reply.send(claim.body);
      }
      const held: PartnerClaim = { scope: idem, claimId: claim.claimId, settled: false, sideEffectFree: false, heartbeat: null };
      request.partnerIdempotency = held;
      startHeartbeat(ctx, request, held, heartbeatMs);
    });

    scope.addHook('onError', async (request, _reply, error) => {
      if (request.partnerIdempotency && isSideEffectFree(error)) request.partnerIdempotency.sideEffectFree = true;
    });

    scope.addHook('onSend', async (request, reply, payload) => {
      const idem = request.partnerIdempotency;
      if (!idem || idem.settled) return payload;
      settle(idem);
      try {
        if (storeOutcome(reply.statusCode, idem.sideEffectFree)) {
          const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : '';
          const contentType = reply.getHeader('content-type');
          const headers: Record<string, string> = {};
          for (const name of REPLAYED_HEADERS) {
            const value = reply.getHeader(name);
            if (value !== undefined) headers[name] = String(value);
          }
          await completeIdempotencyKey(ctx, idem.scope, idem.claimId, {
            status: reply.statusCode, contentType: contentType === undefined ? null : String(contentType), headers, body,
          });
        } else {
          await releaseIdempotencyKey(ctx, idem.scope, idem.claimId);
        }
      } catch (error) {
        // The response still goes out; the claim is taken over once its lease lapses (IDEMPOTENCY_LEASE_MS).
        request.log.error({ err: error }, 'storing the idempotent response failed');
      }
      return payload;
    });

    // Safety net: a response that ends without onSend (aborted) stops renewing its claim.
    scope.addHook('onResponse', async (request) => {
      if (request.partnerIdempotency) settle(request.partnerIdempotency);
    });

    register(scope);
  });
}

/**
 * Unknown paths under /api/partner/ (issue 10 review): authentication comes before routing, so an unsigned request
 * is 401 like on any partner route and learns nothing about which paths exist; a signed one gets 404 not_found.
 * Any scope grants it; it counts against the search limit. Static routes take precedence over this wildcard.
 */
export function unknownPartnerPaths(scope: TypedApp): void {
  scope.all(`${PARTNER_PATH_PREFIX}*`, {
    config: { partner: { scopes: [...PARTNER_SCOPES], rate: 'search', idempotency: 'none' }, partnerUndocumented: true },
    schema: { hide: true },
  }, async (request) => {
    throw new ApiError('not_found', `No route for ${request.method} ${request.url.split('?')[0]}`);
  });
}

function settle(idem: PartnerClaim): void {
  idem.settled = true;
  if (idem.heartbeat) clearInterval(idem.heartbeat);
  idem.heartbeat = null;
}

/** Renews the claim's lease while the handler runs, so a slow write is never taken over by a retry. */
function startHeartbeat(ctx: AppContext, request: FastifyRequest, idem: PartnerClaim, everyMs: number): void {
  // Elapsed time on ctx.clock, like the lease itself (tests move it); the interval is only the renewal cadence.
  const started = ctx.clock.now().getTime();
  idem.heartbeat = setInterval(() => {
    if (idem.settled) return;
    if (ctx.clock.now().getTime() - started > IDEMPOTENCY_MAX_RUNNING_MS) {
      request.log.warn({ route: idem.scope.route }, 'idempotent request still running: its claim is no longer renewed');
      if (idem.heartbeat) clearInterval(idem.heartbeat);
      idem.heartbeat = null;
      return;
    }
    renewIdempotencyClaim(ctx, idem.scope, idem.claimId).then((held) => {
      if (!held && !idem.settled) request.log.warn({ route: idem.scope.route }, 'idempotency claim lost while the request was running (lease lapsed)');
    }, (error: unknown) => request.log.warn({ err: error }, 'renewing the idempotency claim failed'));
  }, everyMs);
  idem.heartbeat.unref();
}

async function authenticate(ctx: AppContext, request: FastifyRequest, config: PartnerRouteConfig) {
  const url = request.url;
  const q = url.indexOf('?');
  return verifyPartnerRequest(ctx, {
    method: request.method,
    path: q === -1 ? url : url.slice(0, q),
    rawQuery: q === -1 ? '' : url.slice(q + 1),
    headers: {
      keyId: header(request, 'x-service-key-id'),
      timestamp: header(request, 'x-service-timestamp'),
      nonce: header(request, 'x-service-nonce'),
      signature: header(request, 'x-service-signature'),
    },
    body: rawBody(request),
  }, config);
}

const EMPTY = Buffer.alloc(0);

function rawBody(request: FastifyRequest): Buffer {
  if (request.partnerRawBody) return request.partnerRawBody;
  return Buffer.isBuffer(request.body) ? request.body : EMPTY;
}

/** After authentication: the raw bytes become the JSON value schema validation and the handler see. */
function parseBody(raw: Buffer, request: FastifyRequest): unknown {
  if (raw.length === 0) return undefined;
  const type = String(request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json' && !type.endsWith('+json')) {
    throw new ApiError('validation_error', 'Unsupported Content-Type; send application/json');
  }
  try {
    // secure-json-parse: `__proto__` and `constructor.prototype` keys are refused (prototype poisoning), not parsed.
    return secureJson.parse(raw.toString('utf8'), null, { protoAction: 'error', constructorAction: 'error' }) as unknown;
  } catch (error) {
    throw new ApiError('validation_error', `The body is not valid JSON: ${(error as Error).message}`);
  }
}

/** Same key + same request = the canonical query and the exact body bytes (the route is part of the key's scope). */
function requestFingerprint(request: FastifyRequest): string {
  const q = request.url.indexOf('?');
  return sha256Hex(`${canonicalQuery(q === -1 ? '' : request.url.slice(q + 1))}\n${sha256Hex(rawBody(request))}`);
}
