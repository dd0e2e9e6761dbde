import assert from 'node:assert/strict';
import { beforeEach, describe, test } from 'node:test';
import pino from 'pino';
import { ManualClock, SequentialIds } from '../src/platform/clock.js';
import { defineJobPruning, enqueueJob, FINISHED_JOB_RETAIN_SECONDS, JobRegistry, JobRunner, type JobPlatform } from '../src/platform/jobs/runner.js';
import { claimDueJobs, findJob, listJobs, markDone } from '../src/platform/jobs/repository.js';
import { migrate } from '../src/platform/db/migrate.js';
import { openPostgres } from '../src/platform/db/postgres.js';
import { createTestDatabase, TEST_DATABASE , useTestDb } from './helpers/db.js';

/** Issue 15 item 4: one job runner (jobs table, SKIP LOCKED claims, leases and back-off on the clock, dead state, recurring). */
describe('job runner (issue 15 item 4)', () => {
  const h = useTestDb();
  let clock: ManualClock;
  let ids: SequentialIds;
  const log = pino({ level: 'silent' });
  const platform = (): JobPlatform => ({ db: h.db, clock, ids, log });

  beforeEach(async () => {
    clock = new ManualClock('2026-03-01T00:00:00Z');
    ids = new SequentialIds();
  });

  test('a job enqueued in a transaction that rolls back never exists; a committed one runs once and is done', async () => {
    const seen: unknown[] = [];
    const registry = new JobRegistry().define<{ n: number }>({ kind: 'note', run: async (payload) => void seen.push(payload.n) });
    await assert.rejects(h.db.transaction(async (tx) => {
      await enqueueJob(platform(), registry, tx, 'note', { n: 1 });
      throw new Error('the state change failed');
    }));
    const id = await h.db.transaction((tx) => enqueueJob(platform(), registry, tx, 'note', { n: 2 }));
    const runner = new JobRunner(platform(), registry);
    await runner.tick();
    await runner.tick();
    assert.deepEqual(seen, [2]);
    assert.equal((await findJob(h.db, id!))?.state, 'done');
  });

  test('an undefined kind is refused at enqueue (a typo fails the caller, not a runner later)', async () => {
    await assert.rejects(enqueueJob(platform(), new JobRegistry(), h.db, 'nope', {}), /no job kind "nope"/);
  });

  test('a job due later waits for the clock; a dedupe key keeps one waiting job per key', async () => {
    let runs = 0;
    const registry = new JobRegistry().define({ kind: 'later', run: async () => void runs++ });
    const runAt = new Date(clock.now().getTime() + 60_000);
    assert.ok(await enqueueJob(platform(), registry, h.db, 'later', {}, { runAt, dedupeKey: 'k' }));
    assert.equal(await enqueueJob(platform(), registry, h.db, 'later', {}, { runAt, dedupeKey: 'k' }), null);
    const runner = new JobRunner(platform(), registry);
    await runner.tick();
    assert.equal(runs, 0);
    clock.advance(60_000);
    await runner.tick();
    assert.equal(runs, 1);
    assert.ok(await enqueueJob(platform(), registry, h.db, 'later', {}, { dedupeKey: 'k' }), 'a done job no longer blocks its key');
  });

  test('a failing job is retried after its back-off on the injected clock, and is dead after the last attempt', async () => {
    const attempts: number[] = [];
    const registry = new JobRegistry().define({
      kind: 'flaky', maxAttempts: 3, backoffSeconds: (attempt) => 30 * attempt,
      run: async (_payload, { attempt }) => {
        attempts.push(attempt);
        throw new Error(`upstream down (attempt ${attempt})`);
      },
    });
    const id = await enqueueJob(platform(), registry, h.db, 'flaky', {});
    const runner = new JobRunner(platform(), registry);
    await runner.tick();
    assert.deepEqual(attempts, [1]);
    clock.advance(29_000);
    await runner.tick();
    assert.deepEqual(attempts, [1], 'not before the 30 s back-off');
    clock.advance(1_000);
    await runner.tick();
    assert.deepEqual(attempts, [1, 2]);
    clock.advance(59_000);
    await runner.tick();
    assert.deepEqual(attempts, [1, 2], 'the second back-off is 60 s');
    clock.advance(1_000);
    await runner.tick();
    assert.deepEqual(attempts, [1, 2, 3]);
    const job = await findJob(h.db, id!);
    assert.equal(job?.state, 'dead');
    assert.equal(job?.lastError, 'upstream down (attempt 3)');
    clock.advance(86_400_000);
    await runner.tick();
    assert.deepEqual(attempts, [1, 2, 3], 'a dead job is never run again');
  });

  test('a crashed runner\'s lease expires and the job is retried by another; the crashed one cannot finish it late', async () => {
    let runs = 0;
    const registry = new JobRegistry().define({ kind: 'work', leaseSeconds: 60, run: async () => void runs++ });
    const id = await enqueueJob(platform(), registry, h.db, 'work', {});
    // A runner claims the job and dies without finishing (no handler ran).
    const [claimed] = await claimDueJobs(h.db, ['work'], 'runner_crashed', clock.now(), new Date(clock.now().getTime() + 60_000), 1);
    assert.equal(claimed?.id, id);
    const survivor = new JobRunner(platform(), registry);
    clock.advance(59_000);
    await survivor.tick();
    assert.equal(runs, 0, 'the lease still holds');
    clock.advance(1_000);
    await survivor.tick();
    assert.equal(runs, 1);
    assert.equal((await findJob(h.db, id!))?.state, 'done');
    assert.equal(await markDone(h.db, id!, 'runner_crashed', 1, clock.now()), false);
  });

  test('a lease that expires on the last attempt makes the job dead', async () => {
    const registry = new JobRegistry().define({ kind: 'once', maxAttempts: 1, run: async () => undefined });
    const id = await enqueueJob(platform(), registry, h.db, 'once', {});
    await claimDueJobs(h.db, ['once'], 'runner_crashed', clock.now(), new Date(clock.now().getTime() + 60_000), 1);
    clock.advance(61_000);
    await new JobRunner(platform(), registry).tick();
    assert.equal((await findJob(h.db, id!))?.state, 'dead');
  });

  test('a recurring task runs once per interval with two instances; interval 0 schedules nothing', async () => {
    let runs = 0;
    const define = () => new JobRegistry().define({ kind: 'sync', run: async () => void runs++ }).every('price-sync', 'sync', 3600, { runAtStart: true });
    const a = new JobRunner(platform(), define());
    const b = new JobRunner(platform(), define());
    await Promise.all([a.tick(), b.tick()]);
    await Promise.all([a.tick(), b.tick()]);
    assert.equal(runs, 1);
    clock.advance(3_599_000);
    await Promise.all([a.tick(), b.tick()]);
    assert.equal(runs, 1);
    clock.advance(1_000);
    await Promise.all([a.tick(), b.tick()]);
    await Promise.all([a.tick(), b.tick()]);
    assert.equal(runs, 2);
    const off = new JobRegistry().define({ kind: 'sync2', run: async () => void runs++ }).every('off', 'sync2', 0);
    assert.deepEqual(off.schedules(), []);
  });
  test('finished jobs are pruned by the hourly jobs.prune task after 7 days, not by every poll', async () => {
    const registry = defineJobPruning(new JobRegistry().define({ kind: 'note', run: async () => undefined }), platform());
    const id = await enqueueJob(platform(), registry, h.db, 'note', {});
    const runner = new JobRunner(platform(), registry);
    await runner.tick();
    assert.equal((await findJob(h.db, id!))?.state, 'done');
    clock.advance(FINISHED_JOB_RETAIN_SECONDS * 1000 - 3_600_000);
    await runner.tick();
    assert.equal((await findJob(h.db, id!))?.state, 'done', 'kept for operators until 7 days have passed');
    clock.advance(3_600_000 + 1000);
    await runner.tick();
    assert.equal(await findJob(h.db, id!), null, 'a finished job older than 7 days is deleted at the next hourly run');
  });
});

