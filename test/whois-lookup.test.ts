import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DomainIqClient } from '../src/providers/domainiq/client.js';
import { lookupWhois } from '../src/modules/whois/service.js';
import { ApiError } from '../src/platform/errors.js';
import { TEST_START } from './helpers/app.js';
import { useWhoisTestApp } from './helpers/fake-rdap.js';

const HOUR = 3_600_000;

describe('POST /api/tools/whois: lookup (contract 2.2, 4.1, 7.1)', () => {
  const { h, rdap, diq } = useWhoisTestApp();

  const whois = async (domain: unknown, headers: Record<string, string> = {}, remoteAddress = '203.0.113.7') => {
    const response = await h.t.app.inject({ method: 'POST', url: '/api/tools/whois', payload: { domain }, headers, remoteAddress });
    return { status: response.statusCode, headers: response.headers, body: response.json() as Record<string, any> };
  };

  test('201 with {lookup{id, domain, result, created_at}, used, cap, remaining}: google.com via thin registry + registrar', async () => {
    const { status, body, headers } = await whois('google.com');
    assert.equal(status, 201, JSON.stringify(body));
    assert.equal(headers['cache-control'], 'no-store');
    assert.match(body.lookup.id, /^whl_/);
    assert.equal(body.lookup.domain, 'google.com');
    assert.equal(body.lookup.created_at, TEST_START);
    assert.deepEqual(body.lookup.result, {
      domain: 'google.com',
      status: 'clientDeleteProhibited, clientTransferProhibited, clientUpdateProhibited, serverDeleteProhibited, serverTransferProhibited, serverUpdateProhibited',
      registrar: 'MarkMonitor Inc.',
      registrant: 'Google LLC',
      creation_date: '1997-09-15T04:00:00.000Z',
      expiration_date: '2028-09-14T04:00:00.000Z',
      update_date: '2019-09-09T15:39:04.000Z',
      nameservers: ['ns1.google.com', 'ns2.google.com', 'ns3.google.com', 'ns4.google.com'],
      emails: ['abusecomplaints@markmonitor.com'],
      raw_source: 'RDAP',
    });
    assert.deepEqual([body.used, body.cap, body.remaining], [1, 10, 9]);
    assert.equal(rdap.callsTo('rdap.verisign.com'), 1);
    assert.equal(rdap.callsTo('rdap.markmonitor.com'), 1);
  });

  test('every served fixture domain answers 201 from RDAP (.com thin, .cz handles, .no without status)', async () => {
    const expected: Record<string, Partial<Record<string, unknown>>> = {
      'hhgames.com': { registrar: 'Sea Wasp, LLC', registrant: '', expiration_date: '2026-07-04T19:21:02.000Z' },
      'example.cz': { registrar: 'REG-INTERNET-CZ', registrant: 'SB:EXAMPLE', status: 'ok' },
      'norway.no': { registrar: 'Domeneshop AS', status: '', expiration_date: '' },
    };
    for (const [domain, fields] of Object.entries(expected)) {
      const { status, body } = await whois(domain);
      assert.equal(status, 201, domain);
      assert.equal(body.lookup.result.raw_source, 'RDAP');
      for (const [field, value] of Object.entries(fields)) assert.deepEqual(body.lookup.result[field], value, `${domain} ${field}`);
    }
  });

  test('the request is normalised: case, space, trailing dot, IDN, and a subdomain becomes its registrable domain', async () => {
    const { status, body } = await whois('  WWW.Google.COM. ');
    assert.equal(status, 201);
    assert.equal(body.lookup.domain, 'google.com');
    assert.equal(rdap.calls[0]!.path, '/rdap.verisign.com/com/v1/domain/google.com');
  });

  test('fallback: a TLD with no RDAP service (.de) is answered by DomainIQ with raw_source DomainIQ', async () => {
    const { status, body } = await whois('example.de');
    assert.equal(status, 201);
    assert.equal(body.lookup.result.raw_source, 'DomainIQ');
    assert.equal(body.lookup.result.registrant, 'Erika Mustermann (Muster GmbH)');
    assert.equal(body.lookup.result.expiration_date, '2028-09-14T00:00:00.000Z');
    assert.equal(rdap.calls.length, 0);
    assert.equal(diq.calls.length, 1);
  });

  test('fallback: RDAP failing (HTTP 503 from the registry) falls back to DomainIQ', async () => {
    rdap.behaviour = { kind: 'status', status: 503 };
    diq.records.set('google.com', JSON.stringify({ result: { domain: 'google.com', registrar: 'MarkMonitor, Inc.', creation_date: '1997-09-15', ns_1: 'ns1.google.com' } }));
    const { status, body } = await whois('google.com');
    assert.equal(status, 201);
    assert.equal(body.lookup.result.raw_source, 'DomainIQ');
    assert.equal(body.lookup.result.registrar, 'MarkMonitor, Inc.');
  });

  test('fallback: RDAP timing out falls back to DomainIQ within the deadlines', async () => {
    rdap.behaviour = { kind: 'hang' };
    diq.records.set('google.com', JSON.stringify({ domain: 'google.com', registrar: 'MarkMonitor, Inc.' }));
    const started = Date.now();
    const { status, body } = await whois('google.com');
    assert.equal(status, 201);
    assert.equal(body.lookup.result.raw_source, 'DomainIQ');
    assert.ok(Date.now() - started < 5_000);
  });

  test('404 not_found: the registry has no such name (RDAP 404), and DomainIQ is not asked', async () => {
    const { status, body } = await whois('certainly-unregistered-name.com');
    assert.equal(status, 404);
    assert.equal(body.error.code, 'not_found');
    assert.equal(diq.calls.length, 0);
  });

  test('404 not_found: no RDAP service and DomainIQ has no match', async () => {
    const { status, body } = await whois('unregistered.de');
    assert.equal(status, 404);
    assert.match(body.error.message, /no RDAP service/);
  });

  test('404 not_found: no RDAP service and no fallback configured (service called directly, as batch/MCP will)', async () => {
    const ctx = { ...h.t.ctx, domainIq: new DomainIqClient({ baseUrl: diq.url, apiKey: undefined, timeoutMs: 1000 }) };
    await assert.rejects(lookupWhois(ctx, { domain: 'example.de', viewer: { kind: 'anonymous', ip: '198.51.100.1' } }),
      (e: unknown) => e instanceof ApiError && e.code === 'not_found' && /no fallback source is configured/.test(e.message));
    assert.equal(diq.calls.length, 0);
  });

  test('upstream timeouts never hang: RDAP and DomainIQ both silent → 503 upstream_unavailable after the deadlines', async () => {
    rdap.behaviour = { kind: 'hang' };
    diq.behaviour = { kind: 'hang' };
    const started = Date.now();
    const { status, body } = await whois('google.com');
    assert.equal(status, 503);
    assert.equal(body.error.code, 'upstream_unavailable');
    assert.ok(Date.now() - started < 5_000, `took ${Date.now() - started} ms`);
  });

  test('an oversized upstream body (streamed, no Content-Length) fails fast as an upstream failure: 503, quota given back', async () => {
    rdap.behaviour = { kind: 'huge', bytes: 256 * 1024 * 1024, contentLength: false };
    diq.behaviour = { kind: 'huge', bytes: 256 * 1024 * 1024, contentLength: false };
    const started = Date.now();
    const { status, body } = await whois('google.com');
    assert.equal(status, 503);
    assert.equal(body.error.code, 'upstream_unavailable');
    assert.ok(Date.now() - started < 5_000, `took ${Date.now() - started} ms`);
    assert.ok(rdap.hugeBytesSent < 32 * 1024 * 1024 && diq.hugeBytesSent < 32 * 1024 * 1024, 'neither body was read to the end');
    rdap.behaviour = { kind: 'ok' };
    assert.equal((await whois('example.cz')).body.used, 1, 'the 503 used no quota');
  });

  test('DomainIQ key, quota and backend errors are 503 with the quota given back, never a 404 that keeps it', async () => {
    for (const error of ['{"result":{"error":"Invalid key"}}', '{"status":"error","message":"Invalid API key"}',
      '{"success":false,"error_message":"Daily query limit exceeded"}', '{"error":"not found in cache; backend error"}', '{}']) {
      diq.records.set('example.de', error);
      const { status, body } = await whois('example.de');
      assert.equal(status, 503, error);
      assert.equal(body.error.code, 'upstream_unavailable');
    }
    diq.records.delete('example.de');
    assert.equal((await whois('unregistered.de')).status, 404, 'a genuine no-match is still 404');
    assert.equal((await whois('example.cz')).body.used, 2, 'only the 404 and this lookup were counted');
  });

  test('400 validation_error for invalid names, a bare public suffix, a missing body field', async () => {
    for (const domain of ['not a domain', 'example.notatld', 'co.uk', '-bad-.com', `${'a'.repeat(64)}.com`, '']) {
      const { status, body } = await whois(domain);
      assert.equal(status, 400, domain);
      assert.equal(body.error.code, 'validation_error');
    }
    const missing = await h.t.app.inject({ method: 'POST', url: '/api/tools/whois', payload: {} });
    assert.equal(missing.statusCode, 400);
    assert.equal(rdap.calls.length, 0);
  });

  test('results are cached per domain for WHOIS_CACHE_SECONDS (1 h): a second lookup asks no provider, after the TTL it does', async () => {
    await whois('google.com');
    const second = await whois('google.com', {}, '198.51.100.9');
    assert.equal(second.status, 201);
    assert.equal(rdap.callsTo('rdap.verisign.com'), 1);
    assert.equal(second.body.lookup.result.registrant, 'Google LLC');
    h.t.clock.advance(HOUR + 1_000);
    await whois('google.com', {}, '198.51.100.9');
    assert.equal(rdap.callsTo('rdap.verisign.com'), 2);
  });

  test('every lookup is stored with its own id and created_at, cached or not', async () => {
    const first = await whois('google.com');
    h.t.clock.advance(60_000);
    const second = await whois('google.com');
    assert.notEqual(first.body.lookup.id, second.body.lookup.id);
    const rows = await h.db.query<{ id: string; domain: string; created_at: Date; result: unknown }>(
      'SELECT id, domain, created_at, result FROM whois_lookups ORDER BY created_at');
    assert.deepEqual(rows.map((r) => [r.id, r.domain, new Date(r.created_at).toISOString()]), [
      [first.body.lookup.id, 'google.com', TEST_START],
      [second.body.lookup.id, 'google.com', '2026-03-01T12:01:00.000Z'],
    ]);
    assert.deepEqual(typeof rows[0]!.result === 'string' ? JSON.parse(rows[0]!.result) : rows[0]!.result, first.body.lookup.result);
  });

  test('OpenAPI documents 201, 400, 404, 409, 429 with Retry-After, 503, the Idempotency-Key header and the decisions', async () => {
    const doc = (await h.t.app.inject({ method: 'GET', url: '/openapi.json' })).json() as Record<string, any>;
    const op = doc.paths['/api/tools/whois'].post;
    assert.deepEqual(Object.keys(op.responses).sort(), ['201', '400', '404', '409', '429', '500', '503']);
    assert.equal(op.responses['429'].headers['Retry-After'].schema.type, 'integer');
    assert.ok(op.parameters.some((p: { in: string; name: string }) => p.in === 'header' && p.name === 'idempotency-key'));
    for (const decision of [/404 uses one lookup/, /503 gives the lookup back/, /TRUST_PROXY/, /REDACTED/, /not a 404/, /WHOIS_CACHE_SECONDS/]) {
      assert.match(op.description, decision);
    }
    assert.deepEqual(doc.components.schemas.WhoisResult.properties.raw_source.enum, ['RDAP', 'DomainIQ']);
  });

  test('concurrent lookups of one uncached domain share one provider call (single flight)', async () => {
    rdap.delayMs = 50;
    const answers = await Promise.all([1, 2, 3, 4].map((i) => whois('example.cz', {}, `198.51.100.${i}`)));
    assert.deepEqual(answers.map((a) => a.status), [201, 201, 201, 201]);
    assert.equal(rdap.callsTo('rdap.nic.cz'), 1);
  });
});
