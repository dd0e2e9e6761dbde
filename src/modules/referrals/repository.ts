import { Conditions } from '../../platform/db/conditions.js';
import type { Queryable } from '../../platform/db/db.js';

/**
 * The one owner of `affiliate_accounts`, `referral_links` and `referral_clicks` (migrations/055, issue 19). Each function
 * takes the caller's Queryable, so it joins the caller's transaction.
 */

export type Environment = 'sandbox' | 'live';
export type LinkKind = 'generic' | 'domain' | 'product';

export interface AffiliateRow { partner_id: string; linked_at: Date; note: string | null }

/** Links a partner to an affiliate account; true when it was not linked before. Throws on an unknown partner (FK). */
export async function insertAffiliate(q: Queryable, row: AffiliateRow): Promise<boolean> {
  const rows = await q.query('INSERT INTO affiliate_accounts (partner_id, linked_at, note) VALUES ($1, $2, $3) ON CONFLICT (partner_id) DO NOTHING RETURNING partner_id', [row.partner_id, row.linked_at, row.note]);
  return rows.length === 1;
}

export async function deleteAffiliate(q: Queryable, partnerId: string): Promise<boolean> {
  return (await q.query('DELETE FROM affiliate_accounts WHERE partner_id = $1 RETURNING partner_id', [partnerId])).length === 1;
}

export async function findAffiliate(q: Queryable, partnerId: string): Promise<AffiliateRow | null> {
  const rows = await q.query<AffiliateRow>('SELECT partner_id, linked_at, note FROM affiliate_accounts WHERE partner_id = $1', [partnerId]);
  return rows[0] ?? null;
}

export async function listAffiliates(q: Queryable): Promise<AffiliateRow[]> {
  return q.query<AffiliateRow>('SELECT partner_id, linked_at, note FROM affiliate_accounts ORDER BY linked_at, partner_id');
}

export interface LinkRow {
  id: string;
  token: string;
  partner_id: string;
  key_id: string;
  environment: Environment;
  kind: LinkKind;
  target: string | null;
  label: string | null;
  created_at: Date;
}

const LINK_COLUMNS = 'id, token, partner_id, key_id, environment, kind, target, label, created_at';

export async function insertLink(q: Queryable, link: LinkRow): Promise<void> {
  await q.query(
    `INSERT INTO referral_links (${LINK_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [link.id, link.token, link.partner_id, link.key_id, link.environment, link.kind, link.target, link.label, link.created_at],
  );
}

export async function findLinkByToken(q: Queryable, token: string): Promise<LinkRow | null> {
  const rows = await q.query<LinkRow>(`SELECT ${LINK_COLUMNS} FROM referral_links WHERE token = $1`, [token]);
  return rows[0] ?? null;
}

export async function findLink(q: Queryable, id: string): Promise<LinkRow | null> {
  const rows = await q.query<LinkRow>(`SELECT ${LINK_COLUMNS} FROM referral_links WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/**
 * A partner's links in one environment, newest first on (created_at, id), after a keyset position when paging
 * (platform/paging.ts); `limit` rows at most.
 */
export async function listLinks(
  q: Queryable, owner: { partnerId: string; environment: Environment }, page: { after?: { createdAt: Date; id: string } | undefined; limit: number },
): Promise<LinkRow[]> {
  const c = new Conditions().add((n) => `partner_id = $${n}`, owner.partnerId).add((n) => `environment = $${n}`, owner.environment).before(page.after);
  const limit = c.param(page.limit);
  return q.query<LinkRow>(`SELECT ${LINK_COLUMNS} FROM referral_links WHERE ${c.where} ORDER BY created_at DESC, id DESC LIMIT ${limit}`, c.params);
}

export async function countLinks(q: Queryable, owner: { partnerId: string; environment: Environment }): Promise<number> {
  const rows = await q.query<{ n: number }>('SELECT count(*) AS n FROM referral_links WHERE partner_id = $1 AND environment = $2', [owner.partnerId, owner.environment]);
  return rows[0]?.n ?? 0;
}

export async function insertClick(q: Queryable, click: { linkId: string; partnerId: string; environment: Environment; visitorHash: string; bot: boolean; at: Date }): Promise<void> {
  await q.query(
    'INSERT INTO referral_clicks (link_id, partner_id, environment, visitor_hash, bot, clicked_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [click.linkId, click.partnerId, click.environment, click.visitorHash, click.bot, click.at],
  );
}

export interface ClickCounts { clicks: number; unique_visitors: number; bot_clicks: number }

/**
 * All-time counts of some links of a partner account (one page of GET /links; unique visitors: distinct visitors among
 * clicks that are not bots).
 */
export async function clickCountsByLink(q: Queryable, owner: { partnerId: string; environment: Environment }, linkIds: string[]): Promise<Map<string, ClickCounts>> {
  if (linkIds.length === 0) return new Map();
  const rows = await q.query<ClickCounts & { link_id: string }>(
    `SELECT link_id, count(*) AS clicks, count(DISTINCT visitor_hash) FILTER (WHERE NOT bot) AS unique_visitors,
            count(*) FILTER (WHERE bot) AS bot_clicks
       FROM referral_clicks WHERE partner_id = $1 AND environment = $2 AND link_id IN (${linkIds.map((_, i) => `$${i + 3}`).join(', ')})
      GROUP BY link_id`,
    [owner.partnerId, owner.environment, ...linkIds],
  );
  return new Map(rows.map((r) => [r.link_id, { clicks: r.clicks, unique_visitors: r.unique_visitors, bot_clicks: r.bot_clicks }]));
}

export interface DailyClicks extends ClickCounts { day: string; link_id: string }

/** Clicks in [from, to) per UTC day and link, oldest day first. */
export async function dailyClicks(q: Queryable, owner: { partnerId: string; environment: Environment }, range: { from: Date; to: Date }, linkId?: string): Promise<DailyClicks[]> {
  const params: unknown[] = [owner.partnerId, owner.environment, range.from, range.to];
  if (linkId) params.push(linkId);
  return q.query<DailyClicks>(
    `SELECT to_char(clicked_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, link_id, count(*) AS clicks,
            count(DISTINCT visitor_hash) FILTER (WHERE NOT bot) AS unique_visitors, count(*) FILTER (WHERE bot) AS bot_clicks
       FROM referral_clicks
      WHERE partner_id = $1 AND environment = $2 AND clicked_at >= $3 AND clicked_at < $4${linkId ? ' AND link_id = $5' : ''}
      GROUP BY 1, 2 ORDER BY 1, 2`,
    params,
  );
}

/** Totals over [from, to): a visitor seen on several days or links counts once. */
export async function clickTotals(q: Queryable, owner: { partnerId: string; environment: Environment }, range: { from: Date; to: Date }, linkId?: string): Promise<ClickCounts> {
  const params: unknown[] = [owner.partnerId, owner.environment, range.from, range.to];
  if (linkId) params.push(linkId);
  const rows = await q.query<ClickCounts>(
    `SELECT count(*) AS clicks, count(DISTINCT visitor_hash) FILTER (WHERE NOT bot) AS unique_visitors, count(*) FILTER (WHERE bot) AS bot_clicks
       FROM referral_clicks WHERE partner_id = $1 AND environment = $2 AND clicked_at >= $3 AND clicked_at < $4${linkId ? ' AND link_id = $5' : ''}`,
    params,
  );
  return rows[0] ?? { clicks: 0, unique_visitors: 0, bot_clicks: 0 };
}
