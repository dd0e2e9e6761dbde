import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { listTldPrices, type PriceTableSort } from '../../modules/catalog/pricing/price-table.js';
import { getTldPrice } from '../../modules/catalog/pricing/service.js';
import { getTldMetadata } from '../../modules/catalog/tlds/service.js';
import { browseListings } from '../../modules/listings/browse.js';
import { lookupWhois } from '../../modules/whois/service.js';
import { ApiError } from '../../platform/errors.js';
import { searchBody } from '../batch/search-body.js';
import { requestCaller, requestViewer } from '../http/caller.js';
import { marketplaceView, marketFiltersForm, tldDetailView, tldTableView, type MarketFilters } from './catalog.views.js';
import { html, sendPage, sendPageHeaders, type PageOptions, type SafeHtml } from './html.js';
import { searchForm, searchResultsView, whoisForm, whoisView } from './search.views.js';
import { signInPath } from './session.js';

/**
 * The human web pages (thin adapters, README "Web pages"): /search, /whois, /tlds, /marketplace call the services the
 * public API calls (search, WHOIS, pricing, TLD metadata, listings) with the caller the API would resolve for the same
 * request (session cookie, client IP), so the per-minute search limit and the daily WHOIS quota are the API's own,
 * shared with it. Pages only render: every rule (validation, limits, masking) stays in the services.
 */
const HIDE = { schema: { hide: true } };
/**
 * GET routes whose page spends the caller's allowance: fastify would answer HEAD by running the GET handler (and
 * dropping the body), so a HEAD would charge a search or a WHOIS lookup. Their HEAD is a route of its own instead.
 */
const SPENDS = { ...HIDE, exposeHeadRoute: false };

const queryOf = (request: FastifyRequest): Record<string, unknown> => request.query as Record<string, unknown>;
/** One value of a query parameter as text ('' when absent; the first of a repeated one). */
function text(request: FastifyRequest, name: string): string {
  const value = queryOf(request)[name];
  return String(Array.isArray(value) ? value[0] ?? '' : value ?? '');
}

function retryText(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 90) return `${minutes} minutes`;
  const hours = Math.floor(minutes / 60);
  return `${hours} hour${hours === 1 ? '' : 's'} ${minutes % 60} minutes`;
}

/**
 * The page of a service's refusal: its status (ERROR_STATUS), its message in words, and Retry-After on a 429 as the
 * API sends it. `tooMany` words the 429 for the page (which limit, when it resets). Errors other than these are bugs
 * and reach the app's error handler.
 */
function refusalPage(reply: FastifyReply, error: unknown, words: { title: string; before: SafeHtml; tooMany: (e: ApiError) => string }, options: PageOptions): FastifyReply {
  if (!(error instanceof ApiError)) throw error;
  switch (error.code) {
    case 'validation_error':
      return sendPage(reply, 400, words.title, html`${words.before}<p class="error" role="alert">${error.message}.</p>`, options);
    case 'not_found':
      return sendPage(reply, 404, words.title, html`${words.before}<p class="error" role="alert">${error.message}</p>`, options);
    case 'rate_limited':
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return sendPage(reply, 429, 'Too many requests', html`<p class="error" role="alert">${words.tooMany(error)}</p>`, options);
    case 'upstream_unavailable':
      return sendPage(reply, 503, words.title, html`${words.before}<p class="error" role="alert">The data source did not answer in time. Try again in a minute.</p>`, options);
    default:
      throw error;
  }
}

