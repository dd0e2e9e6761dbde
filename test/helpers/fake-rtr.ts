import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

export const FAKE_RTR_KEY = 'test-key';
export const FAKE_RTR_CUSTOMER = 'acme';

export function rtrFixture(name: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(import.meta.dirname, '..', 'fixtures', 'rtr', name), 'utf8')) as Record<string, unknown>;
}

/**
 * Scripted answer of `GET /v2/domains/{domain}/check`: a body (RTR's `{available, reason?, premium?, currency?,
 * price?}`), or an HTTP status with an optional raw body; `delayMs` holds the answer back (longer than the client's
 * deadline: a timeout).
 */
export type FakeCheck = { answer: Record<string, unknown>; delayMs?: number } | { status: number; body?: string; delayMs?: number };

export type FakeBehaviour =
  | { kind: 'ok' }
  | { kind: 'status'; status: number; body?: string }
  | { kind: 'hang' }
  /** The connection is cut without an answer (a transport error for the client). */
  | { kind: 'reset' }
  | { kind: 'garbage' };

/**
 * A small Realtime Register stand-in on 127.0.0.1 answering in RTR's formats from the real fixtures.
 * Tests change `tlds`, `prices` and `behaviour` to script the upstream, and read `calls`.
 */
export class FakeRtr {
  tlds = new Map<string, Record<string, unknown>>();
  prices: unknown[] = [];
  behaviour: FakeBehaviour = { kind: 'ok' };
  /** Per-path behaviour, checked before `behaviour` (e.g. fail only `/v2/tlds/nl/info`). */
  pathBehaviour = new Map<string, FakeBehaviour>();
  /** Artificial latency, so concurrent callers overlap. */
  delayMs = 0;
  readonly calls: { method: string; path: string; authorization: string | undefined; body?: unknown }[] = [];
  /**
   * Domains the fake registrar holds (GET /v2/domains/{d}, POST …/renew, POST …/update, POST …/transfer/push); the
   * GET answer carries `authcode`, `customer` and `createdDate` when set, as RTR does for domains in our account.
   */
  domains = new Map<string, FakeDomain>();
  /** Processes by id (GET /v2/processes/{id}, GET /v2/processes?identifier=): RTR process bodies; tests edit `status`. */
  processes = new Map<string, FakeProcess>();
  /** The most recent transfer per domain (GET /v2/domains/{d}/transfer), an RTR transferinfo body; absent: 404. */
  transfers = new Map<string, Record<string, unknown>>();
  /** Called with each request as it arrives (before any answer), e.g. to kill a client mid-call. */
  onRequest: ((call: { method: string; path: string }) => void) | undefined;
  /** Pushes whose answer is held back `delayMs` (a timeout); `applied`: the registrar accepted the push anyway. */
  slowPushes = new Map<string, { delayMs: number; applied: boolean }>();
  private nextProcessId = 1000;
  /**
   * Renewals whose answer is held back `delayMs` (past the client's deadline: a timeout), by domain. `applied`: the
   * registrar renews at once and only the answer is late (as the real one did, issue 14 item 3); false: it never renews.
   */
  slowRenewals = new Map<string, { delayMs: number; applied: boolean }>();
  /** Domain checks by name; a name not in the table is `{available: true}`. */
  checks = new Map<string, FakeCheck>();
  /** Delayed checks whose client went away before the answer (deadline or cancellation). */
  abandonedChecks = 0;
  private server: Server | undefined;
  private readonly hanging = new Set<ServerResponse>();
  baseUrl = '';

  constructor() {
    this.reset();
  }

