import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { PasswordHashCost } from '../../platform/config.js';

/**
 * Password hashing with node's scrypt (no native dependency). Parameters follow OWASP's Password Storage
 * Cheat Sheet (N=2^14, r=8, p=5, 16 MiB) and are written into the hash, so they can be raised later
 * without invalidating stored passwords. Passwords are never logged or stored in clear.
 *
 * PASSWORD_HASH_COST (config.accounts.passwordHashCost) picks the parameters of new hashes: `owasp` (the default,
 * what the service uses) or `test`, for the test suite only: a real scrypt at a small fraction of the cost (about 3 ms
 * of CPU instead of 200 ms; the suite hashes and checks passwords on hundreds of sign-ups and sign-ins). Any other
 * value stops start-up (loadConfig). Checking a password reads the parameters from its hash, whatever the setting.
 */
export const PASSWORD_HASH_PARAMS: Readonly<Record<PasswordHashCost, { N: number; r: number; p: number }>> = {
  owasp: { N: 16_384, r: 8, p: 5 },
  test: { N: 1_024, r: 8, p: 1 },
};
const KEY_LENGTH = 32;

export const PASSWORD_MIN_LENGTH = 10;
/** Bounded so a huge password cannot be used to burn CPU (the body limit alone is 256 KiB). */
export const PASSWORD_MAX_LENGTH = 256;

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 128 * params.N * params.r * 2 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string, cost: PasswordHashCost): Promise<string> {
  const params = PASSWORD_HASH_PARAMS[cost];
  // Fail closed: a cost that is not one of the named ones (a caller passing something unchecked) hashes nothing.
  if (!params) throw new Error(`unknown password hash cost "${String(cost)}"`);
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return `scrypt$${params.N}$${params.r}$${params.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const expected = Buffer.from(parts[5]!, 'base64url');
  const key = await derive(password, Buffer.from(parts[4]!, 'base64url'), { N, r, p });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * A fixed hash checked when the email is unknown, so a failed sign-in takes as long for an unknown
 * account as for a wrong password (no account enumeration by timing). Made at the cost new hashes get.
 */
const dummyHashes = new Map<PasswordHashCost, Promise<string>>();
export function dummyPasswordHash(cost: PasswordHashCost): Promise<string> {
  let hash = dummyHashes.get(cost);
  if (!hash) {
    hash = hashPassword('not-a-real-password-0000', cost);
    dummyHashes.set(cost, hash);
  }
  return hash;
}

/** Human message for a password that does not meet the policy, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;
  if (password.length > PASSWORD_MAX_LENGTH) return `The password must be at most ${PASSWORD_MAX_LENGTH} characters long.`;
  return null;
}
