import { answerFromDelegations, startDnsServer } from './dns-server.js';
import { sandboxDelegations } from './sandbox-zone.js';
import { sandboxSiteAddresses } from '../site-probe/sandbox-sites.js';

export interface SandboxDns {
  /** Give these to `DnsResolverProvider` as `servers` (`127.0.0.1:<port>`). */
  servers: string[];
  close(): Promise<void>;
}

/**
 * The `--sandbox` DNS stand-in: the loopback UDP DNS server answering NS questions from the sandbox data set
 * (sandbox-zone.ts: captured RDAP domains and marketplace listings are delegated, every other name is NXDOMAIN; A 127.0.0.1 for the names with a sandbox web site, site-probe/sandbox-sites.ts). The
 * real `DnsResolverProvider` is pointed at it, so the sandbox runs the production resolver code offline.
 */
export async function startSandboxDns(): Promise<SandboxDns> {
  const delegations = sandboxDelegations();
  const server = await startDnsServer({ decide: (name, type) => ({ ...answerFromDelegations(delegations, name, type), addresses: sandboxSiteAddresses(name) }) });
  return { servers: [server.address], close: () => server.close() };
}
