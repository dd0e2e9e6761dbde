import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { insertFulfilment, updateFulfilment } from '../src/modules/orders/fulfilment/repository.js';
import { runFulfilment } from '../src/modules/orders/fulfilment/service.js';
import { ORDER_FULFIL_JOB, transitionOrder } from '../src/modules/orders/service.js';
import { readEvents } from '../src/platform/events/outbox.js';
import { claimDueJobs } from '../src/platform/jobs/repository.js';
import { FAKE_RTR_CUSTOMER } from './helpers/fake-rtr.js';
import { useFulfilmentApp } from './helpers/fulfilment.js';

/**
 * kill -9 during a fulfilment step (issue 16), tested like the bulk worker's crash test: the database is put in the
 * state a runner killed at that point leaves behind — its job `running` under a lease that then runs out, and only what
 * it had committed — and the runner that takes the job over must lose nothing and repeat no registrar call that
 * already succeeded. (A process really killed with SIGKILL mid-push: order-fulfilment-kill.test.ts.)
 */
describe('fulfilment after a kill -9 at each point of a step (issue 16)', () => {
  const h = useFulfilmentApp();
  const LEASE_MS = 120_000;

  /** The order's first job claimed by a runner that then died (its lease runs out LEASE_MS later). */
  async function claimedByKilledRunner(): Promise<void> {
    const now = h.t.clock.now();
    const claimed = await claimDueJobs(h.db, [ORDER_FULFIL_JOB], 'runner_killed', now, new Date(now.getTime() + LEASE_MS), 10);
    assert.equal(claimed.length, 1);
  }
  /** What the killed run had committed: TRANSFER_PENDING and the fulfilment row at `step`. */
  async function committedBeforeKill(id: string, domain: string, step: 'started' | 'push_requested' | 'push_accepted', extra: { recipient?: string; processId?: string } = {}) {
    await transitionOrder(h.t.ctx, { orderId: id, to: 'TRANSFER_PENDING', actor: 'system', note: 'Fulfilment started.', nextAction: 'The registrar moves the domain.' });
    const now = h.t.clock.now();
    await insertFulfilment(h.db, { orderId: id, domain, method: extra.recipient ? 'push' : 'transfer', recipient: extra.recipient ?? null, now });
    if (step !== 'started') await updateFulfilment(h.db, id, 0, { step, startWait: true, ...(extra.processId ? { processId: extra.processId } : {}) }, now);
    if (step === 'push_accepted') await transitionOrder(h.t.ctx, { orderId: id, to: 'TRANSFER_IN_PROGRESS', actor: 'registrar', note: 'Push accepted.', nextAction: null });
  }
  const runAfterLease = async () => {
    h.t.clock.advance(LEASE_MS + 1);
    return h.tick();
  };
  const pushes = () => h.calls('POST', '/transfer/push');
  const eventTypes = async () => (await readEvents(h.db, { afterSeq: 0, limit: 50 })).map((e) => e.type);

  test('killed after the push reached the registrar, before its answer was recorded: the push is found at the registrar, never sent again', async () => {
    await h.listAndHold('brewlab.com');
    const id = await h.order('brewlab.com', 'buyer-acct');
    await claimedByKilledRunner();
    await committedBeforeKill(id, 'brewlab.com', 'push_requested', { recipient: 'buyer-acct' });
    h.rtr.processes.set('500', { id: 500, action: 'pushTransfer', type: 'domain', identifier: 'brewlab.com', status: 'RUNNING', recipient: 'buyer-acct' });

    assert.deepEqual(await runAfterLease(), ['orders.fulfil:done']);
    assert.equal((await h.read(id)).order.status, 'TRANSFER_IN_PROGRESS');
    assert.equal((await h.read(id)).fulfilment?.process_id, '500', 'the push found again');
    h.rtr.finishProcess('500');
    h.t.clock.advance(15_000);
    await h.tick();
    assert.equal((await h.read(id)).order.status, 'TRANSFER_COMPLETED');
    assert.equal(pushes(), 0, 'no second push');
    assert.equal(h.rtr.domains.get('brewlab.com')!.customer, 'buyer-acct');
  });

  test('a push process of an earlier sale of the domain (created before this intent) is not taken for ours: the push is sent', async () => {
    await h.listAndHold('brewlab.com');
    const id = await h.order('brewlab.com', 'buyer-acct');
    await claimedByKilledRunner();
    await committedBeforeKill(id, 'brewlab.com', 'push_requested', { recipient: 'buyer-acct' });
    h.rtr.processes.set('42', { id: 42, action: 'pushTransfer', type: 'domain', identifier: 'brewlab.com', status: 'COMPLETED', createdDate: '2025-06-01T00:00:00Z' });
    await runAfterLease();
    assert.equal(pushes(), 1);
    assert.equal((await h.read(id)).fulfilment?.process_id, '1000');
  });

  test('killed after the push intent was committed, before the push left: the registrar has no push and still holds the domain, so it is sent once', async () => {
    await h.listAndHold('brewlab.com');
    const id = await h.order('brewlab.com', 'buyer-acct');
    await claimedByKilledRunner();
    await committedBeforeKill(id, 'brewlab.com', 'push_requested', { recipient: 'buyer-acct' });

    await runAfterLease();
    assert.equal(pushes(), 1);
    assert.equal((await h.read(id)).order.status, 'TRANSFER_IN_PROGRESS');
  });

  test('killed after the registrar completed the push and nothing of it was recorded (no process listed any more): the domain is the buyer\'s, so the order completes without a push', async () => {
    await h.listAndHold('brewlab.com', { customer: 'buyer-acct' });
    const id = await h.order('brewlab.com', 'buyer-acct');
    await claimedByKilledRunner();
    await committedBeforeKill(id, 'brewlab.com', 'push_requested', { recipient: 'buyer-acct' });
    await runAfterLease();
    assert.equal((await h.read(id)).order.status, 'TRANSFER_COMPLETED');
    assert.equal(pushes(), 0);
  });

  test('killed after the next run was scheduled but before its job was marked done: the retried job is fenced off (seq) and does nothing', async () => {
    await h.listAndHold('brewlab.com');
    const id = await h.order('brewlab.com', 'buyer-acct');
    await h.tick();
    // The runner died right after the step's commit: put its job back to running under a lease that has run out.
    await h.db.query(`UPDATE jobs SET state = 'running', locked_by = 'runner_killed', lease_until = $1, finished_at = NULL WHERE payload->>'seq' IS NULL`, [h.t.clock.now()]);
    const polls = () => h.rtr.calls.filter((c) => c.path === '/v2/processes/1000').length;
    const pollsBefore = polls();
    const ran = await runAfterLease();
    assert.equal(ran.length, 2, 'the retried job and the scheduled poll both ran');
    assert.equal(polls() - pollsBefore, 1, 'one poll, from the scheduled job only');
    assert.equal(pushes(), 1);
    assert.equal((await h.db.query(`SELECT id FROM jobs WHERE state = 'ready'`)).length, 1, 'one chain of polls, not two');
    assert.equal((await h.read(id)).order.status, 'TRANSFER_IN_PROGRESS');
    assert.equal((await h.read(id)).order.timeline.length, 3, 'no step recorded twice');
  });

  test('killed after the auth code was emailed, before that was recorded: the run again sends the mail (at least once) and writes nothing twice at the registrar', async () => {
    await h.listAndHold('brewlab.com', { status: [] });
    const id = await h.order('brewlab.com');
    await claimedByKilledRunner();
    await committedBeforeKill(id, 'brewlab.com', 'started');
    await runAfterLease();
    assert.equal((await h.read(id)).fulfilment?.step, 'code_sent');
    assert.equal(h.smtp.mails.length, 1);
    assert.equal(h.rtr.calls.filter((c) => c.method === 'POST').length, 0, 'reads only: no registrar write to repeat');
  });

  test('killed inside the completing transaction (nothing of it committed): completed once — one transfer.completed event, the listing sold once; a duplicate run changes nothing', async () => {
    await h.listAndHold('brewlab.com');
    const id = await h.order('brewlab.com', 'buyer-acct');
    await claimedByKilledRunner();
    await committedBeforeKill(id, 'brewlab.com', 'push_accepted', { recipient: 'buyer-acct', processId: '500' });
    h.rtr.processes.set('500', { id: 500, action: 'pushTransfer', type: 'domain', identifier: 'brewlab.com', status: 'COMPLETED' });
    await runAfterLease();
    await runFulfilment(h.t.ctx, { orderId: id });
    const { order } = await h.read(id);
    assert.equal(order.status, 'TRANSFER_COMPLETED');
    assert.equal((await eventTypes()).filter((t) => t === 'transfer.completed').length, 1);
    assert.equal(order.timeline.filter((e) => e.status === 'TRANSFER_COMPLETED').length, 1);
    const listing = await h.db.query<{ status: string }>(`SELECT status FROM listings WHERE domain = 'brewlab.com'`);
    assert.equal(listing[0]!.status, 'sold');
    assert.equal(pushes(), 0);
    assert.equal(h.rtr.domains.get('brewlab.com')!.customer, FAKE_RTR_CUSTOMER, 'the fake was not asked to move it again');
  });
});
