import { ApiError } from '../../platform/errors.js';
import type { RegistrarDomainUpdate } from '../../providers/rtr/types.js';

export const BULK_OPS = ['renew', 'set_auto_renew', 'set_privacy', 'set_lock', 'set_nameservers'] as const;
export type BulkOp = (typeof BULK_OPS)[number];

export const MAX_BULK_DOMAINS = 1_000; // contract 8
export const MIN_NAMESERVERS = 2;
export const MAX_NAMESERVERS = 13;

/** Client statuses that make up a "lock": no transfer and no deletion without unlocking first. */
export const LOCK_STATUSES = ['CLIENT_TRANSFER_PROHIBITED', 'CLIENT_DELETE_PROHIBITED'];

export type BulkParams =
  | { op: 'renew'; years: number }
  | { op: 'set_auto_renew'; enabled: boolean }
  | { op: 'set_privacy'; enabled: boolean }
  | { op: 'set_lock'; locked: boolean }
  | { op: 'set_nameservers'; nameservers: string[] };

const HOSTNAME = /^(?=.{1,253}$)((?!-)[a-z0-9-]{1,63}(?<!-)\.)+[a-z][a-z0-9-]{0,62}$/;

/** The keys each operation's `params` may hold. */
const PARAM_KEYS: Record<BulkOp, readonly string[]> = {
  renew: ['years'],
  set_auto_renew: ['enabled'],
  set_privacy: ['enabled'],
  set_lock: ['locked'],
  set_nameservers: ['nameservers'],
};

/**
 * Validates `params` for `op` (the body's `params` object); throws validation_error naming the problem. Unknown keys
 * are refused, as batch refuses them (issue 14 item 4): a misspelt `{"yrs": 5}` must not become a 1-year renewal.
 */
export function parseBulkParams(op: BulkOp, params: Record<string, unknown> | undefined): BulkParams {
  const p = params ?? {};
  const unknown = Object.keys(p).filter((key) => !PARAM_KEYS[op].includes(key));
  if (unknown.length > 0) {
    const names = unknown.map((key) => JSON.stringify(key.slice(0, 64))).slice(0, 10).join(', ');
    throw new ApiError('validation_error', `params: unknown field${unknown.length > 1 ? 's' : ''} ${names} for ${op}, which takes ${PARAM_KEYS[op].join(', ')}`);
  }
  const bool = (name: string): boolean => {
    if (typeof p[name] !== 'boolean') throw new ApiError('validation_error', `params.${name} must be true or false for ${op}`);
    return p[name] as boolean;
  };
  switch (op) {
    case 'renew': {
      const years = p.years ?? 1;
      if (!Number.isInteger(years) || (years as number) < 1 || (years as number) > 10) throw new ApiError('validation_error', 'params.years must be a whole number from 1 to 10');
      return { op, years: years as number };
    }
    case 'set_auto_renew':
      return { op, enabled: bool('enabled') };
    case 'set_privacy':
      return { op, enabled: bool('enabled') };
    case 'set_lock':
      return { op, locked: bool('locked') };
    case 'set_nameservers': {
      const list = p.nameservers;
      if (!Array.isArray(list)) throw new ApiError('validation_error', 'params.nameservers must be a list of host names');
      const hosts = [...new Set(list.map((h) => String(h).trim().toLowerCase().replace(/\.$/, '')))];
      if (hosts.length < MIN_NAMESERVERS || hosts.length > MAX_NAMESERVERS) {
        throw new ApiError('validation_error', `params.nameservers must hold ${MIN_NAMESERVERS} to ${MAX_NAMESERVERS} distinct host names`);
      }
      const bad = hosts.find((h) => !HOSTNAME.test(h));
      if (bad !== undefined) throw new ApiError('validation_error', `params.nameservers: "${bad}" is not a valid host name`);
      return { op, nameservers: hosts };
    }
  }
}

/** The registrar update a non-renew operation sends. */
export function registrarUpdateFor(params: Exclude<BulkParams, { op: 'renew' }>): RegistrarDomainUpdate {
  switch (params.op) {
    case 'set_auto_renew':
      return { autoRenew: params.enabled };
    case 'set_privacy':
      return { privacyProtect: params.enabled };
    case 'set_lock':
      return { status: params.locked ? LOCK_STATUSES : [] };
    case 'set_nameservers':
      return { ns: params.nameservers };
  }
}
