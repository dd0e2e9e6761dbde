/**
 * Realtime Register (RTR) wire formats, as far as we read them (DESIGN.md "Realtime Register";
 * fixtures in test/fixtures/rtr). Everything is optional except what we cannot do without, because
 * the upstream omits absent values (tldinfo_com-nullables.json).
 */
export interface RtrTldInfo {
  provider: string;
  applicableFor: string[];
  metadata: RtrTldMetadata;
}

export interface RtrTldMetadata {
  createDomainPeriods?: number[];
  renewDomainPeriods?: number[];
  transferDomainPeriods?: number[];
  featuresAvailable?: string[];
  premiumSupport?: string;
  transferRequiresAuthcode?: boolean;
  domainSyntax?: { minLength?: number; maxLength?: number; idnSupport?: boolean; idnType?: string };
  nameservers?: { min?: number; max?: number; required?: boolean };
  registrant?: { organizationRequired?: boolean; organizationAllowed?: boolean; allowedCountries?: string[] };
  [key: string]: unknown;
}

export type RtrAction = 'CREATE' | 'RENEW' | 'TRANSFER' | 'RESTORE';

export interface RtrPrice {
  /** `domain_<tld>` for domain products; other products exist and are ignored. */
  product: string;
  action: string;
  currency: string;
  /** Integer cents. */
  price: number;
}

/** `aborted`: the caller cancelled (e.g. a search client disconnected); not the upstream's fault. */
/** What the services need of a registrar/registry data source. */
export interface RegistryDataProvider {
  readonly source: 'rtr';
  /** TLD info, or null when the upstream has no such TLD. */
  tldInfo(tld: string): Promise<RtrTldInfo | null>;
  /** The whole price list, in USD. */
  priceList(): Promise<RtrPrice[]>;
}

/** A domain as the registrar reports it (RTR `GET /v2/domains/{domain}`), the fields bulk operations touch. */
export interface RegistrarDomain {
  domainName: string;
  expiryDate: string | null;
  autoRenew: boolean | null;
  privacyProtect: boolean | null;
  ns: string[];
  status: string[];
}

/** Changes RTR's `POST /v2/domains/{domain}/update` accepts (only the keys present are changed). */
export interface RegistrarDomainUpdate {
  autoRenew?: boolean;
  privacyProtect?: boolean;
  ns?: string[];
  /** Client statuses; the whole set is replaced. */
  status?: string[];
}

/** What bulk operations need of the registrar that holds users' domains. */
export interface RegistrarProvider {
  domainInfo(domain: string): Promise<RegistrarDomain | null>;
  /** Renews for `periodMonths`; answers the new expiry date (ISO 8601). */
  renewDomain(domain: string, periodMonths: number): Promise<{ expiryDate: string }>;
  updateDomain(domain: string, update: RegistrarDomainUpdate): Promise<void>;
}

/**
 * RTR `GET /v2/domains/{domain}/check` read into our terms (DESIGN.md "Realtime Register"): the registrar's
 * authoritative answer. `priceCents`/`currency` come with premium names only (the registry's own price for create,
 * or transfer when not available); a regular name is priced from the price list, so null here never means free.
 */
export interface DomainCheck {
  available: boolean;
  /** Why not available, as the registrar says it (free text, e.g. "reserved"); null when available or not given. */
  reason: string | null;
  premium: boolean;
  priceCents: number | null;
  currency: string | null;
}

/** What domain search needs of an authoritative availability source. Failures throw UpstreamError (`aborted` on the caller's signal). */
export interface AvailabilityProvider {
  checkDomain(domain: string, signal?: AbortSignal): Promise<DomainCheck>;
}
