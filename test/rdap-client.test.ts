import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { ManualClock } from '../src/platform/clock.js';
import { RdapBootstrap } from '../src/providers/rdap/bootstrap.js';
import { RdapClient, type RdapLookup } from '../src/providers/rdap/client.js';
import { isForbiddenAddress } from '../src/providers/rdap/guarded-http.js';
import { startSandboxRdap } from '../src/providers/rdap/sandbox-upstream.js';
import { UpstreamError } from '../src/providers/upstream-error.js';
import { FakeRdap, rdapFixture } from './helpers/fake-rdap.js';

const found = (lookup: RdapLookup) => {
  assert.equal(lookup.kind, 'found');
  return lookup as Extract<RdapLookup, { kind: 'found' }>;
};

/** A fake RDAP server for the describe() block, and a client allowed to reach it on loopback. */
function useFakeRdapClient(timeoutMs: number): { rdap: FakeRdap; client: RdapClient } {
  const rdap = new FakeRdap();
  const handle = { rdap } as { rdap: FakeRdap; client: RdapClient };
  before(async () => {
    await rdap.start();
    handle.client = new RdapClient({ bootstrap: RdapBootstrap.load(rdap.bootstrapFile), timeoutMs, allowPrivateAddresses: true });
  });
  after(() => rdap.stop());
  beforeEach(() => rdap.reset());
  return handle;
}

