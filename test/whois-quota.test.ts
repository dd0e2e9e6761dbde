import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ConfigError, loadConfig } from '../src/config.js';
import { ApiError } from '../src/errors.js';
import { consumeQuota, ipSubject, secondsToUtcMidnight } from '../src/whois/quota.js';
import { lookupWhois } from '../src/whois/service.js';
import { useWhoisTestApp } from './helpers/fake-rdap.js';

const IP = '203.0.113.7';

function client(h: ReturnType<typeof useWhoisTestApp>['h']) {
  return async (domain: string, options: { ip?: string; headers?: Record<string, string> } = {}) => {
    const response = await h.t.app.inject({
      method: 'POST', url: '/api/tools/whois', payload: { domain }, headers: options.headers ?? {}, remoteAddress: options.ip ?? IP,
    });
    return { status: response.statusCode, headers: response.headers, body: response.json() as Record<string, any> };
  };
}

describe('WHOIS daily quota (contract 8: 10 per UTC day per IP for anonymous callers)', () => {
  const { h, rdap, diq } = useWhoisTestApp();
  const whois = client(h);

  test('used/remaining count up per lookup; the 11th is 429 rate_limited with Retry-After = seconds to UTC midnight', async () => {
    for (let i = 1; i <= 10; i++) {
      const { status, body } = await whois('google.com');
      assert.equal(status, 201);
      assert.deepEqual([body.used, body.cap, body.remaining], [i, 10, 10 - i]);
    }
    const eleventh = await whois('google.com');
    assert.equal(eleventh.status, 429);
    assert.equal(eleventh.body.error.code, 'rate_limited');
    assert.equal(eleventh.headers['retry-after'], String(12 * 3600)); // TEST_START is 12:00 UTC
    assert.deepEqual(eleventh.body.error.details, { used: 10, cap: 10, remaining: 0, resets_at: '2026-03-02T00:00:00.000Z' });
    // Another IP has its own quota.
    assert.equal((await whois('google.com', { ip: '198.51.100.1' })).body.used, 1);
  });

  test('the quota resets at UTC midnight (injected clock crossing midnight)', async () => {
    h.t.clock.set('2026-03-01T23:59:50.000Z');
    for (let i = 0; i < 10; i++) assert.equal((await whois('example.cz')).status, 201);
    const refused = await whois('example.cz');
    assert.equal(refused.status, 429);
    assert.equal(refused.headers['retry-after'], '10');
    h.t.clock.set('2026-03-02T00:00:00.000Z');
    const nextDay = await whois('example.cz');
    assert.equal(nextDay.status, 201);
    assert.deepEqual([nextDay.body.used, nextDay.body.remaining], [1, 9]);
  });

  test('20 parallel requests from one IP: exactly 10 succeed and 10 are 429 (atomic counting)', async () => {
    rdap.delayMs = 20;
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => whois(i % 2 ? 'google.com' : 'example.cz')));
    const statuses = answers.map((a) => a.status);
    assert.equal(statuses.filter((s) => s === 201).length, 10, statuses.join(','));
    assert.equal(statuses.filter((s) => s === 429).length, 10);
    assert.deepEqual(answers.filter((a) => a.status === 201).map((a) => a.body.used).sort((a, b) => a - b), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const rows = await h.db.query<{ used: number }>('SELECT used FROM whois_quota');
    assert.deepEqual(rows.map((r) => Number(r.used)), [10]);
  });

  test('the counting statement alone: 40 parallel consumes with cap 10 give exactly 10 counts, then null', async () => {
    const results = await Promise.all(Array.from({ length: 40 }, () => consumeQuota(h.db, 'ip:192.0.2.1', '2026-03-01', 10)));
    assert.deepEqual(results.filter((r) => r !== null).sort((a, b) => a! - b!), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    assert.equal(results.filter((r) => r === null).length, 30);
  });

  test('400 uses no quota; 404 uses one lookup; 503 gives it back', async () => {
    assert.equal((await whois('not a domain')).status, 400);
    assert.equal((await whois('unregistered-name.com')).status, 404);
    rdap.behaviour = { kind: 'hang' };
    diq.behaviour = { kind: 'hang' };
    assert.equal((await whois('google.com')).status, 503);
    rdap.behaviour = { kind: 'ok' };
    diq.behaviour = { kind: 'ok' };
    const { body } = await whois('google.com');
    assert.equal(body.used, 2, 'only the 404 and this lookup are counted');
  });

  test('a 429 stores no lookup and asks no provider', async () => {
    for (let i = 0; i < 10; i++) await whois('example.cz');
    const before = rdap.calls.length;
    assert.equal((await whois('norway.no')).status, 429);
    assert.equal(rdap.calls.length, before);
    const rows = await h.db.query('SELECT id FROM whois_lookups');
    assert.equal(rows.length, 10);
  });

  test('Idempotency-Key: a retry replays the stored lookup (same id, 201) and does not use quota twice', async () => {
    const first = await whois('google.com', { headers: { 'idempotency-key': 'retry-1' } });
    const replay = await whois('google.com', { headers: { 'idempotency-key': 'retry-1' } });
    assert.equal(replay.status, 201);
    assert.equal(replay.body.lookup.id, first.body.lookup.id);
    assert.deepEqual(replay.body.lookup, first.body.lookup);
    assert.deepEqual([replay.body.used, replay.body.remaining], [1, 9]);
    assert.equal(rdap.callsTo('rdap.verisign.com'), 1);
    assert.equal((await whois('example.cz')).body.used, 2);
  });

  test('Idempotency-Key: replays even when the quota is used up, since it uses none', async () => {
    const first = await whois('google.com', { headers: { 'idempotency-key': 'k' } });
    for (let i = 0; i < 9; i++) await whois('example.cz');
    assert.equal((await whois('example.cz')).status, 429);
    const replay = await whois('google.com', { headers: { 'idempotency-key': 'k' } });
    assert.equal(replay.status, 201);
    assert.equal(replay.body.lookup.id, first.body.lookup.id);
    assert.deepEqual([replay.body.used, replay.body.remaining], [10, 0]);
  });

  test('Idempotency-Key is scoped by caller: the same key from another IP is a new lookup', async () => {
    const mine = await whois('google.com', { headers: { 'idempotency-key': 'shared' } });
    const theirs = await whois('google.com', { headers: { 'idempotency-key': 'shared' }, ip: '198.51.100.2' });
    assert.equal(theirs.status, 201);
    assert.notEqual(theirs.body.lookup.id, mine.body.lookup.id);
  });

  test('Idempotency-Key reused for another domain is 409 conflict; a malformed key is 400', async () => {
    await whois('google.com', { headers: { 'idempotency-key': 'k2' } });
    const other = await whois('example.cz', { headers: { 'idempotency-key': 'k2' } });
    assert.equal(other.status, 409);
    assert.equal(other.body.error.code, 'conflict');
    const bad = await whois('google.com', { headers: { 'idempotency-key': 'has space' } });
    assert.equal(bad.status, 400);
  });

  test('Idempotency-Key of a failed lookup (404) is released: the retry runs again', async () => {
    assert.equal((await whois('unregistered-name.com', { headers: { 'idempotency-key': 'k3' } })).status, 404);
    rdap.serve('https://rdap.verisign.com/com/v1/domain/unregistered-name.com', { objectClassName: 'domain', ldhName: 'UNREGISTERED-NAME.COM', events: [] });
    const retry = await whois('unregistered-name.com', { headers: { 'idempotency-key': 'k3' } });
    assert.equal(retry.status, 201);
  });

  test('Idempotency-Key: concurrent first uses run one lookup; the other is 201 replay or 409 in progress, never a second lookup', async () => {
    rdap.delayMs = 50;
    const answers = await Promise.all([1, 2, 3].map(() => whois('google.com', { headers: { 'idempotency-key': 'race' } })));
    const created = answers.filter((a) => a.status === 201);
    assert.ok(created.length >= 1);
    assert.ok(answers.every((a) => a.status === 201 || a.status === 409), answers.map((a) => a.status).join(','));
    assert.equal(new Set(created.map((a) => a.body.lookup.id)).size, 1);
    const rows = await h.db.query<{ used: number }>('SELECT used FROM whois_quota');
    assert.deepEqual(rows.map((r) => Number(r.used)), [1]);
  });

  test('Idempotency-Key: a claim left unfinished (process died) is taken over after 2 minutes; keys expire after 24 h', async () => {
    const subject = ipSubject(IP);
    await h.db.query(
      `INSERT INTO whois_idempotency (subject, idempotency_key, domain, lookup_id, created_at) VALUES ($1, 'orphan', 'google.com', NULL, $2)`,
      [subject, new Date(h.t.clock.now().getTime() - 60_000)],
    );
    assert.equal((await whois('google.com', { headers: { 'idempotency-key': 'orphan' } })).status, 409, 'one minute old: still in progress');
    h.t.clock.advance(61_000);
    const taken = await whois('google.com', { headers: { 'idempotency-key': 'orphan' } });
    assert.equal(taken.status, 201);
    h.t.clock.advance(24 * 3_600_000 + 1_000);
    const fresh = await whois('google.com', { headers: { 'idempotency-key': 'orphan' } });
    assert.equal(fresh.status, 201);
    assert.notEqual(fresh.body.lookup.id, taken.body.lookup.id, 'an expired key is a new lookup');
  });

  test('X-Forwarded-For is ignored without TRUST_PROXY: the socket address is the quota subject', async () => {
    for (let i = 0; i < 10; i++) await whois('example.cz', { headers: { 'x-forwarded-for': `192.0.2.${i}` } });
    assert.equal((await whois('example.cz', { headers: { 'x-forwarded-for': '192.0.2.99' } })).status, 429);
  });

  test('signed-in verified users get WHOIS_DAILY_CAP_USER (100) by account; unverified users count by IP like anyone', async () => {
    const verified = await lookupWhois(h.t.ctx, { domain: 'google.com', viewer: { kind: 'user', ip: IP, userId: 'usr_1', email: 'a@example.com', verified: true } });
    assert.deepEqual([verified.used, verified.cap, verified.remaining], [1, 100, 99]);
    const unverified = await lookupWhois(h.t.ctx, { domain: 'google.com', viewer: { kind: 'user', ip: IP, userId: 'usr_2', email: 'b@example.com', verified: false } });
    assert.deepEqual([unverified.used, unverified.cap], [1, 10]);
    await assert.rejects(lookupWhois(h.t.ctx, { domain: 'x', viewer: { kind: 'anonymous', ip: IP } }), (e: unknown) => e instanceof ApiError && e.code === 'validation_error');
  });

  test('IPv6 callers count per /64; IPv4-mapped IPv6 counts as the IPv4 address', () => {
    assert.equal(ipSubject('2001:db8:1:2:aaaa::1'), ipSubject('2001:db8:1:2:bbbb::2'));
    assert.notEqual(ipSubject('2001:db8:1:2::1'), ipSubject('2001:db8:1:3::1'));
    assert.equal(ipSubject('::ffff:203.0.113.7'), ipSubject('203.0.113.7'));
  });

  test('Retry-After arithmetic: seconds to the next UTC midnight, at least 1', () => {
    assert.equal(secondsToUtcMidnight(new Date('2026-03-01T00:00:00.000Z')), 86_400);
    assert.equal(secondsToUtcMidnight(new Date('2026-03-01T23:59:59.500Z')), 1);
    assert.equal(secondsToUtcMidnight(new Date('2026-12-31T23:00:00.000Z')), 3_600);
  });
});

