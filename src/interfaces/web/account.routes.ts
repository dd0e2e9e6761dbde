import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { csrfMatches, endSession, replaceWithSignedIn } from '../../modules/accounts/sessions.js';
import { checkCredentials } from '../../modules/accounts/sign-in.js';
import { createUser, normaliseEmail } from '../../modules/accounts/users.js';
import { beginSignUpAttempt } from '../../modules/accounts/throttle.js';
import { confirmVerification, sendAlreadyRegistered, sendVerification } from '../../modules/accounts/verification.js';
import type { AppContext } from '../../context.js';
import { isApiError } from '../../platform/errors.js';
import { clearSessionCookie, setSessionCookie } from './cookies.js';
import { sendPage } from './html.js';
import { currentSession, safeReturnTo, sessionForForm } from './session.js';
import { STYLE } from './style.js';
import { accountView, messageView, signInForm, signUpForm } from './views.js';

type Form = Record<string, unknown>;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const HIDE = { schema: { hide: true } };

/** A form post without the session's CSRF token (OWASP synchronizer token pattern): 403 and nothing done. */
export function refuseCsrf(reply: FastifyReply): FastifyReply {
  return sendPage(reply, 403, 'Form expired', messageView('This form has expired or was not sent from a Nameport page, so nothing was done. Go back, reload the page and try again.'));
}

/** Sign-up, sign-in, sign-out, email verification and the account page (issue 4). */
export function accountPages(scope: FastifyInstance, ctx: AppContext): void {
  scope.get('/web/style.css', HIDE, async (_request, reply) =>
    reply.headers({ 'content-type': 'text/css; charset=utf-8', 'cache-control': 'public, max-age=3600', 'x-content-type-options': 'nosniff' }).send(STYLE));

  scope.get('/sign-in', HIDE, async (request: FastifyRequest<{ Querystring: Form }>, reply) => {
    const session = await sessionForForm(ctx, request, reply);
    const notice = request.query.signed_out ? 'You are signed out.' : undefined;
    return sendPage(reply, 200, 'Sign in', signInForm(session.csrfToken, safeReturnTo(ctx.config.publicBaseUrl, request.query.return_to), { notice }));
  });

  scope.post('/sign-in', HIDE, async (request: FastifyRequest<{ Body: Form }>, reply) => {
    const session = await currentSession(ctx, request);
    if (!csrfMatches(session, request.body?.csrf_token)) return refuseCsrf(reply);
    const email = text(request.body.email);
    const returnTo = safeReturnTo(ctx.config.publicBaseUrl, request.body.return_to);
    const result = await checkCredentials(ctx, { email, password: text(request.body.password), ip: request.ip });
    if (!result.ok) {
      const throttled = result.reason === 'throttled';
      if (throttled) reply.header('retry-after', String(result.retryAfterSeconds));
      const error = throttled
        ? `Too many failed sign-ins. Try again in ${Math.ceil(result.retryAfterSeconds / 60)} minute(s).`
        : 'The email address or password is not right.';
      return sendPage(reply, throttled ? 429 : 401, 'Sign in', signInForm(session!.csrfToken, returnTo, { email, error }));
    }
    const signedIn = await replaceWithSignedIn(ctx, session!.id, result.user);
    setSessionCookie(ctx.config, reply, signedIn.id, (signedIn.expiresAt.getTime() - ctx.clock.now().getTime()) / 1000);
    return reply.code(303).header('location', returnTo).header('cache-control', 'no-store').send();
  });

  scope.post('/sign-out', HIDE, async (request: FastifyRequest<{ Body: Form }>, reply) => {
    const session = await currentSession(ctx, request);
    if (!csrfMatches(session, request.body?.csrf_token)) return refuseCsrf(reply);
    await endSession(ctx, session!.id);
    clearSessionCookie(ctx.config, reply);
    return reply.code(303).header('location', '/sign-in?signed_out=1').send();
  });

  scope.get('/sign-up', HIDE, async (request, reply) => {
    const session = await sessionForForm(ctx, request, reply);
    return sendPage(reply, 200, 'Create an account', signUpForm(session.csrfToken));
  });

  scope.post('/sign-up', HIDE, async (request: FastifyRequest<{ Body: Form }>, reply) => {
    const session = await currentSession(ctx, request);
    if (!csrfMatches(session, request.body?.csrf_token)) return refuseCsrf(reply);
    const email = text(request.body.email);
    // Every sign-up sends an email: at most 10 an hour from one IP, so the form cannot be used to spam.
    const attempt = await beginSignUpAttempt(ctx, request.ip);
    if (!attempt.allowed) {
      reply.header('retry-after', String(attempt.retryAfterSeconds));
      return sendPage(reply, 429, 'Create an account', signUpForm(session!.csrfToken, { email, error: `Too many sign-ups from your network. Try again in ${Math.ceil(attempt.retryAfterSeconds / 60)} minute(s).` }));
    }
    try {
      const user = await createUser(ctx, { email, password: text(request.body.password) });
      await sendVerification(ctx, user);
    } catch (error) {
      if (!isApiError(error)) throw error;
      // A taken address gets the same answer as a new one (and its owner a notice instead of a link), so
      // sign-up does not reveal who has an account.
      if (error.code !== 'conflict') return sendPage(reply, 400, 'Create an account', signUpForm(session!.csrfToken, { email, error: error.message }));
      sendAlreadyRegistered(ctx, normaliseEmail(email));
    }
    return sendPage(reply, 200, 'Check your email', messageView('If this address is new to us, we have sent it a link to confirm it. Open the link, then sign in.', { href: '/sign-in', text: 'Sign in' }));
  });

  scope.get('/verify', HIDE, async (request: FastifyRequest<{ Querystring: Form }>, reply) => {
    const ok = await confirmVerification(ctx, text(request.query.token));
    return ok
      ? sendPage(reply, 200, 'Email confirmed', messageView('Your email address is confirmed.', { href: '/sign-in', text: 'Sign in' }))
      : sendPage(reply, 400, 'Link not valid', messageView('This confirmation link is unknown, already used or expired (links work once, for 24 hours).'));
  });

  scope.get('/account', HIDE, async (request, reply) => {
    const session = await currentSession(ctx, request);
    if (!session?.user) return reply.code(303).header('location', '/sign-in').send();
    return sendPage(reply, 200, 'Your account', accountView(session.user, session.csrfToken));
  });
}