describe('RDAP client against local RDAP servers (real HTTP, real formats)', () => {
  const fake = useFakeRdapClient(1000);
  const rdap = fake.rdap;

  test('thin .com: asks the registry, follows the related link to the registrar and merges (registrar contacts)', async () => {
    const lookup = found(await fake.client.lookup('google.com'));
    assert.equal(lookup.referral, 'merged');
    assert.equal(lookup.record.registrant, 'Google LLC');
    assert.equal(lookup.record.expiration_date, '2028-09-14T04:00:00.000Z');
    assert.deepEqual(rdap.calls.map((c) => c.path), ['/rdap.verisign.com/com/v1/domain/google.com', '/rdap.markmonitor.com/rdap/domain/google.com']);
    assert.match(rdap.calls[0]!.accept ?? '', /application\/rdap\+json/, 'asks for RDAP JSON (RFC 7480 §4.2)');
  });

  test('thin .com whose registrar answers 404: the registry data is answered alone', async () => {
    const lookup = found(await fake.client.lookup('hhgames.com'));
    assert.match(lookup.referral, /^failed/);
    assert.equal(lookup.record.registrar, 'Sea Wasp, LLC');
    assert.equal(lookup.record.registrant, '');
  });

  test('a registrar that never answers is cut off by the deadline; the registry data is answered', async () => {
    rdap.hostBehaviour.set('rdap.markmonitor.com', { kind: 'hang' });
    const started = Date.now();
    const lookup = found(await fake.client.lookup('google.com'));
    assert.ok(Date.now() - started < 4_000);
    assert.match(lookup.referral, /failed: rdap: no answer within 1000 ms/);
    assert.equal(lookup.record.registrar, 'MarkMonitor Inc.');
  });

  test('.cz and .no registries are asked directly and answer thick data', async () => {
    assert.equal(found(await fake.client.lookup('example.cz')).record.registrant, 'SB:EXAMPLE');
    assert.equal(found(await fake.client.lookup('norway.no')).record.registrar, 'Domeneshop AS');
  });

  test('registry 404 (RFC 7480 §5.3) is not_found; a TLD without an RDAP service is no_server (no request)', async () => {
    assert.deepEqual(await fake.client.lookup('unregistered-name.com'), { kind: 'not_found' });
    rdap.calls.length = 0;
    assert.deepEqual(await fake.client.lookup('example.de'), { kind: 'no_server' });
    assert.equal(rdap.calls.length, 0);
  });

  test('an RDAP error object sent with HTTP 200 (errorCode 404) is not_found', async () => {
    rdap.serve('https://rdap.verisign.com/com/v1/domain/odd.com', { errorCode: 404, title: 'Not Found' });
    assert.deepEqual(await fake.client.lookup('odd.com'), { kind: 'not_found' });
  });

  test('failures are UpstreamErrors by kind: timeout, HTTP 5xx, 429 rate limit, a body that is not JSON', async () => {
    const cases: [FakeRdap['behaviour'], string][] = [
      [{ kind: 'hang' }, 'timeout'],
      [{ kind: 'status', status: 503 }, 'http'],
      [{ kind: 'garbage' }, 'format'],
      // Last: a rate-limited server is then backed off (next test).
      [{ kind: 'status', status: 429 }, 'rate_limited'],
    ];
    for (const [behaviour, failure] of cases) {
      rdap.behaviour = behaviour;
      await assert.rejects(fake.client.lookup('google.com'), (e: unknown) => e instanceof UpstreamError && e.failure === failure, failure);
    }
  });

  test('issue 6: a server answering 429 or 403 is not asked again until its Retry-After (60 s without one); others are', async () => {
    const clock = new ManualClock('2026-03-01T12:00:00.000Z');
    const client = new RdapClient({ bootstrap: RdapBootstrap.load(fake.rdap.bootstrapFile), timeoutMs: 1000, allowPrivateAddresses: true, clock });
    fake.rdap.hostBehaviour.set('rdap.verisign.com', { kind: 'status', status: 403 });
    await assert.rejects(client.lookup('google.com'), (e: unknown) => e instanceof UpstreamError && e.failure === 'rate_limited');
    fake.rdap.hostBehaviour.clear();
    const calls = fake.rdap.calls.length;
    await assert.rejects(client.lookup('google.com'), (e: unknown) => e instanceof UpstreamError && e.failure === 'rate_limited');
    assert.equal(fake.rdap.calls.length, calls, 'the backed-off server is not asked');
    assert.equal(found(await client.lookup('norway.no')).record.domain, 'norway.no', 'another server is');
    clock.advance(60_000);
    assert.equal(found(await client.lookup('google.com')).record.domain, 'google.com');
  });

  test('RFC 9537 redactions survive the wire: a .org answer with `redacted` reads REDACTED where both are removed', async () => {
    const excerpt = rdapFixture('icann-org-rfc9537-redacted-excerpt.json');
    excerpt.entities[0].vcardArray[1] = excerpt.entities[0].vcardArray[1].filter((p: unknown[]) => p[0] !== 'org');
    rdap.serve('https://rdap.publicinterestregistry.org/rdap/domain/icann.org', { objectClassName: 'domain', ldhName: 'icann.org', ...excerpt });
    assert.equal(found(await fake.client.lookup('icann.org')).record.registrant, 'REDACTED');
  });

  test('bootstrap refresh: runs in the background of a lookup, is swapped in, waits the interval, survives a failure', async () => {
    const clock = new ManualClock();
    const results: (Error | null)[] = [];
    const refreshed = new RdapClient({
      bootstrap: RdapBootstrap.load(rdap.bootstrapFile),
      timeoutMs: 1000,
      allowPrivateAddresses: true,
      refresh: { url: `${rdap.baseUrl}data.iana.org/rdap/dns.json`, intervalMs: 3_600_000, clock, onResult: (e) => results.push(e) },
    });
    rdap.serve('https://data.iana.org/rdap/dns.json', {
      publication: '2026-11-01T00:00:00Z',
      services: [[['com', 'net'], ['https://rdap.verisign.com/com/v1/']], [['cz'], ['https://rdap.nic.cz/']], [['no'], ['https://rdap.norid.no/']],
        [['org'], ['https://rdap.publicinterestregistry.org/rdap/']], [['de'], ['https://rdap.denic.de/']]],
    });
    rdap.serve('https://rdap.denic.de/domain/example.de', { objectClassName: 'domain', ldhName: 'example.de', status: ['active'] });
    // The lookup that triggers the refresh does not wait for it.
    assert.deepEqual(await refreshed.lookup('example.de'), { kind: 'no_server' });
    await refreshed.refreshing;
    assert.equal(results.length, 1);
    assert.equal(results[0], null, 'the refresh succeeded');
    assert.equal(refreshed.currentBootstrap.publication, '2026-11-01T00:00:00Z');
    assert.equal(found(await refreshed.lookup('example.de')).record.status, 'ok');
    assert.equal(refreshed.refreshing, null, 'no second attempt within the interval');
    // After the interval the source fails: the bootstrap in use stays.
    clock.advance(3_600_000);
    rdap.hostBehaviour.set('data.iana.org', { kind: 'status', status: 500 });
    await refreshed.lookup('example.de');
    await refreshed.refreshing;
    assert.match(String(results[1]?.message), /HTTP 500/);
    assert.equal(found(await refreshed.lookup('example.de')).record.domain, 'example.de');
  });

  test('bootstrap refresh: an implausibly small download does not replace the bootstrap', async () => {
    const clock = new ManualClock();
    const results: (Error | null)[] = [];
    const refreshed = new RdapClient({
      bootstrap: RdapBootstrap.load(rdap.bootstrapFile),
      timeoutMs: 1000,
      allowPrivateAddresses: true,
      refresh: { url: `${rdap.baseUrl}data.iana.org/rdap/dns.json`, intervalMs: 1_000, clock, onResult: (e) => results.push(e) },
    });
    rdap.serve('https://data.iana.org/rdap/dns.json', { services: [[['de'], ['https://rdap.denic.de/']]] });
    await refreshed.lookup('google.com');
    await refreshed.refreshing;
    assert.match(String(results[0]?.message), /lists only 1 TLDs/);
    assert.equal(found(await refreshed.lookup('google.com')).record.domain, 'google.com');
  });
});

