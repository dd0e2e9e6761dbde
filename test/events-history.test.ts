import assert from 'node:assert/strict';
import { beforeEach, describe, test } from 'node:test';
import { appendEvent } from '../src/platform/events/outbox.js';
import { TEST_DATABASE } from './helpers/db.js';
import { createTestCredential, signedInject, type TestSigner, usePartnerApp } from './helpers/partner-signer.js';

/**
 * Issue 17, contract 6.2 item 3: GET /api/partner/v1/events?after_id= replays the history without skipping or repeating
 * an event while transactions commit concurrently (events are numbered in commit order, platform/events/outbox.ts).
 */
describe('event history paging under concurrent writers (issue 17)', { skip: TEST_DATABASE === 'postgres' ? false : 'needs concurrent connections (PostgreSQL pass)' }, () => {
  const h = usePartnerApp({ env: { PARTNER_RATE_REPORT_PER_MINUTE: '1000000' } });
  let signer: TestSigner;
  let partnerId: string;

  beforeEach(async () => {
    const credential = await createTestCredential(h.ctx, h.clock, { scopes: ['webhook'] });
    signer = credential.signer;
    partnerId = credential.partnerId;
  });

  test('two writers committing in interleaved transactions, a reader paging by after_id meanwhile: every event exactly once, in sequence order', async () => {
    const PER_WRITER = 40;
    const written: string[] = [];
    const writer = async (name: string) => {
      for (let i = 0; i < PER_WRITER; i++) {
        await h.db.transaction(async (tx) => {
          // Work before the append holds the transaction open, so the two writers' transactions overlap.
          await tx.query('SELECT pg_sleep(0.002)');
          const event = await appendEvent(h.ctx, tx, { type: 'order.paid', partnerId, environment: 'sandbox', payload: { writer: name, i, version: 1 } });
          written.push(event.id);
        });
      }
    };
    const seen: { id: string; sequence: number }[] = [];
    let afterId: string | undefined;
    let writersDone = false;
    const reader = async () => {
      for (;;) {
        const finished = writersDone;
        const url = `/api/partner/v1/events?limit=7${afterId ? `&after_id=${afterId}` : ''}`;
        const page = await signedInject(h.app, signer, { url });
        assert.equal(page.status, 200, page.text);
        seen.push(...page.body.data.map((e: { id: string; sequence: number }) => ({ id: e.id, sequence: e.sequence })));
        afterId = page.body.next_after_id ?? afterId;
        if (finished && !page.body.has_more) return;
      }
    };
    const readerDone = reader();
    await Promise.all([writer('a'), writer('b')]);
    writersDone = true;
    await readerDone;
    assert.equal(written.length, 2 * PER_WRITER);
    assert.equal(new Set(seen.map((e) => e.id)).size, seen.length, 'nothing repeated');
    assert.deepEqual(new Set(seen.map((e) => e.id)), new Set(written), 'nothing skipped');
    assert.deepEqual(seen.map((e) => e.sequence), [...seen.map((e) => e.sequence)].sort((x, y) => x - y), 'in sequence order');
  });
});

/** Issue 17: GET /api/partner/v1/events refuses malformed filters with 400 validation_error, and pages only its own events. */
describe('event history filters and ownership (issue 17)', () => {
  const h = usePartnerApp({ env: { PARTNER_RATE_REPORT_PER_MINUTE: '1000000' } });
  let signer: TestSigner;
  let partnerId: string;

  beforeEach(async () => {
    const credential = await createTestCredential(h.ctx, h.clock, { scopes: ['webhook'] });
    signer = credential.signer;
    partnerId = credential.partnerId;
  });

  test('malformed limit, type, from or to, and from not before to, are 400 validation_error', async () => {
    for (const query of ['limit=0', 'limit=101', 'limit=ten', 'type=Order.paid', 'type=order.*x', 'type=*', 'from=yesterday', 'to=2026-13-01T00:00:00Z',
      'from=2026-03-01T00:00:00Z&to=2026-03-01T00:00:00Z', 'from=2026-03-02T00:00:00Z&to=2026-03-01T00:00:00Z']) {
      const answer = await signedInject(h.app, signer, { url: `/api/partner/v1/events?${query}` });
      assert.equal(answer.status, 400, query);
      assert.equal(answer.body.error.code, 'validation_error', query);
    }
  });

  test('an after_id of the same partner\'s other environment, or of another partner, is refused: a cursor never reads someone else\'s history', async () => {
    const append = (who: { partnerId: string; environment: 'sandbox' | 'live' }) =>
      h.db.transaction((tx) => appendEvent(h.ctx, tx, { type: 'order.paid', ...who, payload: { version: 1 } }));
    const mine = await append({ partnerId, environment: 'sandbox' });
    const live = await append({ partnerId, environment: 'live' });
    const foreign = await append({ partnerId: 'ptn_someone_else', environment: 'sandbox' });
    for (const event of [live, foreign]) {
      const answer = await signedInject(h.app, signer, { url: `/api/partner/v1/events?after_id=${event.id}` });
      assert.equal(answer.status, 400, event.id);
      assert.equal(answer.body.error.code, 'validation_error');
    }
    const page = await signedInject(h.app, signer, { url: '/api/partner/v1/events' });
    assert.deepEqual(page.body.data.map((e: { id: string }) => e.id), [mine.id]);
  });
});
