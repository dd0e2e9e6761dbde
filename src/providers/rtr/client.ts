import { UpstreamError } from '../upstream-error.js';
import type {
  AvailabilityProvider, DomainCheck, RegistrarDomain, RegistrarDomainUpdate, RegistrarHolding, RegistrarProcess, RegistrarProvider,
  RegistrarTransfer, RegistryDataProvider, RtrPrice, RtrTldInfo,
} from './types.js';
import { parseAccepted, parseAuthCode, parseHolding, parseProcess, parseProcessList, parseTransfer } from './transfer-parse.js';

export interface RtrClientOptions {
  /** e.g. https://api.yoursrs.com/v2/ (ends with a slash). */
  baseUrl: string;
  apiKey: string | undefined;
  customer: string | undefined;
  timeoutMs: number;
  fetch?: typeof fetch;
}

/**
 * The real Realtime Register HTTP client (`Authorization: ApiKey <key>`). Every call has a deadline;
 * rate limiting is recognised in its several guises (429, and 403/422 bodies that say so: DESIGN.md traps).
 */
export class RtrClient implements RegistryDataProvider, RegistrarProvider, AvailabilityProvider {
  readonly source = 'rtr' as const;
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly options: RtrClientOptions) {
    this.fetchImpl = options.fetch ?? fetch;
  }

  async tldInfo(tld: string): Promise<RtrTldInfo | null> {
    const body = await this.get(`tlds/${encodeURIComponent(tld)}/info`, { notFoundIsNull: true });
    if (body === null) return null;
    return parseTldInfo(body);
  }

  async priceList(): Promise<RtrPrice[]> {
    const customer = this.options.customer;
    if (!customer) throw new UpstreamError('rtr', 'config', 'RTR_CUSTOMER is not set; it is needed to read the price list');
    const body = await this.get(`customers/${encodeURIComponent(customer)}/pricelist?currency=USD`, { notFoundIsNull: false });
    return parsePriceList(body);
  }

  async domainInfo(domain: string): Promise<RegistrarDomain | null> {
    const body = await this.request('GET', `domains/${encodeURIComponent(domain)}`, undefined, { notFoundIsNull: true });
    return body === null ? null : parseRegistrarDomain(body);
  }

  /** `POST /v2/domains/{domain}/renew` with `{period}` in months → `{expiryDate}`. */
  async renewDomain(domain: string, periodMonths: number): Promise<{ expiryDate: string }> {
    const body = await this.request('POST', `domains/${encodeURIComponent(domain)}/renew`, { period: periodMonths }, { notFoundIsNull: false });
    if (!isObject(body) || typeof body.expiryDate !== 'string') throw new UpstreamError('rtr', 'format', 'renew answer lacks expiryDate');
    return { expiryDate: body.expiryDate };
  }

  /** `POST /v2/domains/{domain}/update`: only the keys given are changed. */
  async updateDomain(domain: string, update: RegistrarDomainUpdate): Promise<void> {
    await this.request('POST', `domains/${encodeURIComponent(domain)}/update`, update, { notFoundIsNull: false });
  }

  /**
   * `GET /v2/domains/{domain}/check` → `{available, reason?, premium?, currency?, price?}` (price in cents). Failures throw
   * UpstreamError like every call here; a 404 too (failure `http`, status 404), never read as "available".
   */
  async checkDomain(domain: string, signal?: AbortSignal): Promise<DomainCheck> {
    const body = await this.request('GET', `domains/${encodeURIComponent(domain)}/check`, undefined, { notFoundIsNull: false, signal });
    return parseDomainCheck(body);
  }

  // --- Moving a sold domain (TransferProvider; RTR REST API v2 domains/pushtransfer, domains/transferinfo, processes) ---

  async holding(domain: string): Promise<RegistrarHolding | null> {
    const body = await this.request('GET', `domains/${encodeURIComponent(domain)}`, undefined, { notFoundIsNull: true });
    return body === null ? null : parseHolding(body);
  }

  /** `GET /v2/domains/{domain}?fields=authcode`: RTR returns the code only for domains in our account. */
  async authCode(domain: string): Promise<string> {
    return parseAuthCode(await this.request('GET', `domains/${encodeURIComponent(domain)}?fields=authcode`, undefined, { notFoundIsNull: false }));
  }

  /**
   * `POST /v2/domains/{domain}/transfer/push` `{recipient}` (a customer handle of our registrar) → 202 `{processId}`, or
   * 200 when done at once. Not idempotent: after a timeout the push may have happened (re-check, never re-send blindly).
   */
  async pushDomain(domain: string, recipient: string): Promise<{ processId: string | null }> {
    return parseAccepted(await this.request('POST', `domains/${encodeURIComponent(domain)}/transfer/push`, { recipient }, { notFoundIsNull: false }));
  }

  async process(processId: string): Promise<RegistrarProcess | null> {
    const body = await this.request('GET', `processes/${encodeURIComponent(processId)}`, undefined, { notFoundIsNull: true });
    return body === null ? null : parseProcess(body);
  }

  /** `GET /v2/processes?identifier={domain}&order=-createdDate&limit=10` (RTR listing filters: field=value equality). */
  async recentProcesses(domain: string): Promise<RegistrarProcess[]> {
    const query = new URLSearchParams({ identifier: domain, order: '-createdDate', limit: '10' });
    return parseProcessList(await this.request('GET', `processes?${query}`, undefined, { notFoundIsNull: false }));
  }

  /** `GET /v2/domains/{domain}/transfer`: without a process id RTR answers the domain's most recent transfer; 404 when none. */
  async latestTransfer(domain: string): Promise<RegistrarTransfer | null> {
    const body = await this.request('GET', `domains/${encodeURIComponent(domain)}/transfer`, undefined, { notFoundIsNull: true });
    return body === null ? null : parseTransfer(body);
  }

  private get(path: string, options: { notFoundIsNull: boolean }): Promise<unknown> {
    return this.request('GET', path, undefined, options);
  }

  private async request(
    method: 'GET' | 'POST', path: string, payload: unknown,
    { notFoundIsNull, signal }: { notFoundIsNull: boolean; signal?: AbortSignal | undefined },
  ): Promise<unknown> {
    if (!this.options.apiKey) throw new UpstreamError('rtr', 'config', 'RTR_API_KEY is not set');
    const url = new URL(path, this.options.baseUrl);
    const cancelled = () => new UpstreamError('rtr', 'aborted', `${url.pathname}: cancelled by the caller`);
    if (signal?.aborted) throw cancelled();
    // One controller for the deadline and the caller's signal. Not AbortSignal.any(…AbortSignal.timeout()): on Node 20
    // the combined signal can lose its timeout to garbage collection (see domainiq/client.ts).
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.options.timeoutMs);
    const onCallerAbort = () => controller.abort();
    signal?.addEventListener('abort', onCallerAbort, { once: true });
    try {
      return await this.exchange(method, url, payload, notFoundIsNull, controller.signal);
    } catch (error) {
      if (signal?.aborted) throw cancelled();
      throw error;
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  private async exchange(method: 'GET' | 'POST', url: URL, payload: unknown, notFoundIsNull: boolean, signal: AbortSignal): Promise<unknown> {
    let response: Response;
    try {
      response = await this.fetchImpl(url, {
        method,
        headers: {
          authorization: `ApiKey ${this.options.apiKey}`,
          accept: 'application/json',
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: payload === undefined ? undefined : JSON.stringify(payload),
        signal,
      });
    } catch (error) {
      const name = (error as Error).name;
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new UpstreamError('rtr', 'timeout', `no answer within ${this.options.timeoutMs} ms for ${url.pathname}`);
      }
      throw new UpstreamError('rtr', 'network', `${url.pathname}: ${(error as Error).message}`);
    }
    const text = await readBody(response, this.options.timeoutMs);
    if (response.status === 404 && notFoundIsNull) return null;
    if (!response.ok) throw classifyHttpFailure(response.status, text, url.pathname);
    if (text.trim() === '') return {};
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new UpstreamError('rtr', 'format', `${url.pathname} answered ${response.status} with a body that is not JSON`);
    }
  }
}

