import { activeListingsAmongSql, type ActiveListing } from '../listings/repository.js';
import type { Queryable } from '../../platform/db/db.js';
import type { Decision } from './decide.js';
import type { SearchSource, WhoisSummary } from './types.js';

/** A decision as stored in `search_decisions` (migrations/006_search.sql). */
export interface StoredDecision extends Omit<Decision, 'errors'> {
  domain: string;
  /** `sandbox` or `live` (migrations/010): the sandbox's answers never serve live mode. */
  environment: string;
  decidedAt: Date;
  expiresAt: Date;
}

interface Row {
  domain: string;
  state: StoredDecision['state'];
  available: boolean | null;
  source: SearchSource;
  whois: WhoisSummary | null;
  premium_cost_cents: number | null;
  decided_at: Date;
  expires_at: Date;
}

/**
 * What the database already knows about a search's domains, in one round trip: active listings of the environment
 * (the unique index on `listings.domain`) and unexpired stored decisions (the primary key of `search_decisions`).
 */
export async function findKnown(
  db: Queryable, domains: string[], environment: string, now: Date,
): Promise<{ listings: Map<string, ActiveListing>; decisions: Map<string, StoredDecision> }> {
  // The listings part is the listings repository's SELECT (it owns that table); both parts in one round trip.
  const rows = await db.query<{ kind: 'listing' | 'decision'; domain: string; data: Record<string, unknown> }>(
    `${activeListingsAmongSql('$1', '$2')}
     UNION ALL
     SELECT 'decision', domain, json_build_object('domain', domain, 'state', state, 'available', available, 'source', source, 'whois', whois,
            'premium_cost_cents', premium_cost_cents, 'decided_at', decided_at, 'expires_at', expires_at)
       FROM search_decisions WHERE environment = $2 AND domain = ANY($1::text[]) AND expires_at > $3`,
    [domains, environment, now],
  );
  const listings = new Map<string, ActiveListing>();
  const decisions = new Map<string, StoredDecision>();
  for (const row of rows) {
    const data = row.data;
    if (row.kind === 'listing') listings.set(row.domain, data as unknown as ActiveListing);
    else decisions.set(row.domain, toDecision(data as unknown as Row, environment));
  }
  return { listings, decisions };
}

function toDecision(r: Row, environment: string): StoredDecision {
  return {
    domain: r.domain,
    environment,
    state: r.state,
    available: r.available,
    source: r.source,
    whois: r.whois,
    premiumCostCents: r.premium_cost_cents,
    decidedAt: new Date(r.decided_at),
    expiresAt: new Date(r.expires_at),
  };
}

/** Stores a search's fresh decisions in one statement (one round trip per search, not per row). */
export async function saveDecisions(db: Queryable, decisions: StoredDecision[]): Promise<void> {
  if (decisions.length === 0) return;
  const params: unknown[] = [];
  const tuples = decisions.map((d) => {
    const at = params.length;
    params.push(d.environment, d.domain, d.state, d.available, d.source, d.whois === null ? null : JSON.stringify(d.whois), d.premiumCostCents, d.decidedAt, d.expiresAt);
    return `($${at + 1}, $${at + 2}, $${at + 3}, $${at + 4}, $${at + 5}, $${at + 6}::jsonb, $${at + 7}::integer, $${at + 8}::timestamptz, $${at + 9}::timestamptz)`;
  });
  await db.query(
    `INSERT INTO search_decisions (environment, domain, state, available, source, whois, premium_cost_cents, decided_at, expires_at)
     VALUES ${tuples.join(', ')}
     ON CONFLICT (environment, domain) DO UPDATE SET state = EXCLUDED.state, available = EXCLUDED.available, source = EXCLUDED.source,
       whois = EXCLUDED.whois, premium_cost_cents = EXCLUDED.premium_cost_cents, decided_at = EXCLUDED.decided_at,
       expires_at = EXCLUDED.expires_at`,
    params,
  );
}

/** Housekeeping: expired decisions are never read again. */
export async function purgeExpiredDecisions(db: Queryable, now: Date): Promise<number> {
  const rows = await db.query<{ n: number }>(
    'WITH gone AS (DELETE FROM search_decisions WHERE expires_at <= $1 RETURNING 1) SELECT count(*)::int AS n FROM gone',
    [now],
  );
  return rows[0]?.n ?? 0;
}
