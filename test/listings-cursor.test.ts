import assert from 'node:assert/strict';
import { beforeEach, describe, test } from 'node:test';
import type { ListingPage } from '../src/modules/listings/browse.js';
import { importListings } from '../src/modules/listings/import.js';
import { tokenKey } from '../src/platform/lib/sealed-token.js';
import type { Queryable } from '../src/platform/db/db.js';
import { useTestApp } from './helpers/app.js';

/** 12 listings priced 1,234.56 … 12,345.67 USD: distinctive digits to look for in a cursor. */
function inventory(): string {
  return ['domain,price', ...Array.from({ length: 12 }, (_, i) => `pricey${i}.com,${((i + 1) * 1234.56).toFixed(2)}`)].join('\n');
}

describe('issue 14 item 1: listing cursors reveal nothing the caller may not see', () => {
  const h = useTestApp();
  beforeEach(async () => {
    await importListings(h.t.ctx, { text: inventory(), format: 'csv', environment: 'live' });
  });

  const get = async (query: string) => {
    const response = await h.t.app.inject({ method: 'GET', url: `/api/market/listings?${query}` });
    return { status: response.statusCode, body: response.json() as ListingPage & { error?: { code: string; message: string } } };
  };

  /** Every readable form of a cursor: the string itself, its bytes decoded as base64url, and those bytes as text. */
  function readings(cursor: string): string[] {
    const body = cursor.replace(/^[a-z0-9]+\./, '');
    const bytes = Buffer.from(body, 'base64url');
    return [cursor, bytes.toString('latin1'), bytes.toString('utf8'), Buffer.from(cursor, 'base64url').toString('latin1')];
  }

  test('anonymous limit=1 paging on a price sort: no cursor holds a price, in any reading; all cursors have one length', async () => {
    const prices = (await h.db.query<{ buy_now_cents: number }>('SELECT buy_now_cents FROM listings')).map((r) => String(r.buy_now_cents));
    assert.equal(prices.length, 12);
    for (const sort of ['price_asc', 'price_desc']) {
      let cursor: string | null = null;
      const seen: string[] = [];
      const lengths = new Set<number>();
      do {
        const { status, body } = await get(`sort=${sort}&limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
        assert.equal(status, 200);
        assert.equal(body.items[0]!.price_cents, null, 'the price is masked for an anonymous caller');
        seen.push(body.items[0]!.domain);
        cursor = body.page.next_cursor;
        if (cursor === null) break;
        lengths.add(cursor.length);
        for (const text of readings(cursor)) {
          for (const price of prices) assert.equal(text.includes(price), false, `${sort}: cursor reveals the price ${price}`);
          assert.doesNotMatch(text, /"k"|"s"\s*:|price|pricey/, `${sort}: cursor is readable: ${text.slice(0, 80)}`);
        }
      } while (cursor);
      assert.equal(seen.length, 12, `${sort}: paging still reaches every listing`);
      assert.equal(new Set(seen).size, 12);
      assert.equal(lengths.size, 1, `${sort}: cursor lengths differ, so they say something about the price`);
    }
  });

  test('a forged or altered cursor is refused with 400 validation_error', async () => {
    const cursor = (await get('sort=price_asc&limit=2')).body.page.next_cursor!;
    const middle = Math.floor(cursor.length / 2);
    const flipped = cursor.slice(0, middle) + (cursor[middle] === 'A' ? 'B' : 'A') + cursor.slice(middle + 1);
    const forged = [
      flipped,
      cursor.slice(0, -4),
      `${cursor}AAAA`,
      // The earlier, readable form (base64url JSON), with a made-up position.
      Buffer.from(JSON.stringify({ v: 1, s: 'price_asc', k: 1, i: 'lst_x', f: 'x' })).toString('base64url'),
      Buffer.from(JSON.stringify({ v: 2, s: 'price_asc', k: 1, i: 'lst_x', f: 'x' })).toString('base64url'),
    ];
    for (const bad of forged) {
      const { status, body } = await get(`sort=price_asc&limit=2&cursor=${encodeURIComponent(bad)}`);
      assert.equal(status, 400, bad);
      assert.equal(body.error?.code, 'validation_error', bad);
      assert.match(body.error?.message ?? '', /cursor is invalid/);
    }
    assert.equal((await get(`sort=price_asc&limit=2&cursor=${encodeURIComponent(cursor)}`)).status, 200, 'the genuine cursor still works');
  });

  test('the cursor key is created once per database and every instance reads the same one, even when they race', async () => {
    // Distinct handles on one database, as several instances have: each loads the key on its own.
    const handles: Queryable[] = Array.from({ length: 5 }, () => ({ query: (sql, params) => h.db.query(sql, params) }));
    const keys = await Promise.all(handles.map((db) => tokenKey(db, h.t.clock.now())));
    assert.equal(keys[0]!.length, 32);
    for (const key of keys) assert.ok(key.equals(keys[0]!));
    const rows = await h.db.query('SELECT name FROM server_secrets');
    assert.equal(rows.length, 1);
  });
});
