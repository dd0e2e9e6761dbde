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

/** What bulk operations (and, through TransferProvider, order fulfilment) need of the registrar that holds users' domains. */
export interface RegistrarProvider extends TransferProvider {
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

/**
 * Where a domain stands in our registrar account, read for a sale (RTR `GET /v2/domains/{domain}`): who holds it
 * (the RTR customer handle), since when, and its statuses. The auth code is deliberately not part of this record
 * (records get logged); it is read on its own with `TransferProvider.authCode`.
 */
export interface RegistrarHolding {
  domainName: string;
  /** The RTR customer handle holding the domain; null when the registrar does not say. */
  customer: string | null;
  /** Registration date (ISO 8601): the 60-day transfer lock runs from it. */
  createdDate: string | null;
  status: string[];
}

/** RTR's asynchronous work item (`GET /v2/processes/{id}`), read into three outcomes we act on. */
export interface RegistrarProcess {
  id: string;
  /** `running`: NEW, VALIDATED, RUNNING, SCHEDULED, SUSPENDED, IN_DOUBT (not finished, or not yet known). */
  outcome: 'running' | 'completed' | 'failed';
  /** RTR's own status word, for the timeline note. */
  status: string;
  /** e.g. `pushTransfer`; null when absent. */
  action: string | null;
  /** The domain the process is about; null when absent. */
  identifier: string | null;
  /** RTR's statusDetail or error message; null when absent. */
  detail: string | null;
  /** When the registrar created the process (ISO 8601); null when absent. */
  createdDate: string | null;
}

/** A transfer as RTR reports it (`GET /v2/domains/{domain}/transfer[/{processId}]`). */
export interface RegistrarTransfer {
  processId: string;
  /** IN: into our account; OUT: away from it (to the buyer's registrar). */
  direction: 'IN' | 'OUT';
  /** `pending` covers pendingwhois, pendingfoa, pendingvalidation, pending and approved (not finished yet). */
  outcome: 'pending' | 'completed' | 'failed';
  status: string;
  requestedDate: string | null;
  /** When the transfer completed (the log entry with status `completed`); null when not completed or not logged. */
  completedDate: string | null;
}

/**
 * What fulfilment needs of the registrar to move a sold domain (DESIGN.md "transfers"). A push or a write that
 * timed out may have happened: callers re-check (`holding`, `recentProcesses`) before calling again.
 */
export interface TransferProvider {
  /** The domain in our account, or null when it is not (or no longer) there. */
  holding(domain: string): Promise<RegistrarHolding | null>;
  /** The domain's current auth code (EPP authInfo). Never log, store or return it: it goes to the buyer only. */
  authCode(domain: string): Promise<string>;
  /** Push to another customer of our registrar; the process id to follow, or null when done at once (HTTP 200). */
  pushDomain(domain: string, recipient: string): Promise<{ processId: string | null }>;
  /** One process, or null when the registrar has no such process. */
  process(processId: string): Promise<RegistrarProcess | null>;
  /** The domain's latest processes, newest first (finding a push whose answer was lost). */
  recentProcesses(domain: string): Promise<RegistrarProcess[]>;
  /** The domain's most recent transfer, or null when it never had one at our registrar. */
  latestTransfer(domain: string): Promise<RegistrarTransfer | null>;
}
