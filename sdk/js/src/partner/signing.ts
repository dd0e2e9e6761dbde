import { createHash, createHmac } from 'node:crypto';

/** The four headers of a signed partner request (README "Partner interface (B)", contract 5.2). */
export interface SigningHeaders {
  'x-service-key-id': string;
  'x-service-timestamp': string;
  'x-service-nonce': string;
  'x-service-signature': string;
}

export interface CanonicalRequest {
  method: string;
  /** The raw path as sent, without the query. */
  path: string;
  /** The query exactly as it appears after `?` (empty when none). */
  rawQuery: string;
  /** Whole Unix seconds, as text. */
  timestamp: string;
  /** A UUID, new for every request (the server refuses a nonce it has seen). */
  nonce: string;
  /** The body's exact bytes (a string is hashed as UTF-8); empty for GET. */
  body: string | Uint8Array;
}

/** encodeURIComponent plus ! ' ( ) * (RFC 3986 unreserved only; upper-case hex), as the signing vectors do. */
function encode(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * The canonical query (contract 5.2): pairs form-decoded as the server's handler reads them ('+' is a space, a key
 * without '=' has an empty value), sorted by key then value in UTF-16 code-unit order, re-encoded, joined with '&'.
 */
export function canonicalQuery(rawQuery: string): string {
  const pairs = [...new URLSearchParams(rawQuery)];
  pairs.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0));
  return pairs.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&');
}

/** The six-line string that is signed: METHOD, path, canonical query, timestamp, nonce, hex SHA-256 of the body. */
export function canonicalString(request: CanonicalRequest): string {
  const bodyHash = createHash('sha256').update(request.body).digest('hex');
  return [request.method.toUpperCase(), request.path, canonicalQuery(request.rawQuery), request.timestamp, request.nonce, bodyHash].join('\n');
}

/** `v1=` + lowercase hex HMAC-SHA256 of the canonical string, keyed with the secret's UTF-8 bytes. */
export function signRequest(secret: string, request: CanonicalRequest): string {
  return `v1=${createHmac('sha256', secret).update(canonicalString(request), 'utf8').digest('hex')}`;
}

/** The headers that authenticate one request (a fresh nonce and the current second unless given). */
export function signingHeaders(keyId: string, secret: string, request: CanonicalRequest): SigningHeaders {
  return {
    'x-service-key-id': keyId,
    'x-service-timestamp': request.timestamp,
    'x-service-nonce': request.nonce,
    'x-service-signature': signRequest(secret, request),
  };
}
