import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';

/**
 * Who is calling, resolved once per request by the HTTP layer and handed to services as plain data
 * (services never see HTTP). `ip` is the client address as fastify resolves it (X-Forwarded-For only
 * when TRUST_PROXY is configured).
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

/** Resolves the viewer of a request. Until accounts exist (issue 4) every caller is anonymous. */
export async function resolveViewer(_ctx: AppContext, request: FastifyRequest): Promise<Viewer> {
  return { kind: 'anonymous', ip: request.ip };
}
