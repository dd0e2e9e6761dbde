import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parseTldInfo } from '../src/providers/rtr/client.js';
import { mapTldInfo } from '../src/modules/catalog/tlds/map-metadata.js';
import { useTestApp, TEST_START } from './helpers/app.js';
import { rtrFixture } from './helpers/fake-rtr.js';

const HOUR = 3_600_000;

describe('mapping Realtime Register TLD info to contract 2.4', () => {
  test('.com (real RTR fixture): every 2.4 field', () => {
    assert.deepEqual(mapTldInfo(parseTldInfo(rtrFixture('tldinfo_com.json'))), {
      provider: 'Verisign',
      periodsMonths: [12, 24, 36, 48, 60, 72, 84, 96, 108, 120],
      minPeriodMonths: 12,
      maxPeriodMonths: 120,
      allowedYears: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      minYears: 1,
      maxYears: 10,
      organizationRequired: false,
      organizationAllowed: true,
      allowedCountries: [],
      minNameservers: 0,
      maxNameservers: 10,
      nameserversRequired: false,
      idnSupport: true,
      premiumSupport: 'NO',
      transferRequiresAuthcode: true,
      featuresAvailable: ['CREATE', 'RENEW', 'TRANSFER', 'UPDATE', 'DELETE', 'RESTORE', 'PRIVACY_PROTECT'],
    });
  });

  test('.nl: years are only the periods divisible by 12 (3 months is not a year)', () => {
    const nl = mapTldInfo(parseTldInfo(rtrFixture('tldinfo_nl.json')));
    assert.deepEqual(nl.periodsMonths, [3, 12]);
    assert.equal(nl.minPeriodMonths, 3);
    assert.deepEqual(nl.allowedYears, [1]);
    assert.equal(nl.minYears, 1);
    assert.equal(nl.maxYears, 1);
    assert.equal(nl.minNameservers, 2);
    assert.equal(nl.maxNameservers, 13);
    assert.equal(nl.idnSupport, false);
    assert.deepEqual(nl.featuresAvailable, ['CREATE', 'TRANSFER', 'UPDATE', 'DELETE', 'RESTORE']);
  });

  test('absent optional upstream fields get documented defaults, not crashes', () => {
    const sparse = mapTldInfo(parseTldInfo({ provider: 'X', applicableFor: ['x'], metadata: { createDomainPeriods: [3, 6] } }));
    assert.deepEqual(sparse.allowedYears, []);
    assert.equal(sparse.minYears, null);
    assert.equal(sparse.maxNameservers, null);
    assert.equal(sparse.organizationAllowed, true);
    assert.deepEqual(sparse.allowedCountries, []);
    assert.equal(sparse.premiumSupport, 'NO');
    const nullables = mapTldInfo(parseTldInfo(rtrFixture('tldinfo_com-nullables.json')));
    assert.equal(nullables.idnSupport, true);
    assert.equal(nullables.maxNameservers, 10);
  });

  test('country restrictions are upper-case ISO codes; unknown features are dropped', () => {
    const mapped = mapTldInfo(parseTldInfo({
      provider: 'X', applicableFor: [],
      metadata: { registrant: { allowedCountries: ['us', 'CA'] }, featuresAvailable: ['CREATE', 'TELEPORT', 'renew'] },
    }));
    assert.deepEqual(mapped.allowedCountries, ['CA', 'US']);
    assert.deepEqual(mapped.featuresAvailable, ['CREATE', 'RENEW']);
  });
});

