import type { AddressInfo } from 'node:net';
import { after, before } from 'node:test';
import { runDueSyncs } from '../../src/modules/catalog/sync/schedule.js';
import { seedSandboxListings } from '../../src/modules/listings/sandbox-inventory.js';
import { useSandboxApp, type SandboxAppHandle } from './sandbox-app.js';

export interface SandboxServerHandle extends SandboxAppHandle {
  /** `http://127.0.0.1:<port>`: the real server, listening, for clients that speak HTTP (the SDK tests). */
  baseUrl: string;
}

/**
 * The sandbox app as `serve --sandbox` prepares it (price and TLD syncs from the built-in upstream, the 5,200
 * sandbox listings), listening on 127.0.0.1 on a free port for the file; closed by useSandboxApp's `after`.
 */
export function useSandboxServer(): SandboxServerHandle {
  // Registered before useSandboxApp's own `after` (hooks run in registration order), so app.close() below finds no
  // connection left. Node's fetch (undici) opens a fresh connection after a request is aborted mid-body and sends
  // nothing on it; server.close() would wait for Node's headers timeout (about 70 s) to drop it.
  after(() => handle.app?.server.closeAllConnections());
  const handle = useSandboxApp(async (runtime) => {
    await runDueSyncs(runtime.ctx);
    await seedSandboxListings(runtime.ctx);
  }) as SandboxServerHandle;
  before(async () => {
    await handle.app.listen({ port: 0, host: '127.0.0.1' });
    handle.baseUrl = `http://127.0.0.1:${(handle.app.server.address() as AddressInfo).port}`;
  });
  return handle;
}
