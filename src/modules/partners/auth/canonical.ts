import { createHash, createHmac } from 'node:crypto';
import { ApiError } from '../../../platform/errors.js';

/**
 * The partner request signature of contract 5.2, with the decisions the contract leaves open taken as the
 * independent implementation behind test/fixtures/partner/partner-signing-vectors.json takes them:
 * query pairs are form-decoded exactly as the route handler's query parser reads them ('+' is a space, a
 * literal plus arrives as %2B; issue 14 item 2: otherwise `q=a+b` and `q=a%2Bb` share a signature but search
 * different things), sorted by key then value in UTF-16 code-unit order, then re-encoded; a key without '='
 * has an empty value. A malformed escape or one that is not UTF-8 is refused (400) rather than guessed at:
 * the handler's parser would keep it as raw text, a reading no partner can reproduce.
 */

export const SIGNATURE_SCHEME = 'v1';
const SIGNATURE_FORMAT = /^v1=[0-9a-f]{64}$/;

/** encodeURIComponent plus ! ' ( ) * as %XX (contract 5.2: "as a URI component encoder does, and additionally…"). */
export function encodeComponent(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * Decodes one query component as application/x-www-form-urlencoded (WHATWG URL "urlencoded parser"): '+' is a
 * space, then percent-decoding as UTF-8. Throws 400 validation_error on a malformed or non-UTF-8 escape.
 */
export function formDecodeComponent(value: string): string {
  const spaced = value.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    throw new ApiError('validation_error', `the query component "${value.slice(0, 64)}" has a percent-escape that is not valid UTF-8; percent-encode every byte of UTF-8 text (a literal "+" as %2B, "%" as %25)`);
  }
}

const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The canonical query of contract 5.2 from the raw query text after '?' (without the '?'); throws 400 on bad escapes. */
export function canonicalQuery(rawQuery: string): string {
  if (rawQuery === '') return '';
  const pairs = rawQuery
    .split('&')
    .filter((part) => part !== '')
    .map((part) => {
      const eq = part.indexOf('=');
      const key = eq === -1 ? part : part.slice(0, eq);
      const value = eq === -1 ? '' : part.slice(eq + 1);
      return [formDecodeComponent(key), formDecodeComponent(value)] as const;
    });
  pairs.sort(([ka, va], [kb, vb]) => byCodeUnits(ka, kb) || byCodeUnits(va, vb));
  return pairs.map(([k, v]) => `${encodeComponent(k)}=${encodeComponent(v)}`).join('&');
}

export function sha256Hex(body: Uint8Array | string): string {
  return createHash('sha256').update(body).digest('hex');
}

export interface SignedRequestParts {
  method: string;
  /** Path only, beginning with '/'. */
  path: string;
  /** The query exactly as received after '?', or ''. */
  rawQuery: string;
  timestamp: string;
  nonce: string;
  /** The raw body bytes as received (never re-serialised JSON: DESIGN.md traps). */
  body: Uint8Array | string;
}

const EMPTY_SHA256 = sha256Hex('');

/** Six lines joined by '\n' (contract 5.2). GET and HEAD hash the empty body whatever was sent. */
export function canonicalString(parts: SignedRequestParts): string {
  const method = parts.method.toUpperCase();
  const body = method === 'GET' || method === 'HEAD' ? '' : parts.body;
  const bodyHash = body.length === 0 ? EMPTY_SHA256 : sha256Hex(body);
  return [method, parts.path, canonicalQuery(parts.rawQuery), parts.timestamp, parts.nonce, bodyHash].join('\n');
}

/** `v1=` + lowercase hex HMAC-SHA256 keyed with the secret as UTF-8 text. */
export function sign(secret: string, parts: SignedRequestParts): string {
  return `${SIGNATURE_SCHEME}=${createHmac('sha256', secret).update(canonicalString(parts), 'utf8').digest('hex')}`;
}

/** Checks the header's format before any comparison (a length mismatch would make timingSafeEqual throw). */
export function isWellFormedSignature(header: string): boolean {
  return SIGNATURE_FORMAT.test(header);
}
