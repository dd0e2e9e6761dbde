import type { RtrAction } from '../../../providers/rtr/types.js';

/** Contract 2.3 lifecycle operations and the upstream price-list action each one reads. */
export const PRICE_OPERATIONS = ['transfer', 'register', 'renew', 'restore'] as const;
export type PriceOperation = (typeof PRICE_OPERATIONS)[number];

/** Contract 4.1: op defaults to transfer (the public SDK defaults to register; the contract wins). */
export const DEFAULT_PRICE_OPERATION: PriceOperation = 'transfer';

export const ACTION_OF: Record<PriceOperation, RtrAction> = {
  transfer: 'TRANSFER',
  register: 'CREATE',
  renew: 'RENEW',
  restore: 'RESTORE',
};

export function isPriceOperation(value: unknown): value is PriceOperation {
  return typeof value === 'string' && (PRICE_OPERATIONS as readonly string[]).includes(value);
}
