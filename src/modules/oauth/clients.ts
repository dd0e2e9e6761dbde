import type { AppContext } from '../../context.js';
import type { Queryable } from '../../platform/db/db.js';
import { OAuthError } from './oauth-error.js';
import { parseScope } from './policy.js';
import { registrationProblem } from './redirect-uri.js';
import { findClientRow, insertClient } from './repository.js';

export interface OAuthClient {
  clientId: string;
  clientName: string | null;
  redirectUris: string[];
  createdAt: Date;
}

/** What RFC 7591 §3.2.1 answers: the client id plus the metadata as registered. */
export interface RegisteredClient {
  client_id: string;
  client_id_issued_at: number;
  client_name?: string;
  redirect_uris: string[];
  grant_types: string[];
  response_types: string[];
  token_endpoint_auth_method: 'none';
  scope: string;
}

const MAX_REDIRECT_URIS = 10;

/** Each metadata rule its own check (RFC 7591 §2, §3.2.2); the first failure is the answer. */
function checkRedirectUris(value: unknown): string[] {
  if (!Array.isArray(value) || value.length === 0) throw new OAuthError('invalid_redirect_uri', 'redirect_uris must be a non-empty array');
  if (value.length > MAX_REDIRECT_URIS) throw new OAuthError('invalid_redirect_uri', `at most ${MAX_REDIRECT_URIS} redirect_uris`);
  for (const uri of value) {
    const problem = registrationProblem(uri);
    if (problem) throw new OAuthError('invalid_redirect_uri', problem);
  }
  return [...new Set(value as string[])];
}

function checkClientName(value: unknown): string | null {
  if (value === undefined) return null;
  // Shown on the consent page: printable text only, so it cannot impersonate page structure.
  if (typeof value !== 'string' || value.trim() === '' || value.length > 100 || /[\p{Cc}\p{Cf}]/u.test(value)) {
    throw new OAuthError('invalid_client_metadata', 'client_name must be 1–100 printable characters');
  }
  return value.trim();
}

function checkAuthMethod(value: unknown): void {
  if (value !== undefined && value !== 'none') {
    throw new OAuthError('invalid_client_metadata', 'token_endpoint_auth_method must be "none": every client is public (no client secret is issued)');
  }
}

function checkSubset(name: string, value: unknown, allowed: string[]): void {
  if (value === undefined) return;
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string' || !allowed.includes(v))) {
    throw new OAuthError('invalid_client_metadata', `${name} may only contain ${allowed.join(', ')}`);
  }
}

function checkScope(value: unknown): string {
  if (value !== undefined && typeof value !== 'string') throw new OAuthError('invalid_client_metadata', 'scope must be a string');
  const scope = parseScope(value);
  if (scope === null) throw new OAuthError('invalid_client_metadata', 'scope may only contain pricing:read');
  return scope;
}

/** RFC 7591 dynamic registration, no manual approval (contract 4.2). */
export async function registerClient(ctx: AppContext, metadata: Record<string, unknown>): Promise<RegisteredClient> {
  const redirectUris = checkRedirectUris(metadata.redirect_uris);
  const clientName = checkClientName(metadata.client_name);
  checkAuthMethod(metadata.token_endpoint_auth_method);
  checkSubset('grant_types', metadata.grant_types, ['authorization_code', 'refresh_token']);
  checkSubset('response_types', metadata.response_types, ['code']);
  const scope = checkScope(metadata.scope);

  const clientId = ctx.ids.next('cli');
  const now = ctx.clock.now();
  await insertClient(ctx.db, { id: clientId, clientName, redirectUris, now });
  return {
    client_id: clientId,
    client_id_issued_at: Math.floor(now.getTime() / 1000),
    ...(clientName !== null ? { client_name: clientName } : {}),
    redirect_uris: redirectUris,
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    token_endpoint_auth_method: 'none',
    scope,
  };
}

export async function findClient(db: Queryable, clientId: string | undefined): Promise<OAuthClient | null> {
  if (!clientId || clientId.length > 100) return null;
  const row = await findClientRow(db, clientId);
  if (!row) return null;
  const uris = row.redirect_uris;
  return { clientId: row.id, clientName: row.client_name, redirectUris: uris, createdAt: new Date(row.created_at) };
}
