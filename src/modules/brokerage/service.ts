import type { AppContext } from '../../context.js';
import { appendEvent } from '../../platform/events/outbox.js';
import { ApiError } from '../../platform/errors.js';
import { formatMoney, minorUnitDigits } from '../../platform/money.js';
import { inTransaction } from '../../platform/transaction.js';
import { recordPaidOrder } from '../orders/paid-order.js';
import { findOrderByPaymentRef } from '../orders/repository.js';
import { noSideEffects } from '../partners/idempotency/service.js';
import { normaliseOrderDomain, type PartnerCaller } from '../quotes/service.js';
import { checkEligibility } from './eligibility.js';
import { progressLink } from './progress-link.js';
import { applyCaseTransition, bumpLinkVersion, type CaseRow, type CaseTimelineEntry, insertCase, lockCase, type Tier } from './repository.js';
import { type CaseResource, toCaseCore } from './schema.js';
import {
  allowedMoves, BROKER_CLOSE_REASONS, type CaseActor, type CaseStatus, caseEventType, caseTransitionFor, type CloseReason, FINAL_STATUSES,
  ORDER_CLOSE_REASONS,
} from './status.js';

/**
 * Brokerage cases (issue 19). `openCase` is POST /brokerage; `moveCase` every later step (operator CLI, sandbox
 * auto-advance, the buyer's sandbox payment, the order's completion), each one transaction that locks the case row,
 * checks the one table of status.ts, appends a timeline entry, bumps `version` and appends `brokerage.<status>` last.
 * Paying (payment_pending → transferring) records the order at the agreed price through the orders module.
 */

