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
  logLevel: LogLevel;
  sandbox: boolean;
  bodyLimitBytes: number;
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
    publicBaseUrl: (url(env, 'PUBLIC_BASE_URL', `http://localhost:${port}`, ['http:', 'https:'])!).replace(/\/+$/, ''),
    dataDir: read(env, 'DATA_DIR') ?? './data',
    databaseUrl: url(env, 'DATABASE_URL', undefined, ['postgres:', 'postgresql:']),
    databasePoolMax: integer(env, 'DATABASE_POOL_MAX', 10, 1, 200),
    logLevel,
    sandbox: boolean(env, 'SANDBOX', false),
    bodyLimitBytes: integer(env, 'BODY_LIMIT_BYTES', 262_144, 1_024, 10_485_760),
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
  };
}

/** Names of every variable loadConfig reads; the README must document each (test/config.test.ts). */
export const CONFIG_VARIABLES = [
  'PORT', 'HOST', 'PUBLIC_BASE_URL', 'DATA_DIR', 'DATABASE_URL', 'DATABASE_POOL_MAX', 'LOG_LEVEL', 'SANDBOX',
  'BODY_LIMIT_BYTES', 'RTR_BASE_URL', 'RTR_API_KEY', 'RTR_CUSTOMER', 'RTR_TIMEOUT_MS',
  'TLD_REFRESH_INTERVAL_SECONDS', 'TLD_REFRESH_RETRY_SECONDS', 'TLD_NOT_FOUND_TTL_SECONDS',
  'PRICE_SYNC_INTERVAL_SECONDS', 'MEMORY_CACHE_SECONDS', 'PRICING_MARKUP_PERCENT', 'PRICING_MARKUP_FIXED_CENTS',
  'SMTP_URL', 'MAIL_FROM',
  'TRUST_PROXY', 'RDAP_TIMEOUT_MS', 'RDAP_BOOTSTRAP_FILE', 'RDAP_BOOTSTRAP_URL', 'RDAP_BOOTSTRAP_REFRESH_SECONDS',
  'DOMAINIQ_API_KEY', 'DOMAINIQ_BASE_URL', 'DOMAINIQ_TIMEOUT_MS',
  'WHOIS_DAILY_CAP_ANONYMOUS', 'WHOIS_DAILY_CAP_USER', 'WHOIS_CACHE_SECONDS',
] as const;
