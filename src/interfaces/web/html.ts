import type { FastifyReply } from 'fastify';

/**
 * Server-rendered HTML without a template engine. Every interpolation is escaped unless it is already
 * SafeHtml (built by this tag), so user input (emails, client names, state) can never become markup.
 */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

type Part = SafeHtml | string | number | null | undefined | false | Part[];

function render(part: Part): string {
  if (part === null || part === undefined || part === false) return '';
  if (Array.isArray(part)) return part.map(render).join('');
  if (part instanceof SafeHtml) return part.value;
  return escapeHtml(String(part));
}

export function html(strings: TemplateStringsArray, ...parts: Part[]): SafeHtml {
  let out = strings[0]!;
  parts.forEach((part, i) => {
    out += render(part) + strings[i + 1]!;
  });
  return new SafeHtml(out);
}

/**
 * Headers of every page: no caching of pages that carry CSRF tokens, a strict CSP (no scripts at all,
 * styles from our stylesheet only), and no framing — the consent page must not be clickjackable.
 * No `form-action`: the consent form's answer is a redirect to the client's registered redirect_uri.
 */
const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; style-src 'self'; img-src 'self' data:; base-uri 'none'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

/** The site's header links (the human web pages): each names where it goes; the current one is marked for screen readers. */
const NAV: { href: string; text: string }[] = [
  { href: '/', text: 'Search' },
  { href: '/whois', text: 'WHOIS' },
  { href: '/tlds', text: 'Prices' },
  { href: '/marketplace', text: 'Marketplace' },
  // "Account" and not "Sign in": /account sends a signed-out visitor to the sign-in page, and one link serves both.
  { href: '/account', text: 'Account' },
  { href: '/docs', text: 'API docs' },
];

export interface PageOptions {
  /** A wide main column (tables) instead of the narrow form card. */
  wide?: boolean;
  /** The header link of this page, marked aria-current. */
  current?: string;
}

export function page(title: string, body: SafeHtml, options: PageOptions = {}): string {
  return `<!doctype html>${html`<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Nameport</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/web/style.css">
</head>
<body>
<header class="top"><a class="brand" href="/">Nameport</a>
<nav aria-label="Site"><ul class="nav">${NAV.map((link) => html`<li class="nav-item"><a href="${link.href}"${link.href === options.current ? html` aria-current="page"` : ''}>${link.text}</a></li>`)}</ul></nav>
</header>
<main class="${options.wide ? 'card wide' : 'card'}">
<h1>${title}</h1>
${body}
</main>
</body>
</html>`}`;
}

export function sendPage(reply: FastifyReply, status: number, title: string, body: SafeHtml, options: PageOptions = {}): FastifyReply {
  return reply.code(status).headers(PAGE_HEADERS).send(page(title, body, options));
}

/**
 * The answer to HEAD of a page whose GET spends something (a search, a WHOIS lookup): the page's headers and status
 * 200, without running the page (RFC 9110 §9.3.2 lets HEAD omit what is known only by generating the content, here
 * Content-Length). A link checker or unfurler must not use a person's allowance.
 */
export function sendPageHeaders(reply: FastifyReply): FastifyReply {
  return reply.code(200).headers(PAGE_HEADERS).send();
}
