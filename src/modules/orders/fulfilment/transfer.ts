import type { RegistrarHolding } from '../../../providers/rtr/types.js';
import type { Mailer } from '../../accounts/mailer.js';
import { describeLock, transferLock } from './lock.js';
import { complete, datedSince, deliveryOf, fail, move, type Outcome, record, recordIntent, type Run, waitedTooLong } from './progress.js';

/**
 * Fulfilment by auth-code transfer: the buyer's domain account is at another registrar, which must request the
 * transfer (RTR's `POST /v2/domains/{d}/transfer` is that gaining side's call, not ours). Our side: check the 60-day
 * lock, lift our own clientTransferProhibited, email the auth code to the buyer (and to no one else: never an API
 * response, a log line, an event or our database), then follow the domain's outgoing transfer at our registrar
 * (`GET /v2/domains/{d}/transfer`) until it completes or ends.
 */

/** The buyer has this long after the code was sent for the transfer to complete; then the order fails with a reason. */
export const TRANSFER_GIVE_UP_SECONDS = 14 * 86_400;
/** Failing to reach the registrar before the code went out fails the order after this long. */
const PREPARE_GIVE_UP_SECONDS = 24 * 3600;
const OWN_LOCK = 'CLIENT_TRANSFER_PROHIBITED';

export async function sendAuthCode(run: Run): Promise<Outcome> {
  const { ctx, f, order } = run;
  if (waitedTooLong(run, PREPARE_GIVE_UP_SECONDS)) {
    return fail(run, `The registrar could not be reached to prepare the transfer of ${f.domain} for ${PREPARE_GIVE_UP_SECONDS / 3600} hours (last error: ${f.last_error ?? 'none'}).`, 'Nameport support checks the registrar connection and moves the order back to TRANSFER_PENDING; the partner may refund the order (POST /refunds).', 'system');
  }
  let holding: RegistrarHolding | null;
  try {
    holding = await ctx.registrar.holding(f.domain);
    if (!holding) return fail(run, `${f.domain} is not in our registrar account, so Nameport cannot hand out its auth code.`, 'Nameport support finds out where the domain is; the partner may refund the order (POST /refunds).', 'system');
    const verdict = transferLock(holding, await ctx.registrar.latestTransfer(f.domain), ctx.clock.now());
    if (verdict.locked) {
      const { note, nextAction } = describeLock(f.domain, verdict);
      return fail(run, note, nextAction);
    }
    // Live without SMTP_URL the code cannot reach the buyer (mail goes to the log, where a code must never be): say so
    // now instead of waiting 14 days for a transfer nobody can start. The sandbox's simulated registrar needs no mail.
    if (ctx.mailer.kind === 'log' && !ctx.config.sandbox) {
      return fail(run, 'This server sends no email (SMTP_URL is not set), so the auth code cannot reach the buyer.', 'The operator sets SMTP_URL and retries the fulfilment (the order goes back to TRANSFER_PENDING); or the partner refunds the order (POST /refunds).', 'system');
    }
  } catch (error) {
    return { kind: 'wait', error: (error as Error).message };
  }
  // From here the code is on its way to the buyer: the intent commits first, under the order's lock, so a refund either
  // came before (nothing is lifted, read or mailed) or comes after and is refused (guards.ts noExitWhileAtRegistrar).
  if (f.step !== 'code_sending' && !(await recordIntent(run, { step: 'code_sending' }, deliveryOf(f, 'waiting', `Preparing the transfer of ${f.domain}: the auth code is being sent to the buyer.`)))) {
    return { kind: 'end' };
  }
  try {
    // Setting the status list is idempotent: repeated after a crash, it asks for the same state again.
    if (holding.status.includes(OWN_LOCK)) await ctx.registrar.updateDomain(f.domain, { status: holding.status.filter((s) => s !== OWN_LOCK) });
    const code = await ctx.registrar.authCode(f.domain);
    // Sent before the step is recorded: a crash in between sends the mail again (at least once), and repeats no write
    // at the registrar (the code is only read).
    await ctx.mailer.send(authCodeMail(ctx.mailer, order.buyer.email, f.domain, order.id, code));
  } catch (error) {
    return { kind: 'wait', error: (error as Error).message };
  }
  await record(run, { step: 'code_sent', startWait: true }, deliveryOf(f, 'waiting', `The auth code was emailed to the buyer; waiting for the buyer's registrar to request the transfer of ${f.domain}.`));
  ctx.log.info({ order: f.order_id, domain: f.domain }, 'fulfilment: auth code emailed to the buyer');
  return { kind: 'wait' };
}

