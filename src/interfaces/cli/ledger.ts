import type { Config } from '../../platform/config.js';
import { runPayouts, setCommissionRate } from '../../modules/ledger/service.js';
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
