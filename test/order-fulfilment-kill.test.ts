import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { after, before, beforeEach, describe, test } from 'node:test';
import { fulfilmentJobs } from '../src/modules/orders/fulfilment/jobs.js';
import { findFulfilment } from '../src/modules/orders/fulfilment/repository.js';
import { findOrder } from '../src/modules/orders/repository.js';
import { placeOrder } from '../src/modules/orders/service.js';
import type { Db } from '../src/platform/db/db.js';
import { migrate } from '../src/platform/db/migrate.js';
import { openPostgres } from '../src/platform/db/postgres.js';
import { JobRegistry, JobRunner } from '../src/platform/jobs/runner.js';
import { buildTestApp, TEST_START, type TestApp } from './helpers/app.js';
import { createTestDatabase, TEST_DATABASE } from './helpers/db.js';
import { FAKE_RTR_CUSTOMER, FAKE_RTR_KEY, FakeRtr } from './helpers/fake-rtr.js';
import { FakeSmtp } from './helpers/fake-smtp.js';
import { AUTH_CODE, CALLER } from './helpers/fulfilment.js';
import { insertListings, TEST_SECRET_KEY } from './helpers/partner-signer.js';

// Two processes on one database: PostgreSQL only (the embedded PGlite is one process by construction, and
// order-fulfilment-crash.test.ts covers the same crash points on it by the state a killed runner leaves).
const skip = TEST_DATABASE === 'postgres' ? false : 'needs TEST_DATABASE=postgres (a second process shares the database)';

