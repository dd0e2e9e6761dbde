import type { AppContext } from '../../context.js';
import { activeAccessToken } from './tokens.js';

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
  if (!match) return { ok: false, error: 'invalid_request', description: 'the Authorization header must be: Bearer <token>', status: 400 };
  const checked = await activeAccessToken(ctx, match[1]!);
  if (!checked.active) {
    const description = { unknown: 'the access token is unknown', revoked: 'the access token has been revoked', expired: 'the access token has expired' }[checked.reason];
    return { ok: false, error: 'invalid_token', description, status: 401 };
  }
  const { row } = checked;
  if (!row.scope.split(' ').includes(requiredScope)) {
    return { ok: false, error: 'insufficient_scope', description: `the access token lacks the scope ${requiredScope}`, status: 403 };
  }
  return { ok: true, userId: row.user_id, clientId: row.client_id, scope: row.scope, expiresAt: new Date(row.expires_at) };
}

/**
 * An auth-param value as an RFC 9110 §11.2 quoted-string. RFC 6750 §3 restricts error_description to
 * %x20-21 / %x23-5B / %x5D-7E, i.e. printable ASCII without `"` and `\`: those two are replaced by `'` and
 * `/`, anything else outside the set by `?`, so a strict parser always reads the whole value.
 */
export function quotedParam(value: string): string {
  return `"${value.replace(/"/g, "'").replace(/\\/g, '/').replace(/[^\x20-\x7e]/g, '?')}"`;
}

/**
 * The RFC 6750 §3 challenge for a failed verification, with RFC 9728 §5.1 resource_metadata: by default the root
 * document (resource = PUBLIC_BASE_URL); a resource with a metadata document of its own passes its URL (`metadataUrl`).
 */
export function bearerChallenge(ctx: AppContext, result: Extract<BearerResult, { ok: false }>, requiredScope: string, metadataUrl?: string): string {
  const metadata = `resource_metadata=${quotedParam(metadataUrl ?? `${ctx.config.publicBaseUrl}/.well-known/oauth-protected-resource`)}`;
  if (result.error === 'absent') return `Bearer ${metadata}`;
  const scope = result.error === 'insufficient_scope' ? `, scope=${quotedParam(requiredScope)}` : '';
  return `Bearer error="${result.error}", error_description=${quotedParam(result.description)}${scope}, ${metadata}`;
}
