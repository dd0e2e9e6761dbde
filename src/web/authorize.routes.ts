import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { csrfMatches } from '../accounts/sessions.js';
import type { AppContext } from '../context.js';
import { authorizationResponseUrl, validateAuthorizationRequest, type AuthorizeOutcome, type AuthorizeParams } from '../oauth/authorize-request.js';
import { issueCode } from '../oauth/codes.js';
import { refuseCsrf } from './account.routes.js';
import { sendPage } from './html.js';
import { currentSession } from './session.js';
import { consentView, messageView } from './views.js';

const HIDE = { schema: { hide: true } };
const PASSED_ON = ['response_type', 'client_id', 'redirect_uri', 'code_challenge', 'code_challenge_method', 'scope', 'state'];

/** 303 to the client with the authorization response parameters and `iss` (RFC 9207). */
function redirectToClient(ctx: AppContext, reply: FastifyReply, redirectUri: string, params: Record<string, string | undefined>): FastifyReply {
  return reply.code(303).header('location', authorizationResponseUrl(ctx, redirectUri, params)).header('cache-control', 'no-store').send();
}

/** Refusals before the redirect_uri is trusted are pages; after, they go back to the client (RFC 6749 §4.1.2.1). */
function answerRefusal(ctx: AppContext, reply: FastifyReply, outcome: Exclude<AuthorizeOutcome, { kind: 'valid' }>): FastifyReply {
  if (outcome.kind === 'error_page') return sendPage(reply, 400, outcome.title, messageView(outcome.message));
  return redirectToClient(ctx, reply, outcome.redirectUri, { error: outcome.error, error_description: outcome.description, state: outcome.state });
}

function passedOn(params: AuthorizeParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of PASSED_ON) if (typeof params[name] === 'string') out[name] = params[name];
  return out;
}

/**
 * GET /oauth/authorize (contract 4.2): validate, sign the user in if needed (back here afterwards), then the
 * consent page. POST /oauth/authorize: the consent decision, re-validated in full and CSRF-checked.
 */
export function authorizePages(scope: FastifyInstance, ctx: AppContext): void {
  scope.get('/oauth/authorize', HIDE, async (request: FastifyRequest<{ Querystring: AuthorizeParams }>, reply) => {
    const outcome = await validateAuthorizationRequest(ctx, request.query);
    if (outcome.kind !== 'valid') return answerRefusal(ctx, reply, outcome);
    const session = await currentSession(ctx, request);
    if (!session?.user) return reply.code(303).header('location', `/sign-in?return_to=${encodeURIComponent(request.url)}`).send();
    if (!session.user.verified) {
      return sendPage(reply, 403, 'Confirm your email first', messageView('Open the confirmation link we sent to your email address, then try again.'));
    }
    return sendPage(reply, 200, 'Allow access?', consentView(session.user, outcome.request, passedOn(request.query), session.csrfToken));
  });

  scope.post('/oauth/authorize', HIDE, async (request: FastifyRequest<{ Body: AuthorizeParams & { csrf_token?: string; decision?: string } }>, reply) => {
    const session = await currentSession(ctx, request);
    if (!csrfMatches(session, request.body?.csrf_token)) return refuseCsrf(reply);
    const outcome = await validateAuthorizationRequest(ctx, request.body);
    if (outcome.kind !== 'valid') return answerRefusal(ctx, reply, outcome);
    const user = session!.user;
    if (!user?.verified) return sendPage(reply, 403, 'Sign in first', messageView('Sign in with a confirmed account to allow access.'));
    const { request: authz } = outcome;
    if (request.body.decision !== 'allow') {
      return redirectToClient(ctx, reply, authz.redirectUri, { error: 'access_denied', error_description: 'the user denied access', state: authz.state });
    }
    const code = await issueCode(ctx, { clientId: authz.client.clientId, userId: user.id, redirectUri: authz.redirectUri, codeChallenge: authz.codeChallenge, scope: authz.scope });
    ctx.log.info({ client_id: authz.client.clientId, user_id: user.id }, 'authorization code issued');
    return redirectToClient(ctx, reply, authz.redirectUri, { code, state: authz.state });
  });
}
