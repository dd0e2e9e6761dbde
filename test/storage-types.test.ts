import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { useTestDb } from './helpers/db.js';

/** Issue 15 item 1: column values arrive with one type on both databases (the suite runs this on PGlite and PostgreSQL). */
describe('database values arrive as one type on PGlite and PostgreSQL (issue 15 item 1)', () => {
  const h = useTestDb({ reset: false });

  test('timestamptz → Date, timestamp → Date read as UTC, date → YYYY-MM-DD, jsonb → value, int8 → number, numeric → string', async () => {
    const [row] = await h.db.query<Record<string, unknown>>(`SELECT
      '2026-03-01T12:34:56.789Z'::timestamptz AS ts, '2026-03-01 12:34:56.789'::timestamp AS local_ts, '2026-03-01'::date AS day,
      '{"a":[1,"x"]}'::jsonb AS doc, 9007199254740991::int8 AS big, count(*) AS n, 1.50::numeric AS amount, ARRAY['a','b']::text[] AS list
      FROM (VALUES (1), (2)) v`);
    assert.ok(row!.ts instanceof Date);
    assert.equal((row!.ts as Date).toISOString(), '2026-03-01T12:34:56.789Z');
    assert.ok(row!.local_ts instanceof Date);
    assert.equal((row!.local_ts as Date).toISOString(), '2026-03-01T12:34:56.789Z');
    assert.equal(row!.day, '2026-03-01');
    assert.deepEqual(row!.doc, { a: [1, 'x'] });
    assert.equal(row!.big, Number.MAX_SAFE_INTEGER);
    assert.equal(row!.n, 2);
    assert.equal(row!.amount, '1.50');
    assert.deepEqual(row!.list, ['a', 'b']);
  });

  test('an int8 beyond 2^53 − 1 is refused rather than rounded', async () => {
    await assert.rejects(h.db.query('SELECT 9007199254740993::int8 AS too_big'), /safe integers/);
  });

  test('the same inside a transaction', async () => {
    const [row] = await h.db.transaction((tx) => tx.query<{ n: unknown; day: unknown }>(`SELECT count(*) AS n, '2026-12-31'::date AS day FROM (VALUES (1)) v`));
    assert.deepEqual(row, { n: 1, day: '2026-12-31' });
  });
});
