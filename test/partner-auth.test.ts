import assert from 'node:assert/strict';
import { createHash, randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import { Type } from '@sinclair/typebox';
import Fastify from 'fastify';
import { loadConfig } from '../src/platform/config.js';
import type { AppContext } from '../src/context.js';
import type { TypedApp } from '../src/platform/http/typed-app.js';
import { SecretBox, SecretBoxError } from '../src/modules/partners/credentials/secret-box.js';
import { createCredential, revokePartnerCredential, rotatePartnerCredential } from '../src/modules/partners/credentials/service.js';
import { partnerScope, requirePartnerRoutesInScope } from '../src/interfaces/partner/plugin.js';
import { createPartnerState } from '../src/modules/partners/state.js';
import { createTestCredential, insertListings, signedInject, TEST_SECRET_KEY, TestSigner, usePartnerApp } from './helpers/partner-signer.js';

const PRICING = '/api/partner/v1/pricing?domain=brewlab.com';
const ECHO = '/api/partner/v1/test/echo';
const LOG_HEADERS = '/api/partner/v1/test/log-headers';
const QUERY_ECHO = '/api/partner/v1/test/query-echo';

/** Contract 5.2 / 7.2 and issue 10: the signature pipeline, with real signed requests from an independent signer. */
describe('partner request signing (contract 5.2, issue 10)', () => {
  const h = usePartnerApp({
    routes: (scope) => {
      // A test-only signed write, to sign bodies.
      scope.post(ECHO, {
        config: { partner: { scopes: ['buy'], rate: 'write', idempotency: 'none' } },
        schema: { hide: true, body: Type.Object({ domain: Type.String(), expected_price: Type.Integer() }) },
      }, async (request) => ({ received: request.body, prototype_polluted: ({} as Record<string, unknown>).polluted === true }));
      // A test-only signed read that answers the query exactly as the handler sees it.
      scope.get(QUERY_ECHO, { config: { partner: { scopes: ['search'], rate: 'search', idempotency: 'none' } }, schema: { hide: true } }, async (request) => ({ query: request.query }));
      // A careless handler that logs the request's headers (the logger must redact credentials).
      scope.get(LOG_HEADERS, { config: { partner: { scopes: ['search'], rate: 'search', idempotency: 'none' } }, schema: { hide: true } }, async (request) => {
        request.log.info({ headers: request.headers }, 'headers seen');
        return { ok: true };
      });
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
    const stranger = new TestSigner('pk_sandbox_999999', signer.secret, h.clock);
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

  test('issue 14 item 2: a query built with URLSearchParams (spaces sent as +) is accepted and the handler reads spaces', async () => {
    const { signer } = await setup();
    const url = `${QUERY_ECHO}?${new URLSearchParams({ q: 'best coffee shop', tag: 'a+b' })}`;
    assert.equal(url, `${QUERY_ECHO}?q=best+coffee+shop&tag=a%2Bb`);
    const r = await signedInject(h.app, signer, { url });
    assert.equal(r.status, 200, r.text);
    assert.deepEqual(r.body.query, { q: 'best coffee shop', tag: 'a+b' });
  });

  test('issue 14 item 2: the signature covers the value the handler uses: q=a+b (a space) and q=a%2Bb (a plus) do not share one', async () => {
    const { signer } = await setup();
    const headers = signer.headers('GET', `${QUERY_ECHO}?q=a%2Bb`);
    const swapped = await h.app.inject({ method: 'GET', url: `${QUERY_ECHO}?q=a+b`, headers });
    assert.equal(swapped.statusCode, 401);
    assert.equal(swapped.json().error.code, 'invalid_signature');
    const genuine = await h.app.inject({ method: 'GET', url: `${QUERY_ECHO}?q=a%2Bb`, headers: signer.headers('GET', `${QUERY_ECHO}?q=a%2Bb`) });
    assert.deepEqual(genuine.json().query, { q: 'a+b' });
  });

  test('issue 14 item 2: a percent-escape that is not valid UTF-8 (or malformed) → 400 validation_error before the signature is checked', async () => {
    const { signer } = await setup();
    for (const query of ['q=%FF', 'q=caf%C3', 'q=100%zz', '%E2%82=1', 'q=%ED%A0%80']) {
      const wrongSecret = await signedInject(h.app, signer, { url: `${QUERY_ECHO}?${query}`, sign: { secret: 'sk_not_the_secret' } });
      expectError(wrongSecret, 400, 'validation_error');
      assert.match(wrongSecret.body.error.message, /UTF-8/);
    }
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

  test('issue 10: with only the sandbox development key, a live credential is refused (and nothing is stored); a sandbox one is issued', async () => {
    const config = loadConfig({ LOG_LEVEL: 'silent', SANDBOX: 'true', NAMEPORT_SECRET_KEY: '' });
    const partner = createPartnerState(config, h.db, h.clock, h.ctx.log, h.ctx.limits);
    assert.equal(partner.usesDevelopmentKey, true);
    const devCtx = { ...h.ctx, config, partner } as AppContext;
    await assert.rejects(createCredential(devCtx, { name: 'Live Co', scopes: ['search'], environment: 'live' }), (error: any) => {
      assert.equal(error.code, 'service_unavailable');
      assert.match(error.message, /live credentials need NAMEPORT_SECRET_KEY/);
      return true;
    });
    assert.equal((await h.db.query('SELECT 1 FROM partner_credentials')).length, 0);
    assert.equal((await h.db.query('SELECT 1 FROM partners')).length, 0);
    const sandbox = await createCredential(devCtx, { name: 'Sandbox Co', scopes: ['search'], environment: 'sandbox' });
    assert.match(sandbox.keyId, /^pk_sandbox_/);
    await partner.guard.close();
  });

  test('last_used_at is written on use, at most once a minute per credential', async () => {
    const { signer, keyId } = await setup();
    const lastUsed = async () => {
      const [row] = await h.db.query<{ last_used_at: Date | null }>('SELECT last_used_at FROM partner_credentials WHERE key_id = $1', [keyId]);
      return row!.last_used_at && new Date(row!.last_used_at).toISOString();
    };
    assert.equal(await lastUsed(), null);
    assert.equal((await signedInject(h.app, signer, { url: PRICING })).status, 200);
    assert.equal(await lastUsed(), '2026-03-01T12:00:00.000Z');
    // Within the minute: more requests, no new write.
    h.clock.advance(30_000);
    assert.equal((await signedInject(h.app, signer, { url: PRICING })).status, 200);
    h.clock.advance(29_999);
    assert.equal((await signedInject(h.app, signer, { url: PRICING })).status, 200);
    assert.equal(await lastUsed(), '2026-03-01T12:00:00.000Z', 'written again within a minute');
    // A minute after the last write: written again.
    h.clock.advance(1);
    assert.equal((await signedInject(h.app, signer, { url: PRICING })).status, 200);
    assert.equal(await lastUsed(), '2026-03-01T12:01:00.000Z');
  });

  test('5.2 / issue 10 review: a nonce stays tracked while its timestamp can pass (signed +300 s ahead, replayed 600 s later)', async () => {
    const { signer } = await setup();
    const start = Math.floor(h.clock.now().getTime() / 1000);
    const timestamp = String(start + 300); // the partner's clock is 300 s ahead: accepted
    const nonce = randomUUID();
    const call = () => signedInject(h.app, signer, { url: PRICING, sign: { timestamp, nonce } });
    assert.equal((await call()).status, 200);
    // Server at start + 599 s and start + 600 s: the timestamp is 300 s behind (still accepted), so the nonce must be known.
    h.clock.set(new Date((start + 599) * 1000));
    expectError(await call(), 401, 'replay_detected');
    h.clock.set(new Date((start + 600) * 1000));
    expectError(await call(), 401, 'replay_detected');
    h.clock.set(new Date((start + 600) * 1000 + 999));
    expectError(await call(), 401, 'replay_detected');
    // One second later the timestamp itself is refused.
    h.clock.set(new Date((start + 601) * 1000));
    expectError(await call(), 401, 'invalid_timestamp');
  });

  test('issue 10 review: a key id that cannot exist → 401 invalid_signature without a database query', async () => {
    const { signer } = await setup();
    const queries: string[] = [];
    const db = h.ctx.db as { query: (...args: any[]) => Promise<any> };
    const original = db.query;
    db.query = (...args: any[]) => {
      queries.push(String(args[0]));
      return original.apply(db, args);
    };
    try {
      for (const keyId of ['pk_sandbox_unknown!', 'PK_SANDBOX_000001', 'pk_test_000001', `pk_live_${'a'.repeat(200)}`, "pk_sandbox_1' OR '1'='1"]) {
        const r = await signedInject(h.app, new TestSigner(keyId, signer.secret, h.clock), { url: PRICING });
        expectError(r, 401, 'invalid_signature');
        assert.match(r.body.error.details.canonical_sha256, /^[0-9a-f]{64}$/);
      }
    } finally {
      db.query = original;
    }
    assert.deepEqual(queries.filter((q) => /partner_credentials|partner_nonces|partner_rate/.test(q)), []);
    assert.equal(h.ctx.partner.credentials.get('pk_sandbox_unknown!'), undefined, 'no cache entry for junk key ids');
  });

  test('issue 10 review: a 403 forbidden counts against the credential\'s rate limit (then 429)', async () => {
    const searchOnly = await createTestCredential(h.ctx, h.clock, { scopes: ['search'] });
    const write = () => signedInject(h.app, searchOnly.signer, { method: 'POST', url: ECHO, body: '{"domain":"a.com","expected_price":1}' });
    for (let i = 0; i < 20; i++) expectError(await write(), 403, 'forbidden');
    const limited = await write();
    expectError(limited, 429, 'rate_limited');
    assert.match(String(limited.headers['retry-after']), /^\d+$/);
  });

  test('issue 10 review: secure JSON parsing: __proto__ / constructor.prototype keys → 400 validation_error, never parsed', async () => {
    const { signer } = await setup();
    for (const body of [
      '{"domain":"a.com","expected_price":1,"__proto__":{"polluted":true}}',
      '{"domain":"a.com","expected_price":1,"constructor":{"prototype":{"polluted":true}}}',
    ]) {
      const r = await signedInject(h.app, signer, { method: 'POST', url: ECHO, body });
      expectError(r, 400, 'validation_error');
    }
    // A plain "constructor" field is just data.
    const ok = await signedInject(h.app, signer, { method: 'POST', url: ECHO, body: '{"domain":"a.com","expected_price":1,"constructor":"x"}' });
    assert.equal(ok.status, 200, ok.text);
    assert.equal(ok.body.prototype_polluted, false);
  });

  test('issue 10 review: credentials in headers are redacted from logs (authorization, cookie, x-service-signature)', async () => {
    const { signer } = await setup();
    const r = await signedInject(h.app, signer, { url: LOG_HEADERS, headers: { authorization: 'Bearer top-secret-token', cookie: 'np_session=secret-cookie' } });
    assert.equal(r.status, 200, r.text);
    const line = h.logs.find((l) => l.msg === 'headers seen');
    assert.ok(line, 'the handler logged');
    const text = JSON.stringify(line);
    for (const secret of [r.signing['x-service-signature']!, 'top-secret-token', 'secret-cookie']) assert.ok(!text.includes(secret), `${secret} was logged`);
    assert.equal((line as any).headers['x-service-signature'], '[redacted]');
    assert.equal((line as any).headers.authorization, '[redacted]');
    assert.equal((line as any).headers['x-service-key-id'], signer.keyId, 'the public key id stays visible');
  });

  test('issue 10 review: unknown paths under /api/partner/: unsigned → 401 missing_credentials (authentication before routing); signed → 404', async () => {
    const { signer } = await setup();
    for (const url of ['/api/partner/v1/nope', '/api/partner/v1/orders/ord_1', '/api/partner/v2/pricing', '/api/partner/webhooks']) {
      const unsigned = await h.app.inject({ method: 'GET', url });
      assert.equal(unsigned.statusCode, 401, url);
      assert.equal(unsigned.json().error.code, 'missing_credentials');
    }
    const post = await h.app.inject({ method: 'POST', url: '/api/partner/v1/nope', payload: '{not json', headers: { 'content-type': 'application/json' } });
    assert.equal(post.json().error.code, 'missing_credentials');
    expectError(await signedInject(h.app, signer, { url: '/api/partner/v1/nope?x=1' }), 404, 'not_found');
    // A known path with another method is also authenticated first.
    assert.equal((await h.app.inject({ method: 'DELETE', url: '/api/partner/v1/pricing' })).json().error.code, 'missing_credentials');
  });

  test('issue 10 review: the rotated-out secret stops exactly at the end of the overlap', async () => {
    const { signer, keyId } = await setup();
    const rotated = await rotatePartnerCredential(h.ctx, keyId);
    const end = rotated.previousValidUntil.getTime();
    h.clock.set(new Date(end - 1));
    assert.equal((await signedInject(h.app, signer, { url: PRICING })).status, 200, 'old secret 1 ms before the end');
    h.clock.set(new Date(end));
    expectError(await signedInject(h.app, signer, { url: PRICING }), 401, 'invalid_signature');
    assert.equal((await signedInject(h.app, signer, { url: PRICING, sign: { secret: rotated.secret } })).status, 200);
  });

  test('issue 10 review: a truncated or cut-down stored secret is refused (full 16-byte GCM tag required)', async () => {
    const box = new SecretBox(Buffer.from(TEST_SECRET_KEY, 'hex'));
    const sealed = box.seal('sk_example', 'pk_sandbox_000001');
    assert.equal(box.open(sealed, 'pk_sandbox_000001'), 'sk_example');
    const [version, fingerprint, payload] = sealed.split('.');
    const bytes = Buffer.from(payload!, 'base64url');
    const withPayload = (b: Buffer) => `${version}.${fingerprint}.${b.toString('base64url')}`;
    for (const cut of [bytes.length - 1, 28, 20, 16, 12, 0]) {
      assert.throws(() => box.open(withPayload(bytes.subarray(0, cut)), 'pk_sandbox_000001'), SecretBoxError, `cut at ${cut}`);
    }
    // A payload carrying a genuine but 4-byte tag of an empty secret: GCM accepts short tags unless the length is pinned.
    const iv = bytes.subarray(0, 12);
    const cipher = (await import('node:crypto')).createCipheriv('aes-256-gcm', Buffer.from(TEST_SECRET_KEY, 'hex'), iv);
    cipher.setAAD(Buffer.from('pk_sandbox_000001', 'utf8'));
    cipher.final();
    const shortTag = Buffer.concat([iv, cipher.getAuthTag().subarray(0, 4)]);
    assert.throws(() => box.open(withPayload(shortTag), 'pk_sandbox_000001'), SecretBoxError);
  });

  test('issue 10 review: a credential whose stored secret was truncated answers 503, never a match', async () => {
    const { signer, keyId } = await setup();
    await h.db.query(`UPDATE partner_credentials SET secret_enc = left(secret_enc, length(secret_enc) - 20) WHERE key_id = $1`, [keyId]);
    h.ctx.partner.credentials.clear();
    expectError(await signedInject(h.app, signer, { url: PRICING }), 503, 'service_unavailable');
  });
});

describe('partner routes fail closed (issue 10 review)', () => {
  const bare = () => {
    const app = Fastify({ logger: false }) as unknown as TypedApp;
    requirePartnerRoutesInScope(app);
    return app;
  };
  const noCtx = {} as AppContext;

  test('a route inside the signed scope without config.partner does not start (it would be served unauthenticated)', async () => {
    const app = bare();
    partnerScope(app, noCtx, (scope) => {
      scope.get('/api/partner/v1/open', async () => ({ open: true }));
    });
    await assert.rejects(async () => { await app.ready(); }, /has no config\.partner/);
  });

  test('an incomplete config.partner (no idempotency, unknown scope or rate class) does not start', async () => {
    for (const partner of [
      { scopes: ['search'], rate: 'search' },
      { scopes: [], rate: 'search', idempotency: 'none' },
      { scopes: ['admin'], rate: 'search', idempotency: 'none' },
      { scopes: ['search'], rate: 'burst', idempotency: 'none' },
    ]) {
      const app = bare();
      partnerScope(app, noCtx, (scope) => {
        scope.get('/api/partner/v1/half', { config: { partner: partner as any } }, async () => ({}));
      });
      await assert.rejects(async () => { await app.ready(); }, /config\.partner/, JSON.stringify(partner));
    }
  });

  test('a route under /api/partner/ outside the signed scope does not start', async () => {
    const app = bare();
    assert.throws(() => app.get('/api/partner/v1/outside', async () => ({})), /outside the signed partner scope/);
    const plugin = bare();
    plugin.register(async (child) => {
      child.put('/api/partner/webhooks', async () => ({}));
    });
    await assert.rejects(async () => { await plugin.ready(); }, /outside the signed partner scope/);
    // Other paths are not concerned.
    const other = bare();
    other.get('/api/partners-directory', async () => ({}));
    await other.ready();
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

  test('issue 10: partners create refuses without NAMEPORT_SECRET_KEY (live mode), for either environment', async () => {
    for (const environment of ['live', 'sandbox'] as const) {
      await assert.rejects(createCredential(h.ctx, { name: 'Acme', scopes: ['search'], environment }), (error: any) => {
        assert.equal(error.code, 'service_unavailable');
        assert.match(error.message, /NAMEPORT_SECRET_KEY/);
        return true;
      });
    }
    assert.equal((await h.db.query('SELECT 1 FROM partner_credentials')).length, 0);
  });
});
