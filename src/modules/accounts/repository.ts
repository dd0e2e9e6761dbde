import type { Queryable } from '../../platform/db/db.js';

/**
 * The owner of the account tables of migrations/002 (issue 15 item 3): users, sessions, email_verifications and
 * throttle_attempts. The rules (who may sign in, how long a session lives, the throttle's limits) stay in
 * users.ts, sessions.ts, verification.ts and throttle.ts; this module is their SQL.
 */

export interface UserRow {
  id: string;
  email: string;
  password_hash: string;
  verified_at: Date | null;
}

const USER_COLUMNS = 'id, email, password_hash, verified_at';

export async function findUserRowByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const rows = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE email = $1`, [email]);
  return rows[0] ?? null;
}

export async function findUserRowById(db: Queryable, id: string): Promise<UserRow | null> {
  const rows = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/** Null when the email is taken: the unique index decides, so two concurrent sign-ups cannot both succeed. */
export async function insertUser(
  db: Queryable, user: { id: string; email: string; passwordHash: string; verifiedAt: Date | null; now: Date },
): Promise<UserRow | null> {
  const rows = await db.query<UserRow>(
    `INSERT INTO users (id, email, password_hash, verified_at, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (email) DO NOTHING RETURNING ${USER_COLUMNS}`,
    [user.id, user.email, user.passwordHash, user.verifiedAt, user.now],
  );
  return rows[0] ?? null;
}

/** Keeps the first verification time when a user confirms twice. */
export async function markUserVerified(db: Queryable, userId: string, now: Date): Promise<void> {
  await db.query('UPDATE users SET verified_at = COALESCE(verified_at, $2) WHERE id = $1', [userId, now]);
}

export interface SessionRow {
  user_id: string | null;
  csrf_token: string;
  expires_at: Date;
}

/** A new session row; a few expired ones (at most 50) are deleted on the way, so the table stays bounded. */
export async function insertSession(
  db: Queryable, session: { idHash: string; userId: string | null; csrfToken: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db.query('DELETE FROM sessions WHERE id_hash IN (SELECT id_hash FROM sessions WHERE expires_at <= $1 LIMIT 50)', [session.now]);
  await db.query('INSERT INTO sessions (id_hash, user_id, csrf_token, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)', [
    session.idHash,
    session.userId,
    session.csrfToken,
    session.now,
    session.expiresAt,
  ]);
}

export async function findLiveSession(db: Queryable, idHash: string, now: Date): Promise<SessionRow | null> {
  const rows = await db.query<SessionRow>('SELECT user_id, csrf_token, expires_at FROM sessions WHERE id_hash = $1 AND expires_at > $2', [idHash, now]);
  return rows[0] ?? null;
}

export async function deleteSession(db: Queryable, idHash: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE id_hash = $1', [idHash]);
}

export async function insertVerification(db: Queryable, verification: { tokenHash: string; userId: string; expiresAt: Date }): Promise<void> {
  await db.query('INSERT INTO email_verifications (token_hash, user_id, expires_at) VALUES ($1, $2, $3)', [
    verification.tokenHash,
    verification.userId,
    verification.expiresAt,
  ]);
}

/** Consumes a verification token in one statement (single use): the user's id, or null (unknown, used, expired). */
export async function consumeVerification(db: Queryable, tokenHash: string, now: Date): Promise<string | null> {
  const rows = await db.query<{ user_id: string }>(
    `UPDATE email_verifications SET used_at = $2
     WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING user_id`,
    [tokenHash, now],
  );
  return rows[0]?.user_id ?? null;
}

/**
 * Serialises the attempts on `keys` until the caller's transaction ends: one transaction-scoped advisory lock per
 * key, taken in sorted order so two attempts never wait on each other in a cycle.
 */
export async function lockThrottleKeys(tx: Queryable, keys: string[]): Promise<void> {
  for (const key of [...keys].sort()) await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [key]);
}

/** The attempts of each key inside the window (after `windowStart`), and the oldest one's time; older rows are deleted. */
export async function countThrottleAttempts(
  tx: Queryable, keys: string[], windowStart: Date,
): Promise<{ key: string; n: number; oldest: Date }[]> {
  // Keep the table small: rows outside every window are useless.
  await tx.query('DELETE FROM throttle_attempts WHERE key = ANY($1::text[]) AND at <= $2', [keys, windowStart]);
  return tx.query<{ key: string; n: number; oldest: Date }>(
    'SELECT key, count(*) AS n, min(at) AS oldest FROM throttle_attempts WHERE key = ANY($1::text[]) AND at > $2 GROUP BY key',
    [keys, windowStart],
  );
}

/** Records one attempt under every key (one row each, sharing the attempt id). */
export async function insertThrottleAttempt(tx: Queryable, keys: string[], now: Date, attemptId: string): Promise<void> {
  await tx.query('INSERT INTO throttle_attempts (key, at, attempt) SELECT k, $2, $3 FROM unnest($1::text[]) AS k', [keys, now, attemptId]);
}

export async function deleteThrottleAttempt(db: Queryable, attemptId: string): Promise<void> {
  await db.query('DELETE FROM throttle_attempts WHERE attempt = $1', [attemptId]);
}
