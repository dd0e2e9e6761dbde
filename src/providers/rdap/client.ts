import type { Clock } from '../../clock.js';
import { UpstreamError } from '../rtr/types.js';
import type { WhoisRecord } from '../../whois/record.js';
import { RdapBootstrap } from './bootstrap.js';
import { mergeRegistrar, parseRdapDomain, registrarLink } from './parse.js';

export interface RdapClientOptions {
  bootstrap: RdapBootstrap;
  /** Deadline of one RDAP request (the registry's, then the registrar's). */
  timeoutMs: number;
  fetch?: typeof fetch;
  /**
   * Refresh the bootstrap from IANA (https://data.iana.org/rdap/dns.json) every `intervalMs`, in the background of a
   * lookup: the lookup never waits for it, and a failed refresh keeps the bootstrap in use. Off when absent.
   */
  refresh?: { url: string; intervalMs: number; clock: Clock; onResult?: (error: Error | null) => void };
}

export type RdapLookup =
  /** `referral` says what became of the registrar step of a thin registry. */
  | { kind: 'found'; record: WhoisRecord; referral: 'none' | 'merged' | `failed: ${string}` }
  /** The registry answered 404: it has no such object (RFC 7480 §5.3), which is not the same as "available". */
  | { kind: 'not_found' }
  /** The TLD has no RDAP service in the bootstrap registry. */
  | { kind: 'no_server' };

/** What services need of RDAP (WHOIS now, domain search later): one domain lookup. */
export interface RdapProvider {
  lookup(domain: string): Promise<RdapLookup>;
}

const ACCEPT = 'application/rdap+json, application/json;q=0.9';
/** Real domain answers are a few KiB and the bootstrap ~70 KiB; anything far larger is not an answer to parse. */
const MAX_BODY_CHARS = 4 * 1024 * 1024;

/**
 * The real RDAP client (RFC 7480/9082/9083): bootstrap → registry `domain/<name>` → for thin registries the
 * registrar's RDAP named by the `related` link, merged. Each request has its own deadline (AbortSignal.timeout),
 * so a silent server never hangs a lookup; redirects (RFC 7480 §5.2) are followed by fetch.
 */
export class RdapClient implements RdapProvider {
  readonly source = 'rdap' as const;
  private readonly fetchImpl: typeof fetch;
  private bootstrap: RdapBootstrap;
  private lastRefreshAttempt = Number.NEGATIVE_INFINITY;
  /** The background refresh in flight, if any (tests await it). */
  refreshing: Promise<void> | null = null;

  constructor(private readonly options: RdapClientOptions) {
    this.fetchImpl = options.fetch ?? fetch;
    this.bootstrap = options.bootstrap;
  }

  get currentBootstrap(): RdapBootstrap {
    return this.bootstrap;
  }

  async lookup(domain: string): Promise<RdapLookup> {
    this.maybeRefreshBootstrap();
    const tld = domain.slice(domain.lastIndexOf('.') + 1);
    const servers = this.bootstrap.serversFor(tld);
    if (servers.length === 0) return { kind: 'no_server' };
    const registryBody = await this.get(new URL(`domain/${encodeURIComponent(domain)}`, servers[0]));
    if (registryBody === null || isRdapError(registryBody, 404)) return { kind: 'not_found' };
    if (isRdapError(registryBody)) throw new UpstreamError('rdap', 'http', `${servers[0]} answered with RDAP error ${(registryBody as { errorCode: unknown }).errorCode}`);
    let record: WhoisRecord;
    try {
      record = parseRdapDomain(registryBody, domain);
    } catch (error) {
      throw new UpstreamError('rdap', 'format', `${servers[0]}: ${(error as Error).message}`);
    }
    const link = registrarLink(registryBody);
    if (!link) return { kind: 'found', record, referral: 'none' };
    // The registrar step is best effort: the registry's answer stands on its own when the registrar fails.
    try {
      const registrarBody = await this.get(new URL(link));
      if (registrarBody === null || isRdapError(registrarBody)) return { kind: 'found', record, referral: 'failed: registrar answered 404' };
      return { kind: 'found', record: mergeRegistrar(record, parseRdapDomain(registrarBody, domain)), referral: 'merged' };
    } catch (error) {
      return { kind: 'found', record, referral: `failed: ${(error as Error).message}` };
    }
  }

  private maybeRefreshBootstrap(): void {
    const refresh = this.options.refresh;
    if (!refresh || this.refreshing) return;
    const now = refresh.clock.now().getTime();
    if (now - this.lastRefreshAttempt < refresh.intervalMs) return;
    this.lastRefreshAttempt = now;
    this.refreshing = (async () => {
      try {
        const body = await this.get(new URL(refresh.url));
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

  /** GET with a deadline; the parsed JSON, or null on 404. Everything else unusable is an UpstreamError. */
  private async get(url: URL): Promise<unknown> {
    const where = `${url.host}${url.pathname}`;
    const signal = AbortSignal.timeout(this.options.timeoutMs);
    let response: Response;
    let text: string;
    try {
      response = await this.fetchImpl(url, { headers: { accept: ACCEPT }, signal, redirect: 'follow' });
      text = await response.text();
    } catch (error) {
      const name = (error as Error).name;
      if (name === 'TimeoutError' || name === 'AbortError') throw new UpstreamError('rdap', 'timeout', `no answer within ${this.options.timeoutMs} ms from ${where}`);
      throw new UpstreamError('rdap', 'network', `${where}: ${(error as Error).message}`);
    }
    if (response.status === 404) return null;
    if (text.length > MAX_BODY_CHARS) throw new UpstreamError('rdap', 'format', `${where} answered more than ${MAX_BODY_CHARS} characters`);
    if (response.status === 429) throw new UpstreamError('rdap', 'rate_limited', `${where} rate limited (HTTP 429)`, 429);
    if (!response.ok) throw new UpstreamError('rdap', 'http', `${where} answered HTTP ${response.status}`, response.status);
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new UpstreamError('rdap', 'format', `${where} answered ${response.status} with a body that is not JSON`);
    }
  }
}

/** An RDAP error object (RFC 9083 §6) sent with HTTP 200 by some servers: `{errorCode, title, description}`. */
function isRdapError(body: unknown, code?: number): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const b = body as { errorCode?: unknown; objectClassName?: unknown };
  return typeof b.errorCode === 'number' && b.objectClassName === undefined && (code === undefined || b.errorCode === code);
}
