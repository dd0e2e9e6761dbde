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
 * connections carry a request in progress; at drain each request in progress finishes and then its connection closes,
 * the other connections close after DRAIN_LINGER_MS, and at the deadline everything left closes.
 *
 * Why idle connections linger instead of closing at once (README "Several instances behind a load balancer"): a load
 * balancer keeps idle connections to every instance and may have just written a request on one when the instance
 * closes it, or the request may sit unread in the socket. Closing then resets a request that was already sent, which
 * nginx does not retry for a POST (not idempotent): with two instances behind nginx, about one POST in three stops
 * answered 502 at a SIGTERM under load (test/scale-out.test.ts). During the linger such a request is served, with
 * `Connection: close`; the listening socket is closed at once, so new connections go to another instance.
 */
export const DRAIN_LINGER_MS = 1_000;

export interface ConnectionTracker {
  /**
   * Serves requests arriving on open connections during DRAIN_LINGER_MS (then closes each connection after its
   * response), and closes the connections still without a request, and any new one, after it.
   */
  drain(): void;
  /** Closes every connection now (the grace period is over). Returns how many were still open. */
  closeAll(): number;
}

export function trackConnections(server: Server): ConnectionTracker {
  /** Open connections → the responses in progress on each. */
  const open = new Map<Socket, Set<ServerResponse>>();
  let draining = false;
  let lingerOver = false;

  server.on('connection', (socket: Socket) => {
    // One accepted just before the listening socket closed may already carry a request: it lingers like the others.
    if (lingerOver) {
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
      // A response that said `Connection: close` closes its connection itself. One whose head left before the drain
      // said keep-alive, and the client may already have sent its next request: the connection lingers like an
      // idle one (closing it now would reset that request), and closes at once only once the linger is over.
      if (lingerOver && inFlight.size === 0) request.socket.destroySoon();
    });
  });

  return {
    drain: () => {
      draining = true;
      // Node's server.close() and fastify's close() close idle keep-alive connections at once: not until the linger
      // is over (an own property shadows the method for this server only).
      server.closeIdleConnections = () => {};
      for (const inFlight of open.values()) for (const response of inFlight) closeAfter(response);
      setTimeout(() => {
        lingerOver = true;
        Reflect.deleteProperty(server, 'closeIdleConnections');
        for (const [socket, inFlight] of open) if (inFlight.size === 0) socket.destroy();
      }, DRAIN_LINGER_MS).unref();
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
  if (response.headersSent) return;
  response.setHeader('connection', 'close');
  // A hijacked reply's writer may set its own: the MCP SDK answers a POST with an event stream that says
  // `Connection: keep-alive`, and Node keeps the connection open for an explicit keep-alive. writeHead() sets its
  // headers through setHeader once one is set, so ignoring `connection` here keeps `close`.
  const setHeader = response.setHeader.bind(response);
  response.setHeader = (name, value) => (name.toLowerCase() === 'connection' ? response : setHeader(name, value));
}

/**
 * Closes the app: stops accepting, closes idle connections after DRAIN_LINGER_MS, gives requests in progress `graceMs`
 * to finish, then closes whatever is left. Resolves when the server is closed.
 */
export async function closeGracefully(app: { close(): Promise<unknown> }, tracker: ConnectionTracker, graceMs: number, log: Logger): Promise<void> {
  tracker.drain();
  const closing = app.close();
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
