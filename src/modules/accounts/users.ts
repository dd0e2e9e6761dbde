import type { AppContext } from '../../context.js';
import { ApiError } from '../../platform/errors.js';
import type { Queryable } from '../../platform/db/db.js';
import { hashPassword, passwordProblem } from './passwords.js';
import { findUserRowByEmail, findUserRowById, insertUser, type UserRow } from './repository.js';

export interface User {
  id: string;
  email: string;
  verified: boolean;
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
  const row = await findUserRowByEmail(db, normaliseEmail(email));
  return row ? { ...toUser(row), passwordHash: row.password_hash } : null;
}

export async function findUserById(db: Queryable, id: string): Promise<User | null> {
  const row = await findUserRowById(db, id);
  return row ? toUser(row) : null;
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
  const passwordHash = await hashPassword(input.password, ctx.config.accounts.passwordHashCost);
  const row = await insertUser(ctx.db, { id, email, passwordHash, verifiedAt: input.verified ? now : null, now });
  if (!row) throw new ApiError('conflict', 'An account with this email address already exists.');
  return toUser(row);
}
