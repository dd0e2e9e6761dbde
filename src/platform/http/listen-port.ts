import { createServer } from 'node:net';
import { listenBaseUrl, type Config } from '../config.js';

/**
 * `--port 0` (any free port): the base URL derived from the listen address (src/platform/config.ts `listenBaseUrl`) must name
 * the real port, and it is written into the app (OAuth issuer, OpenAPI `servers`, MCP descriptors) before the app
 * listens. So a free port is found first, by binding port 0 on the listen host and releasing it, and the app then
 * listens on that port. Another process could take the port in between; `listen` then fails with EADDRINUSE, as
 * with any fixed port. A PUBLIC_BASE_URL set by the operator is kept as it is.
 */
export async function withFreePort(config: Config): Promise<Config> {
  if (config.port !== 0) return config;
  const port = await findFreePort(config.host);
  const derived = config.publicBaseUrl === listenBaseUrl(config.host, 0);
  return { ...config, port, publicBaseUrl: derived ? listenBaseUrl(config.host, port) : config.publicBaseUrl };
}

async function findFreePort(host: string): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, resolve);
  });
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error(`could not find a free port on ${host}`);
  return address.port;
}
