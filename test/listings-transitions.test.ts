import assert from 'node:assert/strict';
import { beforeEach, describe, test } from 'node:test';
import { importListings } from '../src/modules/listings/import.js';
import { findListingByDomain, transitionListing, type ListingStatus, type TransitionOutcome } from '../src/modules/listings/repository.js';
import type { Queryable } from '../src/platform/db/db.js';
import { useTestApp } from './helpers/app.js';
import { TEST_DATABASE } from './helpers/db.js';

const FILE = ['domain,price,status', 'brewhouse.com,2500,active', 'oldname.com,900,sold', 'shelved.io,400,withdrawn'].join('\n');

describe('issue 15 item 3: listing status transitions (the listings repository)', () => {
  const h = useTestApp();
  beforeEach(async () => {
    await importListings(h.t.ctx, { text: FILE, format: 'csv', environment: 'live' });
  });

  const idOf = async (domain: string) => (await findListingByDomain(h.db, 'live', domain))!.id;
  const statusOf = async (domain: string) => (await findListingByDomain(h.db, 'live', domain))!.status;
  const move = (db: Queryable, id: string, to: ListingStatus, from?: ListingStatus): Promise<TransitionOutcome> =>
    transitionListing(db, { id, to, now: h.t.clock.now(), ...(from ? { from } : {}) });
  const browse = async () => {
    const response = await h.t.app.inject({ method: 'GET', url: '/api/market/listings' });
    return (response.json() as { items: { domain: string }[] }).items.map((item) => item.domain);
  };

  test('allowed: active → reserved → sold → active (refund), reserved → active (released), active ↔ withdrawn', async () => {
    const id = await idOf('brewhouse.com');
    h.t.clock.advance(60_000);
    const reserved = await move(h.db, id, 'reserved');
    assert.ok(reserved.ok);
    assert.equal(reserved.listing.status, 'reserved');
    assert.equal(reserved.listing.updated_at.toISOString(), h.t.clock.now().toISOString());
    // A reserved listing is for sale to no one else: interface A's browse stops showing it.
    assert.deepEqual(await browse(), []);
    assert.equal((await move(h.db, id, 'sold')).ok, true);
    assert.equal((await move(h.db, id, 'active', 'sold')).ok, true); // re-listed after a refund
    assert.deepEqual(await browse(), ['brewhouse.com']);
    assert.equal((await move(h.db, id, 'reserved')).ok, true);
    assert.equal((await move(h.db, id, 'active', 'reserved')).ok, true); // the reservation released
    assert.equal((await move(h.db, id, 'withdrawn')).ok, true);
    assert.equal((await move(h.db, id, 'active')).ok, true);
    assert.equal(await statusOf('brewhouse.com'), 'active');
  });

  test('refused: a typed outcome with the current status, nothing changed, no SQL error', async () => {
    const active = await idOf('brewhouse.com');
    const sold = await idOf('oldname.com');
    const withdrawn = await idOf('shelved.io');
    assert.deepEqual(await move(h.db, active, 'sold'), { ok: false, reason: 'refused', status: 'active' }); // must be reserved first
    assert.deepEqual(await move(h.db, sold, 'reserved'), { ok: false, reason: 'refused', status: 'sold' });
    assert.deepEqual(await move(h.db, sold, 'withdrawn'), { ok: false, reason: 'refused', status: 'sold' });
    assert.deepEqual(await move(h.db, withdrawn, 'reserved'), { ok: false, reason: 'refused', status: 'withdrawn' });
    assert.deepEqual(await move(h.db, withdrawn, 'sold'), { ok: false, reason: 'refused', status: 'withdrawn' });
    assert.deepEqual(await move(h.db, active, 'active'), { ok: false, reason: 'refused', status: 'active' });
    // `from` narrows: a refund re-lists only a sold listing, never one someone else holds.
    assert.equal((await move(h.db, active, 'reserved')).ok, true);
    assert.deepEqual(await move(h.db, active, 'active', 'sold'), { ok: false, reason: 'refused', status: 'reserved' });
    assert.deepEqual(await move(h.db, 'lst_missing', 'reserved'), { ok: false, reason: 'not_found' });
    assert.deepEqual([await statusOf('brewhouse.com'), await statusOf('oldname.com'), await statusOf('shelved.io')], ['reserved', 'sold', 'withdrawn']);
  });

  test('inside the caller\'s transaction: a refusal leaves it usable, and a rollback undoes the reservation', async () => {
    const id = await idOf('brewhouse.com');
    await assert.rejects(h.db.transaction(async (tx) => {
      assert.equal((await move(tx, id, 'reserved')).ok, true);
      assert.deepEqual(await move(tx, id, 'reserved'), { ok: false, reason: 'refused', status: 'reserved' });
      assert.equal((await findListingByDomain(tx, 'live', 'brewhouse.com'))!.status, 'reserved'); // the transaction still works
      throw new Error('the order failed');
    }), /the order failed/);
    assert.equal(await statusOf('brewhouse.com'), 'active');
  });

  test('concurrent: of several transactions reserving the same listing exactly one wins', async () => {
    const id = await idOf('brewhouse.com');
    const outcomes = await Promise.all(Array.from({ length: 4 }, () => h.db.transaction((tx) => move(tx, id, 'reserved'))));
    assert.equal(outcomes.filter((o) => o.ok).length, 1);
    assert.deepEqual(outcomes.filter((o) => !o.ok), Array.from({ length: 3 }, () => ({ ok: false, reason: 'refused', status: 'reserved' })));
    assert.equal(await statusOf('brewhouse.com'), 'reserved');
  });

  test('concurrent on PostgreSQL: the second reservation waits for the first\'s row lock, then is refused', { skip: TEST_DATABASE !== 'postgres' }, async () => {
    const id = await idOf('brewhouse.com');
    let secondOutcome: Promise<TransitionOutcome> | undefined;
    const first = await h.db.transaction(async (tx) => {
      const outcome = await move(tx, id, 'reserved');
      // The second transaction starts while the first holds the row, and blocks on it (seen in pg_stat_activity).
      secondOutcome = h.db.transaction((other) => move(other, id, 'reserved'));
      for (let tries = 0; ; tries++) {
        const [waiting] = await h.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        if (waiting!.n > 0) break;
        if (tries > 500) throw new Error('the second reservation never waited for the row lock');
        await new Promise((resolve) => setImmediate(resolve));
      }
      return outcome;
    });
    assert.equal(first.ok, true);
    assert.deepEqual(await secondOutcome, { ok: false, reason: 'refused', status: 'reserved' });
  });

  test('a re-import keeps a reserved listing reserved (only a sale releases it) and updates its other columns', async () => {
    const id = await idOf('brewhouse.com');
    assert.equal((await move(h.db, id, 'reserved')).ok, true);
    const report = await importListings(h.t.ctx, { text: FILE.replace('brewhouse.com,2500', 'brewhouse.com,3000'), format: 'csv', environment: 'live' });
    assert.equal(report.updated, 3);
    const row = await findListingByDomain(h.db, 'live', 'brewhouse.com');
    assert.deepEqual([row!.status, row!.buy_now_cents], ['reserved', 300000]);
  });

  test('an import file cannot set reserved: it is made by a sale, never by a file', async () => {
    const report = await importListings(h.t.ctx, { text: 'domain,price,status\nheld.com,100,reserved', format: 'csv', environment: 'live' });
    assert.equal(report.inserted, 0);
    assert.match(report.errors[0]!.message, /status must be one of active, sold, withdrawn/);
  });
});
