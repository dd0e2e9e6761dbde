import { domainToASCII, domainToUnicode } from 'node:url';
import { ApiError } from '../platform/errors.js';

export interface TldName {
  /** A-label form (punycode), lower case, no leading dot: `com`, `co.uk`, `xn--p1ai`. */
  ascii: string;
  /** U-label form for display: `рф` for `xn--p1ai`. */
  unicode: string;
}

const LDH_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const MAX_SUFFIX_LABELS = 3;
const PLAIN_ASCII = /^[A-Za-z0-9.-]+$/;

/**
 * Normalises a TLD or public-suffix zone as callers type it: trims, drops leading dots, folds case,
 * converts IDN to punycode with UTS-46 (node's WHATWG `domainToASCII`). `.COM` → `com`,
 * `.рф` → `xn--p1ai`. Multi-label zones (`co.uk`) are accepted because registries price them.
 * Throws validation_error naming the problem.
 */
export function parseTld(input: unknown, field = 'tld'): TldName {
  if (typeof input !== 'string' || input.trim() === '') {
    throw new ApiError('validation_error', `${field} is required`);
  }
  const trimmed = input.trim().replace(/^\.+/, '').replace(/\.$/, '');
  if (trimmed === '') throw new ApiError('validation_error', `${field} must name a TLD, e.g. "com"`);
  if (trimmed.length > 253) throw new ApiError('validation_error', `${field} is longer than 253 characters`);
  // Pure digits are never TLDs (RFC 3696 §2) and domainToASCII would read them as an IPv4 address.
  if (/^[\d.]+$/.test(trimmed)) throw new ApiError('validation_error', `${field} "${input}" is not a valid TLD`);
  // Plain ASCII needs no UTS-46 mapping beyond case folding: skip the (comparatively costly) conversion.
  const ascii = PLAIN_ASCII.test(trimmed) ? trimmed.toLowerCase() : domainToASCII(trimmed);
  if (ascii === '') throw new ApiError('validation_error', `${field} "${input}" is not a valid TLD (IDN conversion failed)`);
  const labels = ascii.split('.');
  if (labels.length > MAX_SUFFIX_LABELS) {
    throw new ApiError('validation_error', `${field} "${input}" has more than ${MAX_SUFFIX_LABELS} labels`);
  }
  for (const label of labels) {
    if (!LDH_LABEL.test(label)) {
      throw new ApiError('validation_error', `${field} "${input}" is not a valid TLD: label "${label}" is not letters, digits and inner hyphens of at most 63 characters`);
    }
  }
  const last = labels[labels.length - 1]!;
  if (/^\d+$/.test(last)) throw new ApiError('validation_error', `${field} "${input}" is not a valid TLD: a TLD is never all digits`);
  return { ascii, unicode: ascii.includes('xn--') ? domainToUnicode(ascii) || ascii : ascii };
}
