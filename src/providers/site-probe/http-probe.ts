import http from 'node:http';
import https from 'node:https';
import type { LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import { domainToASCII } from 'node:url';
import { ForbiddenDestination, guardedLookup, isRefusedAddress } from '../outbound/address-guard.js';
import type { DnsAddresses, DnsProvider } from '../dns/types.js';
import { hostUnder, MARKETPLACE_HOSTS, MIN_WORDS, PARKING_NAMESERVER_SUFFIXES, readPage } from './heuristics.js';
import type { SiteProbe, SiteProbeResult } from './types.js';

export interface HttpSiteProbeOptions {
  /** A/AAAA of a name: our DNS resolver (DnsResolverProvider#addresses), also used for every connection made. */
  addresses(domain: string): Promise<DnsAddresses>;
  /** Name servers of the domain (a parking service's make it parked). */
  dns: DnsProvider;
  /** SITE_PROBE_TIMEOUT_MS: one deadline for the whole probe (DNS, every HTTP hop). */
  timeoutMs: number;
  /** The sandbox and tests only: loopback addresses may be visited. Every other private address is always refused. */
  allowLoopback: boolean;
  /** Where to knock, in order. Default `https://{domain}/` then `http://{domain}/`; the sandbox and tests give a loopback port. */
  startUrls?: (domain: string) => string[];
  maxBytes?: number;
  maxRedirects?: number;
}

/** At most this much of a home page is read: the title and the first 256 KiB of text are plenty to judge it. */
export const MAX_PAGE_BYTES = 256 * 1024;
export const MAX_REDIRECTS = 3;

type Fetched =
  | { kind: 'answer'; status: number; url: URL; body: string; hops: URL[] }
  | { kind: 'timeout' }
  | { kind: 'refused'; message: string }
  | { kind: 'failed'; message: string };

/**
 * The real probe: DNS (name servers and A/AAAA through our resolver), then one GET of the home page, https first and
 * http when https cannot be reached (many parked and small sites have no certificate). Outbound requests go through
 * the SSRF guard (providers/outbound/address-guard.ts): the address judged is the address connected to, at every
 * hop; at most MAX_REDIRECTS redirects; the body is capped at MAX_PAGE_BYTES. The verdict rules are heuristics.ts.
 */
export class HttpSiteProbe implements SiteProbe {
  private readonly agents: { 'http:': http.Agent; 'https:': https.Agent };

  constructor(private readonly options: HttpSiteProbeOptions) {
    const resolveAll = async (host: string): Promise<LookupAddress[]> => {
      const found = await options.addresses(host);
      if (found.kind !== 'found') throw Object.assign(new Error(`${host} has no address`), { code: 'ENOTFOUND' });
      return found.addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    };
    const lookup = guardedLookup({ allowLoopback: options.allowLoopback, resolveAll });
    this.agents = { 'http:': new http.Agent({ lookup } as http.AgentOptions), 'https:': new https.Agent({ lookup } as https.AgentOptions) };
  }

  async probe(input: string): Promise<SiteProbeResult> {
    const domain = domainToASCII(input.trim().replace(/\.$/, '').toLowerCase());
    if (!domain) return { verdict: 'no_site', evidence: `${input} is not a valid domain name.`, addresses: [] };
    const seconds = `${+(this.options.timeoutMs / 1000).toFixed(1)} s`;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.options.timeoutMs);
    try {
      const late = new Promise<'timeout'>((resolve) => controller.signal.addEventListener('abort', () => resolve('timeout'), { once: true }));
      const dns = await Promise.race([Promise.all([this.options.dns.delegation(domain, controller.signal), this.options.addresses(domain)]), late]);
      if (dns === 'timeout') return { verdict: 'no_site', evidence: `The DNS did not answer for ${domain} within ${seconds}.`, addresses: [] };
      const [delegation, found] = dns;
      const nameservers = delegation.kind === 'delegated' ? delegation.nameservers : undefined;
      const addresses = found.kind === 'found' ? found.addresses : [];
      const base = { addresses, ...(nameservers ? { nameservers } : {}) };

      const parkingNs = nameservers?.find((ns) => hostUnder(ns, PARKING_NAMESERVER_SUFFIXES));
      if (parkingNs) return { ...base, verdict: 'parked', evidence: `${domain} uses the name server ${parkingNs}, a domain parking service.` };
      if (found.kind === 'none') return { ...base, verdict: 'no_site', evidence: `${domain} has no address (no A or AAAA record): there is nothing to visit.` };
      if (found.kind === 'unknown') {
        return { ...base, verdict: 'no_site', evidence: `The addresses of ${domain} could not be looked up (${found.reason === 'timeout' ? `no DNS answer within ${seconds}` : found.reason}).` };
      }
      const refused = addresses.find((a) => isRefusedAddress(a, { allowLoopback: this.options.allowLoopback }));
      if (refused) {
        return { ...base, verdict: 'no_site', evidence: `${domain} points at ${refused}, a private, loopback or reserved address that is not reachable from the internet; it was not visited.` };
      }

      let fetched: Fetched = { kind: 'failed', message: 'no URL to visit' };
      const starts = this.options.startUrls?.(domain) ?? [`https://${domain}/`, `http://${domain}/`];
      for (const start of starts) {
        fetched = await this.fetch(new URL(start), controller.signal);
        // Only a failed connection (refused, reset, bad certificate) moves on to the next URL.
        if (fetched.kind !== 'failed') break;
      }
      if (fetched.kind === 'timeout') return { ...base, verdict: 'no_site', evidence: `${domain} has an address but its web server did not answer within ${seconds}.` };
      if (fetched.kind === 'refused') return { ...base, verdict: 'no_site', evidence: `${domain} redirects to a place that is not visited: ${fetched.message}.` };
      if (fetched.kind === 'failed') return { ...base, verdict: 'no_site', evidence: `${domain} has an address but no web server answered (${fetched.message}).` };
      return { ...base, ...judge(domain, fetched) };
    } finally {
      clearTimeout(timer);
    }
  }

  close(): void {
    this.agents['http:'].destroy();
    this.agents['https:'].destroy();
  }

  /** GET with redirects followed by hand (each hop through the guarded lookup), under the probe's deadline. */
  private async fetch(start: URL, signal: AbortSignal): Promise<Fetched> {
    const hops: URL[] = [];
    let url = start;
    for (let hop = 0; ; hop++) {
      const literal = url.hostname.replace(/^\[|\]$/g, '');
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'refused', message: `a ${url.protocol} URL` };
      if (isIP(literal) && isRefusedAddress(literal, { allowLoopback: this.options.allowLoopback })) {
        return { kind: 'refused', message: `${url.host}, a private, loopback or reserved address` };
      }
      const answer = await this.get(url, signal);
      if (answer.kind !== 'raw') return answer;
      hops.push(url);
      if (answer.status >= 300 && answer.status < 400 && answer.location) {
        const next = URL.canParse(answer.location, url.href) ? new URL(answer.location, url) : undefined;
        // A marketplace is judged without visiting it: the redirect itself is the evidence.
        if (!next || hop >= (this.options.maxRedirects ?? MAX_REDIRECTS) || hostUnder(next.hostname, MARKETPLACE_HOSTS)) {
          return { kind: 'answer', status: answer.status, url: next ?? url, body: '', hops };
        }
        url = next;
        continue;
      }
      return { kind: 'answer', status: answer.status, url, body: answer.body, hops };
    }
  }

  private get(url: URL, signal: AbortSignal): Promise<Exclude<Fetched, { kind: 'answer' }> | { kind: 'raw'; status: number; body: string; location?: string }> {
    const maxBytes = this.options.maxBytes ?? MAX_PAGE_BYTES;
    const protocol = url.protocol as 'http:' | 'https:';
    const send = protocol === 'https:' ? https.request : http.request;
    return new Promise((resolve) => {
      const req = send(url, {
        method: 'GET', agent: this.agents[protocol], signal,
        headers: { accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5', 'user-agent': 'NameportSiteProbe/1 (brokerage eligibility)' },
      }, (res) => {
        const status = res.statusCode ?? 0;
        const location = status >= 300 && status < 400 ? res.headers.location : undefined;
        const chunks: Buffer[] = [];
        let received = 0;
        const done = () => resolve({ kind: 'raw', status, body: Buffer.concat(chunks).toString('utf8'), ...(location ? { location } : {}) });
        res.on('data', (chunk: Buffer) => {
          // Judge on the first MAX_PAGE_BYTES: the rest is never downloaded.
          chunks.push(chunk.subarray(0, Math.max(0, maxBytes - received)));
          received += chunk.length;
          if (received >= maxBytes) {
            done();
            req.destroy();
          }
        });
        res.on('end', done);
        res.on('error', () => done());
      });
      req.on('error', (error: Error) => {
        if (signal.aborted) return resolve({ kind: 'timeout' });
        const cause = error instanceof ForbiddenDestination ? error : (error as { cause?: unknown }).cause;
        if (cause instanceof ForbiddenDestination) return resolve({ kind: 'refused', message: cause.message });
        resolve({ kind: 'failed', message: `${url.protocol.slice(0, -1)}: ${(error as NodeJS.ErrnoException).code ?? error.message}` });
      });
      req.end();
    });
  }
}

