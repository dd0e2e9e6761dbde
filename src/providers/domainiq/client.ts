import { UpstreamError } from '../upstream-error.js';
import { parseDomainIqAnswer, type DomainIqAnswer } from './parse.js';

export interface DomainIqClientOptions {
  /** e.g. https://www.domainiq.com/api */
  baseUrl: string;
  apiKey: string | undefined;
  timeoutMs: number;
  fetch?: typeof fetch;
}

/**
 * A WHOIS answer is a few KiB (the raw text of the largest registries' answers stays well under 100 KiB); 1 MiB
 * leaves room for verbose `raw` fields and refuses anything that is not an answer.
 */
export const DOMAINIQ_MAX_BODY_BYTES = 1024 * 1024;

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
    // One controller for the deadline and the size limit. Not AbortSignal.any(…AbortSignal.timeout()): on Node 20 the
    // combined signal can lose its timeout to garbage collection, and the request then hangs for minutes.
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new DOMException(`no answer within ${this.options.timeoutMs} ms`, 'TimeoutError')), this.options.timeoutMs);
    let response: Response;
    let text: string;
    try {
      // redirect: 'error': the key travels in the query string, so a redirect must never carry it to another host.
      response = await this.fetchImpl(url, { headers: { accept: 'application/json' }, signal: controller.signal, redirect: 'error' });
      text = await readLimited(response, DOMAINIQ_MAX_BODY_BYTES, controller, where);
    } catch (error) {
      if (error instanceof UpstreamError) throw error;
      const name = (error as Error).name;
      if (name === 'TimeoutError' || name === 'AbortError') throw new UpstreamError('domainiq', 'timeout', `no answer within ${this.options.timeoutMs} ms from ${where}`);
      // Never echo the URL: it carries the key.
      throw new UpstreamError('domainiq', 'network', `${where}: ${(error as Error).message}`);
    } finally {
      clearTimeout(timer);
    }
    if (response.status === 429) throw new UpstreamError('domainiq', 'rate_limited', `${where} rate limited (HTTP 429)`, 429);
    const answer = parseDomainIqAnswer(text, domain);
    // Only an explicit no-match is not_found, whatever the HTTP status (a bare 404 more likely means a wrong URL).
    if (answer.kind === 'not_found') return answer;
    if (answer.kind === 'error') {
      if (answer.invalidKey || response.status === 401 || response.status === 403) {
        throw new UpstreamError('domainiq', 'auth', `${where} refused the API key: ${answer.message.slice(0, 200)}`, response.status);
      }
      if (answer.rateLimited) throw new UpstreamError('domainiq', 'rate_limited', `${where} (HTTP ${response.status}): ${answer.message.slice(0, 200)}`, response.status);
      throw new UpstreamError('domainiq', response.ok ? 'format' : 'http', `${where} (HTTP ${response.status}): ${answer.message.slice(0, 200)}`, response.status);
    }
    if (!response.ok) throw new UpstreamError('domainiq', 'http', `${where} answered HTTP ${response.status}`, response.status);
    return answer;
  }
}

/**
 * The body as text, at most `maxBytes`: a larger Content-Length is refused before reading, otherwise the stream is
 * counted and the request aborted as soon as it passes the limit (nothing larger is ever buffered).
 */
async function readLimited(response: Response, maxBytes: number, controller: AbortController, where: string): Promise<string> {
  const tooLarge = (what: string) => new UpstreamError('domainiq', 'format', `${where} ${what}, more than the ${maxBytes} bytes accepted`, response.status);
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    controller.abort();
    throw tooLarge(`announced ${declared} bytes`);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      controller.abort();
      await reader.cancel().catch(() => undefined);
      throw tooLarge('answered');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
