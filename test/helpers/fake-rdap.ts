import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, beforeEach } from 'node:test';
import { RdapBootstrap } from '../../src/providers/rdap/bootstrap.js';
import { RdapClient } from '../../src/providers/rdap/client.js';
import { useTestApp, type TestAppHandle } from './app.js';
import { FAKE_DOMAINIQ_KEY, FakeDomainIq } from './fake-domainiq.js';
import { streamFiller } from './stream-body.js';

export const RDAP_FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'rdap');

export function rdapFixture(name: string): Record<string, any> {
  return JSON.parse(readFileSync(join(RDAP_FIXTURES, name), 'utf8')) as Record<string, any>;
}

export type RdapBehaviour =
  | { kind: 'ok' }
  | { kind: 'status'; status: number; body?: string }
  | { kind: 'hang' }
  | { kind: 'garbage' }
  /** A 3xx to `location` (a mirrored or absolute URL). */
  | { kind: 'redirect'; status: number; location: string }
  /** 200 streaming `bytes` of JSON-ish filler in 64 KiB chunks, optionally announcing them in Content-Length. */
  | { kind: 'huge'; bytes: number; contentLength: boolean };

/** The RDAP servers the fake stands in for, by the host their real URLs name. */
export const FAKE_RDAP_TLDS: [string[], string][] = [
  [['com', 'net'], 'rdap.verisign.com/com/v1/'],
  [['cz'], 'rdap.nic.cz/'],
  [['no'], 'rdap.norid.no/'],
  [['org'], 'rdap.publicinterestregistry.org/rdap/'],
];

/**
 * Local stand-in for the RDAP servers of the fixtures (test/fixtures/rdap), on 127.0.0.1: every real server is
 * mirrored under `/<host>/<path>` (https://rdap.verisign.com/com/v1/domain/GOOGLE.COM → /rdap.verisign.com/com/v1/
 * domain/google.com), and URLs inside the answers (the thin registry's `related` registrar link) are rewritten to
 * the mirror, so the real client follows them here. `bootstrapFile` is an RFC 9224 bootstrap pointing at it.
 * Names without a fixture answer 404 with an RDAP error object (RFC 9083 §6), as real servers do.
 */
export class FakeRdap {
  baseUrl = '';
  bootstrapFile = '';
  /** Answers by mirrored path (lower case). */
  readonly answers = new Map<string, string>();
  behaviour: RdapBehaviour = { kind: 'ok' };
  /** Per-host behaviour (`rdap.markmonitor.com`), checked before `behaviour`. */
  readonly hostBehaviour = new Map<string, RdapBehaviour>();
  delayMs = 0;
  readonly calls: { path: string; accept: string | undefined }[] = [];
  /** Hanging requests whose client closed the connection (cancellation tests). */
  abandoned = 0;
  /** Bytes of 'huge' bodies actually written before the client went away. */
  hugeBytesSent = 0;
  private server: Server | undefined;
  private readonly hanging = new Set<ServerResponse>();
  private dir = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/`;
    this.dir = mkdtempSync(join(tmpdir(), 'nameport-rdap-'));
    this.bootstrapFile = join(this.dir, 'dns.json');
    writeFileSync(this.bootstrapFile, JSON.stringify({
      description: 'RDAP bootstrap file for Domain Name System registrations (test)',
      publication: '2026-03-23T19:00:02Z',
      version: '1.0',
      services: FAKE_RDAP_TLDS.map(([tlds, path]) => [tlds, [`${this.baseUrl}${path}`]]),
    }));
    this.reset();
    return this;
  }

  /** Every fixture with a `self` link served at its mirrored path; default behaviour; no calls recorded. */
  reset(): void {
    this.behaviour = { kind: 'ok' };
    this.hostBehaviour.clear();
    this.delayMs = 0;
    this.calls.length = 0;
    this.abandoned = 0;
    this.answers.clear();
    for (const file of readdirSync(RDAP_FIXTURES).filter((f) => f.endsWith('.json'))) {
      const body = rdapFixture(file);
      const self = (body.links as { rel?: string; href?: string }[] | undefined)?.find((l) => l.rel === 'self')?.href;
      if (self) this.serve(self, body);
    }
  }

  /** Serves `body` at the mirror of a real RDAP URL (`https://rdap.nic.cz/domain/example.cz`). */
  serve(realUrl: string, body: unknown): void {
    const url = new URL(realUrl);
    this.answers.set(`/${url.host}${url.pathname}`.toLowerCase(), this.mirror(JSON.stringify(body)));
  }