describe('WHOIS configuration', () => {
  test('defaults: cap 10 anonymous, 100 users, 1 h cache, no proxy trusted, shipped bootstrap, DomainIQ off without a key', () => {
    const config = loadConfig({});
    assert.equal(config.trustProxy, false);
    assert.equal(config.whois.dailyCapAnonymous, 10);
    assert.equal(config.whois.dailyCapUser, 100);
    assert.equal(config.whois.cacheSeconds, 3_600);
    assert.equal(config.whois.rdapTimeoutMs, 4_000);
    assert.equal(config.whois.rdapBootstrapFile, undefined);
    assert.equal(config.whois.domainIq.apiKey, undefined);
    assert.equal(config.whois.domainIq.baseUrl, 'https://www.domainiq.com/api');
  });

  test('TRUST_PROXY is true/false or a list of addresses/CIDRs; anything else stops start-up naming the variable', () => {
    assert.equal(loadConfig({ TRUST_PROXY: 'true' }).trustProxy, true);
    assert.equal(loadConfig({ TRUST_PROXY: 'off' }).trustProxy, false);
    assert.deepEqual(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy, ['10.0.0.0/8', '127.0.0.1']);
    assert.throws(() => loadConfig({ TRUST_PROXY: 'everyone!' }), (e: unknown) => e instanceof ConfigError && /TRUST_PROXY/.test(e.message));
    assert.throws(() => loadConfig({ WHOIS_DAILY_CAP_ANONYMOUS: '0' }), /WHOIS_DAILY_CAP_ANONYMOUS must be between 1/);
    assert.throws(() => loadConfig({ DOMAINIQ_BASE_URL: 'ftp://x' }), /DOMAINIQ_BASE_URL must use/);
  });
});

