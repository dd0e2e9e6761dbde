import { parse } from 'tldts';
import type { AppContext } from '../../context.js';
import { parseDomainName } from '../../domains/domain-name.js';
import { ApiError } from '../../platform/errors.js';
import type { SearchInput } from './types.js';

/** The names one search will answer, decided before the first line is written (so a bad query is a plain 400). */
export interface SearchPlan {
  requestId: string;
  /** The query normalised (A-labels, lower case), as typed: may be a sub-domain. */
  query: string;
  /** The registrable domain searched for the query. */
  primary: string;
  /** Every domain that gets a row: the primary first, then the alternates in configured order. */
  domains: string[];
  primaryIndex: number;
  revealAftermarketPrices: boolean;
}

/** A plan whose caller was charged for it (openSearch, rate-limit.ts): the only kind runSearch takes. */
export interface AdmittedSearch extends SearchPlan {
  readonly admitted: true;
}

/** Issue 6: "at least com, net, org, io, co, ai, app, dev, xyz, me" (SEARCH_ALTERNATE_TLDS overrides). */
export const DEFAULT_ALTERNATE_TLDS = ['com', 'net', 'org', 'io', 'co', 'ai', 'app', 'dev', 'xyz', 'me'] as const;

/**
 * Validates the query and lists the domains of the stream (contract 2.1 rules 1–2).
 *
 * Query kinds (our decision, README "Domain search"):
 * - a registrable domain (`acme.com`, `acme.co.uk`): rows for it and, when `includeAlternates` (default), the same
 *   label on each alternate TLD (SEARCH_ALTERNATE_TLDS) other than its own suffix;
 * - a sub-domain (`www.acme.com`): only a registrable domain can be registered, so the search is for `acme.com`
 *   alone, without alternates (the caller asked about one particular name, not for ideas); the header's `query`
 *   keeps what was typed and `primary` says what was searched;
 * - a bare public suffix (`co.uk`) or a TLD alone: 400, there is nothing to register.
 */
export function planSearch(ctx: AppContext, input: SearchInput): SearchPlan {
  const field = input.field ?? 'q';
  const name = parseDomainName(input.q, ctx.rootZone, field);
  if (name.registrable === null) {
    throw new ApiError('validation_error', `${field} "${name.ascii}" is a public suffix (like "co.uk"), not a domain that can be registered; search for a name under it, e.g. "example.${name.ascii}"`);
  }
  const primary = name.registrable;
  const domains = [primary];
  const isRegistrableQuery = name.ascii === primary;
  if (isRegistrableQuery && input.includeAlternates !== false) {
    const parsed = parse(primary, { allowPrivateDomains: false });
    const label = parsed.domainWithoutSuffix!;
    for (const tld of ctx.config.search.alternateTlds) {
      const alternate = `${label}.${tld}`;
      if (tld !== parsed.publicSuffix && ctx.rootZone.has(tld) && !domains.includes(alternate)) domains.push(alternate);
    }
  }
  return {
    requestId: input.requestId,
    query: name.ascii,
    primary,
    domains,
    primaryIndex: 0,
    revealAftermarketPrices: input.revealAftermarketPrices,
  };
}
