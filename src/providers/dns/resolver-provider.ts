import { Resolver } from 'node:dns/promises';
import { domainToASCII } from 'node:url';
import type { DnsAddresses, DnsDelegation, DnsProvider, DnsUnknownReason } from './types.js';

export interface DnsResolverProviderOptions {
  /** `ip` or `ip:port` (`[v6]:port`) entries for `Resolver#setServers`; undefined: the system resolvers. */
  servers: string[] | undefined;
  /** Deadline of one lookup, all servers and retries included. */
  timeoutMs: number;
}

/**
 * The real DNS source: node's c-ares resolver asking the configured recursive resolvers for NS records.
 *
 * One shared `Resolver` per provider: a c-ares channel multiplexes any number of outstanding queries over one socket,
 * whereas a resolver per lookup costs a socket and a read of /etc/resolv.conf each (measured in bench/search.ts: with
 * 100 concurrent searches, 1,000 fresh resolvers were the largest single cost). `Resolver#cancel()` would cancel every
 * query of the channel, so a single lookup is "cancelled" by answering `aborted` at once and ignoring the late UDP
 * answer: the query was already sent, so there is nothing left on the network to save.
 *
 * Our own timer bounds the whole lookup: c-ares' `timeout` is per try and per server (and grows on retries), so with
 * two servers the library alone could take several times DNS_TIMEOUT_MS. Two tries of half the deadline each let one
 * lost UDP datagram be retried inside the deadline.
 */
export class DnsResolverProvider implements DnsProvider {
  private readonly resolver: Resolver;

  constructor(private readonly options: DnsResolverProviderOptions) {
    this.resolver = new Resolver({ timeout: Math.max(1, Math.floor(options.timeoutMs / 2)), tries: 2 });
    if (options.servers?.length) this.resolver.setServers(options.servers);
  }

  async delegation(domain: string, signal?: AbortSignal): Promise<DnsDelegation> {
    const name = toQueryName(domain);
    if (name === null) return { kind: 'unknown', reason: 'invalid_name' };
    if (signal?.aborted) return { kind: 'unknown', reason: 'aborted' };

    let stopped: 'timeout' | 'aborted' | null = null;
    let settleEarly!: (value: DnsDelegation) => void;
    const early = new Promise<DnsDelegation>((resolve) => (settleEarly = resolve));
    // Both answer at once without waiting for c-ares (its late answer or its own timeout is then ignored).
    const stop = (why: 'timeout' | 'aborted') => {
      if (stopped) return;
      stopped = why;
      settleEarly({ kind: 'unknown', reason: why });
    };
    const timer = setTimeout(() => stop('timeout'), this.options.timeoutMs);
    const onAbort = () => stop('aborted');
    signal?.addEventListener('abort', onAbort, { once: true });

    const lookup = this.resolver.resolveNs(name).then(
      (nameservers): DnsDelegation => ({ kind: 'delegated', nameservers: normalise(nameservers) }),
      (error: NodeJS.ErrnoException): DnsDelegation => (stopped ? { kind: 'unknown', reason: stopped } : classify(error.code)),
    );
    try {
      return await Promise.race([lookup, early]);
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  }

  /**
   * A and AAAA of `domain` (the site probe of brokerage eligibility), asked in parallel on the same channel under one
   * DNS_TIMEOUT_MS deadline. One family answering is enough: a site reachable over IPv4 only is still a site. Never rejects.
   */
  async addresses(domain: string): Promise<DnsAddresses> {
    const name = toQueryName(domain);
    if (name === null) return { kind: 'unknown', reason: 'invalid_name' };
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), this.options.timeoutMs)));
    const ask = (query: Promise<string[]>) => query.then((list) => ({ list, code: undefined as string | undefined }), (error: NodeJS.ErrnoException) => ({ list: [] as string[], code: error.code }));
    try {
      const both = Promise.all([ask(this.resolver.resolve4(name)), ask(this.resolver.resolve6(name))]);
      const answer = await Promise.race([both, deadline]);
      if (answer === 'timeout') return { kind: 'unknown', reason: 'timeout' };
      const addresses = answer.flatMap((a) => a.list);
      if (addresses.length) return { kind: 'found', addresses };
      const verdicts = answer.map((a) => classify(a.code));
      const failed = verdicts.find((v) => v.kind === 'unknown');
      return failed?.kind === 'unknown' ? { kind: 'unknown', reason: failed.reason } : { kind: 'none' };
    } finally {
      clearTimeout(timer);
    }
  }
}

/**
 * ENOTFOUND is NXDOMAIN: the name does not exist, so nothing is delegated there.
 *
 * ENODATA is NOERROR with no NS records (NODATA, RFC 2308 §2.2): the name exists but has no zone cut (RFC 1034 §4.2.1)
 * there. We still call that `not_delegated`: a registered domain is delegated from its TLD's zone with NS records at
 * the name, and a zone always carries NS at its own apex, so a name with other records but no NS (a host inside
 * someone's zone, i.e. a sub-domain, or an empty non-terminal) is not itself a delegated zone. For a registrable
 * domain that is a weak "probably not registered"; for a sub-domain it says nothing about the registrable name, so
 * callers ask about the registrable domain. Either way `not_delegated` is not "available": a registered name on
 * hold or without name servers is absent from the TLD zone too, so RDAP/the registrar must decide availability.
 *
 * Everything else (ETIMEOUT, ESERVFAIL, EREFUSED, ECONNREFUSED, EBADRESP, …) is `unknown`: the DNS did not answer the
 * question, and guessing would turn an outage into false "available" rows.
 */
export function classify(code: string | undefined): DnsDelegation {
  switch (code) {
    case 'ENOTFOUND':
    case 'ENODATA':
      return { kind: 'not_delegated' };
    case 'EBADNAME':
      return unknown('invalid_name');
    case 'ETIMEOUT':
      return unknown('timeout');
    case 'ECANCELLED':
      return unknown('aborted');
    case 'ESERVFAIL':
      return unknown('servfail');
    case 'EREFUSED':
      return unknown('refused');
    default: // ECONNREFUSED, EBADRESP, EFORMERR, ENOTIMP, EOF, ECONNRESET, EBADFAMILY, …
      return unknown('network');
  }
}

const unknown = (reason: DnsUnknownReason): DnsDelegation => ({ kind: 'unknown', reason });

/** The name as sent on the wire: A-labels (UTS-46 via WHATWG `domainToASCII`), lower case, no trailing dot. */
function toQueryName(domain: string): string | null {
  const trimmed = domain.trim().replace(/\.$/, '');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the class is all of ASCII (is the name already ASCII?).
  const ascii = /^[\x00-\x7f]*$/.test(trimmed) ? trimmed.toLowerCase() : domainToASCII(trimmed);
  if (ascii === '' || ascii.length > 253 || !/^[a-z0-9_-]{1,63}(\.[a-z0-9_-]{1,63})*$/.test(ascii)) return null;
  return ascii;
}

/** Host names compare case-insensitively (RFC 4343 §3); c-ares already strips the trailing dot. */
function normalise(nameservers: string[]): string[] {
  return [...new Set(nameservers.map((ns) => ns.toLowerCase().replace(/\.$/, '')))];
}
