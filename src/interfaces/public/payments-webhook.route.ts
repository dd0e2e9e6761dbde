import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { refundFromProvider } from '../../modules/checkout/refunds.js';
import { completePayment, paymentsOf } from '../../modules/checkout/service.js';
import { ApiError } from '../../platform/errors.js';
import { InvalidPaymentSignature, type PaymentNotification } from '../../providers/payments/provider.js';

/**
 * POST /api/payments/stripe/webhook (issue 18): Stripe's events about hosted payments. The signature covers the raw
 * bytes (https://docs.stripe.com/webhooks#verify-official-libraries), so this scope keeps the body as a Buffer. A
 * bad or stale signature is 400; a verified event is answered 200 once handled (Stripe redelivers on anything else).
 * `checkout.session.completed` creates the order; `charge.refunded` (a full refund) refunds it (checkout/refunds.ts).
 */
export async function paymentsWebhookRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post('/api/payments/stripe/webhook', { schema: { hide: true } }, async (request, reply) => {
      const provider = paymentsOf(ctx);
      if (!provider) throw new ApiError('not_found', 'Stripe payments are not configured on this server');
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const header = request.headers['stripe-signature'];
      let notification: PaymentNotification;
      try {
        notification = await provider.readNotification(raw, typeof header === 'string' ? header : undefined, ctx.clock.now());
      } catch (error) {
        if (error instanceof InvalidPaymentSignature) throw new ApiError('validation_error', `Stripe-Signature does not verify: ${error.message}`);
        throw error;
      }
      if (notification.kind === 'ignored') return reply.code(200).send({ received: true, handled: false });
      if (notification.kind === 'refunded') {
        const refunded = await refundFromProvider(ctx, notification.refund);
        return reply.code(200).send({ received: true, handled: refunded.kind === 'refunded', outcome: refunded.kind, order_id: refunded.kind === 'ignored' ? null : refunded.orderId });
      }
      const result = await completePayment(ctx, notification.payment);
      return reply.code(200).send({ received: true, handled: result.kind !== 'ignored', outcome: result.kind, order_id: result.kind === 'ordered' ? result.order.public_id : null });
    });
  });
}
