import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { ApiError } from '../../errors.js';
import type { TypedApp } from '../../http/typed-app.js';
import { canonicalQuery, sha256Hex } from '../auth/canonical.js';
import { verifyPartnerRequest } from '../auth/verify.js';
import type { PartnerScope } from '../credentials/scopes.js';
import type { VerifiedCredential } from '../credentials/service.js';
import type { RateClass } from '../guard/rate-limit.js';
import {
  claimIdempotencyKey, completeIdempotencyKey, parseIdempotencyKey, releaseIdempotencyKey, type IdempotencyScope,
} from '../idempotency/service.js';

/** What a partner route declares (route `config.partner`); the plugin enforces it before the handler runs. */
export interface PartnerRouteConfig {
  /** Any one of these scopes grants the route (contract 4.3 names two for some routes). */
  scopes: PartnerScope[];
  /** Contract 8: which per-minute limit the route counts against. */
  rate: RateClass;
  /** Writes: `required` (missing → 400 missing_idempotency_key) or `optional` Idempotency-Key. */
  idempotency?: 'required' | 'optional';
}

declare module 'fastify' {
  interface FastifyContextConfig {
    partner?: PartnerRouteConfig;
  }
  interface FastifyRequest {
    /** Set once the signature was verified (partner routes only). */
    partnerCredential?: VerifiedCredential;
    partnerIdempotency?: { scope: IdempotencyScope; claimId: string; settled: boolean };
    /** The body bytes exactly as received (empty for none). */
    partnerRawBody?: Buffer;
  }
}

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
 * The one plugin in front of every partner route (`/api/partner/v1/*`, `PUT /api/partner/webhooks`): an
 * encapsulated scope whose routes get, in order (issue 10):
 *   1. the raw body kept as received (a content-type parser that returns the bytes; contract 5.2 hashes them);
 *   2. preValidation: signature verification (401s), scope (403), rate limit (429), then JSON parsing (400):
 *      authentication comes before any judgement of the input, so an unsigned request learns nothing about it;
 *   3. schema validation (400), by fastify;
 *   4. preHandler: the Idempotency-Key claim (409 / replay) on routes that declare one;
 *   5. onSend: the response stored on the claimed key (or the key released on a 5xx).
 * `register` adds the routes inside the scope; tests use it for a test-only write route.
 */
export function partnerScope(app: TypedApp, ctx: AppContext, register: (scope: TypedApp) => void): void {
  app.register(async (scope: TypedApp) => {
    // Keep the bytes: re-serialised JSON would not hash like what the partner signed (DESIGN.md traps).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    scope.addHook('preValidation', async (request, reply) => {
      const config = request.routeOptions.config.partner;
      if (!config) return;
      const { credential, rate } = await authenticate(ctx, request, config);
      reply.header('x-ratelimit-limit', String(rate.limit));
      reply.header('x-ratelimit-remaining', String(rate.remaining));
      request.partnerCredential = credential;
      request.partnerRawBody = rawBody(request);
      request.body = parseBody(request.partnerRawBody, request);
    });

    scope.addHook('preHandler', async (request, reply) => {
      const config = request.routeOptions.config.partner;
      if (!config?.idempotency) return;
      const key = parseIdempotencyKey(header(request, 'idempotency-key'), config.idempotency === 'required');
      if (key === null) return;
      const idem: IdempotencyScope = { keyId: credentialOf(request).keyId, route: `${request.method} ${request.routeOptions.url}`, idempotencyKey: key };
      const claim = await claimIdempotencyKey(ctx, idem, requestFingerprint(request));
      if (claim.kind === 'replay') {
        reply.code(claim.status).header('idempotent-replayed', 'true');
        if (claim.contentType) reply.header('content-type', claim.contentType);
        return reply.send(claim.body);
      }
      request.partnerIdempotency = { scope: idem, claimId: claim.claimId, settled: false };
    });

    scope.addHook('onSend', async (request, reply, payload) => {
      const idem = request.partnerIdempotency;
      if (!idem || idem.settled) return payload;
      idem.settled = true;
      try {
        if (reply.statusCode >= 500) {
          await releaseIdempotencyKey(ctx, idem.scope, idem.claimId);
        } else {
          const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : '';
          const contentType = reply.getHeader('content-type');
          await completeIdempotencyKey(ctx, idem.scope, idem.claimId, { status: reply.statusCode, contentType: contentType === undefined ? null : String(contentType), body });
        }
      } catch (error) {
        // The response still goes out; the claim is taken over once abandoned (IDEMPOTENCY_ABANDONED_MS).
        request.log.error({ err: error }, 'storing the idempotent response failed');
      }
      return payload;
    });

    register(scope);
  });
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
    return JSON.parse(raw.toString('utf8')) as unknown;
  } catch (error) {
    throw new ApiError('validation_error', `The body is not valid JSON: ${(error as Error).message}`);
  }
}

/** Same key + same request = the canonical query and the exact body bytes (the route is part of the key's scope). */
function requestFingerprint(request: FastifyRequest): string {
  const q = request.url.indexOf('?');
  return sha256Hex(`${canonicalQuery(q === -1 ? '' : request.url.slice(q + 1))}\n${sha256Hex(rawBody(request))}`);
}
