import { type Static, type TUnsafe, Type } from '@sinclair/typebox';
import type { CaseRow } from './repository.js';
import { CASE_ACTORS, CASE_STATUSES, CLOSE_REASONS } from './status.js';

/**
 * The brokerage case as the partner API returns it and as brokerage events carry it (contract 2.7: case_id/id, tier,
 * buyer_email, budget, a no-login progress link, status and timeline; the rest is our decision, README "Brokerage").
 * Money is integer minor units of `currency`.
 */

/** A union of literals typed as the string union (a union mapped from a list loses its static type). */
export const Enum = <T extends string>(values: readonly T[], description?: string) =>
  Type.Union(values.map((value) => Type.Literal(value)), description ? { description } : {}) as unknown as TUnsafe<T>;

const Cents = (description: string) => Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], { description });

export const CaseTimelineSchema = Type.Array(Type.Object({
  at: Type.String({ format: 'date-time' }),
  status: Enum(CASE_STATUSES),
  actor: Enum(CASE_ACTORS, 'Who made the step: `partner` (opened it), `operator` (a Nameport broker), `sandbox` (the sandbox\'s automatic steps), `buyer` (paid on the progress page), `system` (the order\'s transfer).'),
  note: Type.Union([Type.String(), Type.Null()], { description: 'What happened, in plain words.' }),
  last_offer: Type.Optional(Type.Integer({ description: 'On negotiating: the owner\'s offer; on agreed: the agreed price (minor units).' })),
  reason: Type.Optional(Enum(CLOSE_REASONS)),
}), { description: 'Every step, oldest first; entries are never changed.' });

export const CaseCoreSchema = Type.Object({
  case_id: Type.String({ description: 'The case id, `bc_…`.' }),
  id: Type.String({ description: 'The same as case_id.' }),
  domain: Type.String(),
  tier: Type.Union([Type.Literal('managed'), Type.Literal('self_serve')]),
  buyer_email: Type.String(),
  budget: Type.Integer({ description: 'The buyer\'s budget in minor units of currency (sent as budget or offer_price).' }),
  currency: Type.String(),
  status: Enum(CASE_STATUSES),
  close_reason: Type.Union([Enum(CLOSE_REASONS), Type.Null()], { description: 'Set when status is closed_unsuccessful. Before payment a broker\'s reason (owner_unresponsive, owner_declined, over_budget, not_for_sale); after payment the order\'s end without the domain reaching the buyer: refunded (the order was refunded) or order_cancelled (the order was cancelled); the buyer\'s payment is returned.' }),
  last_offer: Cents('The owner\'s latest offer from negotiating on, then the agreed price; null before.'),
  agreed_price: Cents('The price agreed with the owner (agreed onwards): what the buyer pays and the order is recorded at.'),
  order_id: Type.Union([Type.String(), Type.Null()], { description: 'The order made when the buyer paid (transferring onwards); read it with GET /orders/{public_id}.' }),
  environment: Type.Union([Type.Literal('sandbox'), Type.Literal('live')]),
  timeline: CaseTimelineSchema,
  version: Type.Integer({ minimum: 1, description: 'Grows by one with each step: drop an event older than the version you hold.' }),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});

export const CaseSchema = Type.Composite([CaseCoreSchema, Type.Object({
  progress_url: Type.String({ format: 'uri', description: 'A no-login page for the buyer: status, timeline, last offer and what happens next. Signed and expiring (progress_url_expires_at); each answer carries a fresh link, and earlier links keep working until they expire or an operator revokes the case\'s links.' }),
  progress_url_expires_at: Type.String({ format: 'date-time' }),
})], { description: 'A brokerage case.' });

export type CaseCore = Static<typeof CaseCoreSchema>;
export type CaseResource = Static<typeof CaseSchema>;

export function toCaseCore(row: CaseRow): CaseCore {
  return {
    case_id: row.id, id: row.id, domain: row.domain, tier: row.tier, buyer_email: row.buyer_email, budget: row.budget_cents,
    currency: row.currency, status: row.status, close_reason: row.close_reason, last_offer: row.last_offer_cents,
    agreed_price: row.agreed_price_cents, order_id: row.order_id, environment: row.environment, timeline: row.timeline,
    version: row.version, created_at: new Date(row.created_at).toISOString(), updated_at: new Date(row.updated_at).toISOString(),
  };
}
