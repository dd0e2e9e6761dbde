import type { Queryable } from '../../platform/db/db.js';
import type { WhoisRecord } from '../../providers/whois-record.js';

/**
 * Provider answers by domain, in the database so every instance shares them (WHOIS_CACHE_SECONDS, default 1 h).
 * Only answers are cached; "no data" (404) and failures are not, so a new registration shows at once.
 */

export async function readCache(db: Queryable, domain: string, freshAfter: Date): Promise<WhoisRecord | null> {
  const rows = await db.query<{ result: WhoisRecord }>(
    'SELECT result FROM whois_cache WHERE domain = $1 AND fetched_at > $2',
    [domain, freshAfter],
  );
  return rows[0] ? rows[0].result : null;
}

export async function writeCache(db: Queryable, domain: string, result: WhoisRecord, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO whois_cache (domain, result, fetched_at) VALUES ($1, $2, $3)
     ON CONFLICT (domain) DO UPDATE SET result = EXCLUDED.result, fetched_at = EXCLUDED.fetched_at`,
    [domain, JSON.stringify(result), at],
  );
}
