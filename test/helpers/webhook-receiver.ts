import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { after, before, beforeEach } from 'node:test';
import type { AppContext } from '../../src/context.js';
import { createWebhookState } from '../../src/modules/webhooks/state.js';
import type { ManualClock } from '../../src/platform/clock.js';

/**
 * A partner's webhook receiver on 127.0.0.1, checking every delivery it gets two ways, neither sharing code with
 * src/providers/webhooks-out: the third-party `standardwebhooks` package (Standard Webhooks headers), and
 * `verifyServiceSignature` below, written from the README's description of `X-Service-Signature`. Both check the
 * timestamp against the test's clock at the moment of receipt, with the usual 5-minute tolerance, so a retry signed
 * once before its first attempt would fail here.
 */

export interface ReceivedDelivery {
  headers: IncomingHttpHeaders;
  body: string;
  receivedAt: Date;
  /** Secrets (of those the receiver holds) whose signature verified, per scheme. */
  standardVerifiedWith: string[];
  serviceVerifiedWith: string[];
}

/** What the receiver answers a request with: a status (and headers; after delayMs), or 'hang' (never answers). */
export type Answer = { status: number; headers?: Record<string, string>; delayMs?: number } | 'hang';

export class WebhookReceiver {
  readonly received: ReceivedDelivery[] = [];
  /** Answers in order; when empty, `fallback`. */
  readonly answers: Answer[] = [];
  fallback: Answer = { status: 204 };
  /** The secrets this receiver knows (a partner mid-rotation may hold the old one or the new one). */
  secrets: string[] = [];
  private server: Server | null = null;
  private readonly hanging = new Set<ServerResponse>();

  constructor(private readonly clock: ManualClock) {}

  get url(): string {
    const { port } = this.server!.address() as AddressInfo;
    return `http://127.0.0.1:${port}/hooks/nameport`;
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const receivedAt = this.clock.now();
        this.received.push({
          headers: req.headers, body, receivedAt,
          standardVerifiedWith: this.secrets.filter((s) => verifyWithStandardWebhooks(s, req.headers, body, receivedAt)),
          serviceVerifiedWith: this.secrets.filter((s) => verifyServiceSignature(s, req.headers, body, receivedAt)),
        });
        const answer = this.answers.shift() ?? this.fallback;
        if (answer === 'hang') {
          this.hanging.add(res);
          return;
        }
        const reply = () => res.writeHead(answer.status, answer.headers ?? {}).end('ok');
        if (answer.delayMs) setTimeout(reply, answer.delayMs);
        else reply();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return this;
  }

  reset(): void {
    this.received.length = 0;
    this.answers.length = 0;
    this.fallback = { status: 204 };
    this.secrets = [];
    this.releaseHanging();
  }

  releaseHanging(): void {
    for (const res of this.hanging) res.destroy();
    this.hanging.clear();
  }

  async stop(): Promise<void> {
    this.releaseHanging();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }
}

/** The standardwebhooks package's verification, its "now" being the moment of receipt on the test clock. */
export function verifyWithStandardWebhooks(secret: string, headers: IncomingHttpHeaders, body: string, receivedAt: Date): boolean {
  const realNow = Date.now;
  // The package reads Date.now() for its 5-minute tolerance; verify() is synchronous, so the swap covers exactly it.
  Date.now = () => receivedAt.getTime();
  try {
    new Webhook(secret).verify(body, headers as Record<string, string>);
    return true;
  } catch {
    return false;
  } finally {
    Date.now = realNow;
  }
}

/**
 * An independent reading of the service's own header: `X-Service-Signature` holds one or more space-separated
 * `v1=<64 lowercase hex>` values, each an HMAC-SHA256 of `{X-Service-Event-Id}.{X-Service-Timestamp}.{raw body}` keyed
 * with the secret's bytes (base64 after `whsec_`, else UTF-8); the timestamp must be within 300 s of receipt.
 */
export function verifyServiceSignature(secret: string, headers: IncomingHttpHeaders, body: string, receivedAt: Date, toleranceSeconds = 300): boolean {
  const id = headers['x-service-event-id'];
  const timestamp = headers['x-service-timestamp'];
  const signature = headers['x-service-signature'];
  if (typeof id !== 'string' || typeof timestamp !== 'string' || typeof signature !== 'string' || !/^\d+$/.test(timestamp)) return false;
  if (Math.abs(Math.floor(receivedAt.getTime() / 1000) - Number(timestamp)) > toleranceSeconds) return false;
  const key = secret.startsWith('whsec_') ? Buffer.from(secret.slice(6), 'base64') : Buffer.from(secret, 'utf8');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest();
  return signature.split(' ').some((value) => {
    const match = /^v1=([0-9a-f]{64})$/.exec(value);
    return match !== null && timingSafeEqual(Buffer.from(match[1]!, 'hex'), expected);
  });
}

/**
 * The loopback receiver of a webhook test file: started once, emptied before each test, and fresh webhook state on the
 * app (2 s deadline, no jitter, loopback receivers allowed as on a `--sandbox` server). Hooks run in the order they are
 * registered, so a file's own beforeEach (a dispatcher, a registration) runs after this one.
 */
export function useWebhookReceiver(h: { clock: ManualClock; ctx: AppContext }): { readonly receiver: WebhookReceiver } {
  const hooks = {} as { receiver: WebhookReceiver };
  before(async () => {
    hooks.receiver = await new WebhookReceiver(h.clock).start();
  });
  after(async () => {
    await hooks.receiver.stop();
  });
  beforeEach(() => {
    hooks.receiver.reset();
    h.ctx.webhooks = createWebhookState({ timeoutMs: 2000, random: () => 0.5, sandboxLoopback: true });
  });
  return hooks;
}
