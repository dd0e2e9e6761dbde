import { UpstreamError } from '../../../providers/upstream-error.js';
import { complete, datedSince, deliveryOf, fail, move, type Outcome, type Run, recordIntent, waitedTooLong } from './progress.js';

/**
 * Fulfilment by push (RTR domains/pushtransfer): the buyer has an account (customer handle) at our registrar, so the
 * domain moves between two customers of one registrar — no auth code, no 60-day lock, usually done in seconds.
 *
 * The push is the one call here that is not idempotent. Its intent (`push_requested`) is committed before it is sent;
 * a run that finds `push_requested` does not know whether the push reached the registrar (a timeout, or a kill -9
 * before the answer was recorded), so it asks the registrar first and sends only when the registrar has no push.
 */

/** A push still unanswered (sent, or being re-checked) after this long fails with a reason for an operator. */
export const PUSH_GIVE_UP_SECONDS = 24 * 3600;

const NEXT_RETRY = 'Nameport support checks the buyer\'s registrar customer handle with the buyer and moves the order back to TRANSFER_PENDING to push again; or the partner refunds the order (POST /refunds).';

/** A push given up on with its outcome unknown: it may still move the domain, so no refund until support has checked. */
const UNKNOWN_NEXT = 'Nameport support checks the push at the registrar before anything is sent again (a retry re-checks it); the order can be refunded (POST /refunds) only once it is certain the domain did not move.';

/** A refusal the registrar gave for certain (the push did not happen): 4xx other than timeouts and rate limits. */
function refusedFor(error: unknown): UpstreamError | null {
  return error instanceof UpstreamError && error.failure === 'http' && error.status !== undefined && error.status >= 400 && error.status < 500 && error.status !== 408
    ? error : null;
}

export async function sendPush(run: Run): Promise<Outcome> {
  // Intent first (its own commit): from here on a crash leaves "unknown", never "not sent".
  // Under the order's lock and only while it awaits its transfer: a refund committed meanwhile stops the push here.
  const intent = await recordIntent(run, { step: 'push_requested', startWait: true }, deliveryOf(run.f, 'in_progress', `Pushing ${run.f.domain} to the buyer's account at our registrar.`));
  return intent ? pushNow({ ...run, f: intent }) : { kind: 'end' };
}

async function pushNow(run: Run): Promise<Outcome> {
  const { ctx, f } = run;
  try {
    const { processId } = await ctx.registrar.pushDomain(f.domain, f.recipient!);
    return accepted(run, processId, `The registrar accepted the push of ${f.domain} to the buyer's account ${f.recipient}.`);
  } catch (error) {
    const refused = refusedFor(error);
    if (refused) {
      return fail(run, `The registrar refused to push ${f.domain} to the account ${f.recipient} (HTTP ${refused.status}): the handle may not be a customer of our registrar.`, NEXT_RETRY);
    }
    // Timeout, transport error, 5xx, rate limit: the push may or may not have happened. Unknown, re-checked next run.
    ctx.log.warn({ order: f.order_id, domain: f.domain, err: error }, 'fulfilment: push outcome unknown; the registrar is asked before anything is sent again');
    return { kind: 'wait', error: (error as Error).message };
  }
}

async function accepted(run: Run, processId: string | null, note: string): Promise<Outcome> {
  await move(run, { step: 'push_accepted', processId, startWait: true }, 'TRANSFER_IN_PROGRESS', {
    actor: 'registrar', note, nextAction: 'The registrar completes the push; nothing is needed from the partner or the buyer.',
    delivery: deliveryOf(run.f, 'in_progress', `The registrar is moving ${run.f.domain} to the buyer's account ${run.f.recipient}.`),
  });
  return { kind: 'again' };
}

/** `push_requested` found at the start of a run: did the push reach the registrar? Ask before sending anything. */
export async function recheckPush(run: Run): Promise<Outcome> {
  const { ctx, f } = run;
  if (waitedTooLong(run, PUSH_GIVE_UP_SECONDS)) {
    return fail(run, `No answer from the registrar about the push of ${f.domain} for ${PUSH_GIVE_UP_SECONDS / 3600} hours (last error: ${f.last_error ?? 'none'}).`, UNKNOWN_NEXT, 'system', { outcomeUnknown: true });
  }
  try {
    // A live or finished push of this domain created since this sale's fulfilment began (an older one belongs to an
    // earlier sale of it; a failed one moved nothing).
    const push = (await ctx.registrar.recentProcesses(f.domain)).find((p) => /push/i.test(p.action ?? '') && p.outcome !== 'failed' && datedSince(p.createdDate, f.created_at));
    if (push) return accepted(run, push.id, `The registrar has the push of ${f.domain} (process ${push.id}, found again after its answer was lost).`);
    const holding = await ctx.registrar.holding(f.domain);
    if (holding?.customer === f.recipient) return complete(run, `${f.domain} is in the buyer's account ${f.recipient} at our registrar.`);
    if (holding) return pushNow(run); // still ours and no push at the registrar: it never arrived, so it is sent now, once
    return fail(run, `${f.domain} is no longer in our registrar account and the registrar shows no push of it.`, 'Nameport support finds out where the domain went before anything else is done; the partner may refund the order (POST /refunds).', 'system');
  } catch (error) {
    return { kind: 'wait', error: (error as Error).message };
  }
}

/** `push_accepted`: follow the registrar's process (or, for a push done at once, the holder) until it ends. */
export async function pollPush(run: Run): Promise<Outcome> {
  const { ctx, f } = run;
  try {
    const process = f.process_id ? await ctx.registrar.process(f.process_id) : null;
    if (process?.outcome === 'completed') return complete(run, `The registrar completed the push of ${f.domain} to the buyer's account ${f.recipient}.`);
    if (process?.outcome === 'failed') {
      return fail(run, `The registrar ended the push of ${f.domain} as ${process.status}${process.detail ? `: ${process.detail}` : ''}.`, NEXT_RETRY);
    }
    if (!process) {
      const holding = await ctx.registrar.holding(f.domain);
      // Pushed away: another customer's domain is no longer visible to our account.
      if (!holding || holding.customer === f.recipient) return complete(run, `${f.domain} has left our registrar account for the buyer's account ${f.recipient}.`);
    }
  } catch (error) {
    return { kind: 'wait', error: (error as Error).message };
  }
  if (waitedTooLong(run, PUSH_GIVE_UP_SECONDS)) {
    return fail(run, `The registrar has not completed the push of ${f.domain} within ${PUSH_GIVE_UP_SECONDS / 3600} hours (process ${f.process_id ?? 'none'}).`, UNKNOWN_NEXT, 'system', { outcomeUnknown: true });
  }
  return { kind: 'wait' };
}
