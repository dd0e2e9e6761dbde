import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { isForbiddenAddress } from '../src/providers/outbound/address-guard.js';

/**
 * The outbound address guard shared by webhook delivery and the RDAP client (issue 17 review): every way of writing a
 * private, loopback, link-local or metadata address is refused, including IPv6 forms that carry or translate to one.
 */
describe('outbound address guard: what a URL we did not choose may reach', () => {
  test('the metadata address, unspecified, CGNAT, unique-local and their IPv4-mapped forms are refused', () => {
    for (const ip of ['169.254.169.254', '::ffff:169.254.169.254', '::ffff:a9fe:a9fe', '0.0.0.0', '::', '::ffff:0.0.0.0', '100.64.0.1',
      '100.127.255.255', 'fd00::1', 'fdff:ffff::1', '::ffff:127.0.0.1', '::127.0.0.1', '0:0:0:0:0:ffff:10.0.0.1']) {
      assert.equal(isForbiddenAddress(ip), true, ip);
    }
  });

  test('IPv6 forms that translate to an IPv4 address inside a network are refused: IPv4-translated (SIIT), local-use NAT64, 6to4 of a private address, Teredo, site-local', () => {
    for (const ip of ['::ffff:0:a00:1', '::ffff:0:a9fe:a9fe', '64:ff9b:1::a00:1', '64:ff9b:1:ffff::1', '2002:a00:1::1', '2002:7f00:1::1',
      '2002:a9fe:a9fe::', '2001::1', '2001:0:4136:e378::1', 'fec0::1']) {
      assert.equal(isForbiddenAddress(ip), true, ip);
    }
  });

  test('documentation ranges are refused (never a real receiver); public addresses and their 6to4, NAT64 and mapped forms pass', () => {
    for (const ip of ['192.0.2.1', '198.51.100.7', '203.0.113.9', '2001:db8::1']) assert.equal(isForbiddenAddress(ip), true, ip);
    for (const ip of ['8.8.8.8', '93.184.216.34', '2606:4700::1111', '2002:808:808::1', '64:ff9b::808:808', '::ffff:0:808:808', '::ffff:8.8.8.8', '2001:4860:4860::8888']) {
      assert.equal(isForbiddenAddress(ip), false, ip);
    }
  });
});
