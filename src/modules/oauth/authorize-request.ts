import type { AppContext } from '../../context.js';
import { findClient, type OAuthClient } from './clients.js';
import { isValidChallenge } from './pkce.js';
import { issuer, parseScope } from './policy.js';
import { redirectUriMatches } from './redirect-uri.js';

/**
 * Validation of an authorization request (GET /oauth/authorize, and again when consent is posted), as a
 * list of small named checks in the style of node-oidc-provider's lib/actions/authorization.
 * Until client and redirect_uri are verified an error is shown as a page: we never redirect to an
 * unverified redirect_uri (RFC 6749 §4.1.2.1, OAuth 2.1 §4.1.2.1). After that, errors go back to the
 * client with `state` and `iss`.
 */
export interface AuthorizationRequest {
  client: OAuthClient;
  redirectUri: string;
  codeChallenge: string;
  scope: string;
  state: string | undefined;
}

export type AuthorizeOutcome =
  | { kind: 'valid'; request: AuthorizationRequest }
  | { kind: 'error_page'; title: string; message: string }
  | { kind: 'error_redirect'; redirectUri: string; error: string; description: string; state: string | undefined };

export type AuthorizeParams = Record<string, string | string[] | undefined>;

/**
 * The authorization request parameters we read (RFC 6749 §4.1.1, RFC 7636 §4.3). The one list: the duplicate
 * check uses it, and the consent form carries exactly these on to the decision post.
 */
export const AUTHORIZATION_PARAMS = ['response_type', 'client_id', 'redirect_uri', 'code_challenge', 'code_challenge_method', 'scope', 'state'] as const;

/** RFC 6749 §3.1: request parameters must not be included more than once. */
function duplicated(params: AuthorizeParams): string | undefined {
  return AUTHORIZATION_PARAMS.find((name) => Array.isArray(params[name]));
}

function single(params: AuthorizeParams, name: string): string | undefined {
  const value = params[name];
  return typeof value === 'string' ? value : undefined;
}

class Refusal {
  constructor(readonly error: string, readonly description: string) {}
}

/** RFC 6749 §4.1.1: response_type is required and must be `code` (OAuth 2.1 has no implicit grant). */
function checkResponseType(params: AuthorizeParams): void {
  const value = single(params, 'response_type');
  if (value === undefined) throw new Refusal('invalid_request', 'response_type is required');
  if (value !== 'code') throw new Refusal('unsupported_response_type', 'only response_type=code is supported');
}

/** Contract 5.1, RFC 7636 §4.3: PKCE is mandatory, S256 only; a missing or `plain` method is refused. */
function checkPkce(params: AuthorizeParams): string {
  const method = single(params, 'code_challenge_method');
  const challenge = single(params, 'code_challenge');
  if (challenge === undefined) throw new Refusal('invalid_request', 'code_challenge is required (PKCE is mandatory)');
  if (method === undefined) throw new Refusal('invalid_request', 'code_challenge_method is required and must be S256');
  if (method !== 'S256') throw new Refusal('invalid_request', `code_challenge_method ${method} is not supported; use S256`);
  if (!isValidChallenge(challenge)) throw new Refusal('invalid_request', 'code_challenge must be 43 base64url characters (S256)');
  return challenge;
}

/** RFC 6749 §3.3: only pricing:read exists; no scope means pricing:read. */
function checkScope(params: AuthorizeParams): string {
  const scope = parseScope(single(params, 'scope'));
  if (scope === null) throw new Refusal('invalid_scope', 'the only scope is pricing:read');
  return scope;
}

function checkState(params: AuthorizeParams): string | undefined {
  const state = single(params, 'state');
  if (state !== undefined && state.length > 1000) throw new Refusal('invalid_request', 'state is longer than 1000 characters');
  return state;
}

export async function validateAuthorizationRequest(ctx: AppContext, params: AuthorizeParams): Promise<AuthorizeOutcome> {
  const twice = duplicated(params);
  if (twice) return { kind: 'error_page', title: 'Invalid request', message: `The parameter ${twice} was sent more than once.` };
  const client = await findClient(ctx.db, single(params, 'client_id'));
  if (!client) return { kind: 'error_page', title: 'Unknown application', message: 'The application that sent you here is not registered (unknown client_id).' };
  const redirectUri = single(params, 'redirect_uri');
  if (!redirectUri) return { kind: 'error_page', title: 'Invalid request', message: 'The application did not say where to return you (redirect_uri is missing).' };
  if (!redirectUriMatches(client.redirectUris, redirectUri)) {
    return { kind: 'error_page', title: 'Invalid redirect', message: 'The return address (redirect_uri) is not one this application registered, so we will not send you there.' };
  }
  const state = single(params, 'state');
  try {
    checkResponseType(params);
    const codeChallenge = checkPkce(params);
    const scope = checkScope(params);
    checkState(params);
    return { kind: 'valid', request: { client, redirectUri, codeChallenge, scope, state } };
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    return { kind: 'error_redirect', redirectUri, error: error.error, description: error.description, state: state && state.length <= 1000 ? state : undefined };
  }
}

/** The redirect back to the client: its own query kept, our parameters added, `iss` always (RFC 9207 §2). */
export function authorizationResponseUrl(ctx: AppContext, redirectUri: string, params: Record<string, string | undefined>): string {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(params)) if (value !== undefined) url.searchParams.append(name, value);
  url.searchParams.append('iss', issuer(ctx.config));
  return url.href;
}
