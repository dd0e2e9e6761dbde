import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { RdapBootstrap } from '../src/providers/rdap/bootstrap.js';
import { summariseVCard } from '../src/providers/rdap/jcard.js';
import { mergeRegistrar, parseRdapDomain, redactedFieldNames, registrarLink } from '../src/providers/rdap/parse.js';
import { eppStatus, normaliseDate, REDACTED, statusString } from '../src/providers/whois-record.js';
import { rdapFixture } from './helpers/fake-rdap.js';

const GOOGLE_STATUS_REGISTRY =
  'clientDeleteProhibited, clientTransferProhibited, clientUpdateProhibited, serverDeleteProhibited, serverTransferProhibited, serverUpdateProhibited';
const GOOGLE_NS = ['ns1.google.com', 'ns2.google.com', 'ns3.google.com', 'ns4.google.com'];

describe('RDAP domain answers → contract 2.2 result, field by field (real fixtures)', () => {
  test('Verisign thin .com (google.com): registrar only, no registrant, dates from events, NS lower-cased', () => {
    assert.deepEqual(parseRdapDomain(rdapFixture('verisign-com-thin-google.com.json'), 'google.com'), {
      domain: 'google.com',
      status: GOOGLE_STATUS_REGISTRY,
      registrar: 'MarkMonitor Inc.',
      registrant: '',
      creation_date: '1997-09-15T04:00:00.000Z',
      expiration_date: '2028-09-14T04:00:00.000Z',
      update_date: '2019-09-09T15:39:04.000Z',
      nameservers: GOOGLE_NS,
      emails: ['abusecomplaints@markmonitor.com'],
      raw_source: 'RDAP',
    });
  });

  test('"last update of RDAP database" is not the update date (Verisign 2024-07-29 vs last changed 2019)', () => {
    const record = parseRdapDomain(rdapFixture('verisign-com-thin-google.com.json'), 'google.com');
    assert.notEqual(record.update_date, '2024-07-29T17:23:53.000Z');
    const onlyDatabaseUpdate = { ldhName: 'x.com', events: [{ eventAction: 'last update of RDAP database', eventDate: '2024-07-29T17:23:53Z' }] };
    assert.equal(parseRdapDomain(onlyDatabaseUpdate, 'x.com').update_date, '');
  });

  test('the thin registry names the registrar RDAP in links[rel=related, type=application/rdap+json]', () => {
    assert.equal(registrarLink(rdapFixture('verisign-com-thin-google.com.json')), 'https://rdap.markmonitor.com/rdap/domain/GOOGLE.COM');
    assert.equal(registrarLink(rdapFixture('verisign-com-thin-hhgames.com-2025.json')), 'https://rdap.fabulous.com/rdap/domain/HHGAMES.COM');
    // The registrar's own links (self, text/html `related` notices) are not a referral.
    assert.equal(registrarLink(rdapFixture('markmonitor-registrar-google.com.json')), null);
    assert.equal(registrarLink(rdapFixture('nic-cz-cctld-example.cz.json')), null);
  });

  test('MarkMonitor registrar (google.com): REDACTED FOR PRIVACY remarks, org kept, +0000 dates normalised to UTC', () => {
    assert.deepEqual(parseRdapDomain(rdapFixture('markmonitor-registrar-google.com.json'), 'google.com'), {
      domain: 'google.com',
      status: 'clientUpdateProhibited, clientTransferProhibited, clientDeleteProhibited, serverUpdateProhibited, serverTransferProhibited, serverDeleteProhibited',
      registrar: 'MarkMonitor Inc.',
      registrant: 'Google LLC',
      creation_date: '1997-09-15T07:00:00.000Z',
      expiration_date: '2028-09-13T07:00:00.000Z',
      // "last update" is MarkMonitor's spelling of "last changed"; "last update of RDAP database" (2024) is ignored.
      update_date: '2019-09-09T15:39:04.000Z',
      nameservers: GOOGLE_NS,
      emails: ['abusecomplaints@markmonitor.com'],
      raw_source: 'RDAP',
    });
  });

  test('thin + registrar merged: registry wins for status, dates, NS and registrar; registrar wins for contacts', () => {
    const merged = mergeRegistrar(
      parseRdapDomain(rdapFixture('verisign-com-thin-google.com.json'), 'google.com'),
      parseRdapDomain(rdapFixture('markmonitor-registrar-google.com.json'), 'google.com'),
    );
    assert.equal(merged.registrant, 'Google LLC');
    assert.equal(merged.expiration_date, '2028-09-14T04:00:00.000Z');
    assert.equal(merged.creation_date, '1997-09-15T04:00:00.000Z');
    assert.equal(merged.status, GOOGLE_STATUS_REGISTRY);
    assert.equal(merged.registrar, 'MarkMonitor Inc.');
    assert.deepEqual(merged.nameservers, GOOGLE_NS);
    assert.deepEqual(merged.emails, ['abusecomplaints@markmonitor.com']);
  });

  test('Verisign thin .com 2025 profile (hhgames.com): every field', () => {
    assert.deepEqual(parseRdapDomain(rdapFixture('verisign-com-thin-hhgames.com-2025.json'), 'hhgames.com'), {
      domain: 'hhgames.com',
      status: 'clientDeleteProhibited, clientTransferProhibited, clientUpdateProhibited',
      registrar: 'Sea Wasp, LLC',
      registrant: '',
      creation_date: '2002-07-04T19:15:32.000Z',
      expiration_date: '2026-07-04T19:21:02.000Z',
      update_date: '2025-04-16T04:27:20.000Z',
      nameservers: ['ns1.fabulous.com', 'ns2.fabulous.com', 'ns3.fabulous.com', 'ns4.fabulous.com'],
      emails: ['abuse@fabulous.com'],
      raw_source: 'RDAP',
    });
  });

  test('.cz (CZ.NIC FRED): contacts by handle only, status active → ok, +00:00 dates, no update event', () => {
    assert.deepEqual(parseRdapDomain(rdapFixture('nic-cz-cctld-example.cz.json'), 'example.cz'), {
      domain: 'example.cz',
      status: 'ok',
      registrar: 'REG-INTERNET-CZ',
      registrant: 'SB:EXAMPLE',
      creation_date: '2004-08-30T22:55:00.000Z',
      expiration_date: '2019-08-30T12:00:00.000Z',
      // The only other event is "transfer", which is not an update of the registration data.
      update_date: '',
      nameservers: ['ns2.pipni.cz', 'ns3.pipni.cz', 'ns.pipni.cz'],
      emails: [],
      raw_source: 'RDAP',
    });
  });

  test('.no (Norid): no status array gives "" (not invented), no registrant entity, no expiration event', () => {
    assert.deepEqual(parseRdapDomain(rdapFixture('norid-cctld-norway.no.json'), 'norway.no'), {
      domain: 'norway.no',
      status: '',
      registrar: 'Domeneshop AS',
      registrant: '',
      creation_date: '2017-01-24T12:09:23.000Z',
      expiration_date: '',
      update_date: '2021-01-14T05:16:59.000Z',
      nameservers: ['ns1-09.azure-dns.com', 'ns2-09.azure-dns.net', 'ns3-09.azure-dns.org', 'ns4-09.azure-dns.info'],
      emails: ['hostmaster@domeneshop.no', 'kundeservice@domeneshop.no'],
      raw_source: 'RDAP',
    });
  });

  test('RFC 9537 (icann.org excerpt): redacted names read by name.type or name.description', () => {
    const body = rdapFixture('icann-org-rfc9537-redacted-excerpt.json');
    assert.deepEqual(redactedFieldNames(body), [
      'registry domain id', 'administrative contact', 'technical contact', 'registry registrant id', 'registrant name',
      'registrant street', 'registrant city', 'registrant postal code', 'registrant phone', 'registrant fax', 'registrant email',
    ]);
    const record = parseRdapDomain(body, 'icann.org');
    // The name is redacted by emptyValue (fn ""), the organisation is published: the organisation is answered.
    assert.equal(record.registrant, 'Internet Corporation for Assigned Names and Numbers');
    assert.deepEqual(record.emails, [], 'the redacted e-mail is left out, not replaced by a placeholder');
    assert.equal(record.domain, 'icann.org', 'no ldhName: the requested name');
  });

  test('RFC 9537: registrant name and organisation both redacted → "REDACTED", never ""', () => {
    const body = rdapFixture('icann-org-rfc9537-redacted-excerpt.json');
    const vcard = body.entities[0].vcardArray[1] as unknown[][];
    body.entities[0].vcardArray[1] = vcard.filter((p) => p[0] !== 'org');
    body.redacted.push({ name: { type: 'Registrant Organization' }, method: 'removal' });
    assert.equal(parseRdapDomain(body, 'icann.org').registrant, REDACTED);
  });

  test('RFC 9537: a registrant entity removed entirely is "REDACTED" when redacted names the registrant', () => {
    const body = { ldhName: 'x.org', entities: [], redacted: [{ name: { type: 'Registry Registrant ID' }, method: 'removal' }] };
    assert.equal(parseRdapDomain(body, 'x.org').registrant, REDACTED);
  });

  test('REDACTED FOR PRIVACY remarks without name or org → "REDACTED"; redaction placeholders as values → "REDACTED"', () => {
    const body = rdapFixture('markmonitor-registrar-google.com.json');
    const registrant = body.entities.find((e: { roles: string[] }) => e.roles.includes('registrant'));
    registrant.vcardArray[1] = registrant.vcardArray[1].filter((p: unknown[]) => p[0] !== 'org');
    assert.equal(parseRdapDomain(body, 'google.com').registrant, REDACTED);
    const placeholder = {
      ldhName: 'y.com',
      entities: [{ roles: ['registrant'], vcardArray: ['vcard', [['version', {}, 'text', '4.0'], ['fn', {}, 'text', 'REDACTED FOR PRIVACY'],
        ['email', {}, 'text', 'Please query the RDDS service of the Registrar of Record']]] }],
    };
    const record = parseRdapDomain(placeholder, 'y.com');
    assert.equal(record.registrant, REDACTED);
    assert.deepEqual(record.emails, []);
  });

  test('jCard: fn, org (structured), kind and every email are read; malformed vCards read as empty', () => {
    const card = summariseVCard(['vcard', [['version', {}, 'text', '4.0'], ['fn', {}, 'text', 'Joe'], ['org', {}, 'text', ['Acme', 'Ops']],
      ['kind', {}, 'text', 'individual'], ['email', { type: 'work' }, 'text', 'a@b.c'], ['email', {}, 'text', 'd@e.f']]]);
    assert.deepEqual(card, { fn: 'Joe', org: 'Acme, Ops', kind: 'individual', emails: ['a@b.c', 'd@e.f'] });
    assert.deepEqual(summariseVCard('nonsense'), { fn: undefined, org: undefined, kind: undefined, emails: [] });
    assert.deepEqual(summariseVCard(['vcard', [42, ['fn']]]), { fn: undefined, org: undefined, kind: undefined, emails: [] });
  });
});

