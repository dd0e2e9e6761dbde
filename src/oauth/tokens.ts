import { newSecret, sha256Hex } from '../accounts/secrets.js';
import type { AppContext } from '../context.js';
import type { Queryable } from '../storage/db.js';
import { ACCESS_TOKEN_TTL_MS, REFRESH_TOKEN_TTL_MS } from './policy.js';

/** The RFC 6749 §5.1 success body. */
export interface TokenResponse {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_token: string;
  scope: string;
}

export interface TokenRow {
  token_hash: string;
  kind: 'access' | 'refresh';
  client_id: string;
  user_id: string;
  scope: string;
  family_id: string;
  code_hash: string | null;
  created_at: Date | string;
  expires_at: Date | string;
  used_at: Date | string | null;
  revoked_at: Date | string | null;
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
  const insert = `INSERT INTO oauth_tokens (token_hash, kind, client_id, user_id, scope, family_id, code_hash, created_at, expires_at)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`;
  // Housekeeping: tokens expired for a day answer the same as unknown ones, so they can go.
  await tx.query('DELETE FROM oauth_tokens WHERE token_hash IN (SELECT token_hash FROM oauth_tokens WHERE expires_at <= $1 LIMIT 50)', [
    new Date(now.getTime() - 24 * 3600_000),
  ]);
  const common = [grant.clientId, grant.userId, grant.scope, grant.familyId, grant.codeHash, now];
  await tx.query(insert, [sha256Hex(access), 'access', ...common, new Date(now.getTime() + ACCESS_TOKEN_TTL_MS)]);
  await tx.query(insert, [sha256Hex(refresh), 'refresh', ...common, new Date(now.getTime() + REFRESH_TOKEN_TTL_MS)]);
  return { access_token: access, token_type: 'Bearer', expires_in: ACCESS_TOKEN_TTL_MS / 1000, refresh_token: refresh, scope: grant.scope };
}

export async function findToken(db: Queryable, token: string): Promise<TokenRow | null> {
  if (token.length === 0 || token.length > 200) return null;
  const rows = await db.query<TokenRow>('SELECT * FROM oauth_tokens WHERE token_hash = $1', [sha256Hex(token)]);
  return rows[0] ?? null;
}

/** Revokes every token of a family (refresh reuse, RFC 9700 §4.14.2; revocation of a refresh token). */
export async function revokeFamily(db: Queryable, familyId: string, now: Date): Promise<void> {
  await db.query('UPDATE oauth_tokens SET revoked_at = $2 WHERE family_id = $1 AND revoked_at IS NULL', [familyId, now]);
}

/** Revokes every token issued from a code (a code used twice, RFC 6749 §4.1.2 / OAuth 2.1 §4.1.3). */
export async function revokeByCode(db: Queryable, codeHash: string, now: Date): Promise<void> {
  await db.query('UPDATE oauth_tokens SET revoked_at = $2 WHERE code_hash = $1 AND revoked_at IS NULL', [codeHash, now]);
}

/**
 * Whether a grant has been revoked: any of its refresh tokens revoked (family revocation marks them all;
 * revoking one access token does not). Also catches tokens a concurrent refresh inserted after the
 * family-wide UPDATE took its snapshot.
 */
export async function familyRevoked(db: Queryable, familyId: string): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM oauth_tokens WHERE family_id = $1 AND kind = 'refresh' AND revoked_at IS NOT NULL LIMIT 1`, [familyId]);
  return rows.length > 0;
}

/** Rotation step: marks the refresh token used in one statement; of two racing refreshes exactly one wins. */
export async function markRefreshUsed(tx: Queryable, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE oauth_tokens SET used_at = $2 WHERE token_hash = $1 AND kind = 'refresh' AND used_at IS NULL AND revoked_at IS NULL RETURNING token_hash`,
    [tokenHash, now],
  );
  return rows.length === 1;
}

export function time(value: Date | string): number {
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
