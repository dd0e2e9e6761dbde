import type { AppContext } from '../../context.js';
import { ApiError } from '../../platform/errors.js';

/**
 * Webhook secrets at rest: sealed like partner secrets (AES-256-GCM under NAMEPORT_SECRET_KEY, ctx.partner.secretBox),
 * with the endpoint id as associated data, because every attempt must sign with them again.
 */
function box(ctx: AppContext) {
  const secretBox = ctx.partner.secretBox;
  if (!secretBox) throw new ApiError('service_unavailable', 'NAMEPORT_SECRET_KEY is not set: webhook secrets cannot be stored (see README, "Partner interface")');
  return secretBox;
}

export function sealSecret(ctx: AppContext, secret: string, endpointId: string): string {
  return box(ctx).seal(secret, `webhook:${endpointId}`);
}

export function openSecret(ctx: AppContext, sealed: string, endpointId: string): string {
  return box(ctx).open(sealed, `webhook:${endpointId}`);
}
