import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { streamFiller } from './stream-body.js';

export const FAKE_DOMAINIQ_KEY = '0123456789abcdef0123456789abcdef';

export type DomainIqBehaviour =
  | { kind: 'ok' }
  | { kind: 'status'; status: number; body?: string }
  | { kind: 'hang' }
  /** 200 streaming `bytes` of filler in 64 KiB chunks, optionally announcing them in Content-Length. */
  | { kind: 'huge'; bytes: number; contentLength: boolean };

/**
 * Local stand-in for DomainIQ's `GET /api?key=…&service=whois&domain=…&output_mode=json`, in the format
 * precedent.md describes (a third-party client's reading of it, NOT confirmed against the live service):
 * XML by default, `<error>Invalid key…</error>` for a bad key, JSON fields optionally wrapped in `{result: …}`,
 * mixed date formats, `ns_1`…`ns_N` or `nameservers`, `emails` as a string or a list.
 * The not-found answer (`{"error":"No match for …"}`) is our guess: precedent.md does not show one.
 */
export class FakeDomainIq {
  url = '';
  /** Raw answer bodies by domain. */
  readonly records = new Map<string, string>();
  behaviour: DomainIqBehaviour = { kind: 'ok' };
  readonly calls: { domain: string | null; key: string | null; service: string | null; outputMode: string | null }[] = [];
  /** Bytes of a 'huge' body actually written before the client went away. */
  hugeBytesSent = 0;
  private server: Server | undefined;
  private readonly hanging = new Set<ServerResponse>();

  async start(): Promise<this> {
    this.server = createServer((req, res) => this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/api`;
    this.reset();
    return this;
  }

  reset(): void {
    this.behaviour = { kind: 'ok' };
    this.calls.length = 0;
    this.records.clear();
    // Wrapped, `ns_N`, comma-separated emails, `registrant_name` + `registrant_org`, dates in three formats.
    this.records.set('example.de', JSON.stringify({
      result: {
        domain: 'EXAMPLE.DE',
        registrar: 'DENIC eG Test Registrar',
        registrant_name: 'Erika Mustermann',
        registrant_org: 'Muster GmbH',
        emails: 'hostmaster@example.de, Abuse@Example.DE',
        creation_date: '1996-05-12',
        expiration_date: '14-Sep-2028',
        update_date: '2024.01.31 08:15:00',
        ns_1: 'NS1.EXAMPLE.DE.',
        ns_2: 'ns2.example.de',
        ns_10: 'ns10.example.de',
        status: 'connect',
        raw: 'Domain: example.de\nStatus: connect',
      },
    }));
    // Not wrapped, `nameservers` list, `org`, redacted registrant name, status list, emails list.
    this.records.set('example.io', JSON.stringify({
      domain: 'example.io',
      registrar: { name: 'Example Registrar, LLC' },
      registrant: 'REDACTED FOR PRIVACY',
      org: 'Example Holdings',
      emails: ['abuse@registrar.example', 'REDACTED FOR PRIVACY'],
      creation_date: '2010-03-04T05:06:07Z',
      expiration_date: '2030-03-04 05:06:07',
      update_date: 1718000000,
      nameservers: ['a.ns.example', 'B.NS.EXAMPLE'],
      status: ['clientTransferProhibited https://icann.org/epp#clientTransferProhibited', 'serverHold'],
    }));
  }

  async stop(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    const url = new URL(req.url ?? '/', 'http://x');
    const q = url.searchParams;
    this.calls.push({ domain: q.get('domain'), key: q.get('key'), service: q.get('service'), outputMode: q.get('output_mode') });
    if (this.behaviour.kind === 'hang') {
      this.hanging.add(res);
      return;
    }
    if (this.behaviour.kind === 'huge') {
      this.hugeBytesSent = 0;
      return streamFiller(res, this.behaviour.bytes, this.behaviour.contentLength, 'application/json', (n) => (this.hugeBytesSent += n));
    }
    if (this.behaviour.kind === 'status') {
      res.writeHead(this.behaviour.status, { 'content-type': 'text/html' });
      res.end(this.behaviour.body ?? '<html>error</html>');
      return;
    }
    const xml = (body: string) => {
      res.writeHead(200, { 'content-type': 'text/xml' });
      res.end(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`);
    };
    if (url.pathname !== '/api') {
      res.writeHead(404);
      res.end();
      return;
    }
    if (q.get('key') !== FAKE_DOMAINIQ_KEY) return xml('<error>Invalid key. Please check your API key.</error>');
    if (q.get('output_mode') !== 'json') return xml('<whois><domain>unsupported in the fake</domain></whois>');
    res.writeHead(200, { 'content-type': 'application/json' });
    const domain = (q.get('domain') ?? '').toLowerCase();
    res.end(this.records.get(domain) ?? JSON.stringify({ error: `No match for "${domain.toUpperCase()}".` }));
  }
}
