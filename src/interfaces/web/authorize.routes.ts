import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { csrfMatches } from '../../modules/accounts/sessions.js';
import type { AppContext } from '../../context.js';
import { AUTHORIZATION_PARAMS, authorizationResponseUrl, validateAuthorizationRequest, type AuthorizeOutcome, type AuthorizeParams } from '../../modules/oauth/authorize-request.js';
import { issueCode } from '../../modules/oauth/codes.js';
import { refuseCsrf } from './account.routes.js';
import { sendPage } from './html.js';
import { currentSession } from './session.js';
import { consentView, messageView } from './views.js';

const HIDE = { schema: { hide: true } };

/** 303 to the client with the authorization response parameters and `iss` (RFC 9207). */
function redirectToClient(ctx: AppContext, reply: FastifyReply, redirectUri: string, params: Record<string, string | undefined>): FastifyReply {
  return reply.code(303).header('location', authorizationResponseUrl(ctx, redirectUri, params)).header('cache-control', 'no-store').send();
}

/**
 * How a refused authorization request is answered.
 * - Before client and redirect_uri are verified: an error page, never a redirect (RFC 6749 §4.1.2.1).
 * - After, to a signed-in user with a confirmed email (the consent flow): back to the client with `error`,
 *   `state` and `iss` (RFC 6749 §4.1.2.1, RFC 9207).
 * - After, to anyone else: an error page with a plain link back to the client, not a redirect. Registration
 *   is open, so anyone can register evil.example as a redirect_uri; answering an anonymous visitor's broken
 *   request with a redirect would make Nameport an open redirector (RFC 9700 §4.11.2). Following the link
 *   is the user's own decision.
 */
function answerRefusal(ctx: AppContext, reply: FastifyReply, outcome: Exclude<AuthorizeOutcome, { kind: 'valid' }>, signedIn: boolean): FastifyReply {
  if (outcome.kind === 'error_page') return sendPage(reply, 400, outcome.title, messageView(outcome.message));
  const params = { error: outcome.error, error_description: outcome.description, state: outcome.state };
  if (signedIn) return redirectToClient(ctx, reply, outcome.redirectUri, params);
  const back = authorizationResponseUrl(ctx, outcome.redirectUri, params);
  return sendPage(
    reply,
    400,
    'Invalid request',
    messageView(`The application sent an authorization request we cannot accept (${outcome.error}: ${outcome.description}).`, {
      href: back,
      text: `Return to ${new URL(outcome.redirectUri).host}`,
    }),
  );
}

function passedOn(params: AuthorizeParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of AUTHORIZATION_PARAMS) if (typeof params[name] === 'string') out[name] = params[name];
  return out;
}

/**
 * GET /oauth/authorize (contract 4.2): validate, sign the user in if needed (back here afterwards), then the
 * consent page. POST /oauth/authorize: the consent decision, re-validated in full and CSRF-checked.
 */
export function authorizePages(scope: FastifyInstance, ctx: AppContext): void {
  scope.get('/oauth/authorize', HIDE, async (request: FastifyRequest<{ Querystring: AuthorizeParams }>, reply) => {
    const outcome = await validateAuthorizationRequest(ctx, request.query);
    const session = await currentSession(ctx, request);
    if (outcome.kind !== 'valid') return answerRefusal(ctx, reply, outcome, session?.user?.verified === true);
    if (!session?.user) return reply.code(303).header('location', `/sign-in?return_to=${encodeURIComponent(request.url)}`).send();
    if (!session.user.verified) {
      return sendPage(reply, 403, 'Confirm your email first', messageView('Open the confirmation link we sent to your email address, then try again.'));
    }
    return sendPage(reply, 200, 'Allow access?', consentView(session.user, outcome.request, passedOn(request.query), session.csrfToken));
  });

  scope.post('/oauth/authorize', HIDE, async (request: FastifyRequest<{ Body: AuthorizeParams & { csrf_token?: string; decision?: string } }>, reply) => {
    const session = await currentSession(ctx, request);
    if (!csrfMatches(session, request.body?.csrf_token)) return refuseCsrf(reply);
    const user = session!.user;
    const outcome = await validateAuthorizationRequest(ctx, request.body);
    if (outcome.kind !== 'valid') return answerRefusal(ctx, reply, outcome, user?.verified === true);
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
