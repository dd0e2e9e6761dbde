import type { AppContext } from '../../context.js';
import { findClient } from './clients.js';
import { findCode } from './codes.js';
import { OAuthError } from './oauth-error.js';
import { isValidVerifier, verifierMatches } from './pkce.js';
import { parseScope, REFRESH_RACE_GRACE_MS } from './policy.js';
import { consumeCode, familyRevoked, markRefreshUsed, revokeByCode, revokeFamily } from './repository.js';
import { findToken, issueTokenPair, time, type TokenResponse } from './tokens.js';

/**
 * POST /api/oauth/token (contract 4.2, RFC 6749 §4.1.3 and §6). Each rule is its own check; the first
 * failure is the answer. Form fields arrive as strings (duplicates were refused by the parser).
 */
export type TokenForm = Record<string, string | undefined>;

function required(form: TokenForm, name: string): string {
  const value = form[name];
  if (value === undefined || value === '') throw new OAuthError('invalid_request', `${name} is required`);
  return value;
}

/** Public clients identify themselves with client_id only (contract 5.1: no client secret). */
async function checkClient(ctx: AppContext, form: TokenForm): Promise<string> {
  const client = await findClient(ctx.db, required(form, 'client_id'));
  if (!client) throw new OAuthError('invalid_client', 'unknown client_id');
  return client.clientId;
}

/** RFC 7636 §4.1: a malformed verifier is invalid_request; a wrong one (§4.6) invalid_grant. */
function checkVerifierFormat(form: TokenForm): string {
  const verifier = required(form, 'code_verifier');
  if (!isValidVerifier(verifier)) throw new OAuthError('invalid_request', 'code_verifier must be 43–128 unreserved characters (RFC 7636 §4.1)');
  return verifier;
}

export async function exchangeCode(ctx: AppContext, form: TokenForm): Promise<TokenResponse> {
  const clientId = await checkClient(ctx, form);
  const code = required(form, 'code');
  const redirectUri = required(form, 'redirect_uri');
  const verifier = checkVerifierFormat(form);
  const now = ctx.clock.now();

  const row = await findCode(ctx.db, code);
  if (!row) throw new OAuthError('invalid_grant', 'the authorization code is invalid');
  // A code used a second time: refuse, and revoke what the first use produced (OAuth 2.1 §4.1.3).
  if (row.used_at !== null) {
    await revokeByCode(ctx.db, row.code_hash, now);
    throw new OAuthError('invalid_grant', 'the authorization code was already used; tokens issued from it are revoked');
  }
  if (time(row.expires_at) <= now.getTime()) throw new OAuthError('invalid_grant', 'the authorization code has expired (60 s)');
  if (row.client_id !== clientId) throw new OAuthError('invalid_grant', 'the authorization code was issued to another client');
  // Exact string comparison with the redirect_uri of the authorization request (RFC 6749 §4.1.3).
  if (row.redirect_uri !== redirectUri) throw new OAuthError('invalid_grant', 'redirect_uri does not match the authorization request');
  if (!verifierMatches(verifier, row.code_challenge)) throw new OAuthError('invalid_grant', 'code_verifier does not match the code_challenge (PKCE)');

  const issued = await ctx.db.transaction(async (tx) => {
    if (!(await consumeCode(tx, row.code_hash, now))) return null;
    return issueTokenPair(ctx, tx, { clientId, userId: row.user_id, scope: row.scope, familyId: ctx.ids.next('fam'), codeHash: row.code_hash });
  });
  if (!issued) {
    // Lost the race against another exchange of the same code: that is a second use too.
    await revokeByCode(ctx.db, row.code_hash, now);
    throw new OAuthError('invalid_grant', 'the authorization code was already used; tokens issued from it are revoked');
  }
  return issued;
}

export async function refreshTokens(ctx: AppContext, form: TokenForm): Promise<TokenResponse> {
  const presented = required(form, 'refresh_token');
  const now = ctx.clock.now();
  const row = await findToken(ctx.db, presented);
  if (row?.kind !== 'refresh') throw new OAuthError('invalid_grant', 'the refresh token is invalid');
  // The refresh token is bound to its client (OAuth 2.1 §4.3.1); client_id is optional for a public client.
  if (form.client_id !== undefined && form.client_id !== row.client_id) throw new OAuthError('invalid_grant', 'the refresh token was issued to another client');
  if (row.revoked_at !== null || (await familyRevoked(ctx.db, row.family_id))) throw new OAuthError('invalid_grant', 'the refresh token has been revoked');
  if (row.used_at !== null) return refuseReuse(ctx, row.family_id, time(row.used_at), now);
  if (time(row.expires_at) <= now.getTime()) throw new OAuthError('invalid_grant', 'the refresh token has expired (30 days)');
  const scope = checkNarrowerScope(form.scope, row.scope);

  const issued = await ctx.db.transaction(async (tx) => {
    if (!(await markRefreshUsed(tx, row.token_hash, now))) return null;
    return issueTokenPair(ctx, tx, { clientId: row.client_id, userId: row.user_id, scope, familyId: row.family_id, codeHash: row.code_hash });
  });
  // Another refresh of this token committed first: exactly one wins; this one is refused, family kept.
  if (!issued) throw new OAuthError('invalid_grant', 'the refresh token was just used by a concurrent request');
  return issued;
}

/**
 * A rotated refresh token presented again. Within REFRESH_RACE_GRACE_MS of its rotation it is a concurrent
 * retry (refused, family kept); later it is replay of a possibly stolen token: the whole family is revoked
 * (contract 5.1, RFC 9700 §4.14.2).
 */
async function refuseReuse(ctx: AppContext, familyId: string, usedAt: number, now: Date): Promise<never> {
  if (now.getTime() - usedAt <= REFRESH_RACE_GRACE_MS) {
    // Visible in the logs: a steady stream of these means a client retries refreshes (or a thief is fast).
    ctx.log.warn({ family: familyId, since_rotation_ms: now.getTime() - usedAt }, 'rotated refresh token presented again within the race grace: refused, family kept');
    throw new OAuthError('invalid_grant', 'the refresh token was just used by a concurrent request');
  }
  await revokeFamily(ctx.db, familyId, now);
  ctx.log.warn({ family: familyId }, 'refresh token reused: token family revoked');
  throw new OAuthError('invalid_grant', 'the refresh token was already used; every token of this grant is revoked');
}

/** RFC 6749 §6: a refresh may ask for the same or a narrower scope, never more. */
function checkNarrowerScope(requested: string | undefined, granted: string): string {
  if (requested === undefined) return granted;
  const scope = parseScope(requested);
  const grantedSet = new Set(granted.split(' '));
  if (scope === null || scope.split(' ').some((s) => !grantedSet.has(s))) throw new OAuthError('invalid_scope', 'the requested scope exceeds the grant');
  return scope;
}

export async function grantTokens(ctx: AppContext, form: TokenForm): Promise<TokenResponse> {
  const grantType = required(form, 'grant_type');
  if (grantType === 'authorization_code') return exchangeCode(ctx, form);
  if (grantType === 'refresh_token') return refreshTokens(ctx, form);
  throw new OAuthError('unsupported_grant_type', `grant_type ${grantType} is not supported; use authorization_code or refresh_token`);
}
