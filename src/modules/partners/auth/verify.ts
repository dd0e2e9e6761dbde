import type { AppContext } from '../../../context.js';
import { ApiError } from '../../../platform/errors.js';
import { touchCredential } from '../credentials/repository.js';
import { credentialForVerification, type VerifiedCredential } from '../credentials/service.js';
import { canonicalString, sha256Hex } from './canonical.js';
import type { PartnerScope } from '../credentials/scopes.js';
import { rateCounter, rateOutcome, rateWindow, type RateClass, type RateState } from '../guard/rate-limit.js';
import {
  checkNonceFormat, checkSignature, checkSignatureFormat, checkTimestamp, isWellFormedKeyId, MAX_SKEW_SECONDS, requireActiveCredential,
  requireKeyId, requireScope, requireSigningHeaders, type SigningHeaders,
} from './checks.js';

export interface SignedRequest {
  method: string;
  /** The path exactly as received (still percent-encoded), without the query. */
  path: string;
  /** The query exactly as received after '?', or ''. */
  rawQuery: string;
  headers: SigningHeaders;
  /** The raw body bytes as received (empty for none). */
  body: Uint8Array;
}

/** What the route demands: a scope (any of) and the rate-limit class it counts against. */
export interface RouteRequirements {
  scopes: readonly PartnerScope[];
  rate: RateClass;
}

/**
 * Admits a partner request (contract 5.2, 4.3, 8) in the order issue 10 fixes: key id → other signing headers →
 * timestamp → nonce format → key id format, credential and signature → nonce recorded and request counted →
 * rate limit → scope. Returns the credential and its rate state; throws the ApiError of the first failed check.
 *
 * The nonce is recorded only after the signature is valid, so a forged request cannot burn a partner's nonce, and
 * recording is one atomic step, so two copies of one request racing each other cannot both pass.
 */
export async function verifyPartnerRequest(ctx: AppContext, request: SignedRequest, route: RouteRequirements): Promise<{ credential: VerifiedCredential; rate: RateState }> {
  requireConfigured(ctx);
  const keyId = requireKeyId(request.headers);
  const { timestamp, nonce, signature } = requireSigningHeaders(request.headers);
  const now = ctx.clock.now();
  checkTimestamp(timestamp, now);
  checkNonceFormat(nonce);

  const canonical = canonicalString({ method: request.method, path: request.path, rawQuery: request.rawQuery, timestamp, nonce, body: request.body });
  const canonicalSha256 = sha256Hex(canonical);
  // A key id that cannot exist is refused without a database query (and without a cache entry for it).
  const stored = isWellFormedKeyId(keyId) ? await credentialForVerification(ctx, keyId) : null;
  const credential = requireActiveCredential(stored, canonicalSha256);
  checkSignatureFormat(signature, canonicalSha256);
  checkSignature(credential, canonical, signature, canonicalSha256, now);

  // Recording the nonce and counting the request are one store operation (one round trip). A request refused for
  // its scope counts too (scope probing is rate limited like anything else); over the limit the answer is 429.
  const window = rateWindow(ctx, route.rate, now);
  const admitted = await ctx.partner.guard.admit(keyId, nonce.toLowerCase(), now, nonceExpiry(ctx, timestamp, now), rateCounter(window, keyId), window.limit);
  if (admitted === 'replay') throw replayDetected();
  await noteLastUsed(ctx, keyId, now);
  const rate = rateOutcome(window, admitted); // throws 429 rate_limited
  requireScope(credential, route.scopes); // throws 403 forbidden
  return { credential, rate };
}

/**
 * How long a nonce is tracked: at least PARTNER_NONCE_WINDOW_SECONDS from now, and at least until its request's
 * timestamp can no longer pass checkTimestamp. The timestamp is judged in whole seconds, so a request signed at
 * `ts` passes while the server's second is ≤ ts + 300, i.e. until (ts + 301) s; a nonce forgotten before that could
 * be replayed (signed at T while the server reads T − 300, replayed at T + 300: "now + 600 s" alone ends exactly then).
 */
export function nonceExpiry(ctx: AppContext, timestamp: string, now: Date): Date {
  const windowEnd = now.getTime() + ctx.config.partner.nonceWindowSeconds * 1000;
  const acceptedUntil = (Number(timestamp) + MAX_SKEW_SECONDS + 1) * 1000;
  return new Date(Math.max(windowEnd, acceptedUntil));
}

/** Without a secret key no stored secret can be read: the partner API answers 503 (README, "Partner interface"). */
function requireConfigured(ctx: AppContext): void {
  if (!ctx.partner.secretBox) {
    throw new ApiError('service_unavailable', 'the partner API is not configured on this server (NAMEPORT_SECRET_KEY is not set)');
  }
}

function replayDetected(): ApiError {
  return new ApiError('replay_detected', 'this nonce was already used; sign every request (and every retry) with a new UUID');
}

const LAST_USED_EVERY_MS = 60_000;

/** `last_used_at` is written at most once a minute per credential and process: not one extra write per request. */
async function noteLastUsed(ctx: AppContext, keyId: string, now: Date): Promise<void> {
  const last = ctx.partner.lastUsedWrites.get(keyId);
  if (last !== undefined && now.getTime() - last < LAST_USED_EVERY_MS && now.getTime() >= last) return;
  ctx.partner.lastUsedWrites.set(keyId, now.getTime());
  await touchCredential(ctx.db, keyId, now);
}
