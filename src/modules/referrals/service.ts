import type { AppContext } from '../../context.js';
import { LOCK_NAMES, lockForTransaction } from '../../platform/db/named-lock.js';
import { ApiError } from '../../platform/errors.js';
import { decodeCursor, type Page, pageOf } from '../../platform/paging.js';
import { inTransaction } from '../../platform/transaction.js';
import { isSignedInVerified, type Viewer } from '../accounts/viewer.js';
import { findListingByDomain } from '../listings/repository.js';
import { listReferredOrders, type ReferredOrderRow } from '../orders/repository.js';
import { normaliseOrderDomain } from '../quotes/service.js';
import { newLinkToken, targetOf } from './attribution.js';
import {
  type AffiliateRow, clickCountsByLink, countLinks, deleteAffiliate, type Environment, findAffiliate, insertAffiliate, insertLink,
  type LinkKind, type LinkRow, listAffiliates as listAffiliateRows, listLinks as listLinkRows,
} from './repository.js';
import { isProductName, LINK_KINDS, type LinkResource, PRODUCT_NAMES } from './schema.js';

/**
 * Referral links (issue 19; contract 2.7, 4.3, 5.2 scope refer). A partner linked to an affiliate account (by an
 * operator) creates links to our home page, one listed domain's page or one product's page; GET /links lists them with
 * their clicks (attribution.ts) and the sales made through them (orders.referral_link_id).
 */

export interface LinkOwner { partnerId: string; keyId: string; environment: Environment }

/** A partner account holds at most this many links (GET /links answers them all). */
export const MAX_LINKS_PER_PARTNER = 1000;
export const MAX_LABEL_LENGTH = 100;

/** Orders in these states were refunded or cancelled: the ledger reversed their commission. */
const UNDONE = new Set(['REFUND_REQUESTED', 'REFUNDED', 'CANCELLED']);
export const isKeptSale = (order: Pick<ReferredOrderRow, 'status'>): boolean => !UNDONE.has(order.status);

export const affiliateCommand = (partnerId: string) => `nameport affiliates link ${partnerId}`;

async function requireAffiliate(ctx: AppContext, partnerId: string): Promise<void> {
  if (await findAffiliate(ctx.db, partnerId)) return;
  throw new ApiError('forbidden', `Referral links need your partner account (${partnerId}) to be linked to an affiliate account, and it is not. Ask Nameport support to link it: an operator runs \`${affiliateCommand(partnerId)}\`. Then retry.`, {
    reason: 'no_affiliate_account', partner_id: partnerId,
  });
}

export async function linkAffiliate(ctx: AppContext, input: { partnerId: string; note?: string | undefined }): Promise<{ created: boolean }> {
  try {
    return { created: await insertAffiliate(ctx.db, { partner_id: input.partnerId, linked_at: ctx.clock.now(), note: input.note ?? null }) };
  } catch (error) {
    // SQLSTATE 23503: no partner with this id (foreign key), from node-postgres and PGlite alike.
    if ((error as { code?: unknown }).code === '23503') throw new ApiError('not_found', `no partner ${input.partnerId} (see nameport partners list)`);
    throw error;
  }
}

export async function unlinkAffiliate(ctx: AppContext, partnerId: string): Promise<boolean> {
  return deleteAffiliate(ctx.db, partnerId);
}

export async function listAffiliates(ctx: AppContext): Promise<AffiliateRow[]> {
  return listAffiliateRows(ctx.db);
}

export interface CreateLinkInput {
  kind?: string | undefined;
  target_type?: string | undefined;
  domain?: string | undefined;
  product?: string | undefined;
  label?: string | undefined;
}

/** The link's kind and target from a request body; every refusal says what to send instead. */
async function resolveTarget(ctx: AppContext, owner: LinkOwner, body: CreateLinkInput): Promise<{ kind: LinkKind; target: string | null }> {
  if (body.kind !== undefined && body.target_type !== undefined && body.kind !== body.target_type) {
    throw new ApiError('validation_error', `kind (${body.kind}) and target_type (${body.target_type}) differ; send one of them`);
  }
  const kind = body.kind ?? body.target_type;
  if (kind === undefined) throw new ApiError('validation_error', `kind is required: one of ${LINK_KINDS.join(', ')}`);
  if (!(LINK_KINDS as readonly string[]).includes(kind)) throw new ApiError('validation_error', `kind must be one of ${LINK_KINDS.join(', ')}, got "${kind}"`);
  if (kind !== 'domain' && body.domain !== undefined) throw new ApiError('validation_error', 'domain is only for kind domain');
  if (kind !== 'product' && body.product !== undefined) throw new ApiError('validation_error', 'product is only for kind product');
  if (kind === 'domain') {
    if (!body.domain) throw new ApiError('validation_error', 'kind domain needs domain: one of your environment\'s listed domains');
    const domain = normaliseOrderDomain(body.domain);
    const listing = await findListingByDomain(ctx.db, owner.environment, domain);
    if (listing?.status !== 'active') {
      throw new ApiError('not_found', `${domain} is not listed for sale in the ${owner.environment} environment; a domain link needs a listed domain (search with GET /domains/search)`);
    }
    return { kind, target: domain };
  }
  if (kind === 'product') {
    if (!body.product || !isProductName(body.product)) {
      throw new ApiError('validation_error', `kind product needs product: one of ${PRODUCT_NAMES.join(', ')}${body.product ? `, got "${body.product}"` : ''}`);
    }
    return { kind, target: body.product };
  }
  return { kind: 'generic', target: null };
}

