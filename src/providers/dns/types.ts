/**
 * Whether a name is delegated in the DNS. Expected outcomes are values, not exceptions (DESIGN.md conventions):
 * the search pipeline turns `unknown` into "ask the next source", never into a guess.
 */
export type DnsDelegation =
  | { kind: 'delegated'; nameservers: string[] }
  /** NXDOMAIN, or NOERROR without NS records (NODATA) at the name: no zone cut there. See resolver-provider.ts. */
  | { kind: 'not_delegated' }
  | { kind: 'unknown'; reason: DnsUnknownReason };

/**
 * Why no answer could be had: `timeout` (no answer within DNS_TIMEOUT_MS), `aborted` (the caller's signal),
 * `servfail` (the resolver could not reach or validate the zone), `refused`, `network` (socket errors, bad or
 * truncated answers), `invalid_name` (not representable as a DNS name).
 */
export type DnsUnknownReason = 'timeout' | 'aborted' | 'servfail' | 'refused' | 'network' | 'invalid_name';

export interface DnsProvider {
  /** NS delegation of `domain` (A-label or Unicode; Unicode is converted per UTS-46 first). Never rejects. */
  delegation(domain: string, signal?: AbortSignal): Promise<DnsDelegation>;
}

/** The A and AAAA addresses of a name (the site probe): `none` is NXDOMAIN or no address record of either family. */
export type DnsAddresses =
  | { kind: 'found'; addresses: string[] }
  | { kind: 'none' }
  | { kind: 'unknown'; reason: DnsUnknownReason };
