import { createSocket, type RemoteInfo } from 'node:dgram';
import type { AddressInfo } from 'node:net';
import { DNS_TYPE, DnsFormatError, encodeFormatError, encodeResponse, parseQuery, type DnsResponse } from './dns-wire.js';

/**
 * What the loopback server does with one question: answer (after an optional delay), or stay silent (a
 * resolver then times out, like behind a dropped packet or a dead server).
 */
export type DnsServerDecision = (DnsResponse & { delayMs?: number }) | { silent: true };

export interface DnsServerOptions {
  /** Decides the answer for a question (name lower-cased, no trailing dot; type per RFC 1035 §3.2.2). */
  decide(name: string, type: number): DnsServerDecision;
  /** Called for every well-formed question as it arrives, before any delay (tests record queried names). */
  onQuery?(name: string, type: number): void;
  host?: string;
  port?: number;
}

export interface RunningDnsServer {
  host: string;
  port: number;
  /** `127.0.0.1:53535`: the form `dns.Resolver#setServers` and DNS_SERVERS take. */
  address: string;
  close(): Promise<void>;
}

/**
 * A tiny authoritative-style DNS server over UDP (RFC 1035 §4.2.1) on 127.0.0.1, answering from `decide`. Shared by
 * the `--sandbox` DNS stand-in and the test helper, so both exercise the production resolver code over the wire.
 * UDP only: our answers are a handful of NS records, far below the 512-octet limit, so TC is never set (§4.2.1).
 */
export async function startDnsServer(options: DnsServerOptions): Promise<RunningDnsServer> {
  const host = options.host ?? '127.0.0.1';
  // A large receive buffer: a burst of queries (100 searches × 10 names in bench/search.ts) must not be dropped here.
  const socket = createSocket({ type: host.includes(':') ? 'udp6' : 'udp4', recvBufferSize: 4 * 1024 * 1024 });
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;

  const send = (message: Buffer, to: RemoteInfo) => {
    if (!closed) socket.send(message, to.port, to.address);
  };

  socket.on('message', (message, from) => {
    let query: ReturnType<typeof parseQuery>;
    try {
      query = parseQuery(message);
    } catch (error) {
      if (error instanceof DnsFormatError && error.id !== null) send(encodeFormatError(error.id), from);
      return;
    }
    options.onQuery?.(query.name, query.type);
    // §4.1.1: only standard queries (OPCODE 0) are implemented.
    const decision: DnsServerDecision = query.opcode !== 0 ? { rcode: 'NOTIMP' } : options.decide(query.name, query.type);
    if ('silent' in decision) return;
    const answer = encodeResponse(query, decision);
    if (!decision.delayMs) return send(answer, from);
    const timer = setTimeout(() => {
      timers.delete(timer);
      send(answer, from);
    }, decision.delayMs);
    timers.add(timer);
  });

  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(options.port ?? 0, host, () => {
      socket.off('error', reject);
      resolve();
    });
  });
  const { port } = socket.address() as AddressInfo;
  return {
    host,
    port,
    address: host.includes(':') ? `[${host}]:${port}` : `${host}:${port}`,
    close: () => {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      return new Promise((resolve) => socket.close(() => resolve()));
    },
  };
}

/**
 * The usual decision for a table of delegations: NS answers for a delegated name, NODATA (RFC 2308 §2.2) for other
 * types at a delegated name, NXDOMAIN (RFC 1035 §4.1.1 RCODE 3) for every name not in the table.
 */
export function answerFromDelegations(delegations: ReadonlyMap<string, readonly string[]>, name: string, type: number): DnsResponse {
  const nameservers = delegations.get(name);
  if (!nameservers) return { rcode: 'NXDOMAIN' };
  return { rcode: 'NOERROR', nameservers: type === DNS_TYPE.NS ? nameservers : [] };
}