describe('a fulfilment worker killed with SIGKILL mid-step (issue 16: kill -9 loses nothing, repeats no registrar call that succeeded)', { skip }, () => {
  const rtr = new FakeRtr();
  const smtp = new FakeSmtp();
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: Db;
  let t: TestApp;
  before(async () => {
    if (skip) return;
    await rtr.start();
    await smtp.start();
    database = await createTestDatabase();
    db = await openPostgres(database.url, 5);
    await migrate(db);
    t = await buildTestApp(db, rtr, { NAMEPORT_SECRET_KEY: TEST_SECRET_KEY, SMTP_URL: smtp.url });
  });
  // Orders are placed at TEST_START, so the worker (system clock) finds their jobs due at once.
  beforeEach(() => {
    if (!skip) t.clock.set(TEST_START);
  });
  after(async () => {
    if (skip) return;
    await t.close();
    await db.close();
    await database.drop();
    await rtr.stop();
    await smtp.stop();
  });

  /** The worker process, started on our database and fake registrar. */
  async function startWorker(): Promise<ChildProcess> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/helpers/fulfilment-worker.ts'], {
      env: {
        ...process.env, DATABASE_URL: database.url, RTR_BASE_URL: rtr.baseUrl, RTR_API_KEY: FAKE_RTR_KEY, RTR_CUSTOMER: FAKE_RTR_CUSTOMER,
        RTR_TIMEOUT_MS: '60000', SMTP_URL: smtp.url, LOG_LEVEL: 'silent', RDAP_BOOTSTRAP_REFRESH_SECONDS: '0', PRICE_SYNC_INTERVAL_SECONDS: '0',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
      child.once('exit', (code) => reject(new Error(`worker exited early (${code})`)));
    });
    return child;
  }
  /** Kills the worker with SIGKILL the moment the registrar receives a request matching `match`. */
  async function killWhen(child: ChildProcess, match: (call: { method: string; path: string }) => boolean): Promise<void> {
    const exited = once(child, 'exit');
    await new Promise<void>((resolve, reject) => {
      const deadline = setTimeout(() => {
        child.kill('SIGKILL');
        reject(new Error('the worker never made the awaited registrar call'));
      }, 30_000);
      rtr.onRequest = (call) => {
        if (!match(call)) return;
        child.kill('SIGKILL');
        clearTimeout(deadline);
        resolve();
      };
    });
    await exited;
    rtr.onRequest = undefined;
  }
  /** A runner in this process takes over once the dead worker's lease (real time, 2 min) has run out on our clock. */
  async function takeOver(): Promise<JobRunner> {
    t.clock.set(new Date(Date.now() + 10 * 60_000));
    const registry = new JobRegistry();
    fulfilmentJobs(registry, t.ctx);
    return new JobRunner(t.ctx, registry);
  }

  test('killed while its push is at the registrar (accepted there, answer never read): the next runner finds the push and completes the order without pushing again', async () => {
    await insertListings(db, 'sandbox', [{ domain: 'brewlab.com', price: 19_500 }]);
    rtr.domains.set('brewlab.com', { expiryDate: '2027-01-01T00:00:00Z', autoRenew: true, privacyProtect: false, ns: [], status: [], createdDate: '2024-01-15T09:00:00Z', customer: FAKE_RTR_CUSTOMER, authcode: AUTH_CODE });
    rtr.slowPushes.set('brewlab.com', { delayMs: 60_000, applied: true });
    const order = await placeOrder(t.ctx, {
      caller: CALLER, idempotencyKey: null,
      body: { domain: 'brewlab.com', sale_price_cents: 19_500, currency: 'USD', external_payment_ref: 'cs_kill_1', buyer: { email: 'buyer@example.com', registrar_customer: 'buyer-acct' } },
    });
    const worker = await startWorker();
    await killWhen(worker, (call) => call.method === 'POST' && call.path.endsWith('/transfer/push'));

    assert.equal((await findFulfilment(db, order.public_id))?.step, 'push_requested', 'the intent was committed before the push');
    assert.equal((await db.query(`SELECT state FROM jobs`)).map((j) => (j as { state: string }).state).join(), 'running', 'the dead worker\'s job');
    const runner = await takeOver();
    await runner.tick();
    assert.equal((await findOrder(db, order.public_id))?.status, 'TRANSFER_IN_PROGRESS');
    rtr.finishProcess('1000');
    t.clock.advance(15_000);
    await runner.tick();
    assert.equal((await findOrder(db, order.public_id))?.status, 'TRANSFER_COMPLETED');
    assert.equal(rtr.calls.filter((c) => c.path.endsWith('/transfer/push')).length, 1, 'the push the dead worker sent, and no other');
  });

  test('killed while reading the auth code, after lifting our transfer lock: the next runner lifts nothing twice and emails the code once', async () => {
    await insertListings(db, 'sandbox', [{ domain: 'beanly.com', price: 12_000 }]);
    rtr.domains.set('beanly.com', { expiryDate: '2027-01-01T00:00:00Z', autoRenew: true, privacyProtect: false, ns: [], status: ['CLIENT_TRANSFER_PROHIBITED'], createdDate: '2024-01-15T09:00:00Z', customer: FAKE_RTR_CUSTOMER, authcode: AUTH_CODE });
    const order = await placeOrder(t.ctx, {
      caller: CALLER, idempotencyKey: null,
      body: { domain: 'beanly.com', sale_price_cents: 12_000, currency: 'USD', external_payment_ref: 'cs_kill_2', buyer: { email: 'buyer@example.com' } },
    });
    const worker = await startWorker();
    let reads = 0;
    // The second GET of the domain is the auth-code read (the first reads its holder and dates).
    await killWhen(worker, (call) => call.method === 'GET' && call.path === '/v2/domains/beanly.com' && ++reads === 2);

    assert.equal(smtp.mails.length, 0, 'killed before any mail');
    const runner = await takeOver();
    await runner.tick();
    assert.equal((await findFulfilment(db, order.public_id))?.step, 'code_sent');
    assert.equal(rtr.calls.filter((c) => c.method === 'POST' && c.path === '/v2/domains/beanly.com/update').length, 1, 'the lock was lifted once');
    assert.equal(smtp.mails.filter((m) => m.data.includes('beanly.com')).length, 1);
    assert.ok(smtp.mails[0]!.data.includes(AUTH_CODE));
  });
});
