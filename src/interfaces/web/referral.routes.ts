import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { createDirectCheckout } from '../../modules/checkout/service.js';
import { publicEnvironment } from '../../modules/listings/browse.js';
import { followLink, referralOf } from '../../modules/referrals/attribution.js';
import { isProductName, PRODUCT_NAMES, PRODUCTS } from '../../modules/referrals/schema.js';
import { domainForSale } from '../../modules/referrals/service.js';
import { ApiError } from '../../platform/errors.js';
import { csrfMatches } from '../../modules/accounts/sessions.js';
import { isSignedInVerified, type Viewer } from '../../modules/accounts/viewer.js';
import { formatMoney } from '../../platform/money.js';
import { requestViewer } from '../http/caller.js';
import { refuseCsrf } from './account.routes.js';
import { cookieIsSecure, readCookie } from './cookies.js';
import { registerFormParser } from './forms.js';
import { html, type SafeHtml, sendPage } from './html.js';
import { homeView } from './search.views.js';
import { currentSession, signInPath } from './session.js';

/**
 * The pages of referral links (issue 19): GET|HEAD /r/{token} (records the click, sets the attribution cookie, 302 to
 * a target computed from the stored link), the targets — the home page, /domains/{name} (for a signed-in verified
 * visitor the price and a Buy button that starts a hosted checkout, attributed to the link in the buyer's cookie; for
 * anyone else "Sign in for pricing", as every other page) and /products/{name} — all without script.
 */
const HIDE = { schema: { hide: true } };
type Env = 'sandbox' | 'live';

/** `__Host-` (Secure, Path=/, no Domain) whenever the cookie is Secure, like the session cookie (cookies.ts). */
export const referralCookieName = (ctx: AppContext) => (cookieIsSecure(ctx.config) ? '__Host-nameport_ref' : 'nameport_ref');

const param = (request: FastifyRequest, name: string): string => String((request.params as Record<string, unknown>)[name] ?? '');
const envOf = (ctx: AppContext, value: unknown): Env => (value === 'sandbox' || value === 'live' ? value : publicEnvironment(ctx));

function notFound(reply: FastifyReply, what: string) {
  return sendPage(reply, 404, 'Not found', html`<p>${what}</p><p><a href="/">Go to the Nameport home page</a></p>`);
}

/** The domain page's own path, keeping an explicit `env` (a referral link's environment other than the server's). */
function pagePath(domain: string, env: unknown): string {
  return `/domains/${encodeURIComponent(domain)}${env === 'sandbox' || env === 'live' ? `?env=${env}` : ''}`;
}

/**
 * The price line for a viewer who may not see marketplace prices (README "Domain search": "Sign in for pricing"):
 * no amount anywhere, no Buy form; a sign-in link that comes back to this page, or, signed in but not confirmed, the
 * way to confirm.
 */
function maskedPrice(viewer: Viewer, returnTo: string): SafeHtml {
  const how = viewer.kind === 'user'
    ? html`Confirm your email address with the link we sent you (see <a href="/account">your account</a>) to see the price and buy it.`
    : html`<a id="sign-in" href="${signInPath(returnTo)}">Sign in</a> with a confirmed account to see the price and buy it. No account yet? <a href="/sign-up">Create one</a>.`;
  return html`<p class="price">Price: <strong id="price">Sign in for pricing</strong></p>
<p>${how}</p>`;
}

