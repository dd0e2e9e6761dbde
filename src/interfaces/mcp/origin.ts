/**
 * DNS-rebinding protection of the MCP endpoint (MCP transport specification, "Security warning": servers MUST
 * validate the Origin header). A rebinding page on evil.example resolves its own name to 127.0.0.1, so its requests
 * reach us with `Origin: http://evil.example:PORT`; what it can never send is a loopback origin. Allowed:
 * - the origin of PUBLIC_BASE_URL (the address clients are told to use, also behind a proxy), and
 * - `http://127.0.0.1`, `http://localhost` or `http://[::1]` on the port the request arrived on (issue 14 item 12):
 *   a page there is served by this very process, whichever loopback spelling the user typed.
 * No Origin at all is a client outside a browser, which is not what this protects against.
 */
const LOOPBACK_HOSTNAMES: ReadonlySet<string> = new Set(['127.0.0.1', 'localhost', '[::1]']);

export function isAllowedMcpOrigin(origin: string, publicBaseUrl: string, listenPort: number): boolean {
  if (origin === new URL(publicBaseUrl).origin) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false; // `null` (sandboxed frames, file:) or garbage
  }
  // An Origin is scheme://host[:port] and nothing else; anything more is not a browser's.
  if (parsed.origin !== origin) return false;
  const port = parsed.port === '' ? 80 : Number(parsed.port);
  return parsed.protocol === 'http:' && LOOPBACK_HOSTNAMES.has(parsed.hostname) && port === listenPort;
}
