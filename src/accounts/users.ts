import type { AppContext } from '../context.js';
import { ApiError } from '../errors.js';
import type { Queryable } from '../storage/db.js';
import { hashPassword, passwordProblem } from './passwords.js';

export interface User {
  id: string;
  email: string;
  verified: boolean;
}

interface UserRow {
  id: string;
  email: string;
  password_hash: string;
  verified_at: Date | string | null;
}

/** Emails are compared case-insensitively: stored trimmed and lower-cased (a documented decision). */
export function normaliseEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

/** Deliberately loose (one @, a dot in the domain, no spaces): the verification link is the real check. */
export function emailProblem(email: string): string | null {
  if (email.length > 254) return 'The email address is too long.';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return 'Enter an email address like name@example.com.';
  return null;
}

function toUser(row: UserRow): User {
  return { id: row.id, email: row.email, verified: row.verified_at !== null };
}

export async function findUserByEmail(db: Queryable, email: string): Promise<(User & { passwordHash: string }) | null> {
  const rows = await db.query<UserRow>('SELECT id, email, password_hash, verified_at FROM users WHERE email = $1', [normaliseEmail(email)]);
  return rows[0] ? { ...toUser(rows[0]), passwordHash: rows[0].password_hash } : null;
}

export async function findUserById(db: Queryable, id: string): Promise<User | null> {
  const rows = await db.query<UserRow>('SELECT id, email, password_hash, verified_at FROM users WHERE id = $1', [id]);
  return rows[0] ? toUser(rows[0]) : null;
}

export interface CreateUserInput {
  email: string;
  password: string;
  verified?: boolean;
}

/**
 * Creates a user (CLI `users create`, the sign-up page). A taken email is `conflict`; the unique index
 * decides, so two concurrent sign-ups of one address cannot both succeed.
 */
export async function createUser(ctx: AppContext, input: CreateUserInput): Promise<User> {
  const email = normaliseEmail(input.email);
  const problem = emailProblem(email) ?? passwordProblem(input.password);
  if (problem) throw new ApiError('validation_error', problem);
  const id = ctx.ids.next('usr');
  const now = ctx.clock.now();
  const passwordHash = await hashPassword(input.password);
  const rows = await ctx.db.query<UserRow>(
    `INSERT INTO users (id, email, password_hash, verified_at, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (email) DO NOTHING RETURNING id, email, password_hash, verified_at`,
    [id, email, passwordHash, input.verified ? now : null, now],
  );
  if (!rows[0]) throw new ApiError('conflict', 'An account with this email address already exists.');
  return toUser(rows[0]);
}
