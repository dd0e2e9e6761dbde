import type { Logger } from 'pino';
import type { Clock, IdGenerator } from '../clock.js';
import type { Db, Queryable } from '../db/db.js';
import {
  claimDueJobs, deleteFinishedBefore, extendLease, insertJob, markDone, markFailed, reapExpiredLeases, takeDueRecurring, upsertRecurring,
  type JobRow, type JobState,
} from './repository.js';

/**
 * One job runner for every background task (issue 15): jobs live in the database, so they survive restarts, can be
 * enqueued inside the caller's transaction (a job exists exactly when the state change that asked for it committed),
 * and are shared by every instance on one database. Time is read from `clock` only: leases, back-off and recurring
 * schedules move with the injected clock in tests.
 *
 * Why not pg-boss: 10.4.2 (the last major on Node 20) does run on PGlite behind a small adapter and can enqueue in our
 * transaction, but it reads time from the database's now(), so leases and back-off cannot follow ctx.clock, and it
 * brings its own schema, timers and maintenance loop. This runner is ~200 lines on our `Db`.
 */

/** What a runner needs: the platform's own parts, no feature state. */
export interface JobPlatform {
  db: Db;
  clock: Clock;
  ids: IdGenerator;
  log: Logger;
}

export interface JobContext {
  job: JobRow;
  /** The attempt being run, 1-based. */
  attempt: number;
}

export interface JobDefinition<P = unknown> {
  kind: string;
  run(payload: P, job: JobContext): Promise<void>;
  /** Attempts before the job is `dead` (default 5). */
  maxAttempts?: number;
  /** How long a claim holds before another runner may take the job over (default 60 s); renewed while it runs. */
  leaseSeconds?: number;
  /** Delay before retry number `attempt + 1` (default: 10 s doubling, at most 1 h). */
  backoffSeconds?(attempt: number): number;
}

export interface EnqueueOptions {
  runAt?: Date;
  /** At most one ready or running job per kind and key; enqueueing again while one waits is a no-op. */
  dedupeKey?: string;
  maxAttempts?: number;
}

export const DEFAULT_MAX_ATTEMPTS = 5;
export const DEFAULT_LEASE_SECONDS = 60;
export const defaultBackoffSeconds = (attempt: number): number => Math.min(3600, 10 * 2 ** (attempt - 1));

export class JobRegistry {
  private readonly definitions = new Map<string, JobDefinition<never>>();
  private readonly recurring = new Map<string, { kind: string; intervalSeconds: number; runAtStart: boolean }>();

  define<P>(definition: JobDefinition<P>): this {
    if (this.definitions.has(definition.kind)) throw new Error(`job kind "${definition.kind}" is defined twice`);
    this.definitions.set(definition.kind, definition as JobDefinition<never>);
    return this;
  }

  /**
   * A task that runs once per interval across every instance. `intervalSeconds` 0 means off (nothing is scheduled).
   * With `runAtStart`, a task never run before is due at once; otherwise its first run is one interval away.
   */
  every(name: string, kind: string, intervalSeconds: number, options: { runAtStart?: boolean } = {}): this {
    if (intervalSeconds > 0) this.recurring.set(name, { kind, intervalSeconds, runAtStart: options.runAtStart ?? false });
    return this;
  }

  get(kind: string): JobDefinition<unknown> | undefined {
    return this.definitions.get(kind) as JobDefinition<unknown> | undefined;
  }

  kinds(): string[] {
    return [...this.definitions.keys()];
  }

  schedules(): [string, { kind: string; intervalSeconds: number; runAtStart: boolean }][] {
    return [...this.recurring.entries()];
  }
}

/** Finished jobs are kept this long for operators, then deleted. */
export const FINISHED_JOB_RETAIN_SECONDS = 7 * 86_400;
const PRUNE_EVERY_SECONDS = 3600;

/**
 * The runner's own housekeeping as a recurring job (`jobs.prune`, hourly, once across every instance): finished
 * (done or dead) jobs older than `retainSeconds` are deleted. A task of its own rather than a DELETE in every poll.
 */
export function defineJobPruning(registry: JobRegistry, platform: Pick<JobPlatform, 'db' | 'clock'>, retainSeconds = FINISHED_JOB_RETAIN_SECONDS): JobRegistry {
  return registry
    .define({
      kind: 'jobs.prune',
      maxAttempts: 1,
      run: async () => {
        await deleteFinishedBefore(platform.db, new Date(platform.clock.now().getTime() - retainSeconds * 1000));
      },
    })
    .every('jobs.prune', 'jobs.prune', PRUNE_EVERY_SECONDS);
}

/**
 * Adds a job of a defined kind; pass the caller's transaction as `q` to make the job part of it (it exists exactly
 * when the transaction commits). Returns its id, or null when deduplicated. An undefined kind throws at once.
 */
export async function enqueueJob(platform: Pick<JobPlatform, 'clock' | 'ids'>, registry: JobRegistry, q: Queryable, kind: string, payload: unknown, options: EnqueueOptions = {}): Promise<string | null> {
  const definition = registry.get(kind);
  if (!definition) throw new Error(`no job kind "${kind}" is defined`);
  const now = platform.clock.now();
  return insertJob(q, {
    id: platform.ids.next('job'),
    kind,
    payload,
    runAt: options.runAt ?? now,
    maxAttempts: options.maxAttempts ?? definition.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    dedupeKey: options.dedupeKey ?? null,
    createdAt: now,
  });
}

