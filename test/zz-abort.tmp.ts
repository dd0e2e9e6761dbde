import { test } from 'node:test';
import { useSandboxServer } from './helpers/sandbox-server.js';
import { Nameport } from '../sdk/js/src/index.js';
const s = useSandboxServer();
test('x', async () => {
  const t0 = Date.now();
  const log = (m: string) => process.stderr.write(`DBG ${m} ${Date.now() - t0}\n`);
  s.app.server.on('connection', (sock) => { log('conn open'); sock.on('close', () => log('conn closed')); });
  const c = new AbortController();
  try {
    for await (const e of new Nameport({ baseUrl: s.baseUrl }).searchStream(process.env.Q ?? 'zz-abort.com', { signal: c.signal })) { log(e.kind); if (e.kind === 'header') c.abort(); }
  } catch (e) { log(String(e)); }
  await new Promise((r) => setTimeout(r, 500));
  log('closing');
  const closing = s.app.close(); await closing; log('closed');
});
