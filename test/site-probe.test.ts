import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { startDnsServer, type RunningDnsServer } from '../src/providers/dns/dns-server.js';
import { DNS_TYPE } from '../src/providers/dns/dns-wire.js';
import { DnsResolverProvider } from '../src/providers/dns/resolver-provider.js';
import { startSandboxDns } from '../src/providers/dns/sandbox.js';
import { SANDBOX_PARKING_NAMESERVERS, sandboxDelegations } from '../src/providers/dns/sandbox-zone.js';
import { HttpSiteProbe, type HttpSiteProbeOptions } from '../src/providers/site-probe/http-probe.js';
import { startSandboxSites } from '../src/providers/site-probe/sandbox-sites.js';
import { useTestApp } from './helpers/app.js';

/**
 * Brokerage eligibility's site probe (issue 19): real DNS over UDP and real HTTP, both on 127.0.0.1. The DNS server
 * answers NS, A and AAAA per name like a real zone; the web server answers home pages by Host header.
 */

interface Zone { ns?: string[]; addresses?: string[] }
const ZONE: Record<string, Zone> = {
  'active.test': { ns: ['ns1.host.test'], addresses: ['127.0.0.1'] },
  'parked.test': { ns: ['ns1.host.test'], addresses: ['127.0.0.1'] },
  'forsale.test': { addresses: ['127.0.0.1'] },
  'sedo.com': { addresses: ['127.0.0.1'] },
  'empty.test': { addresses: ['127.0.0.1'] },
  'missing.test': { addresses: ['127.0.0.1'] },
  'slow.test': { addresses: ['127.0.0.1'] },
  'bounce.test': { addresses: ['127.0.0.1'] },
  'onparking.test': { ns: ['ns1.sedoparking.com', 'ns2.sedoparking.com'], addresses: ['127.0.0.1'] },
  'private.test': { addresses: ['10.1.2.3'] },
  'v6only.test': { addresses: ['::1'] },
  'nameonly.test': { ns: ['ns1.host.test'] },
};

const ARTICLE = 'Our bakery has served the neighbourhood since 1962. Every morning we bake bread, pastries and cakes with flour from local mills, and on Saturdays we teach baking classes for children and adults.';

function page(title: string, body: string): string {
  return `<!doctype html><html><head><title>${title}</title><style>p { color: red }</style></head><body>${body}</body></html>`;
}

