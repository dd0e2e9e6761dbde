/**
 * The fake upstreams of bench/search.ts, run in a worker thread so their work does not share the event loop of the
 * server under test: DNS over UDP (the production resolver asks it), RDAP over HTTP and the Realtime Register domain
 * check over HTTP, each answering after `latencyMs`. Posts `{dns, rdap, rtr}` addresses when listening.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';
import { startDnsServer } from '../src/providers/dns/dns-server.js';

const { latencyMs, registeredTlds } = workerData as { latencyMs: number; registeredTlds: string[] };
const registered = new Set(registeredTlds);

async function slowHttp(answer: (path: string) => { status: number; body: unknown }): Promise<string> {
  const server = createServer((req, res) => {
    setTimeout(() => {
      const { status, body } = answer(new URL(req.url ?? '/', 'http://x').pathname);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    }, latencyMs);
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

const dns = await startDnsServer({
  decide: (name) => {
    const tld = name.slice(name.lastIndexOf('.') + 1);
    return registered.has(tld) && name.startsWith('bench')
      ? { rcode: 'NOERROR', nameservers: ['ns1.bench.test', 'ns2.bench.test'], delayMs: latencyMs }
      : { rcode: 'NXDOMAIN', delayMs: latencyMs };
  },
});
const rdap = await slowHttp(() => ({ status: 404, body: { errorCode: 404, title: 'Not Found' } }));
const rtr = await slowHttp((path) => ({ status: path.endsWith('/check') ? 200 : 404, body: { available: true } }));
parentPort!.postMessage({ dns: dns.address, rdap, rtr });
