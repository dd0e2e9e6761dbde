import { UpstreamError } from '../rtr/types.js';
import { parseDomainIqAnswer, type DomainIqAnswer } from './parse.js';

export interface DomainIqClientOptions {
  /** e.g. https://www.domainiq.com/api */
  baseUrl: string;
  apiKey: string | undefined;
  timeoutMs: number;
  fetch?: typeof fetch;
}

export type DomainIqLookup = Exclude<DomainIqAnswer, { kind: 'error' }>;

/** The WHOIS fallback as services see it. */
export interface WhoisFallbackProvider {
  /** False when it cannot be asked at all (no API key): the service then skips it. */
  readonly configured: boolean;
  lookup(domain: string): Promise<DomainIqLookup>;
}

/**
 * DomainIQ, the WHOIS fallback: `GET <base>?key=<key>&service=whois&domain=<name>&output_mode=json`
 * (precedent.md; unverified beyond a third-party client, so the parser is defensive). One request, one deadline.
 */
export class DomainIqClient implements WhoisFallbackProvider {
  readonly source = 'domainiq' as const;
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly options: DomainIqClientOptions) {
    this.fetchImpl = options.fetch ?? fetch;
  }

  /** False when no API key is configured: the fallback is then skipped. */
  get configured(): boolean {
    return this.options.apiKey !== undefined && this.options.apiKey !== '';
  }

  async lookup(domain: string): Promise<DomainIqLookup> {
    if (!this.configured) throw new UpstreamError('domainiq', 'config', 'DOMAINIQ_API_KEY is not set');
    const url = new URL(this.options.baseUrl);
    url.searchParams.set('key', this.options.apiKey!);
    url.searchParams.set('service', 'whois');
    url.searchParams.set('domain', domain);
    url.searchParams.set('output_mode', 'json');
    const where = `${url.host}${url.pathname}`;
    let response: Response;
    let text: string;
    try {
      response = await this.fetchImpl(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(this.options.timeoutMs) });
      text = await response.text();
    } catch (error) {
      const name = (error as Error).name;
      if (name === 'TimeoutError' || name === 'AbortError') throw new UpstreamError('domainiq', 'timeout', `no answer within ${this.options.timeoutMs} ms from ${where}`);
      // Never echo the URL: it carries the key.
      throw new UpstreamError('domainiq', 'network', `${where}: ${(error as Error).message}`);
    }
    if (response.status === 429) throw new UpstreamError('domainiq', 'rate_limited', `${where} rate limited (HTTP 429)`, 429);
    const answer = parseDomainIqAnswer(text, domain);
    if (answer.kind === 'error') {
      if (answer.invalidKey || response.status === 401 || response.status === 403) {
        throw new UpstreamError('domainiq', 'auth', `${where} refused the API key: ${answer.message.slice(0, 200)}`, response.status);
      }
      throw new UpstreamError('domainiq', response.ok ? 'format' : 'http', `${where} (HTTP ${response.status}): ${answer.message.slice(0, 200)}`, response.status);
    }
    if (!response.ok && response.status !== 404) throw new UpstreamError('domainiq', 'http', `${where} answered HTTP ${response.status}`, response.status);
    if (response.status === 404) return { kind: 'not_found' };
    return answer;
  }
}
