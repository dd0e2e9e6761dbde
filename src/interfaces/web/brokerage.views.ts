import type { CaseRow } from '../../modules/brokerage/repository.js';
import type { ProgressView } from '../../modules/brokerage/progress.js';
import type { CaseStatus } from '../../modules/brokerage/status.js';
import { formatMoney } from '../../platform/money.js';
import { html, type SafeHtml } from './html.js';

/** The buyer's brokerage progress page (issue 19). Every value is escaped by `html`; the page runs no script (CSP). */

const LABELS: Record<CaseStatus, string> = {
  open: 'Case opened',
  researching: 'Finding the owner',
  contacting_owner: 'Contacting the owner',
  negotiating: 'Negotiating',
  agreed: 'Price agreed',
  payment_pending: 'Waiting for your payment',
  transferring: 'Moving the domain to you',
  completed: 'Completed',
  closed_unsuccessful: 'Closed without a deal',
  cancelled: 'Cancelled',
};

const REASONS: Record<string, string> = {
  owner_unresponsive: 'the owner did not answer',
  owner_declined: 'the owner declined to sell',
  over_budget: 'the owner\'s price is above your budget',
  not_for_sale: 'the owner says the domain is not for sale',
  refunded: 'the domain could not be moved to you',
  order_cancelled: 'the purchase was cancelled before the domain reached you',
};

/** What happens next, in plain words, for the status the case is at. */
function nextStep(row: CaseRow): string {
  const price = row.agreed_price_cents === null ? '' : formatMoney(row.agreed_price_cents, row.currency);
  switch (row.status) {
    case 'open':
    case 'researching': return 'A broker is finding out who owns the domain and how to reach them. You do not need to do anything yet.';
    case 'contacting_owner': return 'The broker is contacting the owner. Owners often take a few days to answer.';
    case 'negotiating': return `The owner has made an offer. ${row.tier === 'managed' ? 'Your broker is negotiating within your budget.' : 'Your broker will ask whether you accept it.'}`;
    case 'agreed': return `The owner agreed to sell for ${price}. You will be asked to pay next.`;
    case 'payment_pending': return row.environment === 'sandbox'
      ? `Pay ${price} to receive the domain. In the sandbox no money moves: use the button below.`
      : `Pay ${price} to receive the domain: Nameport emails payment instructions to ${row.buyer_email}. The transfer starts as soon as the payment arrives.`;
    case 'transferring': return `Your payment was received. Nameport is moving the domain to you; any instructions for accepting it go to ${row.buyer_email}. This page says when it is done. If the move cannot be completed, Nameport tries again or returns your payment in full.`;
    case 'completed': return 'The domain is yours. Nothing more to do.';
    case 'closed_unsuccessful': return row.order_id === null
      ? `The case ended without a deal: ${REASONS[row.close_reason ?? ''] ?? 'no agreement was reached'}. Nothing was charged.`
      : `The case ended without a deal: ${REASONS[row.close_reason ?? ''] ?? 'the purchase did not go through'}. ${row.environment === 'sandbox' ? 'In the sandbox no money moved.' : `Your payment of ${price} is returned to you in full.`}`;
    case 'cancelled': return 'The case was cancelled. Nothing was charged.';
  }
}

export function progressPage(view: Extract<ProgressView, { kind: 'open' }>, t: string): SafeHtml {
  const { row } = view;
  const offer = row.agreed_price_cents ?? row.last_offer_cents;
  return html`<p>Brokerage of <strong id="domain">${row.domain}</strong> <span class="muted">(case <code>${row.id}</code>)</span></p>
<p>Status: <strong id="status">${LABELS[row.status]}</strong></p>
${offer === null ? '' : html`<p>${row.agreed_price_cents === null ? 'Owner\'s last offer' : 'Agreed price'}: <strong id="offer">${formatMoney(offer, row.currency)}</strong></p>`}
<p>Your budget: ${formatMoney(row.budget_cents, row.currency)}</p>
<h2>What happens next</h2>
<p id="next">${nextStep(row)}</p>
${view.sandboxPay ? html`<form method="post" action="/brokerage/progress/pay">
<input type="hidden" name="t" value="${t}">
<button type="submit" id="pay">Pay ${formatMoney(row.agreed_price_cents ?? 0, row.currency)} (sandbox)</button>
</form>` : ''}
<h2>Timeline</h2>
<ol id="timeline">
${row.timeline.map((e) => html`<li><strong>${LABELS[e.status]}</strong> <span class="muted">${e.at.slice(0, 16).replace('T', ' ')} UTC</span>${e.note ? html`<br>${e.note}` : ''}</li>
`)}</ol>
<p class="muted">This page needs no account. Keep its link private: anyone with it can see this case.</p>`;
}

export function progressMessage(view: Exclude<ProgressView, { kind: 'open' }>): { status: number; title: string; body: SafeHtml } {
  switch (view.kind) {
    case 'invalid':
      return { status: 400, title: 'Invalid progress link', body: html`<p>This progress link is not valid: it may have been altered or copied incompletely. Ask the shop that opened your case for a new link.</p>` };
    case 'expired':
      return { status: 410, title: 'Progress link expired', body: html`<p>This progress link has expired (links work for 30 days). Ask the shop that opened your case for a new link.</p>` };
    case 'revoked':
      return { status: 410, title: 'Progress link replaced', body: html`<p>This progress link was replaced by a newer one and no longer works. Ask the shop that opened your case for the current link.</p>` };
  }
}
