import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { DomainIqClient, type DomainIqLookup } from '../src/providers/domainiq/client.js';
import { parseDomainIqAnswer } from '../src/providers/domainiq/parse.js';
import { UpstreamError } from '../src/providers/rtr/types.js';
import { FAKE_DOMAINIQ_KEY, FakeDomainIq } from './helpers/fake-domainiq.js';

const found = (lookup: DomainIqLookup) => {
  assert.equal(lookup.kind, 'found');
  return (lookup as Extract<DomainIqLookup, { kind: 'found' }>).record;
};

describe('DomainIQ client against a local server in its (second-hand) format', () => {
  const diq = new FakeDomainIq();
  let client: DomainIqClient;
  before(async () => {
    await diq.start();
    client = new DomainIqClient({ baseUrl: diq.url, apiKey: FAKE_DOMAINIQ_KEY, timeoutMs: 1000 });
  });
  after(() => diq.stop());
  beforeEach(() => diq.reset());

  test('sends key, service=whois, domain and output_mode=json as query parameters', async () => {
    await client.lookup('example.de');
    assert.deepEqual(diq.calls, [{ domain: 'example.de', key: FAKE_DOMAINIQ_KEY, service: 'whois', outputMode: 'json' }]);
  });

  test('wrapped {result}: ns_1…ns_N in numeric order, comma-separated emails, name + org, three date formats', async () => {
    assert.deepEqual(found(await client.lookup('example.de')), {
      domain: 'example.de',
      status: 'connect',
      registrar: 'DENIC eG Test Registrar',
      registrant: 'Erika Mustermann (Muster GmbH)',
      creation_date: '1996-05-12T00:00:00.000Z',
      expiration_date: '2028-09-14T00:00:00.000Z',
      update_date: '2024-01-31T08:15:00.000Z',
      nameservers: ['ns1.example.de', 'ns2.example.de', 'ns10.example.de'],
      emails: ['hostmaster@example.de', 'abuse@example.de'],
      raw_source: 'DomainIQ',
    });
  });

  test('unwrapped: registrar object, redacted name with org, email placeholders dropped, Unix-time date, status list', async () => {
    assert.deepEqual(found(await client.lookup('example.io')), {
      domain: 'example.io',
      status: 'clientTransferProhibited, serverHold',
      registrar: 'Example Registrar, LLC',
      registrant: 'Example Holdings',
      creation_date: '2010-03-04T05:06:07.000Z',
      expiration_date: '2030-03-04T05:06:07.000Z',
      update_date: '2024-06-10T06:13:20.000Z',
      nameservers: ['a.ns.example', 'b.ns.example'],
      emails: ['abuse@registrar.example'],
      raw_source: 'DomainIQ',
    });
  });

  test('a "No match" answer is not_found', async () => {
    assert.deepEqual(await client.lookup('unregistered.de'), { kind: 'not_found' });
  });

  test('an invalid key answers XML <error>Invalid key…</error>: an auth UpstreamError, and the key is not echoed', async () => {
    const wrongKey = new DomainIqClient({ baseUrl: diq.url, apiKey: 'ffffffffffffffffffffffffffffffff', timeoutMs: 1000 });
    await assert.rejects(wrongKey.lookup('example.de'), (e: unknown) =>
      e instanceof UpstreamError && e.failure === 'auth' && /Invalid key/.test(e.message) && !e.message.includes('ffffffff'));
  });

  test('no key configured: not configured, and a call is a config error without any request', async () => {
    const unkeyed = new DomainIqClient({ baseUrl: diq.url, apiKey: undefined, timeoutMs: 1000 });
    assert.equal(unkeyed.configured, false);
    await assert.rejects(unkeyed.lookup('example.de'), (e: unknown) => e instanceof UpstreamError && e.failure === 'config');
    assert.equal(diq.calls.length, 0);
  });

  test('a hanging server is cut off at the deadline; HTTP 500 with HTML is an http failure', async () => {
    diq.behaviour = { kind: 'hang' };
    const started = Date.now();
    await assert.rejects(client.lookup('example.de'), (e: unknown) => e instanceof UpstreamError && e.failure === 'timeout');
    assert.ok(Date.now() - started < 4_000);
    diq.behaviour = { kind: 'status', status: 500 };
    await assert.rejects(client.lookup('example.de'), (e: unknown) => e instanceof UpstreamError && e.failure === 'http');
  });
});

describe('DomainIQ parser, defensive reading', () => {
  test('nested wrappers, nameservers as a string, email list, alternative key names', () => {
    const answer = parseDomainIqAnswer(JSON.stringify({ data: { result: {
      domain_name: 'Example.COM', registrar_name: 'R', registrant_organization: 'Org', email: 'A@B.example',
      created_date: '2001-02-03 04:05:06', expiry_date: '03-Feb-2031', nameservers: 'ns1.x.example ns2.x.example', domain_status: 'ok',
    } } }), 'example.com');
    assert.deepEqual(answer, { kind: 'found', record: {
      domain: 'example.com', status: 'ok', registrar: 'R', registrant: 'Org', creation_date: '2001-02-03T04:05:06.000Z',
      expiration_date: '2031-02-03T00:00:00.000Z', update_date: '', nameservers: ['ns1.x.example', 'ns2.x.example'],
      emails: ['a@b.example'], raw_source: 'DomainIQ',
    } });
  });

  test('answers with no registration facts, "available" status or registered:false are not_found', () => {
    assert.deepEqual(parseDomainIqAnswer('{"result":{"domain":"x.de"}}', 'x.de'), { kind: 'not_found' });
    assert.deepEqual(parseDomainIqAnswer('{"domain":"x.de","status":"available for registration"}', 'x.de'), { kind: 'not_found' });
    assert.deepEqual(parseDomainIqAnswer('{"domain":"x.de","registered":false,"registrar":"R"}', 'x.de'), { kind: 'not_found' });
    assert.deepEqual(parseDomainIqAnswer('<error>No match for domain</error>', 'x.de'), { kind: 'not_found' });
  });

  test('errors: JSON {error}, XML without <error>, non-JSON text, a JSON array', () => {
    assert.equal(parseDomainIqAnswer('{"error":"Service temporarily unavailable"}', 'x.de').kind, 'error');
    assert.equal(parseDomainIqAnswer('<whois/>', 'x.de').kind, 'error');
    assert.equal(parseDomainIqAnswer('Internal Server Error', 'x.de').kind, 'error');
    assert.equal(parseDomainIqAnswer('[1,2]', 'x.de').kind, 'error');
    const key = parseDomainIqAnswer('<?xml version="1.0"?><error>Invalid key</error>', 'x.de');
    assert.deepEqual(key, { kind: 'error', message: 'Invalid key', invalidKey: true });
  });
});