describe('WHOIS quota behind a proxy (TRUST_PROXY=203.0.113.0/24, the proxies\' network)', () => {
  const { h } = useWhoisTestApp({ env: { TRUST_PROXY: '203.0.113.0/24' } });
  const whois = client(h);

  test('X-Forwarded-For is honoured only with TRUST_PROXY: each forwarded client has its own quota', async () => {
    for (let i = 0; i < 10; i++) assert.equal((await whois('example.cz', { headers: { 'x-forwarded-for': '192.0.2.1' } })).status, 201);
    assert.equal((await whois('example.cz', { headers: { 'x-forwarded-for': '192.0.2.1' } })).status, 429);
    const other = await whois('example.cz', { headers: { 'x-forwarded-for': '192.0.2.2' } });
    assert.equal(other.status, 201);
    assert.equal(other.body.used, 1);
  });

  test('only trusted hops are believed: addresses a client prepends to X-Forwarded-For do not change its quota subject', async () => {
    for (let i = 0; i < 10; i++) {
      const spoofed = await whois('example.cz', { headers: { 'x-forwarded-for': `6.6.6.${i}, 192.0.2.50` } });
      assert.equal(spoofed.status, 201);
    }
    assert.equal((await whois('example.cz', { headers: { 'x-forwarded-for': '6.6.6.99, 192.0.2.50' } })).status, 429);
  });

  test('a request not coming from the trusted proxy: its X-Forwarded-For is ignored', async () => {
    for (let i = 0; i < 10; i++) await whois('example.cz', { ip: '198.51.100.77', headers: { 'x-forwarded-for': `192.0.2.${i}` } });
    assert.equal((await whois('example.cz', { ip: '198.51.100.77', headers: { 'x-forwarded-for': '192.0.2.200' } })).status, 429);
  });
});
