import type { AppContext } from '../../context.js';
import { listReferredOrders } from '../orders/repository.js';
import { reportRange } from '../settlements/service.js';
import { clickTotals, dailyClicks, type Environment } from './repository.js';
import { isKeptSale } from './service.js';

/**
 * GET /me/clicks and GET /analytics (issue 19; contract 4.3, scope report). Windows come from reportRange (the same
 * rule as the other reports: from inclusive, to exclusive, ISO 8601, default the last 365 days up to now on ctx.clock,
 * at most 366 days). Days are UTC.
 *
 * The funnel: clicks (every request of a link, bots included) → unique_visitors (distinct visitors among clicks that
 * are not bots) → conversions (orders placed through a link: the buyer carried its cookie, whatever happened to the
 * order later) → sales (conversions neither refunded nor cancelled). revenue and commission are those of the sales:
 * the same amounts the ledger holds for these orders after reversals. conversion_rate = conversions / unique_visitors
 * (0 when there were no visitors), rounded to 4 decimals.
 */

interface Owner { partnerId: string; environment: Environment }
interface RangeInput { from?: string | undefined; to?: string | undefined }

export async function clicksReport(ctx: AppContext, owner: Owner, input: RangeInput & { link_id?: string | undefined }) {
  const range = reportRange(ctx, input);
  const [days, totals] = await Promise.all([
    dailyClicks(ctx.db, owner, range, input.link_id), clickTotals(ctx.db, owner, range, input.link_id),
  ]);
  return {
    from: range.from.toISOString(), to: range.to.toISOString(),
    items: days.map((d) => ({ date: d.day, link_id: d.link_id, clicks: d.clicks, unique_visitors: d.unique_visitors, bot_clicks: d.bot_clicks })),
    totals,
  };
}

export async function analyticsReport(ctx: AppContext, owner: Owner, input: RangeInput) {
  const range = reportRange(ctx, input);
  const [clicks, orders] = await Promise.all([
    clickTotals(ctx.db, owner, range), listReferredOrders(ctx.db, { ...owner, from: range.from, to: range.to }),
  ]);
  const byCurrency = new Map<string, { currency: string; sales: number; revenue: number; commission: number }>();
  for (const o of orders.filter(isKeptSale)) {
    const c = byCurrency.get(o.currency) ?? { currency: o.currency, sales: 0, revenue: 0, commission: 0 };
    c.sales += 1;
    c.revenue += o.price_cents;
    c.commission += o.commission_cents;
    byCurrency.set(o.currency, c);
  }
  const currencies = [...byCurrency.values()].sort((a, b) => a.currency.localeCompare(b.currency));
  const main = currencies[0] ?? { currency: 'USD', sales: 0, revenue: 0, commission: 0 };
  const conversions = orders.length;
  return {
    from: range.from.toISOString(), to: range.to.toISOString(),
    clicks: clicks.clicks, unique_visitors: clicks.unique_visitors, bot_clicks: clicks.bot_clicks,
    conversions, sales: currencies.reduce((n, c) => n + c.sales, 0),
    revenue: main.revenue, commission: main.commission, currency: main.currency,
    conversion_rate: clicks.unique_visitors === 0 ? 0 : Math.round((conversions / clicks.unique_visitors) * 10_000) / 10_000,
    by_currency: currencies,
  };
}
