import type { AppContext } from '../../context.js';
import { findOrder } from '../orders/repository.js';
import type { OrderStatus } from '../orders/status.js';
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
 *    completes, and brokerage.case_completed names the order; one whose order ended REFUNDED or CANCELLED closes
 *    unsuccessfully (brokerage.closed_unsuccessful, close_reason refunded or order_cancelled).
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
  // Every transferring case, a page at a time: cases whose transfer takes days must not hide the ones behind them.
  let after: { updatedAt: Date; id: string } | undefined;
  for (;;) {
    const page = await transferringCases(ctx.db, BATCH, after);
    for (const { id, order_id } of page) {
      const order = await findOrder(ctx.db, order_id);
      const step = order && orderOutcome(order.status, order_id);
      if (!step) continue;
      await moveCase(ctx, { caseId: id, actor: 'system', ...step });
      moved++;
    }
    const last = page.at(-1);
    if (page.length < BATCH || !last) return moved;
    after = { updatedAt: last.updated_at, id: last.id };
  }
}

/**
 * What a paid case does when its order reaches an end: TRANSFER_COMPLETED (or SETTLED) completes it; REFUNDED or
 * CANCELLED closes it unsuccessfully with that reason. TRANSFER_FAILED is no end — the order is retried or refunded
 * (README "Partner orders") — so the case stays transferring until one of those happens.
 */
export function orderOutcome(status: OrderStatus, orderId: string): Omit<MoveInput, 'caseId' | 'actor'> | null {
  switch (status) {
    case 'TRANSFER_COMPLETED':
    case 'SETTLED':
      return { to: 'completed', note: `The domain is in the buyer's account (order ${orderId}).` };
    case 'REFUNDED':
      return { to: 'closed_unsuccessful', reason: 'refunded', note: `The domain could not be moved to the buyer; the payment was refunded (order ${orderId}).` };
    case 'CANCELLED':
      return { to: 'closed_unsuccessful', reason: 'order_cancelled', note: `The order was cancelled before the domain reached the buyer; the payment is returned (order ${orderId}).` };
    default:
      return null;
  }
}
