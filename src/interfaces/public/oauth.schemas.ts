import { Type } from '@sinclair/typebox';

/** RFC 6749 §5.2 error body of the OAuth JSON endpoints (not the interface A error body). */
export const OAuthErrorBody = Type.Object(
  {
    error: Type.String({ description: 'RFC 6749 §5.2 / RFC 7591 §3.2.2 / RFC 7009 §2.2.1 error code.', examples: ['invalid_grant'] }),
    error_description: Type.String({ description: 'Human-readable explanation.' }),
  },
  { $id: 'OAuthError', title: 'OAuthError', description: 'OAuth error body `{"error","error_description"}` (RFC 6749 §5.2), sent with `Cache-Control: no-store`.' },
);

export function oauthError(description: string) {
  return Type.Ref(OAuthErrorBody, { description });
}

export const TokenForm = Type.Object(
  {
    grant_type: Type.Optional(Type.String({ description: '`authorization_code` or `refresh_token`.' })),
    code: Type.Optional(Type.String({ description: 'The authorization code (authorization_code grant).' })),
    redirect_uri: Type.Optional(Type.String({ description: 'Exactly the redirect_uri of the authorization request.' })),
    client_id: Type.Optional(Type.String({ description: 'The client id from registration (required for authorization_code).' })),
    code_verifier: Type.Optional(Type.String({ description: 'The PKCE verifier (RFC 7636), 43–128 characters.' })),
    refresh_token: Type.Optional(Type.String({ description: 'The refresh token (refresh_token grant); single use, rotated.' })),
    scope: Type.Optional(Type.String({ description: 'Optional on refresh: the same or a narrower scope.' })),
  },
  { additionalProperties: true },
);

export const TokenResponseSchema = Type.Object(
  {
    access_token: Type.String({ description: 'Opaque bearer token, valid 30 minutes.' }),
    token_type: Type.Literal('Bearer'),
    expires_in: Type.Integer({ description: 'Seconds until the access token expires (1800).', examples: [1800] }),
    refresh_token: Type.String({ description: 'Opaque, single-use refresh token, valid 30 days; every refresh returns a new one.' }),
    scope: Type.String({ examples: ['pricing:read'] }),
  },
  { $id: 'OAuthTokenResponse', title: 'OAuthTokenResponse' },
);

export const RegistrationRequest = Type.Object(
  {
    redirect_uris: Type.Array(Type.String(), { description: 'https URLs, or http on 127.0.0.1, [::1] or localhost; no fragment; at most 10.' }),
    client_name: Type.Optional(Type.String({ description: 'Shown to the user on the consent page; 1–100 printable characters.' })),
    token_endpoint_auth_method: Type.Optional(Type.String({ description: 'Only `none` (public clients).' })),
    grant_types: Type.Optional(Type.Array(Type.String())),
    response_types: Type.Optional(Type.Array(Type.String())),
    scope: Type.Optional(Type.String()),
  },
  { additionalProperties: true },
);

export const RegisteredClientSchema = Type.Object(
  {
    client_id: Type.String({ examples: ['cli_01hx…'] }),
    client_id_issued_at: Type.Integer(),
    client_name: Type.Optional(Type.String()),
    redirect_uris: Type.Array(Type.String()),
    grant_types: Type.Array(Type.String()),
    response_types: Type.Array(Type.String()),
    token_endpoint_auth_method: Type.Literal('none'),
    scope: Type.String(),
  },
  { $id: 'OAuthClient', title: 'OAuthClient' },
);

export const TokenOnlyForm = Type.Object(
  {
    token: Type.Optional(Type.String({ description: 'The token.' })),
    token_type_hint: Type.Optional(Type.String({ description: '`access_token` or `refresh_token` (RFC 7009 §2.1).' })),
    client_id: Type.Optional(Type.String()),
  },
  { additionalProperties: true },
);

export const IntrospectionSchema = Type.Object(
  {
    active: Type.Boolean(),
    scope: Type.Optional(Type.String()),
    client_id: Type.Optional(Type.String()),
    sub: Type.Optional(Type.String({ description: 'The user id.' })),
    token_type: Type.Optional(Type.Literal('Bearer')),
    exp: Type.Optional(Type.Integer()),
    iat: Type.Optional(Type.Integer()),
    iss: Type.Optional(Type.String()),
  },
  { $id: 'OAuthIntrospection', title: 'OAuthIntrospection' },
);

export const AuthorizationServerMetadataSchema = Type.Object(
  {
    issuer: Type.String(),
    authorization_endpoint: Type.String(),
    token_endpoint: Type.String(),
    registration_endpoint: Type.String(),
    revocation_endpoint: Type.String(),
    introspection_endpoint: Type.String(),
    scopes_supported: Type.Array(Type.String()),
    response_types_supported: Type.Array(Type.String()),
    response_modes_supported: Type.Array(Type.String()),
    grant_types_supported: Type.Array(Type.String()),
    code_challenge_methods_supported: Type.Array(Type.String()),
    token_endpoint_auth_methods_supported: Type.Array(Type.String()),
    revocation_endpoint_auth_methods_supported: Type.Array(Type.String()),
    introspection_endpoint_auth_methods_supported: Type.Array(Type.String()),
    authorization_response_iss_parameter_supported: Type.Boolean(),
    service_documentation: Type.String(),
  },
  { $id: 'OAuthServerMetadata', title: 'OAuthServerMetadata' },
);

export const ProtectedResourceMetadataSchema = Type.Object(
  {
    resource: Type.String(),
    authorization_servers: Type.Array(Type.String()),
    scopes_supported: Type.Array(Type.String()),
    bearer_methods_supported: Type.Array(Type.String()),
    resource_documentation: Type.String(),
  },
  { $id: 'OAuthProtectedResourceMetadata', title: 'OAuthProtectedResourceMetadata' },
);
