/**
 * Configuration comes from environment variables only, read and validated once at start-up.
 * A bad value stops the process with a message naming the variable (issue 3, item 2).
 * Every variable here is documented in the README (a test checks that).
 */
import { boolean, ConfigError, decimal, type Env, integer, oneOf, read, url } from './config-env.js';
import { dnsServers, listenBaseUrl, trustProxy } from './config-network.js';

export { ConfigError } from './config-env.js';
export { listenBaseUrl, trustProxyOption } from './config-network.js';

/** Named scrypt parameter sets of password hashing (modules/accounts/passwords.ts): `owasp`, the service's, or `test`, the test suite's. */
export type PasswordHashCost = 'owasp' | 'test';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  port: number;
  host: string;
  publicBaseUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolMax: number;
  /**
   * Redis (REDIS_URL), shared by every instance: partner nonces and every rate-limit counter and quota (partner,
   * search, WHOIS). Undefined: counters live in the database (in memory for per-minute limits on the embedded one).
   */
  redis: { url: string | undefined; keyPrefix: string; timeoutMs: number };
  logLevel: LogLevel;
  sandbox: boolean;
  /** Sandbox registrar: how long a push or an auth-code transfer takes before it completes (fulfilment, issue 16). */
  sandboxTransferDelaySeconds: number;
  /** Sandbox brokerage (issue 19): seconds between two automatic steps of a sandbox case; 0 turns the auto-advance off. */
  sandboxBrokerageStepSeconds: number;
  /** Webhook delivery (issue 17): an attempt's deadline (a 2xx within it is delivered) and `serve`'s dispatcher poll. */
  webhooks: { timeoutMs: number; pollMs: number };
  /** Hosted checkout payments (issue 18): Stripe secret key, webhook signing secret, API base (tests point it at a loopback fake). */
  stripe: { secretKey: string | undefined; webhookSecret: string | undefined; apiBase: string };
  bodyLimitBytes: number;
  /** `serve` at SIGTERM/SIGINT: how long requests in flight may finish before every connection is closed. */
  shutdownGraceSeconds: number;
  rtr: {
    baseUrl: string;
    apiKey: string | undefined;
    customer: string | undefined;
    timeoutMs: number;
  };
  tldRefreshIntervalSeconds: number;
  tldRefreshRetrySeconds: number;
  tldNotFoundTtlSeconds: number;
  priceSyncIntervalSeconds: number;
  memoryCacheSeconds: number;
  pricing: {
    markupPercent: number;
    markupFixedCents: number;
  };
  /** Accounts (issue 4): outgoing mail for verification links. */
  accounts: {
    /** `smtp://…` / `smtps://…`; unset: verification links are written to the log (development only). */
    smtpUrl: string | undefined;
    mailFrom: string;
    /** PASSWORD_HASH_COST: scrypt parameters of new password hashes (modules/accounts/passwords.ts); `test` is for the test suite only. */
    passwordHashCost: PasswordHashCost;
  };
  /**
   * fastify `trustProxy`: false (default), true (believe every X-Forwarded-For hop), a number of hops (the client is
   * the address that many hops back from the socket), or trusted proxy addresses/CIDRs.
   */
  trustProxy: boolean | number | string[];
  whois: {
    /** Deadline of one RDAP request (registry, then registrar). */
    rdapTimeoutMs: number;
    /** RDAP DNS bootstrap file (RFC 9224); undefined means the copy shipped in assets/rdap/dns.json. */
    rdapBootstrapFile: string | undefined;
    /** Where the bootstrap is refreshed from at run time, and how often (0 = never). */
    rdapBootstrapUrl: string;
    rdapBootstrapRefreshSeconds: number;
    domainIq: { baseUrl: string; apiKey: string | undefined; timeoutMs: number };
    dailyCapAnonymous: number;
    dailyCapUser: number;
    cacheSeconds: number;
  };
  /** DNS delegation lookups (domain search, issue 6). */
  dns: {
    /** Recursive resolvers (`ip` or `ip:port`, `[v6]:port`); undefined: the system's (/etc/resolv.conf). */
    servers: string[] | undefined;
    /** Deadline of one NS lookup, retries and every server included. */
    timeoutMs: number;
  };
  /** Brokerage eligibility's site probe (issue 19): deadline of the whole probe (DNS, HTTP, redirects). */
  siteProbe: { timeoutMs: number };
  /** Domain search (issue 6, README "Domain search"). */
  search: {
    /** TLDs whose same-label names get rows for a registrable-domain query, in this order. */
    alternateTlds: string[];
    /** Deadline of one row's decision; the whole stream is bounded by `streamTimeoutMs`. */
    rowTimeoutMs: number;
    streamTimeoutMs: number;
    /** How long a "registered by DNS" row waits for RDAP's registrar and dates. */
    summaryGraceMs: number;
    /** Cache lifetimes: registered/reserved names, and names that looked free (available, premium, likely). */
    cacheRegisteredSeconds: number;
    cacheAvailableSeconds: number;
    /** Searches per caller per minute (0 = no limit); batch and MCP searches count too. */
    rateLimitPerMinute: number;
    /** Registrar checks searches may have in flight at once (the registrar's limits are shared with bulk operations). */
    registrarConcurrency: number;
  };
  /** Interface B, the partner API (issue 10). */
  partner: PartnerConfig;
}

