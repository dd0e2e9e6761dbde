import { createHmac, timingSafeEqual } from 'node:crypto';
import { ApiError } from '../../../platform/errors.js';
import type { PartnerScope } from '../credentials/scopes.js';
import type { VerifiedCredential } from '../credentials/service.js';
import { isWellFormedSignature } from './canonical.js';

/**
 * The partner signature pipeline, one rule per function (DESIGN.md: node-oidc-provider's checks). Each
 * throws the ApiError of contract 7.2 / precedent.md (every authentication failure is a 401) and is run by
 * verify.ts in the order issue 10 fixes.
 */

/** Contract 5.2: ±300 seconds. Not configurable: a tolerance that can be set to 0 invites "0 = skip the check". */
export const MAX_SKEW_SECONDS = 300;

export interface SigningHeaders {
  keyId: string | undefined;
  timestamp: string | undefined;
  nonce: string | undefined;
  signature: string | undefined;
}

/** Contract 7.2: no X-Service-Key-Id → 401 missing_credentials (checked first: nothing else can be judged). */
export function requireKeyId(headers: SigningHeaders): string {
  if (!headers.keyId) throw new ApiError('missing_credentials', 'X-Service-Key-Id header is required on every partner request');
  return headers.keyId;
}

/** Contract 7.2: any of the other three signing headers absent → 401 missing_signature_headers, naming them. */
export function requireSigningHeaders(headers: SigningHeaders): { timestamp: string; nonce: string; signature: string } {
  const missing = [
    headers.timestamp ? null : 'X-Service-Timestamp',
    headers.nonce ? null : 'X-Service-Nonce',
    headers.signature ? null : 'X-Service-Signature',
  ].filter((name): name is string => name !== null);
  if (missing.length > 0) throw new ApiError('missing_signature_headers', `missing signing header(s): ${missing.join(', ')}`);
  return { timestamp: headers.timestamp!, nonce: headers.nonce!, signature: headers.signature! };
}

/**
 * Contract 5.2: Unix time in whole seconds (not milliseconds), within ±300 s of server time, compared as an
 * absolute difference. The answer carries `server_time` so a partner can see its clock drift.
 */
export function checkTimestamp(timestamp: string, now: Date): void {
  const serverTime = Math.floor(now.getTime() / 1000);
  // Digits only (no sign, decimals or exponent); 11 digits reach the year 5138, so a 13-digit millisecond value fails here.
  if (!/^\d{1,11}$/.test(timestamp)) {
    throw new ApiError('invalid_timestamp', 'X-Service-Timestamp must be Unix time in whole seconds', { server_time: serverTime });
  }
  const skew = Number(timestamp) - serverTime;
  if (Math.abs(skew) > MAX_SKEW_SECONDS) {
    throw new ApiError('invalid_timestamp', `X-Service-Timestamp is ${Math.abs(skew)} s ${skew < 0 ? 'behind' : 'ahead of'} server time; at most ${MAX_SKEW_SECONDS} s allowed`, { server_time: serverTime });
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Contract 5.2: the nonce is a UUID (v4 by the contract; any UUID layout is accepted). Anything else → 401 replay_detected. */
export function checkNonceFormat(nonce: string): void {
  if (!UUID.test(nonce)) throw new ApiError('replay_detected', 'X-Service-Nonce must be a UUID (a new one for every request)');
}

/**
 * What `partners create` issues: `pk_sandbox_` / `pk_live_` and 20 lowercase Crockford characters (randomIds; the
 * deterministic test ids are `pk_…_000001`). Anything else cannot be a key id, so it is refused as invalid_signature
 * without a database query or a cache entry (a stream of junk key ids costs nothing).
 */
const KEY_ID_FORMAT = /^pk_(?:sandbox|live)_[0-9a-z]{6,32}$/;

export function isWellFormedKeyId(keyId: string): boolean {
  return KEY_ID_FORMAT.test(keyId);
}

/** Issue 10: an unknown or revoked key id is answered like a wrong signature (no key-id oracle). */
export function requireActiveCredential(credential: VerifiedCredential | null, canonicalSha256: string): VerifiedCredential {
  if (!credential || credential.revoked) throw invalidSignature(canonicalSha256);
  return credential;
}

/** DESIGN.md traps: the format is checked before any comparison (timingSafeEqual throws on a length mismatch). */
export function checkSignatureFormat(signature: string, canonicalSha256: string): void {
  if (!isWellFormedSignature(signature)) {
    throw new ApiError('invalid_signature', 'X-Service-Signature must be v1= followed by 64 lowercase hex digits', { canonical_sha256: canonicalSha256 });
  }
}

/**
 * Contract 5.2: HMAC-SHA256 keyed with the secret as UTF-8 over the canonical string, compared in constant time
 * against the current secret and, during a rotation overlap, the previous one.
 */
export function checkSignature(credential: VerifiedCredential, canonical: string, signature: string, canonicalSha256: string, now: Date): void {
  const received = Buffer.from(signature.slice(3), 'hex');
  let matched = false;
  for (const { secret, validUntil } of credential.secrets) {
    if (validUntil && validUntil.getTime() <= now.getTime()) continue;
    const expected = createHmac('sha256', secret).update(canonical, 'utf8').digest();
    // No early exit: every live secret is compared, so timing does not tell which one matched.
    if (timingSafeEqual(expected, received)) matched = true;
  }
  if (!matched) throw invalidSignature(canonicalSha256);
}

function invalidSignature(canonicalSha256: string): ApiError {
  return new ApiError(
    'invalid_signature',
    'the signature does not match: check the secret and the canonical string (details.canonical_sha256 is the SHA-256 of the one the server computed)',
    { canonical_sha256: canonicalSha256 },
  );
}

/** Contract 4.3: each route needs one scope; lacking it is 403 forbidden (the credential itself is fine). */
export function requireScope(credential: VerifiedCredential, scopes: readonly PartnerScope[]): void {
  if (!scopes.some((scope) => credential.scopes.has(scope))) {
    throw new ApiError('forbidden', `this credential lacks the ${scopes.join(' or ')} scope`);
  }
}