describe('RDAP client SSRF guard: links and redirects from answers go only to public https destinations', () => {
  const rdap = new FakeRdap();
  let strict: RdapClient;
  let loopbackPort = '';
  const registryUrl = 'https://rdap.verisign.com/com/v1/domain/google.com';
  /** The thin registry answer for google.com with its `related` registrar link replaced. */
  const withRelated = (href: string) => {
    const body = rdapFixture('verisign-com-thin-google.com.json');
    body.links = (body.links as { rel: string }[]).map((l) => (l.rel === 'related' ? { ...l, href } : l));
    return body;
  };
  before(async () => {
    await rdap.start();
    loopbackPort = new URL(rdap.baseUrl).port;
    // The production default: no allowPrivateAddresses. The registry itself is the bootstrap's (configuration).
    strict = new RdapClient({ bootstrap: RdapBootstrap.load(rdap.bootstrapFile), timeoutMs: 1000 });
  });
  after(() => rdap.stop());
  beforeEach(() => rdap.reset());

  test('a strict client refuses a related link to a loopback IP literal and never connects; the registry answer stands', async () => {
    rdap.serve(registryUrl, withRelated(`https://127.0.0.1:${loopbackPort}/rdap.markmonitor.com/rdap/domain/google.com`));
    const lookup = found(await strict.lookup('google.com'));
    assert.match(lookup.referral, /failed: rdap: refused to connect to 127\.0\.0\.1/);
    assert.equal(lookup.record.registrant, '', 'nothing from the loopback destination is merged');
    assert.equal(rdap.callsTo('rdap.markmonitor.com'), 0);
  });

  test('a strict client refuses a related link whose name resolves to loopback (checked at connect time: localhost)', async () => {
    rdap.serve(registryUrl, withRelated(`https://localhost:${loopbackPort}/rdap.markmonitor.com/rdap/domain/google.com`));
    const lookup = found(await strict.lookup('google.com'));
    assert.match(lookup.referral, /refused to connect to localhost: it resolves to (127\.0\.0\.1|::1)/);
    assert.equal(rdap.callsTo('rdap.markmonitor.com'), 0);
  });

  test('a strict client follows only https registrar links: an http link is refused without a request', async () => {
    rdap.serve(registryUrl, withRelated('http://rdap.markmonitor.com/rdap/domain/google.com'));
    assert.match(found(await strict.lookup('google.com')).referral, /refused to follow http: URL/);
  });

  test('a strict client refuses a redirect to loopback (each hop re-checked); the registry failure is an UpstreamError', async () => {
    for (const location of [`https://127.0.0.1:${loopbackPort}/x`, `https://localhost:${loopbackPort}/x`, `https://[::ffff:127.0.0.1]:${loopbackPort}/x`, 'https://169.254.169.254/latest/meta-data/']) {
      rdap.hostBehaviour.set('rdap.verisign.com', { kind: 'redirect', status: 302, location });
      await assert.rejects(strict.lookup('google.com'), (e: unknown) => e instanceof UpstreamError && /refused to connect/.test(e.message), location);
    }
    assert.equal(rdap.calls.filter((c) => c.path === '/x').length, 0);
  });

  test('redirects: at most 3 hops are followed (a test client on loopback), the 4th is refused', async () => {
    const open = new RdapClient({ bootstrap: RdapBootstrap.load(rdap.bootstrapFile), timeoutMs: 1000, allowPrivateAddresses: true });
    const hop = (n: number) => `${rdap.baseUrl}hop${n}.example/domain/google.com`;
    rdap.hostBehaviour.set('rdap.verisign.com', { kind: 'redirect', status: 301, location: hop(1) });
    rdap.hostBehaviour.set('hop1.example', { kind: 'redirect', status: 302, location: hop(2) });
    rdap.hostBehaviour.set('hop2.example', { kind: 'redirect', status: 307, location: hop(3) });
    rdap.serve('https://hop3.example/domain/google.com', rdapFixture('verisign-com-thin-google.com.json'));
    assert.equal(found(await open.lookup('google.com')).record.domain, 'google.com');
    rdap.hostBehaviour.set('hop3.example', { kind: 'redirect', status: 302, location: hop(4) });
    await assert.rejects(open.lookup('google.com'), (e: unknown) => e instanceof UpstreamError && /redirected more than 3 times/.test(e.message));
    assert.equal(rdap.callsTo('hop4.example'), 0);
  });

  test('a registrar answer about another name than the one asked is not merged', async () => {
    const open = new RdapClient({ bootstrap: RdapBootstrap.load(rdap.bootstrapFile), timeoutMs: 1000, allowPrivateAddresses: true });
    const other = rdapFixture('markmonitor-registrar-google.com.json');
    other.ldhName = 'evil.example';
    rdap.serve('https://rdap.markmonitor.com/rdap/domain/google.com', other);
    const lookup = found(await open.lookup('google.com'));
    assert.match(lookup.referral, /registrar answered about evil\.example/);
    assert.equal(lookup.record.registrant, '');
  });

  test('address rules: loopback, RFC 1918, CGNAT, link-local, ULA, unspecified, multicast, mapped private are refused; public allowed', () => {
    for (const ip of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '100.64.0.1', '169.254.169.254', '0.0.0.0', '224.0.0.1',
      '::1', '::', 'fe80::1', 'fd00::1', 'fc00::1', 'ff02::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '64:ff9b::a9fe:a9fe']) {
      assert.equal(isForbiddenAddress(ip), true, ip);
    }
    for (const ip of ['8.8.8.8', '1.1.1.1', '199.7.55.1', '2001:4860:4860::8888', '::ffff:8.8.8.8', '100.128.0.1']) {
      assert.equal(isForbiddenAddress(ip), false, ip);
    }
  });
});