export interface RunnerOptions {
  /** Jobs run at once by this runner (default 4). */
  concurrency?: number;
  /** How often `start()` polls (real time; default 1000 ms). Tests call `tick()` instead. */
  pollMs?: number;
}

export interface TickResult {
  ran: { id: string; kind: string; outcome: JobState | 'lost' }[];
}

export class JobRunner {
  readonly id: string;
  private readonly concurrency: number;
  private readonly pollMs: number;
  private timer: NodeJS.Timeout | null = null;
  private ticking: Promise<TickResult> | null = null;
  private stopped = false;
  private scheduled = false;

  constructor(private readonly platform: JobPlatform, private readonly registry: JobRegistry, options: RunnerOptions = {}) {
    this.id = platform.ids.next('runner');
    this.concurrency = options.concurrency ?? 4;
    this.pollMs = options.pollMs ?? 1000;
  }

  /** Polls until `stop()`. */
  start(): void {
    if (this.timer) return;
    this.stopped = false;
    const loop = () => {
      this.tick().catch((error: unknown) => this.platform.log.error({ err: error }, 'job runner tick failed'))
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(loop, this.pollMs).unref();
        });
    };
    this.timer = setTimeout(loop, 0).unref();
  }

  /** Stops polling and waits for the jobs in hand to finish. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.ticking?.catch(() => undefined);
  }

  /** One round: expired leases reaped, due recurring tasks enqueued, due jobs claimed and run. Never overlaps itself. */
  tick(): Promise<TickResult> {
    if (this.ticking) return this.ticking;
    this.ticking = this.round().finally(() => {
      this.ticking = null;
    });
    return this.ticking;
  }

  private async round(): Promise<TickResult> {
    const { db, clock } = this.platform;
    const now = clock.now();
    await this.registerSchedules(now);
    for (const job of await reapExpiredLeases(db, now)) {
      this.platform.log.warn({ job: job.id, kind: job.kind, state: job.state }, 'job lease expired; the job is retried or dead');
    }
    await this.enqueueDueRecurring(now);
    const claimed = await claimDueJobs(db, this.registry.kinds(), this.id, now, new Date(now.getTime() + DEFAULT_LEASE_SECONDS * 1000), this.concurrency);
    const ran = await Promise.all(claimed.map((job) => this.runOne(job)));
    return { ran };
  }

  private async registerSchedules(now: Date): Promise<void> {
    if (this.scheduled) return;
    for (const [name, schedule] of this.registry.schedules()) {
      const first = schedule.runAtStart ? now : new Date(now.getTime() + schedule.intervalSeconds * 1000);
      await upsertRecurring(this.platform.db, name, schedule.kind, schedule.intervalSeconds, first);
    }
    this.scheduled = true;
  }

  private async enqueueDueRecurring(now: Date): Promise<void> {
    for (const [name] of this.registry.schedules()) {
      await this.platform.db.transaction(async (tx) => {
        const due = await takeDueRecurring(tx, name, now, this.id);
        // Deduplicated by name: a run still waiting (or running) is not doubled by the next interval.
        if (due) await enqueueJob(this.platform, this.registry, tx, due.kind, { schedule: name }, { dedupeKey: `recurring:${name}` });
      });
    }
  }

  private async runOne(job: JobRow): Promise<{ id: string; kind: string; outcome: JobState | 'lost' }> {
    const { db, clock, log } = this.platform;
    const definition = this.registry.get(job.kind)!;
    const leaseSeconds = definition.leaseSeconds ?? DEFAULT_LEASE_SECONDS;
    const attempt = job.attempts;
    if (leaseSeconds !== DEFAULT_LEASE_SECONDS) await extendLease(db, job.id, this.id, attempt, new Date(clock.now().getTime() + leaseSeconds * 1000));
    // Renew the lease while the handler runs (real time: a live runner must keep its claim however the clock is driven).
    const renew = setInterval(() => {
      extendLease(db, job.id, this.id, attempt, new Date(clock.now().getTime() + leaseSeconds * 1000))
        .catch((error: unknown) => log.warn({ err: error, job: job.id }, 'renewing a job lease failed'));
    }, Math.max(1000, (leaseSeconds * 1000) / 3)).unref();
    try {
      await definition.run(job.payload, { job, attempt });
      clearInterval(renew);
      const done = await markDone(db, job.id, this.id, attempt, clock.now());
      return { id: job.id, kind: job.kind, outcome: done ? 'done' : 'lost' };
    } catch (error) {
      clearInterval(renew);
      const message = error instanceof Error ? error.message : String(error);
      const delay = (definition.backoffSeconds ?? defaultBackoffSeconds)(attempt);
      const failedAt = clock.now();
      const state = await markFailed(db, job.id, this.id, attempt, failedAt, new Date(failedAt.getTime() + delay * 1000), message);
      log[state === 'dead' ? 'error' : 'warn']({ job: job.id, kind: job.kind, attempt, err: error }, state === 'dead' ? 'job failed its last attempt (dead)' : 'job failed; retrying later');
      return { id: job.id, kind: job.kind, outcome: state ?? 'lost' };
    }
  }
}
