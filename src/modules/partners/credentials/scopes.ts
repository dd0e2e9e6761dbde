/** Contract 5.2, "Scopes": what a credential may be granted. */
export const PARTNER_SCOPES = ['search', 'embed', 'buy', 'broker', 'refer', 'report', 'webhook'] as const;
export type PartnerScope = (typeof PARTNER_SCOPES)[number];

export const PARTNER_ENVIRONMENTS = ['sandbox', 'live'] as const;
export type PartnerEnvironment = (typeof PARTNER_ENVIRONMENTS)[number];

export function isPartnerScope(value: string): value is PartnerScope {
  return (PARTNER_SCOPES as readonly string[]).includes(value);
}
