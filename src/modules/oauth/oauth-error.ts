/**
 * An OAuth protocol error, answered as RFC 6749 §5.2 `{error, error_description}` (never the interface A
 * error body) with `Cache-Control: no-store`. Codes from RFC 6749, RFC 7591 §3.2.2 and RFC 6750 §3.1.
 */
export type OAuthErrorCode =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_grant'
  | 'unauthorized_client'
  | 'unsupported_grant_type'
  | 'unsupported_response_type'
  | 'invalid_scope'
  | 'access_denied'
  | 'server_error'
  | 'invalid_redirect_uri'
  | 'invalid_client_metadata'
  | 'unsupported_token_type';

export class OAuthError extends Error {
  constructor(
    readonly error: OAuthErrorCode,
    readonly description: string,
    /** 400 except invalid_client (401, RFC 6749 §5.2) and server_error. */
    readonly status: number = error === 'invalid_client' ? 401 : 400,
  ) {
    super(description);
    this.name = 'OAuthError';
  }

  toBody(): { error: string; error_description: string } {
    return { error: this.error, error_description: this.description };
  }
}
