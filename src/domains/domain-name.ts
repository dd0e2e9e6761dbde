import { domainToASCII, domainToUnicode } from 'node:url';
import { getDomain } from 'tldts';
import { ApiError } from '../platform/errors.js';

/** What the parser needs of the IANA root zone (src/domains/root-zone.ts); a parameter, so this stays pure. */
export interface TldSet {
  has(asciiZone: string): boolean;
}

export interface DomainName {
  /** The whole name as typed, normalised: A-labels (punycode), lower case, no trailing dot. */
  ascii: string;
  /** The same name in U-labels, for display (`bücher.de` for `xn--bcher-kva.de`). */
  unicode: string;
  /** The last label, A-label form: `de`, `xn--p1ai`. */
  tld: string;
  /**
   * The registrable domain under the ICANN section of the Public Suffix List (tldts): `example.co.uk` for
   * `www.example.co.uk`. Null when the name is itself a public suffix (`co.uk`) and so cannot be registered.
   */
  registrable: string | null;
  labels: string[];
}

const LDH_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const PLAIN_ASCII = /^[A-Za-z0-9.-]+$/;
const MAX_NAME = 253;
const MAX_LABEL = 63;

/**
 * Parses a domain name as a caller types it (WHOIS here; domain search shares it):
 * - trims surrounding space, drops one trailing dot (the root), folds case;
 * - converts IDN with UTS-46 non-transitional processing (node's WHATWG `domainToASCII`), so the
 *   Unicode form and its punycode pass the same checks (DESIGN.md traps: `ß` stays `xn--zca`, not `ss`);
 * - every label is letters, digits and inner hyphens, at most 63 octets (RFC 1035 §2.3.4, RFC 5891);
 *   the whole name at most 253 octets in presentation form;
 * - at least two labels, and the TLD must be delegated in the IANA root zone;
 * - the registrable domain comes from the Public Suffix List (tldts, ICANN section only).
 * Throws validation_error naming the problem.
 */
export function parseDomainName(input: unknown, rootZone: TldSet, field = 'domain'): DomainName {
  if (typeof input !== 'string' || input.trim() === '') throw new ApiError('validation_error', `${field} is required`);
  let trimmed = input.trim();
  if (trimmed.endsWith('.')) trimmed = trimmed.slice(0, -1);
  const shown = input.trim().slice(0, 100);
  if (trimmed === '') throw new ApiError('validation_error', `${field} "${shown}" is not a domain name`);
  if (trimmed.length > MAX_NAME * 4) throw new ApiError('validation_error', `${field} is longer than ${MAX_NAME} characters`);
  if (/[\s/:@?#\\]/.test(trimmed)) {
    throw new ApiError('validation_error', `${field} "${shown}" is not a domain name (give the name only, e.g. "example.com", not a URL or address)`);
  }
  // Dotted digits would be read as an IPv4 address by the WHATWG parser.
  if (/^[\d.]+$/.test(trimmed)) throw new ApiError('validation_error', `${field} "${shown}" is an IP address, not a domain name`);
  let ascii = PLAIN_ASCII.test(trimmed) ? trimmed.toLowerCase() : domainToASCII(trimmed);
  // An A-label typed as punycode must decode (UTS-46 validity), or `xn--zz.com` would pass as ASCII.
  if (ascii.includes('xn--')) ascii = domainToASCII(ascii);
  if (ascii === '') throw new ApiError('validation_error', `${field} "${shown}" is not a valid domain name (IDN conversion failed)`);
  if (ascii.length > MAX_NAME) throw new ApiError('validation_error', `${field} is longer than ${MAX_NAME} characters once converted to ASCII`);
  const labels = ascii.split('.');
  if (labels.length < 2) throw new ApiError('validation_error', `${field} "${shown}" needs a name and a TLD, e.g. "example.com"`);
  for (const label of labels) {
    if (label === '') throw new ApiError('validation_error', `${field} "${shown}" has an empty label`);
    if (label.length > MAX_LABEL) throw new ApiError('validation_error', `${field} "${shown}" has a label longer than ${MAX_LABEL} characters`);
    if (!LDH_LABEL.test(label)) {
      throw new ApiError('validation_error', `${field} "${shown}" is not a valid domain name: label "${label}" is not letters, digits and inner hyphens`);
    }
    // RFC 5891 §4.2.3.1: hyphens in the 3rd and 4th positions are reserved for A-labels (`xn--`); registries refuse others.
    if (label.slice(2, 4) === '--' && !label.startsWith('xn--')) {
      throw new ApiError('validation_error', `${field} "${shown}" is not a valid domain name: label "${label}" has "--" in the 3rd and 4th positions, which only IDN A-labels ("xn--…") may use`);
    }
  }
  const tld = labels[labels.length - 1]!;
  if (!rootZone.has(tld)) throw new ApiError('validation_error', `${field} "${shown}": .${tld} is not a TLD in the IANA root zone`);
  const registrable = getDomain(ascii, { allowPrivateDomains: false, validateHostname: false }) ?? null;
  return { ascii, unicode: ascii.includes('xn--') ? domainToUnicode(ascii) || ascii : ascii, tld, registrable, labels };
}
