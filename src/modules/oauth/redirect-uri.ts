/**
 * Redirect URI rules (issue 4, OAuth 2.1 §2.3.1, RFC 8252 §7.3/§8.3):
 * registered URIs are absolute https URLs, or http only on a loopback host; no fragment, no user info.
 * Matching is exact string comparison, with the single RFC 8252 §7.3 exception that the port of an http
 * loopback URI may differ (native apps listen on an ephemeral port).
 */
const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['127.0.0.1', '[::1]', 'localhost']);

/**
 * The loopback hosts (as WHATWG URL `hostname` spells them), shared by the redirect URI rules and the
 * session cookie (plain-http development on loopback): one list, so both agree on what "loopback" means.
 */
export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK_HOSTS.has(hostname);
}

export function registrationProblem(uri: unknown): string | null {
  if (typeof uri !== 'string' || uri.length === 0) return 'every redirect_uri must be a non-empty string';
  if (uri.length > 2000) return 'a redirect_uri is longer than 2000 characters';
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return `${JSON.stringify(uri)} is not an absolute URL`;
  }
  if (uri.includes('#')) return `${JSON.stringify(uri)} has a fragment (RFC 6749 §3.1.2)`;
  if (url.username || url.password) return `${JSON.stringify(uri)} carries user information`;
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && isLoopbackHost(url.hostname)) return null;
  if (url.protocol === 'http:') return `${JSON.stringify(uri)} uses http on a host that is not loopback; use https`;
  return `${JSON.stringify(uri)} uses the scheme ${url.protocol} (only https, or http on a loopback host)`;
}

function withoutPort(uri: string): string | null {
  try {
    const url = new URL(uri);
    if (url.protocol !== 'http:' || !isLoopbackHost(url.hostname)) return null;
    url.port = '';
    return url.href;
  } catch {
    return null;
  }
}

/** Whether `requested` is one of `registered`: exact match, or a loopback http URI differing only in port. */
export function redirectUriMatches(registered: readonly string[], requested: string): boolean {
  if (registered.includes(requested)) return true;
  const requestedNoPort = withoutPort(requested);
  if (requestedNoPort === null) return false;
  // The rest of the string must still match exactly: compare the registered value with its port removed
  // against the request with its port removed, both serialised by the same URL parser.
  return registered.some((uri) => withoutPort(uri) === requestedNoPort && sameExceptPort(uri, requested));
}

/** Guards the URL-parser comparison: apart from the port, the raw strings must be identical. */
function sameExceptPort(a: string, b: string): boolean {
  const hosts = [...LOOPBACK_HOSTS].map((h) => h.replace(/[.[\]]/g, '\\$&')).join('|');
  const strip = (s: string) => s.replace(new RegExp(`^(http://(?:${hosts}))(?::\\d+)?`), '$1');
  return strip(a) === strip(b);
}
