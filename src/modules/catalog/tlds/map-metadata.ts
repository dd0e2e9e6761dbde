import type { RtrTldInfo } from '../../../providers/rtr/types.js';

/** Contract 2.4 featuresAvailable values; anything else the upstream adds is left out. */
export const FEATURES = ['CREATE', 'RENEW', 'TRANSFER', 'UPDATE', 'DELETE', 'RESTORE', 'PRIVACY_PROTECT'] as const;
export type Feature = (typeof FEATURES)[number];

/** The 2.4 fields that come from the upstream (tld, source, lastSyncedAt and stale are added on read). */
export interface TldRequirements {
  provider: string;
  periodsMonths: number[];
  minPeriodMonths: number | null;
  maxPeriodMonths: number | null;
  allowedYears: number[];
  minYears: number | null;
  maxYears: number | null;
  organizationRequired: boolean;
  organizationAllowed: boolean;
  allowedCountries: string[];
  minNameservers: number;
  maxNameservers: number | null;
  nameserversRequired: boolean;
  idnSupport: boolean;
  premiumSupport: string;
  transferRequiresAuthcode: boolean;
  featuresAvailable: Feature[];
}

const sortedUnique = (values: number[]): number[] =>
  [...new Set(values.filter((v) => Number.isInteger(v) && v > 0))].sort((a, b) => a - b);

/**
 * Maps Realtime Register TLD info to contract 2.4. Decisions (README "TLD requirements"):
 * - periods are the *create* periods in months; years are the periods divisible by 12 (DESIGN.md);
 * - a missing registrant block means organisation optional and allowed, no country restriction;
 * - a missing nameserver block means 0..unbounded (maxNameservers null), not required;
 * - idnSupport is `domainSyntax.idnSupport`, else true when an `idnType` is declared;
 * - premiumSupport is passed through as the upstream's open label (NO, REGULAR, CREATE_ONLY, …).
 */
export function mapTldInfo(info: RtrTldInfo): TldRequirements {
  const m = info.metadata;
  const periodsMonths = sortedUnique(m.createDomainPeriods ?? []);
  const allowedYears = periodsMonths.filter((p) => p % 12 === 0).map((p) => p / 12);
  const features = new Set((m.featuresAvailable ?? []).map((f) => String(f).toUpperCase()));
  return {
    provider: info.provider,
    periodsMonths,
    minPeriodMonths: periodsMonths[0] ?? null,
    maxPeriodMonths: periodsMonths.at(-1) ?? null,
    allowedYears,
    minYears: allowedYears[0] ?? null,
    maxYears: allowedYears.at(-1) ?? null,
    organizationRequired: m.registrant?.organizationRequired ?? false,
    organizationAllowed: m.registrant?.organizationAllowed ?? true,
    allowedCountries: (m.registrant?.allowedCountries ?? []).map((c) => String(c).toUpperCase()).sort(),
    minNameservers: m.nameservers?.min ?? 0,
    maxNameservers: m.nameservers?.max ?? null,
    nameserversRequired: m.nameservers?.required ?? false,
    idnSupport: m.domainSyntax?.idnSupport ?? Boolean(m.domainSyntax?.idnType),
    premiumSupport: typeof m.premiumSupport === 'string' ? m.premiumSupport : 'NO',
    transferRequiresAuthcode: m.transferRequiresAuthcode ?? true,
    featuresAvailable: FEATURES.filter((f) => features.has(f)),
  };
}
