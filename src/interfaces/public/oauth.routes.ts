import { Type } from '@sinclair/typebox';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { errorResponses } from '../../platform/http/schemas.js';
import type { TypedApp } from '../../platform/http/typed-app.js';
import { registerFormParser } from '../web/forms.js';
import { registerClient } from '../../modules/oauth/clients.js';
import { authorizationServerMetadata, protectedResourceMetadata } from '../../modules/oauth/metadata.js';
import { OAuthError } from '../../modules/oauth/oauth-error.js';
import { introspectToken, revokeToken } from '../../modules/oauth/revocation.js';
import * as S from './oauth.schemas.js';
import { grantTokens } from '../../modules/oauth/token-grants.js';

/**
 * The OAuth JSON endpoints (contract 4.2). They live in their own encapsulated scope with their own error
 * handler, because OAuth errors are RFC 6749 `{error, error_description}` with `Cache-Control: no-store`.
 * Unexpected errors are re-thrown to the application's handler (500 `internal_error`).
 */
function oauthErrorHandler(error: FastifyError, request: { url: string }): OAuthError {
  if (error instanceof OAuthError) return error;
  if (error.validation) {
    const path = request.url.split('?')[0];
    if (path === '/api/oauth/register') {
      const redirect = error.validation.some((v) => v.instancePath.startsWith('/redirect_uris') || (v.params as { missingProperty?: string }).missingProperty === 'redirect_uris');
      return new OAuthError(redirect ? 'invalid_redirect_uri' : 'invalid_client_metadata', `invalid client metadata: ${error.message}`);
    }
    return new OAuthError('invalid_request', `malformed request (a parameter sent twice or of the wrong type): ${error.message}`);
  }
  // Inside the OAuth scope a too-large body is an RFC 6749 §5.2 error like any other unreadable request
  // (with no-store), not interface A's 413 body.
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return new OAuthError('invalid_request', 'the request body is larger than the limit of this endpoint');
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return new OAuthError('invalid_request', `the body could not be read: ${error.message}`);
  }
  throw error;
}

const NO_STORE = { 'cache-control': 'no-store', pragma: 'no-cache' };

/**
 * The token, revocation and introspection endpoints take application/x-www-form-urlencoded only (RFC 6749
 * §3.2 and §4.1.3, RFC 7009 §2.1, RFC 7662 §2.1); JSON or no body at all is invalid_request. Checked before
 * the body is read, so nothing else gets parsed.
 */
function requireForm(request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void): void {
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') {
    done(new OAuthError('invalid_request', 'the body must be application/x-www-form-urlencoded'));
    return;
  }
  done();
}

/**
 * CORS for the OAuth JSON endpoints and metadata: browser-based public clients (an MCP inspector, a web
 * app on another origin) must be able to discover, register and exchange codes. `*` without credentials is
 * safe here: none of these endpoints reads cookies; the browser pages (/oauth/authorize, sign-in) get no CORS.
 */
const CORS_PATHS = ['/api/oauth/register', '/api/oauth/token', '/api/oauth/revoke', '/api/oauth/introspect', '/.well-known/oauth-authorization-server', '/.well-known/oauth-protected-resource'];
const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-methods': 'GET, POST', 'access-control-allow-headers': 'content-type, authorization', 'access-control-max-age': '600' };

const METADATA_NOTE = `Decisions: every client is public (token_endpoint_auth_method \`none\`); PKCE S256 is mandatory; the only scope
is \`pricing:read\`; authorization codes live 60 s and are single use; access tokens 30 min; refresh tokens 30 days and
rotate on every use (a rotated token presented again more than 2 s later revokes the whole grant).`;

