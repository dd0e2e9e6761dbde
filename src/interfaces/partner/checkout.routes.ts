import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../context.js';
import { CHECKOUT_LINK_VALIDITY_MS, createCheckoutLink } from '../../modules/checkout/service.js';
import type { TypedApp } from '../../platform/http/typed-app.js';
import { PARTNER_PREFIX } from './inventory.routes.js';
import { credentialOf, type PartnerRouteConfig } from './plugin.js';

/** POST /checkout-session of interface B (issue 18; contract 2.7, 5.2 scope embed, 8 write rate class). */

const CONFIG: { partner: PartnerRouteConfig } = { partner: { scopes: ['embed'], rate: 'write', idempotency: 'optional' } };

const CheckoutSessionAnswer = Type.Object({
  checkout_url: Type.String({ description: 'Our hosted page for the buyer, carrying a signed `pt` token. Altering any character of it shows an error page; after expires_at it shows an expiry page.' }),
  domain: Type.String(),
  price_cents: Type.Integer({ description: 'The buy-now price when the link was made. The page re-reads it when opened: a changed price is shown to the buyer before payment, never charged silently.' }),
  currency: Type.String({ description: 'ISO 4217.' }),
  payment_model: Type.Literal('service_collected', { description: 'Nameport collects the payment; your commission is earned on the sale.' }),
  expires_at: Type.String({ format: 'date-time', description: 'Exactly 7 days after the link was made.' }),
  expires_in_seconds: Type.Integer({ description: `${CHECKOUT_LINK_VALIDITY_MS / 1000} (7 days).` }),
});

export function checkoutRoutes(scope: TypedApp, ctx: AppContext): void {
  scope.post(`${PARTNER_PREFIX}/checkout-session`, {
    config: CONFIG,
    schema: {
      hide: true, tags: ['orders'], operationId: 'createCheckoutSession', summary: 'A hosted checkout link for one of your listed domains',
      description: `Nameport is the merchant of record: send the buyer to checkout_url, where they pay Nameport (Stripe Checkout; in the sandbox without a Stripe key a "Pay (sandbox)" button completes the payment offline). The payment creates the order (payment_model service_collected, status PAID) exactly once, however often the payment is reported, attributed to your partner account; then the buyer is sent to return_url (or our confirmation page). The link works for 7 days; the payment page of the processor is made only when the buyer presses Pay. On opening, the page re-checks the domain: sold meanwhile shows a "no longer available" page; a changed price is shown to the buyer, who must agree again. Errors: validation_error (a malformed domain or URL), not_found (not listed in this environment), conflict (409; details.reason reserved: an open order holds the domain; sold).`,
      body: Type.Object({
        domain: Type.String({ minLength: 1, maxLength: 253, description: 'The listed domain, Unicode or ASCII.' }),
        return_url: Type.Optional(Type.String({ maxLength: 2048, description: 'http(s): where the buyer lands after paying.' })),
        cancel_url: Type.Optional(Type.String({ maxLength: 2048, description: 'http(s): the page\'s "cancel" link and where the processor sends a buyer who cancels.' })),
      }),
      response: { 201: CheckoutSessionAnswer },
    },
  }, async (request, reply) => {
    const credential = credentialOf(request);
    const link = await createCheckoutLink(ctx, {
      caller: { partnerId: credential.partnerId, keyId: credential.keyId, environment: credential.environment },
      domain: request.body.domain, returnUrl: request.body.return_url, cancelUrl: request.body.cancel_url,
    });
    return reply.code(201).send(link);
  });
}