  mirror(text: string): string {
    return text.replace(/https?:\/\/([a-z0-9-]+(?:\.[a-z0-9-]+)+)\//gi, (_m, host: string) => `${this.baseUrl}${host.toLowerCase()}/`);
  }

  /** Requests held open by 'hang' whose client has not gone away yet. */
  get outstanding(): number {
    return this.hanging.size;
  }

  callsTo(host: string): number {
    return this.calls.filter((c) => c.path.startsWith(`/${host}/`)).length;
  }

  async stop(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    if (this.dir) rmSync(this.dir, { recursive: true, force: true });
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname).toLowerCase();
    this.calls.push({ path, accept: req.headers.accept });
    if (this.delayMs) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    const host = path.split('/')[1] ?? '';
    const behaviour = this.hostBehaviour.get(host) ?? this.behaviour;
    const send = (status: number, body: string) => {
      res.writeHead(status, { 'content-type': 'application/rdap+json' });
      res.end(body);
    };
    if (behaviour.kind === 'hang') {
      this.hanging.add(res);
      // The client gave up on the request (its deadline, or a cancelled search).
      res.on('close', () => { if (this.hanging.delete(res)) this.abandoned++; });
      return;
    }
    if (behaviour.kind === 'status') return send(behaviour.status, behaviour.body ?? JSON.stringify({ errorCode: behaviour.status, title: 'Error' }));
    if (behaviour.kind === 'garbage') return send(200, '<html>maintenance</html>');
    if (behaviour.kind === 'redirect') {
      res.writeHead(behaviour.status, { location: behaviour.location });
      res.end();
      return;
    }
    if (behaviour.kind === 'huge') {
      this.hugeBytesSent = 0;
      return streamFiller(res, behaviour.bytes, behaviour.contentLength, 'application/rdap+json', (n) => (this.hugeBytesSent += n));
    }
    const body = this.answers.get(path);
    if (body) return send(200, body);
    return send(404, JSON.stringify({ rdapConformance: ['rdap_level_0'], errorCode: 404, title: 'Not Found', description: ['The object does not exist.'] }));
  }
}

export interface WhoisTestHandle {
  h: TestAppHandle;
  rdap: FakeRdap;
  diq: FakeDomainIq;
}

/**
 * useTestApp() with the WHOIS providers pointed at local fakes: the real RDAP client reads a bootstrap file naming
 * FakeRdap, the real DomainIQ client calls FakeDomainIq with a key. Our `before` hook is registered first, so the
 * fakes are listening and `env` is filled in when useTestApp's hook builds the app (no change to the shared helper).
 */
export function useWhoisTestApp(options: { env?: Record<string, string> } = {}): WhoisTestHandle {
  const rdap = new FakeRdap();
  const diq = new FakeDomainIq();
  const env: Record<string, string> = {};
  before(async () => {
    await rdap.start();
    await diq.start();
    // The first fetch() of a process sets up its HTTP client; do it here, not inside a test's upstream deadline.
    await (await fetch(rdap.baseUrl)).text();
    Object.assign(env, {
      RDAP_BOOTSTRAP_FILE: rdap.bootstrapFile,
      RDAP_TIMEOUT_MS: '1000',
      DOMAINIQ_BASE_URL: diq.url,
      DOMAINIQ_API_KEY: FAKE_DOMAINIQ_KEY,
      DOMAINIQ_TIMEOUT_MS: '1000',
      ...options.env,
    });
  });
  const h = useTestApp({ env });
  // The fake serves on loopback over http by design: only the tests' client may follow links there (the app
  // built from env is strict, as in production). Registered after useTestApp's hook, so the app exists.
  before(() => {
    h.t.ctx.rdap = new RdapClient({
      bootstrap: RdapBootstrap.load(rdap.bootstrapFile), timeoutMs: h.t.ctx.config.whois.rdapTimeoutMs, allowPrivateAddresses: true,
    });
  });
  after(async () => {
    await rdap.stop();
    await diq.stop();
  });
  beforeEach(() => {
    rdap.reset();
    diq.reset();
  });
  return { h, rdap, diq };
}
