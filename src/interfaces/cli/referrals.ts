import type { Config } from '../../platform/config.js';
import { refundByOperator } from '../../modules/orders/refunds.js';
import { linkAffiliate, listAffiliates, unlinkAffiliate } from '../../modules/referrals/service.js';
import { UsageError } from './commands.js';
import { withOperatorRuntime } from './operator.js';

/**
 * Issue 19: `nameport affiliates link|unlink|list` (a partner needs an affiliate account for referral links) and
 * `nameport orders refund ORDER_ID --reason TEXT` (refund a sale whose payment Nameport collected: the commission is
 * reversed in the ledger). Like every operator command on the embedded database, run them while `serve` is stopped
 * (or against PostgreSQL with DATABASE_URL).
 */
export async function affiliatesCommand(config: Config, sub: string, operands: string[], values: { note?: string; json?: boolean }): Promise<number> {
  if (sub === 'list') {
    return withOperatorRuntime(config, async (ctx) => {
      const rows = await listAffiliates(ctx);
      if (values.json) console.log(JSON.stringify(rows.map((r) => ({ partner_id: r.partner_id, linked_at: r.linked_at.toISOString(), note: r.note })), null, 2));
      else if (rows.length === 0) console.log('no partner is linked to an affiliate account (nameport affiliates link PARTNER_ID)');
      else for (const r of rows) console.log(`${r.partner_id}  linked ${r.linked_at.toISOString()}${r.note ? `  ${r.note}` : ''}`);
      return 0;
    });
  }
  const [partnerId] = operands;
  if (!partnerId) throw new UsageError(`affiliates ${sub} needs PARTNER_ID (nameport partners list shows them)`);
  return withOperatorRuntime(config, async (ctx) => {
    if (sub === 'link') {
      const { created } = await linkAffiliate(ctx, { partnerId, note: values.note });
      console.log(created ? `${partnerId}: linked to an affiliate account; its credentials with scope refer may create referral links` : `${partnerId}: already linked (nothing changed)`);
      return 0;
    }
    const removed = await unlinkAffiliate(ctx, partnerId);
    console.log(removed ? `${partnerId}: unlinked; its links keep working, it can no longer create or list them` : `${partnerId}: was not linked (nothing changed)`);
    return 0;
  });
}

export async function ordersRefundCommand(config: Config, operands: string[], values: { reason?: string }): Promise<number> {
  const [orderId] = operands;
  if (!orderId) throw new UsageError('orders refund needs ORDER_ID');
  if (!values.reason?.trim()) throw new UsageError('orders refund needs --reason TEXT (kept on the order\'s timeline)');
  const reason = values.reason;
  return withOperatorRuntime(config, async (ctx) => {
    const refund = await refundByOperator(ctx, { orderId, reason });
    console.log(`${orderId}: ${refund.status}, ${refund.amount_cents} ${refund.currency} to return to the buyer; commission ${refund.commission_reversed_cents} reversed in the ledger`);
    return 0;
  });
}
