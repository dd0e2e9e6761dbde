import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { UpstreamError } from '../upstream-error.js';
import { ipv6Groups } from '../../platform/lib/ipv6.js';

/**
 * Outbound HTTP for URLs that come out of upstream answers (an RDAP registry's `related` registrar link, a
 * `Location` header): the server-side request forgery guard of the RDAP client.
 *
 * - Destinations are checked **at connect time**: the socket's DNS lookup is ours (`lookup` of node:http), it
 *   resolves every address of the name and refuses the connection when any of them is loopback, private
 *   (RFC 1918), CGNAT (RFC 6598 100.64/10), link-local (169.254/16 incl. cloud metadata 169.254.169.254,
 *   fe80::/10), unique-local (fc00::/7), unspecified, multicast, reserved, or an IPv4-mapped/NAT64 form of one.
 *   The address checked is the address connected to, so DNS rebinding (a name that answers public first, then
 *   127.0.0.1) cannot slip past a check made earlier. IP literals in the URL are checked before connecting.
 * - Redirects are never followed blindly: at most `maxRedirects` hops, each target checked like the first
 *   (scheme, address), and never from https down to http.
 * - The body is streamed and counted: a Content-Length over `maxBytes` is refused before reading, otherwise
 *   the request is aborted as soon as more than `maxBytes` arrived (nothing larger is ever buffered).
 */

const BLOCKED = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this network", unspecified (RFC 1122)
  ['10.0.0.0', 8], ['172.16.0.0', 12], ['192.168.0.0', 16], // RFC 1918
  ['100.64.0.0', 10], // CGNAT (RFC 6598)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata (RFC 3927)
  ['192.0.0.0', 24], // IETF protocol assignments (RFC 6890)
  ['198.18.0.0', 15], // benchmarking (RFC 2544)
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) BLOCKED.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128], ['::1', 128], // unspecified, loopback
  ['fe80::', 10], // link-local
  ['fc00::', 7], // unique local (RFC 4193)
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
  // NAT64 (RFC 6052 well-known prefix 64:ff9b::/96).
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return isForbiddenAddress(embeddedV4());
  return BLOCKED.check(ip.split('%')[0]!, 'ipv6');
}

class ForbiddenDestination extends Error {
  constructor(readonly host: string, readonly address: string) {
    super(`refused to connect to ${host}: it resolves to ${address}, a loopback/private/link-local/reserved address`);
    this.name = 'ForbiddenDestination';
  }
}

/** dns.lookup that resolves all addresses and refuses the connection if any is forbidden (checked at connect time). */
const guardedLookup: LookupFunction = (hostname, options, callback) => {
  const opts = (typeof options === 'object' && options !== null ? options : {}) as LookupOptions;
  dnsLookup(hostname, { family: opts.family ?? 0, hints: opts.hints ?? 0, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return (callback as (e: Error | null, a?: unknown, f?: number) => void)(error);
    const bad = addresses.find((a) => isForbiddenAddress(a.address));
    if (bad || addresses.length === 0) {
      return (callback as (e: Error | null) => void)(new ForbiddenDestination(hostname, bad?.address ?? 'no address'));
    }
    if (opts.all) return (callback as (e: null, a: LookupAddress[]) => void)(null, addresses);
    (callback as (e: null, a: string, f: number) => void)(null, addresses[0]!.address, addresses[0]!.family);
  });
};

export interface GuardedGetOptions {
  accept: string;
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  /** Tests and the loopback sandbox only: skip the address check and allow plain http for followed links. */
  allowPrivateAddresses: boolean;
  /** The first URL is configuration (the bootstrap's server), not taken from an answer: its address is not checked. */
  trustFirstHop: boolean;
  /** A label for errors (`rdap`). */
  source: string;
  /** The caller's cancellation (a search whose client went away): aborts like the deadline, reported as `aborted`. */
  signal?: AbortSignal;
}

export interface GuardedResponse {
  status: number;
  body: string;
  /** The URL that finally answered (after redirects). */
  url: URL;
  /** The Retry-After header of that answer, if any (rate limiting). */
  retryAfter: string | undefined;
}

/**
 * Connections per upstream host: a burst of searches (10 names each) reuses up to this many kept-alive connections per
 * RDAP server instead of opening one TLS connection per request; further requests queue inside their deadline.
 * Registries rate-limit per client, so a bound is also the polite thing (issue 6).
 */
export const MAX_SOCKETS_PER_HOST = 32;

export class GuardedHttp {
  private readonly strictAgents = {
    'http:': new http.Agent({ keepAlive: true, maxSockets: MAX_SOCKETS_PER_HOST, lookup: guardedLookup } as http.AgentOptions),
    'https:': new https.Agent({ keepAlive: true, maxSockets: MAX_SOCKETS_PER_HOST, lookup: guardedLookup } as https.AgentOptions),
  };
  private readonly openAgents = {
    'http:': new http.Agent({ keepAlive: true, maxSockets: MAX_SOCKETS_PER_HOST }),
    'https:': new https.Agent({ keepAlive: true, maxSockets: MAX_SOCKETS_PER_HOST }),
  };

