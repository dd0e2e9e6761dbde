import type { AppContext } from '../../context.js';
import { ApiError } from '../../platform/errors.js';
import { openProgressLink } from './progress-link.js';
import { type CaseRow, findCase } from './repository.js';
import { moveCase } from './service.js';

/**
 * What the buyer's progress page shows for a link (issue 19): the case it names, or why not. A link that does not
 * open (altered, made up) is `invalid`; an expired one `expired`; one signed for an older link version (an operator
 * revoked the links) `revoked`. A link never shows another case than the one it was signed for.
 */
export type ProgressView =
  | { kind: 'invalid' }
  | { kind: 'expired' }
  | { kind: 'revoked' }
  | { kind: 'open'; row: CaseRow; sandboxPay: boolean };

export async function viewProgress(ctx: AppContext, t: string | undefined): Promise<ProgressView> {
  if (!t) return { kind: 'invalid' };
  const link = await openProgressLink(ctx, t);
  if (!link) return { kind: 'invalid' };
  const row = await findCase(ctx.db, link.caseId);
  if (!row) return { kind: 'invalid' };
  if (link.linkVersion !== row.link_version) return { kind: 'revoked' };
  if (link.expired) return { kind: 'expired' };
  return { kind: 'open', row, sandboxPay: row.environment === 'sandbox' && row.status === 'payment_pending' };
}

/** The sandbox "Pay" button: pays the agreed price at once (payment_pending → transferring, an order is recorded). */
export async function payFromProgressPage(ctx: AppContext, t: string | undefined): Promise<ProgressView> {
  const view = await viewProgress(ctx, t);
  if (view.kind !== 'open' || !view.sandboxPay) return view;
  try {
    const row = await moveCase(ctx, { caseId: view.row.id, to: 'transferring', actor: 'buyer', note: 'Sandbox: the buyer paid on the progress page.' });
    return { kind: 'open', row, sandboxPay: false };
  } catch (error) {
    // Paid meanwhile (a second press, the sandbox's own step): show the case as it is now.
    if (error instanceof ApiError && error.code === 'conflict') return viewProgress(ctx, t);
    throw error;
  }
}
