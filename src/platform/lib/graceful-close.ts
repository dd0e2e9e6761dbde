import type { Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Logger } from 'pino';

/**
 * The HTTP side of a bounded shutdown (issue 14 item 9; README "Stopping").
 *
 * Node's server.close() (which fastify's close() calls) stops accepting and closes the keep-alive connections that
 * sit idle after a response, but waits for every other connection: one opened without a request yet (a client's
 * pre-connected pool, a browser's speculative connection) or with a request head still arriving counts as active,
 * and kept `serve` alive for fastify's keep-alive timeout (72 s) after SIGTERM. This tracker knows which
 * connections carry a request in progress; at drain it closes all others, lets each request in progress finish and
 * then closes its connection, and at the deadline closes everything left.
 */
export interface ConnectionTracker {
  /** Closes every connection without a request in progress (and any new one); the others close after their response. */
  drain(): void;
  /** Closes every connection now (the grace period is over). Returns how many were still open. */
  closeAll(): number;
}

export function trackConnections(server: Server): ConnectionTracker {
  /** Open connections → the responses in progress on each. */
  const open = new Map<Socket, Set<ServerResponse>>();
  let draining = false;

  server.on('connection', (socket: Socket) => {
    if (draining) {
      socket.destroy();
      return;
    }
    open.set(socket, new Set());
    socket.once('close', () => open.delete(socket));
  });
  server.on('request', (request, response: ServerResponse) => {
    const inFlight = open.get(request.socket);
    if (!inFlight) return;
    inFlight.add(response);
    if (draining) closeAfter(response);
    response.once('close', () => {
      inFlight.delete(response);
      // Answered during the drain: the client must not send its next request here.
      if (draining && inFlight.size === 0) request.socket.destroySoon();
    });
  });

  return {
    drain: () => {
      draining = true;
      for (const [socket, inFlight] of open) {
        if (inFlight.size === 0) socket.destroy();
        else for (const response of inFlight) closeAfter(response);
      }
    },
    closeAll: () => {
      const count = open.size;
      for (const socket of open.keys()) socket.destroy();
      return count;
    },
  };
}

/** A response whose head is not sent yet says `Connection: close`, so the client does not reuse the connection. */
function closeAfter(response: ServerResponse): void {
  if (!response.headersSent) response.setHeader('connection', 'close');
}

/**
 * Closes the app: stops accepting, closes idle connections, gives requests in progress `graceMs` to finish, then
 * closes whatever is left. Resolves when the server is closed.
 */
export async function closeGracefully(app: { close(): Promise<unknown> }, tracker: ConnectionTracker, graceMs: number, log: Logger): Promise<void> {
  const closing = app.close();
  tracker.drain();
  const deadline = setTimeout(() => {
    const count = tracker.closeAll();
    if (count > 0) log.warn({ connections: count, grace_seconds: graceMs / 1000 }, 'shutdown grace period over: closed the connections still open');
  }, graceMs);
  try {
    await closing;
  } finally {
    clearTimeout(deadline);
  }
}

/** After the grace period, what the rest of the shutdown (background jobs, pools) may still take. */
const SHUTDOWN_BACKSTOP_MS = 5_000;

/**
 * The last bound: if the shutdown has not finished SHUTDOWN_BACKSTOP_MS after the grace period (a pool or a job
 * that does not close), the process exits with 1 and says so. The timer does not keep the process alive.
 */
export function armShutdownBackstop(graceMs: number, log: Logger): void {
  setTimeout(() => {
    log.error({ grace_seconds: graceMs / 1000 }, 'shutdown did not finish in time; exiting');
    process.exit(1);
  }, graceMs + SHUTDOWN_BACKSTOP_MS).unref();
}