export function sitePages(app: FastifyInstance, ctx: AppContext): void {
  app.head('/search', HIDE, async (_request, reply) => sendPageHeaders(reply));
  app.get('/search', SPENDS, async (request, reply) => {
    const options = { wide: true, current: '/' };
    const present = 'q' in queryOf(request);
    const q = text(request, 'q').trim();
    if (!present) return sendPage(reply, 200, 'Search domains', searchForm(), options);
    if (q === '') return sendPage(reply, 400, 'Search domains', html`${searchForm()}<p class="error" role="alert">Type a domain name to search, e.g. acme.com.</p>`, options);
    try {
      // The same service, limit and masking as POST /api/domain/search: openSearch charges this caller's allowance.
      const body = await searchBody(ctx, { q, caller: await requestCaller(ctx, request) });
      return sendPage(reply, 200, `Search: ${body.rows[0]?.domain_unicode ?? body.primary}`, searchResultsView(q, body.primary, body.rows, signInPath(`/search?q=${encodeURIComponent(q)}`)), options);
    } catch (error) {
      return refusalPage(reply, error, {
        title: 'Search domains',
        before: searchForm(q),
        tooMany: (e) => `You have searched too often in the last minute (the limit is ${String(e.details?.limit ?? '')} searches a minute, shared with the API). Try again in ${retryText(e.retryAfterSeconds ?? 60)}.`,
      }, options);
    }
  });

  // The home page's WHOIS form answers here: the canonical page of a lookup is /whois/{domain}.
  app.get('/whois', HIDE, async (request, reply) => {
    const domain = text(request, 'domain').trim();
    if (domain === '') return sendPage(reply, 'domain' in queryOf(request) ? 400 : 200, 'WHOIS lookup', html`${whoisForm()}${'domain' in queryOf(request) ? html`<p class="error" role="alert">Type a domain name to look up, e.g. google.com.</p>` : html`<p class="muted">Registrar, dates, status and name servers of a registered domain. Anonymous visitors have ${ctx.config.whois.dailyCapAnonymous} lookups a day, shared with the API.</p>`}`, { current: '/whois' });
    return reply.code(303).header('location', `/whois/${encodeURIComponent(domain)}`).send();
  });

  app.head('/whois/:domain', HIDE, async (_request, reply) => sendPageHeaders(reply));
  app.get('/whois/:domain', SPENDS, async (request, reply) => {
    const domain = String((request.params as { domain: string }).domain);
    const options = { wide: true, current: '/whois' };
    try {
      // Each view is one lookup of the caller's daily quota, as POST /api/tools/whois (contract 8): the page is no way around it.
      const answer = await lookupWhois(ctx, { domain, viewer: await requestViewer(ctx, request) });
      return sendPage(reply, 200, `WHOIS: ${answer.lookup.domain}`, whoisView(answer), options);
    } catch (error) {
      return refusalPage(reply, error, {
        title: 'WHOIS lookup',
        before: whoisForm(domain),
        tooMany: (e) => `You have used all ${String(e.details?.cap ?? '')} WHOIS lookups of today (shared with the API). The count resets at 00:00 UTC, in ${retryText(e.retryAfterSeconds ?? 3600)}.`,
      }, options);
    }
  });

  app.get('/tlds', HIDE, async (request, reply) => {
    const options = { wide: true, current: '/tlds' };
    const sort = text(request, 'sort') || 'tld';
    const descending = text(request, 'dir') === 'desc';
    try {
      const rows = await listTldPrices(ctx, { sort, descending });
      return sendPage(reply, 200, 'TLD prices', tldTableView(rows, sort as PriceTableSort, descending), options);
    } catch (error) {
      return refusalPage(reply, error, { title: 'TLD prices', before: html`<p><a href="/tlds">All TLD prices</a></p>`, tooMany: (e) => e.message }, options);
    }
  });

  app.get('/tlds/:tld', HIDE, async (request, reply) => {
    const tld = String((request.params as { tld: string }).tld);
    const options = { wide: true, current: '/tlds' };
    try {
      const meta = await getTldMetadata(ctx, { tld });
      const prices = await Promise.all((['register', 'renew', 'transfer', 'restore'] as const).map(async (op) => ({
        label: op[0]!.toUpperCase() + op.slice(1),
        cents: (await getTldPrice(ctx, { tld: meta.tld, op })).priceCents,
      })));
      return sendPage(reply, 200, `.${meta.tld}`, tldDetailView(meta, prices), options);
    } catch (error) {
      return refusalPage(reply, error, { title: 'TLD', before: html`<p><a href="/tlds">All TLD prices</a></p>`, tooMany: (e) => e.message }, options);
    }
  });

  app.get('/marketplace', HIDE, async (request, reply) => {
    const options = { wide: true, current: '/marketplace' };
    const filters: MarketFilters = { q: text(request, 'q').trim(), tld: text(request, 'tld').trim(), max: text(request, 'max').trim() };
    const cursor = text(request, 'cursor');
    const before = marketFiltersForm(filters);
    const max = filters.max === '' ? undefined : Number(filters.max);
    if (max !== undefined && !Number.isFinite(max)) {
      return sendPage(reply, 400, 'Marketplace', html`${before}<p class="error" role="alert">The highest price must be a number of US dollars, e.g. 2500.</p>`, options);
    }
    try {
      const result = await browseListings(ctx, {
        ...(filters.q ? { q: filters.q } : {}),
        ...(filters.tld ? { tld: filters.tld } : {}),
        ...(max === undefined ? {} : { max }),
        ...(cursor ? { cursor } : {}),
        viewer: await requestViewer(ctx, request),
      });
      return sendPage(reply, 200, 'Marketplace', marketplaceView(result, filters, cursor !== '', signInPath('/marketplace')), options);
    } catch (error) {
      return refusalPage(reply, error, { title: 'Marketplace', before, tooMany: (e) => e.message }, options);
    }
  });
}