describe('GET /api/tlds/{tld}/metadata (contract 2.4, 4.1)', () => {
  const h = useTestApp();

  const get = async (tld: string) => {
    const response = await h.t.app.inject({ method: 'GET', url: `/api/tlds/${encodeURIComponent(tld)}/metadata` });
    return { status: response.statusCode, body: response.json() as Record<string, any> };
  };

  test('answers every 2.4 field with source rtr, lastSyncedAt and stale false', async () => {
    const { status, body } = await get('com');
    assert.equal(status, 200);
    assert.equal(body.tld, 'com');
    assert.equal(body.provider, 'Verisign');
    assert.equal(body.source, 'rtr');
    assert.equal(body.lastSyncedAt, TEST_START);
    assert.equal(body.stale, false);
    for (const field of ['periodsMonths', 'minPeriodMonths', 'maxPeriodMonths', 'allowedYears', 'minYears', 'maxYears',
      'organizationRequired', 'organizationAllowed', 'allowedCountries', 'minNameservers', 'maxNameservers',
      'nameserversRequired', 'idnSupport', 'premiumSupport', 'transferRequiresAuthcode', 'featuresAvailable']) {
      assert.ok(field in body, `missing ${field}`);
    }
  });

  test('a missing TLD is fetched on demand once, then served from storage', async () => {
    await get('com');
    await get('com');
    h.t.ctx.tldMetadata.rows.clear(); // even past the memory cache, storage answers
    await get('com');
    assert.equal(h.rtr.callsTo('/v2/tlds/com/info'), 1);
  });

  test('one upstream answer applies to every applicableFor TLD (.com info also describes .net)', async () => {
    await get('com');
    const net = await get('net');
    assert.equal(net.status, 200);
    assert.equal(net.body.tld, 'net');
    assert.equal(net.body.provider, 'Verisign');
    assert.equal(h.rtr.callsTo('/v2/tlds/net/info'), 0);
  });

  test('concurrent requests for the same missing TLD make one upstream call', async () => {
    h.rtr.delayMs = 100;
    const answers = await Promise.all(Array.from({ length: 10 }, () => get('nl')));
    assert.deepEqual(answers.map((a) => a.status), Array(10).fill(200));
    assert.equal(h.rtr.callsTo('/v2/tlds/nl/info'), 1);
  });

  test('tld is normalised: case, leading dot, IDN in Unicode', async () => {
    assert.equal((await get('.COM')).body.tld, 'com');
    const idn = await get('рф');
    assert.equal(idn.status, 404);
    assert.match(idn.body.error.message, /xn--p1ai/);
  });

  test('400 validation_error for a tld that is not a TLD at all', async () => {
    for (const bad of ['-x', 'a_b', '123', 'a..b']) {
      const { status, body } = await get(bad);
      assert.equal(status, 400, bad);
      assert.equal(body.error.code, 'validation_error');
    }
  });

  test('404 not_found without asking the upstream for a name outside the IANA root zone', async () => {
    const { status, body } = await get('notarealtld');
    assert.equal(status, 404);
    assert.equal(body.error.code, 'not_found');
    assert.equal(h.rtr.calls.length, 0);
  });

  test('404 not_found when the upstream has no such TLD, remembered for TLD_NOT_FOUND_TTL_SECONDS', async () => {
    assert.equal((await get('museum')).status, 404);
    assert.equal((await get('museum')).status, 404);
    assert.equal(h.rtr.callsTo('/v2/tlds/museum/info'), 1);
    h.t.clock.advance(HOUR + 1);
    assert.equal((await get('museum')).status, 404);
    assert.equal(h.rtr.callsTo('/v2/tlds/museum/info'), 2);
  });

  test('503 upstream_unavailable when the TLD is not stored and the upstream fails', async () => {
    h.rtr.behaviour = { kind: 'status', status: 500 };
    const { status, body } = await get('com');
    assert.equal(status, 503);
    assert.equal(body.error.code, 'upstream_unavailable');
  });

  test('stale: old data is served with stale true after a failed refresh (injected clock)', async () => {
    assert.equal((await get('com')).body.stale, false);
    h.t.clock.advance(24 * HOUR + 1000);
    h.rtr.behaviour = { kind: 'status', status: 503 };
    const stale = await get('com');
    assert.equal(stale.status, 200);
    assert.equal(stale.body.stale, true);
    assert.equal(stale.body.lastSyncedAt, TEST_START);
    assert.equal(stale.body.provider, 'Verisign');
  });

  test('stale: a failed refresh is not retried before TLD_REFRESH_RETRY_SECONDS, then recovers', async () => {
    await get('com');
    h.t.clock.advance(24 * HOUR + 1000);
    h.rtr.behaviour = { kind: 'hang' };
    await get('com');
    const callsAfterFailure = h.rtr.callsTo('/v2/tlds/com/info');
    h.rtr.behaviour = { kind: 'ok' };
    h.t.clock.advance(60_000);
    h.t.ctx.tldMetadata.rows.clear();
    assert.equal((await get('com')).body.stale, true, 'still in retry back-off');
    assert.equal(h.rtr.callsTo('/v2/tlds/com/info'), callsAfterFailure);
    h.t.clock.advance(5 * 60_000);
    const fresh = await get('com');
    assert.equal(fresh.body.stale, false);
    assert.equal(fresh.body.lastSyncedAt, h.t.clock.now().toISOString());
  });

  test('not stale when data is past the refresh interval but the refresh succeeded', async () => {
    await get('com');
    h.t.clock.advance(25 * HOUR);
    const refreshed = await get('com');
    assert.equal(refreshed.body.stale, false);
    assert.equal(refreshed.body.lastSyncedAt, h.t.clock.now().toISOString());
    assert.equal(h.rtr.callsTo('/v2/tlds/com/info'), 2);
  });
});
