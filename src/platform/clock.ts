/**
 * Time and ids are injected (DESIGN.md conventions) so that expiry, skew and staleness
 * are testable without sleeping. Nothing outside this file reads the system clock.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { IdPrefix } from './ids.js';

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = {
  now: () => new Date(),
};

/** A clock that only moves when told to; used by tests and by the bench for repeatability. */
export class ManualClock implements Clock {
  private current: number;
  constructor(start: Date | string = '2026-01-01T00:00:00Z') {
    this.current = new Date(start).getTime();
  }
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current += ms;
  }
  set(to: Date | string): void {
    this.current = new Date(to).getTime();
  }
}

export interface IdGenerator {
  /** An id with a type prefix, e.g. `req_…`, `sync_…` (DESIGN.md: ids carry a type prefix). */
  next(prefix: IdPrefix): string;
  uuid(): string;
}

const CROCKFORD = '0123456789abcdefghjkmnpqrstvwxyz';
const POOL_SIZE = 4096;

/**
 * Random bytes drawn from a pool refilled 4 KiB at a time: one `randomBytes` call per request id was
 * the largest single cost of a cheap read (bench/README.md), while the ids stay unguessable.
 */
let pool = randomBytes(POOL_SIZE);
let poolOffset = 0;

function randomToken(length: number): string {
  if (poolOffset + length > POOL_SIZE) {
    pool = randomBytes(POOL_SIZE);
    poolOffset = 0;
  }
  let out = '';
  for (let i = 0; i < length; i++) out += CROCKFORD[pool[poolOffset + i]! & 31];
  poolOffset += length;
  return out;
}

export const randomIds: IdGenerator = {
  next: (prefix) => `${prefix}_${randomToken(20)}`,
  uuid: () => randomUUID(),
};

/** Deterministic ids for tests: `prefix_000001`, … */
export class SequentialIds implements IdGenerator {
  private counter = 0;
  next(prefix: IdPrefix): string {
    this.counter += 1;
    return `${prefix}_${String(this.counter).padStart(6, '0')}`;
  }
  uuid(): string {
    this.counter += 1;
    return `00000000-0000-4000-8000-${String(this.counter).padStart(12, '0')}`;
  }
}
