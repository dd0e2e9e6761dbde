import { UpstreamError } from '../upstream-error.js';
import type { RegistrarHolding, RegistrarProcess, RegistrarTransfer } from './types.js';

/**
 * Realtime Register's transfer-related answers read into our records. Formats from RTR's REST API v2 reference
 * (domains/get, domains/transferinfo, processes/get, processes/list); absent values are omitted upstream, so
 * everything but the identifying field is optional.
 */

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
/** RTR process ids are integers; we keep them as strings (they only travel back in paths). */
const processIdOf = (v: unknown): string | null => (typeof v === 'number' && Number.isInteger(v) ? String(v) : typeof v === 'string' && /^\d+$/.test(v) ? v : null);

export function parseHolding(body: unknown): RegistrarHolding {
  if (!isObject(body) || typeof body.domainName !== 'string') throw new UpstreamError('rtr', 'format', 'domain lacks domainName');
  return {
    domainName: body.domainName,
    customer: text(body.customer),
    createdDate: text(body.createdDate),
    status: Array.isArray(body.status) ? body.status.filter((s): s is string => typeof s === 'string') : [],
  };
}

/** The auth code only; the message of a failure never carries the body (it would carry the code). */
export function parseAuthCode(body: unknown): string {
  const code = isObject(body) ? text(body.authcode) : null;
  if (code === null) throw new UpstreamError('rtr', 'format', 'domain answer has no authcode (is the domain in our account?)');
  return code;
}

/** `{processId}` of a 202; a 200 without one means the registrar finished at once. */
export function parseAccepted(body: unknown): { processId: string | null } {
  return { processId: isObject(body) ? processIdOf(body.processId) : null };
}

// RTR ProcessStatus: NEW, VALIDATED, RUNNING, SCHEDULED, SUSPENDED and IN_DOUBT are not final (IN_DOUBT: the
// registry's answer is not known yet; the registrar resolves it, so we keep polling rather than guess).
const PROCESS_FAILED = new Set(['FAILED', 'CANCELLED', 'INVALID']);

export function parseProcess(body: unknown): RegistrarProcess {
  const id = isObject(body) ? processIdOf(body.id) : null;
  if (!isObject(body) || id === null || typeof body.status !== 'string') throw new UpstreamError('rtr', 'format', 'process lacks id or status');
  const status = body.status.toUpperCase();
  const error = isObject(body.error) ? text(body.error.message) : null;
  return {
    id,
    outcome: status === 'COMPLETED' ? 'completed' : PROCESS_FAILED.has(status) ? 'failed' : 'running',
    status,
    action: text(body.action),
    identifier: text(body.identifier),
    detail: error ?? text(body.statusDetail),
    createdDate: text(body.createdDate),
  };
}

/** A listing envelope `{entities: [...], pagination}` of processes; entries we cannot read are skipped. */
export function parseProcessList(body: unknown): RegistrarProcess[] {
  if (!isObject(body) || !Array.isArray(body.entities)) throw new UpstreamError('rtr', 'format', 'process list lacks entities');
  const read: RegistrarProcess[] = [];
  for (const entity of body.entities) {
    try {
      read.push(parseProcess(entity));
    } catch {
      // one unreadable entry does not hide the others
    }
  }
  return read;
}

// Transfer statuses (domains/transferinfo): pendingwhois, pendingfoa, pendingvalidation, pending and approved are
// on the way; cancelled, rejected and failed ended it without a move.
const TRANSFER_FAILED = new Set(['cancelled', 'rejected', 'failed']);

export function parseTransfer(body: unknown): RegistrarTransfer {
  const processId = isObject(body) ? processIdOf(body.processId) : null;
  if (!isObject(body) || processId === null || typeof body.status !== 'string') throw new UpstreamError('rtr', 'format', 'transfer lacks processId or status');
  const status = body.status.toLowerCase();
  const log = Array.isArray(body.log) ? body.log.filter(isObject) : [];
  const completedEntry = log.find((entry) => typeof entry.status === 'string' && entry.status.toLowerCase() === 'completed');
  return {
    processId,
    direction: body.type === 'IN' ? 'IN' : 'OUT',
    outcome: status === 'completed' ? 'completed' : TRANSFER_FAILED.has(status) ? 'failed' : 'pending',
    status,
    requestedDate: text(body.requestedDate),
    completedDate: completedEntry ? text(completedEntry.date) : null,
  };
}