export async function oauthApiRoutes(app: TypedApp, ctx: AppContext): Promise<void> {
  for (const schema of [S.OAuthErrorBody, S.TokenResponseSchema, S.RegisteredClientSchema, S.IntrospectionSchema, S.AuthorizationServerMetadataSchema, S.ProtectedResourceMetadataSchema]) {
    app.addSchema(schema);
  }
  await app.register(async (scope) => {
    registerFormParser(scope as unknown as FastifyInstance);
    scope.addHook('onRequest', (_request, reply, done) => {
      reply.headers({ 'access-control-allow-origin': '*' });
      done();
    });
    for (const path of CORS_PATHS) scope.options(path, { schema: { hide: true } }, async (_request, reply) => reply.code(204).headers(CORS).send());
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      const oauth = oauthErrorHandler(error, request);
      return reply.code(oauth.status).headers(NO_STORE).send(oauth.toBody());
    });

    scope.post('/api/oauth/register', {
      schema: {
        operationId: 'registerOAuthClient', tags: ['oauth'], summary: 'Register an OAuth client (RFC 7591)',
        description: `Dynamic client registration, no manual approval. Every client is public: no secret is issued.
- \`redirect_uris\`: https URLs, or http only on a loopback host (127.0.0.1, [::1], localhost); no fragment, no user info;
  other schemes (\`javascript:\`, \`data:\`, custom) are refused with \`invalid_redirect_uri\`.
- At authorization the redirect_uri must equal a registered one exactly, except that an http loopback URI may use any
  port (RFC 8252 §7.3).
- Answers 201 with the registered metadata (RFC 7591 §3.2.1); errors are \`invalid_redirect_uri\` or \`invalid_client_metadata\`.`,
        body: S.RegistrationRequest,
        response: {
          201: Type.Ref(S.RegisteredClientSchema),
          400: S.oauthError('RFC 7591 §3.2.2: `invalid_redirect_uri`, `invalid_client_metadata` (or `invalid_request` for an unreadable or too large body)'),
          ...errorResponses(),
        },
      },
    }, async (request, reply) => {
      const client = await registerClient(ctx, request.body as Record<string, unknown>);
      return reply.code(201).headers(NO_STORE).send(client);
    });

    scope.post('/api/oauth/token', {
      onRequest: requireForm,
      schema: {
        operationId: 'oauthToken', tags: ['oauth'], summary: 'Exchange a code or refresh token for tokens',
        description: `Token endpoint (RFC 6749 §3.2), form-encoded. Grants: \`authorization_code\` (code, redirect_uri, client_id,
code_verifier) and \`refresh_token\` (refresh_token, optional client_id and scope).
${METADATA_NOTE}
A code presented a second time is refused and every token issued from it is revoked. Of two concurrent refreshes of one
token exactly one succeeds. Errors are RFC 6749 §5.2 bodies with \`Cache-Control: no-store\`, including a body that is
not \`application/x-www-form-urlencoded\` (JSON is refused) or is larger than the body limit (\`invalid_request\`).`,
        consumes: ['application/x-www-form-urlencoded'],
        body: S.TokenForm,
        response: {
          200: Type.Ref(S.TokenResponseSchema),
          400: S.oauthError('RFC 6749 §5.2: `invalid_request` (also for a body that is not form-encoded or too large), `invalid_grant`, `unsupported_grant_type`, `invalid_scope`'),
          401: S.oauthError('RFC 6749 §5.2: `invalid_client` (unknown client_id)'),
          ...errorResponses(),
        },
      },
    }, async (request, reply) => {
      const tokens = await grantTokens(ctx, request.body as Record<string, string | undefined>);
      return reply.headers(NO_STORE).send(tokens);
    });

    scope.post('/api/oauth/revoke', {
      onRequest: requireForm,
      schema: {
        operationId: 'oauthRevoke', tags: ['oauth'], summary: 'Revoke a token (RFC 7009)',
        description: `Signs a client out (RFC 7009). Possession of the token is the proof (public clients have no secret);
a \`client_id\`, when sent, must be the token's client or nothing is revoked. Revoking a refresh token ends the whole grant
(every access and refresh token of it); revoking an access token ends only that token. Unknown tokens are answered 200 too.
Form-encoded only: JSON, or a body over the limit, is \`invalid_request\` (RFC 6749 §5.2 body, \`Cache-Control: no-store\`).`,
        consumes: ['application/x-www-form-urlencoded'],
        body: S.TokenOnlyForm,
        response: {
          200: Type.Object({}, { description: 'Revoked, or nothing to revoke.' }),
          400: S.oauthError('RFC 7009 §2.2.1: `invalid_request` (also for a body that is not form-encoded or too large), `unsupported_token_type`'),
          ...errorResponses(),
        },
      },
    }, async (request, reply) => {
      await revokeToken(ctx, request.body as Record<string, string | undefined>);
      return reply.headers(NO_STORE).send({});
    });

    scope.post('/api/oauth/introspect', {
      onRequest: requireForm,
      schema: {
        operationId: 'oauthIntrospect', tags: ['oauth'], summary: 'Introspect an access token (RFC 7662)',
        description: `For resource servers such as a separately deployed MCP host: \`token=<access token>\` →
\`{active, scope, client_id, sub, token_type, exp, iat, iss}\`. Refresh tokens and revoked, expired or unknown tokens are
\`{"active": false}\`, as is an access token of a grant that has been revoked (the same rule as for bearer use).
No caller authentication: tokens are 256-bit random values, so holding one is the only way to learn anything about it.
Form-encoded only: JSON, or a body over the limit, is \`invalid_request\` with \`Cache-Control: no-store\`.`,
        consumes: ['application/x-www-form-urlencoded'],
        body: S.TokenOnlyForm,
        response: { 200: Type.Ref(S.IntrospectionSchema), 400: S.oauthError('`invalid_request`: token missing, or a body that is not form-encoded or too large'), ...errorResponses() },
      },
    }, async (request, reply) => reply.headers(NO_STORE).send(await introspectToken(ctx, (request.body as Record<string, string | undefined>).token)));

    scope.get('/.well-known/oauth-authorization-server', {
      schema: {
        operationId: 'oauthServerMetadata', tags: ['oauth'], summary: 'Authorization server metadata (RFC 8414)',
        description: `Issuer, endpoints and capabilities of the authorization server. The issuer is PUBLIC_BASE_URL; every
authorization response carries it as \`iss\` (RFC 9207). ${METADATA_NOTE}`,
        response: { 200: Type.Ref(S.AuthorizationServerMetadataSchema), ...errorResponses() },
      },
    }, async () => authorizationServerMetadata(ctx.config));

    scope.get('/.well-known/oauth-protected-resource', {
      schema: {
        operationId: 'oauthProtectedResourceMetadata', tags: ['oauth'], summary: 'Protected resource metadata (RFC 9728)',
        description: 'Tells clients (MCP and others) which authorization server issues the optional `pricing:read` token and how to send it.',
        response: { 200: Type.Ref(S.ProtectedResourceMetadataSchema), ...errorResponses() },
      },
    }, async () => protectedResourceMetadata(ctx.config));
  });
}
