import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { ConfigError, loadConfig } from '../src/platform/config.js';
import { DnsResolverProvider } from '../src/providers/dns/resolver-provider.js';
import { startSandboxDns } from '../src/providers/dns/sandbox.js';
import { FakeDns } from './helpers/fake-dns.js';

describe('DNS delegation provider (node resolver) against a local UDP DNS server', () => {
  const dns = new FakeDns();
  let provider: DnsResolverProvider;
  const TIMEOUT_MS = 400;
  before(async () => {
    await dns.start();
    provider = new DnsResolverProvider({ servers: [dns.address], timeoutMs: TIMEOUT_MS });
  });
  after(() => dns.stop());
  beforeEach(() => dns.reset());

  test('NS records at the name (RFC 1035 §3.3.11) → delegated, with its name servers lower-cased', async () => {
    dns.set('example.com', ['A.IANA-SERVERS.NET', 'b.iana-servers.net']);
    assert.deepEqual(await provider.delegation('Example.COM'), { kind: 'delegated', nameservers: ['a.iana-servers.net', 'b.iana-servers.net'] });
    assert.deepEqual(dns.queried, ['example.com']);
  });

  test('NXDOMAIN (RCODE 3) → not_delegated', async () => {
    assert.deepEqual(await provider.delegation('nobody-has-this.com'), { kind: 'not_delegated' });
  });

  test('NOERROR without NS (NODATA, RFC 2308 §2.2) → not_delegated: the name exists but is no zone cut', async () => {
    dns.set('www.example.com', 'nodata');
    assert.deepEqual(await provider.delegation('www.example.com'), { kind: 'not_delegated' });
  });

  test('SERVFAIL (RCODE 2) → unknown, never a guess', async () => {
    dns.set('broken.com', 'servfail');
    assert.deepEqual(await provider.delegation('broken.com'), { kind: 'unknown', reason: 'servfail' });
  });

  test('REFUSED (RCODE 5) → unknown', async () => {
    dns.set('refused.com', 'refused');
    assert.deepEqual(await provider.delegation('refused.com'), { kind: 'unknown', reason: 'refused' });
  });

  test('no answer at all → unknown "timeout" within DNS_TIMEOUT_MS, whatever c-ares retries', async () => {
    dns.set('silent.com', 'hang');
    const started = performance.now();
    assert.deepEqual(await provider.delegation('silent.com'), { kind: 'unknown', reason: 'timeout' });
    const elapsed = performance.now() - started;
    assert.ok(elapsed >= TIMEOUT_MS * 0.9 && elapsed < TIMEOUT_MS + 250, `took ${elapsed} ms`);
  });

  test('a slow answer inside the deadline is still used', async () => {
    dns.set('slow.com', ['ns1.slow.com'], 100);
    assert.deepEqual(await provider.delegation('slow.com'), { kind: 'delegated', nameservers: ['ns1.slow.com'] });
  });

  test('an aborted signal resolves at once as unknown "aborted", and only that lookup is cancelled', async () => {
    dns.set('hanging.com', 'hang');
    dns.set('other.com', ['ns1.other.net'], 150);
    const controller = new AbortController();
    const started = performance.now();
    const aborted = provider.delegation('hanging.com', controller.signal);
    const other = provider.delegation('other.com');
    setTimeout(() => controller.abort(), 50);
    assert.deepEqual(await aborted, { kind: 'unknown', reason: 'aborted' });
    assert.ok(performance.now() - started < TIMEOUT_MS - 50, 'answered on the abort, not at the deadline');
    assert.deepEqual(await other, { kind: 'delegated', nameservers: ['ns1.other.net'] });
    assert.ok(dns.queried.includes('hanging.com'), 'the query had been sent before the abort');
  });

  test('an already aborted signal sends no query', async () => {
    assert.deepEqual(await provider.delegation('example.org', AbortSignal.abort()), { kind: 'unknown', reason: 'aborted' });
    assert.deepEqual(dns.queried, []);
  });

  test('IDN: an A-label is queried as is, and the Unicode form is converted to the same A-label (UTS-46)', async () => {
    dns.set('xn--bcher-kva.de', ['ns1.xn--bcher-kva.de']);
    assert.deepEqual(await provider.delegation('xn--bcher-kva.de'), { kind: 'delegated', nameservers: ['ns1.xn--bcher-kva.de'] });
    assert.deepEqual(await provider.delegation('bücher.de'), { kind: 'delegated', nameservers: ['ns1.xn--bcher-kva.de'] });
    assert.deepEqual(dns.queried, ['xn--bcher-kva.de', 'xn--bcher-kva.de']);
  });

  test('a name that cannot be a DNS name is unknown "invalid_name" without a query', async () => {
    assert.deepEqual(await provider.delegation('bad name.com'), { kind: 'unknown', reason: 'invalid_name' });
    assert.deepEqual(await provider.delegation(`${'a'.repeat(64)}.com`), { kind: 'unknown', reason: 'invalid_name' });
    assert.deepEqual(dns.queried, []);
  });

  test('an unreachable server is unknown, not not_delegated', async () => {
    const stopped = new FakeDns();
    await stopped.start();
    const address = stopped.address;
    await stopped.stop();
    const nowhere = new DnsResolverProvider({ servers: [address], timeoutMs: TIMEOUT_MS });
    assert.equal((await nowhere.delegation('example.com')).kind, 'unknown');
  });
});

describe('sandbox DNS stand-in', () => {
  test('captured RDAP domains and marketplace listings are delegated; other names are NXDOMAIN', async () => {
    const sandbox = await startSandboxDns();
    try {
      const provider = new DnsResolverProvider({ servers: sandbox.servers, timeoutMs: 1_000 });
      assert.deepEqual(await provider.delegation('google.com'), { kind: 'delegated', nameservers: ['ns1.google.com', 'ns2.google.com', 'ns3.google.com', 'ns4.google.com'] });
      assert.deepEqual(await provider.delegation('glowspot.com'), { kind: 'delegated', nameservers: ['ns1.parking.nameport.test', 'ns2.parking.nameport.test'] });
      assert.deepEqual(await provider.delegation('surely-unregistered-sandbox-name.com'), { kind: 'not_delegated' });
    } finally {
      await sandbox.close();
    }
  });
});

describe('DNS configuration', () => {
  test('defaults: the system resolvers and a 1500 ms deadline', () => {
    assert.deepEqual(loadConfig({}).dns, { servers: undefined, timeoutMs: 1_500 });
  });

  test('DNS_SERVERS takes ip, ip:port and [ipv6]:port, comma-separated', () => {
    assert.deepEqual(loadConfig({ DNS_SERVERS: '1.1.1.1, 127.0.0.1:5353,::1,[::1]:53' }).dns.servers, ['1.1.1.1', '127.0.0.1:5353', '::1', '[::1]:53']);
  });

  test('a bad DNS_SERVERS or DNS_TIMEOUT_MS stops start-up naming the variable', () => {
    for (const [env, pattern] of [
      [{ DNS_SERVERS: 'dns.google' }, /DNS_SERVERS/],
      [{ DNS_SERVERS: '1.1.1.1:99999' }, /DNS_SERVERS/],
      [{ DNS_TIMEOUT_MS: '10' }, /DNS_TIMEOUT_MS must be between 50/],
    ] as const) {
      assert.throws(() => loadConfig(env), (error: unknown) => error instanceof ConfigError && pattern.test(error.message), JSON.stringify(env));
    }
  });
});
