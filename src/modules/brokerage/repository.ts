import { Conditions } from '../../platform/db/conditions.js';
import type { Queryable } from '../../platform/db/db.js';
import type { CaseActor, CaseStatus, CloseReason } from './status.js';

/**
 * The one owner of the `brokerage_cases` and `brokerage_site_probes` tables (migrations/050). Every function takes the
 * caller's Queryable, so it joins the caller's transaction.
 */

export type Environment = 'sandbox' | 'live';
export type Tier = 'managed' | 'self_serve';

/** One entry of a case's timeline: appended by every transition, never changed. */
export interface CaseTimelineEntry {
  at: string;
  status: CaseStatus;
  actor: CaseActor;
  note: string | null;
  /** The owner's offer (negotiating) or the agreed price (agreed), minor units; absent on other steps. */
  last_offer?: number;
  /** closed_unsuccessful only. */
  reason?: CloseReason;
}

export interface CaseRow {
  id: string;
  partner_id: string;
  key_id: string;
  environment: Environment;
  domain: string;
  tier: Tier;
  buyer_email: string;
  budget_cents: number;
  currency: string;
  status: CaseStatus;
  close_reason: CloseReason | null;
  last_offer_cents: number | null;
  agreed_price_cents: number | null;
  order_id: string | null;
  timeline: CaseTimelineEntry[];
  version: number;
  link_version: number;
  next_step_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = `id, partner_id, key_id, environment, domain, tier, buyer_email, budget_cents, currency, status,
  close_reason, last_offer_cents, agreed_price_cents, order_id, timeline,
  version, link_version, next_step_at, created_at, updated_at`;

/** Inserts a case; null when the domain already has a case in progress in that environment (the partial unique index). */
export async function insertCase(q: Queryable, c: CaseRow): Promise<CaseRow | null> {
  const rows = await q.query<CaseRow>(
    `INSERT INTO brokerage_cases (id, partner_id, key_id, environment, domain, tier, buyer_email, budget_cents, currency, status,
       close_reason, last_offer_cents, agreed_price_cents, order_id, timeline, version, link_version, next_step_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15::jsonb, $16, $17, $18, $19, $20)
     ON CONFLICT DO NOTHING
     RETURNING ${COLUMNS}`,
    [c.id, c.partner_id, c.key_id, c.environment, c.domain, c.tier, c.buyer_email, c.budget_cents, c.currency, c.status,
      c.close_reason, c.last_offer_cents, c.agreed_price_cents, c.order_id, JSON.stringify(c.timeline), c.version, c.link_version,
      c.next_step_at, c.created_at, c.updated_at],
  );
  return rows[0] ?? null;
}

export async function findCase(q: Queryable, id: string): Promise<CaseRow | null> {
  const rows = await q.query<CaseRow>(`SELECT ${COLUMNS} FROM brokerage_cases WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/** The case with its row locked until the caller's transaction ends: moves of one case run one at a time. */
export async function lockCase(q: Queryable, id: string): Promise<CaseRow | null> {
  const rows = await q.query<CaseRow>(`SELECT ${COLUMNS} FROM brokerage_cases WHERE id = $1 FOR UPDATE`, [id]);
  return rows[0] ?? null;
}

/** The case in progress for a domain in an environment, whoever opened it (there is at most one). */
export async function findOpenCaseByDomain(q: Queryable, environment: Environment, domain: string): Promise<CaseRow | null> {
  const rows = await q.query<CaseRow>(
    `SELECT ${COLUMNS} FROM brokerage_cases
      WHERE environment = $1 AND domain = $2 AND status NOT IN ('completed', 'closed_unsuccessful', 'cancelled')`,
    [environment, domain],
  );
  return rows[0] ?? null;
}

export interface CaseChange {
  id: string;
  expectedVersion: number;
  status: CaseStatus;
  entry: CaseTimelineEntry;
  closeReason?: CloseReason | null | undefined;
  lastOfferCents?: number | null | undefined;
  agreedPriceCents?: number | null | undefined;
  orderId?: string | null | undefined;
  nextStepAt: Date | null;
  now: Date;
}

/** Moves a locked case, appends its timeline entry and bumps its version, only while it is still at `expectedVersion`. */
export async function applyCaseTransition(q: Queryable, c: CaseChange): Promise<CaseRow | null> {
  const rows = await q.query<CaseRow>(
    `UPDATE brokerage_cases SET status = $3, timeline = timeline || jsonb_build_array($4::jsonb),
       close_reason = COALESCE($5, close_reason), last_offer_cents = COALESCE($6, last_offer_cents),
       agreed_price_cents = COALESCE($7, agreed_price_cents), order_id = COALESCE($8, order_id),
       next_step_at = $9, version = version + 1, updated_at = $10
      WHERE id = $1 AND version = $2
      RETURNING ${COLUMNS}`,
    [c.id, c.expectedVersion, c.status, JSON.stringify(c.entry), c.closeReason ?? null, c.lastOfferCents ?? null,
      c.agreedPriceCents ?? null, c.orderId ?? null, c.nextStepAt, c.now],
  );
  return rows[0] ?? null;
}

/** A new progress-link version: every link signed for an older one stops working. */
export async function bumpLinkVersion(q: Queryable, id: string, now: Date): Promise<CaseRow | null> {
  const rows = await q.query<CaseRow>(
    `UPDATE brokerage_cases SET link_version = link_version + 1, updated_at = $2 WHERE id = $1 RETURNING ${COLUMNS}`, [id, now],
  );
  return rows[0] ?? null;
}

/** Sandbox cases whose next automatic step is due, oldest first. */
export async function dueSandboxCases(q: Queryable, now: Date, limit: number): Promise<string[]> {
  const rows = await q.query<{ id: string }>(
    'SELECT id FROM brokerage_cases WHERE next_step_at IS NOT NULL AND next_step_at <= $1 ORDER BY next_step_at, id LIMIT $2', [now, limit],
  );
  return rows.map((r) => r.id);
}

/** Cases waiting for their order's transfer (the completion check reads these orders), keyset-paged on (updated_at, id). */
export async function transferringCases(
  q: Queryable, limit: number, after?: { updatedAt: Date; id: string },
): Promise<{ id: string; order_id: string; updated_at: Date }[]> {
  return q.query<{ id: string; order_id: string; updated_at: Date }>(
    `SELECT id, order_id, updated_at FROM brokerage_cases WHERE status = 'transferring' AND order_id IS NOT NULL
       AND ($2::timestamptz IS NULL OR (updated_at, id) > ($2, $3))
     ORDER BY updated_at, id LIMIT $1`,
    [limit, after?.updatedAt ?? null, after?.id ?? null],
  );
}

export interface CaseListFilter {
  partnerId?: string | undefined;
  environment?: Environment | undefined;
  statuses?: CaseStatus[] | undefined;
  domain?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  after?: { createdAt: Date; id: string } | undefined;
  limit: number;
}

/** Cases newest first (created_at, then id, descending); a partner's own when partnerId is given (operators: all). */
export async function listCases(q: Queryable, filter: CaseListFilter): Promise<CaseRow[]> {
  const c = new Conditions();
  if (filter.partnerId) c.add((n) => `partner_id = $${n}`, filter.partnerId);
  if (filter.environment) c.add((n) => `environment = $${n}`, filter.environment);
  if (filter.statuses?.length) c.add((n) => `status = ANY($${n}::text[])`, filter.statuses);
  if (filter.domain) c.add((n) => `domain = $${n}`, filter.domain);
  if (filter.from) c.add((n) => `created_at >= $${n}`, filter.from);
  if (filter.to) c.add((n) => `created_at < $${n}`, filter.to);
  c.before(filter.after);
  const limit = c.param(filter.limit);
  return q.query<CaseRow>(`SELECT ${COLUMNS} FROM brokerage_cases WHERE ${c.where} ORDER BY created_at DESC, id DESC LIMIT ${limit}`, c.params);
}

// --- site probe cache -------------------------------------------------------------------------------------------

export interface StoredProbe {
  verdict: string;
  evidence: string;
  probed_at: Date;
}

export async function findProbe(q: Queryable, domain: string, notBefore: Date): Promise<StoredProbe | null> {
  const rows = await q.query<StoredProbe>(
    'SELECT verdict, evidence, probed_at FROM brokerage_site_probes WHERE domain = $1 AND probed_at >= $2', [domain, notBefore],
  );
  return rows[0] ?? null;
}

export async function storeProbe(q: Queryable, domain: string, probe: StoredProbe): Promise<void> {
  await q.query(
    `INSERT INTO brokerage_site_probes (domain, verdict, evidence, probed_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (domain) DO UPDATE SET verdict = EXCLUDED.verdict, evidence = EXCLUDED.evidence, probed_at = EXCLUDED.probed_at`,
    [domain, probe.verdict, probe.evidence, probe.probed_at],
  );
}
