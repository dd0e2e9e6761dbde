import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { useTestApp } from './helpers/app.js';

describe('WHOIS in the sandbox (serve --sandbox): offline, through the real RDAP client', () => {
  const sandbox = useTestApp({ sandbox: true });

  const whois = async (domain: string) => {
    const response = await sandbox.t.app.inject({ method: 'POST', url: '/api/tools/whois', payload: { domain } });
    return { status: response.statusCode, body: response.json() as Record<string, any> };
  };

  test('google.com answers from the shipped Verisign + MarkMonitor captures, merged', async () => {
    const { status, body } = await whois('google.com');
    assert.equal(status, 201);
    assert.equal(body.lookup.result.registrant, 'Google LLC');
    assert.equal(body.lookup.result.registrar, 'MarkMonitor Inc.');
    assert.equal(body.lookup.result.raw_source, 'RDAP');
  });

  test('example.cz and norway.no answer; a name without a capture is 404; a TLD without RDAP is 404 (no DomainIQ key)', async () => {
    assert.equal((await whois('example.cz')).body.lookup.result.registrant, 'SB:EXAMPLE');
    assert.equal((await whois('norway.no')).body.lookup.result.registrar, 'Domeneshop AS');
    assert.equal((await whois('surely-not-captured.com')).status, 404);
    assert.equal((await whois('example.de')).status, 404);
  });
});
