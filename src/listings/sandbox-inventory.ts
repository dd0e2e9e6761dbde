import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppContext } from '../context.js';
import { ASSETS_DIR } from '../paths.js';
import { importListings, type ImportReport } from './import.js';

export const SANDBOX_LISTINGS_FILE = join(ASSETS_DIR, 'sandbox', 'listings.jsonl');

/**
 * Loads the synthetic sandbox inventory (assets/sandbox/listings.jsonl, 5,200 listings) through the same
 * importer operators use, once: when no sandbox listing exists yet.
 */
export async function seedSandboxListings(ctx: AppContext): Promise<ImportReport | null> {
  const existing = await ctx.db.query(`SELECT 1 FROM listings WHERE environment = 'sandbox' LIMIT 1`);
  if (existing.length > 0) return null;
  const report = await importListings(ctx, { text: readFileSync(SANDBOX_LISTINGS_FILE, 'utf8'), format: 'jsonl', environment: 'sandbox' });
  ctx.log.info({ inserted: report.inserted, errors: report.errors.length }, 'sandbox listings loaded');
  return report;
}
