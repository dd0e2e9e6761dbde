import { formatMoney } from '../../platform/money.js';
import type { CheckoutView } from '../../modules/checkout/service.js';
import { html, type SafeHtml } from './html.js';

/** The hosted checkout's pages (issue 18). Every value is escaped by `html`; the page runs no script (CSP). */

const money = (cents: number, currency: string) => formatMoney(cents, currency);

export function checkoutPage(view: Extract<CheckoutView, { kind: 'open' }>, pt: string, options: { sandboxButton: boolean; notice?: string }): SafeHtml {
  const { session } = view;
  return html`${options.notice ? html`<p class="notice" role="status">${options.notice}</p>` : ''}
${view.priceChanged ? html`<p class="error" role="alert" id="price-changed">The price of ${session.domain} changed since this link was made: it was ${money(session.price_cents, session.currency)}, it is now ${money(view.priceCents, view.currency)}. You are charged only the price shown below, and only when you press the button.</p>` : ''}
<p>You are buying the domain name <strong id="domain">${session.domain}</strong>.</p>
<p class="price">Price: <strong id="price">${money(view.priceCents, view.currency)}</strong></p>
<p>After payment, Nameport holds the domain for you and moves it to you; you receive an email at each step. Until then you may leave this page: nothing is charged.</p>
<form method="post" action="/checkout/pay">
<input type="hidden" name="pt" value="${pt}">
<input type="hidden" name="price_cents" value="${String(view.priceCents)}">
<label for="email">Your email address</label>
<input id="email" name="email" type="email" required maxlength="254" autocomplete="email">
<button type="submit" id="pay">${options.sandboxButton ? 'Pay (sandbox)' : `Pay ${money(view.priceCents, view.currency)}`}</button>
</form>
${options.sandboxButton ? html`<p class="hint">Sandbox: no card is charged; the button completes the payment at once.</p>` : ''}
${session.cancel_url ? html`<p><a href="${session.cancel_url}">Cancel and go back</a></p>` : ''}`;
}

export function checkoutMessage(view: Exclude<CheckoutView, { kind: 'open' }>): { status: number; title: string; body: SafeHtml } {
  switch (view.kind) {
    case 'invalid':
      return { status: 400, title: 'Invalid checkout link', body: html`<p>This checkout link is not valid: it may have been altered or copied incompletely. Ask the shop for a new link.</p>` };
    case 'expired':
      return { status: 410, title: 'Checkout link expired', body: html`<p>This checkout link for ${view.domain} has expired (links work for 7 days). Ask the shop for a new link.</p>` };
    case 'sold':
      return { status: 409, title: 'Domain no longer available', body: html`<p>${view.session.domain} is no longer available: another buyer has bought or reserved it. Nothing was charged.</p>` };
    case 'unfulfillable':
      return { status: 409, title: 'Domain taken before your payment completed', body: html`<p>Your payment for ${view.session.domain} was received, but another buyer's order took the domain moments before it completed. No order was made for you and Nameport refunds your payment.</p>${view.session.return_url ? html`<p><a href="${view.session.return_url}">Back to the shop</a></p>` : ''}` };
    case 'paid':
      return { status: 200, title: 'Payment received', body: html`<p>Thank you: your payment for <strong>${view.session.domain}</strong> was received (order <code id="order">${view.session.order_id ?? ''}</code>). Nameport is moving the domain to you.</p>${view.session.return_url ? html`<p><a href="${view.session.return_url}">Back to the shop</a></p>` : ''}` };
  }
}
