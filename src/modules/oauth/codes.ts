import { newSecret, sha256Hex } from '../accounts/secrets.js';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../platform/db/db.js';
import { CODE_TTL_MS } from './policy.js';
import { findCodeRow, insertCode, type CodeRow } from './repository.js';

/** Issues an authorization code bound to client, user, redirect_uri and PKCE challenge; 60 s (contract 3). */
export async function issueCode(
  ctx: AppContext,
  input: { clientId: string; userId: string; redirectUri: string; codeChallenge: string; scope: string },
): Promise<string> {
  const code = newSecret();
  const now = ctx.clock.now();
  // Housekeeping: codes expired for a day are useless even for reuse detection (their tokens are long gone).
  await insertCode(
    ctx.db,
    { codeHash: sha256Hex(code), ...input, now, expiresAt: new Date(now.getTime() + CODE_TTL_MS) },
    new Date(now.getTime() - 24 * 3600_000),
  );
  return code;
}

export async function findCode(db: Queryable, code: string): Promise<CodeRow | null> {
  return findCodeRow(db, sha256Hex(code));
}
