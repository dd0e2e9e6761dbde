import type { AppContext } from '../../context.js';
import { deleteSession, findLiveSession, insertSession as insertSessionRow } from './repository.js';
import { newSecret, safeEqual, sha256Hex } from './secrets.js';
import { findUserById, type User } from './users.js';

/**
 * Server-side browser sessions. The cookie holds a random 32-byte id; the table holds its SHA-256.
 * A visitor who opens a form gets a session without a user (it carries the CSRF synchronizer token);
 * signing in replaces it with a fresh session (new id, new CSRF token) so a planted id is worthless.
 */
export const SIGNED_IN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const VISITOR_TTL_MS = 2 * 60 * 60 * 1000;

export interface Session {
  /** The raw id, as the cookie carries it; only present when the session was just created. */
  id: string;
  csrfToken: string;
  user: User | null;
  expiresAt: Date;
}

async function insertSession(ctx: AppContext, userId: string | null, ttlMs: number): Promise<Session> {
  const id = newSecret();
  const csrfToken = newSecret();
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + ttlMs);
  // Housekeeping on the way: a few expired sessions go with every new one, so the table stays bounded.
  await insertSessionRow(ctx.db, { idHash: sha256Hex(id), userId, csrfToken, now, expiresAt });
  return { id, csrfToken, user: null, expiresAt };
}

export function startVisitorSession(ctx: AppContext): Promise<Session> {
  return insertSession(ctx, null, VISITOR_TTL_MS);
}

/** The live session of a cookie value, or null (unknown, expired, or its user deleted). */
export async function findSession(ctx: AppContext, rawId: string | undefined): Promise<Session | null> {
  if (!rawId || rawId.length > 100) return null;
  const row = await findLiveSession(ctx.db, sha256Hex(rawId), ctx.clock.now());
  if (!row) return null;
  const user = row.user_id ? await findUserById(ctx.db, row.user_id) : null;
  if (row.user_id && !user) return null;
  return { id: rawId, csrfToken: row.csrf_token, user, expiresAt: new Date(row.expires_at) };
}

/** Signs a user in: the visitor session (if any) is deleted and a new signed-in one is created. */
export async function replaceWithSignedIn(ctx: AppContext, previousRawId: string | undefined, user: User): Promise<Session> {
  if (previousRawId) await endSession(ctx, previousRawId);
  const session = await insertSession(ctx, user.id, SIGNED_IN_TTL_MS);
  return { ...session, user };
}

export async function endSession(ctx: AppContext, rawId: string): Promise<void> {
  await deleteSession(ctx.db, sha256Hex(rawId));
}

/** The synchronizer-token check of every form post (OWASP CSRF cheat sheet), constant time. */
export function csrfMatches(session: Session | null, submitted: unknown): boolean {
  return session !== null && typeof submitted === 'string' && submitted !== '' && safeEqual(session.csrfToken, submitted);
}
