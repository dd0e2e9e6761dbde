import type { Config } from '../../platform/config.js';

/** Lifetimes from contract 3 / 5.1 / 8. */
export const CODE_TTL_MS = 60 * 1000;
export const ACCESS_TOKEN_TTL_MS = 30 * 60 * 1000;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * A refresh token presented again within this many ms of its rotation is treated as a concurrent retry of
 * the same client (refused with invalid_grant, family kept); later it is true reuse and the family is
 * revoked (OAuth 2.1 §4.3.1, RFC 9700 §4.14.2). Two requests racing on one token: exactly one wins.
 */
export const REFRESH_RACE_GRACE_MS = 2 * 1000;

/** The only scope (contract 5.1). */
export const SCOPES = ['pricing:read'] as const;
export const DEFAULT_SCOPE = 'pricing:read';

/** The issuer identifier (RFC 8414 §2, RFC 9207): the public base URL of this instance. */
export function issuer(config: Config): string {
  return config.publicBaseUrl;
}

/** Parses a space-delimited scope string (RFC 6749 §3.3); null when a scope is not one of ours. */
export function parseScope(raw: string | undefined): string | null {
  if (raw === undefined || raw.trim() === '') return DEFAULT_SCOPE;
  const requested = [...new Set(raw.split(' ').filter(Boolean))];
  if (requested.some((s) => !(SCOPES as readonly string[]).includes(s))) return null;
  return requested.join(' ');
}
