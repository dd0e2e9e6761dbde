import type { RdapLookup, RdapProvider } from '../../providers/rdap/client.js';
import { UpstreamError } from '../../providers/upstream-error.js';
import type { SearchSource, SearchState, WhoisSummary } from './types.js';

/**
 * Deciding one domain's availability from real sources (issue 6, "Deciding availability"). The sources are
 * structural interfaces so this file depends on no provider implementation.
 */
export type DnsAnswer =
  | { kind: 'delegated'; nameservers: string[] }
  | { kind: 'not_delegated' }
  | { kind: 'unknown'; reason: string };

export interface DnsSource {
  delegation(domain: string, signal?: AbortSignal): Promise<DnsAnswer>;
}

export interface RegistrarCheck {
  available: boolean;
  reason: string | null;
  premium: boolean;
  priceCents: number | null;
  currency: string | null;
}

export interface RegistrarSource {
  checkDomain(domain: string, signal?: AbortSignal): Promise<RegistrarCheck>;
}

export interface DecisionSources {
  dns: DnsSource;
  rdap: RdapProvider;
  /** Null when no registrar is configured: "available" can then never be confirmed, only `likely_available`. */
  registrar: RegistrarSource | null;
}

/** What the sources said about one domain; `decidedAt` is stamped by the caller. */
export interface Decision {
  state: Exclude<SearchState, 'for_sale'>;
  available: boolean | null;
  source: SearchSource;
  whois: WhoisSummary | null;
  /**
   * The registrar's premium quote in USD cents (cost; retail is applied where prices are shown); null when not premium,
   * or premium without a USD quote (the row then shows no registration price rather than the TLD's base price).
   */
  premiumCostCents: number | null;
  /** Failures seen on the way (`rdap: timeout`), for the row's meta. */
  errors: string[];
}

export interface DecideOptions {
  /** Per-row deadline (SEARCH_ROW_TIMEOUT_MS): whatever is known then is answered, honestly. */
  deadlineMs: number;
  /** How long a DNS "registered" waits for RDAP's registrar/dates before it is answered without them. */
  summaryGraceMs: number;
  /** Cancels everything (the client went away, or the whole search ran out of time). */
  signal: AbortSignal;
}

type RdapAnswer = RdapLookup | { kind: 'error'; reason: string };
type RegistrarAnswer = { kind: 'ok'; check: RegistrarCheck } | { kind: 'error'; reason: string };

/** Registrar refusal reasons that mean "the registry holds it back", not "someone registered it". */
const RESERVED_REASON = /reserv|block|restrict|prohibit|not allowed|unavailable for registration|policy/i;

/**
 * The pipeline (issue 6): marketplace listings are looked up before this (one query for all rows); then DNS and the
 * registry's RDAP are asked at once, and the registrar's check only when one of them suggests the name is free (or
 * neither can tell), so a taken name costs no registrar call.
 * - RDAP 200 → registered, with the registry's registrar and dates.
 * - NS delegation → registered; RDAP is given `summaryGraceMs` more to add the whois summary.
 * - Registrar check → authoritative: available, premium (with its price), reserved or registered.
 * - DNS without delegation and/or RDAP 404, nothing confirmed → `likely_available`, `available: null`: RDAP 404 is
 *   "not registered at that registry" and reserved/premium names also 404 (DESIGN.md traps), so never `true`.
 * - Nothing usable by the deadline → `unknown`, `available: null`.
 * Once decided, the row's outstanding lookups are cancelled.
 */
