import type { AppContext } from '../../context.js';
import type { Queryable } from '../../platform/db/db.js';
import { findListingByDomain } from '../listings/repository.js';
import type { SiteVerdict } from '../../providers/site-probe/types.js';
import { findOpenCaseByDomain, findProbe, storeProbe, type Environment } from './repository.js';

/**
 * Whether a domain can be brokered (issue 19; contract 4.3: "ineligible if it runs an active site or already has an
 * open case"; the issue adds: listed for buy-now, unregistered). One rule per function, cheapest first: the database
 * (listed, open case), then the registrar (registered?), then the site probe (a network fetch of the domain's site).
 * Each refusal is a code plus plain words saying what to do instead.
 */

export const ELIGIBILITY_REASONS = [
  'listed', 'open_case', 'unregistered', 'reserved', 'registration_unknown', 'active_site', 'site_unchecked',
] as const;
export type EligibilityReason = (typeof ELIGIBILITY_REASONS)[number];


export interface Eligibility {
  domain: string;
  eligible: boolean;
  /** Null when eligible. */
  reason: EligibilityReason | null;
  /** Plain words: why, and what to do instead. */
  message: string;
  /** What the site probe found (null when the check stopped before probing). */
  site: { verdict: SiteVerdict; evidence: string; checked_at: string } | null;
  /** The case in progress, when reason is open_case and it is the caller's own (another partner's case stays private). */
  open_case_id: string | null;
}

/** How long a probe verdict is reused (our decision): long enough that eligibility and POST /brokerage agree. */
export const SITE_PROBE_CACHE_MS = 10 * 60_000;

type Refusal = { reason: EligibilityReason; message: string; openCaseId?: string | null };

export async function checkEligibility(ctx: AppContext, input: { partnerId: string; environment: Environment; domain: string }): Promise<Eligibility> {
  const { domain } = input;
  const refuse = (r: Refusal, site: Eligibility['site'] = null): Eligibility => ({
    domain, eligible: false, reason: r.reason, message: r.message, site, open_case_id: r.openCaseId ?? null,
  });
  const listed = await listedForBuyNow(ctx.db, input.environment, domain);
  if (listed) return refuse(listed);
  const open = await caseInProgress(ctx.db, input);
  if (open) return refuse(open);
  const registration = await registered(ctx, domain);
  if (registration) return refuse(registration);
  const site = await siteOf(ctx, domain);
  if (site === null) {
    return refuse({ reason: 'site_unchecked', message: `We could not check whether ${domain} runs a website right now; try again in a few minutes.` });
  }
  if (site.verdict === 'active_site') {
    return refuse({ reason: 'active_site', message: `${domain} runs an active website (${site.evidence.replace(/\.$/, '')}); its owner is using it, so it cannot be brokered.` }, site);
  }
  return {
    domain, eligible: true, reason: null, site, open_case_id: null,
    message: `${domain} is registered, not for sale here and ${site.verdict === 'parked' ? 'parked' : 'shows no website'}: a broker can approach its owner.`,
  };
}

/** Listed for buy-now in the caller's environment (or held by an order in progress): buy it, no broker needed. */
async function listedForBuyNow(db: Queryable, environment: Environment, domain: string): Promise<Refusal | null> {
  const listing = await findListingByDomain(db, environment, domain);
  if (listing?.status === 'active') {
    return { reason: 'listed', message: `${domain} is for sale at a fixed price: buy it with POST /quotes and POST /orders, or a checkout session.` };
  }
  if (listing?.status === 'reserved') return { reason: 'listed', message: `${domain} is for sale here and an order for it is in progress.` };
  return null;
}

/** Contract 4.3: a domain with a case in progress (any partner's, in this environment) cannot get a second one. */
async function caseInProgress(db: Queryable, input: { partnerId: string; environment: Environment; domain: string }): Promise<Refusal | null> {
  const open = await findOpenCaseByDomain(db, input.environment, input.domain);
  if (!open) return null;
  const own = open.partner_id === input.partnerId;
  return {
    reason: 'open_case', openCaseId: own ? open.id : null,
    message: own
      ? `${input.domain} already has a brokerage case in progress (${open.id}); follow it with GET /brokerage/${open.id}.`
      : `${input.domain} already has a brokerage case in progress; a domain gets one broker at a time. Try again once it has ended.`,
  };
}

/** The registrar's check: an available name is registered by anyone (nothing to broker); a reserved one by nobody. */
async function registered(ctx: AppContext, domain: string): Promise<Refusal | null> {
  if (!ctx.availability) return { reason: 'registration_unknown', message: 'Registration data is not available on this server; try again later.' };
  try {
    const check = await ctx.availability.checkDomain(domain);
    if (check.available) return { reason: 'unregistered', message: `${domain} is not registered: nobody owns it, so register it instead of brokering it.` };
    if (check.reason !== null && /reserved/i.test(check.reason)) {
      return { reason: 'reserved', message: `${domain} is reserved by its registry: nobody can own it, so it cannot be bought.` };
    }
    return null;
  } catch (error) {
    ctx.log.warn({ err: error, domain }, 'brokerage eligibility: the registrar check failed');
    return { reason: 'registration_unknown', message: `We could not check whether ${domain} is registered right now; try again in a few minutes.` };
  }
}

/** The site probe's verdict, reused for SITE_PROBE_CACHE_MS; null when the probe failed (not cached). */
async function siteOf(ctx: AppContext, domain: string): Promise<Eligibility['site']> {
  const now = ctx.clock.now();
  const stored = await findProbe(ctx.db, domain, new Date(now.getTime() - SITE_PROBE_CACHE_MS));
  if (stored) return { verdict: stored.verdict as SiteVerdict, evidence: stored.evidence, checked_at: new Date(stored.probed_at).toISOString() };
  try {
    const result = await ctx.siteProbe.probe(domain);
    await storeProbe(ctx.db, domain, { verdict: result.verdict, evidence: result.evidence, probed_at: now });
    return { verdict: result.verdict, evidence: result.evidence, checked_at: now.toISOString() };
  } catch (error) {
    ctx.log.warn({ err: error, domain }, 'brokerage eligibility: the site probe failed');
    return null;
  }
}
