import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ASSETS_DIR } from '../../platform/paths.js';
import type { RtrTldInfo } from './types.js';
import { sandboxDomainCheck } from './sandbox-check.js';
import { SandboxTransfers } from './sandbox-transfers.js';

export const SANDBOX_API_KEY = 'sandbox';
export const SANDBOX_CUSTOMER = 'sandbox';
/** How long a sandbox push or outgoing transfer takes unless SANDBOX_TRANSFER_DELAY_SECONDS says otherwise. */
export const DEFAULT_TRANSFER_DELAY_SECONDS = 30;

interface SandboxData {
  tlds: Record<string, { synthetic: boolean; info: RtrTldInfo }>;
  prices: unknown[];
}

function loadSandboxData(dir = join(ASSETS_DIR, 'sandbox')): SandboxData {
  const tldFile = JSON.parse(readFileSync(join(dir, 'tld-info.json'), 'utf8')) as { tlds: SandboxData['tlds'] };
  const priceFile = JSON.parse(readFileSync(join(dir, 'pricelist.json'), 'utf8')) as { prices: unknown[] };
  return { tlds: tldFile.tlds, prices: priceFile.prices };
}

export interface SandboxUpstream {
  /** Base URL to give the RTR client, e.g. http://127.0.0.1:40123/v2/ */
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * The built-in sandbox upstream: a loopback HTTP server answering in Realtime Register's formats from
 * the shipped data set (assets/sandbox). `serve --sandbox` points the real RTR client at it, so the
 * sandbox exercises the same provider code as production, with no key and no internet.
 */
export async function startSandboxUpstream(options: { transferDelaySeconds?: number } = {}): Promise<SandboxUpstream> {
  const data = loadSandboxData();
  const transfers = new SandboxTransfers(SANDBOX_CUSTOMER, (options.transferDelaySeconds ?? DEFAULT_TRANSFER_DELAY_SECONDS) * 1000);
  const byName = new Map<string, RtrTldInfo>();
  for (const { info } of Object.values(data.tlds)) for (const name of info.applicableFor) byName.set(name, info);
  for (const [tld, { info }] of Object.entries(data.tlds)) byName.set(tld, info);

  const server: Server = createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.headers.authorization !== `ApiKey ${SANDBOX_API_KEY}`) return send(401, { type: 'AuthenticationError', message: 'Invalid API key' });
    const requestUrl = new URL(req.url ?? '/', 'http://sandbox');
    const path = requestUrl.pathname;
    const info = /^\/v2\/tlds\/([^/]+)\/info$/.exec(path);
    if (req.method === 'GET' && info) {
      const found = byName.get(decodeURIComponent(info[1]!).toLowerCase());
      return found ? send(200, found) : send(404, { type: 'EntityNotFound', message: 'Entity not found' });
    }
    if (req.method === 'GET' && /^\/v2\/customers\/[^/]+\/pricelist$/.test(path)) return send(200, { prices: data.prices });
    const check = /^\/v2\/domains\/([^/]+)\/check$/.exec(path);
    if (req.method === 'GET' && check) return send(200, sandboxDomainCheck(decodeURIComponent(check[1]!)));
    if (path.startsWith('/v2/processes') || /^\/v2\/domains\/[^/]+\/transfer(\/push)?$/.test(path)) {
      return void readJson(req).then((body) => {
        const answer = body === null ? { status: 400, body: { type: 'ValidationError', message: 'Body is not JSON' } } : transfers.answer(req.method ?? 'GET', path, requestUrl.searchParams, body);
        send(answer?.status ?? 404, answer?.body ?? { type: 'NotFound', message: 'Not found' });
      });
    }
    const domainPath = /^\/v2\/domains\/([^/]+)(\/renew|\/update)?$/.exec(path);
    if (domainPath) {
      const name = decodeURIComponent(domainPath[1]!).toLowerCase();
      // A domain that has left the sandbox account (pushed or transferred away) is no longer ours to read or change.
      if (transfers.departed(name)) return send(404, { type: 'ObjectDoesNotExist', message: `Domain ${name} not found` });
      if (req.method === 'GET' && !domainPath[2] && requestUrl.searchParams.get('fields') === 'authcode') {
        transfers.codeHandedOut(name);
        return send(200, { domainName: name, authcode: transfers.factsOf(name).authcode });
      }
      return void answerDomainCall(req, name, domainPath[2], send);
    }
    return send(404, { type: 'NotFound', message: 'Not found' });
  });

  /**
   * The sandbox registrar holds every domain it is asked about (synthetic: registered 2025-01-01, expiring
   * 2027-01-01 until renewed), so bulk operations on a sandbox portfolio run end to end offline.
   */
  const domains = new Map<string, { expiryDate: string; autoRenew: boolean; privacyProtect: boolean; ns: string[]; status: string[] }>();
  const answerDomainCall = async (req: IncomingMessage, name: string, action: string | undefined, send: (status: number, body: unknown) => void) => {
    let body: Record<string, unknown> = {};
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    try {
      body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>) : {};
    } catch {
      return send(400, { type: 'ValidationError', message: 'Body is not JSON' });
    }
    const domain = domains.get(name) ?? { expiryDate: '2027-01-01T00:00:00Z', autoRenew: true, privacyProtect: true, ns: ['ns1.sandbox.nameport.test', 'ns2.sandbox.nameport.test'], status: [] };
    domains.set(name, domain);
    if (req.method === 'GET' && !action) {
      const { customer, createdDate } = transfers.factsOf(name);
      return send(200, { domainName: name, customer, createdDate, ...domain });
    }
    if (req.method === 'POST' && action === '/renew') {
      const expiry = new Date(domain.expiryDate);
      expiry.setUTCMonth(expiry.getUTCMonth() + Number(body.period ?? 12));
      domain.expiryDate = expiry.toISOString();
      return send(200, { expiryDate: domain.expiryDate });
    }
    if (req.method === 'POST' && action === '/update') {
      for (const key of ['autoRenew', 'privacyProtect', 'ns', 'status'] as const) if (key in body) Object.assign(domain, { [key]: body[key] });
      return send(200, {});
    }
    return send(405, { type: 'MethodNotAllowed' });
  };
  const readJson = async (req: IncomingMessage): Promise<Record<string, unknown> | null> => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    try {
      return chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>) : {};
    } catch {
      return null;
    }
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v2/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
