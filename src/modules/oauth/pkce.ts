import { createHash } from 'node:crypto';
import { safeEqual } from '../accounts/secrets.js';

/** RFC 7636 §4.1/§4.2: verifier and S256 challenge are 43–128 / exactly 43 unreserved characters. */
const VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;
const CHALLENGE = /^[A-Za-z0-9\-_]{43}$/;

export function isValidVerifier(value: string): boolean {
  return VERIFIER.test(value);
}

export function isValidChallenge(value: string): boolean {
  return CHALLENGE.test(value);
}

/** RFC 7636 §4.6: BASE64URL(SHA256(ASCII(code_verifier))) == code_challenge, compared in constant time. */
export function verifierMatches(verifier: string, challenge: string): boolean {
  return safeEqual(createHash('sha256').update(verifier, 'ascii').digest('base64url'), challenge);
}
