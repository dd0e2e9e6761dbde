import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { ASSETS_DIR } from '../../platform/paths.js';
import { DEFAULT_BOOTSTRAP_FILE, RdapBootstrap } from './bootstrap.js';

export interface SandboxRdap {
  /** The shipped IANA bootstrap with every RDAP server moved onto the local sandbox server. */
  bootstrap: RdapBootstrap;
  baseUrl: string;
  close(): Promise<void>;
}

/** `https://rdap.verisign.com/com/v1/` → `http://127.0.0.1:<port>/rdap.verisign.com/com/v1/` (host mirrored into the path). */
export function mirrorUrls(text: string, baseUrl: string): string {
  return text.replace(/https?:\/\/([a-z0-9-]+(?:\.[a-z0-9-]+)+)(?::\d+)?\//gi, (_m, host: string) => `${baseUrl}${host.toLowerCase()}/`);
}

/**
 * The built-in sandbox RDAP service: a loopback server that mirrors the real RDAP servers named in the shipped
 * bootstrap file (`/<host>/<path>`) and answers from real captured responses in assets/rdap/sandbox (google.com
 * via Verisign + MarkMonitor, hhgames.com, example.cz, norway.no); every other name is a 404 (RFC 7480 §5.3).
 * `serve --sandbox` points the real RDAP client at it, so the sandbox runs the production code path offline.
 */
export async function startSandboxRdap(dir = join(ASSETS_DIR, 'rdap', 'sandbox')): Promise<SandboxRdap> {
  const files = readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => readFileSync(join(dir, f), 'utf8'));
  const byPath = new Map<string, string>();
  let baseUrl = '';
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://sandbox').pathname).toLowerCase();
    const body = byPath.get(path);
    res.writeHead(body ? 200 : 404, { 'content-type': 'application/rdap+json' });
    res.end(body ?? JSON.stringify({ rdapConformance: ['rdap_level_0'], errorCode: 404, title: 'Not Found', description: ['No such domain in the sandbox data set'] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  for (const text of files) {
    const body = JSON.parse(text) as { links?: { rel?: string; href?: string }[] };
    const self = body.links?.find((l) => l.rel === 'self')?.href;
    if (!self) continue;
    const url = new URL(self);
    byPath.set(`/${url.host}${url.pathname}`.toLowerCase(), mirrorUrls(text, baseUrl));
  }
  const bootstrap = RdapBootstrap.fromJson(JSON.parse(mirrorUrls(readFileSync(DEFAULT_BOOTSTRAP_FILE, 'utf8'), baseUrl)));
  return {
    bootstrap,
    baseUrl,
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
