import type { SearchRow, SearchState } from '../../modules/search/types.js';
import type { WhoisAnswer } from '../../modules/whois/service.js';
import { formatMoney } from '../../platform/money.js';
import { html, type SafeHtml } from './html.js';

/**
 * The home, search and WHOIS pages (the human web pages): plain forms (GET, so a result page is a link a person can
 * share or reload) over the same services as POST /api/domain/search and POST /api/tools/whois. No script.
 */

export function searchForm(q = ''): SafeHtml {
  return html`<form class="inline-form" method="get" action="/search" role="search">
<div class="field"><label for="q">Domain name</label>
<input id="q" name="q" type="search" required maxlength="253" placeholder="e.g. acme.com" autocomplete="off" autocapitalize="none" spellcheck="false" value="${q}"></div>
<button type="submit">Search</button>
</form>`;
}

export function whoisForm(domain = ''): SafeHtml {
  return html`<form class="inline-form" method="get" action="/whois">
<div class="field"><label for="whois-domain">Domain to look up</label>
<input id="whois-domain" name="domain" type="search" required maxlength="253" placeholder="e.g. google.com" autocomplete="off" autocapitalize="none" spellcheck="false" value="${domain}"></div>
<button type="submit">Look up</button>
</form>`;
}

/** The home page: what Nameport is, the two forms, and the product pages referral links point at (`/products/{name}`). */
export function homeView(products: { href: string; title: string }[]): SafeHtml {
  return html`<p>Nameport finds domain names, tells you who holds them and what they cost, and sells names from its marketplace.</p>
<h2>Find a domain</h2>
${searchForm()}
<h2>Who holds a domain?</h2>
${whoisForm()}
<h2>More</h2>
<ul>
<li><a href="/tlds">Prices of every TLD we sell</a></li>
<li><a href="/marketplace">Domains for sale on the marketplace</a></li>
${products.map((p) => html`<li><a href="${p.href}">${p.title}</a></li>`)}
</ul>
<p class="muted">Developers: the API reference is at <a href="/docs">/docs</a>, the partner API reference at <a href="/docs/partner">/docs/partner</a>.</p>`;
}

/** States in which the name could be registered: only their rows show a registration price (a taken name has none to offer). */
const REGISTRABLE: ReadonlySet<SearchState> = new Set(['available', 'premium', 'likely_available', 'unknown']);

function registerCell(row: SearchRow): SafeHtml {
  if (!REGISTRABLE.has(row.state)) return html`<td class="num">—</td><td class="num">—</td>`;
  const renew = row.price.renew_cents === null ? '—' : formatMoney(row.price.renew_cents, row.price.currency);
  if (row.price.register_cents === null) return html`<td class="num"><span class="muted">${row.price.tld_sold ? 'No price' : 'Not sold here'}</span></td><td class="num">${renew}</td>`;
  return html`<td class="num">${formatMoney(row.price.register_cents, row.price.currency)}${row.price.premium ? ' (premium)' : ''}</td><td class="num">${renew}</td>`;
}

function marketCell(row: SearchRow, signInHref: string): SafeHtml {
  const listing = row.listing;
  if (!listing) return html`<td class="num">—</td>`;
  const link = `/domains/${encodeURIComponent(row.domain)}`;
  if (listing.price_cents === null) return html`<td class="num"><a href="${signInHref}">Sign in for pricing</a> · <a href="${link}">View</a></td>`;
  return html`<td class="num"><a href="${link}">${formatMoney(listing.price_cents, listing.currency)}</a></td>`;
}

/** The final answer of one search: the queried name first, then the alternates, as the batch collects them. */
export function searchResultsView(q: string, primary: string, rows: SearchRow[], signInHref: string): SafeHtml {
  return html`${searchForm(q)}
<p id="summary">${rows.length === 1 ? 'Result' : `${rows.length} results`} for <strong>${rows[0]?.domain_unicode ?? primary}</strong>${rows.length > 1 ? ' and the same name on other TLDs' : ''}. Prices are in US dollars for one year.</p>
<div class="table-wrap"><table id="results">
<caption class="muted">Availability, registration price and marketplace price of each name</caption>
<thead><tr><th scope="col">Domain</th><th scope="col">Status</th><th scope="col" class="num">Register</th><th scope="col" class="num">Renew</th><th scope="col" class="num">Marketplace</th></tr></thead>
<tbody>
${rows.map((row) => html`<tr${row.domain === primary ? html` class="primary"` : ''} data-domain="${row.domain}"><th scope="row">${row.domain_unicode}</th><td class="state-${row.price.tld_sold || !REGISTRABLE.has(row.state) ? row.state : 'not-sold'}">${row.state_label}</td>${registerCell(row)}${marketCell(row, signInHref)}</tr>
`)}</tbody>
</table></div>
<p class="muted">"Probably available" means no registration was found but no registrar confirmed it yet. Marketplace names are sold by their owners through Nameport.</p>`;
}

const shortDate = (iso: string): string => (iso === '' ? 'Not published' : `${iso.slice(0, 10)}`);
const published = (value: string): string => (value === '' ? 'Not published' : value);

export function whoisView(answer: WhoisAnswer): SafeHtml {
  const r = answer.lookup.result;
  const statuses = r.status === '' ? [] : r.status.split(', ');
  return html`${whoisForm(answer.lookup.domain)}
<dl class="facts" id="whois">
<dt>Domain</dt><dd id="whois-name">${r.domain || answer.lookup.domain}</dd>
<dt>Registrar</dt><dd id="registrar">${published(r.registrar)}</dd>
<dt>Registrant</dt><dd>${r.registrant === 'REDACTED' ? 'Withheld for privacy' : published(r.registrant)}</dd>
<dt>Created</dt><dd id="created">${shortDate(r.creation_date)}</dd>
<dt>Expires</dt><dd id="expires">${shortDate(r.expiration_date)}</dd>
<dt>Last changed</dt><dd>${shortDate(r.update_date)}</dd>
<dt>Status</dt><dd>${statuses.length === 0 ? 'Not published' : html`<ul class="scopes">${statuses.map((s) => html`<li><code>${s}</code></li>`)}</ul>`}</dd>
<dt>Name servers</dt><dd>${r.nameservers.length === 0 ? 'None published' : html`<ul class="scopes" id="nameservers">${r.nameservers.map((ns) => html`<li>${ns}</li>`)}</ul>`}</dd>
</dl>
<p class="muted">Source: ${r.raw_source}. Lookups left today: <span id="remaining">${answer.remaining}</span> of ${answer.cap} (the count resets at 00:00 UTC).</p>`;
}