/** `code_sent`: follow the outgoing transfer the buyer's registrar requests. */
export async function pollTransfer(run: Run): Promise<Outcome> {
  const { ctx, f, order } = run;
  try {
    const transfer = await ctx.registrar.latestTransfer(f.domain);
    // Only a transfer away from us, requested since this fulfilment began (an older one belongs to an earlier life).
    const ours = transfer && transfer.direction === 'OUT' && datedSince(transfer.requestedDate, f.created_at) ? transfer : null;
    if (ours?.outcome === 'completed') return complete(run, `The transfer of ${f.domain} to the buyer's registrar completed.`);
    if (ours?.outcome === 'failed') {
      await relock(run);
      return fail(run, `The transfer of ${f.domain} requested by the buyer's registrar ended as ${ours.status}.`, 'The buyer can ask their registrar to request the transfer again with the same auth code once Nameport support moves the order back to TRANSFER_PENDING (which lifts the transfer lock again). Or the partner refunds the order (POST /refunds).');
    }
    if (ours && order.status === 'TRANSFER_PENDING') {
      await move(run, {}, 'TRANSFER_IN_PROGRESS', {
        actor: 'registrar', note: `The buyer's registrar requested the transfer of ${f.domain} (${ours.status}).`,
        nextAction: 'The registries complete the transfer, usually within 5 days; nothing is needed from the partner.',
        delivery: deliveryOf(f, 'in_progress', `The buyer's registrar requested the transfer of ${f.domain}.`),
      });
    }
    if (!ours && !(await ctx.registrar.holding(f.domain))) return complete(run, `${f.domain} has left our registrar account for the buyer's registrar.`);
  } catch (error) {
    return { kind: 'wait', error: (error as Error).message };
  }
  if (waitedTooLong(run, TRANSFER_GIVE_UP_SECONDS)) {
    try {
      await relock(run);
    } catch (error) {
      return { kind: 'wait', error: (error as Error).message };
    }
    return fail(run, `The transfer of ${f.domain} did not complete within ${TRANSFER_GIVE_UP_SECONDS / 86_400} days of the auth code being emailed to the buyer.`, 'Nameport support contacts the buyer and moves the order back to TRANSFER_PENDING to send a fresh auth code; or the partner refunds the order (POST /refunds).', 'system');
  }
  return { kind: 'wait' };
}

/**
 * Our transfer lock back on before an order whose auth code is with the buyer fails: the code must move nothing while
 * the order is failed, nor after a refund puts the domain back on sale (a retry lifts the lock again, and mails a code).
 * Throws when the registrar cannot be reached: the run waits and asks again, the order does not fail unlocked.
 */
async function relock(run: Run): Promise<void> {
  const { ctx, f } = run;
  const holding = await ctx.registrar.holding(f.domain);
  if (holding && !holding.status.includes(OWN_LOCK)) await ctx.registrar.updateDomain(f.domain, { status: [...holding.status, OWN_LOCK] });
}

/**
 * The buyer's email. A server without SMTP_URL writes mail to its log (development), so there the code is withheld
 * from the text: an auth code must never reach a log. (In the sandbox the simulated buyer's registrar needs no mail.)
 */
function authCodeMail(mailer: Mailer, to: string, domain: string, orderId: string, code: string) {
  const shown = mailer.kind === 'log' ? '(withheld: this server sends no real email, and auth codes never go to its log)' : code;
  return {
    to,
    subject: `Your transfer code for ${domain}`,
    text: `You bought ${domain} (order ${orderId}). To move it into your registrar account, start a transfer of ${domain} at your registrar with this auth code:\n\n    ${shown}\n\nThe code is for you alone: Nameport never shows it in its API, its logs or its notifications.\n`,
  };
}
