import { isIP } from 'node:net';
import { ApiError } from '../../platform/errors.js';
import { isForbiddenAddress, isLoopbackAddress, type ResolveAll } from '../../providers/outbound/address-guard.js';

/**
 * The delivery rules (issue 17), in one place: the retry schedule, the disable rules, the URL rules and the event
 * patterns an endpoint subscribes with.
 */

/**
 * Delay before each retry, after the first attempt: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h, 24 h (about 3 days
 * in all, Svix's shape stretched to Stripe's 3 days). After the 10th attempt fails the delivery is dead.
 */
export const RETRY_DELAYS_SECONDS = [5, 300, 1800, 7200, 18_000, 36_000, 50_400, 72_000, 86_400] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_SECONDS.length + 1;
/** Each delay is spread by ±10 % so endpoints that failed together do not all come back at the same second. */
export const JITTER = 0.1;
/** A receiver's Retry-After is honoured up to this (a longer one would stall the schedule). */
export const MAX_RETRY_AFTER_SECONDS = 86_400;
/** An endpoint whose attempts have all failed for this long is disabled (visible in GET /api/partner/webhooks). */
export const DISABLE_AFTER_FAILING_SECONDS = 5 * 86_400;
/**
 * A failure more than this after the previous one starts a new run of failures. A delivery being retried fails at
 * least every 26.4 h (24 h + 10 % jitter; Retry-After is capped at 24 h), so a longer gap means that no attempt was
 * made (no events), not that the endpoint kept failing.
 */
export const FAILURE_RUN_GAP_SECONDS = 30 * 3600;
/** The previous secret keeps signing this long after a rotation. */
export const ROTATION_OVERLAP_SECONDS = 86_400;
/** Events and their delivery records are kept this long, then deleted by the retention job. */
export const RETENTION_DAYS = 30;

/**
 * Seconds until the attempt after `attemptsInRound` failed ones, or null when the delivery is dead. `random` is in
 * [0, 1); `retryAfterSeconds` (the receiver's hint) lengthens the wait, never shortens it.
 */
export function nextRetryDelaySeconds(attemptsInRound: number, random: number, retryAfterSeconds: number | null): number | null {
  const base = RETRY_DELAYS_SECONDS[attemptsInRound - 1];
  if (base === undefined) return null;
  // Milliseconds matter: the 5 s first retry spreads over 4.5–5.5 s.
  const jittered = Math.round(base * 1000 * (1 - JITTER + 2 * JITTER * random)) / 1000;
  return Math.max(jittered, Math.min(retryAfterSeconds ?? 0, MAX_RETRY_AFTER_SECONDS));
}

/** Retry-After as seconds (RFC 9110 §10.2.3: delay-seconds or an HTTP date); null when absent or unreadable. */
export function parseRetryAfter(value: string | undefined, now: Date): number | null {
  if (value === undefined) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now.getTime()) / 1000));
}

// ---------------------------------------------------------------------------------------------------------------
// Event patterns: `order.*` (a family), `brokerage.case_completed` (one type), or none at all (every event).

const PATTERN = /^[a-z][a-z0-9_]*(\.([a-z][a-z0-9_]*|\*))*$/;
export const MAX_PATTERNS = 50;

export function validatePatterns(patterns: readonly string[]): string[] {
  if (patterns.length > MAX_PATTERNS) throw new ApiError('validation_error', `events: at most ${MAX_PATTERNS} patterns`);
  for (const pattern of patterns) {
    if (!PATTERN.test(pattern) || (pattern.includes('*') && !pattern.endsWith('.*'))) {
      throw new ApiError('validation_error', `events: "${pattern}" is not an event type or a family pattern such as order.*`, { pattern });
    }
  }
  return [...new Set(patterns)];
}

/** True when the event type is subscribed to (an empty list subscribes to everything). */
export function matchesPatterns(type: string, patterns: readonly string[]): boolean {
  if (patterns.length === 0) return true;
  return patterns.some((p) => (p.endsWith('.*') ? type.startsWith(p.slice(0, -1)) : type === p));
}

// ---------------------------------------------------------------------------------------------------------------
// URL rules. Live: https only, and every address the host resolves to must be public. Sandbox credentials on a server
// started as a sandbox (`--sandbox`, `allowLoopback`): the same, except that a loopback receiver (`http://localhost:…`,
// 127.0.0.1, [::1]) is allowed, over http or https, for local development; other private, link-local or metadata
// addresses are refused there too. Sandbox credentials on any other server follow the live rules. Checked here at
// registration, and again when connecting (the sender's guarded lookup), so a name that later resolves elsewhere
// (DNS rebinding) is refused then.

export const MAX_URL_LENGTH = 2048;

export async function validateEndpointUrl(raw: string, allowLoopback: boolean, resolveAll: ResolveAll): Promise<URL> {
  const refuse = (why: string): never => {
    throw new ApiError('validation_error', `url: ${why}`, { field: 'url' });
  };
  if (raw.length > MAX_URL_LENGTH) refuse(`at most ${MAX_URL_LENGTH} characters`);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return refuse('not an absolute URL');
  }
  if (url.username || url.password) refuse('must not carry a user name or password');
  if (url.hash) refuse('must not carry a #fragment');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const loopbackName = host === 'localhost' || host.endsWith('.localhost');
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && allowLoopback && (loopbackName || (isIP(host) > 0 && isLoopbackAddress(host))))) {
    refuse(allowLoopback ? 'must use https (plain http only to a loopback receiver such as http://localhost:8080)' : 'must use https');
  }
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = (await resolveAll(host)).map((a) => a.address);
    } catch {
      return refuse(`the host ${host} does not resolve`);
    }
  }
  if (loopbackName && !allowLoopback) refuse('must not point at this machine (loopback)');
  for (const address of addresses) {
    if (allowLoopback && isLoopbackAddress(address)) continue;
    if (isForbiddenAddress(address)) refuse(`${host} resolves to ${address}, a private, loopback, link-local or reserved address`);
  }
  return url;
}