export function decideDomain(sources: DecisionSources, domain: string, options: DecideOptions): Promise<Decision> {
  const controller = new AbortController();
  const onOuterAbort = (): void => controller.abort();
  options.signal.addEventListener('abort', onOuterAbort, { once: true });
  if (options.signal.aborted) controller.abort();
  const signal = controller.signal;

  let dns: DnsAnswer | undefined;
  let rdap: RdapAnswer | undefined;
  let registrar: RegistrarAnswer | undefined;
  let registrarStarted = false;
  let graceTimer: NodeJS.Timeout | undefined;
  let settled = false;

  return new Promise<Decision>((resolve) => {
    const errors = (): string[] => {
      const list: string[] = [];
      if (dns?.kind === 'unknown') list.push(`dns: ${dns.reason}`);
      if (rdap?.kind === 'error') list.push(`rdap: ${rdap.reason}`);
      if (registrar?.kind === 'error') list.push(`registrar: ${registrar.reason}`);
      return list;
    };
    const settle = (decision: Omit<Decision, 'errors'>, extraErrors: string[] = []): void => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      clearTimeout(graceTimer);
      options.signal.removeEventListener('abort', onOuterAbort);
      // Cancel what is still outstanding; aborting costs an AbortError (with a stack) per listener, so only then.
      const pending = dns === undefined || rdap === undefined || (registrarStarted && registrar === undefined);
      if (pending && !controller.signal.aborted) controller.abort();
      resolve({ ...decision, errors: [...errors(), ...extraErrors] });
    };
    const registered = (source: SearchSource): void =>
      settle({ state: 'registered', available: false, source, whois: rdap?.kind === 'found' ? summarise(rdap) : null, premiumCostCents: null });
    /** What is known without a registrar's word: used when the registrar is absent, failed, or too slow. */
    const bestEffort = (): Omit<Decision, 'errors'> => {
      if (dns?.kind === 'delegated') return { state: 'registered', available: false, source: 'dns', whois: null, premiumCostCents: null };
      const rdapFree = rdap?.kind === 'not_found';
      if (rdapFree || dns?.kind === 'not_delegated') {
        return { state: 'likely_available', available: null, source: rdapFree ? 'rdap' : 'dns', whois: null, premiumCostCents: null };
      }
      return { state: 'unknown', available: null, source: 'none', whois: null, premiumCostCents: null };
    };

    // Runs from promise callbacks: a bug here must settle the row (as unknown), not reject into the void.
    const evaluate = (): void => {
      try {
        decideNow();
      } catch (error) {
        settle({ state: 'unknown', available: null, source: 'none', whois: null, premiumCostCents: null }, [`internal error: ${reasonOf(error)}`]);
      }
    };
    const decideNow = (): void => {
      if (settled) return;
      if (rdap?.kind === 'found') return registered('rdap');
      if (registrar?.kind === 'ok') {
        const { extraErrors, ...decision } = fromRegistrar(registrar.check);
        return settle(decision, extraErrors);
      }
      if (dns?.kind === 'delegated') {
        if (rdap === undefined) {
          graceTimer ??= setTimeout(() => registered('dns'), options.summaryGraceMs);
          return;
        }
        return registered('dns');
      }
      const rdapUseless = rdap !== undefined && (rdap.kind === 'no_server' || rdap.kind === 'error');
      const hint = dns?.kind === 'not_delegated' || rdap?.kind === 'not_found' || (dns?.kind === 'unknown' && rdapUseless);
      if (sources.registrar && !registrarStarted && hint) {
        registrarStarted = true;
        sources.registrar.checkDomain(domain, signal).then(
          (check) => { registrar = { kind: 'ok', check }; },
          (error: unknown) => { registrar = { kind: 'error', reason: reasonOf(error) }; },
        ).finally(evaluate);
        return;
      }
      const registrarPending = registrarStarted && registrar === undefined;
      if (dns !== undefined && rdap !== undefined && !registrarPending) settle(bestEffort());
    };

    const deadline = setTimeout(() => {
      const late = [dns === undefined && 'dns', rdap === undefined && 'rdap', registrarStarted && registrar === undefined && 'registrar']
        .filter((name): name is string => typeof name === 'string')
        .map((name) => `${name}: no answer within ${options.deadlineMs} ms`);
      settle(bestEffort(), late);
    }, options.deadlineMs);
    signal.addEventListener('abort', () => settle(bestEffort(), ['cancelled']), { once: true });
    if (signal.aborted) return settle(bestEffort(), ['cancelled']);

    sources.dns.delegation(domain, signal).then(
      (answer) => { dns = answer; },
      (error: unknown) => { dns = { kind: 'unknown', reason: reasonOf(error) }; },
    ).finally(evaluate);
    sources.rdap.lookup(domain, { signal, registryOnly: true }).then(
      (answer) => { rdap = answer; },
      (error: unknown) => { rdap = { kind: 'error', reason: reasonOf(error) }; },
    ).finally(evaluate);
  });
}

/** Refusal reasons that say someone holds the name. */
const TAKEN_REASON = /exist|registered|taken|in use|already|not available|unavailable|active/i;

/**
 * The registrar's word. A refusal is `reserved` or `registered` only when its reason says so (or gives no reason: the
 * plain "not available" of a taken name); any other refusal (invalid name, TLD or script not supported, …) says
 * nothing about who holds the name, so the row is `unknown` with the reason in `meta.errors` and is not cached.
 */
function fromRegistrar(check: RegistrarCheck): Omit<Decision, 'errors'> & { extraErrors?: string[] } {
  const base = { source: 'registrar' as const, whois: null, premiumCostCents: null };
  if (check.available && check.premium) {
    const usd = check.currency === 'USD' && check.priceCents !== null ? check.priceCents : null;
    return { ...base, state: 'premium', available: true, premiumCostCents: usd };
  }
  if (check.available) return { ...base, state: 'available', available: true };
  if (check.reason !== null && RESERVED_REASON.test(check.reason)) return { ...base, state: 'reserved', available: false };
  if (check.reason === null || TAKEN_REASON.test(check.reason)) return { ...base, state: 'registered', available: false };
  return { state: 'unknown', available: null, source: 'none', whois: null, premiumCostCents: null, extraErrors: [`registrar: refused: ${check.reason.slice(0, 200)}`] };
}

function summarise(lookup: Extract<RdapLookup, { kind: 'found' }>): WhoisSummary {
  const { record } = lookup;
  const known = (value: string): string | null => (value === '' || value === 'REDACTED' ? null : value);
  return { registrar: known(record.registrar), created: known(record.creation_date), expires: known(record.expiration_date) };
}

function reasonOf(error: unknown): string {
  if (error instanceof UpstreamError) return error.failure === 'http' || error.failure === 'format' ? error.message : error.failure;
  return error instanceof Error ? error.message : String(error);
}
