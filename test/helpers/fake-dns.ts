import { startDnsServer, type RunningDnsServer } from '../../src/providers/dns/dns-server.js';
import { DNS_TYPE } from '../../src/providers/dns/dns-wire.js';

/**
 * What the fake answers for a name: its NS list (NOERROR), NOERROR without NS (NODATA, RFC 2308 §2.2),
 * SERVFAIL / REFUSED (RFC 1035 §4.1.1 RCODE 2 / 5), or nothing at all ('hang': the resolver times out).
 * Names not in the table are NXDOMAIN (RCODE 3).
 */
export type FakeDnsAnswer = string[] | 'nodata' | 'servfail' | 'refused' | 'hang';

/**
 * A small DNS server on 127.0.0.1 (UDP) for tests, scripted per name; it is the same server code as the sandbox's
 * (src/providers/dns/dns-server.ts), speaking the real wire format to node's resolver.
 */
export class FakeDns {
  readonly answers = new Map<string, FakeDnsAnswer>();
  /** Per-name latency before the answer is sent. */
  readonly delays = new Map<string, number>();
  /** Every name asked about, in arrival order (recorded before any delay). */
  readonly queried: string[] = [];
  private server: RunningDnsServer | undefined;

  /** `127.0.0.1:<port>`, for `DnsResolverProvider`'s `servers` or DNS_SERVERS. */
  get address(): string {
    if (!this.server) throw new Error('FakeDns is not started');
    return this.server.address;
  }

  /** Sets one name's answer (names are matched lower-cased, as A-labels), optionally with a delay. */
  set(name: string, answer: FakeDnsAnswer, delayMs?: number): this {
    this.answers.set(name.toLowerCase(), answer);
    if (delayMs !== undefined) this.delays.set(name.toLowerCase(), delayMs);
    return this;
  }

  reset(): void {
    this.answers.clear();
    this.delays.clear();
    this.queried.length = 0;
  }

  async start(): Promise<this> {
    this.server = await startDnsServer({
      onQuery: (name) => this.queried.push(name),
      decide: (name, type) => {
        const answer = this.answers.get(name);
        const delayMs = this.delays.get(name) ?? 0;
        if (answer === 'hang') return { silent: true };
        if (answer === undefined) return { rcode: 'NXDOMAIN', delayMs };
        if (answer === 'servfail') return { rcode: 'SERVFAIL', delayMs };
        if (answer === 'refused') return { rcode: 'REFUSED', delayMs };
        if (answer === 'nodata' || type !== DNS_TYPE.NS) return { rcode: 'NOERROR', nameservers: [], delayMs };
        return { rcode: 'NOERROR', nameservers: answer, delayMs };
      },
    });
    return this;
  }

  async stop(): Promise<void> {
    await this.server?.close();
  }
}
