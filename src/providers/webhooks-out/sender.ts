import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { type AddressPolicy, ForbiddenDestination, guardedLookup, isRefusedAddress } from '../outbound/address-guard.js';
import type { SignedHeaders } from './signing.js';

/**
 * The HTTP sender of webhook deliveries: one POST, no redirects followed, one deadline, the destination address
 * checked at connect time (providers/outbound/address-guard.ts). It reports what happened as a value; what to do
 * about it (retry, disable) is the webhooks module's decision.
 */

export interface WebhookPost {
  url: string;
  body: string;
  headers: SignedHeaders;
  /** Success is a 2xx within this time (default 15 s). */
  timeoutMs: number;
  /** Sandbox endpoints may be on loopback (`http://localhost`); nothing else private is ever reached. */
  allowLoopback: boolean;
}

export type WebhookAttemptResult =
  /** 2xx within the deadline. */
  | { outcome: 'delivered'; status: number }
  /** The receiver answered something else (3xx redirects included: never followed). */
  | { outcome: 'rejected'; status: number; retryAfter: string | undefined }
  /** Nothing reached the receiver: address refused, name not found, connection refused. */
  | { outcome: 'unreachable'; error: string }
  /** The request was sent but no answer came in time (or the connection broke): the receiver may have processed it. */
  | { outcome: 'unknown'; error: string };

export interface WebhookSender {
  post(request: WebhookPost): Promise<WebhookAttemptResult>;
}

/** At most this much of a receiver's answer is read (and discarded): only the status matters. */
const MAX_ANSWER_BYTES = 64 * 1024;

export class HttpWebhookSender implements WebhookSender {
  private readonly agents: Record<'strict' | 'loopback', { 'http:': http.Agent; 'https:': https.Agent }>;

  constructor(policy: Pick<AddressPolicy, 'resolveAll'> = {}) {
    const make = (allowLoopback: boolean) => {
      const lookup = guardedLookup({ ...policy, allowLoopback });
      return {
        'http:': new http.Agent({ keepAlive: true, maxSockets: 16, lookup } as http.AgentOptions),
        'https:': new https.Agent({ keepAlive: true, maxSockets: 16, lookup } as https.AgentOptions),
      };
    };
    this.agents = { strict: make(false), loopback: make(true) };
  }

  post(request: WebhookPost): Promise<WebhookAttemptResult> {
    let url: URL;
    try {
      url = new URL(request.url);
    } catch {
      return Promise.resolve({ outcome: 'unreachable', error: 'the endpoint URL is not valid' });
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return Promise.resolve({ outcome: 'unreachable', error: `${url.protocol} URLs are not delivered to` });
    // An IP literal never goes through the socket's lookup: judge it here.
    const literal = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(literal) && isRefusedAddress(literal, { allowLoopback: request.allowLoopback })) {
      return Promise.resolve({ outcome: 'unreachable', error: `refused to connect to ${url.host}: a private, loopback, link-local or reserved address` });
    }
    const protocol = url.protocol as 'http:' | 'https:';
    const agent = this.agents[request.allowLoopback ? 'loopback' : 'strict'][protocol];
    const send = protocol === 'https:' ? https.request : http.request;
    return new Promise((resolve) => {
      let settled = false;
      let sent = false;
      const finish = (result: WebhookAttemptResult) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(result);
      };
      const req = send(url, {
        method: 'POST',
        agent,
        headers: { ...request.headers, 'content-length': String(Buffer.byteLength(request.body)), 'user-agent': 'Nameport-Webhooks/1' },
      }, (res) => {
        const status = res.statusCode ?? 0;
        const retryAfter = typeof res.headers['retry-after'] === 'string' ? res.headers['retry-after'] : undefined;
        let received = 0;
        res.on('data', (chunk: Buffer) => {
          received += chunk.length;
          if (received > MAX_ANSWER_BYTES) res.destroy();
        });
        // The status decides; the answer's body is drained (so the connection can be reused) but not kept.
        finish(status >= 200 && status < 300 ? { outcome: 'delivered', status } : { outcome: 'rejected', status, retryAfter });
        res.on('error', () => undefined);
        // A body that trickles in forever must not hold the connection: the same deadline again for the rest.
        const drain = setTimeout(() => req.destroy(), request.timeoutMs);
        drain.unref();
        res.on('close', () => clearTimeout(drain));
        res.resume();
      });
      const timer = setTimeout(() => {
        req.destroy();
        finish(sent
          ? { outcome: 'unknown', error: `no answer within ${request.timeoutMs} ms (the receiver may have processed it)` }
          : { outcome: 'unreachable', error: `could not connect within ${request.timeoutMs} ms` });
      }, request.timeoutMs);
      // Sent from the moment the request can be written: a reused socket at once; a new one once connected, and for
      // https only after the TLS handshake (a refused certificate means the receiver never saw the request).
      req.on('socket', (socket) => {
        if (!socket.connecting) sent = true;
        else socket.once(protocol === 'https:' ? 'secureConnect' : 'connect', () => { sent = true; });
      });
      req.on('error', (error: Error) => {
        const cause = error instanceof ForbiddenDestination ? error : (error as { cause?: unknown }).cause;
        if (cause instanceof ForbiddenDestination) return finish({ outcome: 'unreachable', error: cause.message });
        finish(sent ? { outcome: 'unknown', error: `the connection broke: ${error.message}` } : { outcome: 'unreachable', error: error.message });
      });
      req.end(request.body);
    });
  }

  close(): void {
    for (const set of Object.values(this.agents)) {
      set['http:'].destroy();
      set['https:'].destroy();
    }
  }
}
