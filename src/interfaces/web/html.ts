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

export function page(title: string, body: SafeHtml): string {
  return `<!doctype html>${html`<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Nameport</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/web/style.css">
</head>
<body>
<header class="top"><a class="brand" href="/account">Nameport</a></header>
<main class="card">
<h1>${title}</h1>
${body}
</main>
</body>
</html>`}`;
}

export function sendPage(reply: FastifyReply, status: number, title: string, body: SafeHtml): FastifyReply {
  return reply.code(status).headers(PAGE_HEADERS).send(page(title, body));
}
