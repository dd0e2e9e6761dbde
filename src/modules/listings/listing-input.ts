import { parseListingDomain, type ListingDomain } from './listing-domain.js';
import { parseMoney } from '../../platform/money.js';

/** The statuses an import file may set: `reserved` is made by a sale (transitionListing), never by a file. */
export const IMPORT_STATUSES = ['active', 'sold', 'withdrawn'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];
export type Environment = 'sandbox' | 'live';

/** One validated row of an import file. */
export interface ListingInput {
  domain: ListingDomain;
  buyNowCents: number;
  floorCents: number | null;
  currency: 'USD';
  status: ImportStatus;
  category: string | null;
  tags: string[];
  description: string | null;
  listedAt: Date | null;
}

const MAX_PRICE_CENTS = 2_000_000_000; // integer column; 20 million USD
const MAX_DESCRIPTION = 1_000;

/** "2500", "2500.5", "2500.50" USD → cents; anything else is refused rather than guessed at. */
function usdToCents(value: unknown, field: string): number | string | null {
  if (value === undefined || value === null || value === '') return null;
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return `${field} must be a USD amount such as 2500 or 2500.00, got "${String(value)}"`;
  const cents = parseMoney(text, 'USD');
  if (cents <= 0 || cents > MAX_PRICE_CENTS) return `${field} must be more than 0 and at most 20,000,000 USD`;
  return cents;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/**
 * Validates one record of a listings file (CSV columns or JSON-lines keys, same names):
 * `domain`, `price` (USD, required), `floor_price` (USD, ≤ price), `currency` (USD only), `status`
 * (active|sold|withdrawn, default active), `category`, `tags` (array, or "a|b|c" in CSV), `description`,
 * `listed_at` (ISO 8601, optional; defaults to the import time for new rows).
 */
export function validateListingRecord(record: Record<string, unknown>, now: Date): ListingInput | string {
  const domain = parseListingDomain(String(record.domain ?? ''));
  if (typeof domain === 'string') return domain;
  const price = usdToCents(record.price, 'price');
  if (price === null) return 'price is required';
  if (typeof price === 'string') return price;
  const floor = usdToCents(record.floor_price, 'floor_price');
  if (typeof floor === 'string') return floor;
  if (floor !== null && floor > price) return 'floor_price must not exceed price';
  const currency = (text(record.currency) ?? 'USD').toUpperCase();
  if (currency !== 'USD') return `currency must be USD (got "${currency}"); other currencies are not supported yet`;
  const status = (text(record.status) ?? 'active').toLowerCase();
  if (!(IMPORT_STATUSES as readonly string[]).includes(status)) return `status must be one of ${IMPORT_STATUSES.join(', ')}`;
  const description = text(record.description);
  if (description && description.length > MAX_DESCRIPTION) return `description is longer than ${MAX_DESCRIPTION} characters`;
  const rawTags = Array.isArray(record.tags) ? record.tags : typeof record.tags === 'string' ? record.tags.split('|') : [];
  const tags = [...new Set(rawTags.map((t) => String(t).trim().toLowerCase()).filter((t) => t !== ''))];
  if (tags.length > 20 || tags.some((t) => !/^[\p{L}\p{N}][\p{L}\p{N} _-]{0,39}$/u.test(t))) {
    return 'tags: at most 20, each up to 40 letters, digits, spaces, hyphens or underscores';
  }
  let listedAt: Date | null = null;
  if (text(record.listed_at)) {
    listedAt = new Date(String(record.listed_at));
    if (Number.isNaN(listedAt.getTime())) return `listed_at "${String(record.listed_at)}" is not an ISO 8601 date`;
    if (listedAt > now) return 'listed_at is in the future';
  }
  return {
    domain,
    buyNowCents: price,
    floorCents: floor,
    currency: 'USD',
    status: status as ImportStatus,
    category: text(record.category)?.toLowerCase() ?? null,
    tags,
    description,
    listedAt,
  };
}
