import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

/**
 * Real-browser tests drive Debian's Chromium through playwright-core. Playwright never downloads a
 * browser here: the system one is used, and a missing one is a test failure, not a silent skip
 * (CI installs it with `apt-get install -y chromium`). NAMEPORT_SKIP_BROWSER=1 skips these tests.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const SKIP_BROWSER = process.env.NAMEPORT_SKIP_BROWSER === '1';

/** For `test(name, { skip: browserSkip() }, …)`: a reason when NAMEPORT_SKIP_BROWSER=1, otherwise false. */
export function browserSkip(): string | false {
  return SKIP_BROWSER ? 'NAMEPORT_SKIP_BROWSER=1' : false;
}

/** Fails with an actionable message when the system Chromium is not installed. */
export function assertChromiumInstalled(): void {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is not installed at ${CHROMIUM_PATH}: the browser tests need it. ` +
        'Install it with `npm run test:setup` or `apt-get update && apt-get install -y chromium` (CI does), ' +
        'or set NAMEPORT_SKIP_BROWSER=1 to skip the browser tests.',
    );
  }
}

/** Flags for a quiet, offline, throw-away headless Chromium (the profile dir is passed separately). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
  '--disable-default-apps',
  '--disable-domain-reliability',
  '--disable-breakpad',
  '--disable-client-side-phishing-detection',
  '--metrics-recording-only',
  '--no-default-browser-check',
];

/**
 * A host name for the app other than localhost/127.0.0.1, resolved by Chromium itself to 127.0.0.1
 * (--host-resolver-rules; no DNS query). Browsers treat loopback addresses as secure contexts, so only a
 * name like this shows how the page behaves on a plain-HTTP deployment (an internal host, a LAN address).
 * `.test` is reserved for testing (RFC 2606).
 */
export const TEST_HOST = 'nameport.test';

export interface WatchedPage {
  page: Page;
  /** Console errors, uncaught page errors, failed requests and 4xx/5xx answers, as text. */
  problems: string[];
}

export interface BrowserSession {
  context: BrowserContext;
  /** Requests that were aborted because they left the allowed origins (tests never reach the internet). */
  blocked: string[];
  /** A new tab whose problems are recorded. */
  newPage(): Promise<WatchedPage>;
  close(): Promise<void>;
}

/**
 * Starts Chromium on a fresh --user-data-dir. Every request to an origin not in `allowedOrigins` is
 * aborted and recorded in `blocked`.
 */
export async function openBrowser(allowedOrigins: string[]): Promise<BrowserSession> {
  assertChromiumInstalled();
  const userDataDir = await mkdtemp(join(tmpdir(), 'nameport-chromium-'));
  let context: BrowserContext;
  try {
    // launchPersistentContext is Playwright's way of running on a given --user-data-dir.
    context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${TEST_HOST} 127.0.0.1`],
      viewport: { width: 1280, height: 900 },
      timeout: 60_000,
    });
  } catch (error) {
    await rm(userDataDir, { recursive: true, force: true });
    throw error;
  }
  const allowed = new Set(allowedOrigins);
  const blocked: string[] = [];
  await context.route('**/*', async (route) => {
    const url = route.request().url();
    if (url.startsWith('data:') || url.startsWith('blob:') || allowed.has(new URL(url).origin)) return route.continue();
    blocked.push(url);
    return route.abort('blockedbyclient');
  });
  // The persistent context opens with one blank tab; it is closed so every test page is watched.
  for (const page of context.pages()) await page.close();
  return {
    context,
    blocked,
    newPage: async () => {
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console error: ${message.text()} (${message.location().url})`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('requestfailed', (request) => problems.push(`request failed: ${request.method()} ${request.url()}: ${request.failure()?.errorText ?? '?'}`));
      page.on('response', (response) => {
        if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
      });
      return { page, problems };
    },
    close: async () => {
      await context.close().catch(() => undefined);
      await rm(userDataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A free TCP port on 127.0.0.1. The app must know its own origin before it is built (PUBLIC_BASE_URL is
 * the `servers` entry of the OpenAPI document, and the docs page's CSP only lets "Try it out" call its
 * own origin), so the port is reserved here and the app then listens on it.
 */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('could not reserve a port');
  return address.port;
}
