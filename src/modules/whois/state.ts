import { SingleFlight } from '../../platform/lib/single-flight.js';
import type { WhoisRecord } from '../../providers/whois-record.js';

/** Per-process state of the WHOIS service: concurrent lookups of one domain share one provider call. */
export class WhoisState {
  readonly providerCalls = new SingleFlight<WhoisRecord>();
}
