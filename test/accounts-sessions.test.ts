import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createUser } from '../src/accounts/users.js';
import { resolveViewer } from '../src/http/viewer.js';
import { useTestApp } from './helpers/app.js';
import { hiddenFields, SessionAgent, signIn } from './helpers/session-agent.js';

const EMAIL = 'grace@example.com';
const PASSWORD = 'a long enough password';

/** Sign-up with a verification link, sign-in, sign-out, CSRF, throttling, cookies and the viewer helper (issue 4). */
describe('accounts and browser sessions', () => {
  const handle = useTestApp({
    extend: (app) => app.get('/test/viewer', { schema: { hide: true } }, async (request) => resolveViewer(handle.t.ctx, request)),
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

  test('issue 4: sign-up of a taken address answers like a new one and sends nothing; a short password is refused', async () => {
    await verifiedUser();
    const a = agent();
    const page = await a.get('/sign-up');
    const before = handle.t.logs.filter((l) => l.mail).length;
    const taken = await a.post('/sign-up', { ...hiddenFields(page.body, '/sign-up'), email: EMAIL, password: PASSWORD });
    assert.equal(taken.status, 200);
    assert.match(taken.body, /Check your email/);
    assert.equal(handle.t.logs.filter((l) => l.mail).length, before);
    const short = await a.post('/sign-up', { ...hiddenFields(page.body, '/sign-up'), email: 'new@example.com', password: 'short' });
    assert.equal(short.status, 400);
    assert.match(short.body, /at least 10 characters/);
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
});
