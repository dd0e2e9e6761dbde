import type { Config } from '../../platform/config.js';
import { listCases } from '../../modules/brokerage/repository.js';
import { moveCase, revokeProgressLinks } from '../../modules/brokerage/service.js';
import { toCaseCore } from '../../modules/brokerage/schema.js';
import { BROKER_CLOSE_REASONS, CASE_STATUSES, isBrokerCloseReason, isCaseStatus } from '../../modules/brokerage/status.js';
import { formatMoney } from '../../platform/money.js';
import type { CliValues } from './parse.js';
import { UsageError } from './commands.js';
import { withOperatorRuntime } from './operator.js';

/**
 * `nameport brokerage advance|list|revoke-link` (issue 19): a broker's moves of a case. Like every operator command on
 * the embedded database, run them while `serve` is stopped (or against PostgreSQL with DATABASE_URL). A refused move
 * prints why and the moves that are allowed (exit 1).
 */
export async function brokerageCommand(config: Config, sub: string, operands: string[], values: CliValues): Promise<number> {
  if (sub === 'advance') return advance(config, operands[0], values);
  if (sub === 'list') return list(config, values.json === true);
  return revokeLink(config, operands[0]);
}

async function advance(config: Config, caseId: string | undefined, values: CliValues): Promise<number> {
  if (!caseId) throw new UsageError('brokerage advance needs CASE (the case id, bc_…)');
  const to = values.to;
  if (!to) throw new UsageError('brokerage advance needs --to STATUS');
  if (!isCaseStatus(to)) throw new UsageError(`--to "${to}" is not a case status; use one of ${CASE_STATUSES.join(', ')}`);
  let offerCents: number | undefined;
  if (values.offer !== undefined) {
    if (!/^\d{1,15}$/.test(values.offer) || Number(values.offer) <= 0) throw new UsageError(`--offer must be a positive whole number of minor units (cents), got "${values.offer}"`);
    offerCents = Number(values.offer);
  }
  const reason = values.reason;
  if (reason !== undefined && !isBrokerCloseReason(reason)) throw new UsageError(`--reason "${reason}" is not one of ${BROKER_CLOSE_REASONS.join(', ')}`);
  return withOperatorRuntime(config, async (ctx) => {
    const row = await moveCase(ctx, { caseId, to, actor: 'operator', offerCents, reason, note: values.note });
    const offer = row.last_offer_cents === null ? '' : `, last offer ${formatMoney(row.last_offer_cents, row.currency)}`;
    console.log(`${row.id} ${row.domain}: ${row.status}${row.close_reason ? ` (${row.close_reason})` : ''}${offer}${row.order_id ? `, order ${row.order_id}` : ''}`);
    return 0;
  });
}

async function list(config: Config, json: boolean): Promise<number> {
  return withOperatorRuntime(config, async (ctx) => {
    const rows = await listCases(ctx.db, { limit: 100 });
    if (json) {
      console.log(JSON.stringify(rows.map((row) => ({ ...toCaseCore(row), partner_id: row.partner_id })), null, 2));
      return 0;
    }
    if (rows.length === 0) console.log('no brokerage cases');
    for (const row of rows) {
      const offer = row.last_offer_cents === null ? '-' : formatMoney(row.last_offer_cents, row.currency);
      console.log(`${row.id}  ${row.environment.padEnd(7)}  ${row.status.padEnd(19)}  ${row.domain}  ${offer}  ${row.partner_id}`);
    }
    return 0;
  });
}

async function revokeLink(config: Config, caseId: string | undefined): Promise<number> {
  if (!caseId) throw new UsageError('brokerage revoke-link needs CASE (the case id, bc_…)');
  return withOperatorRuntime(config, async (ctx) => {
    const resource = await revokeProgressLinks(ctx, caseId);
    console.log(`${resource.case_id}: earlier progress links no longer work. New link (valid until ${resource.progress_url_expires_at}):`);
    console.log(resource.progress_url);
    return 0;
  });
}
