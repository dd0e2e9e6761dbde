import { SingleFlight } from '../../platform/lib/single-flight.js';
import type { FixedWindowLimiter } from '../../platform/limits/limiter.js';
import type { Limits } from '../../platform/limits/index.js';
import type { WhoisRecord } from '../../providers/whois-record.js';
import { createWhoisQuota } from './quota.js';

/** Per-process state of the WHOIS service: concurrent lookups of one domain share one provider call; the daily quota. */
export class WhoisState {
  readonly providerCalls = new SingleFlight<WhoisRecord>();
  readonly quota: FixedWindowLimiter;

  constructor(limits: Limits) {
    this.quota = createWhoisQuota(limits);
  }
}
