import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ASSETS_DIR } from '../../platform/paths.js';

/** The copy of IANA's RDAP DNS bootstrap file shipped with the service (publication 2026-03-23). */
export const DEFAULT_BOOTSTRAP_FILE = join(ASSETS_DIR, 'rdap', 'dns.json');

/**
 * IANA's RDAP bootstrap registry for domain names (RFC 9224): `services` is a list of
 * `[[tld, …], [base URL, …]]`. A TLD missing from it has no RDAP service (.de, .io, … at publication).
 */
export class RdapBootstrap {
  private readonly servers: ReadonlyMap<string, readonly string[]>;

  constructor(servers: Map<string, string[]>, readonly publication: string | null = null) {
    this.servers = servers;
  }

  static fromJson(body: unknown): RdapBootstrap {
    const services = (body as { services?: unknown })?.services;
    if (!Array.isArray(services)) throw new Error('RDAP bootstrap file has no services array (RFC 9224 §4)');
    const servers = new Map<string, string[]>();
    for (const service of services) {
      if (!Array.isArray(service) || !Array.isArray(service[0]) || !Array.isArray(service[1])) continue;
      const urls = (service[1] as unknown[])
        .filter((u): u is string => typeof u === 'string' && /^https?:\/\//i.test(u))
        .map((u) => (u.endsWith('/') ? u : `${u}/`))
        // RFC 9224 §4 and RFC 7481 §3: prefer HTTPS where both are offered.
        .sort((a, b) => Number(b.startsWith('https:')) - Number(a.startsWith('https:')));
      if (urls.length === 0) continue;
      for (const tld of service[0] as unknown[]) if (typeof tld === 'string') servers.set(tld.toLowerCase(), urls);
    }
    const publication = (body as { publication?: unknown }).publication;
    return new RdapBootstrap(servers, typeof publication === 'string' ? publication : null);
  }

  static load(file = DEFAULT_BOOTSTRAP_FILE): RdapBootstrap {
    return RdapBootstrap.fromJson(JSON.parse(readFileSync(file, 'utf8')));
  }

  /** Base URLs (ending in `/`) of the RDAP services for a TLD (A-label), best first; empty when there is none. */
  serversFor(tld: string): readonly string[] {
    return this.servers.get(tld.toLowerCase()) ?? [];
  }

  get size(): number {
    return this.servers.size;
  }
}
