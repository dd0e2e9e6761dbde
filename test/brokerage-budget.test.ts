import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { MAX_BUDGET_CENTS, openCase } from '../src/modules/brokerage/service.js';
import { createTestCredential, signedInject, usePartnerApp } from './helpers/partner-signer.js';

/**
 * Issue 19 review: money is exact integer minor units. A budget that is not a whole number of cents, or past
 * MAX_BUDGET_CENTS (a figure the database's bigint or a JavaScript number could not hold exactly), is a 400 that says
 * the allowed range — never rounded, never a 500.
 */
describe('POST /brokerage budget bounds', () => {
  const h = usePartnerApp({ env: { SANDBOX: 'true', SANDBOX_BROKERAGE_STEP_SECONDS: '0' } });

  test('budget or offer_price of 0, 12.5, above the maximum or 1e20 → 400 validation_error; nothing opened', async () => {
    const { signer } = await createTestCredential(h.ctx, h.clock, { scopes: ['broker'] });
    for (const body of [{ budget: 0 }, { budget: 12.5 }, { budget: MAX_BUDGET_CENTS + 1 }, { offer_price: 1e20 }]) {
      const r = await signedInject(h.app, signer, {
        method: 'POST', url: '/api/partner/v1/brokerage', body: JSON.stringify({ domain: 'hhgames.com', tier: 'managed', buyer_email: 'b@example.com', ...body }),
      });
      assert.equal(r.status, 400, `${JSON.stringify(body)}: ${r.text}`);
      assert.equal(r.body.error.code, 'validation_error');
    }
    // The service refuses too, for callers that skip the route's schema (the CLI, tests), naming the range.
    await assert.rejects(
      openCase(h.ctx, { caller: { partnerId: 'ptn_b', keyId: 'pk_sandbox_b', environment: 'sandbox' }, body: { domain: 'hhgames.com', tier: 'managed', buyer_email: 'b@example.com', budget: 1e20 } }),
      /budget must be a whole number of minor units \(cents\) from 1 to 100000000000/,
    );
    assert.equal((await h.db.query('SELECT 1 FROM brokerage_cases')).length, 0);
  });
});