async function readBody(response: Response, timeoutMs: number): Promise<string> {
  try {
    return await response.text();
  } catch (error) {
    throw new UpstreamError('rtr', 'timeout', `body not received within ${timeoutMs} ms: ${(error as Error).message}`);
  }
}

function classifyHttpFailure(status: number, text: string, path: string): UpstreamError {
  if (status === 429 || ((status === 403 || status === 422) && /rate|limit|too many/i.test(text))) {
    return new UpstreamError('rtr', 'rate_limited', `${path} rate limited (HTTP ${status})`, status);
  }
  if (status === 401 || status === 403) return new UpstreamError('rtr', 'auth', `${path} refused the API key (HTTP ${status})`, status);
  return new UpstreamError('rtr', 'http', `${path} answered HTTP ${status}`, status);
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function parseTldInfo(body: unknown): RtrTldInfo {
  if (!isObject(body) || typeof body.provider !== 'string' || !isObject(body.metadata)) {
    throw new UpstreamError('rtr', 'format', 'TLD info lacks provider or metadata');
  }
  const applicableFor = Array.isArray(body.applicableFor)
    ? body.applicableFor.filter((t): t is string => typeof t === 'string').map((t) => t.toLowerCase())
    : [];
  return { provider: body.provider, applicableFor, metadata: body.metadata as RtrTldInfo['metadata'] };
}

export function parsePriceList(body: unknown): RtrPrice[] {
  if (!isObject(body) || !Array.isArray(body.prices)) throw new UpstreamError('rtr', 'format', 'price list lacks a prices array');
  return body.prices.filter(
    (p): p is RtrPrice =>
      isObject(p) &&
      typeof p.product === 'string' &&
      typeof p.action === 'string' &&
      typeof p.currency === 'string' &&
      typeof p.price === 'number' &&
      Number.isInteger(p.price) &&
      p.price >= 0,
  );
}

/** RTR check answer → DomainCheck; `available` is the one field RTR always sends, so without it the answer is unusable. */
export function parseDomainCheck(body: unknown): DomainCheck {
  if (!isObject(body) || typeof body.available !== 'boolean') throw new UpstreamError('rtr', 'format', 'domain check lacks available');
  const premium = body.premium === true;
  // Price in integer cents (DESIGN.md: money is integer cents); anything else is dropped rather than guessed (a
  // missing price must never become 0: DESIGN.md traps).
  const price = typeof body.price === 'number' && Number.isInteger(body.price) && body.price >= 0 ? body.price : null;
  const currency = typeof body.currency === 'string' && /^[A-Z]{3}$/.test(body.currency) ? body.currency : null;
  return {
    available: body.available,
    reason: typeof body.reason === 'string' && body.reason !== '' ? body.reason : null,
    premium,
    priceCents: price !== null && currency !== null ? price : null,
    currency: price !== null && currency !== null ? currency : null,
  };
}

export function parseRegistrarDomain(body: unknown): RegistrarDomain {
  if (!isObject(body) || typeof body.domainName !== 'string') throw new UpstreamError('rtr', 'format', 'domain info lacks domainName');
  const strings = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
  return {
    domainName: body.domainName,
    expiryDate: typeof body.expiryDate === 'string' ? body.expiryDate : null,
    autoRenew: typeof body.autoRenew === 'boolean' ? body.autoRenew : null,
    privacyProtect: typeof body.privacyProtect === 'boolean' ? body.privacyProtect : null,
    ns: strings(body.ns),
    status: strings(body.status),
  };
}