/** Interface B settings (issue 10; contract 5.2, 8). */
export interface PartnerConfig {
  /** AES-256-GCM key that encrypts partner HMAC secrets at rest (32 bytes); undefined: not configured. */
  secretKey: Buffer | undefined;
  /** How long a rotated-out secret keeps working. */
  rotationOverlapSeconds: number;
  /** How long a nonce is remembered; at least 600 s (twice the ±300 s skew window). */
  nonceWindowSeconds: number;
  /** How long a credential (decrypted secret, scopes, revocation) is cached per process. */
  credentialCacheSeconds: number;
  /** Requests per minute per credential (contract 8). */
  rateLimits: { search: number; write: number; report: number };
  /** The partner's commission on an order it sells, in basis points of the price (issue 16; 1000 = 10 %). */
  commissionBps: number;
  /** Optional OpenAI-compatible embeddings provider for semantic inventory search. */
  embeddings: { url: string | undefined; model: string; apiKey: string | undefined; timeoutMs: number };
  /** The built word-vector file of search (word-vectors.ts); undefined: the default under node_modules/.cache; "off": none. */
  wordVectorsFile: string | undefined;
  /** SEARCH_LEXICON: the curated concept lexicon of inventory words (on), or WordNet, trade lists and vectors alone. */
  searchLexicon: boolean;
}

/**
 * NAMEPORT_SECRET_KEY: exactly 32 bytes, written as 64 hex digits or as base64 (44 characters). The value is
 * never echoed in the error (it is a secret).
 */
function secretKey(env: Env): Buffer | undefined {
  const raw = read(env, 'NAMEPORT_SECRET_KEY');
  if (raw === undefined) return undefined;
  const key = /^[0-9a-fA-F]{64}$/.test(raw) ? Buffer.from(raw, 'hex')
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(raw) ? Buffer.from(raw, raw.includes('-') || raw.includes('_') ? 'base64url' : 'base64')
      : undefined;
  if (key?.length !== 32) {
    throw new ConfigError('NAMEPORT_SECRET_KEY', 'must be 32 bytes written as 64 hex digits or base64 (generate one with `openssl rand -hex 32`)');
  }
  return key;
}

