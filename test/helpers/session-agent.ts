import type { TypedApp } from '../../src/platform/http/typed-app.js';

/**
 * A minimal browser stand-in over app.inject(): keeps cookies between requests and reads the hidden form
 * fields (CSRF token, consent parameters) out of the pages, the way a user's browser would submit them.
 */
export interface AgentResponse {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
  location: string | undefined;
}

export class SessionAgent {
  readonly cookies = new Map<string, string>();
  /** Every Set-Cookie header seen, raw, for attribute checks. */
  readonly setCookies: string[] = [];
  ip = '127.0.0.1';

  constructor(private readonly app: TypedApp) {}

  private cookieHeader(): string | undefined {
    if (this.cookies.size === 0) return undefined;
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private remember(header: string | string[] | number | undefined): void {
    if (header === undefined) return;
    for (const line of Array.isArray(header) ? header : [String(header)]) {
      this.setCookies.push(line);
      const [pair, ...attrs] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (value === '' || attrs.some((a) => /max-age=0/i.test(a.trim()))) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async request(method: 'GET' | 'POST', url: string, form?: Record<string, string>): Promise<AgentResponse> {
    const headers: Record<string, string> = {};
    const cookie = this.cookieHeader();
    if (cookie) headers.cookie = cookie;
    if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await this.app.inject({ method, url, headers, remoteAddress: this.ip, ...(form ? { payload: new URLSearchParams(form).toString() } : {}) });
    this.remember(response.headers['set-cookie']);
    return { status: response.statusCode, headers: response.headers, body: response.body, location: response.headers.location as string | undefined };
  }

  get(url: string): Promise<AgentResponse> {
    return this.request('GET', url);
  }

  post(url: string, form: Record<string, string>): Promise<AgentResponse> {
    return this.request('POST', url, form);
  }
}

function unescapeHtml(value: string): string {
  return value.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

/** The hidden inputs of the first form whose action is `action`. */
export function hiddenFields(html: string, action: string): Record<string, string> {
  const start = html.indexOf(`action="${action}"`);
  if (start < 0) throw new Error(`no form posting to ${action} in:\n${html}`);
  const form = html.slice(start, html.indexOf('</form>', start));
  const fields: Record<string, string> = {};
  for (const m of form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) fields[unescapeHtml(m[1]!)] = unescapeHtml(m[2]!);
  return fields;
}

/** Opens the sign-in page and signs in; returns the final response of the POST. */
export async function signIn(agent: SessionAgent, email: string, password: string, returnTo?: string): Promise<AgentResponse> {
  const page = await agent.get(`/sign-in${returnTo ? `?return_to=${encodeURIComponent(returnTo)}` : ''}`);
  const fields = hiddenFields(page.body, '/sign-in');
  return agent.post('/sign-in', { ...fields, email, password });
}
