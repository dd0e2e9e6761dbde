import type { AppContext } from '../../../context.js';
import { ApiError } from '../../../platform/errors.js';
import * as store from '../../../platform/idempotency/store.js';

/**
 * Idempotency of partner writes (issue 10; contract 5.2 "Idempotency"): an Idempotency-Key (8–255 printable characters) is scoped
 * by credential and route. The key is claimed with one unique insert before the write runs, so of two concurrent
 * requests only one runs and the other gets 409; once the write has run its response (status, content type,
 * Location, exact body text) is stored on the key, and a retry with the same body gets those bytes again. The same
 * key with another body is 409 conflict. Keys are kept 24 h.
 *
 * A running claim holds a lease (IDEMPOTENCY_LEASE_MS, kept in `expires_at`) that the running request renews every
 * IDEMPOTENCY_HEARTBEAT_MS (plugin.ts), so a slow write keeps its key: only a claim whose lease lapsed (its instance
 * crashed or stalled) is taken over by a retry. What is stored and what releases the key: plugin.ts, storeOutcome().
 */
export const IDEMPOTENCY_TTL_MS = 24 * 3600 * 1000;
/** A running claim not renewed for this long was left by a crashed instance; a retry takes it over. */
export const IDEMPOTENCY_LEASE_MS = 60_000;
/** How often a running request renews its claim's lease (a quarter of the lease: three renewals may fail in a row). */
export const IDEMPOTENCY_HEARTBEAT_MS = 15_000;
/** A handler still running after this long stops renewing (a hung request does not hold its key for ever). */
export const IDEMPOTENCY_MAX_RUNNING_MS = 10 * 60_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/**
 * Issue 16: partner clients send their payment processor's checkout session id (e.g. `cs_test_a1B2…`), not only UUIDs:
 * 8 to 255 printable ASCII characters, no leading or trailing space.
 */
const KEY = /^[\x21-\x7e][\x20-\x7e]{6,253}[\x21-\x7e]$/;

export interface IdempotencyScope {
  keyId: string;
  /** Method and route pattern, e.g. `POST /api/partner/v1/orders`. */
  route: string;
  idempotencyKey: string;
}

/** The response headers an idempotent replay repeats besides Content-Type (which has its own column). */
export const REPLAYED_HEADERS = ['location'] as const;

export interface StoredResponse {
  status: number;
  contentType: string | null;
  /** Header name (lower case) → value, of REPLAYED_HEADERS. */
  headers: Record<string, string>;
  body: string;
}

export type ClaimResult =
  | { kind: 'claimed'; claimId: string }
  | ({ kind: 'replay' } & StoredResponse);

/**
 * Contract 5.2 names a UUID v4; clients in the wild send other unique strings (issue 16), so any key of 8 to 255
 * printable ASCII characters is accepted. A UUID is compared in lower case (the same UUID in either case is one key);
 * any other key exactly as sent (processor session ids are case-sensitive). Malformed is 400 validation_error; absent
 * on a write that needs it, 400 missing_idempotency_key.
 */
export function parseIdempotencyKey(header: string | undefined, required: boolean): string | null {
  if (header === undefined || header === '') {
    if (required) throw new ApiError('missing_idempotency_key', 'this write needs an Idempotency-Key header (8 to 255 printable characters, e.g. a UUID or your payment session id), the same for every retry of one operation');
    return null;
  }
  if (!KEY.test(header)) throw new ApiError('validation_error', 'Idempotency-Key must be 8 to 255 printable ASCII characters (e.g. a UUID or your payment session id)');
  return UUID.test(header) ? header.toLowerCase() : header;
}

/** The one idempotency store (platform/idempotency), namespace `partner`, scoped by credential and route. */
const refOf = (scope: IdempotencyScope): store.IdempotencyKeyRef => ({ namespace: 'partner', scope: `${scope.keyId} ${scope.route}`, key: scope.idempotencyKey });

export async function claimIdempotencyKey(ctx: AppContext, scope: IdempotencyScope, requestSha256: string): Promise<ClaimResult> {
  const claimId = ctx.ids.next('idem');
  const claim = await store.claimIdempotencyKey<StoredResponse>(ctx.db, refOf(scope), {
    claimId,
    now: ctx.clock.now(),
    leaseMs: IDEMPOTENCY_LEASE_MS,
    fingerprint: requestSha256,
    messages: {
      otherRequest: () => 'this Idempotency-Key was already used with a different request body; use a new key for a new operation',
      running: 'a request with this Idempotency-Key is still running; retry shortly with the same key',
    },
  });
  return claim.kind === 'claimed' ? { kind: 'claimed', claimId } : { kind: 'replay', ...claim.outcome };
}

/**
 * Renews a running claim's lease (the heartbeat of a running request). false: the claim is no longer ours (its lease
 * lapsed and a retry took the key over, or it was settled).
 */
export async function renewIdempotencyClaim(ctx: AppContext, scope: IdempotencyScope, claimId: string): Promise<boolean> {
  return store.renewIdempotencyClaim(ctx.db, refOf(scope), claimId, new Date(ctx.clock.now().getTime() + IDEMPOTENCY_LEASE_MS));
}

/** Stores the outcome on the key, kept 24 h; only the request holding the claim can. */
export async function completeIdempotencyKey(ctx: AppContext, scope: IdempotencyScope, claimId: string, response: StoredResponse): Promise<void> {
  await store.completeIdempotencyKey(ctx.db, refOf(scope), claimId, response, new Date(ctx.clock.now().getTime() + IDEMPOTENCY_TTL_MS));
}

/** Gives the key up: the next request with it runs afresh. */
export async function releaseIdempotencyKey(ctx: AppContext, scope: IdempotencyScope, claimId: string): Promise<void> {
  await store.releaseIdempotencyKey(ctx.db, refOf(scope), claimId);
}

/**
 * Whether a response of the write is stored on its key (replayed to every retry) or the key is released (the retry
 * runs afresh). Issue 10: store the response once execution starts, never a refusal of the input.
 * - 2xx and the business outcomes 404, 409, 422: stored.
 * - Any other 4xx (validation_error, invalid_query, missing field, rate_limited, …): released; nothing was done.
 * - 5xx: stored, because the write may have happened before the failure (a retry must not run it twice): the
 *   partner sees the same 5xx again and uses a new key once it has checked the outcome. Unless the handler marked
 *   the failure as raised before any write (noSideEffects()): then released.
 */
export function storeOutcome(status: number, sideEffectFree: boolean): boolean {
  if (status >= 200 && status < 300) return true;
  if (status === 404 || status === 409 || status === 422) return true;
  if (status >= 500) return !sideEffectFree;
  return false;
}

const sideEffectFreeFailures = new WeakSet<object>();

/**
 * Marks an error as thrown before the write changed anything: if it becomes a 5xx, the Idempotency-Key is released
 * (the retry runs afresh) instead of the 5xx being stored. `throw noSideEffects(new ApiError('upstream_unavailable', …))`.
 */
export function noSideEffects<E extends Error>(error: E): E {
  sideEffectFreeFailures.add(error);
  return error;
}

export function isSideEffectFree(error: unknown): boolean {
  return typeof error === 'object' && error !== null && sideEffectFreeFailures.has(error);
}
