import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ConfigError, loadConfig } from '../src/platform/config.js';
import { ApiError } from '../src/platform/errors.js';
import { ipSubject } from '../src/modules/accounts/caller.js';
import { MemoryCounterStore, SqlCounterStore } from '../src/platform/limits/counters.js';
import { FixedWindowLimiter, UTC_DAY, windowOf } from '../src/platform/limits/limiter.js';
import { completeIdempotencyKey, releaseIdempotencyKey } from '../src/platform/idempotency/store.js';
import { idempotencyAbandonedMs, lookupWhois } from '../src/modules/whois/service.js';
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
    const rows = await h.db.query<{ used: number }>(`SELECT used FROM rate_counters WHERE scope = 'whois'`);
    assert.deepEqual(rows.map((r) => Number(r.used)), [10]);
  });

  test('the counting statement alone: 40 parallel consumes with cap 10 give exactly 10 counts, then null', async () => {
    const store = new SqlCounterStore(h.db);
    const { start, end } = windowOf(UTC_DAY, new Date('2026-03-01T12:00:00Z'));
    const counter = { scope: 'whois', subject: 'ip:192.0.2.1', windowStart: start, windowEnd: end };
    const results = await Promise.all(Array.from({ length: 40 }, () => store.consume(counter, 10)));
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

  test('Idempotency-Key of a 404 (which used quota) replays the same 404 without charging again', async () => {
    const first = await whois('unregistered-name.com', { headers: { 'idempotency-key': 'k3' } });
    assert.equal(first.status, 404);
    // Even when the name gets registered meanwhile, the key names the outcome it had.
    rdap.serve('https://rdap.verisign.com/com/v1/domain/unregistered-name.com', { objectClassName: 'domain', ldhName: 'UNREGISTERED-NAME.COM', events: [] });
    const retry = await whois('unregistered-name.com', { headers: { 'idempotency-key': 'k3' } });
    assert.equal(retry.status, 404);
    assert.equal(retry.body.error.code, 'not_found');
    assert.equal(retry.body.error.message, first.body.error.message);
    assert.equal((await whois('example.cz')).body.used, 2, 'the 404 and this lookup, not the replay');
  });

  test('Idempotency-Key: three retries of a 404 with one key use one lookup of quota and ask the registry once', async () => {
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await whois('unregistered-name.com', { headers: { 'idempotency-key': 'k404' } }));
    assert.deepEqual(answers.map((a) => a.status), [404, 404, 404, 404]);
    assert.equal(rdap.callsTo('rdap.verisign.com'), 1);
    const rows = await h.db.query<{ used: number }>(`SELECT used FROM rate_counters WHERE scope = 'whois'`);
    assert.deepEqual(rows.map((r) => Number(r.used)), [1]);
  });

  test('Idempotency-Key of outcomes that used no quota (503 refunded, 429) is released: the retry runs afresh', async () => {
    rdap.behaviour = { kind: 'hang' };
    diq.behaviour = { kind: 'hang' };
    assert.equal((await whois('google.com', { headers: { 'idempotency-key': 'k503' } })).status, 503);
    rdap.behaviour = { kind: 'ok' };
    diq.behaviour = { kind: 'ok' };
    const retry = await whois('google.com', { headers: { 'idempotency-key': 'k503' } });
    assert.equal(retry.status, 201);
    assert.equal(retry.body.used, 1, 'the 503 gave its lookup back');
    for (let i = 0; i < 9; i++) await whois('example.cz');
    assert.equal((await whois('norway.no', { headers: { 'idempotency-key': 'k429' } })).status, 429);
    h.t.clock.set('2026-03-02T00:00:00.000Z');
    assert.equal((await whois('norway.no', { headers: { 'idempotency-key': 'k429' } })).status, 201, 'the 429 kept no claim');
  });

  test('Idempotency-Key: concurrent first uses run one lookup; the other is 201 replay or 409 in progress, never a second lookup', async () => {
    rdap.delayMs = 50;
    const answers = await Promise.all([1, 2, 3].map(() => whois('google.com', { headers: { 'idempotency-key': 'race' } })));
    const created = answers.filter((a) => a.status === 201);
    assert.ok(created.length >= 1);
    assert.ok(answers.every((a) => a.status === 201 || a.status === 409), answers.map((a) => a.status).join(','));
    assert.equal(new Set(created.map((a) => a.body.lookup.id)).size, 1);
    const rows = await h.db.query<{ used: number }>(`SELECT used FROM rate_counters WHERE scope = 'whois'`);
    assert.deepEqual(rows.map((r) => Number(r.used)), [1]);
  });

  test('Idempotency-Key: a claim left unfinished (process died) is taken over after 2 × RDAP_TIMEOUT_MS + DOMAINIQ_TIMEOUT_MS + 60 s; keys expire after 24 h', async () => {
    const window = idempotencyAbandonedMs(h.t.ctx.config);
    assert.equal(window, 2 * 1000 + 1000 + 60_000, 'derived from the deadlines the test app is configured with');
    assert.equal(idempotencyAbandonedMs(loadConfig({})), 2 * 4000 + 5000 + 60_000);
    const subject = ipSubject(IP);
    const claimedAt = new Date(h.t.clock.now().getTime() - window + 1_000);
    await h.db.query(
      `INSERT INTO idempotency_keys (namespace, scope, idempotency_key, fingerprint, claim_id, state, created_at, expires_at)
       VALUES ('whois', $1, 'orphan', 'google.com', 'whc_dead', 'running', $2, $3)`,
      [subject, claimedAt, new Date(claimedAt.getTime() + window)],
    );
    assert.equal((await whois('google.com', { headers: { 'idempotency-key': 'orphan' } })).status, 409, 'within the window: still in progress');
    h.t.clock.advance(2_000);
    const taken = await whois('google.com', { headers: { 'idempotency-key': 'orphan' } });
    assert.equal(taken.status, 201);
    h.t.clock.advance(24 * 3_600_000 + 1_000);
    const fresh = await whois('google.com', { headers: { 'idempotency-key': 'orphan' } });
    assert.equal(fresh.status, 201);
    assert.notEqual(fresh.body.lookup.id, taken.body.lookup.id, 'an expired key is a new lookup');
  });

  test('Idempotency-Key: a request only releases or completes its own claim, never one taken over by another request', async () => {
    const subject = ipSubject(IP);
    const now = h.t.clock.now();
    await h.db.query(
      `INSERT INTO idempotency_keys (namespace, scope, idempotency_key, fingerprint, claim_id, state, created_at, expires_at)
       VALUES ('whois', $1, 'mine', 'google.com', 'whc_new', 'running', $2, $3)`,
      [subject, now, new Date(now.getTime() + 60_000)],
    );
    const ref = { namespace: 'whois', scope: subject, key: 'mine' };
    await releaseIdempotencyKey(h.db, ref, 'whc_old');
    assert.equal(await completeIdempotencyKey(h.db, ref, 'whc_old', { lookup_id: 'whl_x' }, new Date(now.getTime() + 86_400_000)), false);
    const rows = await h.db.query<{ claim_id: string; outcome: unknown }>('SELECT claim_id, outcome FROM idempotency_keys');
    assert.deepEqual(rows.map((r) => [r.claim_id, r.outcome]), [['whc_new', null]]);
    await releaseIdempotencyKey(h.db, ref, 'whc_new');
    assert.equal((await h.db.query('SELECT 1 FROM idempotency_keys')).length, 0);
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
    const limiter = new FixedWindowLimiter(new MemoryCounterStore(), { scope: 'whois', window: UTC_DAY, message: () => 'used up' });
    const secondsToUtcMidnight = (at: Date) => limiter.exhausted(10, limiter.counter('ip:192.0.2.1', at), at).retryAfterSeconds;
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

  test('TRUST_PROXY: only the literals true/false are booleans', () => {
    assert.equal(loadConfig({ TRUST_PROXY: 'true' }).trustProxy, true);
    assert.equal(loadConfig({ TRUST_PROXY: 'false' }).trustProxy, false);
    assert.equal(loadConfig({ TRUST_PROXY: 'TRUE' }).trustProxy, true);
    for (const notBoolean of ['yes', 'no', 'on', 'off']) {
      assert.throws(() => loadConfig({ TRUST_PROXY: notBoolean }), (e: unknown) => e instanceof ConfigError && e.variable === 'TRUST_PROXY', notBoolean);
    }
  });

  test('TRUST_PROXY: digits are a hop count (1 = one proxy, not "trust everyone"); 0 is false; over 32 stops start-up', () => {
    assert.equal(loadConfig({ TRUST_PROXY: '1' }).trustProxy, 1);
    assert.equal(loadConfig({ TRUST_PROXY: '2' }).trustProxy, 2, 'a number, not taken as an address');
    assert.equal(loadConfig({ TRUST_PROXY: '0' }).trustProxy, false);
    assert.throws(() => loadConfig({ TRUST_PROXY: '33' }), (e: unknown) => e instanceof ConfigError && /TRUST_PROXY/.test(e.message));
  });

  test('TRUST_PROXY: a comma list of IPs/CIDRs, each checked (net.isIP, prefix length in range); anything else names the variable', () => {
    assert.deepEqual(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy, ['10.0.0.0/8', '127.0.0.1']);
    assert.deepEqual(loadConfig({ TRUST_PROXY: '2001:db8::/32,::1,loopback' }).trustProxy, ['2001:db8::/32', '::1', 'loopback']);
    for (const bad of ['abc', 'everyone!', '10.0.0.0/33', '2001:db8::/129', '999.1.1.1', '10.0.0.1/8/1', '10.0.0.1,', '1.2.3', '10.0.0.0/x']) {
      assert.throws(() => loadConfig({ TRUST_PROXY: bad }), (e: unknown) => e instanceof ConfigError && e.variable === 'TRUST_PROXY' && /TRUST_PROXY/.test(e.message), bad);
    }
  });

  test('other WHOIS settings are validated by name', () => {
    assert.throws(() => loadConfig({ WHOIS_DAILY_CAP_ANONYMOUS: '0' }), /WHOIS_DAILY_CAP_ANONYMOUS must be between 1/);
    assert.throws(() => loadConfig({ DOMAINIQ_BASE_URL: 'ftp://x' }), /DOMAINIQ_BASE_URL must use/);
  });
});

describe('WHOIS quota behind one proxy (TRUST_PROXY=1: one hop)', () => {
  const { h } = useWhoisTestApp({ env: { TRUST_PROXY: '1' } });
  const whois = client(h);

  test('TRUST_PROXY=1 with X-Forwarded-For "6.6.6.6, 7.7.7.7" from the proxy: the client is 7.7.7.7 (prepended entries are ignored)', async () => {
    const first = await whois('example.cz', { headers: { 'x-forwarded-for': '6.6.6.6, 7.7.7.7' } });
    assert.equal(first.status, 201);
    const rows = await h.db.query<{ subject: string }>(`SELECT subject FROM rate_counters WHERE scope = 'whois'`);
    assert.deepEqual(rows.map((r) => r.subject), ['ip:7.7.7.7']);
    for (let i = 1; i < 10; i++) assert.equal((await whois('example.cz', { headers: { 'x-forwarded-for': `6.6.6.${i}, 7.7.7.7` } })).status, 201);
    assert.equal((await whois('example.cz', { headers: { 'x-forwarded-for': '1.2.3.4, 7.7.7.7' } })).status, 429, 'spoofed first entries do not escape the quota');
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
