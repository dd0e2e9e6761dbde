import type { AppContext } from '../../../context.js';
import { ApiError } from '../../../platform/errors.js';
import { BoundedMemo } from '../../../platform/lib/bounded-memo.js';
import { parseListingDomain } from '../../listings/listing-domain.js';
import { parseTld } from '../../../domains/tld-name.js';
import type { PartnerEnvironment } from '../credentials/scopes.js';
import { activeListingsByIds, findListingByDomain, type ListingRow } from '../../listings/repository.js';
import type { MatchKind } from './match.js';
import { MAX_RESULTS, rankInventory } from './search.js';

/**
 * Inventory reads of interface B (contract 4.3, scope `search`). Every read sees only the credential's
 * environment: a sandbox credential the synthetic sandbox listings, a live one live listings (contract 5.2).
 */

export interface SearchResult {
  domain: string;
  tld: string;
  price_cents: number;
  currency: string;
  /** A floor price exists: the seller takes offers. */
  offers_accepted: boolean;
  match: MatchKind;
  score: number;
  scores: { semantic: number; keyword: number; trigram: number };
}

export async function searchInventory(ctx: AppContext, input: { environment: PartnerEnvironment; q?: string | undefined; limit?: number | undefined; tld?: string | undefined }) {
  const tld = input.tld === undefined ? undefined : normaliseTld(input.tld);
  const hits = await rankInventory(ctx, { ...input, tld });
  // Prices and status are read fresh: the index holds names only.
  const rows = await activeListingsByIds(ctx.db, input.environment, hits.map((h) => h.id));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const results: SearchResult[] = hits.flatMap((hit) => {
    const row = byId.get(hit.id);
    return row ? [{ domain: row.domain, tld: row.tld, price_cents: row.buy_now_cents, currency: row.currency, offers_accepted: row.floor_cents !== null, match: hit.match, score: hit.score, scores: hit.scores }] : [];
  });
  return { query: input.q!.trim(), count: results.length, limit: Math.min(input.limit ?? MAX_RESULTS, MAX_RESULTS), results };
}

function normaliseTld(input: string): string {
  return parseTld(input).ascii;
}

/** Accepted inputs → their normal form: partners ask about the same few names over and over (bench/README.md). */
const normalised = new BoundedMemo<string, string>(10_000);

/** The domain parameter as a listed name is written (A-label, lower case); 400 when it cannot be one. */
export function normaliseDomain(input: string): string {
  const known = normalised.get(input);
  if (known !== undefined) return known;
  const parsed = parseListingDomain(input);
  if (typeof parsed === 'string') throw new ApiError('validation_error', `domain: ${parsed}`);
  normalised.set(input, parsed.ascii);
  return parsed.ascii;
}

/**
 * One listing by name, read from the database every time. A per-process cache (MEMORY_CACHE_SECONDS) used to sit
 * here: after a sale reserved the listing, /availability kept answering `available: true` for up to 30 s, on the
 * instance that took the order and on every other one (README "Several instances behind a load balancer"). The read
 * is one lookup on the (domain, environment) unique index, next to the signed request's own nonce statement.
 */
function findListing(ctx: AppContext, environment: PartnerEnvironment, domain: string): Promise<ListingRow | null> {
  return findListingByDomain(ctx.db, environment, domain);
}

/** GET /domains/{name}: 404 not_found unless the name is listed (active) in the credential's environment. */
export async function domainDetail(ctx: AppContext, environment: PartnerEnvironment, name: string) {
  const domain = normaliseDomain(name);
  const row = await findListing(ctx, environment, domain);
  if (row?.status !== 'active') throw new ApiError('not_found', `${domain} is not listed`);
  return {
    domain: row.domain,
    tld: row.tld,
    available: true,
    price_cents: row.buy_now_cents,
    currency: row.currency,
    offers_accepted: row.floor_cents !== null,
    category: row.category,
    tags: row.tags,
    description: row.description,
    listed_at: row.created_at.toISOString(),
  };
}

/** GET /availability: 200 with available false (not 404) for a name that is not listed or no longer for sale. */
export async function availability(ctx: AppContext, environment: PartnerEnvironment, name: string) {
  const domain = normaliseDomain(name);
  const row = await findListing(ctx, environment, domain);
  const available = row?.status === 'active';
  return { domain, available, price_cents: available ? row.buy_now_cents : null, currency: available ? row.currency : null };
}

/** GET /pricing: buy-now and floor price; 404 not_found when the name is not listed (active). */
export async function pricing(ctx: AppContext, environment: PartnerEnvironment, name: string) {
  const domain = normaliseDomain(name);
  const row = await findListing(ctx, environment, domain);
  if (row?.status !== 'active') throw new ApiError('not_found', `${domain} is not listed`);
  return { domain, buy_now_cents: row.buy_now_cents, floor_cents: row.floor_cents, currency: row.currency };
}
