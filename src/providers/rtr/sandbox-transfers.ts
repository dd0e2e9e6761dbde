import { randomBytes } from 'node:crypto';
import { type Clock, systemClock } from '../../platform/clock.js';

/**
 * The sandbox registrar's side of moving a sold domain, in Realtime Register's formats (domains/pushtransfer,
 * processes/get|list, domains/transferinfo), so a sandbox order runs its whole life offline:
 *
 * - a push (`POST /v2/domains/{d}/transfer/push`) answers 202 `{processId}`; the process is RUNNING until
 *   `transferDelaySeconds` have passed, then COMPLETED and the domain belongs to the recipient;
 * - reading a domain's auth code (`GET /v2/domains/{d}?fields=authcode`) stands for handing it to the buyer, whose
 *   (simulated) registrar requests the transfer at once: `GET /v2/domains/{d}/transfer` reports an OUT transfer,
 *   `pendingfoa` until the delay has passed, then `completed`, and the domain leaves the sandbox account (404);
 * - a domain whose first label starts with `fresh` (`freshlab.com`, `freshify.ai`, …) was registered 20 days ago, so
 *   it is inside the 60-day transfer lock and an auth-code sale of it ends TRANSFER_FAILED; every other domain was
 *   registered 2025-01-01.
 *
 * Real time (Date.now), not an injected clock: this stands for an outside system, which keeps its own time.
 */

export const SANDBOX_LOCKED_PREFIX = 'fresh';
const FRESH_AGE_DAYS = 20;
const DAY_MS = 86_400_000;

export interface SandboxDomainFacts {
  customer: string;
  createdDate: string;
  authcode: string;
}

type Answer = { status: number; body: unknown };

interface Push { id: number; domain: string; recipient: string; createdAt: number }
interface OutgoingTransfer { id: number; requestedAt: number }

export class SandboxTransfers {
  private readonly pushes = new Map<number, Push>();
  private readonly outgoing = new Map<string, OutgoingTransfer>();
  private readonly facts = new Map<string, SandboxDomainFacts>();
  private nextId = 1;

  // The sandbox registrar keeps its own time like a real one; a clock is injectable so its delays can be stepped in tests.
  constructor(private readonly ownCustomer: string, private readonly delayMs: number, private readonly clock: Clock = systemClock) {}

  /** Holder, registration date and auth code of a domain the sandbox holds (created on first sight, like its other facts). */
  factsOf(domain: string): SandboxDomainFacts {
    let facts = this.facts.get(domain);
    if (!facts) {
      const fresh = domain.startsWith(SANDBOX_LOCKED_PREFIX);
      facts = {
        customer: this.ownCustomer,
        createdDate: fresh ? new Date(this.clock.now().getTime() - FRESH_AGE_DAYS * DAY_MS).toISOString() : '2025-01-01T00:00:00.000Z',
        // Registries want mixed classes in an auth code; base64url of 12 random bytes plus a fixed mix suffix.
        authcode: `${randomBytes(12).toString('base64url')}#A1`,
      };
      this.facts.set(domain, facts);
    }
    this.settle(domain);
    return facts;
  }

  /** True once the domain has left the sandbox account: an outgoing transfer or a push completed. */
  departed(domain: string): boolean {
    this.settle(domain);
    const out = this.outgoing.get(domain);
    const facts = this.facts.get(domain);
    return (out !== undefined && this.isDone(out.requestedAt)) || (facts !== undefined && facts.customer !== this.ownCustomer);
  }

  /** The auth code was read: the buyer's registrar requests the transfer now (once). */
  codeHandedOut(domain: string): void {
    if (!this.outgoing.has(domain)) this.outgoing.set(domain, { id: this.nextId++, requestedAt: this.clock.now().getTime() });
  }

  /** Answers a transfer or process call, or null when the path is not one of them. */
  answer(method: string, path: string, query: URLSearchParams, body: Record<string, unknown>): Answer | null {
    const notFound: Answer = { status: 404, body: { type: 'ObjectDoesNotExist', message: 'Entity not found' } };
    const one = /^\/v2\/processes\/(\d+)$/.exec(path);
    if (method === 'GET' && one) {
      const push = this.pushes.get(Number(one[1]));
      return push ? { status: 200, body: this.processBody(push) } : notFound;
    }
    if (method === 'GET' && path === '/v2/processes') {
      const identifier = query.get('identifier');
      const entities = [...this.pushes.values()].filter((p) => p.domain === identifier).reverse().map((p) => this.processBody(p));
      return { status: 200, body: { entities, pagination: { limit: 10, offset: 0, total: entities.length } } };
    }
    const transfer = /^\/v2\/domains\/([^/]+)\/transfer(\/push)?$/.exec(path);
    if (!transfer) return null;
    const domain = decodeURIComponent(transfer[1]!).toLowerCase();
    if (method === 'GET' && !transfer[2]) {
      const out = this.outgoing.get(domain);
      return out ? { status: 200, body: this.transferBody(domain, out) } : notFound;
    }
    if (method === 'POST' && transfer[2]) {
      if (this.departed(domain)) return notFound;
      const recipient = typeof body.recipient === 'string' ? body.recipient : '';
      if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/.test(recipient) || recipient === this.factsOf(domain).customer) {
        return { status: 400, body: { type: 'InvalidParameter', message: 'recipient is not another customer of this registrar' } };
      }
      const push: Push = { id: this.nextId++, domain, recipient, createdAt: this.clock.now().getTime() };
      this.pushes.set(push.id, push);
      return { status: 202, body: { processId: push.id } };
    }
    return { status: 405, body: { type: 'MethodNotAllowed' } };
  }

  private isDone(since: number): boolean {
    return this.clock.now().getTime() - since >= this.delayMs;
  }

  /** Applies pushes whose delay has passed (the domain changes hands). */
  private settle(domain: string): void {
    const facts = this.facts.get(domain);
    if (!facts) return;
    for (const push of this.pushes.values()) if (push.domain === domain && this.isDone(push.createdAt)) facts.customer = push.recipient;
  }

  private processBody(push: Push): Record<string, unknown> {
    const done = this.isDone(push.createdAt);
    if (done) this.settle(push.domain);
    return {
      id: push.id, type: 'domain', action: 'pushTransfer', identifier: push.domain, customer: this.ownCustomer,
      createdDate: new Date(push.createdAt).toISOString(), status: done ? 'COMPLETED' : 'RUNNING',
    };
  }

  private transferBody(domain: string, out: OutgoingTransfer): Record<string, unknown> {
    const requested = new Date(out.requestedAt).toISOString();
    const done = this.isDone(out.requestedAt);
    const log = [{ date: requested, status: 'pendingfoa', message: 'Transfer requested by the gaining registrar' }];
    if (done) log.push({ date: new Date(out.requestedAt + this.delayMs).toISOString(), status: 'completed', message: 'Transfer completed' });
    return {
      domainName: domain, registrar: 'Sandbox Gaining Registrar', status: done ? 'completed' : 'pendingfoa', requestedDate: requested,
      actionDate: new Date(out.requestedAt + 5 * DAY_MS).toISOString(), type: 'OUT', processId: out.id, log,
    };
  }
}
