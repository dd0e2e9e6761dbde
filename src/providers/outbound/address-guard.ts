import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { ipv6Groups } from '../../platform/lib/ipv6.js';

/**
 * Which addresses an outbound request to a URL we did not choose may reach (server-side request forgery guard),
 * shared by the RDAP client's link following (providers/rdap/guarded-http.ts) and webhook delivery
 * (providers/webhooks-out). Refused: loopback, private (RFC 1918), CGNAT (RFC 6598 100.64/10), link-local
 * (169.254/16 incl. cloud metadata 169.254.169.254, fe80::/10), unique-local (fc00::/7), site-local, unspecified,
 * multicast, documentation, reserved, local-use NAT64 and Teredo, and the IPv4-mapped, IPv4-compatible,
 * IPv4-translated, NAT64 and 6to4 forms of a refused IPv4 address. The check runs inside the socket's own DNS lookup, so the address
 * judged is the address connected to: DNS rebinding (public at a first check, 127.0.0.1 later) cannot slip past.
 */

const BLOCKED = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this network", unspecified (RFC 1122)
  ['10.0.0.0', 8], ['172.16.0.0', 12], ['192.168.0.0', 16], // RFC 1918
  ['100.64.0.0', 10], // CGNAT (RFC 6598)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata (RFC 3927)
  ['192.0.0.0', 24], // IETF protocol assignments (RFC 6890)
  ['192.0.2.0', 24], ['198.51.100.0', 24], ['203.0.113.0', 24], // documentation (RFC 5737)
  ['198.18.0.0', 15], // benchmarking (RFC 2544)
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) BLOCKED.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128], ['::1', 128], // unspecified, loopback
  ['fe80::', 10], // link-local
  ['fc00::', 7], // unique local (RFC 4193)
  ['fec0::', 10], // site-local (deprecated by RFC 3879, still routed inside some networks)
  ['64:ff9b:1::', 48], // local-use NAT64 (RFC 8215): translated to the operator's own, possibly private, IPv4
  ['2001::', 32], // Teredo (RFC 4380): tunnels to an IPv4 address we cannot judge
  ['2001:db8::', 32], // documentation (RFC 3849)
  ['ff00::', 8], // multicast
  ['100::', 64], // discard-only (RFC 6666)
] as const) BLOCKED.addSubnet(net, prefix, 'ipv6');

/** True when an address must not be connected to (see the module comment). Unparseable input is refused too. */
export function isForbiddenAddress(ip: string): boolean {
  const family = isIP(ip.split('%')[0]!);
  if (family === 4) return BLOCKED.check(ip, 'ipv4');
  if (family !== 6) return true;
  const g = ipv6Groups(ip);
  const embeddedV4 = () => `${g[6]! >> 8}.${g[6]! & 255}.${g[7]! >> 8}.${g[7]! & 255}`;
  // IPv4-mapped ::ffff:a.b.c.d and IPv4-compatible ::a.b.c.d: judged as the IPv4 address they carry.
  if (g.slice(0, 5).every((x) => x === 0) && (g[5] === 0xffff || (g[5] === 0 && (g[6] !== 0 || g[7]! > 1)))) {
    return isForbiddenAddress(embeddedV4());
  }
  // IPv4-translated ::ffff:0:a.b.c.d (RFC 2765, SIIT): judged as the IPv4 address it carries.
  if (g.slice(0, 4).every((x) => x === 0) && g[4] === 0xffff && g[5] === 0) return isForbiddenAddress(embeddedV4());
  // NAT64 (RFC 6052 well-known prefix 64:ff9b::/96).
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return isForbiddenAddress(embeddedV4());
  // 6to4 2002:a.b.c.d::/48 (RFC 3056): judged as the IPv4 address its prefix carries.
  if (g[0] === 0x2002) return isForbiddenAddress(`${g[1]! >> 8}.${g[1]! & 255}.${g[2]! >> 8}.${g[2]! & 255}`) || BLOCKED.check(ip.split('%')[0]!, 'ipv6');
  return BLOCKED.check(ip.split('%')[0]!, 'ipv6');
}

export class ForbiddenDestination extends Error {
  constructor(readonly host: string, readonly address: string) {
    super(`refused to connect to ${host}: it resolves to ${address}, a loopback/private/link-local/reserved address`);
    this.name = 'ForbiddenDestination';
  }
}

/** Resolves every address of a name (node's dns.lookup with `all`); tests pass their own. */
export type ResolveAll = (hostname: string) => Promise<LookupAddress[]>;

export const systemResolveAll: ResolveAll = (hostname) => new Promise((resolve, reject) => {
  dnsLookup(hostname, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses)));
});

/** True for 127.0.0.0/8 and ::1 (and ::ffff:127.x): the one kind of forbidden address a sandbox may be allowed. */
export function isLoopbackAddress(ip: string): boolean {
  const bare = ip.split('%')[0]!;
  if (isIP(bare) === 4) return bare.startsWith('127.');
  if (isIP(bare) !== 6) return false;
  const g = ipv6Groups(bare);
  if (g.slice(0, 7).every((x) => x === 0) && g[7] === 1) return true;
  return g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff && g[6]! >> 8 === 127;
}

export interface AddressPolicy {
  /** Loopback addresses pass (the sandbox's `http://localhost` receivers); every other forbidden address is still refused. */
  allowLoopback?: boolean;
  /** Where names are resolved (default: the system resolver). */
  resolveAll?: ResolveAll;
}

/** True when the policy refuses the address. */
export function isRefusedAddress(ip: string, policy: AddressPolicy = {}): boolean {
  if (policy.allowLoopback && isLoopbackAddress(ip)) return false;
  return isForbiddenAddress(ip);
}

/**
 * A socket `lookup` that resolves every address of the name and refuses the connection (ForbiddenDestination) when
 * any of them is refused by the policy: the check happens at connect time, on the addresses actually connected to.
 */
export function guardedLookup(policy: AddressPolicy = {}): LookupFunction {
  const resolveAll = policy.resolveAll;
  return (hostname, options, callback) => {
    const opts = (typeof options === 'object' && options !== null ? options : {}) as LookupOptions;
    const done = (error: Error | null, addresses: LookupAddress[]) => {
      if (error) return (callback as (e: Error | null, a?: unknown, f?: number) => void)(error);
      const bad = addresses.find((a) => isRefusedAddress(a.address, policy));
      if (bad || addresses.length === 0) {
        return (callback as (e: Error | null) => void)(new ForbiddenDestination(hostname, bad?.address ?? 'no address'));
      }
      if (opts.all) return (callback as (e: null, a: LookupAddress[]) => void)(null, addresses);
      (callback as (e: null, a: string, f: number) => void)(null, addresses[0]!.address, addresses[0]!.family);
    };
    if (resolveAll) {
      resolveAll(hostname).then((addresses) => done(null, addresses), (error: Error) => done(error, []));
      return;
    }
    dnsLookup(hostname, { family: opts.family ?? 0, hints: opts.hints ?? 0, all: true }, (error, addresses: LookupAddress[]) => done(error, addresses));
  };
}
