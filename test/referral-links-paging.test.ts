import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import { insertLink } from '../src/modules/referrals/repository.js';
import { linkAffiliate, MAX_LINKS_PER_PARTNER } from '../src/modules/referrals/service.js';
import { createTestCredential, signedInject, type TestSigner, usePartnerApp } from './helpers/partner-signer.js';

const LINKS = '/api/partner/v1/links';

/** GET /links pages (newest first, cursor) and the per-account link cap holds under concurrent creates. */
describe('referral links: paging and the link cap', () => {
  const h = usePartnerApp({ env: { SANDBOX: 'true' } });

  async function affiliate() {
    const created = await createTestCredential(h.ctx, h.clock, { scopes: ['refer', 'report'] });
    await linkAffiliate(h.ctx, { partnerId: created.partnerId });
    return created;
  }
  const create = (signer: TestSigner, label: string) => signedInject(h.app, signer, {
    method: 'POST', url: LINKS, body: JSON.stringify({ kind: 'generic', label }), headers: { 'idempotency-key': randomUUID() },
  });
  /** Links written straight to the table (the API would take minutes for a thousand), one second apart. */
  async function seedLinks(owner: { partnerId: string; keyId: string }, count: number) {
    const start = h.clock.now().getTime() - count * 1000;
    for (let i = 0; i < count; i++) {
      await insertLink(h.db, {
        id: `lnk_seed${String(i).padStart(5, '0')}`, token: `seedtoken${String(i).padStart(5, '0')}`, partner_id: owner.partnerId,
        key_id: owner.keyId, environment: 'sandbox', kind: 'generic', target: null, label: `seed ${i}`, created_at: new Date(start + i * 1000),
      });
    }
  }

  test('GET /links answers newest first a page at a time; following next_cursor visits every link once; a foreign cursor is 400', async () => {
    const { signer } = await affiliate();
    for (const label of ['first', 'second', 'third']) {
      assert.equal((await create(signer, label)).status, 201);
      h.clock.advance(1000);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `${LINKS}?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const r = await signedInject(h.app, signer, { url });
      assert.equal(r.status, 200, r.text);
      assert.ok(r.body.items.length <= 2);
      assert.equal(r.body.page.limit, 2);
      seen.push(...r.body.items.map((l: { label: string }) => l.label));
      cursor = r.body.page.next_cursor;
      assert.equal(r.body.page.has_more, cursor !== null);
    } while (cursor);
    assert.deepEqual(seen, ['third', 'second', 'first']);

    const whole = await signedInject(h.app, signer, { url: LINKS });
    assert.equal(whole.body.page.limit, 50, 'default page size');
    assert.equal(whole.body.items.length, 3);

    const bad = await signedInject(h.app, signer, { url: `${LINKS}?cursor=not-ours` });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.error.code, 'validation_error');
    assert.match(bad.body.error.message, /next_cursor/);
    assert.equal((await signedInject(h.app, signer, { url: `${LINKS}?limit=201` })).status, 400, 'limit above 200');
  });

  test(`the cap of ${MAX_LINKS_PER_PARTNER} links holds when the last free place is asked for by several requests at once`, async () => {
    const { signer, partnerId, keyId } = await affiliate();
    await seedLinks({ partnerId, keyId }, MAX_LINKS_PER_PARTNER - 1);
    const answers = await Promise.all(['a', 'b', 'c', 'd'].map((label) => create(signer, label)));
    const statuses = answers.map((r) => r.status).sort();
    assert.deepEqual(statuses, [201, 409, 409, 409], answers.map((r) => r.text).join('\n'));
    const refused = answers.find((r) => r.status === 409)!;
    assert.equal(refused.body.error.details.reason, 'too_many_links');
    assert.match(refused.body.error.message, /reuse one of them/);

    let total = 0;
    let cursor: string | null = null;
    do {
      const r = await signedInject(h.app, signer, { url: `${LINKS}?limit=200${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}` });
      total += r.body.items.length;
      cursor = r.body.page.next_cursor;
    } while (cursor);
    assert.equal(total, MAX_LINKS_PER_PARTNER, 'stored links never exceed the cap');
  });
});