/** Interface B (issue 10): README "Configuration" documents each variable. */
function partnerConfig(env: Env): PartnerConfig {
  return {
    secretKey: secretKey(env),
    rotationOverlapSeconds: integer(env, 'PARTNER_ROTATION_OVERLAP_SECONDS', 86_400, 0, 2_592_000),
    // Never below 600 s: a nonce must be remembered for as long as its timestamp can be accepted (±300 s).
    nonceWindowSeconds: integer(env, 'PARTNER_NONCE_WINDOW_SECONDS', 600, 600, 86_400),
    credentialCacheSeconds: integer(env, 'PARTNER_CREDENTIAL_CACHE_SECONDS', 5, 0, 300),
    rateLimits: {
      search: integer(env, 'PARTNER_RATE_SEARCH_PER_MINUTE', 60, 1, 10_000_000),
      write: integer(env, 'PARTNER_RATE_WRITE_PER_MINUTE', 20, 1, 10_000_000),
      report: integer(env, 'PARTNER_RATE_REPORT_PER_MINUTE', 30, 1, 10_000_000),
    },
    commissionBps: integer(env, 'PARTNER_COMMISSION_BPS', 1_000, 0, 10_000),
    embeddings: {
      url: url(env, 'EMBEDDINGS_URL', undefined, ['http:', 'https:']),
      model: read(env, 'EMBEDDINGS_MODEL') ?? 'text-embedding-3-small',
      apiKey: read(env, 'EMBEDDINGS_API_KEY'),
      timeoutMs: integer(env, 'EMBEDDINGS_TIMEOUT_MS', 5_000, 100, 60_000),
    },
    wordVectorsFile: read(env, 'WORD_VECTORS_FILE'),
    searchLexicon: boolean(env, 'SEARCH_LEXICON', true),
  };
}

