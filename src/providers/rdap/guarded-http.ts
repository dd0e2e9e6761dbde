import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { UpstreamError } from '../upstream-error.js';
import { ForbiddenDestination, guardedLookup, isForbiddenAddress } from '../outbound/address-guard.js';

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

/** The address rules live beside webhook delivery's (providers/outbound/address-guard.ts); re-exported for this client's callers. */
export { isForbiddenAddress };

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
    'http:': new http.Agent({ keepAlive: true, maxSockets: MAX_SOCKETS_PER_HOST, lookup: guardedLookup() } as http.AgentOptions),
    'https:': new https.Agent({ keepAlive: true, maxSockets: MAX_SOCKETS_PER_HOST, lookup: guardedLookup() } as https.AgentOptions),
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
