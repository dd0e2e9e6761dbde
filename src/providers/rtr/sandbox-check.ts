import { sandboxDelegations } from '../dns/sandbox-zone.js';

/** RTR's check answer shape (DESIGN.md "Realtime Register"): `{available, reason?, premium?, currency?, price?}`. */
export interface RtrCheckAnswer {
  available: boolean;
  reason?: string;
  premium?: boolean;
  currency?: string;
  /** Integer cents. */
  price?: number;
}

/** Labels registries commonly withhold (RFC 2606 §3 `example`; the registry's own `nic`, `whois`, `rdap`, `www`). */
const RESERVED_LABELS = new Set(['nic', 'example', 'whois', 'rdap', 'www']);
/** TLDs whose short labels the sandbox prices as registry premium names, like the real .ai/.io registries do. */
const PREMIUM_TLDS = new Set(['ai', 'io']);
const PREMIUM_PRICE_CENTS = { 3: 250_000, 4: 75_000 } as const;

/**
 * The sandbox registrar's availability answer. Deterministic, first rule that matches wins:
 * 1. registered in the sandbox data set (the names the sandbox DNS delegates: captured RDAP domains and every
 *    marketplace listing, dns/sandbox-zone.ts) → `{available: false, reason: "registered"}`; so a listed `mint.ai`
 *    is registered, not premium;
 * 2. reserved → `{available: false, reason: "reserved"}`: a first label in RESERVED_LABELS (`nic.<tld>`,
 *    `example.<tld>`, …), one containing "reserved", or a single character (`d.dev`: DESIGN.md traps);
 * 3. a 3- or 4-letter first label (letters only) under .ai or .io → premium, available, USD 2,500.00 / 750.00;
 * 4. everything else → `{available: true}` (no price: regular names are priced from the price list).
 */
export function sandboxDomainCheck(domain: string): RtrCheckAnswer {
  const name = domain.toLowerCase();
  if (sandboxDelegations().has(name)) return { available: false, reason: 'registered' };
  const labels = name.split('.');
  const first = labels[0] ?? '';
  const tld = labels[labels.length - 1] ?? '';
  if (RESERVED_LABELS.has(first) || first.includes('reserved') || first.length === 1) return { available: false, reason: 'reserved' };
  if (labels.length === 2 && PREMIUM_TLDS.has(tld) && /^[a-z]{3,4}$/.test(first)) {
    return { available: true, premium: true, currency: 'USD', price: PREMIUM_PRICE_CENTS[first.length as 3 | 4] };
  }
  return { available: true };
}
