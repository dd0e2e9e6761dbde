import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signed quote id (issue 16): `qt_` + base64url(terms) + `.` + base64url(HMAC-SHA256(terms)). The terms are the
 * quote itself (who it was issued to, which listing, the locked price, when), so verifying a quote needs no lookup:
 * the MAC, under a key only the server holds, proves the server issued exactly these terms, and any change to one
 * character fails it. A quote id therefore carries nothing its holder has not been told (its own key id, the domain,
 * the price, the time).
 */

export interface QuoteTerms {
  /** A random id of this quote (several quotes for one domain differ). */
  nonce: string;
  keyId: string;
  environment: 'sandbox' | 'live';
  listingId: string;
  domain: string;
  priceCents: number;
  currency: string;
  /** Milliseconds since the epoch (ctx.clock). */
  issuedAtMs: number;
}

const PREFIX = 'qt_';
const VERSION = 1;
const MAC_BYTES = 32;
/** Longest quote id accepted for parsing (a 253-character domain fits well within it). */
export const MAX_QUOTE_ID_LENGTH = 1024;

const macOf = (key: Buffer, termsText: string): Buffer => createHmac('sha256', key).update(`qt${VERSION}.${termsText}`).digest();

export function signQuote(key: Buffer, terms: QuoteTerms): string {
  const list = [VERSION, terms.nonce, terms.keyId, terms.environment, terms.listingId, terms.domain, terms.priceCents, terms.currency, terms.issuedAtMs];
  const text = Buffer.from(JSON.stringify(list), 'utf8').toString('base64url');
  return `${PREFIX}${text}.${macOf(key, text).toString('base64url')}`;
}

/** The terms of a quote id this server signed; null for anything else (malformed, forged, altered). */
export function openQuote(key: Buffer, quoteId: string): QuoteTerms | null {
  if (quoteId.length > MAX_QUOTE_ID_LENGTH || !quoteId.startsWith(PREFIX)) return null;
  const [text, mac, extra] = quoteId.slice(PREFIX.length).split('.');
  if (!text || !mac || extra !== undefined || !/^[A-Za-z0-9_-]+$/.test(text) || !/^[A-Za-z0-9_-]+$/.test(mac)) return null;
  const given = Buffer.from(mac, 'base64url');
  // Length first: timingSafeEqual throws on buffers of different lengths.
  if (given.length !== MAC_BYTES || !timingSafeEqual(given, macOf(key, text))) return null;
  let list: unknown;
  try {
    list = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(list) || list.length !== 9 || list[0] !== VERSION) return null;
  const [, nonce, keyId, environment, listingId, domain, priceCents, currency, issuedAtMs] = list as unknown[];
  if (typeof nonce !== 'string' || typeof keyId !== 'string' || (environment !== 'sandbox' && environment !== 'live')
    || typeof listingId !== 'string' || typeof domain !== 'string' || !Number.isSafeInteger(priceCents)
    || typeof currency !== 'string' || !Number.isSafeInteger(issuedAtMs)) return null;
  return { nonce, keyId, environment, listingId, domain, priceCents: priceCents as number, currency, issuedAtMs: issuedAtMs as number };
}
