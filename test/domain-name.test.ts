import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parseDomainName } from '../src/domains/domain-name.js';
import { RootZone } from '../src/domains/root-zone.js';
import { ApiError } from '../src/platform/errors.js';

const rootZone = RootZone.load();
const parse = (input: unknown) => parseDomainName(input, rootZone);
const rejects = (input: unknown, message: RegExp) =>
  assert.throws(() => parse(input), (e: unknown) => e instanceof ApiError && e.code === 'validation_error' && message.test(e.message), String(input));

describe('domain name parsing (shared by WHOIS and search)', () => {
  test('RFC 5891 §4.2.3.1: "--" in the 3rd and 4th positions only in A-labels', () => {
    rejects('ab--cd.com', /3rd and 4th positions/);
    assert.equal(parse('xn--bcher-kva.com').ascii, 'xn--bcher-kva.com');
    assert.equal(parse('a--b.com').ascii, 'a--b.com');
  });

  test('surrounding space, one trailing root dot and case are normalised away', () => {
    const name = parse('  WWW.Example.COM. ');
    assert.equal(name.ascii, 'www.example.com');
    assert.equal(name.tld, 'com');
    assert.deepEqual(name.labels, ['www', 'example', 'com']);
  });

  test('UTS-46: a Unicode name becomes its A-labels and punycode input gives the same answer', () => {
    const unicode = parse('Bücher.DE');
    assert.equal(unicode.ascii, 'xn--bcher-kva.de');
    assert.equal(unicode.unicode, 'bücher.de');
    assert.deepEqual(parse('xn--bcher-kva.de'), unicode);
    assert.equal(parse('пример.рф').tld, 'xn--p1ai');
  });

  test('UTS-46 non-transitional: ß is kept (xn--fa-hia), not mapped to ss', () => {
    assert.equal(parse('faß.de').ascii, 'xn--fa-hia.de');
  });

  test('registrable domain comes from the ICANN section of the Public Suffix List', () => {
    assert.equal(parse('www.example.co.uk').registrable, 'example.co.uk');
    assert.equal(parse('example.com').registrable, 'example.com');
    assert.equal(parse('a.b.c.example.cz').registrable, 'example.cz');
    assert.equal(parse('co.uk').registrable, null, 'a bare public suffix is not registrable');
  });

  test('a label longer than 63 characters is refused (RFC 1035 §2.3.4)', () => {
    assert.equal(parse(`${'a'.repeat(63)}.com`).labels[0]!.length, 63);
    rejects(`${'a'.repeat(64)}.com`, /longer than 63/);
  });

  test('a name longer than 253 characters is refused', () => {
    const label = 'a'.repeat(63);
    const ok = `${label}.${label}.${label}.${'b'.repeat(57)}.com`; // 253
    assert.equal(ok.length, 253);
    assert.equal(parse(ok).ascii.length, 253);
    rejects(`${label}.${label}.${label}.${'b'.repeat(58)}.com`, /longer than 253/);
  });

  test('the TLD must be delegated in the IANA root zone', () => {
    rejects('example.notatld', /not a TLD in the IANA root zone/);
    rejects('example.local', /not a TLD in the IANA root zone/);
  });

  test('malformed names are refused with a message naming the problem', () => {
    rejects('', /domain is required/);
    rejects('   ', /domain is required/);
    rejects(42, /domain is required/);
    rejects('com', /needs a name and a TLD/);
    rejects('a..com', /empty label/);
    rejects('-abc.com', /letters, digits and inner hyphens/);
    rejects('abc-.com', /letters, digits and inner hyphens/);
    rejects('ex_ample.com', /letters, digits and inner hyphens/);
    rejects('https://example.com/', /not a URL/);
    rejects('user@example.com', /not a URL or address/);
    rejects('192.168.0.1', /IP address/);
    rejects('xn--zz.com', /IDN conversion failed/);
  });
});