describe('normalisation rules', () => {
  test('dates: RFC 3339 and non-RFC 3339 forms become ISO 8601 UTC with milliseconds', () => {
    const cases: [unknown, string][] = [
      ['2028-09-13T07:00:00.000+0000', '2028-09-13T07:00:00.000Z'],
      ['2019-08-30T12:00:00+00:00', '2019-08-30T12:00:00.000Z'],
      ['1997-09-15T04:00:00Z', '1997-09-15T04:00:00.000Z'],
      ['2028-09-13T07:00:00-0500', '2028-09-13T12:00:00.000Z'],
      ['2021-01-14 05:16:59 UTC', '2021-01-14T05:16:59.000Z'],
      ['2028-09-14', '2028-09-14T00:00:00.000Z'],
      ['14-Sep-2028', '2028-09-14T00:00:00.000Z'],
      ['2024.01.31 08:15:00', '2024-01-31T08:15:00.000Z'],
      ['31.01.2024', '2024-01-31T00:00:00.000Z'],
      ['Sep 14 2028', '2028-09-14T00:00:00.000Z'],
      [1718000000, '2024-06-10T06:13:20.000Z'],
      ['2028-02-31', ''],
      ['not a date', ''],
      ['REDACTED FOR PRIVACY', ''],
      [null, ''],
    ];
    for (const [input, expected] of cases) assert.equal(normaliseDate(input), expected, String(input));
  });

  test('status: RDAP values map to EPP codes per RFC 8056; EPP input and ICANN URLs are understood', () => {
    assert.equal(eppStatus('client transfer prohibited'), 'clientTransferProhibited');
    assert.equal(eppStatus('active'), 'ok');
    assert.equal(eppStatus('associated'), 'linked');
    assert.equal(eppStatus('redemption period'), 'redemptionPeriod');
    assert.equal(eppStatus('clientTransferProhibited https://icann.org/epp#clientTransferProhibited'), 'clientTransferProhibited');
    assert.equal(eppStatus('SERVERHOLD'), 'serverHold');
    assert.equal(eppStatus('pending verification'), 'pendingVerification', 'unknown values are camel-cased, not dropped');
    assert.equal(statusString(['active', 'ok', '']), 'ok', 'de-duplicated, empties dropped');
  });

  test('bootstrap (RFC 9224): TLDs to base URLs with a trailing slash, HTTPS first; unknown TLD has none', () => {
    const bootstrap = RdapBootstrap.load();
    assert.deepEqual(bootstrap.serversFor('com'), ['https://rdap.verisign.com/com/v1/']);
    assert.deepEqual(bootstrap.serversFor('CZ'), ['https://rdap.nic.cz/']);
    assert.deepEqual(bootstrap.serversFor('de'), []);
    assert.equal(bootstrap.publication, '2026-03-23T19:00:02Z');
    assert.ok(bootstrap.size > 1000);
    const mixed = RdapBootstrap.fromJson({ services: [[['x'], ['http://a.example/rdap', 'https://b.example/rdap/']]] });
    assert.deepEqual(mixed.serversFor('x'), ['https://b.example/rdap/', 'http://a.example/rdap/']);
    assert.throws(() => RdapBootstrap.fromJson({}), /services/);
  });
});