describe('job runner: two runners on one PostgreSQL database (issue 15 item 4)', { skip: TEST_DATABASE === 'postgres' ? false : 'runs in the PostgreSQL pass' }, () => {
  test('never run one job twice (200 jobs, two runners on separate connection pools claiming concurrently)', async () => {
    const database = await createTestDatabase();
    const first = await openPostgres(database.url, 4);
    const second = await openPostgres(database.url, 4);
    try {
      await migrate(first);
      const clock = new ManualClock('2026-03-01T00:00:00Z');
      const ids = new SequentialIds();
      const log = pino({ level: 'silent' });
      const runsById = new Map<string, number>();
      const define = () => new JobRegistry().define<{ i: number }>({
        kind: 'count',
        run: async (_payload, { job }) => {
          runsById.set(job.id, (runsById.get(job.id) ?? 0) + 1);
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 3));
        },
      });
      const registry = define();
      for (let i = 0; i < 200; i++) await enqueueJob({ clock, ids }, registry, first, 'count', { i });
      const a = new JobRunner({ db: first, clock, ids, log }, define(), { concurrency: 7 });
      const b = new JobRunner({ db: second, clock, ids, log }, define(), { concurrency: 7 });
      for (let round = 0; round < 40 && (await listJobs(first, { state: 'ready' })).length > 0; round++) {
        await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
      }
      assert.equal(runsById.size, 200);
      assert.deepEqual([...runsById.values()].filter((n) => n !== 1), []);
      assert.equal((await listJobs(first, { state: 'done' })).length, 200);
    } finally {
      await first.close();
      await second.close();
      await database.drop();
    }
  });
});
