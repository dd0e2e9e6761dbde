import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppContext } from '../../context.js';
import { ASSETS_DIR } from '../../platform/paths.js';
import { LOCK_NAMES } from '../../platform/db/named-lock.js';
import { importListings, readListingRecords, type ImportReport } from './import.js';
import { validateListingRecord } from './listing-input.js';
import { listedDomains } from './repository.js';

export const SANDBOX_LISTINGS_FILE = join(ASSETS_DIR, 'sandbox', 'listings.jsonl');

/**
 * Loads the synthetic sandbox inventory (assets/sandbox/listings.jsonl, 5,200 listings) through the same importer
 * operators use. Resumable (issue 14 item 7): the importer commits in batches, so a start killed midway leaves part
 * of the file behind; every start imports the file's listings whose domain is not in the database yet, and only
 * those, so listings changed since (a sale, a new price) are left as they are. Under a lock, so two instances
 * starting together do not both import (item 5). Null when nothing was missing.
 */
export async function seedSandboxListings(ctx: AppContext): Promise<ImportReport | null> {
  return ctx.db.withLock(LOCK_NAMES.sandboxListings, async () => {
    const text = await missingSandboxListings(ctx, readFileSync(SANDBOX_LISTINGS_FILE, 'utf8'));
    if (text === null) return null;
    const report = await importListings(ctx, { text, format: 'jsonl', environment: 'sandbox' });
    ctx.log.info({ inserted: report.inserted, errors: report.errors.length }, 'sandbox listings loaded');
    return report;
  });
}

/** The lines of the JSON-lines file whose domain has no listing yet (as JSON lines), or null when there is none. */
async function missingSandboxListings(ctx: AppContext, file: string): Promise<string | null> {
  const lines = file.split(/\r?\n/);
  const domainOfLine = new Map<number, string>();
  const now = ctx.clock.now();
  for (const item of readListingRecords(file, 'jsonl')) {
    if ('error' in item) continue;
    const listing = validateListingRecord(item.record, now);
    if (typeof listing !== 'string') domainOfLine.set(item.line, listing.domain.ascii);
  }
  const present = await listedDomains(ctx.db, [...domainOfLine.values()]);
  const missing = [...domainOfLine].filter(([, domain]) => !present.has(domain)).map(([line]) => lines[line - 1]);
  return missing.length > 0 ? missing.join('\n') : null;
}
