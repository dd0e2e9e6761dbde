import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { storeProbe } from '../src/modules/brokerage/repository.js';
import { useTestApp } from './helpers/app.js';
import { createTestCredential, signedInject, TEST_SECRET_KEY } from './helpers/partner-signer.js';

/**
 * POST /brokerage answers 503 upstream_unavailable with Retry-After 30 when the registrar cannot be asked (a check
 * not made is not a refusal, and nothing is written). A partner retries after Retry-After with the same
 * Idempotency-Key, as contract 5.2 says and the partner SDKs do: that retry must run afresh, not replay the stored
 * 503 for the key's 24 hours (issue 10: a response is stored once execution starts, never a refusal made before).
 */
describe('a write refused before it starts (503 with Retry-After) runs afresh when retried with the same Idempotency-Key', () => {
  const h = useTestApp({ env: { NAMEPORT_SECRET_KEY: TEST_SECRET_KEY, SANDBOX_BROKERAGE_STEP_SECONDS: '0' } });

  test('POST /brokerage: 503 while the registrar is down, then 201 with the same key once it answers', async () => {
    const { signer } = await createTestCredential(h.t.ctx, h.t.clock, { scopes: ['broker'], environment: 'sandbox' });
    await storeProbe(h.db, 'hhgames.com', { verdict: 'parked', evidence: 'a for-sale page', probed_at: h.t.clock.now() });
    const open = () => signedInject(h.t.app, signer, {
      method: 'POST', url: '/api/partner/v1/brokerage', headers: { 'idempotency-key': 'retry-key-0001' },
      body: JSON.stringify({ domain: 'hhgames.com', tier: 'managed', buyer_email: 'b@example.com', budget: 300_000 }),
    });
    h.rtr.checks.set('hhgames.com', { status: 500, body: '{"message":"down"}' });
    const refused = await open();
    assert.equal(refused.status, 503, refused.text);
    assert.equal(refused.headers['retry-after'], '30');
    h.rtr.checks.set('hhgames.com', { answer: { available: false, reason: 'registered' } });
    h.t.clock.advance(30_000);
    const retried = await open();
    assert.equal(retried.status, 201, retried.text);
    assert.equal((await h.db.query('SELECT id FROM brokerage_cases')).length, 1);
  });
});
