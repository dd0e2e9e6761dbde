import type { Queryable } from '../../../platform/db/db.js';

/**
 * Records a nonce in `partner_nonces` with one statement: a fresh nonce is inserted; an expired row (not yet swept) is
 * taken over; a live row leaves the conflict unresolved and RETURNING empty, which is the replay. Shared by the
 * database store and the in-process store's overflow path.
 */
export async function insertNonce(db: Queryable, keyId: string, nonce: string, now: Date, expiresAt: Date): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO partner_nonces (key_id, nonce, expires_at) VALUES ($1, $2, $3)
     ON CONFLICT (key_id, nonce) DO UPDATE SET expires_at = EXCLUDED.expires_at WHERE partner_nonces.expires_at <= $4
     RETURNING 1`,
    [keyId, nonce, expiresAt, now],
  );
  return rows.length === 1;
}

/** Deletes nonces whose replay window has passed (the one-minute sweep): they can never be replayed again. */
export async function deleteExpiredNonces(db: Queryable, now: Date): Promise<void> {
  await db.query('DELETE FROM partner_nonces WHERE expires_at <= $1', [now]);
}

/** Nonces still inside their replay window, oldest expiry first (the in-process store loads them at start). */
export async function liveNonces(db: Queryable, now: Date): Promise<{ key_id: string; nonce: string; expires_at: Date }[]> {
  return db.query<{ key_id: string; nonce: string; expires_at: Date }>(
    'SELECT key_id, nonce, expires_at FROM partner_nonces WHERE expires_at > $1 ORDER BY expires_at',
    [now],
  );
}

/**
 * Writes a batch of nonces with one expiry (the in-process store's write-behind); a nonce already there keeps the later
 * of its two expiries, so it is never remembered for less time than it was.
 */
export async function saveNonceBatch(db: Queryable, nonces: readonly { keyId: string; nonce: string }[], expiresAt: Date): Promise<void> {
  await db.query(
    `INSERT INTO partner_nonces (key_id, nonce, expires_at)
     SELECT k, n, $3::timestamptz FROM unnest($1::text[], $2::text[]) AS u(k, n)
     ON CONFLICT (key_id, nonce) DO UPDATE SET expires_at = GREATEST(partner_nonces.expires_at, EXCLUDED.expires_at)`,
    [nonces.map((p) => p.keyId), nonces.map((p) => p.nonce), expiresAt],
  );
}
