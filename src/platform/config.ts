/**
 * Configuration comes from environment variables only, read and validated once at start-up.
 * A bad value stops the process with a message naming the variable (issue 3, item 2).
 * Every variable here is documented in the README (a test checks that).
 */
import { isIP } from 'node:net';

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
}

export class ConfigError extends Error {
  constructor(readonly variable: string, message: string) {
    super(`Invalid configuration: ${variable} ${message}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

function read(env: Env, name: string): string | undefined {
  const value = env[name];
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  if (!/^-?\d+$/.test(raw)) throw new ConfigError(name, `must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(name, `must be between ${min} and ${max}, got ${value}`);
  return value;
}

function decimal(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+(\.\d+)?$/.test(raw)) throw new ConfigError(name, `must be a non-negative number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(name, `must be between ${min} and ${max}, got ${value}`);
  return value;
}

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = read(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(name, `must be true or false, got "${raw}"`);
}

function url(env: Env, name: string, fallback: string | undefined, protocols: string[]): string | undefined {
  const raw = read(env, name) ?? fallback;
  if (raw === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(name, `must be a URL, got "${redact(raw)}"`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(name, `must use ${protocols.join(' or ')}, got "${parsed.protocol}"`);
  }
  return raw;
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
  };
}

/** Never echo credentials embedded in a URL back into logs. */
function redact(raw: string): string {
  return raw.replace(/\/\/[^@/]*@/, '//***@');
}

/**
 * TRUST_PROXY: unset/`false`; `true` (every hop); a whole number of hops (`1`: one proxy in front, so the client is
 * the last X-Forwarded-For entry and whatever a client prepends is ignored; `0` is `false`); or a comma-separated
 * list of proxy addresses/CIDRs (each checked with net.isIP and its prefix length; proxy-addr's `loopback`,
 * `linklocal`, `uniquelocal` too). `1`/`yes`/`on` are deliberately not booleans: `TRUST_PROXY=1` means one hop.
 */
function trustProxy(env: Env): boolean | number | string[] {
  const raw = read(env, 'TRUST_PROXY');
  if (raw === undefined) return false;
  if (/^true$/i.test(raw)) return true;
  if (/^false$/i.test(raw)) return false;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops > 32) throw new ConfigError('TRUST_PROXY', `as a hop count must be between 0 and 32, got ${raw}`);
    return hops === 0 ? false : hops;
  }
  const list = raw.split(',').map((s) => s.trim());
  for (const entry of list) {
    if (/^(loopback|linklocal|uniquelocal)$/.test(entry)) continue;
    const [address = '', prefix, extra] = entry.split('/');
    const family = isIP(address);
    const bits = family === 4 ? 32 : 128;
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits);
    if (family === 0 || !prefixOk || extra !== undefined) {
      throw new ConfigError('TRUST_PROXY', `must be true, false, a hop count or a comma-separated list of IP addresses/CIDRs; "${entry}" is none of these (in "${raw}")`);
    }
  }
  return list;
}

/**
 * The value for fastify's `trustProxy`. A hop count becomes a function trusting the first `hops` hops from the
 * socket (proxy-addr's meaning of a number): fastify 5 itself turns a bare number into "trust nothing" (it fails
 * closed, lib/request.js), which would put every client behind the proxy on the proxy's own quota.
 */
export function trustProxyOption(value: Config['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  const hops = value;
  return (_address, hop) => hop < hops;
}

/**
 * DNS_SERVERS: comma-separated `ip`, `ip:port` or `[ipv6]:port` (the forms `dns.Resolver#setServers` takes), each
 * checked here so a typo stops start-up naming the variable instead of failing every lookup later.
 */
function dnsServers(env: Env): string[] | undefined {
  const raw = read(env, 'DNS_SERVERS');
  if (raw === undefined) return undefined;
  const list = raw.split(',').map((s) => s.trim()).filter((s) => s !== '');
  for (const entry of list) {
    const match = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(entry) ?? /^([^:]+)(?::(\d{1,5}))?$/.exec(entry);
    const address = match ? match[1]! : entry; // a bare IPv6 address has colons: no port form
    const port = match?.[2];
    const portOk = port === undefined || (Number(port) >= 1 && Number(port) <= 65535);
    if (isIP(address) === 0 || !portOk) throw new ConfigError('DNS_SERVERS', `must be a comma-separated list of ip or ip:port; "${entry}" is not (in "${raw}")`);
  }
  return list.length ? list : undefined;
}

const LOG_LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/**
 * The base URL when PUBLIC_BASE_URL is unset (issue 14 item 12): one address derived from the listen address, so the
 * banner, the OAuth issuer, the OpenAPI `servers`, the MCP descriptors and every link agree (OAuth clients compare
 * the issuer with the URL they discovered it at, RFC 8414 §3.3). A wildcard listen address (`0.0.0.0`, `::`) is not
 * an address a client can call: it becomes `127.0.0.1`, which a dual-stack `::` listener accepts too. A host name
 * (`localhost`) is kept as written; an IPv6 literal is bracketed.
 */
export function listenBaseUrl(host: string, port: number): string {
  const unspecified = host === '0.0.0.0' || host === '::' || host === '[::]' || host === '::0';
  const name = unspecified ? '127.0.0.1' : isIP(host) === 6 ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

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
  'SMTP_URL', 'MAIL_FROM',
  'TRUST_PROXY', 'RDAP_TIMEOUT_MS', 'RDAP_BOOTSTRAP_FILE', 'RDAP_BOOTSTRAP_URL', 'RDAP_BOOTSTRAP_REFRESH_SECONDS',
  'DOMAINIQ_API_KEY', 'DOMAINIQ_BASE_URL', 'DOMAINIQ_TIMEOUT_MS',
  'WHOIS_DAILY_CAP_ANONYMOUS', 'WHOIS_DAILY_CAP_USER', 'WHOIS_CACHE_SECONDS',
  'NAMEPORT_SECRET_KEY', 'REDIS_URL', 'REDIS_KEY_PREFIX', 'REDIS_TIMEOUT_MS', 'SHUTDOWN_GRACE_SECONDS', 'PARTNER_ROTATION_OVERLAP_SECONDS', 'PARTNER_NONCE_WINDOW_SECONDS',
  'PARTNER_CREDENTIAL_CACHE_SECONDS', 'PARTNER_RATE_SEARCH_PER_MINUTE', 'PARTNER_RATE_WRITE_PER_MINUTE',
  'PARTNER_RATE_REPORT_PER_MINUTE', 'PARTNER_COMMISSION_BPS', 'EMBEDDINGS_URL', 'EMBEDDINGS_MODEL', 'EMBEDDINGS_API_KEY', 'EMBEDDINGS_TIMEOUT_MS',
  'SEARCH_ALTERNATE_TLDS', 'SEARCH_ROW_TIMEOUT_MS', 'SEARCH_STREAM_TIMEOUT_MS', 'SEARCH_SUMMARY_GRACE_MS',
  'SEARCH_CACHE_REGISTERED_SECONDS', 'SEARCH_CACHE_AVAILABLE_SECONDS', 'SEARCH_RATE_LIMIT_PER_MINUTE', 'SEARCH_REGISTRAR_CONCURRENCY',
  'DNS_SERVERS', 'DNS_TIMEOUT_MS', 'SITE_PROBE_TIMEOUT_MS', 'WEBHOOK_TIMEOUT_MS', 'WEBHOOK_POLL_MS',
] as const;
