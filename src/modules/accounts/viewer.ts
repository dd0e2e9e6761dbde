/**
 * Who is calling, as plain data handed to services (which never see HTTP; src/interfaces/http/caller.ts resolves it
 * from the request). `ip` is the client address as fastify resolves it (X-Forwarded-For only when
 * TRUST_PROXY is configured).
 *
 * "Signed in" for interface A means a signed-in session of a *verified* user (issue 4): that is what
 * unmasks marketplace prices, raises the WHOIS cap and authorises bulk operations.
 */
export type Viewer =
  | { kind: 'anonymous'; ip: string }
  | { kind: 'user'; ip: string; userId: string; email: string; verified: boolean };

export function isSignedInVerified(viewer: Viewer): viewer is Extract<Viewer, { kind: 'user' }> {
  return viewer.kind === 'user' && viewer.verified;
}
