import type { AppContext } from '../../context.js';
import { parseDomainName } from '../../domains/domain-name.js';
import { ApiError } from '../../platform/errors.js';
import { isSignedInVerified, type Viewer } from '../accounts/viewer.js';
import { UpstreamError } from '../../providers/upstream-error.js';
import type { WhoisRecord } from '../../providers/whois-record.js';
import { ipSubject } from '../accounts/caller.js';
import { findLookup, readCache, saveLookup, writeCache, type StoredError } from './repository.js';
import {
  claimIdempotencyKey, completeIdempotencyKey, releaseIdempotencyKey, type IdempotencyKeyRef,
} from '../../platform/idempotency/store.js';
import type { Config } from '../../platform/config.js';
import type { FixedWindowLimiter } from '../../platform/limits/limiter.js';

export interface WhoisLookupInput {
  domain: unknown;
  viewer: Viewer;
  /** The caller's Idempotency-Key header, if any: a retry with it replays the stored lookup. */
  idempotencyKey?: string | undefined;
}

/** Contract 2.2. */
export interface WhoisAnswer {
  lookup: { id: string | null; domain: string; result: WhoisRecord; created_at: string };
  used: number;
  cap: number;
  remaining: number;
}

/** How long an Idempotency-Key is remembered: a retry after this is a new lookup. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 3_600_000;
/** Head room over the upstream deadlines for the database work of a lookup (claim, quota, cache, store). */
export const IDEMPOTENCY_ABANDONED_MARGIN_MS = 60_000;

/**
 * A claim still unfinished after this was abandoned (its process died): the worst case of a live request is the
 * registry and registrar deadlines plus DomainIQ's (2 × RDAP_TIMEOUT_MS + DOMAINIQ_TIMEOUT_MS), plus a margin.
 * Defaults: 2 × 4 s + 5 s + 60 s = 73 s.
 */
export function idempotencyAbandonedMs(config: Config): number {
  return 2 * config.whois.rdapTimeoutMs + config.whois.domainIq.timeoutMs + IDEMPOTENCY_ABANDONED_MARGIN_MS;
}
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

/**
 * POST /api/tools/whois, batch `whois_lookup`, MCP `whois_lookup`.
 *
 * 1. The domain is parsed (400 `validation_error` before any quota is used); a subdomain is looked up as its
 *    registrable domain (`www.example.co.uk` → `example.co.uk`).
 * 2. With an Idempotency-Key, the key is claimed for this caller first; a key that already names a stored
 *    outcome replays it without using quota (the lookup: 201; a 404: the same 404), one still in flight or
 *    naming another domain is 409 `conflict`. Outcomes that used no quota (400, 429, 503, 500) release the key.
 * 3. One lookup is taken from the caller's daily quota (atomic; 429 `rate_limited` with Retry-After to the next
 *    UTC midnight when exhausted).
 * 4. Cached answer (WHOIS_CACHE_SECONDS), else RDAP, else DomainIQ. 404 `not_found` keeps the quota used;
 *    503 `upstream_unavailable` gives it back.
 * 5. The lookup is stored with its id and created_at.
 */
export async function lookupWhois(ctx: AppContext, input: WhoisLookupInput): Promise<WhoisAnswer> {
  const name = parseDomainName(input.domain, ctx.rootZone);
  if (!name.registrable) {
    throw new ApiError('validation_error', `domain "${name.ascii}" is a public suffix (a zone names are registered under), not a registrable domain`);
  }
  const domain = name.registrable;
  const key = input.idempotencyKey;
  if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) {
    throw new ApiError('validation_error', 'Idempotency-Key must be 1 to 255 visible ASCII characters');
  }
  const { subject, cap } = quotaOf(ctx, input.viewer);
  const now = ctx.clock.now();
  const quota = ctx.whois.quota;

  // Names this request's claim: only it may complete or release it (a claim taken over meanwhile is not its own).
  const claimId = key === undefined ? '' : ctx.ids.next('whc');
  const ref: IdempotencyKeyRef | null = key === undefined ? null : { namespace: 'whois', scope: subject, key };
  if (ref) {
    const claim = await claimIdempotencyKey<WhoisOutcome>(ctx.db, ref, {
      claimId, now, fingerprint: domain, leaseMs: idempotencyAbandonedMs(ctx.config),
      messages: {
        otherRequest: (claimDomain) => `Idempotency-Key "${ref.key}" was used for ${claimDomain}; use a new key for ${domain}`,
        running: `A lookup with Idempotency-Key "${ref.key}" is still in progress; retry in a moment`,
      },
    });
    if (claim.kind === 'replay') return replay(ctx, { subject, cap, quota, key: ref.key, outcome: claim.outcome });
  }

  let charged = false;
  try {
    // Throws 429 rate_limited with Retry-After to the next UTC midnight when the day's lookups are used up.
    const { used } = await quota.take(subject, cap, now);
    charged = true;
    let result: WhoisRecord;
    try {
      result = await resolveRecord(ctx, domain);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'upstream_unavailable') {
        await quota.refund(subject, now);
        charged = false;
      }
      throw error;
    }
    const lookup = { id: ctx.ids.next('whl'), subject, domain, result, createdAt: ctx.clock.now() };
    // The lookup and the outcome on its key are one transaction: a retry never finds a key naming a lookup that
    // was not stored, nor a stored lookup whose key still looks unfinished.
    await ctx.db.transaction(async (tx) => {
      await saveLookup(tx, lookup);
      if (ref) await completeIdempotencyKey(tx, ref, claimId, { lookup_id: lookup.id } satisfies WhoisOutcome, retainUntil(lookup.createdAt));
    });
    return answer(lookup, used, cap);
  } catch (error) {
    if (ref) {
      if (charged && error instanceof ApiError && error.code === 'not_found') {
        // The 404 used quota: keep the key with its outcome, so a retry replays the 404 instead of paying again.
        const stored: WhoisOutcome = { error: { code: 'not_found', message: error.message } };
        await completeIdempotencyKey(ctx.db, ref, claimId, stored, retainUntil(ctx.clock.now()));
      } else {
        // Nothing was charged (400, 429, 503 refunded) or the request broke (500): the retry runs afresh.
        await releaseIdempotencyKey(ctx.db, ref, claimId);
      }
    }
    throw error;
  }
}

