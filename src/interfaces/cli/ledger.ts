import type { Config } from '../../platform/config.js';
import { runPayouts, setCommissionRate } from '../../modules/ledger/service.js';
import { closeSettlementPeriod } from '../../modules/settlements/close.js';
import { UsageError } from './commands.js';
import { withOperatorRuntime } from './operator.js';

/**
 * `nameport payouts run [--dry-run]` and `nameport commission set PARTNER_ID BPS` (issue 18). Like every operator
 * command on the embedded database, run them while `serve` is stopped (or against PostgreSQL with DATABASE_URL).
 */
export async function payoutsRunCommand(config: Config, values: { 'dry-run'?: boolean }): Promise<number> {
  const dryRun = values['dry-run'] === true;
  return withOperatorRuntime(config, async (ctx) => {
    const result = await runPayouts(ctx, { dryRun, onProgress: (line) => process.stderr.write(`${line}\n`) });
    console.log(`period ${result.period}: ${result.planned.length} account(s) with due commissions`);
    for (const p of result.planned) {
      const skipped = result.skipped.find((s) => s.partner_id === p.partner_id && s.environment === p.environment && s.currency === p.currency);
      const verdict = skipped ? `not paid: ${skipped.reason}` : dryRun ? 'would be paid' : 'paid';
      console.log(`${p.partner_id}  ${p.environment.padEnd(7)}  ${p.total_cents} ${p.currency}  ${p.entry_count} entries  ${verdict}`);
    }
    console.log(dryRun ? 'dry run: nothing was written' : `${result.paid.length} payout(s) made`);
    return 0;
  });
}

export async function commissionSetCommand(config: Config, operands: string[]): Promise<number> {
  const [partnerId, bpsText] = operands;
  if (!partnerId || !bpsText) throw new UsageError('commission set needs PARTNER_ID and BPS (basis points: 1000 = 10 %)');
  if (!/^\d{1,5}$/.test(bpsText)) throw new UsageError(`BPS must be a whole number from 0 to 10000, got "${bpsText}"`);
  return withOperatorRuntime(config, async (ctx) => {
    await setCommissionRate(ctx, { partnerId, bps: Number(bpsText) });
    console.log(`${partnerId}: commission ${bpsText} bps from the next order on`);
    return 0;
  });
}

export async function settlementsCloseCommand(config: Config, operands: string[]): Promise<number> {
  const [period] = operands;
  if (!period) throw new UsageError('settlements close needs PERIOD (YYYY-MM-01 or YYYY-MM-15)');
  return withOperatorRuntime(config, async (ctx) => {
    const { closed, alreadyClosed } = await closeSettlementPeriod(ctx, period);
    for (const s of closed) {
      console.log(`${s.id}  ${s.partner_id}  ${s.environment.padEnd(7)}  gross ${s.gross_sold_cents}  commission ${s.commission_cents}  owed to service ${s.owed_to_service_cents}  owed to partner ${s.owed_to_partner_cents} ${s.currency}  ${s.order_count} orders`);
    }
    console.log(`period ${period}: ${closed.length} settlement(s) closed${alreadyClosed ? `, ${alreadyClosed} closed before` : ''}`);
    return 0;
  });
}
