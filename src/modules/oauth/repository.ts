import type { Queryable } from '../../platform/db/db.js';

/**
 * The owner of the OAuth tables of migrations/002 (issue 15 item 3): oauth_clients, oauth_codes and oauth_tokens.
 * Secrets are hashed before they get here (codes.ts, tokens.ts); the single-use and revocation rules that must be
 * race-free are one statement each below.
 */

export interface ClientRow {
  id: string;
  client_name: string | null;
  redirect_uris: string[];
  created_at: Date;
}

export async function insertClient(db: Queryable, client: { id: string; clientName: string | null; redirectUris: string[]; now: Date }): Promise<void> {
  await db.query('INSERT INTO oauth_clients (id, client_name, redirect_uris, created_at) VALUES ($1, $2, $3, $4)', [
    client.id,
    client.clientName,
    JSON.stringify(client.redirectUris),
    client.now,
  ]);
}

export async function findClientRow(db: Queryable, clientId: string): Promise<ClientRow | null> {
  const rows = await db.query<ClientRow>('SELECT id, client_name, redirect_uris, created_at FROM oauth_clients WHERE id = $1', [clientId]);
  return rows[0] ?? null;
}

export interface CodeRow {
  code_hash: string;
  client_id: string;
  user_id: string;
  redirect_uri: string;
  code_challenge: string;
  scope: string;
  expires_at: Date;
  used_at: Date | null;
}

/** A new code; codes expired before `purgeBefore` (at most 50) are deleted on the way. */
export async function insertCode(
  db: Queryable,
  code: { codeHash: string; clientId: string; userId: string; redirectUri: string; codeChallenge: string; scope: string; now: Date; expiresAt: Date },
  purgeBefore: Date,
): Promise<void> {
  await db.query('DELETE FROM oauth_codes WHERE code_hash IN (SELECT code_hash FROM oauth_codes WHERE expires_at <= $1 LIMIT 50)', [purgeBefore]);
  await db.query(
    `INSERT INTO oauth_codes (code_hash, client_id, user_id, redirect_uri, code_challenge, scope, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [code.codeHash, code.clientId, code.userId, code.redirectUri, code.codeChallenge, code.scope, code.now, code.expiresAt],
  );
}

export async function findCodeRow(db: Queryable, codeHash: string): Promise<CodeRow | null> {
  const rows = await db.query<CodeRow>('SELECT * FROM oauth_codes WHERE code_hash = $1', [codeHash]);
  return rows[0] ?? null;
}

/**
 * Marks the code used in one statement: of two concurrent exchanges exactly one gets the row back
 * (the other sees used_at already set). Single use, contract 3.
 */
export async function consumeCode(tx: Queryable, codeHash: string, now: Date): Promise<boolean> {
  const rows = await tx.query('UPDATE oauth_codes SET used_at = $2 WHERE code_hash = $1 AND used_at IS NULL RETURNING code_hash', [codeHash, now]);
  return rows.length === 1;
}

export interface TokenRow {
  token_hash: string;
  kind: 'access' | 'refresh';
  client_id: string;
  user_id: string;
  scope: string;
  family_id: string;
  code_hash: string | null;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
  revoked_at: Date | null;
}

/** Tokens expired before `before` (at most 50) answer the same as unknown ones, so they can go. */
export async function purgeExpiredTokens(tx: Queryable, before: Date): Promise<void> {
  await tx.query('DELETE FROM oauth_tokens WHERE token_hash IN (SELECT token_hash FROM oauth_tokens WHERE expires_at <= $1 LIMIT 50)', [before]);
}

export async function insertToken(
  tx: Queryable,
  token: { tokenHash: string; kind: 'access' | 'refresh'; clientId: string; userId: string; scope: string; familyId: string; codeHash: string | null; now: Date; expiresAt: Date },
): Promise<void> {
  await tx.query(
    `INSERT INTO oauth_tokens (token_hash, kind, client_id, user_id, scope, family_id, code_hash, created_at, expires_at)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [token.tokenHash, token.kind, token.clientId, token.userId, token.scope, token.familyId, token.codeHash, token.now, token.expiresAt],
  );
}

export async function findTokenRow(db: Queryable, tokenHash: string): Promise<TokenRow | null> {
  const rows = await db.query<TokenRow>('SELECT * FROM oauth_tokens WHERE token_hash = $1', [tokenHash]);
  return rows[0] ?? null;
}

/** Revokes one token (an access token revoked alone, RFC 7009). */
export async function revokeTokenRow(db: Queryable, tokenHash: string, now: Date): Promise<void> {
  await db.query('UPDATE oauth_tokens SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL', [tokenHash, now]);
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
