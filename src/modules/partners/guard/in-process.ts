import type { Logger } from 'pino';
import type { Clock } from '../../../platform/clock.js';
import { MemoryCounterStore, type CounterRef } from '../../../platform/limits/counters.js';
import type { Queryable } from '../../../platform/db/db.js';
import type { GuardStore } from './stores.js';
import { insertNonce, liveNonces, saveNonceBatch } from './nonce-table.js';

/** Write-behind: pending nonces go to the table after this long, or at once when this many are waiting. */
export const FLUSH_EVERY_MS = 100;
export const FLUSH_BATCH = 500;
/** Nonces held in memory; beyond this the oldest live only in the table and a miss consults it (slow path). */
export const MEMORY_NONCES_MAX = 500_000;
const PENDING_MAX = 200_000;

interface PendingNonce {
  keyId: string;
  nonce: string;
  expiresAt: number;
}

export interface InProcessGuardOptions {
  flushEveryMs?: number;
  flushBatch?: number;
  memoryMax?: number;
  /** The process's per-minute counters (ctx.limits.perMinute on PGlite); a store of its own when not given. */
  counters?: MemoryCounterStore;
}

/**
 * The guard store of the embedded database (PGlite without REDIS_URL; README "Partner interface (B)").
 *
 * PGlite is single-process by construction (DATA_DIR/pglite.lock), so this process sees every request and memory
 * is exactly as shared as a table would be: nonces sit in a Map (key → expiry) and the fixed-window counters in
 * memory; check-and-set happens synchronously on the one event loop, so it is atomic without a statement.
 *
 * Durability across a restart: every recorded nonce is written behind to `partner_nonces` in batches (every
 * FLUSH_EVERY_MS, or at once when FLUSH_BATCH wait), and the unexpired ones are loaded before the first request of
 * a new process. The trade-off: a crash (not a clean close, which flushes) loses the nonces of at most the last
 * ~100 ms (plus a flush in flight); a captured request from that instant could be replayed once after the restart,
 * within its ±300 s timestamp window. Rate-limit counters are not persisted: a restart forgets the current minute.
 *
 * Memory is bounded: expired nonces are swept from the Map's head (insertion order = expiry order for a constant
 * window); past MEMORY_NONCES_MAX the oldest are dropped from memory (they are in the table by then) and, until the
 * last of them expires, a nonce memory does not know is checked with the table's unique insert (the database
 * store's speed, still exact).
 */
export class InProcessGuardStore implements GuardStore {
  /** 'database': the table stays the record (and tests assert the store family); `mode` tells the variant. */
  readonly kind = 'database' as const;
  readonly mode = 'in-process' as const;
  private readonly nonces = new Map<string, number>();
  private readonly counters: MemoryCounterStore;
  private pending: PendingNonce[] = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;
  private loaded = false;
  private loading: Promise<void> | null = null;
  /** Until then, some unexpired nonces are only in the table (ms; 0: none). */
  private spilledUntil = 0;
  private closed = false;
  private readonly flushEveryMs: number;
  private readonly flushBatch: number;
  private readonly memoryMax: number;

  constructor(private readonly db: Queryable, private readonly clock: Clock, private readonly log?: Logger, options: InProcessGuardOptions = {}) {
    this.flushEveryMs = options.flushEveryMs ?? FLUSH_EVERY_MS;
    this.flushBatch = options.flushBatch ?? FLUSH_BATCH;
    this.memoryMax = options.memoryMax ?? MEMORY_NONCES_MAX;
    this.counters = options.counters ?? new MemoryCounterStore();
  }

  /** Nonces held in memory (tests). */
  get size(): number {
    return this.nonces.size;
  }

  /** Loads the unexpired nonces a previous process wrote (once, before the first check). */
  ready(): Promise<void> {
    if (this.loaded) return Promise.resolve();
    this.loading ??= this.load().then(
      () => { this.loaded = true; },
      (error: unknown) => { this.loading = null; throw error; },
    );
    return this.loading;
  }

