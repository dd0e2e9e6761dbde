import assert from 'node:assert/strict';
import { beforeEach, describe, test } from 'node:test';
import { browseListings, type ListingPage } from '../src/modules/listings/browse.js';
import { importListings } from '../src/modules/listings/import.js';
import type { Viewer } from '../src/modules/accounts/viewer.js';
import { useTestApp } from './helpers/app.js';

const VERIFIED: Viewer = { kind: 'user', ip: '127.0.0.1', userId: 'usr_1', email: 'a@example.com', verified: true };
const UNVERIFIED: Viewer = { ...VERIFIED, verified: false };

/** 60 listings: name00.com … name59.{com,io,ai}, prices 100..6000 USD, listed one hour apart. */
function inventory(count = 60, prefix = 'name', startHour = 0): string {
  const tlds = ['com', 'io', 'ai'];
  return ['domain,price,tags,listed_at', ...Array.from({ length: count }, (_, i) => {
    const label = `${prefix}${String(i).padStart(2, '0')}${'x'.repeat(i % 4)}`;
    const listedAt = new Date(Date.UTC(2025, 0, 1, startHour + i)).toISOString();
    return `${label}.${tlds[i % 3]},${(i + 1) * 100},${i % 2 === 0 ? 'even' : 'odd'},${listedAt}`;
  })].join('\n');
}

