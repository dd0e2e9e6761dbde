import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import pino from 'pino';
import { buildApp } from '../src/app.js';
import { createRuntime, type Runtime } from '../src/bootstrap.js';
import { SITE_PROBE_CACHE_MS } from '../src/modules/brokerage/eligibility.js';
import { ManualClock } from '../src/platform/clock.js';
import { loadConfig } from '../src/platform/config.js';
import type { Db } from '../src/platform/db/db.js';
import type { TypedApp } from '../src/platform/http/typed-app.js';
import { TEST_START } from './helpers/app.js';
import { openTestDb, resetDb } from './helpers/db.js';
import { createTestCredential, insertListings, signedInject, TEST_SECRET_KEY, type TestSigner } from './helpers/partner-signer.js';

/**
 * Issue 19: GET /brokerage/eligibility and the re-check of POST /brokerage, on the app as `serve --sandbox` builds it:
 * the sandbox registrar says which names are registered, and the real site probe asks the sandbox DNS server on
 * 127.0.0.1 for addresses and fetches home pages from the sandbox's loopback web server (src/providers/site-probe/
 * sandbox-sites.ts): hhgames.com shows a for-sale page (parked), example.cz has no address (no site), google.com serves
 * a real page (active site). Nothing leaves the machine.
 */
const ELIGIBILITY = '/api/partner/v1/brokerage/eligibility';

describe('brokerage eligibility (issue 19; contract 4.3 "ineligible if it runs an active site or already has an open case")', () => {
  let db: Db;
  let runtime: Runtime;
  let app: TypedApp;
  let signer: TestSigner;
  const clock = new ManualClock(TEST_START);

  before(async () => {
    db = await openTestDb();
    const config = loadConfig({ LOG_LEVEL: 'silent', SANDBOX: 'true', PRICE_SYNC_INTERVAL_SECONDS: '0', NAMEPORT_SECRET_KEY: TEST_SECRET_KEY, SANDBOX_BROKERAGE_STEP_SECONDS: '0' });
    runtime = await createRuntime(config, { db, clock, log: pino({ level: 'silent' }) });
    app = await buildApp(runtime.ctx);
    await app.ready();
  });
  after(async () => {
    await app?.close();
    await runtime?.close();
    await db?.close();
  });
  beforeEach(async () => {
    await resetDb(db);
    clock.set(TEST_START);
    ({ signer } = await createTestCredential(runtime.ctx, clock, { scopes: ['broker'], environment: 'sandbox' }));
  });

  const check = async (domain: string, who = signer) => {
    const r = await signedInject(app, who, { url: `${ELIGIBILITY}?domain=${encodeURIComponent(domain)}` });
    assert.equal(r.status, 200, r.text);
    return r.body as { domain: string; eligible: boolean; reason: string | null; message: string; site: { verdict: string; evidence: string } | null; open_case_id: string | null };
  };
  const open = (domain: string, who = signer) => signedInject(app, who, {
    method: 'POST', url: '/api/partner/v1/brokerage', body: JSON.stringify({ domain, tier: 'managed', buyer_email: 'b@example.com', budget: 500_000 }),
  });

  test('a parked domain (a for-sale page) is eligible; so is a registered domain with no site; the probe\'s evidence is shown', async () => {
    const parked = await check('HHGames.com');
    assert.deepEqual([parked.domain, parked.eligible, parked.reason, parked.site?.verdict], ['hhgames.com', true, null, 'parked']);
    assert.match(parked.message, /a broker can approach its owner/);
    assert.ok(parked.site!.evidence.length > 0);
    const empty = await check('example.cz');
    assert.deepEqual([empty.eligible, empty.reason, empty.site?.verdict], [true, null, 'no_site']);
  });

  test('a domain running an active site is ineligible (reason active_site), and POST /brokerage says the same with 409', async () => {
    const active = await check('google.com');
    assert.deepEqual([active.eligible, active.reason, active.site?.verdict], [false, 'active_site', 'active_site']);
    assert.match(active.message, /runs an active website/);
    assert.doesNotMatch(active.message, /\.\)/, 'the evidence sentence is not ended twice inside the brackets');
    const r = await open('google.com');
    assert.equal(r.status, 409);
    assert.equal(r.body.error.code, 'conflict');
    assert.equal(r.body.error.details.reason, 'active_site');
  });

  test('a domain listed for buy-now in the caller\'s environment is ineligible (listed: buy it with an order); the listing of the other environment does not count', async () => {
    await insertListings(db, 'sandbox', [{ domain: 'hhgames.com', price: 19_500 }]);
    const listed = await check('hhgames.com');
    assert.deepEqual([listed.eligible, listed.reason, listed.site], [false, 'listed', null]);
    assert.match(listed.message, /POST \/quotes and POST \/orders/);
    await resetDb(db);
    ({ signer } = await createTestCredential(runtime.ctx, clock, { scopes: ['broker'], environment: 'sandbox' }));
    await insertListings(db, 'live', [{ domain: 'hhgames.com', price: 19_500 }]);
    assert.equal((await check('hhgames.com')).eligible, true);
  });

  test('an unregistered domain is ineligible (register it); a reserved name too; an invalid name is 400', async () => {
    const free = await check('nobody-owns-this-name-yet.com');
    assert.deepEqual([free.eligible, free.reason], [false, 'unregistered']);
    assert.match(free.message, /register it instead/);
    assert.equal((await check('nic.com')).reason, 'reserved');
    const bad = await signedInject(app, signer, { url: `${ELIGIBILITY}?domain=not_a_domain` });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.error.code, 'validation_error');
  });

  test('a domain with an open case is ineligible for every partner (open_case); the case opens only once', async () => {
    const created = await open('example.cz');
    assert.equal(created.status, 201, created.text);
    const mine = await check('example.cz');
    assert.deepEqual([mine.eligible, mine.reason, mine.open_case_id], [false, 'open_case', created.body.case_id]);
    const other = await createTestCredential(runtime.ctx, clock, { scopes: ['broker'], environment: 'sandbox', name: 'Other' });
    const theirs = await check('example.cz', other.signer);
    assert.deepEqual([theirs.eligible, theirs.reason, theirs.open_case_id], [false, 'open_case', null]);
    assert.equal((await open('example.cz', other.signer)).status, 409);
  });

  test('the probe\'s verdict is reused for 10 minutes, then probed again', async () => {
    await check('hhgames.com');
    const probedAt = async () => (await db.query<{ probed_at: Date }>('SELECT probed_at FROM brokerage_site_probes WHERE domain = $1', ['hhgames.com']))[0]!.probed_at.toISOString();
    const first = await probedAt();
    clock.advance(SITE_PROBE_CACHE_MS - 1000);
    await check('hhgames.com');
    assert.equal(await probedAt(), first, 'reused within 10 minutes');
    clock.advance(2000);
    await check('hhgames.com');
    assert.equal(await probedAt(), clock.now().toISOString(), 'probed again after 10 minutes');
  });

  test('scope broker is required: a credential without it is 403', async () => {
    const { signer: searchOnly } = await createTestCredential(runtime.ctx, clock, { scopes: ['search'], environment: 'sandbox', name: 'Search' });
    const r = await signedInject(app, searchOnly, { url: `${ELIGIBILITY}?domain=hhgames.com` });
    assert.equal(r.status, 403);
  });
});
