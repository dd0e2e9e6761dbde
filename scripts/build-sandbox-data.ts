/**
 * Builds the sandbox data set (assets/sandbox/*.json) served by the built-in sandbox upstream in
 * Realtime Register's formats, so a newcomer without an RTR key or internet sees real answers.
 *
 * - TLD info: com/net and nl are Realtime Register's own SDK fixtures (real shape, close to real values).
 *   Every other TLD is SYNTHETIC: plausible facts written here by hand, flagged `synthetic: true`.
 * - Prices: a real registrar's public retail price list of 2025-03-22 (assets/sandbox/source), converted
 *   to the RTR price-list shape and used as our cost. Handshake names and all-zero TLDs are left out;
 *   a 0.00 transfer (uk: free) is kept as 0. The source has no restore prices: RESTORE is synthetic,
 *   set for the TLDs whose info lists the RESTORE feature. Sandbox TLDs the list does not sell (fr, it, es,
 *   ch, be, se, au) get synthetic prices (SYNTHETIC_PRICES).
 *
 * Run: npx tsx scripts/build-sandbox-data.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const fixture = (name: string) => JSON.parse(readFileSync(join(root, 'test/fixtures/rtr', name), 'utf8'));

type Info = { provider: string; applicableFor: string[]; metadata: Record<string, unknown> };
interface Synthetic {
  provider: string;
  periods?: number[];
  features?: string[];
  premium?: string;
  ns?: { min: number; max: number; required: boolean };
  countries?: string[];
  orgRequired?: boolean;
  idn?: boolean;
  authcode?: boolean;
}

const YEARS_1_10 = [12, 24, 36, 48, 60, 72, 84, 96, 108, 120];
const GTLD_FEATURES = ['CREATE', 'RENEW', 'TRANSFER', 'UPDATE', 'DELETE', 'RESTORE', 'PRIVACY_PROTECT'];
const CC_FEATURES = ['CREATE', 'RENEW', 'TRANSFER', 'UPDATE', 'DELETE', 'RESTORE'];
const EU_EEA = ['AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IS', 'IT', 'LI', 'LT', 'LU', 'LV', 'MT', 'NL', 'NO', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK'];

const synthetic: Record<string, Synthetic> = {
  org: { provider: 'Public Interest Registry', premium: 'REGULAR' },
  info: { provider: 'Identity Digital', premium: 'REGULAR' },
  biz: { provider: 'GoDaddy Registry' },
  io: { provider: 'Identity Digital', premium: 'REGULAR', features: CC_FEATURES },
  co: { provider: 'GoDaddy Registry', premium: 'REGULAR', periods: [12, 24, 36, 48, 60] },
  ai: { provider: 'Government of Anguilla', premium: 'REGULAR', periods: [24, 36, 48, 60, 72, 84, 96, 108, 120], features: CC_FEATURES },
  app: { provider: 'Google Registry', premium: 'REGULAR' },
  dev: { provider: 'Google Registry', premium: 'REGULAR' },
  page: { provider: 'Google Registry', premium: 'REGULAR' },
  xyz: { provider: 'XYZ.COM LLC', premium: 'CREATE_ONLY' },
  me: { provider: 'doMEn', premium: 'REGULAR', features: CC_FEATURES },
  us: { provider: 'GoDaddy Registry', countries: ['US'], features: CC_FEATURES, idn: false },
  uk: { provider: 'Nominet', periods: [12, 24, 36, 48, 60, 72, 84, 96, 108, 120], features: CC_FEATURES, authcode: false, ns: { min: 0, max: 10, required: false } },
  de: { provider: 'DENIC', periods: [12], features: CC_FEATURES, ns: { min: 2, max: 5, required: true } },
  eu: { provider: 'EURid', periods: [12, 24, 36, 48, 60, 72, 84, 96, 108, 120], countries: EU_EEA, features: CC_FEATURES },
  fr: { provider: 'AFNIC', periods: [12, 24, 36, 48, 60, 72, 84, 96, 108, 120], countries: [...EU_EEA, 'CH'].sort(), features: CC_FEATURES },
  it: { provider: 'Registro .it', periods: [12], countries: [...EU_EEA, 'CH', 'SM', 'VA'].sort(), features: CC_FEATURES, ns: { min: 2, max: 6, required: true } },
  es: { provider: 'Red.es', periods: [12, 24, 36, 48, 60, 72, 84, 96, 108, 120], features: CC_FEATURES },
  ch: { provider: 'SWITCH', periods: [12], features: CC_FEATURES, ns: { min: 2, max: 7, required: true } },
  be: { provider: 'DNS Belgium', periods: [12], features: CC_FEATURES },
  se: { provider: 'Internetstiftelsen', periods: [12, 24, 36, 48, 60, 72, 84, 96, 108, 120], features: CC_FEATURES },
  ca: { provider: 'CIRA', countries: ['CA'], features: CC_FEATURES },
  au: { provider: 'auDA', periods: [12, 24, 36, 48, 60], countries: ['AU'], features: CC_FEATURES, ns: { min: 2, max: 13, required: true } },
  in: { provider: 'NIXI', features: CC_FEATURES },
  tv: { provider: 'GoDaddy Registry', premium: 'REGULAR', features: CC_FEATURES },
  cc: { provider: 'Verisign', features: CC_FEATURES },
  online: { provider: 'Radix', premium: 'REGULAR' },
  site: { provider: 'Radix', premium: 'REGULAR' },
  store: { provider: 'Radix', premium: 'REGULAR' },
  tech: { provider: 'Radix', premium: 'REGULAR' },
  shop: { provider: 'GMO Registry', premium: 'REGULAR' },
  blog: { provider: 'Knock Knock WHOIS There', premium: 'REGULAR' },
  cloud: { provider: 'Aruba', premium: 'REGULAR' },
  club: { provider: 'GoDaddy Registry', premium: 'REGULAR' },
  live: { provider: 'Identity Digital', premium: 'REGULAR' },
  pro: { provider: 'Identity Digital', orgRequired: false },
  mobi: { provider: 'Identity Digital' },
};

function syntheticInfo(tld: string, s: Synthetic): Info {
  return {
    provider: s.provider,
    applicableFor: [tld],
    metadata: {
      createDomainPeriods: s.periods ?? YEARS_1_10,
      renewDomainPeriods: s.periods ?? YEARS_1_10,
      transferDomainPeriods: [12],
      featuresAvailable: s.features ?? GTLD_FEATURES,
      premiumSupport: s.premium ?? 'NO',
      transferRequiresAuthcode: s.authcode ?? true,
      domainSyntax: { minLength: tld === 'de' ? 1 : 2, maxLength: 63, idnSupport: s.idn ?? true },
      nameservers: s.ns ?? { min: 0, max: 13, required: false },
      registrant: {
        organizationRequired: s.orgRequired ?? false,
        organizationAllowed: true,
        ...(s.countries ? { allowedCountries: s.countries } : {}),
      },
    },
  };
}

const tlds: Record<string, { synthetic: boolean; info: Info }> = {};
const com = fixture('tldinfo_com.json') as Info;
tlds.com = { synthetic: false, info: com };
tlds.nl = { synthetic: false, info: fixture('tldinfo_nl.json') as Info };
for (const [tld, facts] of Object.entries(synthetic)) tlds[tld] = { synthetic: true, info: syntheticInfo(tld, facts) };

const source = JSON.parse(readFileSync(join(root, 'assets/sandbox/source/porkbun-pricing-2025-03-22.json'), 'utf8')) as {
  pricing: Record<string, { registration: string; renewal: string; transfer: string; specialType?: string }>;
};
// Synthetic prices (USD, create/renew/transfer) for sandbox TLDs the retail list does not sell.
const SYNTHETIC_PRICES: Record<string, [string, string, string]> = {
  fr: ['9.99', '12.99', '12.99'], it: ['8.99', '9.99', '9.99'], es: ['8.49', '8.49', '8.49'], ch: ['12.99', '12.99', '12.99'],
  be: ['7.99', '7.99', '7.99'], se: ['19.99', '19.99', '19.99'], au: ['11.99', '11.99', '11.99'],
};
for (const [tld, [registration, renewal, transfer]] of Object.entries(SYNTHETIC_PRICES)) {
  if (!source.pricing[tld]) source.pricing[tld] = { registration, renewal, transfer };
}
const cents = (usd: string) => Math.round(Number(usd.replace(/,/g, '')) * 100);
const prices: { product: string; action: string; currency: string; price: number; synthetic?: boolean }[] = [];
for (const [tld, p] of Object.entries(source.pricing).sort(([a], [b]) => a.localeCompare(b))) {
  if (p.specialType) continue; // Handshake names are not ICANN TLDs
  const create = cents(p.registration);
  const renew = cents(p.renewal);
  const transfer = cents(p.transfer);
  if (create === 0 && renew === 0 && transfer === 0) continue; // e.g. .fly: not actually offered
  if (create > 0) prices.push({ product: `domain_${tld}`, action: 'CREATE', currency: 'USD', price: create });
  if (renew > 0) prices.push({ product: `domain_${tld}`, action: 'RENEW', currency: 'USD', price: renew });
  prices.push({ product: `domain_${tld}`, action: 'TRANSFER', currency: 'USD', price: transfer });
  const info = tlds[tld]?.info ?? (com.applicableFor.includes(tld) ? com : undefined);
  const features = (info?.metadata.featuresAvailable as string[] | undefined) ?? [];
  if (features.includes('RESTORE') && renew > 0) {
    // Synthetic: registries charge a flat redemption fee; we use renewal + 80 USD.
    prices.push({ product: `domain_${tld}`, action: 'RESTORE', currency: 'USD', price: renew + 8000, synthetic: true });
  }
}

for (const price of prices) if (SYNTHETIC_PRICES[price.product.slice('domain_'.length)]) price.synthetic = true;

const note = 'Nameport sandbox data set. Entries with synthetic: true are invented but plausible; see scripts/build-sandbox-data.ts.';
writeFileSync(join(root, 'assets/sandbox/tld-info.json'), `${JSON.stringify({ note, tlds }, null, 1)}\n`);
writeFileSync(join(root, 'assets/sandbox/pricelist.json'), `${JSON.stringify({ note, prices })}\n`);
console.log(`sandbox: ${Object.keys(tlds).length} TLD infos, ${prices.length} prices`);
