import { domainToASCII, domainToUnicode } from 'node:url';
import { parse } from 'tldts';

export interface ListingDomain {
  /** A-label form, lower case: `acme.com`, `xn--bcher-kva.de`. */
  ascii: string;
  unicode: string;
  /** The public suffix: `com`, `co.uk`. */
  tld: string;
  /** Characters of the registrable label as people read it (`acme` in `acme.co.uk`; `bücher` is 6, not 13). */
  labelLength: number;
}

/**
 * A listed name must be exactly a registrable domain (`acme.com`, `acme.co.uk`): no sub-domains, an ICANN
 * suffix. Returns a reason instead of throwing, so the importer can report it against the row's line.
 */
export function parseListingDomain(input: string): ListingDomain | string {
  const trimmed = input.trim().replace(/\.$/, '');
  if (trimmed === '') return 'domain is empty';
  const ascii = domainToASCII(trimmed);
  if (ascii === '' || ascii.length > 253) return `"${input}" is not a valid domain name`;
  const parsed = parse(ascii);
  if (!parsed.isIcann || !parsed.publicSuffix || !parsed.domainWithoutSuffix) return `"${input}" has no known public suffix`;
  if (parsed.domain !== ascii) return `"${input}" is not a registrable domain (list "${parsed.domain}" instead)`;
  const label = parsed.domainWithoutSuffix;
  if (!/^(?!-)[a-z0-9-]{1,63}(?<!-)$/.test(label)) return `"${input}": the label "${label}" is not letters, digits and inner hyphens`;
  const unicodeLabel = label.startsWith('xn--') ? domainToUnicode(label) || label : label;
  return { ascii, unicode: domainToUnicode(ascii) || ascii, tld: parsed.publicSuffix, labelLength: [...unicodeLabel].length };
}
