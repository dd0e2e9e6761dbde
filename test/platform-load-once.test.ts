import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadOnce } from '../src/platform/lib/load-once.js';

test('loadOnce: callers share one load; a failed load is forgotten and the next call loads again', async () => {
  let loads = 0;
  const fail = { first: true };
  const load = loadOnce(async () => {
    loads++;
    if (fail.first) {
      fail.first = false;
      throw new Error('not yet');
    }
    return 'sdk';
  });
  await assert.rejects(load(), /not yet/);
  const [a, b] = await Promise.all([load(), load()]);
  assert.deepEqual([a, b, await load(), loads], ['sdk', 'sdk', 'sdk', 2]);
});
