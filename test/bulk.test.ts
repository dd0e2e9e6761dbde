import assert from 'node:assert/strict';
import { beforeEach, describe, test } from 'node:test';
import { createBulkJob, getBulkJob, type BulkJob } from '../src/modules/bulk/service.js';
import { resumeOpenJobs } from '../src/modules/bulk/worker.js';
import type { Viewer } from '../src/modules/accounts/viewer.js';
import { useTestApp } from './helpers/app.js';

const OWNER: Viewer = { kind: 'user', ip: '127.0.0.1', userId: 'usr_owner', email: 'owner@example.com', verified: true };
const OTHER: Viewer = { kind: 'user', ip: '127.0.0.1', userId: 'usr_other', email: 'other@example.com', verified: true };
const UNVERIFIED: Viewer = { ...OWNER, verified: false };

describe('bulk operations on owned domains (contract 4.1, 8; issue 5)', () => {
  // A generous registrar deadline: on a loaded 2-core CI machine 1,000 calls must not time out spuriously.
  const h = useTestApp({ env: { RTR_TIMEOUT_MS: '10000' } });

  /** Puts `count` domains in OWNER's portfolio and at the fake registrar, expiring 2027-01-01. */
  async function own(count: number, prefix = 'mine'): Promise<string[]> {
    const domains = Array.from({ length: count }, (_, i) => `${prefix}${i}.com`);
    await h.db.query(
      `INSERT INTO owned_domains (domain, user_id, expires_at, created_at, updated_at)
       SELECT d, $2, '2027-01-01T00:00:00Z', now(), now() FROM unnest($1::text[]) AS d`,
      [domains, 'usr_owner'],
    );
    for (const domain of domains) {
      h.rtr.domains.set(domain, { expiryDate: '2027-01-01T00:00:00.000Z', autoRenew: true, privacyProtect: true, ns: [], status: [] });
    }
    return domains;
  }
  const run = async (input: Omit<Parameters<typeof createBulkJob>[1], 'viewer'>, viewer: Viewer = OWNER): Promise<BulkJob> => {
    const { job } = await createBulkJob(h.t.ctx, { viewer, ...input });
    await h.t.ctx.bulk.whenIdle();
    return (await getBulkJob(h.t.ctx, { viewer, id: job.id }))!;
  };
  const registrarCallsFor = (domain: string) => h.rtr.calls.filter((c) => c.path.includes(`/domains/${domain}`));

  beforeEach(async () => {
    await h.t.ctx.bulk.whenIdle();
    for (const viewer of [OWNER, OTHER] as const) {
      if (viewer.kind !== 'user') continue;
      await h.db.query(`INSERT INTO users (id, email, password_hash, verified_at, created_at) VALUES ($1, $2, 'x', now(), now())`, [viewer.userId, viewer.email]);
    }
  });

  test('401 unauthorized over HTTP without a signed-in verified session', async () => {
    const post = await h.t.app.inject({ method: 'POST', url: '/api/domains/bulk/renew', payload: { domains: ['a.com'], params: { years: 1 } } });
    assert.equal(post.statusCode, 401);
    assert.equal(post.json().error.code, 'unauthorized');
    const get = await h.t.app.inject({ method: 'GET', url: '/api/domains/bulk/jobs/bulk_x' });
    assert.equal(get.statusCode, 401);
    await assert.rejects(createBulkJob(h.t.ctx, { viewer: UNVERIFIED, op: 'renew', domains: ['a.com'] }), /verified account/);
  });

  test('renew extends each owned domain by the years asked, through the registrar, and records the new expiry', async () => {
    const [a] = await own(2);
    const job = await run({ op: 'renew', domains: [a!, 'mine1.com'], params: { years: 2 } });
    assert.equal(job.status, 'completed');
    assert.deepEqual(job.progress, { total: 2, done: 2, pending: 0, in_progress: 0, succeeded: 2, failed: 0, unknown: 0, not_owned: 0 });
    assert.equal(job.items[0]!.result?.expiryDate, '2029-01-01T00:00:00.000Z');
    const renewCall = registrarCallsFor(a!).find((c) => c.path.endsWith('/renew'));
    assert.deepEqual(renewCall?.body, { period: 24 });
    const [row] = await h.db.query<{ expires_at: Date }>('SELECT expires_at FROM owned_domains WHERE domain = $1', [a]);
    assert.equal(row!.expires_at.toISOString(), '2029-01-01T00:00:00.000Z');
  });

  test('domains outside the caller\'s portfolio are reported not_owned and never sent to the registrar', async () => {
    await own(1);
    h.rtr.domains.set('theirs.com', { expiryDate: '2027-01-01T00:00:00.000Z', autoRenew: true, privacyProtect: true, ns: [], status: [] });
    const job = await run({ op: 'set_auto_renew', domains: ['mine0.com', 'theirs.com'], params: { enabled: false } });
    assert.deepEqual(job.items.map((i) => [i.domain, i.status]), [['mine0.com', 'succeeded'], ['theirs.com', 'not_owned']]);
    assert.equal(registrarCallsFor('theirs.com').length, 0);
    assert.equal(h.rtr.domains.get('theirs.com')!.autoRenew, true);
  });

  test('set_lock, set_privacy and set_nameservers send the matching registrar update and update the portfolio', async () => {
    await own(1);
    await run({ op: 'set_lock', domains: ['mine0.com'], params: { locked: true } });
    assert.deepEqual(h.rtr.domains.get('mine0.com')!.status, ['CLIENT_TRANSFER_PROHIBITED', 'CLIENT_DELETE_PROHIBITED']);
    await run({ op: 'set_privacy', domains: ['mine0.com'], params: { enabled: false } });
    assert.equal(h.rtr.domains.get('mine0.com')!.privacyProtect, false);
    await run({ op: 'set_nameservers', domains: ['mine0.com'], params: { nameservers: ['NS1.Example.net.', 'ns2.example.net'] } });
    assert.deepEqual(h.rtr.domains.get('mine0.com')!.ns, ['ns1.example.net', 'ns2.example.net']);
    const [row] = await h.db.query<{ privacy: boolean; nameservers: string[] }>('SELECT privacy, nameservers FROM owned_domains');
    assert.deepEqual(row, { privacy: false, nameservers: ['ns1.example.net', 'ns2.example.net'] });
  });

  test('a registrar failure fails that item only, with the reason', async () => {
    await own(2);
    h.rtr.pathBehaviour.set('/v2/domains/mine1.com/update', { kind: 'status', status: 500 });
    const job = await run({ op: 'set_privacy', domains: ['mine0.com', 'mine1.com'], params: { enabled: true } });
    assert.equal(job.status, 'completed');
    assert.deepEqual(job.items.map((i) => i.status), ['succeeded', 'failed']);
    assert.match(job.items[1]!.error ?? '', /HTTP 500/);
  });

  test('400 validation_error: bad params for the op, nameservers outside 2–13, invalid names, more than 1,000 domains', async () => {
    const cases: [string, unknown, Record<string, unknown>][] = [
      ['renew', ['a.com'], { years: 11 }],
      ['set_auto_renew', ['a.com'], {}],
      ['set_nameservers', ['a.com'], { nameservers: ['ns1.example.net'] }],
      ['set_nameservers', ['a.com'], { nameservers: Array.from({ length: 14 }, (_, i) => `ns${i}.example.net`) }],
      ['set_nameservers', ['a.com'], { nameservers: ['ns1.example.net', 'not a host'] }],
      ['set_lock', ['not a domain'], { locked: true }],
      ['set_lock', Array.from({ length: 1_001 }, (_, i) => `d${i}.com`), { locked: true }],
      ['set_lock', [], { locked: true }],
    ];
    for (const [op, domains, params] of cases) {
      await assert.rejects(createBulkJob(h.t.ctx, { viewer: OWNER, op, domains, params }), (e: { code?: string }) => e.code === 'validation_error', `${op} ${JSON.stringify(params).slice(0, 60)}`);
    }
    await assert.rejects(createBulkJob(h.t.ctx, { viewer: OWNER, op: 'transfer_out', domains: ['a.com'] }), (e: { code?: string }) => e.code === 'not_found');
  });

  test('the same Idempotency-Key with the same request returns the same job; with another request, 409 conflict', async () => {
    await own(1);
    const first = await createBulkJob(h.t.ctx, { viewer: OWNER, op: 'renew', domains: ['mine0.com'], params: { years: 1 }, idempotencyKey: 'key-1' });
    const again = await createBulkJob(h.t.ctx, { viewer: OWNER, op: 'renew', domains: ['mine0.com'], params: { years: 1 }, idempotencyKey: 'key-1' });
    assert.equal(again.job.id, first.job.id);
    assert.equal(again.replayed, true);
    await assert.rejects(
      createBulkJob(h.t.ctx, { viewer: OWNER, op: 'renew', domains: ['mine0.com'], params: { years: 2 }, idempotencyKey: 'key-1' }),
      (e: { code?: string }) => e.code === 'conflict',
    );
    const otherUser = await createBulkJob(h.t.ctx, { viewer: OTHER, op: 'renew', domains: ['mine0.com'], params: { years: 1 }, idempotencyKey: 'key-1' });
    assert.notEqual(otherUser.job.id, first.job.id, 'keys are scoped to the user');
    await h.t.ctx.bulk.whenIdle();
    assert.equal(h.rtr.calls.filter((c) => c.path.endsWith('/renew')).length, 1, 'renewed once');
  });

  test('issue 15 item 6: six parallel requests with one new Idempotency-Key create one job (the key and the job commit together)', async () => {
    await own(1);
    const results = await Promise.all(Array.from({ length: 6 }, () =>
      createBulkJob(h.t.ctx, { viewer: OWNER, op: 'renew', domains: ['mine0.com'], params: { years: 1 }, idempotencyKey: 'key-parallel' })));
    assert.equal(new Set(results.map((r) => r.job.id)).size, 1);
    assert.equal(results.filter((r) => !r.replayed).length, 1);
    assert.equal((await h.db.query('SELECT 1 FROM bulk_jobs')).length, 1);
    const [key] = await h.db.query<{ state: string; outcome: { job_id: string } }>(`SELECT state, outcome FROM idempotency_keys WHERE namespace = 'bulk'`);
    assert.deepEqual([key!.state, key!.outcome.job_id], ['done', results[0]!.job.id]);
    await h.t.ctx.bulk.whenIdle();
    assert.equal(h.rtr.calls.filter((c) => c.path.endsWith('/renew')).length, 1, 'renewed once');
  });

  test('a job is visible to its owner only', async () => {
    await own(1);
    const job = await run({ op: 'set_lock', domains: ['mine0.com'], params: { locked: false } });
    assert.equal(await getBulkJob(h.t.ctx, { viewer: OTHER, id: job.id }), null);
  });

  test('a 1,000-domain job completes, with progress growing to the total', async () => {
    const domains = await own(1_000, 'bulk');
    h.rtr.delayMs = 1;
    const { job } = await createBulkJob(h.t.ctx, { viewer: OWNER, op: 'set_auto_renew', domains, params: { enabled: false } });
    const seen: number[] = [];
    let current = job;
    while (current.status !== 'completed') {
      await new Promise((resolve) => setTimeout(resolve, 50));
      current = (await getBulkJob(h.t.ctx, { viewer: OWNER, id: job.id }))!;
      seen.push(current.progress.done);
    }
    assert.deepEqual(seen, [...seen].sort((a, b) => a - b), 'progress never goes back');
    assert.equal(current.progress.succeeded, 1_000);
    assert.equal(h.rtr.calls.filter((c) => c.path.endsWith('/update')).length, 1_000, 'each domain sent once');
  });

  test('resume after a crash: an interrupted renewal that went through is not renewed again; one that did not is; pending items run', async () => {
    await own(3);
    // A worker renewed mine0 at the registrar and died before recording it; it had claimed mine1 but not
    // called the registrar yet; mine2 was never reached. Its lease has run out.
    h.rtr.domains.get('mine0.com')!.expiryDate = '2028-01-01T00:00:00.000Z';
    const now = h.t.clock.now();
    await h.db.query(`INSERT INTO bulk_jobs (id, user_id, op, params, status, total, lease_owner, lease_until, created_at, updated_at)
      VALUES ('bulk_crashed', 'usr_owner', 'renew', '{"years":1}', 'running', 3, 'wrk_dead', $1, $2, $2)`, [new Date(now.getTime() - 1000), now]);
    await h.db.query(`INSERT INTO bulk_job_items (job_id, position, domain, status, before, started_at) VALUES
      ('bulk_crashed', 0, 'mine0.com', 'in_progress', '{"expiryDate":"2027-01-01T00:00:00.000Z"}', $1),
      ('bulk_crashed', 1, 'mine1.com', 'in_progress', '{"expiryDate":"2027-01-01T00:00:00.000Z"}', $1),
      ('bulk_crashed', 2, 'mine2.com', 'pending', NULL, NULL)`, [now]);

    await resumeOpenJobs(h.t.ctx);
    await h.t.ctx.bulk.whenIdle();
    const job = (await getBulkJob(h.t.ctx, { viewer: OWNER, id: 'bulk_crashed' }))!;
    assert.equal(job.status, 'completed');
    assert.deepEqual(job.items.map((i) => [i.domain, i.status, i.result?.expiryDate]), [
      ['mine0.com', 'succeeded', '2028-01-01T00:00:00.000Z'],
      ['mine1.com', 'succeeded', '2028-01-01T00:00:00.000Z'],
      ['mine2.com', 'succeeded', '2028-01-01T00:00:00.000Z'],
    ]);
    assert.equal(job.items[0]!.result?.recovered, true);
    assert.equal(registrarCallsFor('mine0.com').filter((c) => c.path.endsWith('/renew')).length, 0, 'mine0 not renewed twice');
    assert.equal(registrarCallsFor('mine1.com').filter((c) => c.path.endsWith('/renew')).length, 1);
  });

  test('a job leased by a live worker elsewhere is left alone until its lease runs out', async () => {
    await own(1);
    const now = h.t.clock.now();
    await h.db.query(`INSERT INTO bulk_jobs (id, user_id, op, params, status, total, lease_owner, lease_until, created_at, updated_at)
      VALUES ('bulk_leased', 'usr_owner', 'set_lock', '{"locked":true}', 'running', 1, 'wrk_alive', $1, $2, $2)`, [new Date(now.getTime() + 30_000), now]);
    await h.db.query(`INSERT INTO bulk_job_items (job_id, position, domain, status) VALUES ('bulk_leased', 0, 'mine0.com', 'pending')`);
    await resumeOpenJobs(h.t.ctx);
    await h.t.ctx.bulk.whenIdle();
    assert.equal((await getBulkJob(h.t.ctx, { viewer: OWNER, id: 'bulk_leased' }))!.status, 'running');
    h.t.clock.advance(31_000);
    await resumeOpenJobs(h.t.ctx);
    await h.t.ctx.bulk.whenIdle();
    assert.equal((await getBulkJob(h.t.ctx, { viewer: OWNER, id: 'bulk_leased' }))!.status, 'completed');
  });
});