export interface CaseBody {
  domain?: string | undefined;
  tier?: string | undefined;
  buyer_email?: string | undefined;
  budget?: number | undefined;
  offer_price?: number | undefined;
  currency?: string | undefined;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The largest budget a case takes: one billion in major units (100,000,000,000 minor units). */
export const MAX_BUDGET_CENTS = 100_000_000_000;
const money = (row: Pick<CaseRow, 'currency'>, cents: number) => formatMoney(cents, row.currency);

/** The body read into a case's terms; 400 validation_error naming the field otherwise. */
function readBody(body: CaseBody | undefined): { domain: string; tier: Tier; buyerEmail: string; budgetCents: number; currency: string } {
  if (!body || typeof body !== 'object') throw new ApiError('validation_error', 'send a JSON body {domain, tier, buyer_email, budget, currency}');
  if (!body.domain) throw new ApiError('validation_error', 'domain is required');
  if (body.tier !== 'managed' && body.tier !== 'self_serve') throw new ApiError('validation_error', 'tier must be managed or self_serve');
  if (!body.buyer_email || !EMAIL.test(body.buyer_email)) throw new ApiError('validation_error', 'buyer_email must be an email address');
  if (body.budget !== undefined && body.offer_price !== undefined && body.budget !== body.offer_price) {
    throw new ApiError('validation_error', 'budget and offer_price name the same amount; send one of them (or equal values)');
  }
  const budget = body.budget ?? body.offer_price;
  if (budget === undefined) throw new ApiError('validation_error', 'budget (or offer_price) is required: the most the buyer will pay, in minor units (cents)');
  // Money is exact integer minor units: a fraction or a figure past MAX_BUDGET_CENTS is refused, never rounded or a 500.
  if (!Number.isSafeInteger(budget) || budget < 1 || budget > MAX_BUDGET_CENTS) {
    throw new ApiError('validation_error', `budget must be a whole number of minor units (cents) from 1 to ${MAX_BUDGET_CENTS}, got ${budget}`);
  }
  const currency = (body.currency ?? 'USD').toUpperCase();
  try {
    minorUnitDigits(currency);
  } catch {
    throw new ApiError('validation_error', `currency "${body.currency}" is not an ISO 4217 code`);
  }
  return { domain: normaliseOrderDomain(body.domain), tier: body.tier, buyerEmail: body.buyer_email.toLowerCase(), budgetCents: budget, currency };
}

/** When a case takes its next automatic step: sandbox cases only, while a broker's step is due (not in a transfer). */
function nextStepAt(ctx: AppContext, row: Pick<CaseRow, 'environment'>, status: CaseStatus): Date | null {
  const seconds = ctx.config.sandboxBrokerageStepSeconds;
  if (row.environment !== 'sandbox' || seconds <= 0 || FINAL_STATUSES.includes(status) || status === 'transferring') return null;
  return new Date(ctx.clock.now().getTime() + seconds * 1000);
}

/** The case as the API answers it, with a freshly signed progress link. */
export async function caseResource(ctx: AppContext, row: CaseRow): Promise<CaseResource> {
  const link = await progressLink(ctx, row);
  return { ...toCaseCore(row), progress_url: link.url, progress_url_expires_at: link.expiresAt.toISOString() };
}

async function appendCaseEvent(tx: AppContext, row: CaseRow): Promise<void> {
  const payload: Record<string, unknown> = { version: row.version, case: toCaseCore(row) };
  if (row.status === 'completed') payload.order_id = row.order_id;
  await appendEvent(tx, tx.db, { type: caseEventType(row.status), partnerId: row.partner_id, environment: row.environment, payload });
}

/** POST /brokerage: re-checks eligibility (409 with its reason), then opens the case; the database allows one in progress per domain. */
export async function openCase(ctx: AppContext, input: { caller: PartnerCaller; body: CaseBody | undefined }): Promise<CaseResource> {
  const { caller } = input;
  const terms = readBody(input.body);
  const eligibility = await checkEligibility(ctx, { partnerId: caller.partnerId, environment: caller.environment, domain: terms.domain });
  // A check that could not be made is not a refusal: 503, retry shortly (eligibility's message says so). Nothing is
  // written yet, so the Idempotency-Key is released (noSideEffects): the retry with the same key runs afresh.
  if (eligibility.reason === 'registration_unknown' || eligibility.reason === 'site_unchecked') {
    throw noSideEffects(new ApiError('upstream_unavailable', eligibility.message, { reason: eligibility.reason, domain: terms.domain }, { retryAfterSeconds: 30 }));
  }
  if (!eligibility.eligible) {
    throw new ApiError('conflict', eligibility.message, { reason: eligibility.reason, domain: terms.domain, open_case_id: eligibility.open_case_id });
  }
  const row = await inTransaction(ctx, async (tx) => {
    const now = tx.clock.now();
    const entry: CaseTimelineEntry = {
      at: now.toISOString(), status: 'open', actor: 'partner',
      note: `Case opened (${terms.tier === 'managed' ? 'managed' : 'self-serve'} brokerage), budget ${formatMoney(terms.budgetCents, terms.currency)}.`,
    };
    const inserted = await insertCase(tx.db, {
      id: tx.ids.next('bc'), partner_id: caller.partnerId, key_id: caller.keyId, environment: caller.environment, domain: terms.domain,
      tier: terms.tier, buyer_email: terms.buyerEmail, budget_cents: terms.budgetCents, currency: terms.currency, status: 'open',
      close_reason: null, last_offer_cents: null, agreed_price_cents: null, order_id: null, timeline: [entry], version: 1, link_version: 1,
      next_step_at: nextStepAt(tx, caller, 'open'), created_at: now, updated_at: now,
    });
    // Two requests for one domain at once: the partial unique index lets one in; the other is told, like eligibility would.
    if (!inserted) {
      throw new ApiError('conflict', `${terms.domain} already has a brokerage case in progress; a domain gets one broker at a time.`, {
        reason: 'open_case', domain: terms.domain, open_case_id: null,
      });
    }
    await appendCaseEvent(tx, inserted);
    return inserted;
  });
  return caseResource(ctx, row);
}

export interface MoveInput {
  caseId: string;
  to: CaseStatus;
  actor: CaseActor;
  /** negotiating: the owner's offer; agreed: the agreed price (default the last offer). Minor units. */
  offerCents?: number | undefined;
  reason?: CloseReason | undefined;
  note?: string | undefined;
}

/** One step of a case. Refusals are 404 (no such case) or 409 conflict naming the moves that are allowed. */
export async function moveCase(ctx: AppContext, input: MoveInput): Promise<CaseRow> {
  return inTransaction(ctx, async (tx) => {
    const row = await lockCase(tx.db, input.caseId);
    if (!row) throw new ApiError('not_found', `no brokerage case ${input.caseId}`);
    checkMove(row, input);
    const now = tx.clock.now();
    const offer = input.to === 'negotiating' ? input.offerCents : input.to === 'agreed' ? (input.offerCents ?? row.last_offer_cents ?? undefined) : undefined;
    const entry: CaseTimelineEntry = { at: now.toISOString(), status: input.to, actor: input.actor, note: input.note ?? defaultNote(row, input, offer) };
    if (offer !== undefined) entry.last_offer = offer;
    if (input.reason) entry.reason = input.reason;
    const orderId = input.to === 'transferring' ? await recordCaseOrder(tx, row) : undefined;
    const moved = await applyCaseTransition(tx.db, {
      id: row.id, expectedVersion: row.version, status: input.to, entry, closeReason: input.reason, lastOfferCents: offer,
      agreedPriceCents: input.to === 'agreed' ? offer : undefined, orderId, nextStepAt: nextStepAt(tx, row, input.to), now,
    });
    if (!moved) throw new Error(`brokerage case ${row.id} changed while locked`);
    await appendCaseEvent(tx, moved);
    return moved;
  });
}

/** The rules of a move beyond the table: what each target needs, said in words an operator can act on. */
function checkMove(row: CaseRow, input: MoveInput): void {
  const same = row.status === input.to && input.to !== 'negotiating';
  if (same || !caseTransitionFor(row.status, input.to, input.actor)) {
    const allowed = allowedMoves(row.status, input.actor);
    const why = FINAL_STATUSES.includes(row.status) ? `the case has ended (${row.status})`
      : input.to === 'completed' ? 'a case completes by itself when its order\'s transfer completes' : `${row.status} → ${input.to} is not a move of a brokerage case`;
    throw new ApiError('conflict', `${row.id} cannot move to ${input.to}: ${why}. Allowed from ${row.status}: ${allowed.length ? allowed.join(', ') : 'none'}.`, {
      reason: 'illegal_move', status: row.status, allowed,
    });
  }
  if (input.to === 'negotiating' && (input.offerCents === undefined || input.offerCents <= 0)) {
    throw new ApiError('validation_error', 'negotiating needs the owner\'s offer (--offer CENTS, a positive whole number of minor units)');
  }
  if (input.to === 'agreed' && input.offerCents === undefined && row.last_offer_cents === null) {
    throw new ApiError('validation_error', 'agreed needs the agreed price (--offer CENTS); the case has no offer to agree on');
  }
  if (input.to === 'closed_unsuccessful' && !input.reason) {
    throw new ApiError('validation_error', `closed_unsuccessful needs a reason (--reason): one of ${BROKER_CLOSE_REASONS.join(', ')}`);
  }
  // A broker closes with a broker's reason before payment; after it the order's outcome is the reason.
  const paid = row.status === 'transferring';
  if (input.reason && paid !== (ORDER_CLOSE_REASONS as readonly string[]).includes(input.reason)) {
    const allowed = paid ? ORDER_CLOSE_REASONS : BROKER_CLOSE_REASONS;
    throw new ApiError('validation_error', `reason ${input.reason} does not fit a case at ${row.status}: use one of ${allowed.join(', ')}`);
  }
  if (input.reason && input.to !== 'closed_unsuccessful') throw new ApiError('validation_error', 'a reason is given only when closing a case unsuccessfully');
}

function defaultNote(row: CaseRow, input: MoveInput, offer: number | undefined): string {
  switch (input.to) {
    case 'researching': return 'A broker is finding out who owns the domain.';
    case 'contacting_owner': return 'The broker is contacting the owner.';
    case 'negotiating': return `The owner asks ${money(row, offer!)}.`;
    case 'agreed': return `The owner agreed to sell for ${money(row, offer!)}.`;
    case 'payment_pending': return `Waiting for the buyer's payment of ${money(row, row.agreed_price_cents ?? 0)}.`;
    case 'transferring': return 'Payment received: the domain is being moved to the buyer.';
    case 'completed': return 'The domain is in the buyer\'s account.';
    case 'closed_unsuccessful': return `Closed without a deal: ${(input.reason ?? '').replace(/_/g, ' ')}.`;
    case 'cancelled': return 'The case was cancelled.';
    default: return '';
  }
}

/**
 * The paid deal as an order (recordPaidOrder: PAID, fulfilment job, ledger entry, order.paid) at the agreed price, in
 * the case's transaction. The payment reference is the case's, so the case can never pay for two orders.
 */
async function recordCaseOrder(tx: AppContext, row: CaseRow): Promise<string> {
  const paymentRef = `brokerage:${row.id}`;
  const owner = { partnerId: row.partner_id, environment: row.environment };
  const order = await recordPaidOrder(tx, {
    partnerId: row.partner_id, keyId: row.key_id, environment: row.environment, listingId: null, domain: row.domain,
    priceCents: row.agreed_price_cents!, currency: row.currency, paymentModel: 'service_collected', paymentRef,
    buyer: { email: row.buyer_email }, source: 'brokerage', quoteId: null, returnUrl: null, cancelUrl: null,
    actor: 'buyer', note: `Brokered deal ${row.id}: the buyer paid the agreed price to Nameport.`,
  });
  return order?.id ?? (await findOrderByPaymentRef(tx.db, owner, paymentRef))!.id;
}

/** `nameport brokerage revoke-link`: every progress link issued so far stops working; answers a new one. */
export async function revokeProgressLinks(ctx: AppContext, caseId: string): Promise<CaseResource> {
  const row = await bumpLinkVersion(ctx.db, caseId, ctx.clock.now());
  if (!row) throw new ApiError('not_found', `no brokerage case ${caseId}`);
  return caseResource(ctx, row);
}
