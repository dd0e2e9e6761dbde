/**
 * The retail rule (README "Pricing"): retail = cost × (1 + PRICING_MARKUP_PERCENT / 100)
 * + PRICING_MARKUP_FIXED_CENTS, rounded *up* to a whole cent, so we never sell below cost through
 * rounding. A free operation (cost 0, e.g. a .uk transfer) stays free: no fee on what the registry
 * does not charge. Integer arithmetic in basis points avoids float drift (10% of 1106 is exactly 110.6).
 */
export interface MarkupRule {
  markupPercent: number;
  markupFixedCents: number;
}

export function retailCents(costCents: number, rule: MarkupRule): number {
  if (costCents === 0) return 0;
  const basisPoints = Math.round(rule.markupPercent * 100);
  const marked = Math.ceil((costCents * (10_000 + basisPoints)) / 10_000);
  return marked + rule.markupFixedCents;
}
