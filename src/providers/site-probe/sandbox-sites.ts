import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SANDBOX_PARKING_NAMESERVERS, sandboxDelegations } from '../dns/sandbox-zone.js';

/**
 * The `--sandbox` web: what the site probe finds offline (README "Brokerage eligibility: the site probe"). The
 * sandbox DNS answers A 127.0.0.1 for the registered sandbox names (dns/sandbox-zone.ts) except those without a site,
 * and this loopback server answers their home pages by Host header, so the production probe code runs end to end:
 * - every marketplace listing is on the parking name servers and serves a "this domain is for sale" page → `parked`;
 * - google.com and norway.no serve a real page → `active_site`;
 * - hhgames.com serves a for-sale page on ordinary name servers → `parked` (a registered, unlisted, brokerable name);
 * - example.cz has no address → `no_site` (registered, unlisted, brokerable);
 * - any other registered sandbox name serves a real page → `active_site`; unregistered names have no address.
 */
const NO_ADDRESS = new Set(['example.cz']);
const FOR_SALE = new Set(['hhgames.com']);

/** The A/AAAA answer of the sandbox DNS for a name: loopback for a registered name with a site, else none. */
export function sandboxSiteAddresses(name: string): string[] {
  return sandboxDelegations().has(name) && !NO_ADDRESS.has(name) ? ['127.0.0.1'] : [];
}

export interface SandboxSites {
  /** `http://{domain}:{port}/`: where the sandbox probe knocks (the sandbox DNS sends every name to 127.0.0.1). */
  port: number;
  close(): Promise<void>;
}

export function sandboxHomePage(host: string): string {
  const name = host.toLowerCase().replace(/:\d+$/, '').replace(/^www\./, '');
  const ns = sandboxDelegations().get(name);
  if (FOR_SALE.has(name) || (ns && ns[0] === SANDBOX_PARKING_NAMESERVERS[0])) {
    return `<!doctype html><html><head><title>${name} is for sale</title></head><body><h1>${name}</h1>`
      + '<p>This domain is for sale. Make an offer.</p></body></html>';
  }
  const words = 'Welcome to our site. We publish articles, guides and news for our readers every week, and our team answers questions from customers around the world.';
  return `<!doctype html><html><head><title>${name}</title></head><body><h1>${name}</h1><p>${words}</p><p>${words}</p></body></html>`;
}

export async function startSandboxSites(): Promise<SandboxSites> {
  const server = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(sandboxHomePage(req.headers.host ?? ''));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
