import { domainToUnicode } from 'node:url';
import type { MarkupRule } from '../pricing/retail.js';
import { retailCents } from '../pricing/retail.js';
import type { ActiveListing, StoredDecision } from './repository.js';
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
 * New-registration pricing of a row: never masked (contract 2.1 rule 3), retail per the markup rule. For a premium
 * name the registrar's quote replaces the standard registration price, and without a USD quote the registration price
 * is null: a premium name is never shown at the TLD's base price (DESIGN.md traps). Null only when the TLD has no
 * price at all.
 */
export function rowPrice(costs: TldCosts, premium: boolean, premiumCostCents: number | null, rule: MarkupRule): RowPrice | null {
  const register = premium ? premiumCostCents ?? undefined : costs.register;
  if (register === undefined && costs.renew === undefined && !premium) return null;
  return {
    currency: 'USD',
    register_cents: register === undefined ? null : retailCents(register, rule),
    renew_cents: costs.renew === undefined ? null : retailCents(costs.renew, rule),
    premium,
  };
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function rowListing(listing: ActiveListing, reveal: boolean): RowListing {
  if (!reveal) return { id: listing.id, price_cents: null, currency: listing.currency, price_masked: true, price_label: MASKED_PRICE_LABEL };
  const label = listing.currency === 'USD' ? usd.format(listing.buy_now_cents / 100) : `${(listing.buy_now_cents / 100).toFixed(2)} ${listing.currency}`;
  return { id: listing.id, price_cents: listing.buy_now_cents, currency: listing.currency, price_masked: false, price_label: label };
}

interface RowParts {
  domain: string;
  price: RowPrice | null;
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
    state_label: STATE_LABELS[decision.state],
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
