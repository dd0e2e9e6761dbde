import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { DomainIqClient, type DomainIqLookup } from '../src/providers/domainiq/client.js';
import { parseDomainIqAnswer } from '../src/providers/domainiq/parse.js';
import { UpstreamError } from '../src/providers/upstream-error.js';
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
    client = new DomainIqClient({ baseUrl: diq.url, apiKey: FAKE_DOMAINIQ_KEY, timeoutMs: 3000 });
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

  test('over the wire: JSON key/quota/backend errors are UpstreamErrors (auth, rate_limited, format), a genuine no-match is not_found', async () => {
    const cases: [string, string][] = [
      ['{"result":{"error":"Invalid key"}}', 'auth'],
      ['{"status":"error","message":"Invalid API key"}', 'auth'],
      ['{"success":false,"error_message":"Daily query limit exceeded"}', 'rate_limited'],
      ['{"error":"not found in cache; backend error"}', 'format'],
      ['{}', 'format'],
    ];
    for (const [body, failure] of cases) {
      diq.records.set('example.de', body);
      await assert.rejects(client.lookup('example.de'), (e: unknown) => e instanceof UpstreamError && e.failure === failure, body);
    }
    diq.records.set('example.de', JSON.stringify({ result: [{ domain: 'example.de', registrar: 'R', ns_1: 'ns1.example.de' }] }));
    assert.equal(found(await client.lookup('example.de')).registrar, 'R');
    assert.deepEqual(await client.lookup('unregistered.de'), { kind: 'not_found' });
  });

  test('HTTP 404 without an explicit no-match body is an upstream failure, not not_found (a wrong URL says nothing about the name)', async () => {
    diq.behaviour = { kind: 'status', status: 404, body: '<html>Not Found</html>' };
    await assert.rejects(client.lookup('example.de'), (e: unknown) => e instanceof UpstreamError);
  });

  test('body limit (1 MiB): a larger Content-Length is refused unread; a streamed body is cut off just past the limit', async () => {
    diq.behaviour = { kind: 'huge', bytes: 64 * 1024 * 1024, contentLength: true };
    await assert.rejects(client.lookup('example.de'), (e: unknown) => e instanceof UpstreamError && e.failure === 'format' && /announced 67108864 bytes/.test(e.message));
    diq.behaviour = { kind: 'huge', bytes: 256 * 1024 * 1024, contentLength: false };
    const started = Date.now();
    await assert.rejects(client.lookup('example.de'), (e: unknown) => e instanceof UpstreamError && e.failure === 'format' && /more than the 1048576 bytes/.test(e.message));
    assert.ok(Date.now() - started < 3_000, 'fails fast');
    await new Promise((resolve) => setTimeout(resolve, 50));
    assert.ok(diq.hugeBytesSent < 32 * 1024 * 1024, `stopped reading early (server wrote ${diq.hugeBytesSent} bytes of 256 MiB)`);
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

  test('not_found only on an explicit signal: an "available" status, registered:false, available:true, a whole no-match text', () => {
    assert.deepEqual(parseDomainIqAnswer('{"domain":"x.de","status":"available for registration"}', 'x.de'), { kind: 'not_found' });
    assert.deepEqual(parseDomainIqAnswer('{"domain":"x.de","registered":false,"registrar":"R"}', 'x.de'), { kind: 'not_found' });
    assert.deepEqual(parseDomainIqAnswer('{"result":{"domain":"x.de","available":true}}', 'x.de'), { kind: 'not_found' });
    assert.deepEqual(parseDomainIqAnswer('<error>No match for domain</error>', 'x.de'), { kind: 'not_found' });
    assert.deepEqual(parseDomainIqAnswer('{"error":"No match for \\"UNLIMITED.DE\\"."}', 'unlimited.de'), { kind: 'not_found' }, 'a name in the sentence is not an error word');
    assert.deepEqual(parseDomainIqAnswer('{"result":{"error":"NOT FOUND"}}', 'x.de'), { kind: 'not_found' });
  });

  test('an answer without registration facts (empty or unrecognised object) is an error (→ 503, quota back), not not_found', () => {
    for (const body of ['{}', '{"result":{}}', '{"result":{"domain":"x.de"}}', '{"message":"Service maintenance"}', '[]', '{"result":[]}']) {
      assert.equal(parseDomainIqAnswer(body, 'x.de').kind, 'error', body);
    }
  });

  test('error signals at any wrapper level are errors, never not_found: {result:{error}}, status:"error", success:false', () => {
    assert.deepEqual(parseDomainIqAnswer('{"result":{"error":"Invalid key"}}', 'x.de'), { kind: 'error', message: 'Invalid key', invalidKey: true, rateLimited: false });
    assert.deepEqual(parseDomainIqAnswer('{"status":"error","message":"Invalid API key"}', 'x.de'), { kind: 'error', message: 'Invalid API key', invalidKey: true, rateLimited: false });
    assert.deepEqual(parseDomainIqAnswer('{"success":false,"error_message":"Daily query limit exceeded"}', 'x.de'),
      { kind: 'error', message: 'Daily query limit exceeded', invalidKey: false, rateLimited: true });
  });

  test('an error that merely contains "not found" ({"error":"not found in cache; backend error"}) is NOT not_found', () => {
    assert.deepEqual(parseDomainIqAnswer('{"error":"not found in cache; backend error"}', 'x.de'),
      { kind: 'error', message: 'not found in cache; backend error', invalidKey: false, rateLimited: false });
    assert.equal(parseDomainIqAnswer('{"data":{"status":"error","message":"Record not found due to timeout"}}', 'x.de').kind, 'error');
  });

  test('a single-element array around the record is unwrapped: {"result":[{…a real record…}]}', () => {
    const answer = parseDomainIqAnswer(JSON.stringify({ result: [{ domain: 'example.de', registrar: 'R', creation_date: '1996-05-12', ns_1: 'ns1.example.de' }] }), 'example.de');
    assert.equal(answer.kind, 'found');
    const record = (answer as Extract<typeof answer, { kind: 'found' }>).record;
    assert.deepEqual([record.registrar, record.creation_date, record.nameservers], ['R', '1996-05-12T00:00:00.000Z', ['ns1.example.de']]);
    assert.equal(parseDomainIqAnswer(JSON.stringify([{ domain: 'example.de', registrar: 'R' }]), 'example.de').kind, 'found');
  });

  test('errors: JSON {error}, XML without <error>, non-JSON text, a JSON array', () => {
    assert.equal(parseDomainIqAnswer('{"error":"Service temporarily unavailable"}', 'x.de').kind, 'error');
    assert.equal(parseDomainIqAnswer('<whois/>', 'x.de').kind, 'error');
    assert.equal(parseDomainIqAnswer('Internal Server Error', 'x.de').kind, 'error');
    assert.equal(parseDomainIqAnswer('[1,2]', 'x.de').kind, 'error');
    const key = parseDomainIqAnswer('<?xml version="1.0"?><error>Invalid key</error>', 'x.de');
    assert.deepEqual(key, { kind: 'error', message: 'Invalid key', invalidKey: true, rateLimited: false });
  });
});
