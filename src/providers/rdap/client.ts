import type { Clock } from '../../platform/clock.js';
import { UpstreamError } from '../upstream-error.js';
import type { WhoisRecord } from '../whois-record.js';
import { RdapBootstrap } from './bootstrap.js';
import { GuardedHttp } from './guarded-http.js';
import { mergeRegistrar, parseRdapDomain, registrarLink } from './parse.js';

export interface RdapClientOptions {
  bootstrap: RdapBootstrap;
  /** Deadline of one RDAP request (the registry's, then the registrar's). */
  timeoutMs: number;
  /**
   * Tests and the loopback sandbox ONLY (their servers sit on 127.0.0.1 without TLS): follow registrar links and
   * redirects to private/loopback addresses and over plain http. Production leaves it unset: strict.
   */
  allowPrivateAddresses?: boolean;
  /**
   * Refresh the bootstrap from IANA (https://data.iana.org/rdap/dns.json) every `intervalMs`, in the background of a
   * lookup: the lookup never waits for it, and a failed refresh keeps the bootstrap in use. Off when absent.
   */
  refresh?: { url: string; intervalMs: number; clock: Clock; onResult?: (error: Error | null) => void };
  /** Time for rate-limit back-off (injected so tests need not sleep); the system clock when absent. */
  clock?: Clock;
}

export type RdapLookup =
  /** `referral` says what became of the registrar step of a thin registry. */
  | { kind: 'found'; record: WhoisRecord; referral: 'none' | 'merged' | `failed: ${string}` }
  /** The registry answered 404: it has no such object (RFC 7480 §5.3), which is not the same as "available". */
  | { kind: 'not_found' }
  /** The TLD has no RDAP service in the bootstrap registry. */
  | { kind: 'no_server' };

export interface RdapLookupOptions {
  /** Cancels the lookup (a search whose client went away). */
  signal?: AbortSignal;
  /**
   * Ask only the registry, never the registrar of a thin registry. Domain search wants "is it registered, by whom,
   * until when", which the registry answers alone; WHOIS wants the registrar's contacts too.
   */
  registryOnly?: boolean;
}

/** What services need of RDAP (WHOIS and domain search): one domain lookup. */
export interface RdapProvider {
  lookup(domain: string, options?: RdapLookupOptions): Promise<RdapLookup>;
}

/** How long a server that signalled rate limiting is left alone when it gives no Retry-After (issue 6). */
export const RDAP_RATE_LIMIT_BACKOFF_MS = 60_000;
/** A Retry-After longer than this is not believed (a server's mistake must not stop lookups for a day). */
export const RDAP_MAX_BACKOFF_MS = 15 * 60_000;

const ACCEPT = 'application/rdap+json, application/json;q=0.9';
/** Real domain answers are a few KiB and the bootstrap ~70 KiB; anything far larger is not an answer to parse. */
export const RDAP_MAX_BODY_BYTES = 4 * 1024 * 1024;
/** Redirects followed per request (RFC 7480 §5.2), each target re-checked. */
export const RDAP_MAX_REDIRECTS = 3;

/**
 * The real RDAP client (RFC 7480/9082/9083): bootstrap → registry `domain/<name>` → for thin registries the
 * registrar's RDAP named by the `related` link, merged. Each request has its own deadline (AbortSignal.timeout),
 * so a silent server never hangs a lookup.
 *
 * Server-side request forgery: the registrar link and every redirect come from an upstream answer, so they are
 * followed only to `https:` URLs whose addresses, checked at connect time, are public (guarded-http.ts), at most
 * 3 redirects per request; the registry servers themselves are configuration (IANA's bootstrap or the operator's
 * RDAP_BOOTSTRAP_FILE). A registrar answer about another name than the one asked is not merged. Bodies over
 * 4 MiB are refused while streaming.
 */
export class RdapClient implements RdapProvider {
  readonly source = 'rdap' as const;
  private readonly http = new GuardedHttp();
  private bootstrap: RdapBootstrap;
  private lastRefreshAttempt = Number.NEGATIVE_INFINITY;
  /** Server (bootstrap base URL or registrar origin) → epoch ms until which it is not asked (after a 429/403). */
  private readonly backoff = new Map<string, number>();
  /** The background refresh in flight, if any (tests await it). */
  refreshing: Promise<void> | null = null;

  constructor(private readonly options: RdapClientOptions) {
    this.bootstrap = options.bootstrap;
  }

  get currentBootstrap(): RdapBootstrap {
    return this.bootstrap;
  }

