import type { AppContext } from '../context.js';
import { familyRevoked, findToken, time } from './tokens.js';

/**
 * Verifies `Authorization: Bearer <token>` (RFC 6750 §2.1) for POST /api/domain/search (contract 5.1).
 * Expected outcomes are values: `absent` (no header: the caller is anonymous, which is allowed), or a
 * failure the route turns into 401/403 with `WWW-Authenticate` (see bearerChallenge).
 */
export type BearerResult =
  | { ok: true; userId: string; clientId: string; scope: string; expiresAt: Date }
  | { ok: false; error: 'absent' }
  | { ok: false; error: 'invalid_request' | 'invalid_token' | 'insufficient_scope'; description: string; status: 400 | 401 | 403 };

export async function verifyBearer(ctx: AppContext, authorization: string | undefined, requiredScope: string): Promise<BearerResult> {
  if (authorization === undefined || authorization === '') return { ok: false, error: 'absent' };
  const match = /^Bearer +([A-Za-z0-9\-._~+/]+=*) *$/i.exec(authorization);
  if (!match) return { ok: false, error: 'invalid_request', description: 'the Authorization header is not "Bearer <token>"', status: 400 };
  const row = await findToken(ctx.db, match[1]!);
  if (!row || row.kind !== 'access') return { ok: false, error: 'invalid_token', description: 'the access token is unknown', status: 401 };
  if (row.revoked_at !== null || (await familyRevoked(ctx.db, row.family_id))) {
    return { ok: false, error: 'invalid_token', description: 'the access token has been revoked', status: 401 };
  }
  // Expiry from the injected clock (30 min, contract 3): valid strictly before expires_at.
  if (time(row.expires_at) <= ctx.clock.now().getTime()) return { ok: false, error: 'invalid_token', description: 'the access token has expired', status: 401 };
  if (!row.scope.split(' ').includes(requiredScope)) {
    return { ok: false, error: 'insufficient_scope', description: `the access token lacks the scope ${requiredScope}`, status: 403 };
  }
  return { ok: true, userId: row.user_id, clientId: row.client_id, scope: row.scope, expiresAt: new Date(row.expires_at) };
}

/** The RFC 6750 §3 challenge for a failed verification, with RFC 9728 §5.1 resource_metadata. */
export function bearerChallenge(ctx: AppContext, result: Extract<BearerResult, { ok: false }>, requiredScope: string): string {
  const metadata = `resource_metadata="${ctx.config.publicBaseUrl}/.well-known/oauth-protected-resource"`;
  if (result.error === 'absent') return `Bearer ${metadata}`;
  const scope = result.error === 'insufficient_scope' ? `, scope="${requiredScope}"` : '';
  return `Bearer error="${result.error}", error_description="${result.description}"${scope}, ${metadata}`;
}
