import type { AppContext } from '../../../context.js';
import { parseTld } from '../../../domains/tld-name.js';
import { ApiError } from '../../../platform/errors.js';
import { UpstreamError } from '../../../providers/upstream-error.js';
import type { TldRequirements } from './map-metadata.js';
import {
  findTldMetadata, missingCheckedAt, recordMissingTld, recordRefreshFailure, saveTldInfo, type TldMetadataRow,
} from './repository.js';

/** Contract 2.4. */
export interface TldMetadata extends TldRequirements {
  tld: string;
  source: 'rtr';
  lastSyncedAt: string;
  stale: boolean;
}

/**
 * GET /api/tlds/{tld}/metadata, batch `tld_requirements`, MCP `tld_requirements`.
 *
 * - Stored data younger than TLD_REFRESH_INTERVAL_SECONDS is served as is.
 * - Older data is refreshed from the upstream first; when that fails the old data is served with
 *   `stale: true`, and the upstream is not asked again for TLD_REFRESH_RETRY_SECONDS.
 * - A TLD we have never seen is fetched on demand once (concurrent requests share one call);
 *   "no such TLD" is remembered for TLD_NOT_FOUND_TTL_SECONDS. A name outside IANA's root zone
 *   is answered 404 without asking the upstream.
 */
export async function getTldMetadata(ctx: AppContext, input: { tld: string }): Promise<TldMetadata> {
  const tld = parseTld(input.tld).ascii;
  const cached = ctx.tldMetadata.rows.get(tld);
  let row = cached ?? (await findTldMetadata(ctx.db, tld));

  if (row && isPastRefresh(ctx, row) && !isInRetryBackoff(ctx, row)) {
    row = (await refreshFromUpstream(ctx, tld, row)) ?? row;
  }
  if (!row) row = await fetchMissing(ctx, tld);
  // Only a row read from storage or the upstream starts a cache period; re-setting a hit would keep a
  // hot row cached forever and hide another instance's sync.
  if (row !== cached) ctx.tldMetadata.rows.set(tld, row);
  return present(ctx, tld, row);
}

/** The 2.4 answer for a row; built once per row and staleness, since most reads are cache hits. */
const presented = new WeakMap<TldMetadataRow, { stale: boolean; value: TldMetadata }>();

function present(ctx: AppContext, tld: string, row: TldMetadataRow): TldMetadata {
  const failedSinceSync = row.refreshFailedAt !== null && row.refreshFailedAt >= row.syncedAt;
  const stale = isPastRefresh(ctx, row) && failedSinceSync;
  const memo = presented.get(row);
  if (memo && memo.stale === stale && memo.value.tld === tld) return memo.value;
  const value: TldMetadata = Object.freeze({ tld, ...row.metadata, source: row.source, lastSyncedAt: row.syncedAt.toISOString(), stale });
  presented.set(row, { stale, value });
  return value;
}

const ageMs = (ctx: AppContext, since: Date): number => ctx.clock.now().getTime() - since.getTime();

function isPastRefresh(ctx: AppContext, row: TldMetadataRow): boolean {
  return ageMs(ctx, row.syncedAt) > ctx.config.tldRefreshIntervalSeconds * 1000;
}

function isInRetryBackoff(ctx: AppContext, row: TldMetadataRow): boolean {
  return row.refreshFailedAt !== null && ageMs(ctx, row.refreshFailedAt) < ctx.config.tldRefreshRetrySeconds * 1000;
}

/** Returns the refreshed row, or the row marked with the failure when the upstream did not answer. */
async function refreshFromUpstream(ctx: AppContext, tld: string, current: TldMetadataRow): Promise<TldMetadataRow | null> {
  return ctx.tldMetadata.upstreamCalls.run(tld, async () => {
    try {
      const info = await ctx.registry.tldInfo(tld);
      // The upstream no longer knows the TLD: keep serving what we have rather than inventing a 404.
      if (!info) throw new UpstreamError(ctx.registry.source, 'http', `no TLD info for ${tld} any more`, 404);
      await ctx.db.transaction((tx) => saveTldInfo(tx, tld, info, ctx.clock.now()));
      invalidate(ctx, [tld, ...info.applicableFor]);
      return findTldMetadata(ctx.db, tld);
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      const at = ctx.clock.now();
      ctx.log.warn({ tld, err: error.message }, 'TLD metadata refresh failed; serving stored data as stale');
      await recordRefreshFailure(ctx.db, tld, at, error.message);
      return { ...current, refreshFailedAt: at };
    }
  });
}

async function fetchMissing(ctx: AppContext, tld: string): Promise<TldMetadataRow> {
  if (!ctx.rootZone.has(tld)) throw notFound(tld, 'it is not a TLD in the IANA root zone');
  const checkedAt = await missingCheckedAt(ctx.db, tld);
  if (checkedAt && ageMs(ctx, checkedAt) < ctx.config.tldNotFoundTtlSeconds * 1000) {
    throw notFound(tld, 'the registry data source has no data for it');
  }
  const row = await ctx.tldMetadata.upstreamCalls.run(tld, async () => {
    let info: Awaited<ReturnType<typeof ctx.registry.tldInfo>>;
    try {
      info = await ctx.registry.tldInfo(tld);
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      ctx.log.warn({ tld, err: error.message }, 'TLD metadata fetch failed');
      throw new ApiError('upstream_unavailable', `TLD metadata for "${tld}" is not stored yet and the registry data source did not answer; retry later`);
    }
    if (!info) {
      await recordMissingTld(ctx.db, tld, ctx.clock.now());
      return null;
    }
    await ctx.db.transaction((tx) => saveTldInfo(tx, tld, info, ctx.clock.now()));
    return findTldMetadata(ctx.db, tld);
  });
  if (!row) throw notFound(tld, 'the registry data source has no data for it');
  return row;
}

function notFound(tld: string, why: string): ApiError {
  return new ApiError('not_found', `No metadata for TLD "${tld}": ${why}`);
}

export function invalidate(ctx: AppContext, tlds: Iterable<string>): void {
  for (const tld of tlds) ctx.tldMetadata.rows.delete(tld);
}