  async lookup(domain: string, options: RdapLookupOptions = {}): Promise<RdapLookup> {
    this.maybeRefreshBootstrap();
    const tld = domain.slice(domain.lastIndexOf('.') + 1);
    const servers = this.bootstrap.serversFor(tld);
    if (servers.length === 0) return { kind: 'no_server' };
    const registryBody = await this.get(new URL(`domain/${encodeURIComponent(domain)}`, servers[0]), true, options.signal, servers[0]);
    if (registryBody === null || isRdapError(registryBody, 404)) return { kind: 'not_found' };
    if (isRdapError(registryBody)) throw new UpstreamError('rdap', 'http', `${servers[0]} answered with RDAP error ${(registryBody as { errorCode: unknown }).errorCode}`);
    let record: WhoisRecord;
    try {
      record = parseRdapDomain(registryBody, domain);
    } catch (error) {
      throw new UpstreamError('rdap', 'format', `${servers[0]}: ${(error as Error).message}`);
    }
    const link = options.registryOnly ? null : registrarLink(registryBody);
    if (!link) return { kind: 'found', record, referral: 'none' };
    // The registrar step is best effort: the registry's answer stands on its own when the registrar fails.
    try {
      const registrarBody = await this.get(new URL(link), false, options.signal, new URL(link).origin);
      if (registrarBody === null || isRdapError(registrarBody)) return { kind: 'found', record, referral: 'failed: registrar answered 404' };
      const ldhName = (registrarBody as { ldhName?: unknown }).ldhName;
      if (typeof ldhName === 'string' && ldhName.toLowerCase().replace(/\.$/, '') !== domain.toLowerCase()) {
        return { kind: 'found', record, referral: `failed: registrar answered about ${ldhName.slice(0, 100)}, not ${domain}` };
      }
      return { kind: 'found', record: mergeRegistrar(record, parseRdapDomain(registrarBody, domain)), referral: 'merged' };
    } catch (error) {
      return { kind: 'found', record, referral: `failed: ${(error as Error).message}` };
    }
  }

  private nowMs(): number {
    return (this.options.clock ?? this.options.refresh?.clock)?.now().getTime() ?? Date.now();
  }

  private maybeRefreshBootstrap(): void {
    const refresh = this.options.refresh;
    if (!refresh || this.refreshing) return;
    const now = refresh.clock.now().getTime();
    if (now - this.lastRefreshAttempt < refresh.intervalMs) return;
    this.lastRefreshAttempt = now;
    this.refreshing = (async () => {
      try {
        const body = await this.get(new URL(refresh.url), true);
        if (body === null) throw new UpstreamError('rdap', 'http', `${refresh.url} answered 404`);
        const next = RdapBootstrap.fromJson(body);
        // A truncated or empty file must not wipe the working bootstrap.
        if (next.size < Math.min(100, this.bootstrap.size)) throw new UpstreamError('rdap', 'format', `${refresh.url} lists only ${next.size} TLDs`);
        this.bootstrap = next;
        refresh.onResult?.(null);
      } catch (error) {
        refresh.onResult?.(error as Error);
      } finally {
        this.refreshing = null;
      }
    })();
  }

  /**
   * GET with a deadline; the parsed JSON, or null on 404. Everything else unusable is an UpstreamError.
   * `configured`: the URL is configuration (a bootstrap server), not taken from an answer.
   */
  /** `server`: what a rate limit applies to (a bootstrap server's base URL, or a registrar's origin). */
  private async get(url: URL, configured: boolean, signal?: AbortSignal, server = url.origin): Promise<unknown> {
    const where = `${url.host}${url.pathname}`;
    const backoffUntil = this.backoff.get(server);
    if (backoffUntil !== undefined && this.nowMs() < backoffUntil) {
      throw new UpstreamError('rdap', 'rate_limited', `${server} is backed off after rate limiting until ${new Date(backoffUntil).toISOString()}`, 429);
    }
    const response = await this.http.get(url, {
      signal,
      accept: ACCEPT,
      timeoutMs: this.options.timeoutMs,
      maxBytes: RDAP_MAX_BODY_BYTES,
      maxRedirects: RDAP_MAX_REDIRECTS,
      allowPrivateAddresses: this.options.allowPrivateAddresses === true,
      trustFirstHop: configured,
      source: 'rdap',
    });
    if (response.status === 404) return null;
    // Registries signal rate limiting with 403 as well as 429 (DESIGN.md traps; issue 6): back off from the whole
    // server (its origin) rather than hammering it with the next name of the same search.
    if (response.status === 429 || response.status === 403) {
      this.backoff.set(server, this.nowMs() + backoffMs(response.retryAfter));
      throw new UpstreamError('rdap', 'rate_limited', `${where} rate limited (HTTP ${response.status})`, response.status);
    }
    if (response.status < 200 || response.status >= 300) throw new UpstreamError('rdap', 'http', `${where} answered HTTP ${response.status}`, response.status);
    try {
      return JSON.parse(response.body) as unknown;
    } catch {
      throw new UpstreamError('rdap', 'format', `${where} answered ${response.status} with a body that is not JSON`);
    }
  }
}

/** Retry-After in seconds (RFC 9110 §10.2.3; the HTTP-date form is rare for RDAP and read as absent), bounded. */
function backoffMs(retryAfter: string | undefined): number {
  if (retryAfter === undefined || !/^\d{1,6}$/.test(retryAfter.trim())) return RDAP_RATE_LIMIT_BACKOFF_MS;
  return Math.min(Math.max(Number(retryAfter.trim()) * 1000, 1_000), RDAP_MAX_BACKOFF_MS);
}

/** An RDAP error object (RFC 9083 §6) sent with HTTP 200 by some servers: `{errorCode, title, description}`. */
function isRdapError(body: unknown, code?: number): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const b = body as { errorCode?: unknown; objectClassName?: unknown };
  return typeof b.errorCode === 'number' && b.objectClassName === undefined && (code === undefined || b.errorCode === code);
}
