import type { Logger } from 'pino';
import type { Mailer } from './modules/accounts/mailer.js';
import type { BulkWorkerState } from './modules/bulk/state.js';
import type { Clock, IdGenerator } from './platform/clock.js';
import type { Config } from './platform/config.js';
import type { RootZone } from './domains/root-zone.js';
import type { PriceBook } from './modules/catalog/pricing/price-book.js';
import type { WhoisFallbackProvider } from './providers/domainiq/client.js';
import type { RdapProvider } from './providers/rdap/client.js';
import type { DnsProvider } from './providers/dns/types.js';
import type { AvailabilityProvider, RegistrarProvider, RegistryDataProvider } from './providers/rtr/types.js';
import type { PartnerState } from './modules/partners/state.js';
import type { Limits } from './platform/limits/index.js';
import type { FixedWindowLimiter } from './platform/limits/limiter.js';
import type { RegistrarGate } from './modules/search/registrar-gate.js';
import type { Db } from './platform/db/db.js';
import type { TldMetadataState } from './modules/catalog/tlds/state.js';
import type { WhoisState } from './modules/whois/state.js';
import type { WebhookState } from './modules/webhooks/state.js';
import type { SiteProbe } from './providers/site-probe/types.js';

/**
 * Everything a service needs, built once and passed explicitly (DESIGN.md): no module-level
 * singletons, so tests build a context with a manual clock and a local fake upstream.
 */
export interface AppContext {
  config: Config;
  db: Db;
  clock: Clock;
  ids: IdGenerator;
  log: Logger;
  /** Realtime Register (or the built-in sandbox upstream speaking its format). */
  registry: RegistryDataProvider;
  /** The registrar holding users' domains (Realtime Register): renewals and updates of bulk operations. */
  registrar: RegistrarProvider;
  rootZone: RootZone;
  tldMetadata: TldMetadataState;
  priceBook: PriceBook;
  bulk: BulkWorkerState;
  /** Outgoing email (verification links): SMTP via SMTP_URL, or the log in development (issue 4). */
  mailer: Mailer;
  /** RDAP: IANA bootstrap → registry → registrar (shared by WHOIS and domain search). */
  rdap: RdapProvider;
  /** DomainIQ, the WHOIS fallback (skipped when DOMAINIQ_API_KEY is not set). */
  domainIq: WhoisFallbackProvider;
  whois: WhoisState;
  /** The counter stores of every limit and quota (partner, search, WHOIS), and the Redis connection if configured. */
  limits: Limits;
  /** Interface B (issue 10): partner secrets, credential cache, nonce and rate-limit store, inventory search. */
  partner: PartnerState;
  /** NS delegation lookups (domain search). */
  dns: DnsProvider;
  /** The registrar's domain check (Realtime Register); null when not configured. */
  availability: AvailabilityProvider | null;
  /** Domain search state: the registrar check behind its concurrency bound and rate-limit back-off (null when no registrar is configured). */
  search: { registrar: RegistrarGate | null; limiter: FixedWindowLimiter };
  /** Webhook delivery (issue 17): the HTTP sender, its settings (timeout, poll interval) and serve's dispatcher. */
  webhooks: WebhookState;
  /** Brokerage eligibility (issue 19): does a registered domain run an active site, is it parked, or has it none. */
  siteProbe: SiteProbe;
}
