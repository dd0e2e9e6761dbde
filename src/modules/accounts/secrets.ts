import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Secrets handed to a browser or client (session ids, verification links, codes, tokens): 32 random
 * bytes, base64url. Only their SHA-256 is stored, so a database leak yields nothing usable.
 */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** Constant-time string comparison; unequal lengths are compared as hashes so nothing throws or leaks. */
export function safeEqual(a: string, b: string): boolean {
  const left = createHash('sha256').update(a, 'utf8').digest();
  const right = createHash('sha256').update(b, 'utf8').digest();
  return timingSafeEqual(left, right) && a.length === b.length;
}
