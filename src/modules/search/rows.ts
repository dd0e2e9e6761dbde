import { domainToUnicode } from 'node:url';
import type { MarkupRule } from '../catalog/pricing/retail.js';
import { retailCents } from '../catalog/pricing/retail.js';
import { formatMoney, toDecimalString } from '../../platform/money.js';
import type { ActiveListing } from '../listings/repository.js';
import type { StoredDecision } from './repository.js';
import type { RowListing, RowPrice, SearchRow, SearchState } from './types.js';

/** Human text of each state (contract 3: state_label values are ours to choose; README "Domain search"). */
export const STATE_LABELS: Record<SearchState, string> = {
  available: 'Available',
  premium: 'Available at a premium price',
  registered: 'Registered',
  reserved: 'Reserved by the registry',
  for_sale: 'For sale on the marketplace',
  likely_available: 'Probably available: no registration found, not confirmed by a registrar',
  unknown: 'Unknown: could not be checked (no source answered in time, or none could tell)',
};

/** The placeholder for a hidden aftermarket price (contract 2.1 rule 4; precedent: the price itself is null). */
export const MASKED_PRICE_LABEL = 'Sign in for pricing';

/** The TLD's standard costs (USD cents) as the price book holds them; undefined when not in the price list. */
export interface TldCosts {
  register: number | undefined;
  renew: number | undefined;
}

/**
 * New-registration pricing of a row: always present and never masked (contract 2.1 rule 3), retail per the markup rule.
 * For a premium name the registrar's quote replaces the standard registration price, and without a USD quote the
 * registration price is null: a premium name is never shown at the TLD's base price (DESIGN.md traps). A TLD without
 * a registration price in the price list is one we do not sell (issue 14 item 13: the row said `price: null` and
 * nothing else): `tld_sold` false, `register_cents` null, and the reason in words.
 */
export function rowPrice(suffix: string, costs: TldCosts, premium: boolean, premiumCostCents: number | null, rule: MarkupRule): RowPrice {
  const renew = costs.renew === undefined ? null : retailCents(costs.renew, rule);
  const price = { currency: 'USD' as const, renew_cents: renew, premium };
  if (costs.register === undefined) {
    return { ...price, register_cents: null, tld_sold: false, unavailable_reason: `We do not sell .${displaySuffix(suffix)} names (the TLD is not in our price list), so no name in it can be registered here.` };
  }
  if (premium && premiumCostCents === null) {
    return { ...price, register_cents: null, tld_sold: true, unavailable_reason: 'A premium name: the registrar quoted no price in US dollars for it.' };
  }
  return { ...price, register_cents: retailCents(premium ? premiumCostCents! : costs.register, rule), tld_sold: true, unavailable_reason: null };
}

/** States in which a name could be registered by someone: their label says when it cannot be registered here. */
const REGISTRABLE_STATES: ReadonlySet<SearchState> = new Set(['available', 'premium', 'likely_available', 'unknown']);

/** `state_label`: the state's text, plus, when we do not sell the TLD, that the name cannot be registered here. */
export function stateLabel(state: SearchState, domain: string, price: RowPrice): string {
  if (price.tld_sold || !REGISTRABLE_STATES.has(state)) return STATE_LABELS[state];
  const suffix = domain.slice(domain.indexOf('.') + 1);
  return `${STATE_LABELS[state]}. Cannot be registered here: we do not sell .${displaySuffix(suffix)} names`;
}

function displaySuffix(suffix: string): string {
  return suffix.includes('xn--') ? domainToUnicode(`x.${suffix}`).slice(2) || suffix : suffix;
}


export function rowListing(listing: ActiveListing, reveal: boolean): RowListing {
  if (!reveal) return { id: listing.id, price_cents: null, currency: listing.currency, price_masked: true, price_label: MASKED_PRICE_LABEL };
  const label = listing.currency === 'USD' ? formatMoney(listing.buy_now_cents, 'USD') : `${toDecimalString(listing.buy_now_cents, listing.currency)} ${listing.currency}`;
  return { id: listing.id, price_cents: listing.buy_now_cents, currency: listing.currency, price_masked: false, price_label: label };
}

interface RowParts {
  domain: string;
  price: RowPrice;
  latencyMs: number;
}

export function forSaleRow(parts: RowParts, listing: RowListing, checkedAt: Date): SearchRow {
  return {
    kind: 'row',
    ...names(parts.domain),
    state: 'for_sale',
    state_label: STATE_LABELS.for_sale,
    available: false,
    price: parts.price,
    listing,
    whois_summary: null,
    cached: false,
    meta: { source: 'listing', checked_at: checkedAt.toISOString(), latency_ms: parts.latencyMs, errors: [] },
  };
}

export function decidedRow(parts: RowParts, decision: Omit<StoredDecision, 'expiresAt' | 'environment'> & { errors: string[] }, cached: boolean): SearchRow {
  return {
    kind: 'row',
    ...names(parts.domain),
    state: decision.state,
    state_label: stateLabel(decision.state, parts.domain, parts.price),
    available: decision.available,
    price: parts.price,
    listing: null,
    whois_summary: decision.whois,
    cached,
    meta: { source: decision.source, checked_at: decision.decidedAt.toISOString(), latency_ms: parts.latencyMs, errors: decision.errors },
  };
}

function names(domain: string): { domain: string; domain_unicode: string } {
  return { domain, domain_unicode: domain.includes('xn--') ? domainToUnicode(domain) || domain : domain };
}
