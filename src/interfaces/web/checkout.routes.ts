import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { confirmOnSuccessPage, payCheckout, paymentsOf, viewCheckout } from '../../modules/checkout/service.js';
import { registerFormParser } from './forms.js';
import { sendPage } from './html.js';
import { checkoutMessage, checkoutPage } from './checkout.views.js';

/**
 * The hosted checkout pages (issue 18): GET /checkout?pt=… shows the domain and the price re-checked now; POST
 * /checkout/pay charges the price the page showed (a changed price is shown again, never charged); GET
 * /checkout/success is where the buyer lands after paying: a fallback trigger that asks Stripe and completes a paid
 * session the webhook has not reported yet (the webhook stays the main trigger; the sandbox button completes at once).
 */
const HIDE = { schema: { hide: true } };
const asString = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

export async function checkoutPages(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    registerFormParser(scope);
    const sandboxButton = () => paymentsOf(ctx) === null && ctx.config.sandbox;

    scope.get('/checkout', HIDE, async (request, reply) => {
      const pt = asString((request.query as Record<string, unknown>).pt);
      const view = await viewCheckout(ctx, pt);
      if (view.kind !== 'open') {
        const message = checkoutMessage(view);
        return sendPage(reply, message.status, message.title, message.body);
      }
      return sendPage(reply, 200, `Buy ${view.session.domain}`, checkoutPage(view, pt!, { sandboxButton: sandboxButton() }));
    });

    scope.post('/checkout/pay', HIDE, async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const pt = asString(body.pt);
      const agreed = Number(asString(body.price_cents));
      const email = asString(body.email);
      const outcome = await payCheckout(ctx, { pt, agreedPriceCents: Number.isSafeInteger(agreed) ? agreed : -1, buyerEmail: email });
      if (outcome.kind === 'redirect') return reply.code(303).header('location', outcome.url).send();
      const { view } = outcome;
      if (view.kind !== 'open') {
        const message = checkoutMessage(view);
        return sendPage(reply, message.status, message.title, message.body);
      }
      return sendPage(reply, 409, `Buy ${view.session.domain}`, checkoutPage(view, pt!, {
        sandboxButton: sandboxButton(), notice: 'The price changed before your payment: nothing was charged. Check the new price and pay again if you agree.',
      }));
    });

    scope.get('/checkout/success', HIDE, async (request, reply) => {
      // Only the pt is read from the query: whether it is paid comes from Stripe (confirmOnSuccessPage), never the URL.
      const view = await confirmOnSuccessPage(ctx, asString((request.query as Record<string, unknown>).pt));
      if (view.kind === 'open') {
        return sendPage(reply, 200, 'Payment being confirmed', checkoutMessage({ kind: 'paid', session: view.session }).body);
      }
      const message = checkoutMessage(view);
      return sendPage(reply, message.status, message.title, message.body);
    });
  });
}
