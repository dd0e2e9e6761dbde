import { newSecret, sha256Hex } from '../accounts/secrets.js';
import type { AppContext } from '../context.js';
import type { Queryable } from '../storage/db.js';
import { CODE_TTL_MS } from './policy.js';

export interface CodeRow {
  code_hash: string;
  client_id: string;
  user_id: string;
  redirect_uri: string;
  code_challenge: string;
  scope: string;
  expires_at: Date | string;
  used_at: Date | string | null;
}

/** Issues an authorization code bound to client, user, redirect_uri and PKCE challenge; 60 s (contract 3). */
export async function issueCode(
  ctx: AppContext,
  input: { clientId: string; userId: string; redirectUri: string; codeChallenge: string; scope: string },
): Promise<string> {
  const code = newSecret();
  const now = ctx.clock.now();
  // Housekeeping: codes expired for a day are useless even for reuse detection (their tokens are long gone).
  await ctx.db.query('DELETE FROM oauth_codes WHERE code_hash IN (SELECT code_hash FROM oauth_codes WHERE expires_at <= $1 LIMIT 50)', [
    new Date(now.getTime() - 24 * 3600_000),
  ]);
  await ctx.db.query(
    `INSERT INTO oauth_codes (code_hash, client_id, user_id, redirect_uri, code_challenge, scope, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [sha256Hex(code), input.clientId, input.userId, input.redirectUri, input.codeChallenge, input.scope, now, new Date(now.getTime() + CODE_TTL_MS)],
  );
  return code;
}

export async function findCode(db: Queryable, code: string): Promise<CodeRow | null> {
  const rows = await db.query<CodeRow>('SELECT * FROM oauth_codes WHERE code_hash = $1', [sha256Hex(code)]);
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
