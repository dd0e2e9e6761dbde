import * as oauth from 'oauth4webapi';
import { createUser } from '../../src/modules/accounts/users.js';
import type { AppContext } from '../../src/context.js';
import type { TypedApp } from '../../src/platform/http/typed-app.js';
import { hiddenFields, SessionAgent, signIn } from './session-agent.js';

/**
 * oauth4webapi (a certified OAuth client) wired to the in-process app: its fetch goes through app.inject(),
 * so the real routes answer without a listening socket. The browser test uses the real network instead.
 */
export function injectFetch(app: TypedApp): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const body = init?.body === undefined || init.body === null ? undefined : String(init.body);
    const response = await app.inject({ method: (init?.method ?? 'GET') as 'GET', url: url.pathname + url.search, headers, ...(body !== undefined ? { payload: body } : {}) });
    const outHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [String(value)]) outHeaders.append(name, v);
    }
    return new Response(response.statusCode === 204 ? null : response.rawPayload, { status: response.statusCode, headers: outHeaders });
  }) as typeof fetch;
}

export const USER_EMAIL = 'ada@example.com';
export const USER_PASSWORD = 'correct horse battery staple';
export const REDIRECT_URI = 'http://127.0.0.1:8976/callback';

export interface ClientKit {
  as: oauth.AuthorizationServer;
  client: oauth.Client;
  options: { [oauth.allowInsecureRequests]: true; [oauth.customFetch]?: typeof fetch };
  redirectUri: string;
}

/** Discovery (RFC 8414) and registration (RFC 7591) through oauth4webapi. */
export async function registerClient(issuerUrl: string, fetchImpl: typeof fetch | undefined, redirectUri = REDIRECT_URI): Promise<ClientKit> {
  const options = { [oauth.allowInsecureRequests]: true as const, ...(fetchImpl ? { [oauth.customFetch]: fetchImpl } : {}) };
  const issuer = new URL(issuerUrl);
  const as = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, { ...options, algorithm: 'oauth2' }));
  const registered = await oauth.processDynamicClientRegistrationResponse(
    await oauth.dynamicClientRegistrationRequest(as, { redirect_uris: [redirectUri], client_name: 'Test Pricing App', token_endpoint_auth_method: 'none' }, options),
  );
  return { as, client: { client_id: registered.client_id }, options, redirectUri };
}

export async function createVerifiedUser(ctx: AppContext, email = USER_EMAIL, password = USER_PASSWORD): Promise<void> {
  await createUser(ctx, { email, password, verified: true });
}

export interface PkcePair {
  verifier: string;
  challenge: string;
  state: string;
}

export async function newPkce(): Promise<PkcePair> {
  const verifier = oauth.generateRandomCodeVerifier();
  return { verifier, challenge: await oauth.calculatePKCECodeChallenge(verifier), state: oauth.generateRandomState() };
}

export function authorizeUrl(kit: ClientKit, pkce: PkcePair, overrides: Record<string, string | null> = {}): string {
  const url = new URL(kit.as.authorization_endpoint!);
  const params: Record<string, string | null> = {
    response_type: 'code',
    client_id: kit.client.client_id,
    redirect_uri: kit.redirectUri,
    code_challenge: pkce.challenge,
    code_challenge_method: 'S256',
    scope: 'pricing:read',
    state: pkce.state,
    ...overrides,
  };
  for (const [k, v] of Object.entries(params)) if (v !== null) url.searchParams.set(k, v);
  return url.pathname + url.search;
}

/**
 * Signs in (if needed) and allows access on the consent page, over inject(). Returns the URL the browser
 * is sent back to (the client's redirect_uri with code, state and iss).
 */
export async function authorizeWithConsent(agent: SessionAgent, kit: ClientKit, pkce: PkcePair, overrides: Record<string, string | null> = {}): Promise<URL> {
  const path = authorizeUrl(kit, pkce, overrides);
  let page = await agent.get(path);
  if (page.status === 303 && page.location?.startsWith('/sign-in')) {
    const signedIn = await signIn(agent, USER_EMAIL, USER_PASSWORD, path);
    if (signedIn.status !== 303) throw new Error(`sign-in failed: ${signedIn.status}\n${signedIn.body}`);
    page = await agent.get(signedIn.location!);
  }
  if (page.status !== 200) throw new Error(`authorize answered ${page.status} ${page.location ?? ''}\n${page.body}`);
  const decision = await agent.post('/oauth/authorize', { ...hiddenFields(page.body, '/oauth/authorize'), decision: 'allow' });
  if (decision.status !== 303 || !decision.location) throw new Error(`consent answered ${decision.status}\n${decision.body}`);
  return new URL(decision.location);
}

/** The code exchange through oauth4webapi; returns the raw token response (not processed). */
export async function exchange(kit: ClientKit, callback: URL, pkce: PkcePair, redirectUri = kit.redirectUri): Promise<Response> {
  const params = oauth.validateAuthResponse(kit.as, kit.client, callback, pkce.state);
  return oauth.authorizationCodeGrantRequest(kit.as, kit.client, oauth.None(), params, redirectUri, pkce.verifier, kit.options);
}

export { SessionAgent };
