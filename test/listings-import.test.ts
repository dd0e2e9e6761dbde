import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parseCsv } from '../src/modules/listings/csv.js';
import { importListings } from '../src/modules/listings/import.js';
import { useTestApp } from './helpers/app.js';

const CSV = [
  'domain,price,floor_price,category,tags,description',
  'acme.com,2500,1500,brandable,short|dotcom,"Acme, the name everyone knows"',
  'bad domain.com,100,,,,',
  'Bücher.DE,900.50,,,,"Quoted ""books"" name"',
  'shop.acme.com,100,,,,sub-domain',
  'cheap.io,10,20,,,floor above price',
  'zen.ai,4500,,tech,,',
].join('\n');

describe('nameport listings import (issue 5)', () => {
  const h = useTestApp();
  const listings = () => h.db.query<Record<string, any>>('SELECT id, domain, tld, label_length, buy_now_cents, floor_cents, tags, description, environment, created_at FROM listings ORDER BY domain');

  test('the CSV reader handles quotes, doubled quotes, commas and line breaks inside fields, with line numbers', () => {
    const rows = [...parseCsv('a,b\r\n"x, y","say ""hi"""\n"multi\nline",z\n')];
    assert.deepEqual(rows, [
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['x, y', 'say "hi"'] },
      { line: 3, fields: ['multi\nline', 'z'] },
    ]);
  });

  test('valid rows are imported and bad rows reported with their line numbers, nothing half-written', async () => {
    const report = await importListings(h.t.ctx, { text: CSV, format: 'csv', environment: 'live' });
    assert.equal(report.rows, 6);
    assert.equal(report.inserted, 3);
    assert.deepEqual(report.errors.map((e) => e.line), [3, 5, 6]);
    assert.match(report.errors[1]!.message, /not a registrable domain \(list "acme.com" instead\)/);
    assert.match(report.errors[2]!.message, /floor_price must not exceed price/);
    const rows = await listings();
    assert.deepEqual(rows.map((r) => r.domain), ['acme.com', 'xn--bcher-kva.de', 'zen.ai']);
    const acme = rows[0]!;
    assert.equal(acme.buy_now_cents, 250000);
    assert.equal(acme.floor_cents, 150000);
    assert.deepEqual(acme.tags, ['short', 'dotcom']);
    assert.equal(acme.description, 'Acme, the name everyone knows');
    assert.equal(rows[1]!.buy_now_cents, 90050);
    assert.equal(rows[1]!.label_length, 6); // bücher, as people count it
  });

  test('re-importing the same file is idempotent: same ids and created_at, counted as updated', async () => {
    await importListings(h.t.ctx, { text: CSV, format: 'csv', environment: 'live' });
    const first = await listings();
    h.t.clock.advance(60_000);
    const again = await importListings(h.t.ctx, { text: CSV, format: 'csv', environment: 'live' });
    assert.equal(again.inserted, 0);
    assert.equal(again.updated, 3);
    const second = await listings();
    assert.deepEqual(second.map((r) => [r.id, r.created_at.toISOString()]), first.map((r) => [r.id, r.created_at.toISOString()]));
  });

  test('an import updates a listed domain in place (upsert by domain)', async () => {
    await importListings(h.t.ctx, { text: CSV, format: 'csv', environment: 'live' });
    await importListings(h.t.ctx, { text: 'domain,price\nacme.com,3000\n', format: 'csv', environment: 'live' });
    const acme = (await listings()).find((r) => r.domain === 'acme.com');
    assert.equal(acme?.buy_now_cents, 300000);
  });

  test('JSON lines: one object a line; bad JSON is reported by line', async () => {
    const text = '{"domain":"one.com","price":100,"tags":["a","b"]}\n\nnot json\n{"domain":"two.com","price":"250.00","listed_at":"2025-06-01T00:00:00Z"}\n';
    const report = await importListings(h.t.ctx, { text, format: 'jsonl', environment: 'sandbox' });
    assert.equal(report.inserted, 2);
    assert.deepEqual(report.errors.map((e) => e.line), [3]);
    const two = (await listings()).find((r) => r.domain === 'two.com');
    assert.equal(two?.environment, 'sandbox');
    assert.equal(two?.created_at.toISOString(), '2025-06-01T00:00:00.000Z');
  });

  test('a CSV without domain and price columns is refused at line 1', async () => {
    const report = await importListings(h.t.ctx, { text: 'name,cost\nacme.com,1\n', format: 'csv', environment: 'live' });
    assert.equal(report.inserted, 0);
    assert.deepEqual(report.errors, [{ line: 1, message: 'the header row must name at least the columns domain and price' }]);
  });

  test('large files import in batches of 500 with progress after each batch', async () => {
    const text = ['domain,price', ...Array.from({ length: 1_200 }, (_, i) => `name${i}.com,${100 + i}`)].join('\n');
    const progress: string[] = [];
    const report = await importListings(h.t.ctx, { text, format: 'csv', environment: 'live', onProgress: (p) => progress.push(`${p.done}/${p.total}`) });
    assert.equal(report.inserted, 1_200);
    assert.deepEqual(progress, ['500/1200', '1000/1200', '1200/1200']);
  });

  test('rows are validated: price format, currency, status, listed_at in the future', async () => {
    const text = [
      'domain,price,currency,status,listed_at',
      'a1.com,12.345,,,',
      'a2.com,100,EUR,,',
      'a3.com,100,,pending,',
      'a4.com,100,,,2099-01-01T00:00:00Z',
      'a5.com,100,usd,sold,',
    ].join('\n');
    const report = await importListings(h.t.ctx, { text, format: 'csv', environment: 'live' });
    assert.deepEqual(report.errors.map((e) => e.line), [2, 3, 4, 5]);
    assert.equal(report.inserted, 1);
  });
});
