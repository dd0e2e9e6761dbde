import type { AppContext } from '../../../context.js';
import { insertJob } from '../../../platform/jobs/repository.js';
import { inTransaction } from '../../../platform/transaction.js';
import { ORDER_FULFIL_JOB, ORDER_FULFIL_MAX_ATTEMPTS, transitionOrder } from '../service.js';
import { deliveryOf } from './progress.js';
import { findFulfilment, updateFulfilment } from './repository.js';
import type { FulfilPayload } from './service.js';

export type RetryResult = { ok: true } | { ok: false; reason: 'not_failed' | 'refused'; message: string };

/**
 * The next_action of a failed transfer, carried out (by an operator, or a support tool): TRANSFER_FAILED →
 * TRANSFER_PENDING and a fresh run of the fulfilment, in one transaction. A push resumes at the registrar re-check
 * (`push_requested`), never at a blind push: an earlier push of this sale may have happened. A transfer starts over
 * (lock check, a fresh auth code mail).
 */
export async function retryFulfilment(ctx: AppContext, input: { orderId: string; note?: string }): Promise<RetryResult> {
  return inTransaction(ctx, async (tx) => {
    const f = await findFulfilment(tx.db, input.orderId);
    if (f?.step !== 'failed') return { ok: false, reason: 'not_failed', message: `the fulfilment of order ${input.orderId} has not failed` };
    const moved = await transitionOrder(tx, {
      orderId: f.order_id, to: 'TRANSFER_PENDING', actor: 'system', note: input.note ?? 'Fulfilment retried.',
      nextAction: f.method === 'push' ? 'The registrar is asked about the push, which is sent again only if it did not happen.' : 'The lock is checked again and the auth code emailed to the buyer again.',
      delivery: deliveryOf(f, 'waiting', `Retrying the ${f.method} of ${f.domain}.`),
    });
    if (!moved.ok) return { ok: false, reason: 'refused', message: moved.reason === 'refused' ? moved.refusal.message : `order ${input.orderId} not found` };
    const now = tx.clock.now();
    const next = await updateFulfilment(tx.db, f.order_id, f.seq, {
      step: f.method === 'push' ? 'push_requested' : 'started', processId: null, startWait: true, handOn: true, lastError: null, outcomeUnknown: false,
    }, now);
    if (!next) throw new Error(`fulfilment of ${f.order_id} changed during its retry`);
    const payload: FulfilPayload = { orderId: f.order_id, seq: next.seq };
    await insertJob(tx.db, { id: tx.ids.next('job'), kind: ORDER_FULFIL_JOB, payload, runAt: now, maxAttempts: ORDER_FULFIL_MAX_ATTEMPTS, dedupeKey: null, createdAt: now });
    return { ok: true };
  });
}

/**
 * An operator's word, after checking at the registrar, that a push given up on with its outcome unknown did not move
 * the domain (and will not): the order becomes refundable. Only for such a failure; nothing is sent anywhere.
 */
export async function confirmNothingMoved(ctx: AppContext, input: { orderId: string }): Promise<RetryResult> {
  return inTransaction(ctx, async (tx) => {
    const f = await findFulfilment(tx.db, input.orderId);
    if (f?.step !== 'failed' || !f.outcome_unknown) return { ok: false, reason: 'not_failed', message: `order ${input.orderId} has no push of unknown outcome` };
    const updated = await updateFulfilment(tx.db, f.order_id, f.seq, { outcomeUnknown: false }, tx.clock.now());
    if (!updated) throw new Error(`fulfilment of ${f.order_id} changed during the confirmation`);
    tx.log.info({ order: f.order_id, domain: f.domain }, 'fulfilment: an operator confirmed the push of unknown outcome moved nothing; the order is refundable');
    return { ok: true };
  });
}
