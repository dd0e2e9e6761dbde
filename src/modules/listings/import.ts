import type { AppContext } from '../../context.js';
import type { SyncProgress } from '../catalog/sync/runs.js';
import { parseCsv } from './csv.js';
import { validateListingRecord, type Environment, type ListingInput } from './listing-input.js';
import { upsertListings } from './repository.js';

export const IMPORT_BATCH_SIZE = 500;

export interface ImportReport {
  /** Rows read (not counting a CSV header). */
  rows: number;
  inserted: number;
  updated: number;
  /** Bad rows, each with the line it is on; they are skipped, the rest is imported. */
  errors: { line: number; message: string }[];
}

export type ListingsFormat = 'csv' | 'jsonl';

/** Turns a CSV (with a header row) or JSON-lines file into records with their line numbers. */
export function* readListingRecords(text: string, format: ListingsFormat): Generator<{ line: number; record: Record<string, unknown> } | { line: number; error: string }> {
  if (format === 'jsonl') {
    const lines = text.split(/\r?\n/);
    for (const [index, raw] of lines.entries()) {
      if (raw.trim() === '') continue;
      try {
        const value = JSON.parse(raw) as unknown;
        if (typeof value !== 'object' || value === null || Array.isArray(value)) yield { line: index + 1, error: 'not a JSON object' };
        else yield { line: index + 1, record: value as Record<string, unknown> };
      } catch (error) {
        yield { line: index + 1, error: `invalid JSON: ${(error as Error).message}` };
      }
    }
    return;
  }
  let header: string[] | null = null;
  for (const { line, fields } of parseCsv(text)) {
    if (!header) {
      header = fields.map((f) => f.trim().toLowerCase());
      if (!header.includes('domain') || !header.includes('price')) {
        yield { line, error: 'the header row must name at least the columns domain and price' };
        return;
      }
      continue;
    }
    if (fields.length !== header.length) {
      yield { line, error: `expected ${header.length} fields, found ${fields.length}` };
      continue;
    }
    yield { line, record: Object.fromEntries(header.map((name, i) => [name, fields[i]])) };
  }
}

/**
 * `nameport listings import`: validates every row, then upserts the valid ones by domain in
 * transactions of IMPORT_BATCH_SIZE rows (a failing batch rolls back alone). Re-importing the same file
 * changes nothing but `updated_at`: listings keep their id and `created_at`.
 */
export async function importListings(
  ctx: AppContext,
  input: { text: string; format: ListingsFormat; environment: Environment; onProgress?: (p: SyncProgress) => void },
): Promise<ImportReport> {
  const report: ImportReport = { rows: 0, inserted: 0, updated: 0, errors: [] };
  const valid = new Map<string, ListingInput>(); // by domain: a later row for the same domain wins
  const now = ctx.clock.now();
  for (const item of readListingRecords(input.text, input.format)) {
    report.rows += 1;
    if ('error' in item) {
      report.errors.push({ line: item.line, message: item.error });
      continue;
    }
    const result = validateListingRecord(item.record, now);
    if (typeof result === 'string') report.errors.push({ line: item.line, message: result });
    else valid.set(result.domain.ascii, result);
  }
  const rows = [...valid.values()];
  for (let start = 0; start < rows.length; start += IMPORT_BATCH_SIZE) {
    const batch = rows.slice(start, start + IMPORT_BATCH_SIZE);
    const counts = await ctx.db.transaction((tx) =>
      upsertListings(tx, batch.map((listing) => ({ id: ctx.ids.next('lst'), input: listing })), input.environment, ctx.clock.now()));
    report.inserted += counts.inserted;
    report.updated += counts.updated;
    input.onProgress?.({ done: Math.min(start + IMPORT_BATCH_SIZE, rows.length), total: rows.length });
  }
  if (rows.length === 0) input.onProgress?.({ done: 0, total: 0 });
  return report;
}
