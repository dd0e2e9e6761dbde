import type { Config } from '../../platform/config.js';
import { issuer, SCOPES } from './policy.js';

/** RFC 8414 §2 authorization server metadata. */
export function authorizationServerMetadata(config: Config) {
  const base = config.publicBaseUrl;
  return {
    issuer: issuer(config),
    authorization_endpoint: `${base}/oauth/authorize`,
    token_endpoint: `${base}/api/oauth/token`,
    registration_endpoint: `${base}/api/oauth/register`,
    revocation_endpoint: `${base}/api/oauth/revoke`,
    introspection_endpoint: `${base}/api/oauth/introspect`,
    scopes_supported: [...SCOPES],
    response_types_supported: ['code'],
    response_modes_supported: ['query'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
    code_challenge_methods_supported: ['S256'],
    token_endpoint_auth_methods_supported: ['none'],
    revocation_endpoint_auth_methods_supported: ['none'],
    introspection_endpoint_auth_methods_supported: ['none'],
    authorization_response_iss_parameter_supported: true,
    service_documentation: `${base}/docs`,
  };
}

/** RFC 9728 §2 protected resource metadata (shape from precedent.md). */
export function protectedResourceMetadata(config: Config) {
  return {
    resource: config.publicBaseUrl,
    authorization_servers: [issuer(config)],
    scopes_supported: [...SCOPES],
    bearer_methods_supported: ['header'],
    resource_documentation: `${config.publicBaseUrl}/docs`,
  };
}

/** The MCP endpoint's path (src/interfaces/mcp/routes.ts). */
export const MCP_PATH = '/mcp';

/**
 * RFC 9728 §3.1 metadata of the MCP endpoint as a resource of its own, at
 * `/.well-known/oauth-protected-resource/mcp`: MCP clients name the server URL as the resource (RFC 8707).
 */
export function mcpProtectedResourceMetadata(config: Config) {
  return { ...protectedResourceMetadata(config), resource: `${config.publicBaseUrl}${MCP_PATH}` };
}
