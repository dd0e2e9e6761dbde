import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { confirmNothingMoved } from '../src/modules/orders/fulfilment/retry.js';
import { completeRefund } from '../src/modules/orders/refunds.js';
import { transitionOrder } from '../src/modules/orders/service.js';
import { AUTH_CODE, useFulfilmentApp } from './helpers/fulfilment.js';
import { createTestCredential, signedInject, type TestSigner } from './helpers/partner-signer.js';

/**
 * Decision (review of issue 16, README "Refunds"): a refund is refused with 409 `transfer_at_registrar` while the
 * domain is at the registrar on its way to the buyer — a push sent (or possibly sent), or the auth code emailed. Once
 * that is so, nothing Nameport does can stop the domain moving; a refund accepted then could end with the domain the
 * buyer's AND the money back (and the listing on sale again). The registrar's outcome decides: TRANSFER_COMPLETED → not
 * refundable; TRANSFER_FAILED → refundable.
 */

const REFUNDS = '/api/partner/v1/refunds';

describe('refunds while the domain is at the registrar (issue 16, review)', () => {
  const h = useFulfilmentApp();
  const listingStatus = async (domain: string) => (await h.db.query<{ status: string }>('SELECT status FROM listings WHERE domain = $1', [domain]))[0]?.status;

  async function partner(): Promise<{ signer: TestSigner; caller: { partnerId: string; keyId: string; environment: 'sandbox' } }> {
    const created = await createTestCredential(h.t.ctx, h.t.clock, { scopes: ['buy'] });
    return { signer: created.signer, caller: { partnerId: created.partnerId, keyId: created.keyId, environment: 'sandbox' } };
  }
  const refund = (signer: TestSigner, orderId: string) =>
    signedInject(h.t.app, signer, { method: 'POST', url: REFUNDS, body: JSON.stringify({ order_id: orderId, reason: 'the buyer changed their mind' }) });

  test('a push accepted by the registrar (TRANSFER_IN_PROGRESS) → 409 transfer_at_registrar, nothing recorded; the push completes and the listing is sold', async () => {
    const { signer, caller } = await partner();
    await h.listAndHold('brewlab.com');
    const id = await h.order('brewlab.com', 'buyer-acct', caller);
    await h.tick();
    assert.equal((await h.read(id)).order.status, 'TRANSFER_IN_PROGRESS');

    const refused = await refund(signer, id);
    assert.equal(refused.status, 409, refused.text);
    assert.equal(refused.body.error.code, 'conflict');
    assert.equal(refused.body.error.details.reason, 'transfer_at_registrar');
    assert.equal(refused.body.error.details.status, 'TRANSFER_IN_PROGRESS');
    assert.match(refused.body.error.message, /registrar/);
    assert.equal((await h.db.query('SELECT id FROM refunds')).length, 0, 'a refused refund leaves no record');

    // Fulfilment goes on following the registrar: the push completes, the domain is sold, not for sale again.
    h.rtr.finishProcess('1000');
    h.t.clock.advance(15_000);
    await h.tick();
    assert.equal((await h.read(id)).order.status, 'TRANSFER_COMPLETED');
    assert.equal(await listingStatus('brewlab.com'), 'sold');
    assert.equal((await refund(signer, id)).body.error.details.reason, 'refund_after_transfer_completed');
  });

  test('the auth code emailed to the buyer (order still TRANSFER_PENDING) → 409 transfer_at_registrar; the listing stays reserved', async () => {
    const { signer, caller } = await partner();
    await h.listAndHold('brewlab.com');
    const id = await h.order('brewlab.com', undefined, caller);
    await h.tick();
    const { order, fulfilment } = await h.read(id);
    assert.equal(order.status, 'TRANSFER_PENDING');
    assert.equal(fulfilment?.step, 'code_sent');
    assert.equal(h.smtp.mails.length, 1);

    const refused = await refund(signer, id);
    assert.equal(refused.status, 409, refused.text);
    assert.equal(refused.body.error.details.reason, 'transfer_at_registrar');
    assert.equal(refused.body.error.details.status, 'TRANSFER_PENDING');
    assert.equal((await h.read(id)).order.status, 'TRANSFER_PENDING');
    assert.equal(await listingStatus('brewlab.com'), 'reserved');
    // An operator's cancellation is refused by the same rule.
    const cancelled = await transitionOrder(h.t.ctx, { orderId: id, to: 'CANCELLED', actor: 'system', note: 'operator' });
    assert.equal(cancelled.ok, false);
    assert.equal(cancelled.ok === false && cancelled.reason === 'refused' ? cancelled.refusal.rule : null, 'transfer_at_registrar');
  });

  test('a refund that commits while a run prepares the transfer (after its checks, before the code is read) stops it: no lock lifted, no code read or mailed', async () => {
    const { signer, caller } = await partner();
    await h.listAndHold('brewlab.com');
    const id = await h.order('brewlab.com', undefined, caller);
    // The partner's refund lands while the run is asking the registrar about the domain (the run read the order before).
    const registrar = h.t.ctx.registrar;
    const latestTransfer = registrar.latestTransfer.bind(registrar);
    let answered: Awaited<ReturnType<typeof refund>> | undefined;
    registrar.latestTransfer = async (domain) => {
      answered ??= await refund(signer, id);
      return latestTransfer(domain);
    };
    try {
      await h.tick();
    } finally {
      registrar.latestTransfer = latestTransfer;
    }
    assert.equal(answered?.status, 201, answered?.text);
    assert.equal((await h.read(id)).order.status, 'REFUND_REQUESTED');
    assert.equal(h.smtp.mails.length, 0, 'no auth code went to the refunded buyer');
    assert.equal(h.calls('POST', '/update'), 0, 'our transfer lock stays on');
    assert.equal(h.rtr.calls.filter((c) => c.method === 'GET' && c.path === '/v2/domains/brewlab.com').length, 1, 'the domain read once (its holder), its auth code never');
    assert.equal((await h.read(id)).fulfilment?.step, 'stopped');
    assert.ok(!JSON.stringify(await h.db.query('SELECT * FROM order_fulfilments')).includes(AUTH_CODE));

    // Carried out, the domain is for sale again, still locked at the registrar.
    await completeRefund(h.t.ctx, { orderId: id });
    assert.equal(await listingStatus('brewlab.com'), 'active');
    assert.ok(h.rtr.domains.get('brewlab.com')?.status.includes('CLIENT_TRANSFER_PROHIBITED'));
  });

  test('after the transfer failed the order is refundable again (201), and the refund carried out puts the domain back on sale', async () => {
    const { signer, caller } = await partner();
    await h.listAndHold('brewlab.com');
    const id = await h.order('brewlab.com', 'unknown-handle', caller);
    h.rtr.pathBehaviour.set('/v2/domains/brewlab.com/transfer/push', { kind: 'status', status: 400, body: '{"type":"InvalidParameter","message":"Unknown recipient"}' });
    await h.tick();
    assert.equal((await h.read(id)).order.status, 'TRANSFER_FAILED');
    const accepted = await refund(signer, id);
    assert.equal(accepted.status, 201, accepted.text);
    await completeRefund(h.t.ctx, { orderId: id });
    assert.equal((await h.read(id)).order.status, 'REFUNDED');
    assert.equal(await listingStatus('brewlab.com'), 'active');
  });

  test('the partner OpenAPI document states the decision on POST /refunds (transfer_at_registrar, ask again after TRANSFER_FAILED)', async () => {
    const doc = (await h.t.app.inject({ method: 'GET', url: '/api/partner/v1/openapi.json' })).json() as { paths: Record<string, { post?: { description?: string } }> };
    const text = doc.paths['/api/partner/v1/refunds']?.post?.description ?? '';
    assert.match(text, /transfer_at_registrar/);
    assert.match(text, /TRANSFER_FAILED\) ask again/);
  });

  test('a transfer that fails after the auth code was emailed puts our transfer lock back on first: the refunded domain goes back on sale locked, the buyer\'s code moves nothing', async () => {
    const { signer, caller } = await partner();
    await h.listAndHold('brewlab.com');
    const id = await h.order('brewlab.com', undefined, caller);
    await h.tick();
    assert.equal(h.smtp.mails.length, 1);
    assert.ok(!h.rtr.domains.get('brewlab.com')?.status.includes('CLIENT_TRANSFER_PROHIBITED'), 'lifted for the buyer\'s transfer');
    // The buyer's registrar never asks: 14 days later the order fails (injected clock).
    h.t.clock.advance(14 * 86_400_000 + 3_600_000);
    await h.tick();
    assert.equal((await h.read(id)).order.status, 'TRANSFER_FAILED');
    assert.ok(h.rtr.domains.get('brewlab.com')?.status.includes('CLIENT_TRANSFER_PROHIBITED'), 'locked again before the order failed');

    assert.equal((await refund(signer, id)).status, 201);
    await completeRefund(h.t.ctx, { orderId: id });
    assert.equal(await listingStatus('brewlab.com'), 'active');
    assert.ok(h.rtr.domains.get('brewlab.com')?.status.includes('CLIENT_TRANSFER_PROHIBITED'));
  });

  test('a push given up on with its outcome unknown (accepted, no end in 24 h) fails the order but keeps it unrefundable until an operator confirms nothing moved', async () => {
    const { signer, caller } = await partner();
    await h.listAndHold('brewlab.com');
    const id = await h.order('brewlab.com', 'buyer-acct', caller);
    await h.tick();
    h.t.clock.advance(24 * 3_600_000 + 1_000);
    await h.tick();
    const { order } = await h.read(id);
    assert.equal(order.status, 'TRANSFER_FAILED');
    assert.match(order.timeline.at(-1)!.next_action!, /only once it is certain the domain did not move/);

    const refused = await refund(signer, id);
    assert.equal(refused.status, 409, refused.text);
    assert.equal(refused.body.error.details.reason, 'transfer_at_registrar');
    assert.equal(refused.body.error.details.status, 'TRANSFER_FAILED');

    assert.deepEqual(await confirmNothingMoved(h.t.ctx, { orderId: id }), { ok: true });
    assert.equal((await refund(signer, id)).status, 201);
  });
});
