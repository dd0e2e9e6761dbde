/**
 * The events of the domain search stream (contract 2.1, 6.1), as plain data: the HTTP route writes them as
 * NDJSON lines, the MCP tool and the batch operation collect them. Types and inner structure are ours to
 * decide (contract 2.1 rule 5); every field is documented in the OpenAPI description (public/search.route.ts).
 */

/**
 * What we can honestly say about a name (contract 3: "state values not shown", our decision):
 * - `available`: a registrar check said it can be registered at the standard price;
 * - `premium`: a registrar check said it can be registered, at a premium price;
 * - `registered`: DNS delegation, RDAP or the registrar shows it is taken;
 * - `reserved`: the registrar refuses it as reserved/blocked by the registry;
 * - `for_sale`: listed on our marketplace (`listing` says at what price);
 * - `likely_available`: no delegation and the registry's RDAP says it holds no such name, but no registrar
 *   confirmed it (RDAP 404 also covers reserved and premium names, DESIGN.md traps): `available` stays null;
 * - `unknown`: no source decided in time; `available: null`, never a guess.
 */
export const SEARCH_STATES = ['available', 'premium', 'registered', 'reserved', 'for_sale', 'likely_available', 'unknown'] as const;
export type SearchState = (typeof SEARCH_STATES)[number];

/** Which source decided a row. */
export const SEARCH_SOURCES = ['listing', 'dns', 'rdap', 'registrar', 'none'] as const;
export type SearchSource = (typeof SEARCH_SOURCES)[number];

/** Always present on a row (contract 2.1 rule 3: new-registration pricing is always included; issue 14 item 13). */
export interface RowPrice {
  currency: 'USD';
  /** New-registration price of one year in cents (the TLD's retail price, or the registrar's premium quote); null with a reason. */
  register_cents: number | null;
  /** Renewal price of one year in cents; null when the TLD has none in the price list. */
  renew_cents: number | null;
  /** True when the name is premium: `register_cents` is then the registrar's quote for it, not the TLD's standard price. */
  premium: boolean;
  /** False when we do not sell new registrations in this TLD (it is not in our price list): no name of it can be registered here. */
  tld_sold: boolean;
  /** Why `register_cents` is null, in words; null when it is set. */
  unavailable_reason: string | null;
}

export interface RowListing {
  id: string;
  /** Buy-now price in cents; null (the placeholder) for callers who may not see aftermarket prices. */
  price_cents: number | null;
  currency: string;
  price_masked: boolean;
  /** Human text of the price: `$2,500.00`, or the placeholder `Sign in for pricing`. */
  price_label: string;
}

export interface WhoisSummary {
  registrar: string | null;
  /** ISO 8601 UTC. */
  created: string | null;
  expires: string | null;
}

export interface SearchRow {
  kind: 'row';
  /** A-label form, lower case. */
  domain: string;
  /** The same name in U-labels, for display. */
  domain_unicode: string;
  state: SearchState;
  state_label: string;
  available: boolean | null;
  price: RowPrice;
  listing: RowListing | null;
  whois_summary: WhoisSummary | null;
  /** True when the decision came from the stored cache, not a source asked during this request. */
  cached: boolean;
  meta: {
    source: SearchSource;
    /** When the deciding source answered (ISO 8601 UTC); for a cached row, when it was first decided. */
    checked_at: string;
    /** Time spent deciding this row during this request, in ms. */
    latency_ms: number;
    /** Sources that failed or timed out for this row (e.g. `rdap: timeout`), for debugging; empty when none. */
    errors: string[];
  };
}

export interface SearchHeader {
  kind: 'header';
  request_id: string;
  primary: string;
  domains: string[];
  primary_index: number;
  /** The query as normalised (A-labels, lower case): differs from `primary` for a sub-domain query. */
  query: string;
}

export type SearchEvent =
  | SearchHeader
  | SearchRow
  | { kind: 'primary_done' }
  | { kind: 'done'; duration_ms: number; count: number };

export interface SearchInput {
  /** The query as the caller typed it; validated by `planSearch`. */
  q: unknown;
  /** The caller's name for the query in error messages: `q` over HTTP and in batch, `domain` for the MCP tool. */
  field?: string;
  /** Add rows for the same label on the alternate TLDs (default true; only for a simple label.tld query). */
  includeAlternates?: boolean;
  /** True for a verified signed-in session or a bearer token with scope pricing:read (contract 2.1 rule 4). */
  revealAftermarketPrices: boolean;
  requestId: string;
}