const LOG_LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export function loadConfig(env: Env = process.env): Config {
  const port = integer(env, 'PORT', 3000, 0, 65535);
  const host = read(env, 'HOST') ?? '127.0.0.1';
  const logLevel = (read(env, 'LOG_LEVEL') ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) throw new ConfigError('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')}`);
  const rtrBase = url(env, 'RTR_BASE_URL', 'https://api.yoursrs.com/v2/', ['http:', 'https:'])!;

  return {
    port,
    host,
    publicBaseUrl: (url(env, 'PUBLIC_BASE_URL', listenBaseUrl(host, port), ['http:', 'https:'])!).replace(/\/+$/, ''),
    dataDir: read(env, 'DATA_DIR') ?? './data',
    databaseUrl: url(env, 'DATABASE_URL', undefined, ['postgres:', 'postgresql:']),
    databasePoolMax: integer(env, 'DATABASE_POOL_MAX', 10, 1, 200),
    logLevel,
    sandbox: boolean(env, 'SANDBOX', false),
    sandboxTransferDelaySeconds: integer(env, 'SANDBOX_TRANSFER_DELAY_SECONDS', 30, 0, 86_400),
    sandboxBrokerageStepSeconds: integer(env, 'SANDBOX_BROKERAGE_STEP_SECONDS', 20, 0, 86_400),
    stripe: {
      secretKey: read(env, 'STRIPE_SECRET_KEY'),
      webhookSecret: read(env, 'STRIPE_WEBHOOK_SECRET'),
      apiBase: url(env, 'STRIPE_API_BASE', 'https://api.stripe.com', ['http:', 'https:'])!,
    },
    webhooks: {
      timeoutMs: integer(env, 'WEBHOOK_TIMEOUT_MS', 15_000, 1_000, 60_000),
      pollMs: integer(env, 'WEBHOOK_POLL_MS', 250, 10, 60_000),
    },
    bodyLimitBytes: integer(env, 'BODY_LIMIT_BYTES', 262_144, 1_024, 10_485_760),
    shutdownGraceSeconds: integer(env, 'SHUTDOWN_GRACE_SECONDS', 10, 0, 3_600),
    rtr: {
      baseUrl: rtrBase.endsWith('/') ? rtrBase : `${rtrBase}/`,
      apiKey: read(env, 'RTR_API_KEY'),
      customer: read(env, 'RTR_CUSTOMER'),
      timeoutMs: integer(env, 'RTR_TIMEOUT_MS', 5_000, 100, 120_000),
    },
    tldRefreshIntervalSeconds: integer(env, 'TLD_REFRESH_INTERVAL_SECONDS', 86_400, 60, 31_536_000),
    tldRefreshRetrySeconds: integer(env, 'TLD_REFRESH_RETRY_SECONDS', 300, 1, 86_400),
    tldNotFoundTtlSeconds: integer(env, 'TLD_NOT_FOUND_TTL_SECONDS', 3_600, 0, 604_800),
    priceSyncIntervalSeconds: integer(env, 'PRICE_SYNC_INTERVAL_SECONDS', 86_400, 0, 31_536_000),
    memoryCacheSeconds: integer(env, 'MEMORY_CACHE_SECONDS', 30, 0, 3_600),
    pricing: {
      markupPercent: decimal(env, 'PRICING_MARKUP_PERCENT', 10, 0, 1_000),
      markupFixedCents: integer(env, 'PRICING_MARKUP_FIXED_CENTS', 0, 0, 1_000_000),
    },
    accounts: {
      smtpUrl: url(env, 'SMTP_URL', undefined, ['smtp:', 'smtps:']),
      mailFrom: read(env, 'MAIL_FROM') ?? 'Nameport <no-reply@localhost>',
      // Fails closed: anything but the named sets stops start-up rather than hashing at some other cost.
      passwordHashCost: oneOf<PasswordHashCost>(env, 'PASSWORD_HASH_COST', ['owasp', 'test'], 'owasp'),
    },
    trustProxy: trustProxy(env),
    partner: partnerConfig(env),
    redis: {
      url: url(env, 'REDIS_URL', undefined, ['redis:', 'rediss:']),
      keyPrefix: read(env, 'REDIS_KEY_PREFIX') ?? 'nameport:',
      // Bound of a Redis connection attempt and of each command; past it a request needing Redis answers 503.
      timeoutMs: integer(env, 'REDIS_TIMEOUT_MS', 1_000, 50, 30_000),
    },
    whois: {
      rdapTimeoutMs: integer(env, 'RDAP_TIMEOUT_MS', 4_000, 100, 60_000),
      rdapBootstrapFile: read(env, 'RDAP_BOOTSTRAP_FILE'),
      rdapBootstrapUrl: url(env, 'RDAP_BOOTSTRAP_URL', 'https://data.iana.org/rdap/dns.json', ['http:', 'https:'])!,
      rdapBootstrapRefreshSeconds: integer(env, 'RDAP_BOOTSTRAP_REFRESH_SECONDS', 86_400, 0, 31_536_000),
      domainIq: {
        baseUrl: url(env, 'DOMAINIQ_BASE_URL', 'https://www.domainiq.com/api', ['http:', 'https:'])!,
        apiKey: read(env, 'DOMAINIQ_API_KEY'),
        timeoutMs: integer(env, 'DOMAINIQ_TIMEOUT_MS', 5_000, 100, 60_000),
      },
      dailyCapAnonymous: integer(env, 'WHOIS_DAILY_CAP_ANONYMOUS', 10, 1, 1_000_000),
      dailyCapUser: integer(env, 'WHOIS_DAILY_CAP_USER', 100, 1, 1_000_000),
      cacheSeconds: integer(env, 'WHOIS_CACHE_SECONDS', 3_600, 0, 604_800),
    },
    dns: {
      servers: dnsServers(env),
      timeoutMs: integer(env, 'DNS_TIMEOUT_MS', 1_500, 50, 60_000),
    },
    siteProbe: { timeoutMs: integer(env, 'SITE_PROBE_TIMEOUT_MS', 3_000, 200, 30_000) },
    search: {
      alternateTlds: tldList(env, 'SEARCH_ALTERNATE_TLDS', ['com', 'net', 'org', 'io', 'co', 'ai', 'app', 'dev', 'xyz', 'me']),
      rowTimeoutMs: integer(env, 'SEARCH_ROW_TIMEOUT_MS', 3_000, 50, 60_000),
      streamTimeoutMs: integer(env, 'SEARCH_STREAM_TIMEOUT_MS', 10_000, 100, 120_000),
      summaryGraceMs: integer(env, 'SEARCH_SUMMARY_GRACE_MS', 300, 0, 10_000),
      cacheRegisteredSeconds: integer(env, 'SEARCH_CACHE_REGISTERED_SECONDS', 86_400, 0, 2_592_000),
      cacheAvailableSeconds: integer(env, 'SEARCH_CACHE_AVAILABLE_SECONDS', 300, 0, 86_400),
      rateLimitPerMinute: integer(env, 'SEARCH_RATE_LIMIT_PER_MINUTE', 60, 0, 1_000_000),
      registrarConcurrency: integer(env, 'SEARCH_REGISTRAR_CONCURRENCY', 16, 1, 1_000),
    },
  };
}

/** A comma-separated list of TLDs (lower case, no dots, A-label form); at most 30, so a search stays bounded. */
function tldList(env: Env, name: string, fallback: string[]): string[] {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const list = raw.split(',').map((s) => s.trim().toLowerCase().replace(/^\./, '')).filter((s) => s !== '');
  for (const tld of list) {
    if (!/^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/.test(tld)) throw new ConfigError(name, `must be comma-separated TLDs like "com,net,io"; "${tld}" is not one`);
  }
  if (list.length > 30) throw new ConfigError(name, `lists ${list.length} TLDs; at most 30 are allowed`);
  return [...new Set(list)];
}

/** Names of every variable loadConfig reads; the README must document each (test/config.test.ts). */
export const CONFIG_VARIABLES = [
  'PORT', 'HOST', 'PUBLIC_BASE_URL', 'DATA_DIR', 'DATABASE_URL', 'DATABASE_POOL_MAX', 'LOG_LEVEL', 'SANDBOX', 'SANDBOX_TRANSFER_DELAY_SECONDS', 'SANDBOX_BROKERAGE_STEP_SECONDS',
  'BODY_LIMIT_BYTES', 'RTR_BASE_URL', 'RTR_API_KEY', 'RTR_CUSTOMER', 'RTR_TIMEOUT_MS',
  'TLD_REFRESH_INTERVAL_SECONDS', 'TLD_REFRESH_RETRY_SECONDS', 'TLD_NOT_FOUND_TTL_SECONDS',
  'PRICE_SYNC_INTERVAL_SECONDS', 'MEMORY_CACHE_SECONDS', 'PRICING_MARKUP_PERCENT', 'PRICING_MARKUP_FIXED_CENTS',
  'SMTP_URL', 'MAIL_FROM', 'PASSWORD_HASH_COST',
  'TRUST_PROXY', 'RDAP_TIMEOUT_MS', 'RDAP_BOOTSTRAP_FILE', 'RDAP_BOOTSTRAP_URL', 'RDAP_BOOTSTRAP_REFRESH_SECONDS',
  'DOMAINIQ_API_KEY', 'DOMAINIQ_BASE_URL', 'DOMAINIQ_TIMEOUT_MS',
  'WHOIS_DAILY_CAP_ANONYMOUS', 'WHOIS_DAILY_CAP_USER', 'WHOIS_CACHE_SECONDS',
  'NAMEPORT_SECRET_KEY', 'REDIS_URL', 'REDIS_KEY_PREFIX', 'REDIS_TIMEOUT_MS', 'SHUTDOWN_GRACE_SECONDS', 'PARTNER_ROTATION_OVERLAP_SECONDS', 'PARTNER_NONCE_WINDOW_SECONDS',
  'PARTNER_CREDENTIAL_CACHE_SECONDS', 'PARTNER_RATE_SEARCH_PER_MINUTE', 'PARTNER_RATE_WRITE_PER_MINUTE',
  'PARTNER_RATE_REPORT_PER_MINUTE', 'PARTNER_COMMISSION_BPS', 'EMBEDDINGS_URL', 'EMBEDDINGS_MODEL', 'EMBEDDINGS_API_KEY', 'EMBEDDINGS_TIMEOUT_MS', 'WORD_VECTORS_FILE', 'SEARCH_LEXICON',
  'SEARCH_ALTERNATE_TLDS', 'SEARCH_ROW_TIMEOUT_MS', 'SEARCH_STREAM_TIMEOUT_MS', 'SEARCH_SUMMARY_GRACE_MS',
  'SEARCH_CACHE_REGISTERED_SECONDS', 'SEARCH_CACHE_AVAILABLE_SECONDS', 'SEARCH_RATE_LIMIT_PER_MINUTE', 'SEARCH_REGISTRAR_CONCURRENCY',
  'DNS_SERVERS', 'DNS_TIMEOUT_MS', 'SITE_PROBE_TIMEOUT_MS', 'WEBHOOK_TIMEOUT_MS', 'WEBHOOK_POLL_MS',
] as const;
