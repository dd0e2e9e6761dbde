import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Mailer } from '../src/modules/accounts/mailer.js';
import { createUser } from '../src/modules/accounts/users.js';
import { requestViewer } from '../src/interfaces/http/caller.js';
import { useTestApp } from './helpers/app.js';
import { TEST_DATABASE } from './helpers/db.js';
import { hiddenFields, SessionAgent, signIn } from './helpers/session-agent.js';

const EMAIL = 'grace@example.com';
const PASSWORD = 'a long enough password';
/**
 * Where return_to may send a user is decided from the string alone; the database only holds the session, as in every
 * other test here. These cases (two dozen sign-ins, each a scrypt check) run on the PGlite pass.
 */
const REDIRECT_CASES_SKIP = TEST_DATABASE === 'postgres' ? 'return_to is checked without the database: the PGlite pass runs it' : false;

/** Sign-up with a verification link, sign-in, sign-out, CSRF, throttling, cookies and the viewer helper (issue 4). */
describe('accounts and browser sessions', () => {
  const handle = useTestApp({
    extend: (app) => app.get('/test/viewer', { schema: { hide: true } }, async (request) => requestViewer(handle.t.ctx, request)),
  });
  const agent = () => new SessionAgent(handle.t.app);
  const viewerOf = async (a: SessionAgent) => JSON.parse((await a.get('/test/viewer')).body) as Record<string, unknown>;
  const verifiedUser = () => createUser(handle.t.ctx, { email: EMAIL, password: PASSWORD, verified: true });

  test('issue 4: sign-up stores an unverified user and, without SMTP_URL, logs the verification link; the link verifies once', async () => {
    const a = agent();
    const page = await a.get('/sign-up');
    assert.equal(page.status, 200);
    const done = await a.post('/sign-up', { ...hiddenFields(page.body, '/sign-up'), email: ' Grace@Example.com ', password: PASSWORD });
    assert.equal(done.status, 200);
    assert.match(done.body, /Check your email/);
    const rows = await handle.t.ctx.db.query<{ email: string; verified_at: unknown; password_hash: string }>('SELECT email, verified_at, password_hash FROM users');
    assert.equal(rows[0]?.email, EMAIL);
    assert.equal(rows[0]?.verified_at, null);
    assert.match(rows[0]!.password_hash, /^scrypt\$/);
    assert.ok(!JSON.stringify(handle.t.logs).includes(PASSWORD), 'the password was logged');

    const mail = handle.t.logs.find((line) => (line.mail as { to?: string } | undefined)?.to === EMAIL)?.mail as { text: string };
    assert.ok(mail, 'no verification mail in the log');
    const link = new URL(/http:\/\/\S+/.exec(mail.text)![0]);
    assert.equal(link.pathname, '/verify');
    const verified = await a.get(link.pathname + link.search);
    assert.equal(verified.status, 200);
    assert.match(verified.body, /Email confirmed/);
    const again = await a.get(link.pathname + link.search);
    assert.equal(again.status, 400, 'a verification link works once');
    const after = await handle.t.ctx.db.query<{ verified_at: unknown }>('SELECT verified_at FROM users');
    assert.notEqual(after[0]?.verified_at, null);
  });

  test('issue 4: a verification link older than 24 hours is refused', async () => {
    const a = agent();
    const page = await a.get('/sign-up');
    await a.post('/sign-up', { ...hiddenFields(page.body, '/sign-up'), email: EMAIL, password: PASSWORD });
    const mail = handle.t.logs.findLast((line) => line.mail)!.mail as { text: string };
    const link = new URL(/http:\/\/\S+/.exec(mail.text)![0]);
    handle.t.clock.advance(24 * 3600_000 + 1_000);
    assert.equal((await a.get(link.pathname + link.search)).status, 400);
  });

  test('issue 4: sign-up of a taken address answers like a new one and mails the owner a notice, no link; a short password is refused', async () => {
    await verifiedUser();
    const a = agent();
    const page = await a.get('/sign-up');
    const before = handle.t.logs.filter((l) => l.mail).length;
    const taken = await a.post('/sign-up', { ...hiddenFields(page.body, '/sign-up'), email: EMAIL, password: PASSWORD });
    assert.equal(taken.status, 200);
    assert.match(taken.body, /Check your email/);
    const mails = handle.t.logs.filter((l) => l.mail).slice(before).map((l) => l.mail as { to: string; text: string });
    assert.equal(mails.length, 1);
    assert.equal(mails[0]!.to, EMAIL);
    assert.match(mails[0]!.text, /already has one/);
    assert.doesNotMatch(mails[0]!.text, /verify\?token=/);
    const short = await a.post('/sign-up', { ...hiddenFields(page.body, '/sign-up'), email: 'new@example.com', password: 'short' });
    assert.equal(short.status, 400);
    assert.match(short.body, /at least 10 characters/);
  });

  test('issue 4: sign-up does not wait for the mail server (a hanging or failing mailer does not change the answer)', async () => {
    await verifiedUser();
    const ctx = handle.t.ctx as { mailer: Mailer };
    const original = ctx.mailer;
    try {
      for (const send of [() => new Promise<void>(() => {}), () => Promise.reject(new Error('smtp down'))]) {
        ctx.mailer = { kind: 'smtp', send };
        for (const email of ['fresh@example.com', EMAIL]) {
          const a = agent();
          const page = await a.get('/sign-up');
          const answer = await a.post('/sign-up', { ...hiddenFields(page.body, '/sign-up'), email, password: PASSWORD });
          assert.equal(answer.status, 200, email);
          assert.match(answer.body, /Check your email/);
        }
        await handle.t.ctx.db.query(`DELETE FROM users WHERE email = 'fresh@example.com'`);
      }
      await new Promise((resolve) => setImmediate(resolve));
      assert.ok(handle.t.logs.some((l) => l.msg === 'sending an email failed'), 'a failed mail is logged');
    } finally {
      ctx.mailer = original;
    }
  });

  test('issue 4: sign-ups are limited to 10 an hour per IP (each sends an email); other IPs are not affected', async () => {
    const a = agent();
    a.ip = '203.0.113.9';
    const page = await a.get('/sign-up');
    const fields = hiddenFields(page.body, '/sign-up');
    for (let i = 0; i < 10; i++) assert.equal((await a.post('/sign-up', { ...fields, email: `u${i}@example.com`, password: PASSWORD })).status, 200);
    const refused = await a.post('/sign-up', { ...fields, email: 'u10@example.com', password: PASSWORD });
    assert.equal(refused.status, 429);
    assert.equal(refused.headers['retry-after'], '3600');
    assert.equal((await handle.t.ctx.db.query(`SELECT 1 FROM users WHERE email = 'u10@example.com'`)).length, 0);
    const other = agent();
    other.ip = '203.0.113.10';
    const otherPage = await other.get('/sign-up');
    assert.equal((await other.post('/sign-up', { ...hiddenFields(otherPage.body, '/sign-up'), email: 'u10@example.com', password: PASSWORD })).status, 200);
    handle.t.clock.advance(3600_000 + 1_000);
    assert.equal((await a.post('/sign-up', { ...fields, email: 'u11@example.com', password: PASSWORD })).status, 200);
  });

  test('issue 4: sign-in sets a new HttpOnly; SameSite=Lax; Path=/ session cookie (no Secure on loopback http) and the viewer is that user', async () => {
    await verifiedUser();
    const a = agent();
    const form = await a.get('/sign-in');
    const visitorId = a.cookies.get('nameport_session');
    assert.ok(visitorId, 'the sign-in form set a visitor session for its CSRF token');
    assert.deepEqual(await viewerOf(a), { kind: 'anonymous', ip: '127.0.0.1' }, 'a visitor session is not signed in');
    const response = await a.post('/sign-in', { ...hiddenFields(form.body, '/sign-in'), email: EMAIL, password: PASSWORD });
    assert.equal(response.status, 303);
    assert.equal(response.location, '/account');
    const cookie = a.setCookies.at(-1)!;
    assert.match(cookie, /^nameport_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=604800$/);
    assert.doesNotMatch(cookie, /Secure/);
    assert.notEqual(a.cookies.get('nameport_session'), visitorId, 'the session id must change at sign-in (fixation)');
    const viewer = await viewerOf(a);
    assert.equal(viewer.kind, 'user');
    assert.equal(viewer.email, EMAIL);
    assert.equal(viewer.verified, true);
    const stored = await handle.t.ctx.db.query<{ id_hash: string }>('SELECT id_hash FROM sessions');
    assert.ok(stored.every((row) => row.id_hash !== a.cookies.get('nameport_session')), 'session ids are stored hashed');
    assert.match((await a.get('/account')).body, /Signed in as <strong>grace@example.com<\/strong>/);
  });

  test('issue 4: with an https PUBLIC_BASE_URL the cookie is Secure and __Host- prefixed', async () => {
    const { buildTestApp } = await import('./helpers/app.js');
    const t = await buildTestApp(handle.db, handle.rtr, { PUBLIC_BASE_URL: 'https://nameport.example' });
    try {
      const page = await new SessionAgent(t.app).get('/sign-in');
      assert.match(String(page.headers['set-cookie']), /^__Host-nameport_session=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Secure;/);
    } finally {
      await t.close();
    }
  });

  test('issue 4: a sign-in post without the CSRF token (or with a forged one) is refused with 403 and signs nobody in', async () => {
    await verifiedUser();
    const a = agent();
    await a.get('/sign-in');
    for (const csrf of [undefined, 'forged']) {
      const response = await a.post('/sign-in', { email: EMAIL, password: PASSWORD, ...(csrf ? { csrf_token: csrf } : {}) });
      assert.equal(response.status, 403);
      assert.match(response.body, /Form expired/);
    }
    // A token from another browser's session does not work either (it is tied to the session).
    const other = agent();
    const otherForm = await other.get('/sign-in');
    const crossed = await a.post('/sign-in', { csrf_token: hiddenFields(otherForm.body, '/sign-in').csrf_token!, email: EMAIL, password: PASSWORD });
    assert.equal(crossed.status, 403);
    assert.equal((await viewerOf(a)).kind, 'anonymous');
  });

  test('issue 4: a wrong password and an unknown email get the same 401 answer', async () => {
    await verifiedUser();
    const wrong = await signIn(agent(), EMAIL, 'not the password at all');
    const unknown = await signIn(agent(), 'nobody@example.com', PASSWORD);
    assert.equal(wrong.status, 401);
    assert.equal(unknown.status, 401);
    const message = (body: string) => /<p class="error" role="alert">([^<]*)</.exec(body)?.[1];
    assert.equal(message(wrong.body), message(unknown.body));
  });

  test('issue 4: after 5 failed sign-ins an account is throttled for 15 minutes, even with the right password', async () => {
    await verifiedUser();
    for (let i = 0; i < 5; i++) {
      const a = agent();
      a.ip = `10.0.0.${i + 1}`;
      assert.equal((await signIn(a, EMAIL, 'wrong password here')).status, 401);
    }
    const blocked = await signIn(agent(), EMAIL, PASSWORD);
    assert.equal(blocked.status, 429);
    assert.equal(blocked.headers['retry-after'], '900');
    assert.match(blocked.body, /Too many failed sign-ins/);
    handle.t.clock.advance(15 * 60_000 + 1_000);
    assert.equal((await signIn(agent(), EMAIL, PASSWORD)).status, 303);
  });

  test('issue 4: after 20 failed sign-ins from one IP that IP is throttled, for any account', async () => {
    await verifiedUser();
    const a = agent();
    a.ip = '192.0.2.7';
    for (let i = 0; i < 20; i++) assert.equal((await signIn(a, `user${i}@example.com`, 'wrong password here')).status, 401);
    assert.equal((await signIn(a, EMAIL, PASSWORD)).status, 429);
    const elsewhere = agent();
    elsewhere.ip = '192.0.2.8';
    assert.equal((await signIn(elsewhere, EMAIL, PASSWORD)).status, 303);
  });

  test('issue 4: sign-out (CSRF-checked) ends the session server-side and clears the cookie', async () => {
    await verifiedUser();
    const a = agent();
    await signIn(a, EMAIL, PASSWORD);
    const sessionId = a.cookies.get('nameport_session')!;
    const account = await a.get('/account');
    assert.equal((await a.post('/sign-out', {})).status, 403, 'sign-out without CSRF token');
    const out = await a.post('/sign-out', hiddenFields(account.body, '/sign-out'));
    assert.equal(out.status, 303);
    assert.equal(out.location, '/sign-in?signed_out=1');
    assert.match(a.setCookies.at(-1)!, /Max-Age=0/);
    // The old cookie value no longer works even if replayed.
    a.cookies.set('nameport_session', sessionId);
    assert.equal((await viewerOf(a)).kind, 'anonymous');
  });

  test('issue 4: an unverified user is a user but not "signed in" for the API (isSignedInVerified)', async () => {
    await createUser(handle.t.ctx, { email: EMAIL, password: PASSWORD });
    const a = agent();
    assert.equal((await signIn(a, EMAIL, PASSWORD)).status, 303);
    const viewer = await viewerOf(a);
    assert.equal(viewer.kind, 'user');
    assert.equal(viewer.verified, false);
  });

  test('issue 4: a session expires after 7 days', async () => {
    await verifiedUser();
    const a = agent();
    await signIn(a, EMAIL, PASSWORD);
    handle.t.clock.advance(7 * 24 * 3600_000 + 1_000);
    assert.equal((await viewerOf(a)).kind, 'anonymous');
  });

  test('OWASP open redirect: return_to must be a path on this site', async () => {
    await verifiedUser();
    for (const target of ['https://evil.example/', '//evil.example/x', '/\\evil.example']) {
      const response = await signIn(agent(), EMAIL, PASSWORD, target);
      assert.equal(response.location, '/account', target);
    }
  });

  test('OWASP open redirect: return_to with control characters, backslashes (raw or percent-encoded), absolute URLs or a path resolving to // lands on /account', { skip: REDIRECT_CASES_SKIP }, async () => {
    await verifiedUser();
    const targets = [
      '/\t/evil.example/x', // browsers strip the tab: //evil.example/x
      '/\n/evil.example/x',
      '/\r\n/evil.example/x',
      '/\u0000/evil.example',
      '\t//evil.example',
      '/\\evil.example', // browsers read \ as /
      '/\\\\evil.example',
      '\\\\evil.example',
      '/%09/evil.example/x', // percent-encoded variants in the path
      '/%0a/evil.example',
      '/%5c/evil.example',
      '/%5C%5Cevil.example',
      '/..//evil.example', // resolves to the path //evil.example
      '/./%2e%2e//evil.example',
      'https://evil.example/',
      'http:evil.example',
      'javascript:alert(1)',
      '//evil.example',
      '///evil.example',
      'evil.example',
      '',
    ];
    for (const target of targets) {
      const a = agent();
      // The query string is percent-encoded like a browser would (so the server decodes the raw characters).
      const page = await a.get(`/sign-in?return_to=${encodeURIComponent(target)}`);
      assert.equal(hiddenFields(page.body, '/sign-in').return_to, '/account', `form for ${JSON.stringify(target)}`);
      const response = await a.post('/sign-in', { ...hiddenFields(page.body, '/sign-in'), return_to: target, email: EMAIL, password: PASSWORD });
      assert.equal(response.status, 303);
      assert.equal(response.location, '/account', JSON.stringify(target));
    }
    // A real path on this site (the OAuth case) survives, query included, fragment dropped.
    const path = '/oauth/authorize?client_id=cli_1&redirect_uri=http%3A%2F%2F127.0.0.1%3A8976%2Fcallback&state=a%20b';
    assert.equal((await signIn(agent(), EMAIL, PASSWORD, path)).location, path);
    assert.equal((await signIn(agent(), EMAIL, PASSWORD, '/account#x')).location, '/account');
  });

  test('DESIGN races / issue 4: 30 concurrent wrong-password sign-ins for one account: exactly 5 reach the password check, the rest get 429', async () => {
    await verifiedUser();
    const agents = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        const a = agent();
        a.ip = `198.51.100.${i + 1}`; // distinct IPs: only the per-account limit applies
        const page = await a.get('/sign-in');
        return { a, fields: hiddenFields(page.body, '/sign-in') };
      }),
    );
    const responses = await Promise.all(agents.map(({ a, fields }) => a.post('/sign-in', { ...fields, email: EMAIL, password: 'wrong password here' })));
    const statuses = responses.map((r) => r.status);
    const checked = statuses.filter((s) => s === 401).length;
    assert.ok(checked <= 5, `${checked} attempts reached the password check: ${statuses.join(',')}`);
    assert.equal(checked, 5, 'exactly the 5 allowed attempts are checked (none lost to the race, none over)');
    assert.equal(statuses.filter((s) => s === 429).length, 30 - checked);
    // The right password is refused too until the window moves.
    assert.equal((await signIn(agent(), EMAIL, PASSWORD)).status, 429);
  });

  test('issue 4: a successful sign-in does not count as a failure, and attempts refused by the throttle do not extend the window', async () => {
    await verifiedUser();
    for (let i = 0; i < 4; i++) assert.equal((await signIn(agent(), EMAIL, 'wrong password here')).status, 401);
    for (let i = 0; i < 3; i++) assert.equal((await signIn(agent(), EMAIL, PASSWORD)).status, 303, 'successes are not failures');
    assert.equal((await signIn(agent(), EMAIL, 'wrong password here')).status, 401);
    handle.t.clock.advance(10 * 60_000);
    const blocked = await signIn(agent(), EMAIL, PASSWORD);
    assert.equal(blocked.status, 429);
    assert.equal(blocked.headers['retry-after'], '300');
    handle.t.clock.advance(5 * 60_000 + 1_000);
    assert.equal((await signIn(agent(), EMAIL, PASSWORD)).status, 303, 'the refused attempt did not extend the window');
  });
});
