import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { payFromProgressPage, viewProgress, type ProgressView } from '../../modules/brokerage/progress.js';
import { registerFormParser } from './forms.js';
import { sendPage } from './html.js';
import { progressMessage, progressPage } from './brokerage.views.js';

/**
 * The buyer's brokerage progress page (issue 19): GET /brokerage/progress?t=… shows the case the signed link names
 * (status, last offer, what happens next, the timeline), without an account and without JavaScript; a bad link is
 * 400, an expired or revoked one 410. POST /brokerage/progress/pay is the sandbox's payment button.
 */
const HIDE = { schema: { hide: true } };
const asString = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

export async function brokeragePages(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    registerFormParser(scope);
    const show = (reply: Parameters<typeof sendPage>[0], view: ProgressView, t: string | undefined) => {
      if (view.kind !== 'open') {
        const message = progressMessage(view);
        return sendPage(reply, message.status, message.title, message.body);
      }
      return sendPage(reply, 200, `Buying ${view.row.domain}`, progressPage(view, t!));
    };

    scope.get('/brokerage/progress', HIDE, async (request, reply) => {
      const t = asString((request.query as Record<string, unknown>).t);
      return show(reply, await viewProgress(ctx, t), t);
    });

    scope.post('/brokerage/progress/pay', HIDE, async (request, reply) => {
      const t = asString(((request.body ?? {}) as Record<string, unknown>).t);
      const view = await payFromProgressPage(ctx, t);
      // Back to the page (POST/redirect/GET), so a reload does not submit again.
      if (view.kind === 'open') return reply.code(303).header('location', `/brokerage/progress?t=${encodeURIComponent(t!)}`).send();
      return show(reply, view, t);
    });
  });
}
