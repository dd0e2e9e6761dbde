import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { canonicalQuery, canonicalString, encodeComponent, isWellFormedSignature, sign } from '../src/partner/auth/canonical.js';

interface Vector {
  name: string;
  method: string;
  path: string;
  raw_query: string;
  timestamp: string;
  nonce: string;
  body: string;
  canonical_query: string;
  canonical_string: string;
  signature: string;
}

const file = JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures', 'partner', 'partner-signing-vectors.json'), 'utf8')) as {
  secret: string;
  vectors: Vector[];
};

describe('partner signature (contract 5.2) matches an independent implementation', () => {
  for (const v of file.vectors) {
    test(`vector "${v.name}": canonical query, canonical string and signature`, () => {
      const parts = { method: v.method, path: v.path, rawQuery: v.raw_query, timestamp: v.timestamp, nonce: v.nonce, body: Buffer.from(v.body, 'utf8') };
      assert.equal(canonicalQuery(v.raw_query), v.canonical_query);
      assert.equal(canonicalString(parts), v.canonical_string);
      assert.equal(sign(file.secret, parts), v.signature);
    });
  }

  test('the component encoder also encodes ! \' ( ) * as uppercase hex and leaves ~ alone', () => {
    assert.equal(encodeComponent("!'()*~ é"), '%21%27%28%29%2A~%20%C3%A9');
  });

  test('a signature header must be v1= and 64 lowercase hex digits before it is compared', () => {
    assert.equal(isWellFormedSignature(`v1=${'a'.repeat(64)}`), true);
    for (const bad of [`v1=${'A'.repeat(64)}`, `v1=${'a'.repeat(63)}`, `v2=${'a'.repeat(64)}`, 'a'.repeat(64), '']) {
      assert.equal(isWellFormedSignature(bad), false, bad);
    }
  });

  test('a malformed percent escape is taken literally, never a crash', () => {
    assert.equal(canonicalQuery('q=100%zz'), 'q=100%25zz');
  });
});
