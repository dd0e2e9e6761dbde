import pino, { type Logger } from 'pino';
import { createMailer, type Mailer } from './modules/accounts/mailer.js';
import { randomIds, systemClock, type Clock, type IdGenerator } from './platform/clock.js';
import { BulkWorkerState } from './modules/bulk/state.js';
import type { Config } from './platform/config.js';
import type { AppContext } from './context.js';
import { FEATURES } from './features.js';
import { RootZone } from './domains/root-zone.js';
import { PriceBook } from './modules/catalog/pricing/price-book.js';
import { DomainIqClient, type WhoisFallbackProvider } from './providers/domainiq/client.js';
import { RdapBootstrap } from './providers/rdap/bootstrap.js';
import { RdapClient, type RdapProvider } from './providers/rdap/client.js';
import { DnsResolverProvider } from './providers/dns/resolver-provider.js';
import { startSandboxDns } from './providers/dns/sandbox.js';
import type { DnsProvider } from './providers/dns/types.js';
import { RegistrarGate } from './modules/search/registrar-gate.js';
import { createSearchLimiter } from './modules/search/rate-limit.js';
import { startSandboxRdap } from './providers/rdap/sandbox-upstream.js';
import { RtrClient } from './providers/rtr/client.js';
import { SANDBOX_API_KEY, SANDBOX_CUSTOMER, startSandboxUpstream } from './providers/rtr/sandbox-upstream.js';
import type { AvailabilityProvider, RegistrarProvider, RegistryDataProvider } from './providers/rtr/types.js';
import type { Db } from './platform/db/db.js';
import { openDatabase } from './platform/db/open.js';
import { createPartnerState } from './modules/partners/state.js';
import { createLimits } from './platform/limits/index.js';
import { TldMetadataState } from './modules/catalog/tlds/state.js';
import { WhoisState } from './modules/whois/state.js';
import { createWebhookState } from './modules/webhooks/state.js';
import { HttpSiteProbe } from './providers/site-probe/http-probe.js';
import { startSandboxSites } from './providers/site-probe/sandbox-sites.js';
import type { SiteProbe } from './providers/site-probe/types.js';

export interface ContextOverrides {
  clock?: Clock;
  ids?: IdGenerator;
  log?: Logger;
  db?: Db;
  mailer?: Mailer;
  registry?: RegistryDataProvider;
  registrar?: RegistrarProvider;
  rdap?: RdapProvider;
  domainIq?: WhoisFallbackProvider;
  dns?: DnsProvider;
  /** The registrar's availability check; `null` turns it off (search then never confirms "available"). */
  availability?: AvailabilityProvider | null;
  /** Brokerage eligibility's site probe (tests give one whose DNS and HTTP point at 127.0.0.1 fakes). */
  siteProbe?: SiteProbe;
}

export interface Runtime {
  ctx: AppContext;
  close(): Promise<void>;
}

/**
 * Builds the context the process runs on. In sandbox mode the built-in sandbox upstream is started
 * and the real RTR client is pointed at it. Tests pass their own clock, database and upstream.
 */