  /** Back to the default data set and behaviour, with no calls recorded. */
  reset(): void {
    this.behaviour = { kind: 'ok' };
    this.pathBehaviour.clear();
    this.delayMs = 0;
    this.calls.length = 0;
    this.tlds = new Map();
    this.domains = new Map();
    this.checks = new Map();
    this.slowRenewals = new Map();
    this.processes = new Map();
    this.transfers = new Map();
    this.slowPushes = new Map();
    this.nextProcessId = 1000;
    this.onRequest = undefined;
    this.abandonedChecks = 0;
    const com = rtrFixture('tldinfo_com.json');
    this.tlds.set('com', com);
    this.tlds.set('net', com);
    this.tlds.set('nl', rtrFixture('tldinfo_nl.json'));
    this.prices = [
      { product: 'domain_com', action: 'CREATE', currency: 'USD', price: 1106 },
      { product: 'domain_com', action: 'RENEW', currency: 'USD', price: 1106 },
      { product: 'domain_com', action: 'TRANSFER', currency: 'USD', price: 1106 },
      { product: 'domain_com', action: 'RESTORE', currency: 'USD', price: 9106 },
      { product: 'domain_nl', action: 'CREATE', currency: 'USD', price: 719 },
      { product: 'domain_uk', action: 'TRANSFER', currency: 'USD', price: 0 },
      { product: 'domain_uk', action: 'CREATE', currency: 'USD', price: 566 },
      { product: 'domain_co.uk', action: 'CREATE', currency: 'USD', price: 566 },
      { product: 'domain_xn--p1ai', action: 'CREATE', currency: 'USD', price: 990 },
      { product: 'domain_eur', action: 'CREATE', currency: 'EUR', price: 500 },
      { product: 'ssl_basic', action: 'CREATE', currency: 'USD', price: 1000 },
    ];
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v2/`;
    return this;
  }

  async stop(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Ends a push process: COMPLETED moves the domain to the recipient; FAILED leaves it where it was. */
  finishProcess(id: string, status: 'COMPLETED' | 'FAILED' = 'COMPLETED'): void {
    const process = this.processes.get(id)!;
    process.status = status;
    if (status === 'COMPLETED' && process.recipient) this.domains.get(process.identifier)!.customer = process.recipient;
  }

  callsTo(path: string): number {
    return this.calls.filter((c) => c.path === path).length;
  }

  /** Waits `ms`, or less when the client goes away first (so no timer outlives a test). */
  private holdBack(res: ServerResponse, ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      res.once('close', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : undefined;
    this.calls.push({ method: req.method ?? '', path, authorization: req.headers.authorization, ...(body ? { body } : {}) });
    this.onRequest?.({ method: req.method ?? '', path });
    if (this.delayMs) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    const behaviour = this.pathBehaviour.get(path) ?? this.behaviour;
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    if (behaviour.kind === 'hang') {
      this.hanging.add(res);
      return;
    }
    if (behaviour.kind === 'reset') return void req.socket.destroy();
    if (behaviour.kind === 'status') return json(behaviour.status, behaviour.body ?? { message: 'upstream error' });
    if (behaviour.kind === 'garbage') return json(200, '<html>maintenance</html>');
    if (req.headers.authorization !== `ApiKey ${FAKE_RTR_KEY}`) return json(401, { type: 'AuthenticationError', message: 'Invalid API key' });

    const info = /^\/v2\/tlds\/([^/]+)\/info$/.exec(path);
    if (info) {
      const found = this.tlds.get(decodeURIComponent(info[1]!));
      return found ? json(200, found) : json(404, { type: 'EntityNotFound', message: 'Entity not found' });
    }
    if (path === `/v2/customers/${FAKE_RTR_CUSTOMER}/pricelist`) return json(200, { prices: this.prices });
    const check = /^\/v2\/domains\/([^/]+)\/check$/.exec(path);
    if (check && req.method === 'GET') {
      const scripted = this.checks.get(decodeURIComponent(check[1]!)) ?? { answer: { available: true } };
      // The delay ends early when the client goes away (deadline or abort), so no timer outlives the test.
      if (scripted.delayMs) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, scripted.delayMs);
          res.once('close', () => {
            if (!res.writableEnded) this.abandonedChecks++;
            clearTimeout(timer);
            resolve();
          });
        });
      }
      if (res.destroyed || res.writableEnded) return;
      return 'status' in scripted ? json(scripted.status, scripted.body ?? { message: 'upstream error' }) : json(200, scripted.answer);
    }
    if (path.startsWith('/v2/processes') || /^\/v2\/domains\/[^/]+\/transfer(\/push)?$/.test(path)) return this.transferCall(req, res, path, body, json);
    const domainPath = /^\/v2\/domains\/([^/]+)(\/renew|\/update)?$/.exec(path);
    if (domainPath) {
      const name = decodeURIComponent(domainPath[1]!);
      const domain = this.domains.get(name);
      if (!domain) return json(404, { type: 'EntityNotFound', message: `Domain ${name} not found` });
      if (req.method === 'GET' && !domainPath[2]) return json(200, { domainName: name, ...domain });
      if (req.method === 'POST' && domainPath[2] === '/renew') {
        const slow = this.slowRenewals.get(name);
        if (!slow || slow.applied) {
          const expiry = new Date(domain.expiryDate);
          expiry.setUTCMonth(expiry.getUTCMonth() + Number(body?.period ?? 12));
          domain.expiryDate = expiry.toISOString();
        }
        if (slow) await this.holdBack(res, slow.delayMs);
        if (res.destroyed || res.writableEnded) return;
        return json(200, { expiryDate: domain.expiryDate });
      }
      if (req.method === 'POST' && domainPath[2] === '/update') {
        Object.assign(domain, body);
        res.writeHead(202);
        return void res.end();
      }
    }
    return json(404, { type: 'NotFound' });
  }

  /** Pushes, processes and transfer status, in RTR's formats (domains/pushtransfer, processes/get|list, domains/transferinfo). */
  private async transferCall(req: IncomingMessage, res: ServerResponse, path: string, body: Record<string, unknown> | undefined, json: (status: number, body: unknown) => void): Promise<void> {
    const notFound = () => json(404, { type: 'ObjectDoesNotExist', message: 'Entity not found' });
    const one = /^\/v2\/processes\/(\d+)$/.exec(path);
    if (one && req.method === 'GET') {
      const process = this.processes.get(one[1]!);
      return process ? json(200, asRtr(process)) : notFound();
    }
    if (path === '/v2/processes' && req.method === 'GET') {
      const identifier = new URL(req.url ?? '/', 'http://x').searchParams.get('identifier');
      const entities = [...this.processes.values()].filter((p) => p.identifier === identifier).reverse().map(asRtr);
      return json(200, { entities, pagination: { limit: 10, offset: 0, total: entities.length } });
    }
    const transfer = /^\/v2\/domains\/([^/]+)\/transfer(\/push)?$/.exec(path)!;
    const name = decodeURIComponent(transfer[1]!);
    if (!transfer[2] && req.method === 'GET') {
      const info = this.transfers.get(name);
      return info ? json(200, info) : notFound();
    }
    if (transfer[2] && req.method === 'POST') {
      const domain = this.domains.get(name);
      if (!domain) return notFound();
      const slow = this.slowPushes.get(name);
      const id = String(this.nextProcessId++);
      if (!slow || slow.applied) {
        this.processes.set(id, { id: Number(id), action: 'pushTransfer', type: 'domain', identifier: name, status: 'RUNNING', recipient: String(body?.recipient ?? '') });
      }
      if (slow) await this.holdBack(res, slow.delayMs);
      if (res.destroyed || res.writableEnded) return;
      return json(202, { processId: Number(id) });
    }
    return json(405, { type: 'MethodNotAllowed' });
  }
}

/** The process as RTR sends it (the fake's `recipient` note left out). */
const asRtr = ({ recipient: _recipient, ...process }: FakeProcess) => process;

export interface FakeDomain {
  expiryDate: string;
  autoRenew: boolean;
  privacyProtect: boolean;
  ns: string[];
  status: string[];
  createdDate?: string;
  customer?: string;
  authcode?: string;
}

/** An RTR process body; `recipient` is the fake's own note of a push's target (RTR keeps it in `command`). */
export interface FakeProcess {
  id: number;
  action: string;
  type: string;
  identifier: string;
  status: string;
  recipient?: string;
  statusDetail?: string;
  createdDate?: string;
}