describe('RDAP client body limit (4 MiB), streamed', () => {
  const fake = useFakeRdapClient(5000);
  const rdap = fake.rdap;

  test('a Content-Length over 4 MiB is refused before the body is read; a streamed body is cut off just past 4 MiB', async () => {
    rdap.behaviour = { kind: 'huge', bytes: 64 * 1024 * 1024, contentLength: true };
    await assert.rejects(fake.client.lookup('google.com'), (e: unknown) => e instanceof UpstreamError && e.failure === 'format' && /announced 67108864 bytes/.test(e.message));
    rdap.behaviour = { kind: 'huge', bytes: 256 * 1024 * 1024, contentLength: false };
    const started = Date.now();
    await assert.rejects(fake.client.lookup('google.com'), (e: unknown) => e instanceof UpstreamError && e.failure === 'format' && /more than 4194304 bytes/.test(e.message));
    assert.ok(Date.now() - started < 3_000, 'fails fast');
    await new Promise((resolve) => setTimeout(resolve, 50));
    assert.ok(rdap.hugeBytesSent < 32 * 1024 * 1024, `stopped reading early (server wrote ${rdap.hugeBytesSent} bytes of 256 MiB)`);
  });
});

describe('sandbox RDAP service (serve --sandbox)', () => {
  test('mirrors the real servers of the shipped bootstrap on loopback and answers the shipped captures', async () => {
    const sandbox = await startSandboxRdap();
    try {
      assert.match(sandbox.bootstrap.serversFor('com')[0]!, /^http:\/\/127\.0\.0\.1:\d+\/rdap\.verisign\.com\/com\/v1\/$/);
      const client = new RdapClient({ bootstrap: sandbox.bootstrap, timeoutMs: 1_000, allowPrivateAddresses: true });
      const google = found(await client.lookup('google.com'));
      assert.equal(google.referral, 'merged');
      assert.equal(google.record.registrant, 'Google LLC');
      assert.equal(found(await client.lookup('example.cz')).record.status, 'ok');
      assert.equal(found(await client.lookup('norway.no')).record.registrar, 'Domeneshop AS');
      assert.deepEqual(await client.lookup('not-in-the-sandbox.com'), { kind: 'not_found' });
      assert.deepEqual(await client.lookup('example.de'), { kind: 'no_server' });
    } finally {
      await sandbox.close();
    }
  });
});
