import type { AppContext } from '../../context.js';
import { findOrder } from '../orders/repository.js';
import { dueSandboxCases, findCase, type CaseRow, transferringCases } from './repository.js';
import { type MoveInput, moveCase } from './service.js';
import type { CaseStatus } from './status.js';

/**
 * The background steps of brokerage cases (issue 19), run by the recurring job `brokerage.tick`:
 *
 * 1. Sandbox auto-advance: a sandbox-environment case takes one step every SANDBOX_BROKERAGE_STEP_SECONDS, with
 *    outcomes a partner chooses through the domain and the budget (README "Brokerage"):
 *      open → researching → contacting_owner → then, by the domain's first label:
 *        contains "unresponsive" → closed_unsuccessful owner_unresponsive; "decline" → owner_declined;
 *        "notforsale" → not_for_sale; otherwise negotiating with the owner asking SANDBOX_ASKING_PRICE_CENTS;
 *      negotiating → budget below the ask → closed_unsuccessful over_budget; else agreed at the ask;
 *      agreed → payment_pending → transferring (the sandbox pays by itself; the progress page's button pays at once).
 * 2. Completion, every environment: a transferring case whose order reached TRANSFER_COMPLETED (or later, SETTLED)
 *    completes, and brokerage.case_completed names the order.
 */

/** What every sandbox owner asks, in minor units of the case's currency (2,500.00). */
export const SANDBOX_ASKING_PRICE_CENTS = 250_000;
const BATCH = 50;

/** The sandbox's next step for a case, or null when it waits (for its order) or has ended. */
export function sandboxStep(row: Pick<CaseRow, 'status' | 'domain' | 'budget_cents'>): Omit<MoveInput, 'caseId' | 'actor'> | null {
  const label = row.domain.split('.')[0] ?? '';
  const next: Partial<Record<CaseStatus, () => Omit<MoveInput, 'caseId' | 'actor'>>> = {
    open: () => ({ to: 'researching' }),
    researching: () => ({ to: 'contacting_owner' }),
    contacting_owner: () => {
      if (label.includes('unresponsive')) return { to: 'closed_unsuccessful', reason: 'owner_unresponsive', note: 'The owner did not answer (sandbox).' };
      if (label.includes('decline')) return { to: 'closed_unsuccessful', reason: 'owner_declined', note: 'The owner declined to sell (sandbox).' };
      if (label.includes('notforsale')) return { to: 'closed_unsuccessful', reason: 'not_for_sale', note: 'The owner says the domain is not for sale (sandbox).' };
      return { to: 'negotiating', offerCents: SANDBOX_ASKING_PRICE_CENTS };
    },
    negotiating: () => (row.budget_cents < SANDBOX_ASKING_PRICE_CENTS
      ? { to: 'closed_unsuccessful', reason: 'over_budget', note: 'The owner\'s price is above the buyer\'s budget (sandbox).' }
      : { to: 'agreed', offerCents: SANDBOX_ASKING_PRICE_CENTS }),
    agreed: () => ({ to: 'payment_pending' }),
    payment_pending: () => ({ to: 'transferring', note: 'Sandbox: the payment was made automatically.' }),
  };
  return next[row.status]?.() ?? null;
}

/** One round: the due sandbox steps, then the completions. Answers how many cases moved. */
export async function runBrokerageTick(ctx: AppContext): Promise<number> {
  let moved = 0;
  for (const id of await dueSandboxCases(ctx.db, ctx.clock.now(), BATCH)) {
    const row = await findCase(ctx.db, id);
    const step = row && sandboxStep(row);
    if (!row || !step) continue;
    try {
      await moveCase(ctx, { caseId: id, actor: 'sandbox', ...step });
      moved++;
    } catch (error) {
      // An operator moved it meanwhile (the step is no longer legal): the next round reads the case afresh.
      ctx.log.info({ err: error, case: id }, 'brokerage sandbox step skipped');
    }
  }
  for (const { id, order_id } of await transferringCases(ctx.db, BATCH)) {
    const order = await findOrder(ctx.db, order_id);
    if (order?.status !== 'TRANSFER_COMPLETED' && order?.status !== 'SETTLED') continue;
    await moveCase(ctx, { caseId: id, to: 'completed', actor: 'system', note: `The domain is in the buyer's account (order ${order_id}).` });
    moved++;
  }
  return moved;
}
