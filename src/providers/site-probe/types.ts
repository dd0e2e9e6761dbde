/**
 * Does a registered domain run an active web site? Brokerage eligibility (issue 19) asks this: a domain in active
 * use is not brokered, a parked or empty one may be. The real implementation is http-probe.ts.
 */
export type SiteVerdict = 'active_site' | 'parked' | 'no_site';

export interface SiteProbeResult {
  verdict: SiteVerdict;
  /** Plain words for the partner, e.g. "example.com answers HTTP 200 with a 4,210-word page titled …". */
  evidence: string;
  addresses: string[]; // A/AAAA found (empty: no address)
  http?: { status: number; url: string; title?: string };
  /** The domain's name servers when the DNS answered (a parking service's name servers make it `parked`). */
  nameservers?: string[];
}

export interface SiteProbe {
  probe(domain: string): Promise<SiteProbeResult>;
}
