import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { canonicalQuery, canonicalString, encodeComponent, isWellFormedSignature, sign } from '../src/modules/partners/auth/canonical.js';

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

interface VectorFile {
  secret: string;
  vectors: Vector[];
}

/**
 * The vectors of the independent implementation (issue 10): `../shared/spec/partner-signing-vectors.json` beside the
 * repository when it is there (the source of truth), else the repository's copy (a clean clone, as CI has, has no
 * ../shared). A test below keeps the copy equal to the source whenever both exist.
 */
const REPO_COPY = join(import.meta.dirname, 'fixtures', 'partner', 'partner-signing-vectors.json');
const SHARED = join(import.meta.dirname, '..', '..', 'shared', 'spec', 'partner-signing-vectors.json');
const sharedPresent = existsSync(SHARED);
const readVectors = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as VectorFile;
const file = readVectors(sharedPresent ? SHARED : REPO_COPY);

describe('partner signing vectors: where they come from', () => {
  test('the repository copy equals ../shared/spec/partner-signing-vectors.json', { skip: sharedPresent ? false : 'no ../shared/spec here (clean clone)' }, () => {
    assert.deepStrictEqual(readVectors(REPO_COPY), readVectors(SHARED));
  });

  test('the vector file is not empty', () => {
    assert.ok(file.vectors.length > 0);
    assert.match(file.secret, /\S/);
  });
});

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

  test('issue 14 item 2: form decoding: + is a space, %2B a literal plus (as the handler\'s query parser reads them)', () => {
    assert.equal(canonicalQuery('q=best+coffee'), 'q=best%20coffee');
    assert.equal(canonicalQuery('q=a%2Bb'), 'q=a%2Bb');
    assert.equal(canonicalQuery('a+key=1'), 'a%20key=1');
  });

  test('issue 14 item 2: a malformed or non-UTF-8 percent escape is refused with validation_error, never guessed at', () => {
    for (const raw of ['q=100%zz', 'q=%FF', 'q=%C3', 'q=%ED%A0%80']) {
      assert.throws(() => canonicalQuery(raw), (error: any) => error.code === 'validation_error', raw);
    }
  });

  test('issue 14 item 2: every valid query decodes as fastify\'s query parser decodes it', async () => {
    const Fastify = (await import('fastify')).default;
    const app = Fastify();
    app.get('/q', async (request) => request.query);
    const samples = ['q=best+coffee', 'q=a%2Bb', 'q=caf%C3%A9&lang=fr', 'q=it\'s%20(fun)!*', 'flag&a=1', 'b=%7E&a=~', 'x+y=1+2', 'q=%20+%2B+'];
    for (const raw of samples) {
      const parsed = (await app.inject({ method: 'GET', url: `/q?${raw}` })).json() as Record<string, string | string[]>;
      const fromFastify = Object.entries(parsed).flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((one) => `${encodeComponent(k)}=${encodeComponent(one)}`)).sort().join('&');
      assert.equal(canonicalQuery(raw).split('&').sort().join('&'), fromFastify, raw);
    }
    await app.close();
  });
});