export async function createRuntime(config: Config, overrides: ContextOverrides = {}): Promise<Runtime> {
  const closers: (() => Promise<void>)[] = [];
  const log = overrides.log ?? pino({ level: config.logLevel, base: { service: 'nameport' } });
  const clock = overrides.clock ?? systemClock;

  // Realtime Register is both the registry-data source and the registrar holding users' domains.
  let rtrClient: RtrClient | undefined;
  if (!overrides.registry || !overrides.registrar) {
    let rtr = config.rtr;
    if (config.sandbox) {
      const upstream = await startSandboxUpstream({ transferDelaySeconds: config.sandboxTransferDelaySeconds });
      closers.push(upstream.close);
      rtr = { ...rtr, baseUrl: upstream.baseUrl, apiKey: SANDBOX_API_KEY, customer: SANDBOX_CUSTOMER };
    }
    rtrClient = new RtrClient(rtr);
  }
  const registry = overrides.registry ?? rtrClient!;
  const registrar = overrides.registrar ?? rtrClient!;

  let rdap = overrides.rdap;
  if (!rdap) {
    let bootstrap: RdapBootstrap;
    // Only the sandbox's own loopback mirror may be followed to a private address (SSRF guard, rdap/guarded-http.ts).
    let allowPrivateAddresses = false;
    // The sandbox mirrors the RDAP servers on loopback (assets/rdap/sandbox) unless a bootstrap file is given.
    if (config.sandbox && !config.whois.rdapBootstrapFile) {
      const sandboxRdap = await startSandboxRdap();
      closers.push(sandboxRdap.close);
      bootstrap = sandboxRdap.bootstrap;
      allowPrivateAddresses = true;
    } else {
      bootstrap = RdapBootstrap.load(config.whois.rdapBootstrapFile);
    }
    // Only the shipped copy is refreshed from IANA (in the background of lookups); a given file is used as is.
    const refresh = !config.sandbox && !config.whois.rdapBootstrapFile && config.whois.rdapBootstrapRefreshSeconds > 0
      ? {
        url: config.whois.rdapBootstrapUrl,
        intervalMs: config.whois.rdapBootstrapRefreshSeconds * 1000,
        clock,
        onResult: (error: Error | null) => (error
          ? log.warn({ err: error.message }, 'RDAP bootstrap refresh failed; keeping the bootstrap in use')
          : log.info('RDAP bootstrap refreshed')),
      }
      : undefined;
    rdap = new RdapClient({ bootstrap, timeoutMs: config.whois.rdapTimeoutMs, refresh, allowPrivateAddresses, clock });
  }
  const domainIq = overrides.domainIq ?? new DomainIqClient(config.whois.domainIq);

  // DNS delegation for domain search: the sandbox answers from its own loopback server (offline, same resolver code).
  let dns = overrides.dns;
  let servers = config.dns.servers;
  if (!dns) {
    if (config.sandbox && !servers) {
      const sandboxDns = await startSandboxDns();
      closers.push(sandboxDns.close);
      servers = sandboxDns.servers;
    }
    dns = new DnsResolverProvider({ servers, timeoutMs: config.dns.timeoutMs });
  }
  // The site probe asks the same resolvers for A/AAAA; in the sandbox they point every registered name with a site at
  // the loopback sandbox web (site-probe/sandbox-sites.ts), the only place the probe may then visit on loopback.
  let siteProbe = overrides.siteProbe;
  if (!siteProbe) {
    const sites = config.sandbox && !config.dns.servers ? await startSandboxSites() : undefined;
    if (sites) closers.push(sites.close);
    if (sites && !servers) {
      // A sandbox whose search DNS was given (tests): the probe still asks the offline sandbox DNS, never the internet.
      const sandboxDns = await startSandboxDns();
      closers.push(sandboxDns.close);
      servers = sandboxDns.servers;
    }
    const resolver = new DnsResolverProvider({ servers, timeoutMs: config.dns.timeoutMs });
    const probe = new HttpSiteProbe({
      addresses: (name) => resolver.addresses(name),
      dns,
      timeoutMs: config.siteProbe.timeoutMs,
      allowLoopback: sites !== undefined,
      ...(sites ? { startUrls: (domain: string) => [`http://${domain}:${sites.port}/`] } : {}),
    });
    closers.push(async () => probe.close());
    siteProbe = probe;
  }
  // The registrar check needs credentials: without RTR_API_KEY (and outside the sandbox) search runs without it.
  const availability = overrides.availability !== undefined
    ? overrides.availability
    : (rtrClient && (config.sandbox || config.rtr.apiKey) ? rtrClient : null);

  const db = overrides.db ?? (await openDatabase(config));
  if (!overrides.db) closers.push(() => db.close());
  const limits = createLimits(config, db, log);
  const partner = createPartnerState(config, db, clock, log, limits);
  closers.push(() => limits.close());

  const ctx: AppContext = {
    config,
    db,
    clock,
    ids: overrides.ids ?? randomIds,
    log,
    registry,
    registrar,
    rootZone: RootZone.load(),
    tldMetadata: new TldMetadataState(clock, config.memoryCacheSeconds),
    priceBook: new PriceBook(db, clock, config.memoryCacheSeconds * 1000),
    bulk: new BulkWorkerState(overrides.ids ?? randomIds),
    mailer: overrides.mailer ?? createMailer(config.accounts.smtpUrl, config.accounts.mailFrom, log),
    rdap,
    domainIq,
    whois: new WhoisState(limits),
    limits,
    partner,
    dns,
    availability,
    search: {
      registrar: availability ? new RegistrarGate(availability, clock, config.search.registrarConcurrency) : null,
      limiter: createSearchLimiter(limits),
    },
    webhooks: createWebhookState({ timeoutMs: config.webhooks.timeoutMs, pollMs: config.webhooks.pollMs, sandboxLoopback: config.sandbox }),
    siteProbe,
  };
  // Each feature releases what it holds open (src/features.ts), before the limits and the database it uses.
  for (const feature of FEATURES) if (feature.close) closers.push(() => feature.close!(ctx));
  return {
    ctx,
    close: async () => {
      for (const close of closers.reverse()) await close().catch((error) => log.warn({ err: error }, 'close failed'));
    },
  };
}
