import type { LinkKind } from './repository.js';

/** Referral links (issue 19; contract 2.7 "kinds: generic, domain, product"). */

export const LINK_KINDS: readonly LinkKind[] = ['generic', 'domain', 'product'];

/**
 * The products a `product` link may point to, each with its page on our site (/products/{name}). A fixed list, so a
 * link's target is always one of our pages: nothing in a request ever chooses where /r/{token} redirects.
 */
export const PRODUCTS = {
  'domain-search': { title: 'Domain search', text: 'Check many names at once: availability from the registry, alternatives in other endings, and marketplace prices, streamed as they arrive.' },
  whois: { title: 'WHOIS lookup', text: 'Who holds a domain, since when and through which registrar, from RDAP with a WHOIS fallback.' },
  'tld-pricing': { title: 'Domain endings and prices', text: 'What registering, renewing, transferring and restoring a name costs in each of more than 500 endings, and what each ending requires.' },
  marketplace: { title: 'Marketplace', text: 'Names for sale at a fixed buy-now price, paid on Nameport and moved to you by Nameport.' },
  brokerage: { title: 'Brokerage', text: 'A broker contacts the owner of a name that is not for sale and negotiates for you, within your budget.' },
  'partner-api': { title: 'Partner API', text: 'Sell domains in your own shop: search the inventory, take orders or send buyers to a hosted checkout, and earn a commission.' },
} as const satisfies Record<string, { title: string; text: string }>;
export type ProductName = keyof typeof PRODUCTS;
export const PRODUCT_NAMES = Object.keys(PRODUCTS) as ProductName[];

export function isProductName(value: string): value is ProductName {
  return Object.hasOwn(PRODUCTS, value);
}

/** A link as the partner API answers it. */
export interface LinkResource {
  link_id: string;
  url: string;
  kind: LinkKind;
  /** The same value as kind: the name some clients read (precedent.md). */
  target_type: LinkKind;
  domain: string | null;
  product: string | null;
  /** The page of our site the link leads to. */
  target: string;
  label: string | null;
  created_at: string;
  clicks: number;
  unique_visitors: number;
  bot_clicks: number;
  conversions: number;
  sales: number;
  sales_amount: { currency: string; amount_cents: number; commission_cents: number }[];
}
