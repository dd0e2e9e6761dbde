import type { TldPriceRow, PriceTableSort } from '../../modules/catalog/pricing/price-table.js';
import type { TldMetadata } from '../../modules/catalog/tlds/service.js';
import type { ListingPage } from '../../modules/listings/browse.js';
import { formatMoney } from '../../platform/money.js';
import { html, type SafeHtml } from './html.js';

/** The TLD price table, a TLD's page and the marketplace (the human web pages). Every value is escaped by `html`. */

const usd = (cents: number | null): string => (cents === null ? '—' : formatMoney(cents, 'USD'));

const COLUMNS: { sort: PriceTableSort; label: string; numeric: boolean }[] = [
  { sort: 'tld', label: 'TLD', numeric: false },
  { sort: 'register', label: 'Register', numeric: true },
  { sort: 'renew', label: 'Renew', numeric: true },
  { sort: 'transfer', label: 'Transfer', numeric: true },
];

/**
 * Sorting by links (`?sort=register&dir=desc`), not script: a column heading links to its ascending order, or to
 * the descending one when it is already the ascending sort; `aria-sort` tells screen readers the current order.
 */
function headingCell(column: (typeof COLUMNS)[number], sort: PriceTableSort, descending: boolean): SafeHtml {
  const active = column.sort === sort;
  const nextDescending = active && !descending;
  const href = `/tlds?sort=${column.sort}${nextDescending ? '&dir=desc' : ''}`;
  const ariaSort = active ? (descending ? 'descending' : 'ascending') : 'none';
  return html`<th scope="col"${column.numeric ? html` class="num"` : ''} aria-sort="${ariaSort}"><a href="${href}">${column.label}${active ? (descending ? ' ↓' : ' ↑') : ''}</a></th>`;
}

export function tldTableView(rows: TldPriceRow[], sort: PriceTableSort, descending: boolean): SafeHtml {
  return html`<p>Retail prices in US dollars for one year of each operation, the same as <code>GET /api/pricing/tld</code>. Select a column heading to sort by it; select a TLD for its registration requirements.</p>
<p class="muted" id="tld-count">${rows.length} TLDs.</p>
<div class="table-wrap"><table id="tlds">
<thead><tr>${COLUMNS.map((c) => headingCell(c, sort, descending))}</tr></thead>
<tbody>
${rows.map((r) => html`<tr><th scope="row"><a href="/tlds/${encodeURIComponent(r.tld)}">.${r.tldUnicode}</a></th><td class="num">${usd(r.registerCents)}</td><td class="num">${usd(r.renewCents)}</td><td class="num">${usd(r.transferCents)}</td></tr>
`)}</tbody>
</table></div>`;
}

const yesNo = (value: boolean): string => (value ? 'Yes' : 'No');

export function tldDetailView(meta: TldMetadata, prices: { label: string; cents: number | null }[]): SafeHtml {
  const years = meta.allowedYears.length === 0 ? 'No whole-year periods' : meta.allowedYears.map((y) => `${y} year${y === 1 ? '' : 's'}`).join(', ');
  return html`<h2>Prices (US dollars, one year)</h2>
<dl class="facts" id="prices">${prices.map((p) => html`<dt>${p.label}</dt><dd>${p.cents === null ? 'Not offered' : formatMoney(p.cents, 'USD')}</dd>`)}</dl>
<h2>Requirements</h2>
<dl class="facts" id="requirements">
<dt>Registry</dt><dd>${meta.provider}</dd>
<dt>Registration periods</dt><dd>${years}</dd>
<dt>Registrant must be an organisation</dt><dd>${yesNo(meta.organizationRequired)}</dd>
<dt>Organisations may register</dt><dd>${yesNo(meta.organizationAllowed)}</dd>
<dt>Registrant countries</dt><dd>${meta.allowedCountries.length === 0 ? 'Any country' : meta.allowedCountries.join(', ')}</dd>
<dt>Name servers</dt><dd>${meta.nameserversRequired ? 'Required' : 'Optional'}: at least ${meta.minNameservers}${meta.maxNameservers === null ? '' : `, at most ${meta.maxNameservers}`}</dd>
<dt>Internationalised names</dt><dd>${yesNo(meta.idnSupport)}</dd>
<dt>Transfer needs an auth code</dt><dd>${yesNo(meta.transferRequiresAuthcode)}</dd>
</dl>
<p class="muted">From the registry data of Realtime Register, last updated ${meta.lastSyncedAt.slice(0, 16).replace('T', ' ')} UTC${meta.stale ? ' (the latest refresh failed: this may be out of date)' : ''}. <a href="/tlds">All TLD prices</a></p>`;
}

export interface MarketFilters {
  q: string;
  tld: string;
  /** As typed (US dollars); validated by the route. */
  max: string;
}

function filterQuery(filters: MarketFilters): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.tld) params.set('tld', filters.tld);
  if (filters.max) params.set('max', filters.max);
  return params.toString();
}

export function marketFiltersForm(filters: MarketFilters): SafeHtml {
  return html`<form class="inline-form" method="get" action="/marketplace">
<div class="field"><label for="market-q">Keyword</label><input id="market-q" name="q" type="search" maxlength="63" value="${filters.q}"></div>
<div class="field"><label for="market-tld">TLD</label><input id="market-tld" name="tld" type="text" maxlength="63" placeholder="e.g. com" value="${filters.tld}"></div>
<div class="field"><label for="market-max">Highest price (USD)</label><input id="market-max" name="max" type="number" min="0" step="any" value="${filters.max}"></div>
<button type="submit">Filter</button>
</form>`;
}

export function marketplaceView(result: ListingPage, filters: MarketFilters, onLaterPage: boolean, signInHref: string): SafeHtml {
  const query = filterQuery(filters);
  const next = result.page.next_cursor === null ? null : `/marketplace?${query ? `${query}&` : ''}cursor=${encodeURIComponent(result.page.next_cursor)}`;
  const masked = result.items.some((item) => item.price_masked);
  return html`${marketFiltersForm(filters)}
<p id="market-count">${result.page.total.toLocaleString('en-US')} ${result.page.total === 1 ? 'domain' : 'domains'} for sale${query ? ' matching your filters' : ''}.${masked ? html` <a href="${signInHref}">Sign in</a> with a confirmed account to see prices.` : ''}</p>
${result.items.length === 0 ? html`<p>No listing matches. <a href="/marketplace">Show all</a></p>` : html`<div class="table-wrap"><table id="listings">
<thead><tr><th scope="col">Domain</th><th scope="col" class="num">Price</th><th scope="col">Category</th></tr></thead>
<tbody>
${result.items.map((item) => html`<tr><th scope="row"><a href="/domains/${encodeURIComponent(item.domain)}">${item.domain_unicode}</a></th><td class="num">${item.price_cents === null ? html`<span class="muted">Sign in for pricing</span>` : formatMoney(item.price_cents, item.currency)}</td><td>${item.category ?? ''}</td></tr>
`)}</tbody>
</table></div>`}
<nav class="pager" aria-label="Pages">${onLaterPage ? html`<a href="/marketplace${query ? `?${query}` : ''}">First page</a>` : ''}${next ? html`<a href="${next}" rel="next" id="next-page">Next page</a>` : ''}</nav>`;
}