export async function referralPages(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    registerFormParser(scope);

    // GET and the HEAD fastify derives from it (request.method is HEAD there: an unfurler, counted as a bot).
    scope.get('/r/:token', HIDE, async (request, reply) => {
      const outcome = await followLink(ctx, {
        token: param(request, 'token'), method: request.method, ip: request.ip,
        userAgent: request.headers['user-agent'], cookie: readCookie(request, referralCookieName(ctx)),
      });
      if (outcome.kind === 'not_found') return notFound(reply, 'This referral link does not exist. Check that it was copied completely.');
      if (outcome.cookie) {
        const secure = cookieIsSecure(ctx.config) ? '; Secure' : '';
        reply.header('set-cookie', `${referralCookieName(ctx)}=${outcome.cookie.value}; Path=/; HttpOnly; SameSite=Lax${secure}; Max-Age=${outcome.cookie.maxAgeSeconds}`);
      }
      // no-store: every click reaches us (a cached redirect would not be counted).
      return reply.code(302).header('cache-control', 'no-store').header('location', outcome.location).send();
    });

    // The generic target of referral links (and the site's home): the search and WHOIS forms, and the product pages.
    scope.get('/', HIDE, async (_request, reply) => sendPage(reply, 200, 'Domain names, found and bought',
      homeView(PRODUCT_NAMES.map((name) => ({ href: `/products/${name}`, title: PRODUCTS[name].title }))), { current: '/' }));

    scope.get('/products/:name', HIDE, async (request, reply) => {
      const name = param(request, 'name');
      if (!isProductName(name)) return notFound(reply, 'There is no such Nameport product.');
      const product = PRODUCTS[name];
      return sendPage(reply, 200, product.title, html`<p>${product.text}</p><p><a href="/docs">How to use it (API reference)</a> · <a href="/">All products</a></p>`);
    });

    scope.get('/domains/:name', HIDE, async (request, reply) => {
      const env = envOf(ctx, (request.query as Record<string, unknown>).env);
      const viewer = await requestViewer(ctx, request);
      const listing = await domainForSale(ctx, { domain: param(request, 'name'), environment: env, viewer });
      if (!listing) return notFound(reply, `${param(request, 'name')} is not for sale on Nameport at the moment.`);
      // Buy acts for the signed-in person (their checkout): the form carries their session's CSRF token, as every form post.
      const csrf = listing.price_cents === null ? '' : (await currentSession(ctx, request))?.csrfToken ?? '';
      return sendPage(reply, 200, listing.domain, html`<p>The domain name <strong id="domain">${listing.domain}</strong> is for sale.</p>
${listing.price_cents === null ? maskedPrice(viewer, pagePath(listing.domain, (request.query as Record<string, unknown>).env)) : html`<p class="price">Price: <strong id="price">${formatMoney(listing.price_cents, listing.currency)}</strong></p>`}
${listing.description ? html`<p>${listing.description}</p>` : ''}
${listing.price_cents === null ? '' : html`<p class="muted">You pay on the next page; nothing is charged before you confirm there.${env === 'sandbox' ? ' Sandbox: synthetic inventory, no real payment.' : ''}</p>
<form class="actions" method="post" action="/domains/${encodeURIComponent(listing.domain)}/buy">
<input type="hidden" name="env" value="${env}">
<input type="hidden" name="csrf_token" value="${csrf}">
<button type="submit" id="buy">Buy</button>
</form>`}`);
    });

    scope.post('/domains/:name/buy', HIDE, async (request, reply) => {
      const form = (request.body ?? {}) as Record<string, unknown>;
      const sent = form.env;
      const env = envOf(ctx, sent);
      const viewer = await requestViewer(ctx, request);
      // A signed-in person's Buy only from our page (OWASP synchronizer token, as every form post): another site's
      // form must not start a checkout in their name. A visitor's Buy does nothing but send them to sign in (below).
      if (isSignedInVerified(viewer) && !csrfMatches(await currentSession(ctx, request), form.csrf_token)) return refuseCsrf(reply);
      const referral = await referralOf(ctx, readCookie(request, referralCookieName(ctx)), env);
      try {
        const path = await createDirectCheckout(ctx, { domain: param(request, 'name'), environment: env, referral, viewer });
        return reply.code(303).header('location', path).send();
      } catch (error) {
        // Not signed in (verified): sign in, then back to the domain page. The attribution cookie is untouched meanwhile.
        if (error instanceof ApiError && error.code === 'unauthorized') return reply.code(303).header('location', signInPath(pagePath(param(request, 'name'), sent))).send();
        if (!(error instanceof ApiError) || (error.code !== 'not_found' && error.code !== 'conflict' && error.code !== 'validation_error')) throw error;
        return sendPage(reply, error.code === 'conflict' ? 409 : 404, 'Not available', html`<p>${param(request, 'name')} cannot be bought now: it is not listed, or another buyer has bought or reserved it. Nothing was charged.</p><p><a href="/">Go to the Nameport home page</a></p>`);
      }
    });
  });
}
