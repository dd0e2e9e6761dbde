import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { BoundedMemo } from '../src/platform/lib/bounded-memo.js';
import { MemoryCache } from '../src/platform/lib/memory-cache.js';
import { ManualClock } from '../src/platform/clock.js';

/** The one bounded memo the search's caches and MemoryCache share: at most `limit` entries, oldest out first. */
describe('BoundedMemo', () => {
  test('keeps at most its limit, evicting the oldest entry one at a time (not the whole memo)', () => {
    const memo = new BoundedMemo<string, number>(3);
    for (const [i, key] of ['a', 'b', 'c', 'd'].entries()) memo.set(key, i);
    assert.equal(memo.size, 3);
    assert.equal(memo.has('a'), false, 'the oldest went first');
    assert.deepEqual(['b', 'c', 'd'].map((k) => memo.get(k)), [1, 2, 3]);
  });

  test('overwriting a kept key evicts nothing', () => {
    const memo = new BoundedMemo<string, number>(2);
    memo.set('a', 1);
    memo.set('b', 2);
    memo.set('b', 20);
    assert.deepEqual([memo.get('a'), memo.get('b'), memo.size], [1, 20, 2]);
  });

  test('remember computes once per key, undefined results included', () => {
    const memo = new BoundedMemo<string, string | undefined>(10);
    let calls = 0;
    const compute = () => {
      calls++;
      return undefined;
    };
    assert.equal(memo.remember('x', compute), undefined);
    assert.equal(memo.remember('x', compute), undefined);
    assert.equal(calls, 1);
  });

  test('a limit below 1 is refused at construction', () => {
    assert.throws(() => new BoundedMemo(0), /at least 1/);
  });
});

describe('MemoryCache on the injected clock', () => {
  test('an entry expires after its TTL; the size bound evicts the oldest', () => {
    const clock = new ManualClock(new Date('2026-11-28T00:00:00Z'));
    const cache = new MemoryCache<number>(clock, 1_000, 2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    assert.deepEqual([cache.get('a'), cache.get('b'), cache.get('c')], [undefined, 2, 3]);
    clock.advance(1_000);
    assert.equal(cache.get('b'), undefined, 'expired at exactly its TTL');
  });
});
