import type { Queryable } from '../../../platform/db/db.js';
import type { RtrTldInfo } from '../../../providers/rtr/types.js';
import { mapTldInfo, type TldRequirements } from './map-metadata.js';

export interface TldMetadataRow {
  tld: string;
  metadata: TldRequirements;
  source: 'rtr';
  syncedAt: Date;
  refreshFailedAt: Date | null;
}

interface DbRow {
  tld: string;
  metadata: TldRequirements;
  source: 'rtr';
  synced_at: Date;
  refresh_failed_at: Date | null;
}

const toRow = (r: DbRow): TldMetadataRow => ({
  tld: r.tld,
  metadata: r.metadata,
  source: r.source,
  syncedAt: new Date(r.synced_at),
  refreshFailedAt: r.refresh_failed_at ? new Date(r.refresh_failed_at) : null,
});

export async function findTldMetadata(db: Queryable, tld: string): Promise<TldMetadataRow | null> {
  const rows = await db.query<DbRow>(
    'SELECT tld, metadata, source, synced_at, refresh_failed_at FROM tld_metadata WHERE tld = $1',
    [tld],
  );
  return rows[0] ? toRow(rows[0]) : null;
}

/** Stores one upstream answer under every name it applies to (RTR `applicableFor`, e.g. com and net). */
export async function saveTldInfo(db: Queryable, requestedTld: string, info: RtrTldInfo, syncedAt: Date): Promise<void> {
  const names = [...new Set([requestedTld, ...info.applicableFor])];
  const metadata = mapTldInfo(info);
  for (const tld of names) {
    await db.query(
      `INSERT INTO tld_metadata (tld, provider, metadata, raw, source, synced_at, refresh_failed_at, refresh_error)
       VALUES ($1, $2, $3, $4, 'rtr', $5, NULL, NULL)
       ON CONFLICT (tld) DO UPDATE SET provider = EXCLUDED.provider, metadata = EXCLUDED.metadata, raw = EXCLUDED.raw,
         synced_at = EXCLUDED.synced_at, refresh_failed_at = NULL, refresh_error = NULL`,
      [tld, info.provider, JSON.stringify(metadata), JSON.stringify(info), syncedAt],
    );
    await db.query('DELETE FROM tld_metadata_missing WHERE tld = $1', [tld]);
  }
}

export async function recordRefreshFailure(db: Queryable, tld: string, at: Date, error: string): Promise<void> {
  await db.query('UPDATE tld_metadata SET refresh_failed_at = $2, refresh_error = $3 WHERE tld = $1', [tld, at, error.slice(0, 500)]);
}

export async function recordMissingTld(db: Queryable, tld: string, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO tld_metadata_missing (tld, checked_at) VALUES ($1, $2)
     ON CONFLICT (tld) DO UPDATE SET checked_at = EXCLUDED.checked_at`,
    [tld, at],
  );
}

export async function missingCheckedAt(db: Queryable, tld: string): Promise<Date | null> {
  const rows = await db.query<{ checked_at: Date }>('SELECT checked_at FROM tld_metadata_missing WHERE tld = $1', [tld]);
  return rows[0] ? new Date(rows[0].checked_at) : null;
}

export async function listKnownTlds(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ tld: string }>(
    'SELECT tld FROM tld_metadata UNION SELECT tld FROM tld_prices ORDER BY 1',
  );
  return rows.map((r) => r.tld);
}
