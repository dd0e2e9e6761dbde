/**
 * The Content-Security-Policy of the Swagger UI reference pages (/docs for interface A, /docs/partner for interface B),
 * as @fastify/swagger-ui's `staticCSP` object. One policy for both pages, so an upgrade of Swagger UI that changes its
 * inline style is fixed in one place.
 *
 * It is the plugin's default policy minus `upgrade-insecure-requests` (which blanks the page on any plain-HTTP host but
 * localhost) plus the hash of Swagger UI's one inline <style> (swagger-api/swagger-ui#10655). `connectOrigins` are
 * the origins the page may call besides its own: the origin "Try it out" sends requests to, when the page has it.
 */
export function swaggerUiCsp(connectOrigins: string[] = []): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'connect-src': ["'self'", ...connectOrigins],
    'base-uri': ["'self'"],
    'font-src': ["'self'", 'https:', 'data:'],
    'frame-ancestors': ["'self'"],
    'img-src': ["'self'", 'data:', 'validator.swagger.io'],
    'object-src': ["'none'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", 'https:', "'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='"],
  };
}
