import { newSecret, sha256Hex } from '../accounts/secrets.js';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../platform/db/db.js';
import { ACCESS_TOKEN_TTL_MS, REFRESH_TOKEN_TTL_MS } from './policy.js';
import { familyRevoked, findTokenRow, insertToken, purgeExpiredTokens, type TokenRow } from './repository.js';

/** The RFC 6749 §5.1 success body. */
export interface TokenResponse {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_token: string;
  scope: string;
}

export interface Grant {
  clientId: string;
  userId: string;
  scope: string;
  familyId: string;
  codeHash: string | null;
}

/** Issues an access token (30 min) and a refresh token (30 days) of one family, inside `tx`. */
export async function issueTokenPair(ctx: AppContext, tx: Queryable, grant: Grant): Promise<TokenResponse> {
  const now = ctx.clock.now();
  const access = newSecret();
  const refresh = newSecret();
  // Housekeeping: tokens expired for a day answer the same as unknown ones, so they can go.
  await purgeExpiredTokens(tx, new Date(now.getTime() - 24 * 3600_000));
  const common = { clientId: grant.clientId, userId: grant.userId, scope: grant.scope, familyId: grant.familyId, codeHash: grant.codeHash, now };
  await insertToken(tx, { tokenHash: sha256Hex(access), kind: 'access', ...common, expiresAt: new Date(now.getTime() + ACCESS_TOKEN_TTL_MS) });
  await insertToken(tx, { tokenHash: sha256Hex(refresh), kind: 'refresh', ...common, expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS) });
  return { access_token: access, token_type: 'Bearer', expires_in: ACCESS_TOKEN_TTL_MS / 1000, refresh_token: refresh, scope: grant.scope };
}

export async function findToken(db: Queryable, token: string): Promise<TokenRow | null> {
  if (token.length === 0 || token.length > 200) return null;
  return findTokenRow(db, sha256Hex(token));
}

export function time(value: Date): number {
  return new Date(value).getTime();
}

export type ActiveAccessToken = { active: true; row: TokenRow } | { active: false; reason: 'unknown' | 'revoked' | 'expired' };

/**
 * The one rule for "is this a live access token", shared by the bearer verifier (RFC 6750) and
 * introspection (RFC 7662) so they can never disagree: an access token (not a refresh token), not revoked
 * itself, of a grant (family) that has not been revoked, and strictly before its expiry on ctx.clock.
 */
export async function activeAccessToken(ctx: AppContext, token: string): Promise<ActiveAccessToken> {
  const row = await findToken(ctx.db, token);
  if (row?.kind !== 'access') return { active: false, reason: 'unknown' };
  if (row.revoked_at !== null || (await familyRevoked(ctx.db, row.family_id))) return { active: false, reason: 'revoked' };
  if (time(row.expires_at) <= ctx.clock.now().getTime()) return { active: false, reason: 'expired' };
  return { active: true, row };
}
