import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parseStream, rowsOf } from './helpers/search-stream.js';
import { useTestApp } from './helpers/app.js';

/**
 * Issue 14 item 14: the first search with 11 rows printed `MaxListenersExceededWarning: Possible EventTarget memory
 * leak` (one abort listener per row on the search's shared signal). A search of any size adds a bounded number of
 * listeners to any one signal, so no warning is emitted.
 */
describe('issue 14 item 14: a search of many rows emits no process warning', () => {
  const alternates = ['com', 'net', 'org', 'io', 'co', 'ai', 'app', 'dev', 'xyz', 'me', 'info', 'biz', 'shop', 'site', 'online', 'store'];
  const h = useTestApp({ search: true, env: { SEARCH_ALTERNATE_TLDS: alternates.join(',') } });

  test('no MaxListenersExceededWarning (or any other warning) during searches of 17 rows', async () => {
    const warnings: Error[] = [];
    const onWarning = (warning: Error): void => void warnings.push(warning);
    process.on('warning', onWarning);
    try {
      for (const q of ['acme.nl', 'many-rows.nl', 'acme.com']) {
        const response = await h.t.app.inject({ method: 'POST', url: '/api/domain/search', payload: { q } });
        assert.equal(response.statusCode, 200);
        assert.equal(rowsOf(parseStream(response.body)).size, q.endsWith('.nl') ? alternates.length + 1 : alternates.length);
      }
      // process.emitWarning is delivered on a later tick.
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', onWarning);
    }
    assert.deepEqual(warnings.map((w) => `${w.name}: ${w.message}`), []);
  });
});
