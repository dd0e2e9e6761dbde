import type { User } from '../../modules/accounts/users.js';
import type { AuthorizationRequest } from '../../modules/oauth/authorize-request.js';
import { html, type SafeHtml } from './html.js';

const csrfField = (token: string) => html`<input type="hidden" name="csrf_token" value="${token}">`;

export function signInForm(csrf: string, returnTo: string, options: { email?: string; error?: string; notice?: string } = {}): SafeHtml {
  return html`${options.notice ? html`<p class="notice" role="status">${options.notice}</p>` : ''}
${options.error ? html`<p class="error" role="alert">${options.error}</p>` : ''}
<form method="post" action="/sign-in">
${csrfField(csrf)}
<input type="hidden" name="return_to" value="${returnTo}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${options.email ?? ''}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<div class="actions"><button type="submit">Sign in</button></div>
</form>
<p class="muted">No account yet? <a href="/sign-up">Create one</a>.</p>`;
}

export function signUpForm(csrf: string, options: { email?: string; error?: string } = {}): SafeHtml {
  return html`${options.error ? html`<p class="error" role="alert">${options.error}</p>` : ''}
<form method="post" action="/sign-up">
${csrfField(csrf)}
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${options.email ?? ''}">
<label for="password">Password <span class="muted">(at least 10 characters)</span></label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="10">
<div class="actions"><button type="submit">Create account</button></div>
</form>
<p class="muted">Already registered? <a href="/sign-in">Sign in</a>.</p>`;
}

export function accountView(user: User, csrf: string): SafeHtml {
  return html`<p>Signed in as <strong>${user.email}</strong>.</p>
${user.verified ? html`<p class="muted">Your email address is confirmed.</p>` : html`<p class="notice">Confirm your email address with the link we sent you; until then you are not signed in for the API.</p>`}
<form method="post" action="/sign-out">${csrfField(csrf)}<div class="actions"><button type="submit" class="secondary">Sign out</button></div></form>`;
}

export function messageView(message: string, link?: { href: string; text: string }): SafeHtml {
  return html`<p>${message}</p>${link ? html`<p><a href="${link.href}">${link.text}</a></p>` : ''}`;
}

const SCOPE_TEXT: Record<string, string> = {
  'pricing:read': 'See aftermarket (marketplace) prices in domain search results on your behalf',
};

/** The consent page (issue 4): names the client and the scope; the decision is posted with a CSRF token. */
export function consentView(user: User, request: AuthorizationRequest, params: Record<string, string>, csrf: string): SafeHtml {
  const name = request.client.clientName ?? request.client.clientId;
  const redirectHost = new URL(request.redirectUri).host;
  return html`<p><span class="client">${name}</span> wants to use your Nameport account <strong>${user.email}</strong>.</p>
<p>It asks to:</p>
<ul class="scopes">${request.scope.split(' ').map((s) => html`<li>${SCOPE_TEXT[s] ?? s} (<code>${s}</code>)</li>`)}</ul>
<p class="muted">If you allow it, you will be sent back to <code>${redirectHost}</code>. Access lasts 30 minutes at a time and the application can renew it: it stays connected until it signs itself out or goes 30 days without renewing.</p>
<form method="post" action="/oauth/authorize">
${csrfField(csrf)}
${Object.entries(params).map(([k, v]) => html`<input type="hidden" name="${k}" value="${v}">`)}
<div class="actions">
<button type="submit" name="decision" value="allow">Allow</button>
<button type="submit" name="decision" value="deny" class="secondary">Deny</button>
</div>
</form>`;
}
