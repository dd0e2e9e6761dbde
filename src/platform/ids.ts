/**
 * Every id the service mints carries a type prefix (`ord_…`, `evt_…`), so an id read in a log, a URL or a support
 * ticket says what it names. This table is the one place prefixes are chosen: two kinds can never share one, and
 * `IdGenerator.next` accepts only a registered prefix (a typo is a type error).
 */
export const ID_PREFIXES = {
  // Interface A and accounts
  request: 'req',
  user: 'usr',
  oauthClient: 'cli',
  tokenFamily: 'fam',
  listing: 'lst',
  bulkJob: 'bulk',
  bulkWorker: 'wrk',
  whoisLookup: 'whl',
  whoisClaim: 'whc',
  syncRun: 'sync',
  // Partners
  partner: 'ptn',
  sandboxKey: 'pk_sandbox',
  liveKey: 'pk_live',
  idempotencyClaim: 'idem',
  // Platform
  job: 'job',
  runner: 'runner',
  event: 'evt',
  // Commerce (issues 16–19)
  quote: 'qt',
  order: 'ord',
  refund: 'rf',
  payment: 'pay',
  checkoutSession: 'cs',
  settlement: 'stl',
  payout: 'po',
  // `bc_`: the prefix the real service answers (precedent.md), not the `brk_` the issue wrote.
  brokerageCase: 'bc',
  referralLink: 'lnk',
  webhookEndpoint: 'whk',
  delivery: 'dlv',
} as const;

export type IdKind = keyof typeof ID_PREFIXES;
export type IdPrefix = (typeof ID_PREFIXES)[IdKind];

/** The kind an id names, from its prefix; null for an id we did not mint. */
export function idKindOf(id: string): IdKind | null {
  let best: IdKind | null = null;
  for (const [kind, prefix] of Object.entries(ID_PREFIXES) as [IdKind, IdPrefix][]) {
    if (id.startsWith(`${prefix}_`) && (best === null || prefix.length > ID_PREFIXES[best].length)) best = kind;
  }
  return best;
}
