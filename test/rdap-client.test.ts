import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { ManualClock } from '../src/clock.js';
import { RdapBootstrap } from '../src/providers/rdap/bootstrap.js';
import { RdapClient, type RdapLookup } from '../src/providers/rdap/client.js';
import { startSandboxRdap } from '../src/providers/rdap/sandbox-upstream.js';
import { UpstreamError } from '../src/providers/rtr/types.js';
import { FakeRdap, rdapFixture } from './helpers/fake-rdap.js';

const found = (lookup: RdapLookup) => {
  assert.equal(lookup.kind, 'found');
  return lookup as Extract<RdapLookup, { kind: 'found' }>;
};

describe('RDAP client against local RDAP servers (real HTTP, real formats)', () => {
  const rdap = new FakeRdap();
  let client: RdapClient;
  before(async () => {
    await rdap.start();
    client = new RdapClient({ bootstrap: RdapBootstrap.load(rdap.bootstrapFile), timeoutMs: 1000 });
  });
  after(() => rdap.stop());
  beforeEach(() => rdap.reset());

  test('thin .com: asks the registry, follows the related link to the registrar and merges (registrar contacts)', async () => {
    const lookup = found(await client.lookup('google.com'));
    assert.equal(lookup.referral, 'merged');
    assert.equal(lookup.record.registrant, 'Google LLC');
    assert.equal(lookup.record.expiration_date, '2028-09-14T04:00:00.000Z');
    assert.deepEqual(rdap.calls.map((c) => c.path), ['/rdap.verisign.com/com/v1/domain/google.com', '/rdap.markmonitor.com/rdap/domain/google.com']);
    assert.match(rdap.calls[0]!.accept ?? '', /application\/rdap\+json/, 'asks for RDAP JSON (RFC 7480 §4.2)');
  });

  test('thin .com whose registrar answers 404: the registry data is answered alone', async () => {
    const lookup = found(await client.lookup('hhgames.com'));
    assert.match(lookup.referral, /^failed/);
    assert.equal(lookup.record.registrar, 'Sea Wasp, LLC');
    assert.equal(lookup.record.registrant, '');
  });

  test('a registrar that never answers is cut off by the deadline; the registry data is answered', async () => {
    rdap.hostBehaviour.set('rdap.markmonitor.com', { kind: 'hang' });
    const started = Date.now();
    const lookup = found(await client.lookup('google.com'));
    assert.ok(Date.now() - started < 4_000);
    assert.match(lookup.referral, /failed: rdap: no answer within 1000 ms/);
    assert.equal(lookup.record.registrar, 'MarkMonitor Inc.');
  });

  test('.cz and .no registries are asked directly and answer thick data', async () => {
    assert.equal(found(await client.lookup('example.cz')).record.registrant, 'SB:EXAMPLE');
    assert.equal(found(await client.lookup('norway.no')).record.registrar, 'Domeneshop AS');
  });

  test('registry 404 (RFC 7480 §5.3) is not_found; a TLD without an RDAP service is no_server (no request)', async () => {
    assert.deepEqual(await client.lookup('unregistered-name.com'), { kind: 'not_found' });
    rdap.calls.length = 0;
    assert.deepEqual(await client.lookup('example.de'), { kind: 'no_server' });
    assert.equal(rdap.calls.length, 0);
  });

  test('an RDAP error object sent with HTTP 200 (errorCode 404) is not_found', async () => {
    rdap.serve('https://rdap.verisign.com/com/v1/domain/odd.com', { errorCode: 404, title: 'Not Found' });
    assert.deepEqual(await client.lookup('odd.com'), { kind: 'not_found' });
  });

  test('failures are UpstreamErrors by kind: timeout, HTTP 5xx, 429 rate limit, a body that is not JSON', async () => {
    const cases: [FakeRdap['behaviour'], string][] = [
      [{ kind: 'hang' }, 'timeout'],
      [{ kind: 'status', status: 503 }, 'http'],
      [{ kind: 'status', status: 429 }, 'rate_limited'],
      [{ kind: 'garbage' }, 'format'],
    ];
    for (const [behaviour, failure] of cases) {
      rdap.behaviour = behaviour;
      await assert.rejects(client.lookup('google.com'), (e: unknown) => e instanceof UpstreamError && e.failure === failure, failure);
    }
  });

  test('RFC 9537 redactions survive the wire: a .org answer with `redacted` reads REDACTED where both are removed', async () => {
    const excerpt = rdapFixture('icann-org-rfc9537-redacted-excerpt.json');
    excerpt.entities[0].vcardArray[1] = excerpt.entities[0].vcardArray[1].filter((p: unknown[]) => p[0] !== 'org');
    rdap.serve('https://rdap.publicinterestregistry.org/rdap/domain/icann.org', { objectClassName: 'domain', ldhName: 'icann.org', ...excerpt });
    assert.equal(found(await client.lookup('icann.org')).record.registrant, 'REDACTED');
  });

  test('bootstrap refresh: runs in the background of a lookup, is swapped in, waits the interval, survives a failure', async () => {
    const clock = new ManualClock();
    const results: (Error | null)[] = [];
    const refreshed = new RdapClient({
      bootstrap: RdapBootstrap.load(rdap.bootstrapFile),
      timeoutMs: 1000,
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
      refresh: { url: `${rdap.baseUrl}data.iana.org/rdap/dns.json`, intervalMs: 1_000, clock, onResult: (e) => results.push(e) },
    });
    rdap.serve('https://data.iana.org/rdap/dns.json', { services: [[['de'], ['https://rdap.denic.de/']]] });
    await refreshed.lookup('google.com');
    await refreshed.refreshing;
    assert.match(String(results[0]?.message), /lists only 1 TLDs/);
    assert.equal(found(await refreshed.lookup('google.com')).record.domain, 'google.com');
  });
});

describe('sandbox RDAP service (serve --sandbox)', () => {
  test('mirrors the real servers of the shipped bootstrap on loopback and answers the shipped captures', async () => {
    const sandbox = await startSandboxRdap();
    try {
      assert.match(sandbox.bootstrap.serversFor('com')[0]!, /^http:\/\/127\.0\.0\.1:\d+\/rdap\.verisign\.com\/com\/v1\/$/);
      const client = new RdapClient({ bootstrap: sandbox.bootstrap, timeoutMs: 1_000 });
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
