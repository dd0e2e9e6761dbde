/**
 * The parked-page rules of the site probe, as pure functions (README "Brokerage eligibility: the site probe"). A
 * domain is `parked` when any of these holds, checked in this order:
 * 1. its name servers belong to a parking service (PARKING_NAMESERVER_SUFFIXES: the sandbox's
 *    ns1/ns2.parking.nameport.test and the well-known parking and aftermarket services);
 * 2. the home page redirects to a domain marketplace (MARKETPLACE_HOSTS), e.g. `https://sedo.com/search?domain=…`;
 * 3. the page says it is for sale or parked (PARKING_PHRASES, case-insensitive, in the title or the visible text);
 * 4. the page is almost empty: fewer than MIN_WORDS visible words and no script that could render a page.
 * Anything else answering 2xx is an `active_site`. The rules lean towards `active_site` where in doubt (an app that
 * renders in the browser, a page behind a login): brokering a domain its owner visibly uses wastes everyone's time.
 */

export const PARKING_NAMESERVER_SUFFIXES = [
  'parking.nameport.test', // the sandbox's parking service (dns/sandbox-zone.ts)
  'sedoparking.com', 'parkingcrew.net', 'bodis.com', 'above.com', 'parklogic.com', 'dan.com', 'afternic.com',
  'domaincontrol-parking.com', 'hugedomains.com', 'undeveloped.com', 'uniregistrymarket.link', 'cashparking.com',
  'parked.com', 'domainparkingserver.net', 'namebrightdns.com', 'voodoo.com', 'dsredirection.com', 'ztomy.com',
] as const;

export const MARKETPLACE_HOSTS = [
  'marketplace.nameport.test', // the sandbox's own marketplace
  'sedo.com', 'afternic.com', 'dan.com', 'hugedomains.com', 'buydomains.com', 'undeveloped.com', 'atom.com',
  'squadhelp.com', 'brandbucket.com', 'sav.com', 'domainmarket.com', 'uniregistry.com', 'epik.com', 'efty.com',
  'brandpa.com', 'bodis.com', 'parkingcrew.net',
] as const;

export const PARKING_PHRASES = [
  'this domain is for sale', 'this domain may be for sale', 'domain is for sale', 'buy this domain', 'make an offer',
  'parked free', 'domain parking', 'this domain is parked', 'parked domain', 'domain has been registered',
  'related searches', 'inquire about this domain', 'get this domain', 'domain for sale',
] as const;

/** Fewer visible words than this, with no script, is an empty placeholder rather than a site. */
export const MIN_WORDS = 20;

/** True for a host equal to or under one of the suffixes (case-insensitive, trailing dot ignored). */
export function hostUnder(host: string, suffixes: readonly string[]): string | undefined {
  const h = host.toLowerCase().replace(/\.$/, '');
  return suffixes.find((s) => h === s || h.endsWith(`.${s}`));
}

export interface PageFacts {
  title: string | undefined;
  words: number;
  hasScript: boolean;
  /** The first parking phrase found, if any. */
  phrase: string | undefined;
}

/** Reads what a visitor would see: the title, the visible text's words (scripts, styles and tags removed). */
export function readPage(html: string): PageFacts {
  const titleMatch = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html);
  const title = titleMatch ? decode(titleMatch[1]!).replace(/\s+/g, ' ').trim() || undefined : undefined;
  const text = decode(html
    .replace(/<(script|style|noscript|template)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<head\b[\s\S]*?<\/head\s*>/i, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]*>/g, ' '));
  const words = text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  const haystack = `${title ?? ''} ${text}`.toLowerCase().replace(/\s+/g, ' ');
  return { title, words, hasScript: /<script\b/i.test(html), phrase: PARKING_PHRASES.find((p) => haystack.includes(p)) };
}

function decode(text: string): string {
  return text.replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'");
}