describe('site probe (issue 19)', () => {
  let dns: RunningDnsServer;
  let web: http.Server;
  let port: number;
  const held: http.ServerResponse[] = [];

  before(async () => {
    dns = await startDnsServer({
      decide: (name, type) => {
        const zone = ZONE[name];
        if (!zone) return { rcode: 'NXDOMAIN' };
        return { rcode: 'NOERROR', nameservers: type === DNS_TYPE.NS ? (zone.ns ?? []) : [], addresses: zone.addresses ?? [] };
      },
    });
    web = http.createServer((req, res) => {
      const host = (req.headers.host ?? '').replace(/:\d+$/, '');
      const html = (status: number, body: string) => res.writeHead(status, { 'content-type': 'text/html' }).end(body);
      if (host === 'active.test') return html(200, page('Corner Bakery', `<h1>Corner Bakery</h1><p>${ARTICLE}</p><script>var x = "this domain is for sale";</script>`));
      if (host === 'parked.test') return html(200, page('parked.test', '<h1>parked.test</h1><p>This domain is for sale! Make an offer today.</p>'));
      if (host === 'forsale.test') return res.writeHead(302, { location: `http://sedo.com:${port}/search?keyword=forsale.test` }).end();
      if (host === 'empty.test') return html(200, page('Coming soon', '<p>Coming soon</p>'));
      if (host === 'missing.test') return html(404, page('Not found', '<p>Not found</p>'));
      if (host === 'bounce.test') return res.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      if (host === 'slow.test') return void held.push(res); // never answers
      if (host === 'v6only.test') return html(200, page('IPv6 shop', `<p>${ARTICLE}</p>`));
      if (host === 'sedo.com') throw new Error('the marketplace must not be visited');
      return html(200, page(host, `<p>${ARTICLE}</p>`));
    });
    await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
    port = (web.address() as AddressInfo).port;
  });

  after(async () => {
    for (const res of held) res.destroy();
    web.closeAllConnections();
    await new Promise((resolve) => web.close(resolve));
    await dns.close();
  });

  function probe(overrides: Partial<HttpSiteProbeOptions> = {}) {
    const resolver = new DnsResolverProvider({ servers: [dns.address], timeoutMs: 1000 });
    return new HttpSiteProbe({
      addresses: (name) => resolver.addresses(name),
      dns: resolver,
      timeoutMs: 2000,
      allowLoopback: true,
      startUrls: (domain) => [`https://${domain}:${port}/`, `http://${domain}:${port}/`],
      ...overrides,
    });
  }

  test('a page with real text is an active site; the evidence says what answered (https refused, then http)', async () => {
    const result = await probe().probe('Active.Test.');
    assert.equal(result.verdict, 'active_site');
    assert.deepEqual(result.addresses, ['127.0.0.1']);
    assert.deepEqual(result.nameservers, ['ns1.host.test']);
    assert.deepEqual(result.http, { status: 200, url: `http://active.test:${port}/`, title: 'Corner Bakery' });
    assert.match(result.evidence, /^active\.test answers HTTP 200 with a 3\d-word page titled “Corner Bakery”\.$/);
  });

  test('a page saying the domain is for sale is parked', async () => {
    const result = await probe().probe('parked.test');
    assert.equal(result.verdict, 'parked');
    assert.match(result.evidence, /“this domain is for sale”: a parked or for-sale page/);
  });

  test('a redirect to a domain marketplace is parked, without visiting the marketplace', async () => {
    const result = await probe().probe('forsale.test');
    assert.equal(result.verdict, 'parked');
    assert.equal(result.evidence, `forsale.test redirects to sedo.com:${port}, a domain marketplace.`);
    assert.equal(result.http?.status, 302);
  });

  test("a parking service's name servers make the domain parked", async () => {
    const result = await probe().probe('onparking.test');
    assert.equal(result.verdict, 'parked');
    assert.equal(result.evidence, 'onparking.test uses the name server ns1.sedoparking.com, a domain parking service.');
    assert.equal(result.http, undefined);
  });

  test('an almost empty page is parked; a 404 home page is no site', async () => {
    assert.equal((await probe().probe('empty.test')).verdict, 'parked');
    const missing = await probe().probe('missing.test');
    assert.equal(missing.verdict, 'no_site');
    assert.match(missing.evidence, /answers HTTP 404 at its home page/);
  });

  test('no address (NXDOMAIN, or a name with name servers but no A/AAAA) is no site', async () => {
    const unknown = await probe().probe('nowhere.test');
    assert.deepEqual([unknown.verdict, unknown.addresses], ['no_site', []]);
    assert.equal(unknown.evidence, 'nowhere.test has no address (no A or AAAA record): there is nothing to visit.');
    const nameOnly = await probe().probe('nameonly.test');
    assert.equal(nameOnly.verdict, 'no_site');
    assert.deepEqual(nameOnly.nameservers, ['ns1.host.test']);
  });

  test('an IPv6-only site is found through AAAA', async () => {
    const result = await probe({ startUrls: (domain) => [`http://${domain}:${port}/`] }).probe('v6only.test');
    // The web server listens on 127.0.0.1 only: ::1 is found, but nothing answers there.
    assert.deepEqual(result.addresses, ['::1']);
    assert.equal(result.verdict, 'no_site');
    assert.match(result.evidence, /has an address but no web server answered/);
  });

  test('a web server that does not answer within SITE_PROBE_TIMEOUT_MS is no site, and the evidence says so', async () => {
    const started = Date.now();
    const result = await probe({ timeoutMs: 300 }).probe('slow.test');
    assert.equal(result.verdict, 'no_site');
    assert.equal(result.evidence, 'slow.test has an address but its web server did not answer within 0.3 s.');
    assert.ok(Date.now() - started < 1500, 'the deadline bounds the whole probe');
  });

  test('private addresses are refused: never connected to outside the sandbox, also behind a redirect', async () => {
    const strict = probe({ allowLoopback: false });
    const lan = await strict.probe('private.test');
    assert.equal(lan.verdict, 'no_site');
    assert.match(lan.evidence, /points at 10\.1\.2\.3, a private, loopback or reserved address .* it was not visited\./);
    const loopback = await strict.probe('active.test');
    assert.equal(loopback.verdict, 'no_site');
    assert.match(loopback.evidence, /points at 127\.0\.0\.1/);
    // Loopback allowed (the sandbox): a redirect to the cloud metadata address is still refused.
    const bounce = await probe().probe('bounce.test');
    assert.equal(bounce.verdict, 'no_site');
    assert.match(bounce.evidence, /redirects to a place that is not visited: 169\.254\.169\.254/);
  });

  test('serve --sandbox: listings are parked, google.com is active, example.cz has no site, unregistered names none', async () => {
    const sandboxDns = await startSandboxDns();
    const sites = await startSandboxSites();
    try {
      const resolver = new DnsResolverProvider({ servers: sandboxDns.servers, timeoutMs: 1000 });
      const sandboxProbe = new HttpSiteProbe({
        addresses: (name) => resolver.addresses(name), dns: resolver, timeoutMs: 2000, allowLoopback: true,
        startUrls: (domain) => [`http://${domain}:${sites.port}/`],
      });
      const listing = [...sandboxDelegations()].find(([, ns]) => ns === SANDBOX_PARKING_NAMESERVERS)![0];
      assert.equal((await sandboxProbe.probe(listing)).verdict, 'parked');
      const google = await sandboxProbe.probe('google.com');
      assert.deepEqual([google.verdict, google.addresses], ['active_site', ['127.0.0.1']]);
      assert.equal((await sandboxProbe.probe('hhgames.com')).verdict, 'parked');
      assert.equal((await sandboxProbe.probe('example.cz')).verdict, 'no_site');
      assert.equal((await sandboxProbe.probe('never-registered-name.com')).verdict, 'no_site');
      sandboxProbe.close();
    } finally {
      await sites.close();
      await sandboxDns.close();
    }
  });
});

describe('site probe as serve --sandbox wires it (ctx.siteProbe)', () => {
  const h = useTestApp({ sandbox: true });

  test('offline and real: google.com is an active site on the sandbox web, example.cz has none, a listing is parked', async () => {
    const google = await h.t.ctx.siteProbe.probe('google.com');
    assert.equal(google.verdict, 'active_site', google.evidence);
    assert.match(google.http?.url ?? '', /^http:\/\/google\.com:\d+\/$/);
    assert.equal((await h.t.ctx.siteProbe.probe('example.cz')).verdict, 'no_site');
    const listing = [...sandboxDelegations()].find(([, ns]) => ns === SANDBOX_PARKING_NAMESERVERS)![0];
    const parked = await h.t.ctx.siteProbe.probe(listing);
    assert.equal(parked.evidence, `${listing} uses the name server ns1.parking.nameport.test, a domain parking service.`);
  });
});