  private async load(): Promise<void> {
    const now = this.clock.now();
    const rows = await liveNonces(this.db, now);
    // Oldest first, so the Map keeps expiry order; beyond memoryMax the oldest stay in the table only.
    const skip = Math.max(0, rows.length - this.memoryMax);
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i]!;
      const expiresAt = new Date(row.expires_at).getTime();
      if (i < skip) this.spilledUntil = Math.max(this.spilledUntil, expiresAt);
      else this.nonces.set(`${row.key_id}\0${row.nonce}`, expiresAt);
    }
  }

  async recordNonce(keyId: string, nonce: string, now: Date, expiresAt: Date): Promise<boolean> {
    if (!this.loaded) await this.ready();
    const fresh = this.claimInMemory(keyId, nonce, now.getTime(), expiresAt.getTime());
    if (fresh !== 'unknown') return fresh;
    return this.claimInTable(keyId, nonce, now, expiresAt);
  }

  async consume(counter: CounterRef, limit: number): Promise<number | null> {
    return this.counters.consumeNow(counter, limit);
  }

  async admit(keyId: string, nonce: string, now: Date, expiresAt: Date, counter: CounterRef, limit: number): Promise<'replay' | number | null> {
    if (!this.loaded) await this.ready();
    let fresh = this.claimInMemory(keyId, nonce, now.getTime(), expiresAt.getTime());
    if (fresh === 'unknown') fresh = await this.claimInTable(keyId, nonce, now, expiresAt);
    if (!fresh) return 'replay';
    return this.counters.consumeNow(counter, limit);
  }

  /**
   * Synchronous check-and-set: true (new, recorded and queued for the table), false (a live nonce: replay), or
   * 'unknown' when memory cannot tell because some live nonces were spilled to the table only.
   */
  private claimInMemory(keyId: string, nonce: string, now: number, expiresAt: number): boolean | 'unknown' {
    const key = `${keyId}\0${nonce}`;
    const seen = this.nonces.get(key);
    if (seen !== undefined && seen > now) return false;
    this.sweepNonces(now);
    if (seen === undefined && now < this.spilledUntil) {
      // Mark it first (synchronously), so a parallel copy of this request is refused by memory.
      this.remember(key, expiresAt, now);
      return 'unknown';
    }
    if (seen !== undefined) this.nonces.delete(key); // expired, not yet swept: re-insert at the tail
    this.remember(key, expiresAt, now);
    this.pending.push({ keyId, nonce, expiresAt });
    this.scheduleFlush();
    return true;
  }

  private async claimInTable(keyId: string, nonce: string, now: Date, expiresAt: Date): Promise<boolean> {
    try {
      return await insertNonce(this.db, keyId, nonce, now, expiresAt);
    } catch (error) {
      this.nonces.delete(`${keyId}\0${nonce}`); // not recorded: let a retry of this request try again
      throw error;
    }
  }

  private remember(key: string, expiresAt: number, now: number): void {
    this.nonces.set(key, expiresAt);
    if (this.nonces.size <= this.memoryMax) return;
    // Full of live nonces: drop the oldest from memory; they are (or are about to be) in the table.
    for (const [oldKey, oldExpiry] of this.nonces) {
      if (this.nonces.size <= this.memoryMax) break;
      this.nonces.delete(oldKey);
      if (oldExpiry > now) this.spilledUntil = Math.max(this.spilledUntil, oldExpiry);
    }
  }

  /** Drops expired nonces from the head of the Map (insertion order is expiry order for one window length). */
  private sweepNonces(now: number): void {
    let budget = 64;
    for (const [key, expiresAt] of this.nonces) {
      if (expiresAt > now || budget-- === 0) break;
      this.nonces.delete(key);
    }
  }

  private scheduleFlush(): void {
    if (this.closed) return;
    if (this.pending.length >= this.flushBatch) {
      if (!this.flushing) void this.flush();
      return;
    }
    if (this.timer || this.flushing) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, this.flushEveryMs);
    this.timer.unref();
  }

  /** Writes the pending nonces to the table (one statement per batch); resolves when they are written. */
  async flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    while (this.flushing) await this.flushing;
    if (this.pending.length === 0) return;
    this.flushing = this.writePending().finally(() => {
      this.flushing = null;
      if (this.pending.length > 0) this.scheduleFlush();
    });
    await this.flushing;
  }

  private async writePending(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    // Expired by now (a manual clock, or a long outage): nothing to remember across a restart.
    const now = this.clock.now().getTime();
    const live = batch.filter((p) => p.expiresAt > now);
    try {
      for (let i = 0; i < live.length; i += 1000) {
        const slice = live.slice(i, i + 1000);
        // One expiry per batch, the latest: a batch spans ~FLUSH_EVERY_MS, so a nonce is remembered at most that
        // much longer (never shorter), and one timestamp parameter is much cheaper in PGlite than an array of them.
        let expiresAt = 0;
        for (const p of slice) if (p.expiresAt > expiresAt) expiresAt = p.expiresAt;
        await saveNonceBatch(this.db, slice, new Date(expiresAt));
      }
    } catch (error) {
      // Memory still refuses these nonces; keep them for the next flush (bounded: the oldest go first).
      this.pending = live.concat(this.pending).slice(-PENDING_MAX);
      this.log?.warn({ err: error, pending: this.pending.length }, 'partner nonce write-behind failed; retrying');
    }
  }

  async ping(): Promise<void> {}

  async close(): Promise<void> {
    this.closed = true;
    await this.flush().catch((error: unknown) => this.log?.error({ err: error }, 'partner nonce flush at close failed'));
  }
}
