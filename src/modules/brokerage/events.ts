import { type TSchema, Type } from '@sinclair/typebox';
import type { EventTypeDeclaration } from '../webhooks/event-types.js';
import { type CaseCore, CaseCoreSchema } from './schema.js';
import { type CaseStatus, CASE_STATUSES, caseEventType } from './status.js';

/**
 * The event types brokerage cases append to the outbox (issue 19; contract 6.2: the brokerage.* family and
 * brokerage.case_completed), one per status a case reaches. Every payload is the case as the API returns it (without
 * its progress link, which is the buyer's) plus its `version`; brokerage.case_completed also names the order.
 */

export interface CaseEventPayload {
  version: number;
  case: CaseCore;
  order_id?: string;
}

const DESCRIPTIONS: Record<CaseStatus, string> = {
  open: 'A brokerage case was opened (status open): Nameport will look for the owner of the domain.',
  researching: 'A broker is finding out who owns the domain and how to reach them (status researching).',
  contacting_owner: 'The broker is contacting the owner (status contacting_owner).',
  negotiating: 'The owner answered with an offer: case.last_offer (status negotiating). Sent again for each new offer.',
  agreed: 'The owner agreed to sell at case.agreed_price (status agreed).',
  payment_pending: 'The buyer is asked to pay the agreed price; the progress page says how (status payment_pending).',
  transferring: 'The buyer paid: an order was recorded at the agreed price (case.order_id) and the domain is on its way (status transferring).',
  completed: 'The deal closed: the domain is in the buyer\'s account (status completed); order_id names the order.',
  closed_unsuccessful: 'The case ended without a deal; case.close_reason says why (status closed_unsuccessful): a broker\'s reason before payment, or, after it, the order\'s end without the domain reaching the buyer — refunded (order REFUNDED) or order_cancelled (order CANCELLED); case.order_id names that order.',
  cancelled: 'The case was cancelled before any payment (status cancelled).',
};

const payload = (status: CaseStatus): TSchema => Type.Object({
  version: Type.Integer({ minimum: 1, description: 'The case\'s version after this change (equal to case.version).' }),
  case: CaseCoreSchema,
  ...(status === 'completed' ? { order_id: Type.String({ description: 'The order that moved the domain to the buyer.' }) } : {}),
}, { description: DESCRIPTIONS[status] });

/** `{type, description, schema}` of every brokerage event, in the order a case usually meets them. */
export const BROKERAGE_EVENT_TYPES: EventTypeDeclaration[] = CASE_STATUSES.map((status) => ({
  type: caseEventType(status), description: DESCRIPTIONS[status], schema: payload(status),
}));
