import assert from 'node:assert/strict';
import { createHash, randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import { Type } from '@sinclair/typebox';
import { revokePartnerCredential, rotatePartnerCredential } from '../src/partner/credentials/service.js';
import { createTestCredential, insertListings, signedInject, TEST_SECRET_KEY, TestSigner, usePartnerApp } from './helpers/partner-signer.js';

const PRICING = '/api/partner/v1/pricing?domain=brewlab.com';
const ECHO = '/api/partner/v1/test/echo';

/** Contract 5.2 / 7.2 and issue 10: the signature pipeline, with real signed requests from an independent signer. */
describe('partner request signing (contract 5.2, issue 10)', () => {
  const h = usePartnerApp({
    routes: (scope) => {
      // A test-only signed write, to sign bodies.
      scope.post(ECHO, {
        config: { partner: { scopes: ['buy'], rate: 'write' } },
        schema: { hide: true, body: Type.Object({ domain: Type.String(), expected_price: Type.Integer() }) },
      }, async (request) => ({ received: request.body }));
    },
  });

  async function setup(scopes: ('search' | 'buy')[] = ['search', 'buy']) {
    await insertListings(h.db, 'sandbox', [{ domain: 'brewlab.com', price: 19_500, floor: 15_400 }]);
    return createTestCredential(h.ctx, h.clock, { scopes });
  }

  const expectError = (r: { status: number; body: any }, status: number, code: string) => {
    assert.equal(r.status, status, JSON.stringify(r.body));
    assert.equal(r.body.error.code, code);
    assert.match(r.body.error.request_id, /\S/);
  };

  test('a correctly signed GET is answered (200) with the credential\'s environment', async () => {
    const { signer } = await setup();
    const r = await signedInject(h.app, signer, { url: PRICING });
    assert.equal(r.status, 200, r.text);
    assert.deepEqual(r.body, { domain: 'brewlab.com', buy_now_cents: 19_500, floor_cents: 15_400, currency: 'USD' });
    assert.equal(r.headers['x-ratelimit-limit'], '60');
  });

  test('7.2: no X-Service-Key-Id → 401 missing_credentials (checked first)', async () => {
    const { signer } = await setup();
    expectError(await signedInject(h.app, signer, { url: PRICING, omit: ['x-service-key-id', 'x-service-signature'] }), 401, 'missing_credentials');
  });

  test('7.2: each other signing header absent → 401 missing_signature_headers naming it', async () => {
    const { signer } = await setup();
    for (const name of ['x-service-timestamp', 'x-service-nonce', 'x-service-signature']) {
      const r = await signedInject(h.app, signer, { url: PRICING, omit: [name] });
      expectError(r, 401, 'missing_signature_headers');
      assert.match(r.body.error.message, new RegExp(name.replace('x-service-', 'X-Service-').replace(/-(\w)/g, (m) => m), 'i'));
    }
  });

  test('5.2: skew of exactly ±300 s is accepted, ±301 s is 401 invalid_timestamp with server_time', async () => {
    const { signer } = await setup();
    const now = Math.floor(h.clock.now().getTime() / 1000);
    for (const delta of [-300, 300]) {
      assert.equal((await signedInject(h.app, signer, { url: PRICING, sign: { timestamp: String(now + delta) } })).status, 200, `skew ${delta}`);
    }
    for (const delta of [-301, 301]) {
      const r = await signedInject(h.app, signer, { url: PRICING, sign: { timestamp: String(now + delta) } });
      expectError(r, 401, 'invalid_timestamp');
      assert.equal(r.body.error.details.server_time, now);
    }
  });

  test('5.2: the skew window follows the injected clock (a request signed 10 minutes ago is refused once time moves)', async () => {
    const { signer } = await setup();
    const headers = signer.headers('GET', PRICING);
    h.clock.advance(301_000);
    const r = await h.app.inject({ method: 'GET', url: PRICING, headers });
    assert.equal(r.statusCode, 401);
    assert.equal(r.json().error.code, 'invalid_timestamp');
  });

  test('5.2: a timestamp in milliseconds, with decimals or not a number → 401 invalid_timestamp', async () => {
    const { signer } = await setup();
    const ms = String(h.clock.now().getTime());
    for (const timestamp of [ms, `${Math.floor(h.clock.now().getTime() / 1000)}.5`, 'yesterday', '-1']) {
      expectError(await signedInject(h.app, signer, { url: PRICING, sign: { timestamp } }), 401, 'invalid_timestamp');
    }
  });

  test('7.2: a nonce that is not a UUID → 401 replay_detected', async () => {
    const { signer } = await setup();
    expectError(await signedInject(h.app, signer, { url: PRICING, sign: { nonce: 'not-a-uuid' } }), 401, 'replay_detected');
  });

  test('5.2: a replayed request (same nonce) → 401 replay_detected, also after 9 minutes; a new nonce passes', async () => {
    const { signer } = await setup();
    const nonce = randomUUID();
    assert.equal((await signedInject(h.app, signer, { url: PRICING, sign: { nonce } })).status, 200);
    expectError(await signedInject(h.app, signer, { url: PRICING, sign: { nonce } }), 401, 'replay_detected');
    // Re-signed later with a fresh timestamp but the same nonce: still tracked (window ≥ 600 s).
    h.clock.advance(540_000);
    expectError(await signedInject(h.app, signer, { url: PRICING, sign: { nonce } }), 401, 'replay_detected');
    assert.equal((await signedInject(h.app, signer, { url: PRICING })).status, 200);
  });

  test('issue 10: parallel copies of one signed request: exactly one passes (atomic nonce record)', async () => {
    const { signer } = await setup();
    const headers = signer.headers('GET', PRICING);
    const answers = await Promise.all(Array.from({ length: 8 }, () => h.app.inject({ method: 'GET', url: PRICING, headers })));
    assert.deepEqual(answers.map((a) => a.statusCode).sort(), [200, 401, 401, 401, 401, 401, 401, 401]);
  });

  test('issue 10: a forged request does not burn the nonce: the partner\'s genuine request with it still passes', async () => {
    const { signer } = await setup();
    const nonce = randomUUID();
    expectError(await signedInject(h.app, signer, { url: PRICING, sign: { nonce, secret: 'sk_wrong' } }), 401, 'invalid_signature');
    assert.equal((await signedInject(h.app, signer, { url: PRICING, sign: { nonce } })).status, 200);
  });

  test('7.2: wrong secret → 401 invalid_signature with the SHA-256 of the canonical string the server computed', async () => {
    const { signer } = await setup();
    const r = await signedInject(h.app, signer, { url: PRICING, sign: { secret: 'sk_not_the_secret' } });
    expectError(r, 401, 'invalid_signature');
    const canonical = ['GET', '/api/partner/v1/pricing', 'domain=brewlab.com', r.signing['x-service-timestamp'], r.signing['x-service-nonce'],
      createHash('sha256').update('').digest('hex')].join('\n');
    assert.equal(r.body.error.details.canonical_sha256, createHash('sha256').update(canonical).digest('hex'));
    assert.ok(!r.text.includes(signer.secret), 'the secret is never in a response');
  });

  test('7.2: unknown and revoked key ids → 401 invalid_signature (no key-id oracle)', async () => {
    const { signer, keyId } = await setup();
    const stranger = new TestSigner('pk_sandbox_unknown', signer.secret, h.clock);
    expectError(await signedInject(h.app, stranger, { url: PRICING }), 401, 'invalid_signature');
    await revokePartnerCredential(h.ctx, keyId);
    expectError(await signedInject(h.app, signer, { url: PRICING }), 401, 'invalid_signature');
  });

  test('DESIGN.md traps: a malformed signature (uppercase hex, wrong length, other scheme) → 401 invalid_signature, never a crash', async () => {
    const { signer } = await setup();
    for (const bad of [`v1=${'A'.repeat(64)}`, `v1=${'a'.repeat(63)}`, `v2=${'a'.repeat(64)}`, 'garbage']) {
      expectError(await signedInject(h.app, signer, { url: PRICING, headers: { 'x-service-signature': bad } }), 401, 'invalid_signature');
    }
  });

  test('5.2: a body changed after signing → 401 invalid_signature; the raw bytes are hashed (spacing and key order as sent)', async () => {
    const { signer } = await setup();
    const body = '{ "expected_price": 19500,\n  "domain": "brewlab.com" }';
    const ok = await signedInject(h.app, signer, { method: 'POST', url: ECHO, body });
    assert.equal(ok.status, 200, ok.text);
    assert.deepEqual(ok.body.received, { domain: 'brewlab.com', expected_price: 19500 });
    const headers = signer.headers('POST', ECHO, body);
    const tampered = await h.app.inject({ method: 'POST', url: ECHO, payload: body.replace('19500', '1950'), headers: { ...headers, 'content-type': 'application/json' } });
    assert.equal(tampered.statusCode, 401);
    assert.equal(tampered.json().error.code, 'invalid_signature');
  });

  test('5.2: a re-ordered query string is accepted (the canonical query sorts pairs)', async () => {
    const { signer } = await setup();
    await insertListings(h.db, 'sandbox', [{ domain: 'brewhouse.com', price: 25_000 }]);
    const signedUrl = '/api/partner/v1/domains/search?q=coffee%20shop&limit=3';
    const headers = signer.headers('GET', signedUrl);
    const r = await h.app.inject({ method: 'GET', url: '/api/partner/v1/domains/search?limit=3&q=coffee%20shop', headers });
    assert.equal(r.statusCode, 200, r.body);
  });

  test('5.2: a query value changed after signing → 401 invalid_signature', async () => {
    const { signer } = await setup();
    const headers = signer.headers('GET', PRICING);
    const r = await h.app.inject({ method: 'GET', url: '/api/partner/v1/pricing?domain=brew.com', headers });
    assert.equal(r.json().error.code, 'invalid_signature');
  });

  test('4.3: a credential without the route\'s scope → 403 forbidden (after a valid signature)', async () => {
    const { signer } = await setup(['buy']);
    expectError(await signedInject(h.app, signer, { url: PRICING }), 403, 'forbidden');
    const searchOnly = await createTestCredential(h.ctx, h.clock, { scopes: ['search'] });
    expectError(await signedInject(h.app, searchOnly.signer, { method: 'POST', url: ECHO, body: '{"domain":"a.com","expected_price":1}' }), 403, 'forbidden');
  });

  test('authentication before validation: an unsigned request with a bad body is 401, a signed one 400', async () => {
    const { signer } = await setup();
    const unsigned = await h.app.inject({ method: 'POST', url: ECHO, payload: '{not json', headers: { 'content-type': 'application/json' } });
    assert.equal(unsigned.statusCode, 401);
    const signed = await signedInject(h.app, signer, { method: 'POST', url: ECHO, body: '{not json' });
    expectError(signed, 400, 'validation_error');
    expectError(await signedInject(h.app, signer, { method: 'POST', url: ECHO, body: '{"domain":"a.com"}' }), 400, 'validation_error');
  });

  test('issue 10: rotation keeps the old secret valid for the overlap (24 h by default), then only the new one', async () => {
    const { signer, keyId } = await setup();
    const oldSecret = signer.secret;
    const rotated = await rotatePartnerCredential(h.ctx, keyId);
    assert.notEqual(rotated.secret, oldSecret);
    assert.equal(rotated.previousValidUntil.toISOString(), '2026-03-02T12:00:00.000Z');
    assert.equal((await signedInject(h.app, signer, { url: PRICING })).status, 200, 'old secret during the overlap');
    assert.equal((await signedInject(h.app, signer, { url: PRICING, sign: { secret: rotated.secret } })).status, 200, 'new secret');
    h.clock.advance(24 * 3600 * 1000);
    h.ctx.partner.credentials.clear();
    assert.equal((await signedInject(h.app, signer, { url: PRICING })).status, 401, 'old secret after the overlap');
    assert.equal((await signedInject(h.app, signer, { url: PRICING, sign: { secret: rotated.secret } })).status, 200);
  });

  test('issue 10: secrets are stored AES-256-GCM encrypted (never in clear), sk_ + 32+ random bytes, and never logged', async () => {
    const { signer, keyId } = await setup();
    assert.match(signer.secret, /^sk_[A-Za-z0-9_-]{43,}$/);
    assert.match(keyId, /^pk_sandbox_/);
    const rows = await h.db.query<{ secret_enc: string }>('SELECT secret_enc FROM partner_credentials');
    assert.equal(rows.length, 1);
    assert.ok(!rows[0]!.secret_enc.includes(signer.secret.slice(3)));
    assert.match(rows[0]!.secret_enc, /^v1\.[0-9a-f]{8}\./);
    await signedInject(h.app, signer, { url: PRICING, sign: { secret: 'sk_wrong' } });
    await signedInject(h.app, signer, { url: PRICING });
    assert.ok(!JSON.stringify(h.logs).includes(signer.secret), 'the secret was logged');
    assert.ok(!JSON.stringify(h.logs).includes(TEST_SECRET_KEY), 'the secret key was logged');
  });

  test('issue 10: a live credential needs NAMEPORT_SECRET_KEY; key ids are pk_live_…', async () => {
    const live = await createTestCredential(h.ctx, h.clock, { environment: 'live', scopes: ['search'] });
    assert.match(live.keyId, /^pk_live_/);
    await insertListings(h.db, 'sandbox', [{ domain: 'brewlab.com', price: 19_500 }]);
    // A live credential does not see sandbox inventory (contract 5.2, environments).
    const r = await signedInject(h.app, live.signer, { url: PRICING });
    expectError(r, 404, 'not_found');
  });

  test('last_used_at is written on use (at most once a minute)', async () => {
    const { signer, keyId } = await setup();
    await signedInject(h.app, signer, { url: PRICING });
    const [row] = await h.db.query<{ last_used_at: Date }>('SELECT last_used_at FROM partner_credentials WHERE key_id = $1', [keyId]);
    assert.equal(new Date(row!.last_used_at).toISOString(), '2026-03-01T12:00:00.000Z');
  });
});

describe('partner API without NAMEPORT_SECRET_KEY (live mode)', () => {
  const h = usePartnerApp({ env: { NAMEPORT_SECRET_KEY: '' } });

  test('issue 10 decision: every partner route answers 503 service_unavailable; interface A still works', async () => {
    const r = await signedInject(h.app, new TestSigner('pk_live_x', 'sk_x', h.clock), { url: PRICING });
    assert.equal(r.status, 503);
    assert.equal(r.body.error.code, 'service_unavailable');
    assert.equal((await h.app.inject({ method: 'GET', url: '/healthz' })).statusCode, 200);
  });
});