/** What a WHOIS Idempotency-Key replays: the stored lookup (201), or the 404 that used quota. */
type WhoisOutcome = { lookup_id: string } | { error: StoredError };

const retainUntil = (from: Date) => new Date(from.getTime() + IDEMPOTENCY_WINDOW_MS);

/** The quota subject and cap of a caller: a verified signed-in user by account, anyone else by client IP. */
export function quotaOf(ctx: AppContext, viewer: Viewer): { subject: string; cap: number } {
  if (isSignedInVerified(viewer)) return { subject: `user:${viewer.userId}`, cap: ctx.config.whois.dailyCapUser };
  return { subject: ipSubject(viewer.ip), cap: ctx.config.whois.dailyCapAnonymous };
}

function answer(lookup: { id: string; domain: string; result: WhoisRecord; createdAt: Date }, used: number, cap: number): WhoisAnswer {
  return {
    lookup: { id: lookup.id, domain: lookup.domain, result: lookup.result, created_at: lookup.createdAt.toISOString() },
    used,
    cap,
    remaining: Math.max(0, cap - used),
  };
}

async function replay(ctx: AppContext, r: { subject: string; cap: number; quota: FixedWindowLimiter; key: string; outcome: WhoisOutcome }): Promise<WhoisAnswer> {
  // The stored 404: the same error again, no quota used.
  if ('error' in r.outcome) throw new ApiError(r.outcome.error.code, r.outcome.error.message);
  const stored = await findLookup(ctx.db, r.outcome.lookup_id);
  if (!stored) throw new ApiError('conflict', `The lookup of Idempotency-Key "${r.key}" is no longer stored; use a new key`);
  return answer(stored, (await r.quota.peek(r.subject, r.cap, ctx.clock.now())).used, r.cap);
}

/** A fresh cached answer, else one provider lookup shared by concurrent callers in this process. */
async function resolveRecord(ctx: AppContext, domain: string): Promise<WhoisRecord> {
  const now = ctx.clock.now();
  const cacheMs = ctx.config.whois.cacheSeconds * 1000;
  if (cacheMs > 0) {
    const cached = await readCache(ctx.db, domain, new Date(now.getTime() - cacheMs));
    if (cached) return cached;
  }
  return ctx.whois.providerCalls.run(domain, async () => {
    const record = await fromProviders(ctx, domain);
    if (cacheMs > 0) await writeCache(ctx.db, domain, record, ctx.clock.now());
    return record;
  });
}

/**
 * RDAP first; DomainIQ when the TLD has no RDAP service or RDAP failed (error, timeout, unusable answer).
 * An RDAP 404 is the registry saying it holds no such name: 404 at once, without asking the fallback.
 */
async function fromProviders(ctx: AppContext, domain: string): Promise<WhoisRecord> {
  const tld = domain.slice(domain.lastIndexOf('.') + 1);
  let rdapProblem: string;
  try {
    const rdap = await ctx.rdap.lookup(domain);
    if (rdap.kind === 'found') {
      if (rdap.referral.startsWith('failed')) ctx.log.info({ domain, referral: rdap.referral }, 'RDAP registrar referral failed; registry data only');
      return rdap.record;
    }
    if (rdap.kind === 'not_found') throw notFound(domain, 'the registry has no record of it (not registered, or reserved)');
    rdapProblem = `.${tld} has no RDAP service`;
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    ctx.log.warn({ domain, err: error.message }, 'RDAP lookup failed; trying the fallback');
    rdapProblem = `RDAP failed (${error.failure})`;
  }

  if (!ctx.domainIq.configured) {
    if (rdapProblem.endsWith('no RDAP service')) throw notFound(domain, `${rdapProblem} and no fallback source is configured`);
    throw unavailable(domain, `${rdapProblem} and no fallback source is configured`);
  }
  try {
    const fallback = await ctx.domainIq.lookup(domain);
    if (fallback.kind === 'found') return fallback.record;
    throw notFound(domain, `${rdapProblem} and the fallback source has no record of it`);
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    ctx.log.warn({ domain, err: error.message }, 'DomainIQ lookup failed');
    throw unavailable(domain, `${rdapProblem} and the fallback source failed (${error.failure})`);
  }
}

function notFound(domain: string, why: string): ApiError {
  return new ApiError('not_found', `No WHOIS data for ${domain}: ${why}`);
}

function unavailable(domain: string, why: string): ApiError {
  return new ApiError('upstream_unavailable', `WHOIS sources did not answer for ${domain}: ${why}; retry later (no quota was used)`);
}
