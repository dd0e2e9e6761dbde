import type { FastifyInstance } from 'fastify';

/**
 * application/x-www-form-urlencoded for the OAuth token/revocation/introspection endpoints (RFC 6749 §4.1.3)
 * and our HTML forms. A name sent twice becomes an array, so the schema (a string) refuses it: RFC 6749 §3.1
 * says parameters must not be included more than once. Registered inside an encapsulated scope only.
 */
export function registerFormParser(scope: FastifyInstance): void {
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    const out: Record<string, string | string[]> = {};
    for (const [name, value] of new URLSearchParams(body as string)) {
      const previous = out[name];
      out[name] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
    }
    done(null, out);
  });
}
