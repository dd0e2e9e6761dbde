import { readFileSync } from 'node:fs';
import { extname } from 'node:path';
import { createRuntime } from '../../bootstrap.js';
import type { Config } from '../../platform/config.js';
import { importListings, type ListingsFormat } from '../../modules/listings/import.js';
import type { Environment } from '../../modules/listings/listing-input.js';
import { UsageError } from './commands.js';
import { progressPrinter } from './progress.js';

const MAX_ERRORS_SHOWN = 50;

/** `nameport listings import FILE`: prints bad rows with their line numbers; exit 1 when any row was bad. */
export async function listingsImportCommand(
  config: Config,
  file: string | undefined,
  options: { format?: string; env?: string },
): Promise<number> {
  if (!file) throw new UsageError('listings import needs a FILE (CSV with a header row, or JSON lines)');
  const format = (options.format ?? (extname(file).toLowerCase() === '.csv' ? 'csv' : extname(file).toLowerCase().replace('.', ''))) as ListingsFormat;
  if (format !== 'csv' && format !== 'jsonl') throw new UsageError(`--format must be csv or jsonl (could not tell from "${file}")`);
  const environment = (options.env ?? (config.sandbox ? 'sandbox' : 'live')) as Environment;
  if (environment !== 'sandbox' && environment !== 'live') throw new UsageError('--env must be sandbox or live');
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new UsageError(`cannot read ${file}: ${(error as Error).message}`);
  }

  const runtime = await createRuntime({ ...config, logLevel: config.logLevel === 'info' ? 'warn' : config.logLevel });
  try {
    const report = await importListings(runtime.ctx, { text, format, environment, onProgress: progressPrinter('listings') });
    for (const { line, message } of report.errors.slice(0, MAX_ERRORS_SHOWN)) console.error(`${file}:${line}: ${message}`);
    if (report.errors.length > MAX_ERRORS_SHOWN) console.error(`… and ${report.errors.length - MAX_ERRORS_SHOWN} more bad rows`);
    console.log(`listings (${environment}): ${report.rows} rows read, ${report.inserted} new, ${report.updated} updated, ${report.errors.length} rejected`);
    return report.errors.length > 0 ? 1 : 0;
  } finally {
    await runtime.close();
  }
}
