import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { syncPrices } from '../../src/modules/catalog/pricing/sync.js';
import type { Db } from '../../src/platform/db/db.js';
import { buildTestApp, type TestApp } from './app.js';
import { assertChromiumInstalled, freePort, openBrowser, type BrowserSession } from './browser.js';
import { openTestDb } from './db.js';
import { FakeRtr } from './fake-rtr.js';

/**
 * The app listening on 127.0.0.1 (PUBLIC_BASE_URL = its real origin, so the issuer and `iss` are what the
 * browser sees), a stand-in client callback server on another loopback port, and Chromium allowed to reach
 * only those two origins.
 */
export interface BrowserRig {
  t: TestApp;
  origin: string;
  callbackUrl: string;
  browser: BrowserSession;
  close(): Promise<void>;
}

export async function startBrowserRig(): Promise<BrowserRig> {
  assertChromiumInstalled();
  const db: Db = await openTestDb();
  const rtr = await new FakeRtr().start();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const t = await buildTestApp(db, rtr, { PUBLIC_BASE_URL: origin });
  await syncPrices(t.ctx);
  await t.app.listen({ host: '127.0.0.1', port });
  const callback: Server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><html lang="en"><head><title>Client callback</title><link rel="icon" href="data:,"></head><body>callback received</body></html>');
  });
  await new Promise<void>((resolve) => callback.listen(0, '127.0.0.1', resolve));
  const callbackOrigin = `http://127.0.0.1:${(callback.address() as AddressInfo).port}`;
  const browser = await openBrowser([origin, callbackOrigin]);
  return {
    t,
    origin,
    callbackUrl: `${callbackOrigin}/callback`,
    browser,
    close: async () => {
      await browser.close();
      callback.closeAllConnections();
      await new Promise<void>((resolve) => callback.close(() => resolve()));
      await t.close();
      await rtr.stop();
      await db.close();
    },
  };
}
