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
