/**
 * Settlement periods (issue 18). Decision: twice a month in UTC, from the 1st to the 14th and from the 15th to the
 * end of the month (the precedent's cadence). A period is named by its first day, e.g. `2026-03-15`.
 */
export interface SettlementPeriod { id: string; start: Date; end: Date }

const PERIOD_ID = /^(\d{4})-(\d{2})-(01|15)$/;

export function settlementPeriodOf(at: Date): SettlementPeriod {
  const y = at.getUTCFullYear();
  const m = at.getUTCMonth();
  const firstHalf = at.getUTCDate() < 15;
  const start = new Date(Date.UTC(y, m, firstHalf ? 1 : 15));
  const end = firstHalf ? new Date(Date.UTC(y, m, 15)) : new Date(Date.UTC(y, m + 1, 1));
  return { id: start.toISOString().slice(0, 10), start, end };
}

/** The period named `YYYY-MM-01` or `YYYY-MM-15`; null for anything else. */
export function parseSettlementPeriod(id: string): SettlementPeriod | null {
  const m = PERIOD_ID.exec(id);
  if (!m) return null;
  const start = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  if (Number.isNaN(start.getTime()) || start.toISOString().slice(0, 10) !== id) return null;
  return settlementPeriodOf(start);
}