  /** GET with one deadline across all hops; 3xx followed by hand (see the module comment). */
  async get(start: URL, options: GuardedGetOptions): Promise<GuardedResponse> {
    // An explicit timer rather than AbortSignal.timeout(): cleared when done, and never lost to garbage collection.
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.timeoutMs);
    const cancel = (): void => controller.abort();
    options.signal?.addEventListener('abort', cancel, { once: true });
    if (options.signal?.aborted) controller.abort();
    try {
      return await this.follow(start, options, controller.signal);
    } catch (error) {
      if (options.signal?.aborted) throw new UpstreamError(options.source, 'aborted', `${where(start)}: cancelled by the caller`);
      throw error;
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', cancel);
    }
  }

  private async follow(start: URL, options: GuardedGetOptions, signal: AbortSignal): Promise<GuardedResponse> {
    let url = start;
    for (let hop = 0; ; hop++) {
      const checked = !(hop === 0 && options.trustFirstHop) && !options.allowPrivateAddresses;
      if (hop > 0 || !options.trustFirstHop) this.checkUrl(url, options, checked);
      const response = await this.request(url, options, signal, checked);
      if (response.status >= 300 && response.status < 400 && response.location !== undefined) {
        if (hop >= options.maxRedirects) {
          throw new UpstreamError(options.source, 'http', `${where(url)} redirected more than ${options.maxRedirects} times`, response.status);
        }
        let next: URL;
        try {
          next = new URL(response.location, url);
        } catch {
          throw new UpstreamError(options.source, 'http', `${where(url)} redirected to an invalid URL`, response.status);
        }
        // RFC 7480 §5.2 redirects; never from https down to http.
        if (url.protocol === 'https:' && next.protocol === 'http:') {
          throw new UpstreamError(options.source, 'network', `${where(url)} redirected from https to http (refused)`, response.status);
        }
        url = next;
        continue;
      }
      return { status: response.status, body: response.body, url, retryAfter: response.retryAfter };
    }
  }

  private checkUrl(url: URL, options: GuardedGetOptions, checked: boolean): void {
    const allowed = options.allowPrivateAddresses ? ['https:', 'http:'] : ['https:'];
    if (!allowed.includes(url.protocol)) {
      throw new UpstreamError(options.source, 'network', `refused to follow ${url.protocol} URL ${where(url)} (only ${allowed.join(' or ')})`);
    }
    if (url.username || url.password) throw new UpstreamError(options.source, 'network', `refused to follow a URL with credentials (${url.host})`);
    const literal = url.hostname.replace(/^\[|\]$/g, '');
    if (checked && isIP(literal) && isForbiddenAddress(literal)) {
      throw new UpstreamError(options.source, 'network', `refused to connect to ${url.host}: a loopback/private/link-local/reserved address`);
    }
  }

  private request(url: URL, options: GuardedGetOptions, signal: AbortSignal, checked: boolean):
    Promise<{ status: number; body: string; location: string | undefined; retryAfter: string | undefined }> {
    const protocol = url.protocol as 'http:' | 'https:';
    const agent = (checked ? this.strictAgents : this.openAgents)[protocol];
    const send = protocol === 'https:' ? https.request : http.request;
    return new Promise((resolve, reject) => {
      const fail = (error: Error) => {
        if (error instanceof UpstreamError) return reject(error);
        if (signal.aborted) {
          return reject(new UpstreamError(options.source, 'timeout', `no answer within ${options.timeoutMs} ms from ${where(url)}`));
        }
        const cause = error instanceof ForbiddenDestination ? error : (error as { cause?: unknown }).cause;
        if (cause instanceof ForbiddenDestination) return reject(new UpstreamError(options.source, 'network', cause.message));
        reject(new UpstreamError(options.source, 'network', `${where(url)}: ${error.message}`));
      };
      const req = send(url, { method: 'GET', agent, signal, headers: { accept: options.accept } }, (res) => {
        const status = res.statusCode ?? 0;
        const location = status >= 300 && status < 400 ? res.headers.location : undefined;
        const declared = Number(res.headers['content-length']);
        if (Number.isFinite(declared) && declared > options.maxBytes) {
          req.destroy();
          return fail(new UpstreamError(options.source, 'format', `${where(url)} announced ${declared} bytes, more than the ${options.maxBytes} accepted`));
        }
        const chunks: Buffer[] = [];
        let received = 0;
        res.on('data', (chunk: Buffer) => {
          received += chunk.length;
          if (received > options.maxBytes) {
            // Stop reading at once: the rest of the body is never downloaded or buffered.
            req.destroy(new UpstreamError(options.source, 'format', `${where(url)} answered more than ${options.maxBytes} bytes`));
            return;
          }
          chunks.push(chunk);
        });
        const retryAfter = typeof res.headers['retry-after'] === 'string' ? res.headers['retry-after'] : undefined;
        res.on('end', () => resolve({ status, body: Buffer.concat(chunks).toString('utf8'), location, retryAfter }));
        res.on('error', fail);
      });
      req.on('error', fail);
      req.end();
    });
  }
}

const where = (url: URL) => `${url.host}${url.pathname}`;
