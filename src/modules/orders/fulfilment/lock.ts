import type { RegistrarHolding, RegistrarTransfer } from '../../../providers/rtr/types.js';

/**
 * The transfer lock (ICANN Transfer Policy I.A.3.7, DESIGN.md "transfers"): a registrar may refuse — and registries do —
 * a transfer to another registrar within 60 days of the domain's registration or of its last transfer. A push inside
 * our registrar is not a registrar transfer, so only the auth-code path asks. Registry- and registrar-side statuses
 * that forbid a transfer whatever the dates block it as well (our own clientTransferProhibited we lift ourselves).
 */

export const TRANSFER_LOCK_DAYS = 60;
const DAY_MS = 86_400_000;
/** Statuses we cannot lift: set by the registry, by the registrar's staff, or the post-change-of-registrant lock. */
export const BLOCKING_STATUSES = ['SERVER_TRANSFER_PROHIBITED', 'REGISTRAR_TRANSFER_PROHIBITED', 'IRTPC_TRANSFER_PROHIBITED'];

export type LockVerdict =
  | { locked: false }
  | { locked: true; reason: 'registration' | 'transfer'; since: Date; until: Date }
  | { locked: true; reason: 'status'; status: string };

/**
 * Whether the domain is transfer-locked at `now`. The lock runs from the later of the registration date and the
 * completion of the last incoming transfer (its request date when the registrar logged no completion) and ends
 * exactly 60 days later: at `until` the domain is free.
 */
export function transferLock(holding: RegistrarHolding, lastTransfer: RegistrarTransfer | null, now: Date): LockVerdict {
  const blocking = holding.status.find((s) => BLOCKING_STATUSES.includes(s.toUpperCase()));
  if (blocking) return { locked: true, reason: 'status', status: blocking };
  const candidates: { reason: 'registration' | 'transfer'; at: number }[] = [];
  const created = holding.createdDate ? Date.parse(holding.createdDate) : Number.NaN;
  if (!Number.isNaN(created)) candidates.push({ reason: 'registration', at: created });
  if (lastTransfer?.direction === 'IN' && lastTransfer.outcome === 'completed') {
    const moved = Date.parse(lastTransfer.completedDate ?? lastTransfer.requestedDate ?? '');
    if (!Number.isNaN(moved)) candidates.push({ reason: 'transfer', at: moved });
  }
  const latest = candidates.sort((a, b) => b.at - a.at)[0];
  if (!latest) return { locked: false };
  const until = latest.at + TRANSFER_LOCK_DAYS * DAY_MS;
  return now.getTime() < until ? { locked: true, reason: latest.reason, since: new Date(latest.at), until: new Date(until) } : { locked: false };
}

/** The timeline's words for a lock: why, and what happens next (never a silent retry). */
export function describeLock(domain: string, verdict: Exclude<LockVerdict, { locked: false }>): { note: string; nextAction: string } {
  if (verdict.reason === 'status') {
    return {
      note: `${domain} carries the status ${verdict.status}, which forbids a transfer to another registrar; Nameport cannot lift it.`,
      nextAction: 'Nameport support asks the registrar/registry to lift the status, then moves the order back to TRANSFER_PENDING; or the partner refunds the order (POST /refunds).',
    };
  }
  const what = verdict.reason === 'registration' ? 'registered' : 'last transferred';
  const day = verdict.until.toISOString();
  return {
    note: `${domain} was ${what} on ${verdict.since.toISOString().slice(0, 10)}; registries refuse a transfer to another registrar for ${TRANSFER_LOCK_DAYS} days after that (transfer lock until ${day}).`,
    nextAction: `The transfer can be retried from ${day} (the order goes back to TRANSFER_PENDING), or the partner refunds the order (POST /refunds).`,
  };
}
