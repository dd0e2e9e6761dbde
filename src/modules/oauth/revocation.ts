import type { AppContext } from '../../context.js';
import { OAuthError } from './oauth-error.js';
import { issuer } from './policy.js';
import { revokeFamily, revokeTokenRow } from './repository.js';
import { activeAccessToken, findToken, time } from './tokens.js';

/**
 * RFC 7009 revocation, for clients signing a user out. Possession of the token is the proof (public
 * clients have no secret); a client_id, when sent, must be the token's client or nothing is revoked.
 * Revoking a refresh token ends the whole grant (its family, access tokens included); revoking an access
 * token ends only that token. Unknown or already invalid tokens are answered 200 like success (§2.2).
 */
export async function revokeToken(ctx: AppContext, form: Record<string, string | undefined>): Promise<void> {
  const token = form.token;
  if (!token) throw new OAuthError('invalid_request', 'token is required');
  const hint = form.token_type_hint;
  if (hint !== undefined && hint !== 'access_token' && hint !== 'refresh_token') {
    throw new OAuthError('unsupported_token_type', 'token_type_hint must be access_token or refresh_token');
  }
  const row = await findToken(ctx.db, token);
  if (!row || (form.client_id !== undefined && form.client_id !== row.client_id)) return;
  const now = ctx.clock.now();
  if (row.kind === 'refresh') await revokeFamily(ctx.db, row.family_id, now);
  else await revokeTokenRow(ctx.db, row.token_hash, now);
}

export interface Introspection {
  active: boolean;
  scope?: string;
  client_id?: string;
  sub?: string;
  token_type?: 'Bearer';
  exp?: number;
  iat?: number;
  iss?: string;
}

/**
 * RFC 7662 introspection of access tokens for resource servers (precedent: a separately deployed MCP host).
 * Refresh tokens and anything revoked, expired or unknown are `{"active": false}` and nothing more.
 */
export async function introspectToken(ctx: AppContext, token: string | undefined): Promise<Introspection> {
  if (!token) throw new OAuthError('invalid_request', 'token is required');
  // The same rule as the bearer verifier: a token of a revoked grant (family) is inactive too.
  const checked = await activeAccessToken(ctx, token);
  if (!checked.active) return { active: false };
  const { row } = checked;
  return {
    active: true,
    scope: row.scope,
    client_id: row.client_id,
    sub: row.user_id,
    token_type: 'Bearer',
    exp: Math.floor(time(row.expires_at) / 1000),
    iat: Math.floor(time(row.created_at) / 1000),
    iss: issuer(ctx.config),
  };
}