export async function createLink(ctx: AppContext, owner: LinkOwner, body: CreateLinkInput): Promise<LinkResource> {
  await requireAffiliate(ctx, owner.partnerId);
  const label = body.label?.trim() || null;
  if (label && label.length > MAX_LABEL_LENGTH) throw new ApiError('validation_error', `label is at most ${MAX_LABEL_LENGTH} characters`);
  const { kind, target } = await resolveTarget(ctx, owner, body);
  const link: LinkRow = {
    id: ctx.ids.next('lnk'), token: newLinkToken(), partner_id: owner.partnerId, key_id: owner.keyId, environment: owner.environment,
    kind, target, label, created_at: ctx.clock.now(),
  };
  await inTransaction(ctx, async (tx) => {
    // The cap is a count, then an insert: two creates at once (two instances, or two connections of one) could both
    // count 999 and both insert. The account's lock, held to the commit, makes the second count after the first's insert.
    await lockForTransaction(tx.db, `${LOCK_NAMES.referralLinks}:${owner.partnerId}:${owner.environment}`);
    if ((await countLinks(tx.db, owner)) >= MAX_LINKS_PER_PARTNER) {
      throw new ApiError('conflict', `you have ${MAX_LINKS_PER_PARTNER} links, the most an account may hold; reuse one of them (GET /links)`, { reason: 'too_many_links' });
    }
    await insertLink(tx.db, link);
  });
  return toLinkResource(ctx, link, { clicks: 0, unique_visitors: 0, bot_clicks: 0 }, []);
}

export const DEFAULT_LINK_PAGE_SIZE = 50;
export const MAX_LINK_PAGE_SIZE = 200;

/** GET /links: the account's links, newest first, a page at a time, each with its all-time clicks and sales. */
export async function listLinks(ctx: AppContext, owner: LinkOwner, query: { limit?: number | undefined; cursor?: string | undefined } = {}): Promise<Page<LinkResource>> {
  await requireAffiliate(ctx, owner.partnerId);
  const limit = query.limit ?? DEFAULT_LINK_PAGE_SIZE;
  const rows = await listLinkRows(ctx.db, owner, { after: decodeCursor(query.cursor), limit: limit + 1 });
  const linkIds = rows.slice(0, limit).map((link) => link.id);
  const [clicks, orders] = await Promise.all([
    clickCountsByLink(ctx.db, owner, linkIds), listReferredOrders(ctx.db, { ...owner, linkIds }),
  ]);
  const none = { clicks: 0, unique_visitors: 0, bot_clicks: 0 };
  return pageOf(rows, limit, (link) => toLinkResource(ctx, link, clicks.get(link.id) ?? none, orders.filter((o) => o.referral_link_id === link.id)));
}

function toLinkResource(ctx: AppContext, link: LinkRow, clicks: { clicks: number; unique_visitors: number; bot_clicks: number }, orders: ReferredOrderRow[]): LinkResource {
  const kept = orders.filter(isKeptSale);
  const amounts = new Map<string, { currency: string; amount_cents: number; commission_cents: number }>();
  for (const o of kept) {
    const a = amounts.get(o.currency) ?? { currency: o.currency, amount_cents: 0, commission_cents: 0 };
    a.amount_cents += o.price_cents;
    a.commission_cents += o.commission_cents;
    amounts.set(o.currency, a);
  }
  return {
    link_id: link.id, url: `${ctx.config.publicBaseUrl}/r/${link.token}`, kind: link.kind, target_type: link.kind,
    domain: link.kind === 'domain' ? link.target : null, product: link.kind === 'product' ? link.target : null,
    target: targetOf(ctx, link), label: link.label, created_at: link.created_at.toISOString(),
    clicks: clicks.clicks, unique_visitors: clicks.unique_visitors, bot_clicks: clicks.bot_clicks,
    conversions: orders.length, sales: kept.length, sales_amount: [...amounts.values()],
  };
}

/** Our domain page's listing: its price only for a viewer who may see marketplace prices, else null (masked). */
export interface DomainForSale {
  domain: string;
  description: string | null;
  currency: string;
  /** Buy-now price in cents; null when masked for this viewer. */
  price_cents: number | null;
  price_masked: boolean;
}

/**
 * What our domain page shows: the listing in that environment when it is for sale, else null. The price is masked
 * unless the viewer is a signed-in verified user — the rule of GET /api/market/listings (browseListings, contract 2.1
 * rule 4; issue 14 item 1 treated a way round it as a security defect): the page is no way to read a masked price.
 */
export async function domainForSale(ctx: AppContext, input: { domain: string; environment: Environment; viewer: Viewer }): Promise<DomainForSale | null> {
  let domain: string;
  try {
    domain = normaliseOrderDomain(input.domain);
  } catch {
    return null;
  }
  const listing = await findListingByDomain(ctx.db, input.environment, domain);
  if (listing?.status !== 'active') return null;
  const unmasked = isSignedInVerified(input.viewer);
  return {
    domain: listing.domain, description: listing.description, currency: listing.currency,
    price_cents: unmasked ? listing.buy_now_cents : null, price_masked: !unmasked,
  };
}