describe('GET /api/market/listings (contract 2.5, 4.1; issue 5)', () => {
  const h = useTestApp();
  beforeEach(async () => {
    await importListings(h.t.ctx, { text: inventory(), format: 'csv', environment: 'live' });
  });

  const get = async (query = '') => {
    const response = await h.t.app.inject({ method: 'GET', url: `/api/market/listings${query ? `?${query}` : ''}` });
    return { status: response.statusCode, body: response.json() as ListingPage & { error?: { code: string; message: string } } };
  };
  const walkCursor = async (query: string): Promise<string[]> => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const { body } = await get(`${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      seen.push(...body.items.map((i) => i.domain));
      cursor = body.page.next_cursor;
    } while (cursor);
    return seen;
  };

  test('default page: 20 newest, page {limit, offset, total, has_more, next_cursor} as the real service answers', async () => {
    const { status, body } = await get();
    assert.equal(status, 200);
    assert.equal(body.items.length, 20);
    assert.equal(body.items[0]!.domain, 'name59xxx.ai');
    assert.deepEqual({ ...body.page, next_cursor: typeof body.page.next_cursor }, { limit: 20, offset: 0, total: 60, has_more: true, next_cursor: 'string' });
  });

  test('next_cursor is null on the last page', async () => {
    const { body } = await get('limit=100');
    assert.equal(body.items.length, 60);
    assert.equal(body.page.has_more, false);
    assert.equal(body.page.next_cursor, null);
  });

  test('cursor paging and offset paging return the same rows in the same order, for every sort', async () => {
    for (const sort of ['newest', 'price_asc', 'price_desc', 'length']) {
      const byCursor = await walkCursor(`sort=${sort}&limit=7`);
      const byOffset: string[] = [];
      for (let offset = 0; offset < 60; offset += 7) byOffset.push(...(await get(`sort=${sort}&limit=7&offset=${offset}`)).body.items.map((i) => i.domain));
      assert.equal(byCursor.length, 60, sort);
      assert.deepEqual(byCursor, byOffset, sort);
    }
  });

  test('cursor paging is stable when listings are inserted between pages: no duplicate, no gap', async () => {
    const first = await get('sort=newest&limit=10');
    // Newer and cheaper listings arrive while the client pages.
    await importListings(h.t.ctx, { text: inventory(15, 'late', 100), format: 'csv', environment: 'live' });
    const rest: string[] = [];
    let cursor = first.body.page.next_cursor;
    while (cursor) {
      const page = await get(`sort=newest&limit=10&cursor=${encodeURIComponent(cursor)}`);
      rest.push(...page.body.items.map((i) => i.domain));
      cursor = page.body.page.next_cursor;
    }
    const all = [...first.body.items.map((i) => i.domain), ...rest];
    assert.equal(new Set(all).size, all.length, 'a listing appeared twice');
    assert.equal(all.filter((d) => d.startsWith('name')).length, 60, 'an original listing was skipped');
  });

  test('sorts: price ascending and descending, length shortest first', async () => {
    const asc = (await get('sort=price_asc&limit=3')).body.items.map((i) => i.domain);
    assert.deepEqual(asc, ['name00.com', 'name01x.io', 'name02xx.ai']);
    const desc = (await get('sort=price_desc&limit=1')).body.items[0]!.domain;
    assert.equal(desc, 'name59xxx.ai');
    const lengths = (await get('sort=length&limit=100')).body.items.map((i) => i.length);
    assert.deepEqual(lengths, [...lengths].sort((a, b) => a - b));
  });

  test('filters: q (domain part or tag), tld, min/max in USD, max_length', async () => {
    assert.deepEqual((await get('q=name05')).body.items.map((i) => i.domain), ['name05x.ai']);
    assert.equal((await get('q=even&limit=100')).body.page.total, 30);
    assert.equal((await get('tld=.IO&limit=100')).body.items.every((i) => i.tld === 'io'), true);
    const priced = (await get('min=1000&max=1500&limit=100')).body;
    assert.equal(priced.page.total, 6);
    assert.equal((await get('max_length=6&limit=100')).body.items.every((i) => i.length <= 6), true);
    assert.equal((await get('q=%25')).body.page.total, 0, 'LIKE wildcards in q are literal');
  });

  test('a price bound with more than two decimals is rounded half up to a cent from its decimal form (README "Money and ids")', async () => {
    await importListings(h.t.ctx, { text: 'domain,price\ncents-a.com,12.34\ncents-b.com,12.35', format: 'csv', environment: 'live' });
    const domains = async (query: string) => (await get(`${query}&q=cents&limit=100`)).body.items.map((i) => i.domain).sort();
    // 12.345 × 100 is 1234.4999… as a double: a float bound would have been 1234 cents and let 12.34 in.
    assert.deepEqual(await domains('min=12.345'), ['cents-b.com']);
    assert.deepEqual(await domains('max=12.344'), ['cents-a.com']);
  });

  test('aftermarket prices are masked for anonymous callers: price_cents null, price_masked true', async () => {
    const item = (await get('limit=1')).body.items[0]!;
    assert.equal(item.price_cents, null);
    assert.equal(item.price_masked, true);
  });

  test('a verified signed-in viewer sees prices; an unverified one does not', async () => {
    const verified = await browseListings(h.t.ctx, { sort: 'price_asc', limit: 1, viewer: VERIFIED });
    assert.equal(verified.items[0]!.price_cents, 10000);
    assert.equal(verified.items[0]!.price_masked, false);
    const unverified = await browseListings(h.t.ctx, { limit: 1, viewer: UNVERIFIED });
    assert.equal(unverified.items[0]!.price_cents, null);
  });

  test('sold and withdrawn listings, and the other environment, are not listed', async () => {
    await importListings(h.t.ctx, { text: 'domain,price,status\nname00.com,100,sold\nname01x.io,200,withdrawn\n', format: 'csv', environment: 'live' });
    await importListings(h.t.ctx, { text: 'domain,price\nsandboxonly.com,100\n', format: 'csv', environment: 'sandbox' });
    const { body } = await get('limit=100');
    assert.equal(body.page.total, 58);
    assert.equal(body.items.some((i) => ['name00.com', 'name01x.io', 'sandboxonly.com'].includes(i.domain)), false);
  });

  test('400 validation_error for bad paging: limit over 100, cursor with offset, a forged cursor, a cursor for other filters', async () => {
    const cursor = (await get('limit=5')).body.page.next_cursor!;
    const cases = [
      'limit=101', 'limit=0', 'offset=-1', `offset=5&cursor=${encodeURIComponent(cursor)}`, 'cursor=not-a-cursor',
      `cursor=${Buffer.from('{"v":1,"s":"newest","k":"x","i":"y","f":"z"}').toString('base64url')}`,
      `tld=io&cursor=${encodeURIComponent(cursor)}`, `sort=price_asc&cursor=${encodeURIComponent(cursor)}`,
    ];
    for (const query of cases) {
      const { status, body } = await get(query);
      assert.equal(status, 400, query);
      assert.equal(body.error?.code, 'validation_error', query);
    }
  });

  test('400 validation_error for bad filters: unknown sort, min above max, bad tld, q too long', async () => {
    for (const query of ['sort=random', 'min=500&max=100', 'tld=-x', `q=${'a'.repeat(64)}`, 'max_length=0', 'min=abc']) {
      const { status, body } = await get(query);
      assert.equal(status, 400, query);
      assert.equal(body.error?.code, 'validation_error', query);
    }
  });
});
