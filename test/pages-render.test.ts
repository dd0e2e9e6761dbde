// test-plan: PGlite only: renders the sign-up, sign-in, account and consent pages in Chromium; the accounts, sessions and grants behind them are checked on both databases by test/accounts-sessions.test.ts and the oauth tests
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { browserSkip, SKIP_BROWSER } from './helpers/browser.js';
import { startBrowserRig, type BrowserRig } from './helpers/oauth-browser.js';
import { authorizeUrl, createVerifiedUser, newPkce, registerClient, USER_EMAIL, USER_PASSWORD } from './helpers/oauth-client.js';

/**
 * The server-rendered pages in Chromium (issue 4: "pages render without console errors"): sign-up with the
 * logged verification link, sign-in, account, sign-out, error pages, and escaping of client-supplied text.
 */
let rig: BrowserRig | undefined;

before(async () => {
  if (SKIP_BROWSER) return;
  rig = await startBrowserRig();
});

after(async () => {
  await rig?.close();
});

/**
 * Problems other than the expected status of the page itself: an error page is meant to answer 4xx, and
 * Chromium reports that status of the document as a "Failed to load resource" console line too.
 */
function unexpected(problems: string[], expected?: { status: number; method: 'GET' | 'POST'; url: string }): string[] {
  if (!expected) return problems;
  return problems.filter((p) => p !== `HTTP ${expected.status}: ${expected.method} ${expected.url}`
    && !(p.startsWith(`console error: Failed to load resource: the server responded with a status of ${expected.status} `) && p.endsWith(`(${expected.url})`)));
}

async function assertStyled(page: Page): Promise<void> {
  // The stylesheet loaded under the page's CSP (no inline styles, no scripts): the card has its border.
  // (The function runs in the page; this project's TypeScript has no DOM lib, hence the cast.)
  const border = await page.locator('main.card').evaluate((el) =>
    (globalThis as unknown as { getComputedStyle(e: unknown): { borderTopStyle: string } }).getComputedStyle(el).borderTopStyle);
  assert.equal(border, 'solid');
}

test('issue 4: sign-up → verification link (from the log) → sign-in → account → sign-out render without console errors', { skip: browserSkip(), timeout: 120_000 }, async () => {
  const { t, origin, browser } = rig!;
  const { page, problems } = await browser.newPage();
  try {
    await page.goto(`${origin}/sign-up`);
    await assertStyled(page);
    await page.getByLabel('Email').fill('lin@example.com');
    await page.getByLabel(/^Password/).fill('a good long password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();

    const mail = t.logs.findLast((line) => (line.mail as { to?: string } | undefined)?.to === 'lin@example.com')!.mail as { text: string };
    const link = /http:\/\/\S+/.exec(mail.text)![0];
    assert.ok(link.startsWith(`${origin}/verify?token=`), link);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Email confirmed' }).waitFor();
    await page.getByRole('link', { name: 'Sign in' }).click();

    await page.getByLabel('Email').fill('lin@example.com');
    await page.getByLabel('Password').fill('a good long password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Your account' }).waitFor();
    assert.match(await page.locator('main').innerText(), /Signed in as lin@example\.com/);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByText('You are signed out.').waitFor();
    assert.deepEqual(unexpected(problems), [], problems.join('\n'));
    assert.deepEqual(browser.blocked, []);
  } finally {
    await page.close();
  }
});

test('issue 4: a failed sign-in shows the error on the page (401) without console errors', { skip: browserSkip(), timeout: 60_000 }, async () => {
  const { origin, browser } = rig!;
  const { page, problems } = await browser.newPage();
  try {
    await page.goto(`${origin}/sign-in`);
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByLabel('Password').fill('wrong password here');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').waitFor();
    assert.equal(await page.getByRole('alert').innerText(), 'The email address or password is not right.');
    assert.equal(await page.getByLabel('Email').inputValue(), 'nobody@example.com');
    assert.deepEqual(unexpected(problems, { status: 401, method: 'POST', url: `${origin}/sign-in` }), [], problems.join('\n'));
  } finally {
    await page.close();
  }
});

test('issue 4: an unregistered redirect_uri shows an error page in the browser and the browser stays on our origin', { skip: browserSkip(), timeout: 60_000 }, async () => {
  const { origin, callbackUrl, browser } = rig!;
  const kit = await registerClient(origin, undefined, callbackUrl);
  const { page, problems } = await browser.newPage();
  try {
    const url = `${origin}${authorizeUrl(kit, await newPkce(), { redirect_uri: 'https://attacker.example/steal' })}`;
    const response = await page.goto(url);
    assert.equal(response?.status(), 400);
    assert.equal(new URL(page.url()).origin, origin);
    assert.equal(await page.locator('h1').innerText(), 'Invalid redirect');
    await assertStyled(page);
    assert.deepEqual(unexpected(problems, { status: 400, method: 'GET', url }), [], problems.join('\n'));
    assert.deepEqual(browser.blocked, []);
  } finally {
    await page.close();
  }
});

test('issue 4: the consent page shows a hostile client_name as text (escaped), never as markup', { skip: browserSkip(), timeout: 60_000 }, async () => {
  const { t, origin, callbackUrl, browser } = rig!;
  await createVerifiedUser(t.ctx).catch(() => undefined);
  const name = '<img src=x onerror="alert(1)"> & "Co"';
  const registered = await fetch(`${origin}/api/oauth/register`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ redirect_uris: [callbackUrl], client_name: name }),
  }).then((r) => r.json() as Promise<{ client_id: string }>);
  const { page, problems } = await browser.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  try {
    const pkce = await newPkce();
    const path = `/oauth/authorize?${new URLSearchParams({ response_type: 'code', client_id: registered.client_id, redirect_uri: callbackUrl, code_challenge: pkce.challenge, code_challenge_method: 'S256', state: '"><script>alert(2)</script>' })}`;
    await page.goto(`${origin}${path}`);
    if (new URL(page.url()).pathname === '/sign-in') {
      await page.getByLabel('Email').fill(USER_EMAIL);
      await page.getByLabel('Password').fill(USER_PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
    }
    await page.getByRole('heading', { name: 'Allow access?' }).waitFor();
    assert.equal(await page.locator('.client').innerText(), name);
    assert.equal(await page.locator('main img').count(), 0);
    assert.equal(await page.locator('main script').count(), 0);
    assert.deepEqual(dialogs, []);
    assert.deepEqual(unexpected(problems), [], problems.join('\n'));
  } finally {
    await page.close();
  }
});