/** The verdict on a home page that answered (heuristics.ts explains the rules). */
function judge(domain: string, page: Extract<Fetched, { kind: 'answer' }>): Omit<SiteProbeResult, 'addresses'> {
  const facts = readPage(page.body);
  const seen = { status: page.status, url: page.url.href, ...(facts.title ? { title: facts.title } : {}) };
  const marketplace = hostUnder(page.url.hostname, MARKETPLACE_HOSTS);
  if (marketplace && !hostUnder(domain, [marketplace])) {
    return { verdict: 'parked', http: seen, evidence: `${domain} redirects to ${page.url.host}, a domain marketplace.` };
  }
  const status = `HTTP ${page.status}`;
  if (page.status === 401 || page.status === 403 || page.status === 429) {
    return { verdict: 'active_site', http: seen, evidence: `${domain} answers ${status} (access restricted): a web server in use.` };
  }
  if (page.status < 200 || page.status >= 300) {
    return { verdict: 'no_site', http: seen, evidence: `${domain} answers ${status} at its home page: no site is served there.` };
  }
  const titled = facts.title ? ` titled “${facts.title}”` : '';
  if (facts.phrase) return { verdict: 'parked', http: seen, evidence: `${domain} answers ${status} with a page${titled} saying “${facts.phrase}”: a parked or for-sale page.` };
  const words = `${facts.words.toLocaleString('en-US')}-word page`;
  if (facts.words < MIN_WORDS && !facts.hasScript) return { verdict: 'parked', http: seen, evidence: `${domain} answers ${status} with an almost empty ${words}${titled}.` };
  return { verdict: 'active_site', http: seen, evidence: `${domain} answers ${status} with a ${words}${titled}.` };
}
