import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { domainToASCII } from 'node:url';
import { ASSETS_DIR } from '../../platform/paths.js';

/** Name servers the sandbox gives every marketplace listing: an aftermarket name sits on a parking service. */
export const SANDBOX_PARKING_NAMESERVERS = ['ns1.parking.nameport.test', 'ns2.parking.nameport.test'] as const;

let cached: ReadonlyMap<string, readonly string[]> | undefined;

/**
 * The names the sandbox treats as registered, with their name servers (A-labels, lower case):
 * - the domains of the captured RDAP answers in assets/rdap/sandbox (google.com, hhgames.com, example.cz, norway.no),
 *   with the name servers those answers list (RFC 9083 §5.3 `nameservers`), so DNS and WHOIS agree;
 * - every marketplace listing in assets/sandbox/listings.jsonl (5,200 names), on SANDBOX_PARKING_NAMESERVERS.
 * Read once per process (a few hundred kilobytes). The sandbox DNS server and the sandbox registrar's domain check
 * both answer from it, so the sources of a sandbox search tell one consistent story.
 */
export function sandboxDelegations(assetsDir = ASSETS_DIR): ReadonlyMap<string, readonly string[]> {
  if (cached && assetsDir === ASSETS_DIR) return cached;
  const delegations = new Map<string, readonly string[]>();

  for (const line of readFileSync(join(assetsDir, 'sandbox', 'listings.jsonl'), 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    const domain = (JSON.parse(line) as { domain?: unknown }).domain;
    const ascii = typeof domain === 'string' ? domainToASCII(domain) : '';
    if (ascii) delegations.set(ascii, SANDBOX_PARKING_NAMESERVERS);
  }

  const rdapDir = join(assetsDir, 'rdap', 'sandbox');
  for (const file of readdirSync(rdapDir).filter((f) => f.endsWith('.json'))) {
    const body = JSON.parse(readFileSync(join(rdapDir, file), 'utf8')) as { objectClassName?: unknown; ldhName?: unknown; nameservers?: { ldhName?: unknown }[] };
    if (body.objectClassName !== 'domain' || typeof body.ldhName !== 'string') continue;
    const nameservers = (body.nameservers ?? []).flatMap((ns) => (typeof ns.ldhName === 'string' ? [ns.ldhName.toLowerCase()] : []));
    delegations.set(body.ldhName.toLowerCase(), nameservers.length ? nameservers : SANDBOX_PARKING_NAMESERVERS);
  }

  if (assetsDir === ASSETS_DIR) cached = delegations;
  return delegations;
}
