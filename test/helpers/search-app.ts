import { after, before, beforeEach } from 'node:test';
import { RdapBootstrap } from '../../src/providers/rdap/bootstrap.js';
import { RdapClient } from '../../src/providers/rdap/client.js';
import { syncPrices } from '../../src/modules/catalog/pricing/sync.js';
import { RegistrarGate } from '../../src/modules/search/registrar-gate.js';
import type { SearchEvent, SearchRow } from '../../src/modules/search/types.js';
import { useTestApp, type TestAppHandle } from './app.js';
import { FakeDns } from './fake-dns.js';
import { FakeRdap } from './fake-rdap.js';

export interface SearchTestHandle {
  h: TestAppHandle;
  rdap: FakeRdap;
  dns: FakeDns;
}

/**
 * useTestApp() with every source of domain search on 127.0.0.1: FakeDns (real UDP, node's resolver), FakeRdap (the
 * real RDAP client through a bootstrap naming it) and the FakeRtr domain check. Deadlines are short so timeout cases
 * run quickly; the price list is synced before each test.
 */
export function useSearchTestApp(options: { env?: Record<string, string> } = {}): SearchTestHandle {
  const rdap = new FakeRdap();
  const dns = new FakeDns();
  const env: Record<string, string> = {};
  before(async () => {
    await rdap.start();
    await dns.start();
    await (await fetch(rdap.baseUrl)).text();
    Object.assign(env, {
      RDAP_BOOTSTRAP_FILE: rdap.bootstrapFile,
      RDAP_TIMEOUT_MS: '1000',
      DNS_SERVERS: dns.address,
      DNS_TIMEOUT_MS: '1000',
      SEARCH_ROW_TIMEOUT_MS: '700',
      SEARCH_SUMMARY_GRACE_MS: '200',
      ...options.env,
    });
  });
  const h = useTestApp({ env });
  // Fresh per test: the RDAP client's and the registrar gate's rate-limit back-offs must not leak between tests (the
  // clock is put back to TEST_START before each one).
  beforeEach(() => {
    h.t.ctx.rdap = new RdapClient({
      bootstrap: RdapBootstrap.load(rdap.bootstrapFile), timeoutMs: h.t.ctx.config.whois.rdapTimeoutMs, allowPrivateAddresses: true, clock: h.t.clock,
    });
    h.t.ctx.search.registrar = new RegistrarGate(h.t.ctx.availability!, h.t.clock, h.t.ctx.config.search.registrarConcurrency);
  });
  after(async () => {
    await rdap.stop();
    await dns.stop();
  });
  beforeEach(async () => {
    rdap.reset();
    dns.reset();
    await syncPrices(h.t.ctx);
  });
  return { h, rdap, dns };
}

/** The NDJSON body of a search answer, parsed line by line (every line must be one JSON object). */
export function parseStream(body: string): SearchEvent[] {
  if (!body.endsWith('\n')) throw new Error('an NDJSON stream ends with a newline');
  return body.slice(0, -1).split('\n').map((line) => JSON.parse(line) as SearchEvent);
}

export function rowsOf(events: SearchEvent[]): Map<string, SearchRow> {
  return new Map(events.filter((e): e is SearchRow => e.kind === 'row').map((r) => [r.domain, r]));
}
