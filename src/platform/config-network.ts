/** Network settings of loadConfig: proxies to trust, DNS servers, and the base URL derived from the listen address. */
import { isIP } from 'node:net';
import { ConfigError, type Env, read } from './config-env.js';

/**
 * TRUST_PROXY: unset/`false`; `true` (every hop); a whole number of hops (`1`: one proxy in front, so the client is
 * the last X-Forwarded-For entry and whatever a client prepends is ignored; `0` is `false`); or a comma-separated
 * list of proxy addresses/CIDRs (each checked with net.isIP and its prefix length; proxy-addr's `loopback`,
 * `linklocal`, `uniquelocal` too). `1`/`yes`/`on` are deliberately not booleans: `TRUST_PROXY=1` means one hop.
 */
export function trustProxy(env: Env): boolean | number | string[] {
  const raw = read(env, 'TRUST_PROXY');
  if (raw === undefined) return false;
  if (/^true$/i.test(raw)) return true;
  if (/^false$/i.test(raw)) return false;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops > 32) throw new ConfigError('TRUST_PROXY', `as a hop count must be between 0 and 32, got ${raw}`);
    return hops === 0 ? false : hops;
  }
  const list = raw.split(',').map((s) => s.trim());
  for (const entry of list) {
    if (/^(loopback|linklocal|uniquelocal)$/.test(entry)) continue;
    const [address = '', prefix, extra] = entry.split('/');
    const family = isIP(address);
    const bits = family === 4 ? 32 : 128;
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits);
    if (family === 0 || !prefixOk || extra !== undefined) {
      throw new ConfigError('TRUST_PROXY', `must be true, false, a hop count or a comma-separated list of IP addresses/CIDRs; "${entry}" is none of these (in "${raw}")`);
    }
  }
  return list;
}

/**
 * The value for fastify's `trustProxy`. A hop count becomes a function trusting the first `hops` hops from the
 * socket (proxy-addr's meaning of a number): fastify 5 itself turns a bare number into "trust nothing" (it fails
 * closed, lib/request.js), which would put every client behind the proxy on the proxy's own quota.
 */
export function trustProxyOption(value: boolean | number | string[]): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  const hops = value;
  return (_address, hop) => hop < hops;
}

/**
 * DNS_SERVERS: comma-separated `ip`, `ip:port` or `[ipv6]:port` (the forms `dns.Resolver#setServers` takes), each
 * checked here so a typo stops start-up naming the variable instead of failing every lookup later.
 */
export function dnsServers(env: Env): string[] | undefined {
  const raw = read(env, 'DNS_SERVERS');
  if (raw === undefined) return undefined;
  const list = raw.split(',').map((s) => s.trim()).filter((s) => s !== '');
  for (const entry of list) {
    const match = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(entry) ?? /^([^:]+)(?::(\d{1,5}))?$/.exec(entry);
    const address = match ? match[1]! : entry; // a bare IPv6 address has colons: no port form
    const port = match?.[2];
    const portOk = port === undefined || (Number(port) >= 1 && Number(port) <= 65535);
    if (isIP(address) === 0 || !portOk) throw new ConfigError('DNS_SERVERS', `must be a comma-separated list of ip or ip:port; "${entry}" is not (in "${raw}")`);
  }
  return list.length ? list : undefined;
}

/**
 * The base URL when PUBLIC_BASE_URL is unset (issue 14 item 12): one address derived from the listen address, so the
 * banner, the OAuth issuer, the OpenAPI `servers`, the MCP descriptors and every link agree (OAuth clients compare
 * the issuer with the URL they discovered it at, RFC 8414 §3.3). A wildcard listen address (`0.0.0.0`, `::`) is not
 * an address a client can call: it becomes `127.0.0.1`, which a dual-stack `::` listener accepts too. A host name
 * (`localhost`) is kept as written; an IPv6 literal is bracketed.
 */
export function listenBaseUrl(host: string, port: number): string {
  const unspecified = host === '0.0.0.0' || host === '::' || host === '[::]' || host === '::0';
  const name = unspecified ? '127.0.0.1' : isIP(host) === 6 ? `[${host}]` : host;
  return `http://${name}:${port}`;
}
